#!/usr/bin/env python3
"""Contracts of any size for the benchmark, and the same contract as a .proto and as an OpenAPI document.

    synthetic.py contract N [--base contract.json]   a valid contract with N events, N failure codes, N options
    synthetic.py proto CONTRACT                       the contract's types as proto3 (enums, messages, oneofs)
    synthetic.py openapi CONTRACT                     the contract's types as OpenAPI 3.0 schemas

`contract` keeps everything of the base contract (platforms, enums, results, bridge, navigation, security) and
adds synthetic events, failure codes and options until each list holds N, cycling through every field and
option type, delivery, platform-only codes and options, so every generator path is exercised. Descriptions are
short so that 10,000 of each stay under contractgen's 4 MiB limit.

`proto` and `openapi` model what the contract declares that those formats can say: enums (the failure codes
are one), each result and event as a message or schema with its fields, the result and event unions (a oneof;
a discriminated oneOf on `type`), the configuration with its options, and the bridge envelope. Navigation
rules and security defaults have no counterpart in either format. Standard library only.
"""
import json
import sys

# --- Synthetic contracts -------------------------------------------------------------------------------------


def synthetic_contract(n, base):
    contract = json.loads(json.dumps(base))  # deep copy
    contract.pop("$schema", None)
    platforms = [p["id"] for p in contract["platforms"]]
    enum = contract["enums"][0]
    enum_name = enum["name"]
    first_value = enum["values"][0]["name"]

    events = contract["events"]
    payload_types = ["string", "integer", "boolean", "number", enum_name, "string[]", "duration_ms"]
    for i in range(len(events), n):
        kind = payload_types[i % len(payload_types)]
        event = {"name": f"synthetic_event_{i}", "description": f"Synthetic event {i}."}
        if i % 5 != 0:  # every fifth event has no payload, like `exit`
            event["payload"] = [{"name": "value", "type": kind}]
            if i % 3 == 0:
                event["payload"].append({"name": "note", "type": "string", "optional": True})
        if i % 11 == 0:
            event["delivery"] = "ignored"
        events.append(event)

    codes = contract["failures"]["codes"]
    for i in range(len(codes), n):
        code = {"name": f"synthetic_failure_{i}", "description": f"Synthetic failure {i}."}
        if i % 4 == 0:  # a code only some platforms have
            code["platforms"] = platforms[: 1 + i % len(platforms)]
        codes.append(code)

    options = contract["configuration"]["options"]
    defaults = [
        ("string", None, {"nullable": True}),
        ("boolean", True, {}),
        ("integer", 5, {}),
        ("number", 1.5, {}),
        ("duration_ms", 1000, {}),
        (enum_name, first_value, {}),
        ("string[]", [], {}),
    ]
    for i in range(len(options), n):
        kind, default, extra = defaults[i % len(defaults)]
        option = {"name": f"synthetic_option_{i}", "type": kind, "default": default, **extra,
                  "description": f"Synthetic option {i}."}
        if i % 6 == 0:  # a platform-only option
            option["platforms"] = [platforms[i % len(platforms)]]
        options.append(option)
    return contract


# --- Shared naming -------------------------------------------------------------------------------------------


def upper_camel(name):
    return "".join(word.capitalize() for word in name.split("_"))


def lower_camel(name):
    camel = upper_camel(name)
    return camel[:1].lower() + camel[1:]


def enum_names(contract):
    return {e["name"] for e in contract.get("enums", [])} | {contract["failures"]["name"]}


# --- proto3 --------------------------------------------------------------------------------------------------


def proto(contract):
    enums = enum_names(contract)
    java_package = next((p["package"] for p in contract["platforms"] if p["language"] == "kotlin" and "package" in p),
                        contract["name"] + ".contract")
    lines = ['syntax = "proto3";', "", f"// {contract['title']}: {contract['summary']}",
             f"package {contract['name']}.contract;", "",
             "option java_multiple_files = true;",
             f'option java_package = "{java_package}";',
             f'option objc_class_prefix = "{contract["name"].upper()}";', ""]

    def comment(text, indent=""):
        return [f"{indent}// {line}" for line in text.splitlines()] if text else []

    def proto_type(kind):
        repeated = kind.endswith("[]")
        kind = kind[:-2] if repeated else kind
        scalar = {"string": "string", "boolean": "bool", "integer": "int64", "number": "double",
                  "duration_ms": "int64"}.get(kind) or upper_camel(kind)
        return ("repeated " if repeated else "") + scalar

    def field_line(number, field, optional, indent="  "):
        kind = proto_type(field["type"])
        label = "optional " if optional and not kind.startswith("repeated") else ""
        return comment(field.get("description", ""), indent) + [f"{indent}{label}{kind} {field['name']} = {number};"]

    def enum(name, description, values):
        prefix = name.upper()
        out = comment(description) + [f"enum {upper_camel(name)} {{", f"  {prefix}_UNSPECIFIED = 0;"]
        for number, value in enumerate(values, 1):
            out += comment(value.get("description", ""), "  ") + [f"  {prefix}_{value['name'].upper()} = {number};"]
        return out + ["}", ""]

    def message(name, description, fields):
        out = comment(description) + [f"message {name} {{"]
        for number, field in enumerate(fields, 1):
            out += field_line(number, field, field.get("optional", False))
        return out + ["}", ""]

    def union(name, description, members):
        out = comment(description) + [f"message {name} {{", f"  oneof {name.lower()} {{"]
        for number, (member, type_name) in enumerate(members, 1):
            out.append(f"    {type_name} {member} = {number};")
        return out + ["  }", "}", ""]

    for e in contract.get("enums", []):
        lines += enum(e["name"], e.get("description", ""), e["values"])
    failures = contract["failures"]
    lines += enum(failures["name"], failures.get("description", ""), failures["codes"])

    results = contract.get("results", [])
    for r in results:
        lines += message(upper_camel(r["name"]) + "Result", r.get("description", ""), r.get("fields", []))
    lines += union("Result", "How a flow ends.", [(r["name"], upper_camel(r["name"]) + "Result") for r in results])

    events = contract.get("events", [])
    for e in events:
        lines += message(upper_camel(e["name"]) + "Event", e.get("description", ""), e.get("payload", []))
    lines += union("Event", "A message the flow posts.", [(e["name"], upper_camel(e["name"]) + "Event") for e in events])

    configuration = contract.get("configuration", {"options": []})
    lines += ["// The SDK's configuration; an option without `required` has the default in its comment.",
              "message Configuration {"]
    for number, option in enumerate(configuration["options"], 1):
        note = option.get("description", "")
        if "default" in option:
            note += f" Default: {json.dumps(option['default'])}."
        lines += field_line(number, {**option, "description": note}, not option.get("required", False)
                            and proto_type(option["type"]) in ("string", "bool", "int64", "double"))
    lines += ["}", ""]

    envelope = contract["bridge"]["envelope"]
    lines += ["// A bridge message as the flow posts it.", "message Envelope {",
              f"  string {envelope['source']} = 1;", f"  int32 {envelope['version']} = 2;",
              f"  string {envelope['type']} = 3;", f"  string {snake(envelope['session'])} = 4;",
              f"  Event {envelope['payload']} = 5;", "}"]
    return "\n".join(lines) + "\n"


def snake(name):
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


# --- OpenAPI 3.0 ---------------------------------------------------------------------------------------------


def openapi(contract):
    enums = enum_names(contract)
    schemas = {}

    def schema_of(kind):
        if kind.endswith("[]"):
            return {"type": "array", "items": schema_of(kind[:-2])}
        if kind in enums:
            return {"$ref": f"#/components/schemas/{upper_camel(kind)}"}
        return {"string": {"type": "string"}, "boolean": {"type": "boolean"},
                "integer": {"type": "integer", "format": "int64"}, "number": {"type": "number", "format": "double"},
                "duration_ms": {"type": "integer", "format": "int64", "minimum": 0}}[kind]

    def described(schema, description):
        if not description:
            return schema
        if "$ref" in schema:  # OpenAPI 3.0 ignores siblings of $ref
            return {"allOf": [schema], "description": description}
        return {**schema, "description": description}

    def enum(name, description, values):
        schemas[upper_camel(name)] = {"type": "string", "description": description,
                                      "enum": [v.get("wire", v["name"]) for v in values]}

    def tagged(name, tag, description, fields):
        properties = {"type": {"type": "string", "enum": [tag]}}
        required = ["type"]
        for field in fields:
            key = field.get("wire", lower_camel(field["name"]))
            properties[key] = described(schema_of(field["type"]), field.get("description", ""))
            if not field.get("optional", False):
                required.append(key)
        schemas[name] = {"type": "object", "description": description, "required": required,
                         "properties": properties}

    def union(name, description, members):
        schemas[name] = {"description": description,
                         "oneOf": [{"$ref": f"#/components/schemas/{schema}"} for _, schema in members],
                         "discriminator": {"propertyName": "type", "mapping": {
                             tag: f"#/components/schemas/{schema}" for tag, schema in members}}}

    for e in contract.get("enums", []):
        enum(e["name"], e.get("description", ""), e["values"])
    failures = contract["failures"]
    enum(failures["name"], failures.get("description", ""), failures["codes"])

    results = contract.get("results", [])
    for r in results:
        tagged(upper_camel(r["name"]) + "Result", r["name"], r.get("description", ""), r.get("fields", []))
    union("Result", "How a flow ends.", [(r["name"], upper_camel(r["name"]) + "Result") for r in results])

    events = contract.get("events", [])
    for e in events:
        tagged(upper_camel(e["name"]) + "Event", e.get("wire", e["name"]), e.get("description", ""),
               e.get("payload", []))
    union("Event", "A message the flow posts.",
          [(e.get("wire", e["name"]), upper_camel(e["name"]) + "Event") for e in events])

    properties, required = {}, []
    for option in contract.get("configuration", {"options": []})["options"]:
        schema = described(schema_of(option["type"]), option.get("description", ""))
        if option.get("format") == "url":
            schema["format"] = "uri"
        if option.get("nullable") or option.get("default", 0) is None:
            schema["nullable"] = True
        if "default" in option:
            schema["default"] = option["default"]
        properties[lower_camel(option["name"])] = schema
        if option.get("required"):
            required.append(lower_camel(option["name"]))
    schemas["Configuration"] = {"type": "object", "description": "The SDK's configuration.",
                                "required": required, "properties": properties}

    envelope = contract["bridge"]["envelope"]
    schemas["Envelope"] = {"type": "object", "description": "A bridge message as the flow posts it.",
                           "required": [envelope[k] for k in ("source", "version", "type")],
                           "properties": {envelope["source"]: {"type": "string"},
                                          envelope["version"]: {"type": "integer", "format": "int32"},
                                          envelope["type"]: {"type": "string"},
                                          envelope["session"]: {"type": "string"},
                                          envelope["payload"]: {"$ref": "#/components/schemas/Event"}}}

    return {"openapi": "3.0.3",
            "info": {"title": contract["title"], "description": contract.get("summary", ""), "version": "1.0.0"},
            "paths": {}, "components": {"schemas": schemas}}


def main(argv):
    if len(argv) >= 2 and argv[0] == "contract":
        base_path = argv[argv.index("--base") + 1] if "--base" in argv else "contract.json"
        with open(base_path, encoding="utf-8") as f:
            base = json.load(f)
        contract = synthetic_contract(int(argv[1]), base)
        # Compact for large sizes, so 10,000 of each stay under the 4 MiB limit.
        indent = 2 if int(argv[1]) <= 100 else None
        json.dump(contract, sys.stdout, indent=indent, ensure_ascii=False, separators=None if indent else (",", ":"))
        sys.stdout.write("\n")
        return 0
    if len(argv) == 2 and argv[0] in ("proto", "openapi"):
        with open(argv[1], encoding="utf-8") as f:
            contract = json.load(f)
        if argv[0] == "proto":
            sys.stdout.write(proto(contract))
        else:
            json.dump(openapi(contract), sys.stdout, indent=2, ensure_ascii=False)
            sys.stdout.write("\n")
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

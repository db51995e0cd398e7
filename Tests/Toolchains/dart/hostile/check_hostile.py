"""Checks the Dart rendered from the hostile contract (Tests/Fixtures/HostileContract/contract.json) without a
Dart SDK: `verify OUT_DIR hostile` runs it instead of check.py.

usage: check_hostile.py DART_DIR VECTORS_DIR CONTRACT

1. Parses every file with tree-sitter's Dart grammar (check.py's parser): no ERROR or MISSING node.
2. The structure check.py proves for every contract: value classes, enums that keep unknown values, switches
   over sealed types that name every subtype.
3. What a Dart compiler would reject in code full of keywords and core type names, which the grammar accepts:
   a member named like a core type or like its class, or declared both static and instance; a field that
   would override a member every object has.
4. Every enum constant's string literal, decoded as Dart decodes it, is exactly the contract's wire value (an
   unescaped `$` would be an interpolation and still parse), for the values Flutter has.
5. The configuration: every Flutter option as a field and constructor parameter, read from JSON under its
   contract name, written by `toJson` under it and taken by `copyWith`, and no other; no constructor keeps
   the caller's list (check.py's checks, on escaped names).
The vectors need a Dart runtime, so they are reported as not run.
"""

import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import check  # noqa: E402

check.PREFIX = "Class"
# The Flutter platform's id in the hostile contract.
PLATFORM = "late"

# Types the generated code names: a member spelled like one would hide it inside its class.
CORE_TYPES = {"String", "int", "double", "num", "bool", "List", "Map", "Set", "Object", "Error", "Exception", "Uri",
              "Iterable", "Record", "Never", "Null", "Type", "Duration", "Enum", "Function", "dynamic", "void"}
# Members every Dart object has; a field of the same name is an invalid override.
OBJECT_MEMBERS = {"hashCode", "runtimeType", "toString", "noSuchMethod"}

# The Flutter options by their Dart names (keywords and core types escaped with `$`), with their contract
# names: the configuration table's Flutter column and Flutter's platform-only options.
FLUTTER_OPTIONS = {
    "self": "self", "default$": "default", "class$": "class", "in$": "in", "is$": "is", "when$": "when",
    "string": "string", "object": "object", "int$": "int", "type": "type", "other": "other", "late$": "late",
    "with$": "with",
}


def dart_string(literal):
    """The value of a double-quoted Dart string literal without interpolations; None if it has one."""
    body = literal[1:-1]
    out, index = [], 0
    escapes = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", "v": "\v", "\\": "\\", '"': '"', "'": "'", "$": "$"}
    while index < len(body):
        char = body[index]
        if char == "$":
            return None
        if char != "\\":
            out.append(char)
            index += 1
            continue
        following = body[index + 1]
        if following == "u" and body[index + 2] == "{":
            end = body.index("}", index)
            out.append(chr(int(body[index + 3:end], 16)))
            index = end + 1
        elif following == "u":
            out.append(chr(int(body[index + 2:index + 6], 16)))
            index += 6
        else:
            out.append(escapes.get(following, following))
            index += 2
    return "".join(out)


def members(cls):
    """[(name, is static)] of every field, getter and method the class body declares."""
    found = []
    for name, (_, static, _) in cls.fields().items():
        found.append((name, static))
    for node in check.walk(cls.body):
        if node.type in ("getter_signature", "function_signature"):
            name = node.child_by_field_name("name")
            if name is None:
                continue
            declaration = node.parent
            static = declaration is not None and any(c.type == "static" for c in declaration.children)
            found.append((cls.source.text(name), static))
    return found


def check_members(classes, checks):
    count = 0
    for cls in classes.values():
        declared = members(cls)
        names = [name for name, _ in declared]
        fields = {name for name, (_, static, _) in cls.fields().items() if not static}
        for name in set(names):
            count += 1
            checks.check(name not in CORE_TYPES, f"{cls.name}.{name} hides the type {name}")
            checks.check(name != cls.name, f"{cls.name} declares a member named like itself")
            kinds = {static for member, static in declared if member == name}
            checks.check(len(kinds) == 1, f"{cls.name}.{name} is declared both static and instance")
            checks.check(name not in OBJECT_MEMBERS or name not in fields, f"{cls.name}.{name} is a field overriding Object.{name}")
    return count


def expected_wires(contract):
    """{Dart class name: set of wire values Flutter has} for the enums and failure codes the hostile contract names."""
    def available(value):
        return "platforms" not in value or PLATFORM in value["platforms"]
    wires = {}
    for enum in contract.get("enums", []):
        override = enum.get("names", {}).get(PLATFORM)
        name = override + "$" if override in CORE_TYPES else override or check.PREFIX + check.upper_camel(enum["name"])
        wires[name] = {value.get("wire", value["name"]) for value in enum["values"] if available(value)}
    failures = contract["failures"]
    override = failures.get("names", {}).get(PLATFORM)
    name = override + "$" if override in CORE_TYPES else override or check.PREFIX + check.upper_camel(failures["name"])
    wires[name] = {code.get("wire", code["name"]) for code in failures["codes"] if available(code)}
    return wires


def check_enum_wires(classes, contract, checks):
    count = 0
    for name, wires in expected_wires(contract).items():
        cls = classes.get(name)
        if cls is None:
            continue  # An enum no Flutter field or option uses is not generated.
        count += 1
        constants = {}
        for member, (_, static, text) in cls.fields().items():
            literal = re.search(r'\._\(("(?:[^"\\]|\\.)*")\)', text)
            if static and literal:
                constants[member] = dart_string(literal.group(1))
        checks.check(None not in constants.values(), f"{name}: a constant's literal holds an interpolation: {constants}")
        checks.check(set(constants.values()) == wires,
                     f"{name}: the constants decode to {sorted(map(repr, constants.values()))}, the contract has {sorted(map(repr, wires))}")
    return count


def check_configuration(classes, checks):
    configuration = classes.get(check.PREFIX + "Configuration")
    checks.check(configuration is not None, "no configuration class")
    if configuration is None:
        return
    fields = {n for n, (_, static, _) in configuration.fields().items() if not static}
    parameters = configuration.named_parameters()
    from_json = configuration.factory_text("fromJson")
    checks.check(fields == set(FLUTTER_OPTIONS) and set(parameters) == set(FLUTTER_OPTIONS),
                 f"options are {sorted(fields)}, Flutter has {sorted(FLUTTER_OPTIONS)}")
    for name, contract_name in FLUTTER_OPTIONS.items():
        checks.check(f'"{contract_name}"' in from_json, f"fromJson never reads \"{contract_name}\" into {name}")
    checks.check(not re.search(r"\$\{?self\b", configuration.member_text("toString")),
                 "toString shows the session URL (the option named self)")
    check.check_configuration_members(configuration, [(contract, name) for name, contract in FLUTTER_OPTIONS.items()], checks)


def main():
    root, vectors, contract_path = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    contract = json.loads(contract_path.read_text(encoding="utf-8"))
    sources = [check.Source(path, root.parent) for path in sorted(root.rglob("*.dart"))]
    problems = [p for source in sources for p in check.syntax_problems(source)]
    for problem in problems:
        print(problem)
    print(f"Dart parse: {len(sources)} files, {len(problems)} errors")

    checks = check.Checks()
    checks.check(bool(sources), f"no .dart files in {root}")
    classes = check.index(sources)
    check.check_package(root, checks)
    check.check_value_classes(classes, checks)
    check.check_wire_enums(classes, checks)
    lists = check.check_list_copies(classes, checks)
    switches = check.check_switches(sources, classes, checks)
    names = check.check_conformance_runner(root, sources, vectors, checks)
    member_count = check_members(classes, checks)
    enum_count = check_enum_wires(classes, contract, checks)
    check_configuration(classes, checks)
    for failure in checks.failures:
        print(f"FAILED: {failure}")
    print(f"Dart hostile structure: {checks.passed} passed, {len(checks.failures)} failed ({switches} switches over sealed "
          f"types, {member_count} member names, {enum_count} enums' wire values, {lists} list fields by constructor, "
          f"{names} type names in the conformance runner)")

    files = sorted(vectors.glob("*.json")) if vectors.is_dir() else []
    cases = sum(len(json.loads(path.read_text(encoding="utf-8"))["cases"]) for path in files)
    print(f"Dart hostile vectors: NOT RUN, {cases} cases skipped: no Dart runtime here; the package's "
          f"test/conformance_test.dart runs them with `dart test`")
    return 1 if problems or checks.failures or not sources else 0


if __name__ == "__main__":
    sys.exit(main())

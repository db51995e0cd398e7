"""Checks generated Dart without a Dart SDK (none installs here: not from apt, not from PyPI).

usage: check.py DART_DIR [VECTORS_DIR] [--any-contract]

1. Parses every .dart file with tree-sitter's Dart grammar; any ERROR or MISSING node fails, printed as
   file:line:col.
2. Walks the syntax trees for what a compiler would otherwise prove: the names the published page gives
   Flutter (published.py; not with --any-contract, for a render of another contract), value semantics of every sealed subtype, the configuration's `toJson` and
   `copyWith`, no constructor keeping the caller's list (a list field holds an unmodifiable copy, so its
   constructor is not `const`), and every `switch` over a sealed type naming each of its subtypes without a
   default.
3. Says that the conformance vectors were not run: that needs a Dart runtime.
"""

import json
import pathlib
import re
import sys

import tree_sitter as ts
import tree_sitter_dart

import published

PARSER = ts.Parser(ts.Language(tree_sitter_dart.language()))

# The generated API's type names: the contract's name (`okyc`) as a prefix, then the type.
PREFIX = "Okyc"


def upper_camel(snake):
    return "".join(word[:1].upper() + word[1:] for word in snake.split("_"))


def lower_camel(snake):
    name = upper_camel(snake)
    return name[:1].lower() + name[1:]


class Source:
    def __init__(self, path, root):
        self.path = path
        self.bytes = path.read_bytes()
        self.tree = PARSER.parse(self.bytes)
        self.name = str(path.relative_to(root))

    def text(self, node):
        return self.bytes[node.start_byte:node.end_byte].decode("utf-8")

    def where(self, node):
        return f"{self.name}:{node.start_point.row + 1}:{node.start_point.column + 1}"


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)


def syntax_problems(source):
    for node in walk(source.tree.root_node):
        if node.is_missing:
            yield f"{source.where(node)}: MISSING {node.type}"
        elif node.is_error:
            yield f"{source.where(node)}: ERROR {source.text(node)[:60]!r}"


class DartClass:
    """A class declaration, read from its syntax tree."""

    def __init__(self, source, node):
        self.source = source
        self.node = node
        self.name = source.text(node.child_by_field_name("name"))
        self.modifiers = {child.type for child in node.children if child.type in ("sealed", "final", "abstract", "interface", "base")}
        superclass = node.child_by_field_name("superclass")
        self.superclass = source.text(superclass).split()[-1] if superclass else None
        interfaces = node.child_by_field_name("interfaces")
        self.interfaces = [source.text(n) for n in interfaces.children if n.type == "type_identifier"] if interfaces else []
        self.body = node.child_by_field_name("body")

    def fields(self):
        """{name: (type text, is static, declaration text)} of the fields it declares."""
        fields = {}
        for declaration in (c for c in self.body.children if c.type == "declaration"):
            static = any(c.type == "static" for c in declaration.children)
            for node in walk(declaration):
                if node.type in ("initialized_identifier", "static_final_declaration"):
                    name = next(c for c in node.children if c.type == "identifier")
                    type_text = "".join(self.source.text(c) for c in declaration.children
                                        if c.type in ("type_identifier", "nullable_type", "type_arguments"))
                    fields[self.source.text(name)] = (type_text, static, self.source.text(node))
        return fields

    def constructors(self):
        """[(signature node, is const)] of its generative constructors, named ones included."""
        return [(n, n.type == "constant_constructor_signature") for n in walk(self.body)
                if n.type in ("constructor_signature", "constant_constructor_signature")]

    def named_parameters(self):
        """{name: (required, default text or None)} of its unnamed constructor's named parameters."""
        for node, _ in self.constructors():
            if [self.source.text(n) for n in node.children if n.type == "identifier"] == [self.name]:
                parameters = next((n for n in walk(node) if n.type == "optional_formal_parameters"), None)
                return self._parameters(parameters) if parameters else {}
        return {}

    def method_parameters(self, name):
        """{name: declaration text} of the named parameters of the method `name`."""
        for node in walk(self.body):
            if node.type == "function_signature" and self.source.text(node.child_by_field_name("name")) == name:
                parameters = next((n for n in walk(node) if n.type == "optional_formal_parameters"), None)
                return {self.source.text(c).split()[-1]: self.source.text(c)
                        for c in (parameters.children if parameters else []) if c.type == "formal_parameter"}
        return {}

    def _parameters(self, node):
        # Children run `required`? formal_parameter (`=` default…)? `,` … `}`.
        parameters, required, name, default = {}, False, None, None
        for child in node.children:
            if child.type == "required":
                required = True
            elif child.type == "formal_parameter":
                name = self.source.text(child).split(".")[-1].split()[-1]
            elif child.type in (",", "}") and name:
                text = self.source.bytes[default[0]:default[1]].decode("utf-8") if default else None
                parameters[name] = (required, text)
                required, name, default = False, None, None
            elif child.type == "=":
                default = ()
            elif default is not None:
                default = (default[0] if default else child.start_byte, child.end_byte)
        return parameters

    def declares(self, what):
        """Whether the class declares `==`, a getter, or a method of this name."""
        for node in walk(self.body):
            if what == "==" and node.type == "operator_signature" and "==" in self.source.text(node):
                return True
            if node.type in ("getter_signature", "function_signature"):
                name = node.child_by_field_name("name")
                if name is not None and self.source.text(name) == what:
                    return True
        return False

    def factory_text(self, name=None):
        """The text of the factory constructor `Class.name` (unnamed when None) with its body."""
        children = self.body.children
        for index, child in enumerate(children):
            signature = next((n for n in child.children if n.type == "factory_constructor_signature"), None)
            if child.type != "method_signature" or signature is None:
                continue
            names = [self.source.text(n) for n in signature.children if n.type == "identifier"]
            if names == [self.name] + ([name] if name else []):
                body = children[index + 1] if index + 1 < len(children) else None
                return self.source.text(child) + (self.source.text(body) if body is not None else "")
        return ""

    def has_const_constructor(self):
        return any(is_const for _, is_const in self.constructors())

    def list_fields(self):
        """The list fields and public map fields, which a constructor copies (a private map is the class's own,
        such as the object a field reader reads)."""
        return {n for n, (type_text, static, _) in self.fields().items()
                if not static and (type_text.startswith("List<") or (type_text.startswith("Map<") and not n.startswith("_")))}

    def collection_of(self, field):
        """`List` or `Map`: what `field`'s unmodifiable copy is made with."""
        return self.fields()[field][0].split("<", 1)[0]

    def member_text(self, name):
        """The text of the getter or method `name` with its body."""
        children = self.body.children
        for index, child in enumerate(children):
            if child.type == "method_signature" and any(
                    n.type in ("getter_signature", "function_signature") and n.child_by_field_name("name") is not None
                    and self.source.text(n.child_by_field_name("name")) == name for n in child.children):
                body = children[index + 1] if index + 1 < len(children) else None
                return self.source.text(child) + (self.source.text(body) if body is not None else "")
        return ""


class Checks:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)
        return condition


def index(sources):
    classes = {}
    for source in sources:
        for node in walk(source.tree.root_node):
            if node.type == "class_definition" and node.child_by_field_name("name") is not None:
                cls = DartClass(source, node)
                classes[cls.name] = cls
    return classes


def subtypes(classes, name):
    return [c.name for c in classes.values() if c.superclass == name or name in c.interfaces]


def leaves(classes, name):
    """The concrete classes below `name`: a sealed subtype stands for its own subtypes."""
    below = subtypes(classes, name)
    if not below:
        return {name}
    return set().union(*(leaves(classes, sub) for sub in below)) | ({name} if "sealed" not in classes[name].modifiers else set())


def ancestors(classes, name):
    chain = []
    while name in classes and classes[name].superclass:
        name = classes[name].superclass
        chain.append(name)
    return chain


def case_alternatives(source, case):
    """[(type name or "_", guarded)] for each alternative of a switch case; "_" matches anything."""
    # A guard (`when`) is a direct child of the case, before its `=>` or `:`.
    guarded = any(child.type == "when" for child in case.children)
    alternatives = []
    for child in case.children:
        if child.type == "switch_statement_default":
            alternatives.append(("_", False))
        elif child.type in ("object_pattern", "variable_pattern", "constant_pattern", "cast_pattern",
                            "null_check_pattern", "null_assert_pattern", "record_pattern", "list_pattern", "map_pattern"):
            type_node = next((c for c in child.children if c.type == "type_identifier"), None)
            if type_node is not None:
                alternatives.append((source.text(type_node), guarded))
            elif child.type == "constant_pattern" and source.text(child) == "_":
                alternatives.append(("_", False))
            elif child.type == "variable_pattern" and not any(c.type == "type_identifier" for c in child.children):
                alternatives.append(("_", guarded))
            else:
                alternatives.append((None, guarded))
    return alternatives


def enclosing_class(node):
    while node is not None and node.type != "class_definition":
        node = node.parent
    return node


def check_switches(sources, classes, checks):
    """Every switch whose cases name a sealed family's types names every concrete type of the family."""
    sealed = {name for name, c in classes.items() if "sealed" in c.modifiers}
    count = 0
    for source in sources:
        for node in walk(source.tree.root_node):
            if node.type == "switch_expression":
                cases = [c for c in node.children if c.type == "switch_expression_case"]
            elif node.type == "switch_statement":
                block = next(c for c in node.children if c.type == "switch_block")
                cases = [c for c in block.children if c.type in ("switch_statement_case", "switch_statement_default")]
            else:
                continue
            alternatives = [a for case in cases for a in
                            (case_alternatives(source, case) if case.type != "switch_statement_default" else [("_", False)])]
            named = {name for name, _ in alternatives if name and name != "_"}
            families = [s for s in sealed if named and all(n in leaves(classes, s) or s in ancestors(classes, n) for n in named)]
            # `switch (this)` in a sealed class is over that class, whatever its cases name.
            enclosing = enclosing_class(node)
            if source.text(node.child_by_field_name("condition")) == "(this)" and enclosing is not None:
                name = source.text(enclosing.child_by_field_name("name"))
                families = [name] if name in sealed else families
            if not families:
                continue
            # The nearest sealed type all the named types belong to.
            family = min(families, key=lambda s: len(leaves(classes, s)))
            covered = set().union(*(leaves(classes, name) for name, guarded in alternatives if name in classes and not guarded))
            missing = sorted(leaves(classes, family) - covered)
            wildcard = any(name == "_" for name, _ in alternatives)
            count += 1
            checks.check(not missing and not wildcard,
                         f"{source.where(node)}: switch over {family} "
                         + (f"does not name {', '.join(missing)}" if missing else "has a default case"))
    return count


def require_class(classes, checks, name, what):
    checks.check(name in classes, f"{what}: no class {name}")
    return classes.get(name)


def check_published_names(classes, checks):
    # Failure codes: the Flutter column, exactly.
    failure = require_class(classes, checks, PREFIX + "FailureCode", "failure codes")
    if failure:
        constants = {name: value for name, (_, static, value) in failure.fields().items() if static and name != "values"}
        for wire, available in published.failure_codes():
            name = lower_camel(wire)
            present = name in constants and f'"{wire}"' in constants[name]
            checks.check(present == available, f"failure code {wire}: {'missing' if available else 'present, but not on Flutter'} as {name}")
        expected = {lower_camel(w) for w, available in published.failure_codes() if available}
        checks.check(set(constants) == expected, f"failure codes are {sorted(constants)}, the page lists {sorted(expected)}")

    # Events: a final subclass of the event type per event, its payload fields, wire type and delivery.
    event = require_class(classes, checks, PREFIX + "Event", "events")
    for wire, fields, delivered in published.events():
        name = f"{PREFIX}{upper_camel(wire)}Event"
        cls = require_class(classes, checks, name, f"event {wire}")
        if not cls or not event:
            continue
        checks.check(cls.superclass == event.name and "final" in cls.modifiers, f"{name} is not a final class extending {event.name}")
        declared = {n: t for n, (t, static, _) in cls.fields().items() if not static}
        expected = {lower_camel(f): optional for f, optional in fields}
        checks.check(set(declared) == set(expected) and all(declared[n].endswith("?") == o for n, o in expected.items()),
                     f"{name} fields are {declared}, the page lists {expected} (True: optional)")
        checks.check(f'{name}() => "{wire}"' in event.member_text("type"), f"{event.name}.type does not map {name} to \"{wire}\"")
        checks.check(f"{name}() => {'true' if delivered else 'false'}" in event.member_text("isDelivered"),
                     f"{event.name}.isDelivered of {name} is not {str(delivered).lower()}")

    # Results: a final subclass of the result type per result, with its fields.
    result = require_class(classes, checks, PREFIX + "Result", "results")
    for wire, fields in published.results():
        name = f"{PREFIX}{upper_camel(wire)}Result"
        cls = require_class(classes, checks, name, f"result {wire}")
        if not cls or not result:
            continue
        declared = {n: t for n, (t, static, _) in cls.fields().items() if not static}
        expected = {lower_camel(f): optional for f, optional in fields}
        checks.check(cls.superclass == result.name and set(declared) == set(expected)
                     and all(declared[n].endswith("?") == o for n, o in expected.items()),
                     f"{name}: fields {declared}, the page lists {expected} (True: optional)")
        checks.check(f'"{wire}"' in result.member_text("toJson"), f"{result.name}.toJson does not write \"{wire}\"")

    # Enums the page spells out: session statuses and themes, each a constant with its wire value.
    for type_name, values in ((PREFIX + "SessionStatus", published.session_statuses()), (PREFIX + "Theme", published.themes())):
        cls = require_class(classes, checks, type_name, "enum")
        if cls:
            constants = {name: value for name, (_, static, value) in cls.fields().items() if static}
            for wire in values:
                checks.check(f'"{wire}"' in constants.get(lower_camel(wire), ""), f"{type_name} has no constant {lower_camel(wire)} for \"{wire}\"")

    check_configuration(classes, checks)
    configuration = classes.get(PREFIX + "Configuration")
    if configuration:
        options = [(contract, flutter) for contract, flutter, _, _ in published.options()]
        check_configuration_members(configuration, options + [(flutter_snake(n), n) for n in published.flutter_only_options()], checks)

    bridge = require_class(classes, checks, PREFIX + "Bridge", "bridge")
    if bridge:
        constants = {name: value for name, (_, static, value) in bridge.fields().items() if static}
        for member, value in (("name", f'"{published.flutter_bridge_name()}"'), ("source", f'"{published.SOURCE}"'),
                              ("protocolVersion", str(published.PROTOCOL_VERSION)), ("maxMessageBytes", str(published.MAX_BYTES))):
            checks.check(constants.get(member, "").endswith("= " + value), f"{bridge.name}.{member} is not {value}: {constants.get(member)}")
        decode = bridge.member_text("decode")
        for key in published.ENVELOPE_KEYS:
            checks.check(f'"{key}"' in decode, f"{bridge.name}.decode never reads the envelope key \"{key}\"")

    policy = require_class(classes, checks, PREFIX + "NavigationPolicy", "navigation")
    if policy:
        lists = " ".join(value for _, (_, static, value) in policy.fields().items() if static)
        for host in published.NAVIGATION_HOSTS:
            checks.check(f'"{host}"' in lists, f"{policy.name} does not allow {host}")


def check_configuration(classes, checks):
    """Every option of the Flutter column and Flutter's platform-only ones, as a field and a constructor
    parameter, with the page's default and read from JSON under the contract name; no other option."""
    configuration = require_class(classes, checks, PREFIX + "Configuration", "configuration")
    if not configuration:
        return
    fields = {n for n, (_, static, _) in configuration.fields().items() if not static}
    parameters = configuration.named_parameters()
    from_json = configuration.factory_text("fromJson")
    expected = [(contract, flutter, default) for contract, flutter, default, _ in published.options()]
    expected += [(flutter_snake(name), name, None) for name in published.flutter_only_options()]
    for contract, name, default in expected:
        checks.check(name in fields and name in parameters, f"{configuration.name} has no option {name} (field and constructor parameter)")
        checks.check(f'"{contract}"' in from_json, f"{configuration.name}.fromJson never reads \"{contract}\"")
        if default is not None and name in parameters:
            checks.check(default_matches(default, *parameters[name]), f"{configuration.name}({name}) defaults to {parameters[name]}, the page says {default}")
    names = {name for _, name, _ in expected}
    checks.check(fields == names and set(parameters) == names, f"{configuration.name} options are {sorted(fields)}, the page lists {sorted(names)}")
    # "Never log the session URL": the description leaves the sensitive option out.
    checks.check("sessionUrl" not in configuration.member_text("toString"), f"{configuration.name}.toString shows the session URL")


def check_configuration_members(configuration, options, checks):
    """`toJson` writes every option under its contract name (`options`: [(contract name, Dart name)]), the
    sensitive ones too, and `copyWith` takes every option: a nullable one as a function, so that it can be
    set to null, any other as its type made nullable (null: keep it)."""
    name = configuration.name
    to_json = configuration.member_text("toJson")
    checks.check(configuration.declares("toJson"), f"{name} has no toJson")
    fields = configuration.fields()
    parameters = configuration.method_parameters("copyWith")
    copy_with = configuration.member_text("copyWith")
    checks.check(configuration.declares("copyWith") and copy_with.split("=>", 1)[-1].lstrip().startswith(name + "("),
                 f"{name} has no copyWith that makes a {name}")
    for contract, dart in options:
        checks.check(f'"{contract}": {dart}' in to_json, f"{name}.toJson does not write {dart} as \"{contract}\"")
        type_text = fields.get(dart, ("?", False, ""))[0]
        expected = f"{type_text} Function()? {dart}" if type_text.endswith("?") else f"{type_text}? {dart}"
        checks.check(parameters.get(dart) == expected, f"{name}.copyWith takes {parameters.get(dart)!r}, not {expected!r}")
        checks.check(f"{dart}: {dart}" in copy_with, f"{name}.copyWith does not pass {dart} on")
    checks.check(set(parameters) == {dart for _, dart in options}, f"{name}.copyWith takes {sorted(parameters)}, not the options")


def check_list_copies(classes, checks):
    """No constructor keeps the list or map it was given: each such field is set in the initializer list to an
    unmodifiable copy of its parameter, and a class holding one has no `const` constructor."""
    count = 0
    for cls in classes.values():
        lists = cls.list_fields()
        for signature, is_const in cls.constructors():
            formals = {cls.source.text(n) for n in walk(signature) if n.type == "formal_parameter"}
            parameters = {formal.split()[-1] for formal in formals}
            # The initializer list is the signature's sibling in its declaration.
            entries = {cls.source.text(node.children[0]): cls.source.text(node).split("=", 1)[1].strip()
                       for node in walk(signature.parent) if node.type == "field_initializer"}
            for field in lists:
                count += 1
                where = f"{cls.source.where(signature)}: {cls.name}"
                checks.check(f"this.{field}" not in formals, f"{where} keeps the caller's list in {field} (this.{field})")
                # Set from the parameter as it is (a list built in the initializer is the class's own).
                value = entries.get(field, "")
                kept = value in parameters or value.split(" ??")[0] in parameters
                checks.check(not kept, f"{where} keeps the caller's list in {field} ({field} = {value})")
                if field in parameters:
                    copy = f"{cls.collection_of(field)}.unmodifiable({field})"
                    checks.check(value in (copy, f"{field} == null ? null : {copy}"),
                                 f"{where} sets {field} to {value!r}, not an unmodifiable copy of its parameter")
            checks.check(not (is_const and lists), f"{cls.source.where(signature)}: {cls.name} has a const constructor and list fields {sorted(lists)}")
    return count


def flutter_snake(camel):
    return "".join("_" + c.lower() if c.isupper() else c for c in camel)


def default_matches(published_default, required, default):
    """The page's Default cell against a parameter: required, no default (null), or the Dart constant."""
    cell = published_default.strip("`")
    if cell == "required":
        return required
    if cell == "null":
        return not required and default is None
    if cell.endswith(" ms"):
        return default == f"const Duration(milliseconds: {cell[:-3]})"
    if cell.startswith('"'):
        return default is not None and default.endswith("." + lower_camel(cell.strip('"')))
    if cell == "[]":
        return default == "const []"
    return default == cell


def check_value_classes(classes, checks):
    """Each subtype of a sealed type: final, `==`, `hashCode` and `toString`, and a const constructor
    unless it holds a list (which it copies, see check_list_copies)."""
    count = 0
    for cls in classes.values():
        parent = classes.get(cls.superclass)
        if parent is None or "sealed" not in parent.modifiers or "sealed" in cls.modifiers:
            continue
        count += 1
        missing = [m for m in ("==", "hashCode", "toString") if not cls.declares(m)]
        constant = cls.has_const_constructor() or (bool(cls.list_fields()) and bool(cls.constructors()))
        checks.check("final" in cls.modifiers and constant and (not missing or cls.name.startswith("_")),
                     f"{cls.source.where(cls.node)}: {cls.name} is not a final value class (missing {missing or 'final/const'})")
    return count


def check_wire_enums(classes, checks):
    """Each enum class keeps a value it does not know: a factory from the wire string with a fallback."""
    for cls in classes.values():
        if PREFIX + "WireEnum" not in cls.interfaces:
            continue
        checks.check(f"_ => {cls.name}._(wire)" in cls.factory_text(),
                     f"{cls.name} does not keep unknown wire values")


def check_package(root, checks):
    """The folder is a pub package: pubspec.yaml names it, its library is lib/NAME.dart, which names each part file
    under lib/src/ and each part names it back; the description is a double-quoted scalar, as JSON writes it."""
    pubspec = root / "pubspec.yaml"
    if not checks.check(pubspec.is_file(), f"no pubspec.yaml in {root}"):
        return
    fields = dict(line.split(": ", 1) for line in pubspec.read_text(encoding="utf-8").splitlines()
                  if ": " in line and not line.startswith((" ", "#")))
    name = fields.get("name", "")
    checks.check(re.fullmatch(r"[a-z_][a-z0-9_]*", name) is not None, f"pubspec.yaml names no pub package: '{name}'")
    try:
        checks.check(isinstance(json.loads(fields.get("description", "")), str), "pubspec.yaml's description")
    except ValueError:
        checks.check(False, f"pubspec.yaml's description is not one quoted string: {fields.get('description')}")
    library = root / "lib" / f"{name}.dart"
    if not checks.check(library.is_file(), f"no library lib/{name}.dart for package {name}"):
        return
    parts = re.findall(r'^part "([^"]+)";$', library.read_text(encoding="utf-8"), re.M)
    found = sorted(str(path.relative_to(root / "lib")) for path in (root / "lib" / "src").glob("*.dart"))
    checks.check(sorted(parts) == found, f"lib/{name}.dart includes {sorted(parts)}, lib/src holds {found}")
    for part in found:
        text = (root / "lib" / part).read_text(encoding="utf-8")
        checks.check(f'part of "../{name}.dart";' in text, f"{part} is not a part of lib/{name}.dart")


# Names the runner may use that no generated file declares: Dart's own, dart:io's and package:test's.
DART_NAMES = {"String", "Object", "Map", "List", "Iterable", "Set", "Duration", "DateTime", "int", "double", "num",
              "bool", "Function", "Exception", "File", "Platform", "T"}


def declared_names(sources):
    """The types the sources declare: classes, enums and typedefs."""
    kinds = {"class_definition", "enum_declaration", "type_alias"}
    names = set()
    for source in sources:
        for node in walk(source.tree.root_node):
            if node.type in kinds:
                name = node.child_by_field_name("name")
                if name is None:
                    name = next((child for child in node.children if child.type in ("identifier", "type_identifier")), None)
                if name is not None:
                    names.add(source.text(name))
    return names


def check_conformance_runner(root, sources, vectors, checks):
    """The package's conformance runner (test/conformance.dart and its package:test suite) runs every vectors file
    Dart has code for, and names only types the library or Dart declares, and static members each class has: what a
    compiler would reject first, checked without one."""
    files = sorted(path.stem for path in vectors.glob("*.json")) if vectors and vectors.is_dir() else []
    runner = root / "test" / "conformance.dart"
    suite = root / "test" / "conformance_test.dart"
    if not files:
        return 0
    if not checks.check(runner.is_file() and suite.is_file(), "no test/conformance.dart and conformance_test.dart"):
        return 0
    tests = [source for source in sources if source.path.parent == root / "test"]
    library = [source for source in sources if source not in tests]
    known = declared_names(library) | declared_names(tests) | DART_NAMES
    text = runner.read_text(encoding="utf-8")
    for name in files:
        if name != "dispatch":
            checks.check(f'case "{name}":' in text, f"the runner does not run {name}.json")
    used = 0
    for source in tests:
        for node in walk(source.tree.root_node):
            name = source.text(node)
            if node.type == "type_identifier" or (node.type == "identifier" and name[:1].isupper()):
                used += 1
                checks.check(name in known, f"{source.where(node)}: {name} is declared nowhere")
    library_text = {cls: "" for cls in known}
    for source in library:
        for node in walk(source.tree.root_node):
            if node.type in ("class_definition", "enum_declaration") and node.child_by_field_name("name") is not None:
                # Without comments, whose words are not members.
                library_text[source.text(node.child_by_field_name("name"))] = re.sub(r"//[^\n]*", "", source.text(node))
    for owner, member in sorted(set(re.findall(r"\b([A-Z]\w*)\.([a-z]\w*)\b", text))):
        declaration = library_text.get(owner)
        if not declaration:
            continue
        if member == "new":
            # The unnamed constructor's tear-off: the class has one.
            declared = re.search(rf"(factory|const)?\s*\b{owner}\(", declaration) is not None
        elif member == "values" and declaration.startswith("enum "):
            declared = True
        else:
            declared = re.search(rf"\b{member}\b", declaration) is not None
        checks.check(declared, f"test/conformance.dart calls {owner}.{member}, which {owner} does not declare")
    return used


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--any-contract"]
    root = pathlib.Path(arguments[0])
    paths = sorted(root.rglob("*.dart"))
    sources = [Source(path, root.parent) for path in paths]
    problems = [p for source in sources for p in syntax_problems(source)]
    for problem in problems:
        print(problem)
    print(f"Dart parse: {len(sources)} files, {len(problems)} errors")

    checks = Checks()
    checks.check(bool(sources), f"no .dart files in {root}")
    classes = index(sources)
    check_package(root, checks)
    if "--any-contract" not in sys.argv:
        check_published_names(classes, checks)
    check_value_classes(classes, checks)
    check_wire_enums(classes, checks)
    lists = check_list_copies(classes, checks)
    switches = check_switches(sources, classes, checks)
    vectors = pathlib.Path(arguments[1]) if len(arguments) > 1 else None
    names = check_conformance_runner(root, sources, vectors, checks)
    for failure in checks.failures:
        print(f"FAILED: {failure}")
    print(f"Dart structure: {checks.passed} passed, {len(checks.failures)} failed ({switches} switches over sealed types, "
          f"{lists} list fields by constructor, {names} type names in the conformance runner)")

    # Said outright, not counted as passed: running the vectors needs a Dart runtime.
    files = sorted(vectors.glob("*.json")) if vectors and vectors.is_dir() else []
    cases = sum(len(json.loads(path.read_text())["cases"]) for path in files)
    print(f"Dart vectors: NOT RUN, {cases} cases skipped: no Dart runtime here; the package's test/conformance_test.dart "
          f"runs them with `dart test`")
    return 1 if problems or checks.failures or not sources else 0


if __name__ == "__main__":
    sys.exit(main())

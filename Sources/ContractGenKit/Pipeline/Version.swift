/// contractgen's version, printed by `--version`. Not written into generated files, which stay identical
/// across versions unless their templates change.
public let contractgenVersion = "0.1.0"

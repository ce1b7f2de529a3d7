#!/usr/bin/env python3
"""Where Loom's bytes and release compile time go, per source file and per symbol.

    scripts/weight-breakdown.py                     # this repository's committed HEAD
    scripts/weight-breakdown.py --loom main         # a commit, branch or tag; or a checkout's path
    scripts/weight-breakdown.py --compile-time      # also the compile-time breakdowns (10-15 minutes more)
    scripts/weight-breakdown.py --top 60            # how many symbols and functions to list (default 40)

Clones what it measures into a temporary folder and builds there, in release, the small executable
of scripts/measure-weight.sh (it registers two services and resolves one), linked with a map file.
Prints Markdown:

- bytes per source file of Sources/Loom in that executable: every loadable section the linker kept
  from the file's object, read from the linker's map (exact), beside the object file's size (which
  is mostly debug information and symbol names, none of which a stripped app ships);
- the same summed per feature;
- the sections the linker makes itself (unwind tables, dynamic relocations), which the map does not
  attribute to a file;
- the largest symbols (`nm --size-sort -S`, demangled by `swift demangle`), with their file and kind,
  and the bytes per kind of symbol.

With --compile-time, also:
- the release build's phases (`-stats-output-dir`, one whole-module job, as `swift build -c release`
  compiles it) and the function bodies that take longest to type-check (`-debug-time-function-bodies`);
- an estimate per file: the same module compiled one frontend job per file (`-no-whole-module-optimization
  -disable-batch-mode`, with -O), each job's optimisation and code generation time (SIL optimisation +
  IRGen + LLVM). Without whole-module optimisation the work differs, so read the shares, not the seconds;
- the debug build per file (`-disable-batch-mode`): each file's own type-checking and code generation.

Needs swift, git, nm and the linker gold that SwiftPM uses on Linux. Not part of CI.
"""

import argparse
import collections
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO_ROOT = subprocess.run(
    ["git", "rev-parse", "--show-toplevel"], cwd=os.path.dirname(os.path.abspath(__file__)),
    check=True, capture_output=True, text=True).stdout.strip()

# Features, by source file name: what a later change could move out of what every app links.
FEATURES = [
    ("verification (`verify()`, its report, module dependency checks)", re.compile(
        r"^(Verification.*|Container\+Verification.*|ServiceEntry\+Verification|ModuleDependencyCheck|ModuleProblems|"
        r"Container\+ChildProcessVerification)\.swift$")),
    ("dependency graph (builder, recorder, DOT/Mermaid/JSON renderers)", re.compile(
        r"^(DependencyGraph.*|Container\+DependencyGraph|DOTRendering|MermaidRendering|JSONRendering|Graph(Labels|Palette|TextEscaping|TextWriter))\.swift$")),
    ("failure reports and messages", re.compile(
        r"^(CircularDependencyReport|ResolutionFailureReport|InjectionFailureReport|NearestRegistrations|EditDistance|"
        r"ResolutionError.*|ResolutionStepDescription|ServiceDescription|ArgumentTypeList|PartialResolverWarning|"
        r"Container\+FactoryErrors|ScopeDiagnostic|ScopeValueNotProvided|ScopeDisposalFailure|UnavailableItems|"
        r"ReportedOnce|FailureRecorder)\.swift$")),
    ("assemblies (`Assembler`, `Assembly`)", re.compile(r"^(Assembler|Assembly.*|AppliedAssemblies)\.swift$")),
    ("screen/session/request scopes and disposal", re.compile(
        r"^(Scope.*|Container\+Scope.*|Container\+ProvidedValues|ObjectScope\+Scoped|ScopedStorage|ScopedRegistration|"
        r"DisposalPlan|DisposalConformances|AsyncScopeDisposable|Registration\+Disposal|ProvidedKey)\.swift$")),
    ("property wrappers and injection", re.compile(
        r"^(Injected|LazyInjected|Inject|InjectionOption|InjectionRecord|InjectionResult|Container\+Injection|"
        r"Container\+PropertyWrappers|Container\+Wrappers|WrapperDeclaration|WrapperTypes|Resolver\+InjectDependencies|"
        r"Container\+StoryboardInitCompleted|Resolver\+ViewControllerHierarchy)\.swift$")),
    ("typed definitions", re.compile(
        r"^(Definition.*|ParameterDefinition|Container\+Definitions|Container\+Declare)\.swift$")),
    ("runtime-argument overloads (`Resolver+FixedArity`)", re.compile(r"^Resolver\+FixedArity\.swift$")),
]
CORE = "register and resolve (everything else)"

LINKER_GENERATED = "linker-made tables (unwind information, dynamic relocations, symbol tables)"


def run(command, cwd=None, log=None, **kwargs):
    """Runs a command; on failure prints its output and stops."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, **kwargs)
    if log:
        with open(log, "w") as file:
            file.write(result.stdout + result.stderr)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"weight-breakdown: {' '.join(command[:4])} … failed")
    return result.stdout


def say(message):
    print(f"… {message}", file=sys.stderr, flush=True)


def clone(spec, destination):
    if os.path.isdir(spec):
        say(f"cloning the committed HEAD of {spec}")
        run(["git", "clone", "-q", spec, destination])
    else:
        commit = run(["git", "-C", REPO_ROOT, "rev-parse", "--verify", f"{spec}^{{commit}}"]).strip()
        say(f"cloning {REPO_ROOT} at {spec} ({commit})")
        run(["git", "clone", "-q", REPO_ROOT, destination])
        run(["git", "-C", destination, "-c", "advice.detachedHead=false", "checkout", "-q", commit])
    return run(["git", "-C", destination, "rev-parse", "--short", "HEAD"]).strip()


APP = """import Loom

protocol Clock { func hour() -> Int }

final class FixedClock: Clock {
    func hour() -> Int { 9 }
}

final class Greeter {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
    func greeting() -> String { clock.hour() < 12 ? "Good morning" : "Good afternoon" }
}

let container = Container()
container.register(Clock.self) { _ in FixedClock() }
container.register(Greeter.self) { resolver in Greeter(clock: resolver.resolve(Clock.self)!) }
print(container.resolve(Greeter.self)!.greeting())
"""


def build_app(work, loom):
    """Builds the small executable in release with a linker map; returns (executable, map, object folder)."""
    apps = os.path.join(work, "apps")
    os.makedirs(os.path.join(apps, "Sources", "LoomApp"))
    with open(os.path.join(apps, "Sources", "LoomApp", "main.swift"), "w") as file:
        file.write(APP)
    with open(os.path.join(apps, "Package.swift"), "w") as file:
        file.write(f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WeightApp",
    dependencies: [.package(name: "Loom", path: "{loom}")],
    targets: [.executableTarget(name: "LoomApp", dependencies: [.product(name: "Loom", package: "Loom")])]
)
""")
    link_map = os.path.join(work, "LoomApp.map")
    say("building the small executable in release with a linker map")
    run(["swift", "build", "--package-path", apps, "-c", "release", "--product", "LoomApp",
         "-Xlinker", f"-Map={link_map}"], log=os.path.join(work, "apps.log"))
    binary = run(["swift", "build", "--package-path", apps, "-c", "release", "--show-bin-path"]).strip()
    return os.path.join(binary, "LoomApp"), link_map, os.path.join(binary, "Loom.build")


NOT_LOADED = (".debug", ".comment", ".symtab", ".strtab", ".shstrtab", ".note.gnu.gold-version")


def read_link_map(path):
    """Loadable bytes the linker kept, per input object and section, and the linker's own sections."""
    per_object = collections.defaultdict(collections.Counter)
    generated = collections.Counter()
    lines = open(path).read().split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("Memory map"))
    output_section, pending = None, None
    for line in lines[start + 1:]:
        if not line.strip():
            continue
        if not line.startswith(" "):
            output_section = line.split()[0]
            continue
        if output_section is None or output_section.startswith(NOT_LOADED):
            continue
        if line.startswith(" ** "):
            match = re.search(r"0x[0-9a-f]+\s+(0x[0-9a-f]+)", line)
            if match:
                generated[output_section] += int(match.group(1), 16)
            else:
                pending = output_section
            continue
        match = re.match(r"^\s(\S+)?\s*0x[0-9a-f]+\s+(0x[0-9a-f]+)\s+(\S+\.o)\s*$", line)
        if match:
            per_object[match.group(3)][output_section] += int(match.group(2), 16)
            pending = None
            continue
        match = re.match(r"^\s+0x[0-9a-f]+\s+(0x[0-9a-f]+)\s*$", line)
        if match and pending:
            generated[pending] += int(match.group(1), 16)
            pending = None
    return per_object, generated


def source_paths(loom):
    """Object file name → source path under Sources/Loom."""
    paths = {}
    for path in glob.glob(os.path.join(loom, "Sources", "Loom", "**", "*.swift"), recursive=True):
        paths[os.path.basename(path) + ".o"] = os.path.relpath(path, os.path.join(loom, "Sources", "Loom"))
    return paths


def feature_of(file_name):
    for title, pattern in FEATURES:
        if pattern.match(file_name):
            return title
    return CORE


def symbols(binary):
    """(size, mangled name) of every sized symbol in the executable, largest first."""
    found = []
    for line in run(["nm", "-S", "--size-sort", binary]).splitlines():
        parts = line.split()
        if len(parts) == 4:
            found.append((int(parts[1], 16), parts[3]))
    return sorted(found, reverse=True)


def object_of_symbols(object_folder):
    owner = {}
    for path in sorted(glob.glob(os.path.join(object_folder, "*.o"))):
        for line in run(["nm", "--defined-only", path]).splitlines():
            parts = line.split()
            if len(parts) == 3:
                owner.setdefault(parts[2], os.path.basename(path))
    return owner


def demangle(names, simplified):
    command = ["swift", "demangle", "--compact"] + (["--simplified"] if simplified else [])
    output = subprocess.run(command, input="\n".join(names) + "\n", capture_output=True, text=True, check=True).stdout
    return output.split("\n")[:len(names)]


SPECIALISATIONS = ("function signature specialization ", "generic specialization ",
                   "generic not re-abstracted specialization ", "merged ")
STANDARD_LIBRARY = re.compile(r"^(static |(implicit )?closure #\d+ .*? in (static )?)?(\(extension in Swift\):)?Swift\.")


def unspecialised(name):
    """The function a specialised symbol copies, and whether a generic specialisation made the copy."""
    generic = False
    while name.startswith(SPECIALISATIONS):
        prefix = next(prefix for prefix in SPECIALISATIONS if name.startswith(prefix))
        if prefix == "merged ":
            name = name[len(prefix):]
            continue
        generic = generic or prefix.startswith("generic")
        depth, index = 0, len(prefix)
        while index < len(name):
            if name[index] == "<":
                depth += 1
            elif name[index] == ">" and name[index - 1] != "-":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        rest = name[index + 1:]
        if not rest.startswith(" of "):
            break
        name = rest[4:]
    return name, generic


def kind_of(name):
    """The kind of a symbol, from its full demangled name."""
    target, generic = unspecialised(name)
    if "value witness" in target or target.startswith(("outlined ", "destroy helper")):
        return "value witnesses and outlined copies"
    if any(marker in target for marker in ("metadata", "descriptor", "witness table", "demangling cache", "field offset",
                                           "reflection", "conformance", "one-time initialization", "async function pointer")):
        return "metadata, descriptors and witness tables"
    if target.startswith(("protocol witness for", "partial apply forwarder", "reabstraction thunk", "thunk for",
                          "dispatch thunk", "autoclosure thunk")):
        return "thunks (protocol witnesses, partial applies, reabstraction)"
    if STANDARD_LIBRARY.match(target):
        return "standard-library generics specialised for Loom's types" if generic else "standard-library code"
    if "Loom." not in target:
        return "other"
    if generic:
        return "Loom's generics specialised"
    if target.startswith(("closure #", "implicit closure #")):
        return "Loom's closures"
    return "Loom's functions"


SHARED = "copies for standard types only (String, Int, ObjectIdentifier…)"
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate|final|open|"
                         r"indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor)\s+(\w+)", re.MULTILINE)


def type_files(loom):
    """Top-level type name → the file (`Name.swift`) that declares it, for Sources/Loom."""
    declared = {}
    for path in glob.glob(os.path.join(loom, "Sources", "Loom", "**", "*.swift"), recursive=True):
        with open(path) as file:
            for match in DECLARATION.finditer(file.read()):
                declared.setdefault(match.group(1), os.path.basename(path))
    return declared


def loom_type_of(mangled, name):
    """The first Loom type named in a specialisation's arguments, from the demangled prefix or the mangled name."""
    arguments = name.split(" of Swift.", 1)[0].split(" of (extension in Swift)", 1)[0]
    match = re.search(r"Loom\.([A-Za-z_]\w*)", arguments)
    if match:
        return match.group(1)
    match = re.search(r"4Loom(\d+)", mangled)
    if match:
        start = match.end()
        return mangled[start:start + int(match.group(1))]
    return None


def group(value):
    return f"{value:,}"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def bytes_report(loom, commit, work, top):
    binary, link_map, object_folder = build_app(work, loom)
    per_object, generated = read_link_map(link_map)
    paths = source_paths(loom)
    loom_objects = {path: sections for path, sections in per_object.items() if "/Loom.build/" in path}
    total_loom = sum(sum(sections.values()) for sections in loom_objects.values())
    linker_total = sum(generated.values())
    stripped = os.path.join(work, "LoomApp.stripped")
    run(["strip", "-o", stripped, binary])
    size_stripped = os.path.getsize(stripped)

    print(f"## Bytes: the small release executable against Loom {commit}")
    print()
    print(f"Stripped executable: {group(size_stripped)} bytes. Loadable bytes the linker kept from Sources/Loom's "
          f"objects: {group(total_loom)} (read from the linker's map, per object file); sections the linker "
          f"makes itself for the whole executable: {group(linker_total)} "
          f"({', '.join(f'`{name}` {group(size)}' for name, size in generated.most_common(4))}).")
    print()

    owner = object_of_symbols(object_folder)
    found = [(size, name) for size, name in symbols(binary) if name in owner]
    full = demangle([name for _, name in found], simplified=False)
    simple = demangle([name for _, name in found], simplified=True)
    declared_in = type_files(loom)
    placed = collections.Counter()       # standard-library copies, by the object the optimiser put them in
    for_types = collections.Counter()    # the same copies, by the feature of the Loom type they were made for
    for (size, mangled), name in zip(found, full):
        if kind_of(name).startswith("standard-library"):
            placed[owner[mangled]] += size
            for_types[feature_of(declared_in.get(loom_type_of(mangled, name), "")) if loom_type_of(mangled, name) else SHARED] += size

    rows = []
    feature_bytes = collections.Counter()
    feature_placed = collections.Counter()
    feature_files = collections.Counter()
    for path, sections in sorted(loom_objects.items(), key=lambda item: -sum(item[1].values())):
        name = os.path.basename(path)
        kept = sum(sections.values())
        feature = feature_of(name[:-2])
        feature_bytes[feature] += kept
        feature_placed[feature] += placed[name]
        feature_files[feature] += 1
        rows.append((f"`{paths.get(name, name[:-2])}`", group(kept), group(sections.get(".text", 0)), group(placed[name]),
                     group(os.path.getsize(path)), feature.split(" (")[0]))
    print(table(["file (Sources/Loom)", "bytes in the executable", "of which code (.text)",
                 "of which standard-library copies", "object file (with debug info)", "feature"], rows[:top]))
    print()
    print(f"({len(rows) - min(top, len(rows))} smaller files hold the remaining "
          f"{group(sum(int(row[1].replace(',', '')) for row in rows[top:]))} bytes.) The whole-module optimiser puts each "
          f"specialisation of a standard-library generic in one object, whichever first needed it, so a file's "
          f"standard-library copies are often made for other files' types.")
    print()
    print("Per feature: the bytes of its files as the linker kept them (exact), and the same with the "
          "standard-library copies moved to the feature of the Loom type they were made for (≈: the first Loom "
          "type in the specialisation's arguments; copies for standard types only are left out of every feature).")
    print()
    titles = [title for title, _ in FEATURES] + [CORE]
    print(table(["feature", "files", "bytes in the executable", "share of Loom's",
                 "standard-library copies for its types", "re-attributed (≈)"],
                [(title, feature_files[title], group(feature_bytes[title]), f"{100 * feature_bytes[title] / total_loom:.0f} %",
                  group(for_types[title]), group(feature_bytes[title] - feature_placed[title] + for_types[title]))
                 for title in titles]
                + [(SHARED, "", "", "", group(for_types[SHARED]), group(for_types[SHARED]))]))
    print()

    kinds = collections.Counter()
    kind_count = collections.Counter()
    for (size, _), name in zip(found, full):
        kinds[kind_of(name)] += size
        kind_count[kind_of(name)] += 1
    symbol_total = sum(size for size, _ in found)
    print(f"Symbols from Loom's objects in the executable: {len(found):,}, {group(symbol_total)} bytes in all, by kind:")
    print()
    print(table(["kind of symbol", "symbols", "bytes", "share"],
                [(kind, kind_count[kind], group(size), f"{100 * size / symbol_total:.0f} %") for kind, size in kinds.most_common()]))
    print()
    copies = collections.Counter()
    copy_count = collections.Counter()
    for (size, _), name, short in zip(found, full, simple):
        if kind_of(name).startswith("standard-library generics"):
            function = re.sub(r"^(specialized |merged )+", "", short)
            copies[function] += size
            copy_count[function] += 1
    print(f"Standard-library generic functions copied most for Loom's types (each distinct key, value or element type "
          f"gets copies of its own):")
    print()
    print(table(["standard-library function (simplified)", "copies", "bytes"],
                [(f"`{function}`", copy_count[function], group(size)) for function, size in copies.most_common(top // 3)]))
    print()
    print(f"The {top} largest symbols:")
    print()
    rows = []
    for (size, mangled), name, short in list(zip(found, full, simple))[:top]:
        short = short if len(short) <= 110 else short[:107] + "…"
        rows.append((f"`{short.replace('|', '∣')}`", group(size), f"`{owner[mangled][:-8]}`", kind_of(name)))
    print(table(["symbol (simplified)", "bytes", "file", "kind"], rows))
    print()


def stats_times(path):
    with open(path) as file:
        stats = json.load(file)
    phases = {}
    for key, value in stats.items():
        match = re.match(r"^time\.swift\.(.+)\.user$", key)
        if match:
            phases[match.group(1)] = value
    return phases


CODEGEN_PHASES = ("SIL optimization", "IRGen", "LLVM pipeline")


def compile_time_report(loom, work, top):
    print("## Release compile time of the Loom module")
    print()
    stats = os.path.join(work, "stats-wmo")
    os.makedirs(stats)
    say("building Loom in release with -stats-output-dir and -debug-time-function-bodies (one whole-module job)")
    output = run(["swift", "build", "--package-path", loom, "--scratch-path", os.path.join(work, "build-wmo"), "-c", "release",
                  "--target", "Loom", "-Xswiftc", "-stats-output-dir", "-Xswiftc", stats,
                  "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies"], log=os.path.join(work, "build-wmo.log"))
    files = glob.glob(os.path.join(stats, "*Loom*-o-*.json")) or glob.glob(os.path.join(stats, "*Loom*.json"))
    phases = stats_times(files[0])
    total = sum(phases.get(name, 0) for name in ("Import resolution", "Type checking and Semantic analysis", "SILGen",
                                                   "SIL optimization", "IRGen", "LLVM pipeline"))
    rows = [(name, f"{phases.get(name, 0):.1f} s", f"{100 * phases.get(name, 0) / total:.0f} %")
            for name in ("Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen", "LLVM pipeline")]
    whole_job = sum(value for key, value in json.load(open(files[0])).items()
                    if key.startswith("time.swift-frontend.") and key.endswith(".user"))
    print(f"Phases of the whole-module job, CPU seconds (`-stats-output-dir`; the job took {whole_job:.1f} CPU s in all):")
    print()
    print(table(["phase", "CPU", "share"], rows))
    print()
    bodies = []
    for line in output.splitlines():
        match = re.match(r"^(\d+(?:\.\d+)?)ms\t(\S+)\t(.*)$", line)
        if match:
            location = os.path.relpath(match.group(2).split(":")[0], os.path.join(loom, "Sources", "Loom")) \
                if match.group(2).startswith(loom) else match.group(2)
            line_number = match.group(2).split(":")[1] if ":" in match.group(2) else ""
            bodies.append((float(match.group(1)), f"{location}:{line_number}", match.group(3).split("@")[0]))
    bodies.sort(reverse=True)
    print(f"Type-checking all function bodies took {sum(b[0] for b in bodies) / 1000:.2f} s (wall, nested local "
          f"functions counted inside their parents too); the {min(top // 2, len(bodies))} slowest:")
    print()
    print(table(["function", "where", "ms"], [(f"`{name.replace('Loom.(file).', '')[:100]}`", f"`{where}`", f"{ms:.1f}")
                                             for ms, where, name in bodies[:top // 2]]))
    print()

    stats = os.path.join(work, "stats-files")
    os.makedirs(stats)
    say("building Loom in release one frontend job per file (-no-whole-module-optimization -disable-batch-mode)")
    run(["swift", "build", "--package-path", loom, "--scratch-path", os.path.join(work, "build-files"), "-c", "release",
         "--target", "Loom", "-Xswiftc", "-no-whole-module-optimization", "-Xswiftc", "-disable-batch-mode",
         "-Xswiftc", "-stats-output-dir", "-Xswiftc", stats])
    paths = source_paths(loom)
    # The stats files spell a file name's `+` as `_`.
    file_names = {name[:-2].replace("+", "_"): name[:-2] for name in paths}
    per_file = []
    for path in glob.glob(os.path.join(stats, "*.json")):
        match = re.search(r"swift-frontend-Loom-(.+?\.swift)-", os.path.basename(path))
        if not match:
            continue
        times = stats_times(path)
        codegen = sum(times.get(name, 0) for name in CODEGEN_PHASES)
        frontend = sum(value for key, value in json.load(open(path)).items()
                       if key.startswith("time.swift-frontend.") and key.endswith(".user"))
        per_file.append((codegen, frontend, file_names.get(match.group(1), match.group(1))))
    per_file.sort(reverse=True)
    codegen_total = sum(item[0] for item in per_file)
    feature_seconds = collections.Counter()
    for codegen, _, name in per_file:
        feature_seconds[feature_of(name)] += codegen
    print(f"Per file, one -O frontend job each ({len(per_file)} jobs): optimisation and code generation "
          f"(SIL optimisation + IRGen + LLVM) {codegen_total:.1f} CPU s in all; each job also type-checks what it needs "
          f"of the other files ({sum(item[1] for item in per_file):.1f} CPU s for all jobs together). An estimate of "
          f"each file's share of the release build:")
    print()
    print(table(["file (Sources/Loom)", "optimise + codegen, CPU s", "share", "whole job, CPU s", "feature"],
                [(f"`{paths.get(name + '.o', name)}`", f"{codegen:.2f}", f"{100 * codegen / codegen_total:.1f} %",
                  f"{frontend:.2f}", feature_of(name).split(' (')[0]) for codegen, frontend, name in per_file[:top // 2]]))
    print()
    print(table(["feature", "optimise + codegen, CPU s", "share"],
                [(title, f"{feature_seconds[title]:.1f}", f"{100 * feature_seconds[title] / codegen_total:.0f} %")
                 for title in [title for title, _ in FEATURES] + [CORE]]))
    print()

    stats = os.path.join(work, "stats-debug")
    os.makedirs(stats)
    say("building Loom in debug one frontend job per file (-disable-batch-mode)")
    run(["swift", "build", "--package-path", loom, "--scratch-path", os.path.join(work, "build-debug"), "-c", "debug",
         "--target", "Loom", "-Xswiftc", "-disable-batch-mode", "-Xswiftc", "-stats-output-dir", "-Xswiftc", stats])
    debug = []
    for path in glob.glob(os.path.join(stats, "*.json")):
        match = re.search(r"swift-frontend-Loom-(.+?\.swift)-", os.path.basename(path))
        if not match:
            continue
        times = stats_times(path)
        own = sum(times.get(name, 0) for name in ("Type checking and Semantic analysis", "SILGen", "SIL optimization",
                                                    "IRGen", "LLVM pipeline"))
        debug.append((own, file_names.get(match.group(1), match.group(1))))
    debug.sort(reverse=True)
    debug_total = sum(item[0] for item in debug)
    feature_seconds = collections.Counter()
    for own, name in debug:
        feature_seconds[feature_of(name)] += own
    print(f"Debug (-Onone), one frontend job per file: each file's own type-checking, SILGen, IRGen and LLVM "
          f"{debug_total:.1f} CPU s in all (a debug build runs the same work in two batches, plus each batch's "
          f"parsing and imports). The {top // 4} costliest files and the features:")
    print()
    print(table(["file (Sources/Loom)", "CPU s", "share", "feature"],
                [(f"`{paths.get(name + '.o', name)}`", f"{own:.2f}", f"{100 * own / debug_total:.1f} %",
                  feature_of(name).split(' (')[0]) for own, name in debug[:top // 4]]))
    print()
    print(table(["feature", "CPU s", "share"],
                [(title, f"{feature_seconds[title]:.1f}", f"{100 * feature_seconds[title] / debug_total:.0f} %")
                 for title in [title for title, _ in FEATURES] + [CORE]]))
    print()


def main():
    parser = argparse.ArgumentParser(description="Where Loom's bytes and release compile time go.")
    parser.add_argument("--loom", default="HEAD", help="a commit, branch or tag of this repository, or a checkout's path")
    parser.add_argument("--compile-time", action="store_true", help="also the compile-time breakdowns (slow)")
    parser.add_argument("--top", type=int, default=40, help="how many files, symbols and functions to list")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="loom-breakdown.")
    try:
        loom = os.path.join(work, "loom")
        commit = clone(options.loom, loom)
        bytes_report(loom, commit, work, options.top)
        if options.compile_time:
            compile_time_report(loom, work, options.top)
        with open("/proc/loadavg") as file:
            print(f"Load average (1, 5, 15 min) at the end: {' '.join(file.read().split()[:3])}; {os.cpu_count()} cores.")
    finally:
        if options.keep:
            say(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

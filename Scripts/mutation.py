#!/usr/bin/env python3
"""Mutation testing for extension-host: break one rule at a time, and see a test fail by name.

Each mutant is a small source change tied to a rule users rely on (a fault kind, a lint rule, a
documented limit, a teardown step, a parser bound, a daemon admission rule), located by file and
an exact snippet that must occur once: an entry whose snippet is gone is reported STALE, never
skipped. Every mutant is applied to one scratch copy of the tree (with its own .build, so builds
are incremental), built, tested (all tests, or the ones the entry names), and restored.

  python3 Scripts/mutation.py --list                 id<TAB>rule<TAB>file, one mutant a line
  python3 Scripts/mutation.py --check                every entry still matches the code (exit 1 if not)
  python3 Scripts/mutation.py --run [ID ...]         run some or all of the catalogue
  python3 Scripts/mutation.py --run --ci             the fixed subset CI runs (every area)
  python3 Scripts/mutation.py --auto 100 --seed 1    N random operator mutants over Sources/
  python3 Scripts/mutation.py --auto 100 --save F     ... also written to F, one JSON object a line
  python3 Scripts/mutation.py --replay F             run saved mutants again (after a fix, say)
  python3 Scripts/mutation.py --covers               id<TAB>what it covers (read by a Swift test)

A mutant whose entry says why it is `equivalent` (no user can observe it) is checked against the
code but never run or scored.

Output: a table of mutant, rule, the test that caught it (or SURVIVED), seconds; exit 1 when a
mutant survived or an entry is stale, 2 on a usage error, 3 when the unmutated tree does not
build or its tests fail. Standard library only.
"""

import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from mutation_catalogue import CATALOGUE, CI_SUBSET, Mutant, lint_rule_mutants

ROOT = Path(__file__).resolve().parent.parent
SWIFT = "/opt/swift/usr/bin/swift"


def all_mutants():
    return CATALOGUE + lint_rule_mutants(ROOT)


# ---------------------------------------------------------------------------------------------
# The scratch tree


def tracked_files(root):
    """Files git knows about (tracked and untracked-but-not-ignored), relative to root."""
    out = subprocess.run(
        ["git", "-C", str(root), "ls-files", "-co", "--exclude-standard", "-z"],
        check=True, capture_output=True).stdout
    return [Path(p.decode()) for p in out.split(b"\0") if p]


def sync_scratch(scratch):
    """Makes `scratch` a copy of the working tree, copying only files whose bytes differ (so the
    scratch .build stays incremental) and deleting files no longer in the tree."""
    scratch.mkdir(parents=True, exist_ok=True)
    wanted = set()
    for relative in tracked_files(ROOT):
        source = ROOT / relative
        if not source.is_file():
            continue
        wanted.add(relative)
        target = scratch / relative
        if target.is_file() and target.read_bytes() == source.read_bytes():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    for top in ["Sources", "Tests", "Scripts", "Documentation", "plists", "plists-variants", "Benchmarks"]:
        base = scratch / top
        if not base.exists():
            continue
        for path in base.rglob("*"):
            if path.is_file() and path.relative_to(scratch) not in wanted:
                path.unlink()


def run_with_timeout(command, cwd, timeout, log, stop_when=None, named_by=None):
    """Runs `command` in its own process group; kills the group past `timeout` seconds, or once
    its output matches `stop_when` (a test failed: the mutant is caught, the rest need not run)
    and then `named_by` (the failure's test and file; the output is block-buffered, so that can
    come seconds later: at most 20 s are given). Returns (exit code, None on timeout, or
    "stopped"; output)."""
    Path(log).parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + timeout
    stopped_at = None
    with open(log, "wb") as out:
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        code = None
        while True:
            try:
                code = process.wait(timeout=min(1.0, max(0.0, deadline - time.monotonic())))
                break
            except subprocess.TimeoutExpired:
                text = Path(log).read_text(errors="replace") if stop_when is not None else ""
                if stopped_at is None and stop_when is not None and stop_when.search(text):
                    stopped_at = time.monotonic()
                named = stopped_at is not None and (
                    named_by is None or named_by.search(text) or time.monotonic() - stopped_at > 20)
                if named or time.monotonic() >= deadline:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
                    code = "stopped" if named else None
                    break
    return code, Path(log).read_text(errors="replace")


def kill_leftovers(tree):
    """Kills every process still running an executable of `tree`'s build, or a compiler working
    inside it: the daemons and extensions a test started in sessions of their own, and the
    `swiftc` of the packages the user-package tests build under `.build`, which a run stopped
    early (its first failure, or its deadline) never got to stop (orphaned, they compiled on for
    an hour and loaded the machine)."""
    build_folder = str(Path(tree).resolve() / ".build") + "/"
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            leftover = os.readlink(entry / "exe").startswith(build_folder) or (
                os.readlink(entry / "exe").startswith(str(Path(SWIFT).parent) + "/")
                and build_folder.encode() in (entry / "cmdline").read_bytes())
            if leftover:
                os.kill(int(entry.name), signal.SIGKILL)
        except (OSError, ProcessLookupError):
            continue


def build(scratch, timeout):
    return run_with_timeout([SWIFT, "build", "--build-tests"], scratch, timeout, scratch / ".build" / "mutation-build.log")


RECORDED_ISSUE = re.compile(r"✘ Test (\w+)\(.*?recorded an issue.*? at (\w+)\.swift:\d+")
FAILED_TEST = re.compile(r"✘ Test (\w+)\(.*?failed")
# The first sign that a test failed (Swift Testing or XCTest): the run stops there, once the
# failure's name has been printed too.
ANY_FAILURE = re.compile(r"✘ Test \w+\(|Test Case '.*' failed")
FAILURE_NAMED = re.compile(RECORDED_ISSUE.pattern + "|" + FAILED_TEST.pattern + "|Test Case '.*' failed")


def run_tests(scratch, tests, timeout):
    command = [SWIFT, "test", "--skip-build"]
    if tests:
        command += ["--filter", tests]
    code, output = run_with_timeout(
        command, scratch, timeout, scratch / ".build" / "mutation-test.log", ANY_FAILURE, FAILURE_NAMED)
    kill_leftovers(scratch)
    if code is None:
        return "caught", f"(timed out after {timeout} s: the suite hung)"
    if code == 0:
        if "Executed 0 tests" in output and "Test run with 0 tests" in output:
            return "no-tests", f"(the filter '{tests}' matched no test)"
        return "survived", "SURVIVED"
    failing = [f"{suite}.{test}" for test, suite in RECORDED_ISSUE.findall(output)] or FAILED_TEST.findall(output)
    if failing:
        first = failing[0]
        others = len(set(failing)) - 1
        return "caught", first + (f" (+{others} more)" if others > 0 else "")
    return "caught", "(a test failed; its name was not printed)" if code == "stopped" else f"(swift test exited {code})"


# ---------------------------------------------------------------------------------------------
# Applying one mutant


def locate(mutant, tree):
    """The file's text and the snippet's position, or an error naming what is stale."""
    path = tree / mutant.file
    if not path.is_file():
        return None, None, f"STALE: {mutant.file} does not exist"
    text = path.read_text()
    count = text.count(mutant.find)
    if count != 1:
        return None, None, f"STALE: the snippet occurs {count} times in {mutant.file} (expected once)"
    return text, text.index(mutant.find), None


def run_mutant(mutant, scratch, args):
    started = time.monotonic()
    text, _, stale = locate(mutant, scratch)
    if stale:
        return "stale", stale, 0.0
    if mutant.equivalent:
        return "equivalent", mutant.equivalent, 0.0
    path = scratch / mutant.file
    original_stat = path.stat()
    path.write_text(text.replace(mutant.find, mutant.replace, 1))
    try:
        code, output = build(scratch, args.build_timeout)
        if code != 0:
            error = next((line for line in output.splitlines() if "error:" in line), "the build failed")
            return "invalid", "does not compile: " + error.strip()[:120], time.monotonic() - started
        tests = mutant.tests or args.tests
        verdict, by = run_tests(scratch, tests, args.test_timeout)
        if verdict == "survived" and tests and not args.tests:
            # A filter is a guess at which tests guard the code: a survivor meets the whole suite.
            verdict, by = run_tests(scratch, None, args.test_timeout)
            if verdict == "caught":
                by += f" (whole suite: the filter '{tests}' missed it)"
        return verdict, by, time.monotonic() - started
    finally:
        path.write_text(text)
        os.utime(path, ns=(original_stat.st_atime_ns, original_stat.st_mtime_ns))


# ---------------------------------------------------------------------------------------------
# Random operator mutants


COMPARISON_FLIPS = {" == ": " != ", " != ": " == ", " < ": " >= ", " >= ": " < ", " > ": " <= ", " <= ": " > "}
SKIPPED_DIRECTORIES = ("/Benchmark/",)


def code_part(line):
    """The line without a trailing // comment and with string literals blanked, so operators
    inside strings and comments are never mutated."""
    blanked = re.sub(r'"(?:[^"\\]|\\.)*"', lambda m: '"' + "_" * (len(m.group(0)) - 2) + '"', line)
    comment = blanked.find("//")
    return blanked if comment < 0 else blanked[:comment]


def operator_candidates(root):
    """Every (file, line number, kind, old, new) mutation the operators allow, in a stable order."""
    candidates = []
    for path in sorted((root / "Sources").rglob("*.swift")):
        relative = str(path.relative_to(root))
        if any(part in "/" + relative for part in SKIPPED_DIRECTORIES):
            continue
        in_block_comment = False
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            stripped = line.strip()
            if in_block_comment:
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("/*"):
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("//") or stripped.startswith('"""') or "#\"" in line or "\"#" in line:
                continue
            code = code_part(line)
            for old, new in COMPARISON_FLIPS.items():
                for match in re.finditer(re.escape(old), code):
                    candidates.append((relative, number, "flip comparison", match.start(), old, new))
            match = re.match(r"^(\s*)(if|guard) (?!let |var |case |#)(.+?)( else \{| \{)\s*(.*)$", code)
            if match and "," not in match.group(3) and "{" not in match.group(3):
                blanked = match.group(3)
                start = code.index(blanked, len(match.group(1)) + len(match.group(2)))
                condition = line[start:start + len(blanked)]  # with its string literals, not the blanks
                candidates.append((relative, number, "negate condition", start, condition, f"!({condition})"))
            for match in re.finditer(r"\bthrow\b[^}]*", code):
                if re.search(r"\{\s*throw\b", code) and "guard" not in code:
                    candidates.append((relative, number, "drop throw", match.start(), match.group(0).rstrip(), "()"))
            for match in re.finditer(r"\{ return( [^}]*)? \}", code):
                if code.lstrip().startswith("if "):
                    candidates.append((relative, number, "drop early return", match.start(), match.group(0), "{ }"))
            for match in re.finditer(r"(?<![\w.$])(\d+)(?![\w.])", code):
                value = int(match.group(1))
                if value > 1_000_000_000:
                    continue
                candidates.append((relative, number, "constant + 1", match.start(), match.group(1), str(value + 1)))
                if value > 0:
                    candidates.append((relative, number, "constant - 1", match.start(), match.group(1), str(value - 1)))
    return candidates


# The tests an operator mutant runs, by where it is (first match), unless --tests says otherwise.
AREA_TESTS = [
    ("Sources/ExtensionManifest/", "Manifest|HostilePlist|LongLine|BinaryPlist|XMLPlist|OpenStep|BuildSettings|TargetDiscovery|Lint|FileSystemPath|FullDevice"),
    ("Sources/ManifestLint/", "Lint|XcodeProject"),
    ("Sources/ShieldRendering/Screen/", "Rendering|Legibility|AppSwitcher|WidgetPicture"),
    ("Sources/ShieldRendering/", "Rendering"),
    ("Sources/Conformance/", "Conform"),
    ("/Daemon/", "Daemon|WarmShared"),
    ("/Store/", "Store|StateDirectory|ShieldEvaluation|ShieldPolicy|PreferencesSnapshot|AppGroup|RealStyle|WarmShared|ProtectedData|Locked"),
    ("Sources/HostProtocol/DeviceActivity/", "Scenario|Simulated|DeviceActivity|Monitoring|Monitor"),
    ("Sources/HostProtocol/Widgets/", "Widget|ViewRedaction|ViewEvaluation"),
    ("Sources/HostProtocol/", "HostProtocol|FrameDecoder|Framing|JSONRPC|StoreMessage|FastJSON|JSONValue|GenericJSONCoder|EndToEnd|Conform"),
    ("Sources/ManagedSettings", "SDK|ManagedSettings|InfoPlistScanner|EndToEnd|RealStyle|Conform"),
    ("Sources/UIKit/", "SDK|UIColor|Layout|Rendering|EndToEnd|RealStyle"),
    ("/Simulation/", "Scenario|Simulated|DeviceActivity|Monitoring|Monitor"),
    ("Sources/DeviceActivity", "Scenario|Simulated|DeviceActivity|Monitoring|Monitor"),
    ("/AppSwitcher/", "AppSwitcher"),
    ("Sources/App/", "AppSwitcher"),
    ("/Widgets/", "Widget|ViewRedaction|ViewEvaluation"),
    ("Sources/SwiftUI/", "Widget|ViewRedaction|ViewEvaluation|ViewLayout|SystemFormatStyle|TextInterpolation|AppSwitcher|SwiftUI"),
    ("Sources/WidgetKit/", "Widget|ViewRedaction|ViewEvaluation"),
]


def tests_for(file):
    for fragment, tests in AREA_TESTS:
        if fragment in "/" + file or file.startswith(fragment):
            return tests
    return None  # the whole suite


def auto_mutants(count, seed, tests):
    """`count` operator mutants: an operator kind drawn at random (so numeric constants, the most
    numerous, do not crowd out the rest), then a place for it, both from `seed`."""
    candidates = operator_candidates(ROOT)
    by_kind = {}
    for candidate in candidates:
        by_kind.setdefault(candidate[2].replace(" + 1", " ± 1").replace(" - 1", " ± 1"), []).append(candidate)
    generator = random.Random(seed)
    kinds = sorted(by_kind)
    chosen, seen = [], set()
    while len(chosen) < min(count, len(candidates)):
        pool = by_kind[generator.choice(kinds)]
        candidate = generator.choice(pool)
        if candidate[:4] not in seen:
            seen.add(candidate[:4])
            chosen.append(candidate)
    mutants = []
    for index, (file, number, kind, column, old, new) in enumerate(chosen, start=1):
        lines = (ROOT / file).read_text().splitlines(keepends=True)
        line = lines[number - 1]
        mutated = line[:column] + new + line[column + len(old):]
        # The snippet is the line with its neighbours, so it is unique in the file.
        before = "".join(lines[max(0, number - 2):number - 1])
        after = "".join(lines[number:number + 1])
        mutants.append(Mutant(
            f"auto-{seed}-{index:03d}", "auto", f"{kind} at line {number}", file,
            before + line + after, before + mutated + after, tests or tests_for(file)))
    return mutants


# ---------------------------------------------------------------------------------------------
# The command line


def print_table(results):
    width = max([len(m.id) for m, *_ in results] + [6])
    print(f"{'mutant':<{width}}  {'verdict':<8}  {'seconds':>7}  caught by / rule")
    for mutant, verdict, by, seconds in results:
        print(f"{mutant.id:<{width}}  {verdict:<8}  {seconds:7.1f}  {by}")
        print(f"{'':<{width}}  {'':<8}  {'':>7}    rule: {mutant.rule}")
    counted = [r for r in results if r[1] in ("caught", "survived")]
    caught = sum(1 for r in counted if r[1] == "caught")
    print()
    print(f"{caught} of {len(counted)} mutants caught", end="")
    if counted:
        print(f" ({100.0 * caught / len(counted):.1f}%)", end="")
    others = {v: sum(1 for r in results if r[1] == v) for v in ("survived", "stale", "invalid", "no-tests", "equivalent")}
    print("; " + ", ".join(f"{n} {v}" for v, n in others.items() if n) if any(others.values()) else "")
    by_area = {}
    for mutant, verdict, _, _ in counted:
        area = by_area.setdefault(mutant.area, [0, 0])
        area[1] += 1
        area[0] += verdict == "caught"
    for area, (c, n) in sorted(by_area.items()):
        print(f"  {area:<12} {c}/{n}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print id<TAB>rule<TAB>file per mutant")
    parser.add_argument("--covers", action="store_true", help="print id<TAB>covers per mutant")
    parser.add_argument("--check", action="store_true", help="report entries whose snippet no longer matches")
    parser.add_argument("--run", nargs="*", metavar="ID", help="run these mutants (all when none are named)")
    parser.add_argument("--ci", action="store_true", help="with --run: the fixed subset CI runs")
    parser.add_argument("--auto", type=int, metavar="N", help="also run N random operator mutants over Sources/")
    parser.add_argument("--seed", type=int, default=1, help="seed for --auto (default 1)")
    parser.add_argument("--tests", default=None, help="swift test --filter for mutants that name no tests (default: all)")
    parser.add_argument("--scratch", default=str(ROOT / ".build" / "mutation-tree"), help="the scratch copy")
    parser.add_argument("--build-timeout", type=int, default=1800)
    parser.add_argument("--test-timeout", type=int, default=900)
    parser.add_argument("--no-baseline", action="store_true", help="skip building and testing the unmutated tree first")
    parser.add_argument("--save", metavar="FILE", help="also write the selected mutants to FILE, one JSON object a line")
    parser.add_argument("--replay", metavar="FILE", help="run the mutants --save wrote (on this tree; a changed snippet is STALE)")
    args = parser.parse_args()

    catalogue = all_mutants()
    ids = [m.id for m in catalogue]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        print(f"error: duplicate mutant ids: {', '.join(duplicates)}", file=sys.stderr)
        return 3

    if args.list:
        for m in catalogue:
            print(f"{m.id}\t{m.rule}\t{m.file}")
        return 0
    if args.covers:
        for m in catalogue:
            print(f"{m.id}\t{m.covers}")
        return 0
    if args.check:
        stale = [(m, locate(m, ROOT)[2]) for m in catalogue]
        stale = [(m, why) for m, why in stale if why]
        for m, why in stale:
            print(f"{m.id}: {why}")
        print(f"{len(catalogue) - len(stale)} of {len(catalogue)} entries match the code")
        return 1 if stale else 0
    if args.run is None and args.auto is None and args.replay is None:
        parser.print_usage(sys.stderr)
        print("error: give --list, --check, --run [ID ...], --auto N or --replay FILE", file=sys.stderr)
        return 2

    selected = []
    if args.run is not None:
        if args.ci:
            wanted = CI_SUBSET
        else:
            wanted = args.run or ids
        unknown = [i for i in wanted if i not in ids]
        if unknown:
            print(f"error: no mutant named {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
        by_id = {m.id: m for m in catalogue}
        selected = [by_id[i] for i in dict.fromkeys(wanted)]  # in the order asked
    if args.auto:
        selected += auto_mutants(args.auto, args.seed, args.tests)
    if args.replay:
        with open(args.replay) as saved:
            selected += [Mutant(**json.loads(line)) for line in saved if line.strip()]
    if args.save:
        with open(args.save, "w") as out:
            for mutant in selected:
                out.write(json.dumps(vars(mutant)) + "\n")

    scratch = Path(args.scratch)
    started = time.monotonic()
    print(f"scratch tree: {scratch}", flush=True)
    sync_scratch(scratch)
    if not args.no_baseline:
        code, output = build(scratch, args.build_timeout)
        if code != 0:
            print("error: the unmutated tree does not build:\n" + output[-3000:], file=sys.stderr)
            return 3
        filters = sorted({m.tests or args.tests or "" for m in selected})
        if "" in filters:
            filters = [""]
        else:
            filters = ["|".join(filters)]
        verdict, by = run_tests(scratch, filters[0] or None, args.test_timeout)
        if verdict != "survived":
            print(f"error: the unmutated tree's tests do not pass: {by}", file=sys.stderr)
            return 3
        print(f"baseline: builds, and its tests pass ({time.monotonic() - started:.0f} s)", flush=True)

    results = []
    for index, mutant in enumerate(selected, start=1):
        verdict, by, seconds = run_mutant(mutant, scratch, args)
        results.append((mutant, verdict, by, seconds))
        print(f"[{index}/{len(selected)}] {mutant.id}: {verdict} {by} ({seconds:.0f} s)", flush=True)
    print()
    print_table(results)
    print(f"total {time.monotonic() - started:.0f} s")
    return 1 if any(v in ("survived", "stale") for _, v, _, _ in results) else 0


if __name__ == "__main__":
    sys.exit(main())

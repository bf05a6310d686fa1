#!/usr/bin/env python3
"""The benchmark: extension-host beside the physical floors, measured in the same run.

    python3 Benchmarks/run.py            # the full run (release build), minutes
    python3 Benchmarks/run.py --smoke    # a CI-sized run on the debug build, seconds

Each figure is the median of repeated runs after a warm-up, with min and max, and is reported as a
ratio to a floor measured in the same run on the same machine, because absolute times drift:

  round trip   C program pair ping-ponging a framed ~200-byte message over pipes (floor) vs the
               host's real request/response to a warm configuration and action extension (µs)
  launch       posix_spawn to first byte of a probe linked like our extensions (floor) vs the
               host launching an extension up to a completed handshake (ms)
  cold visit   the two bare probe spawns, in parallel, to exit (floor) vs a whole
               `extension-host visit` process (ms)
  warm visit   a visit through `extension-host serve` (ms) vs the round-trip floor
  lint         Python's plistlib merely parsing a generated tree vs `extension-host lint` (files/s)
  memory       private dirty memory of an idle extension vs the idle probe; the daemon's peak RSS
               after many warm visits

Round trips run pinned to one CPU (`taskset -c 0`) on both sides: a cross-CPU wake-up costs more
than the whole framed exchange on a small VM, and pinning both makes the ratio about our code.
Prints a table and writes .benchmarks/results.json.
"""
import argparse
import datetime
import json
import os
import plistlib
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "lint"))
import benchmark as lint_benchmark  # noqa: E402  (the lint tree generator)

GOALS = {"round trip": 3.0, "launch": 1.3, "cold visit": 1.3, "lint": 10.0, "memory": 1.5}


def run(command, **kwargs):
    return subprocess.run(command, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs).stdout


def pinned(command):
    return (["taskset", "-c", "0"] + command) if shutil.which("taskset") else command


def build(configuration):
    subprocess.run(["swift", "build", "-c", configuration], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=ROOT).decode().strip()


def compile_floors(directory):
    tools = {}
    for name in ["pingpong", "spawnbench"]:
        output = os.path.join(directory, name)
        subprocess.run(["gcc", "-O2", "-o", output, os.path.join(ROOT, "Benchmarks", "floors", name + ".c")], check=True)
        tools[name] = output
    return tools


def figure(name, unit, floor, ours, direction="lower"):
    """A row: floor and ours as {median,min,max}; ratio = ours/floor (for throughput, higher is better)."""
    ratio = ours["median"] / floor["median"] if direction == "lower" else ours["median"] / floor["median"]
    return {"name": name, "unit": unit, "floor": floor, "ours": ours, "ratio": ratio, "goal": GOALS.get(name.split(":")[0])}


def private_dirty_kb(pid):
    with open(f"/proc/{pid}/smaps_rollup") as handle:
        return sum(int(line.split()[1]) for line in handle if line.startswith("Private_Dirty") or line.startswith("Private_Hugetlb"))


def status_kb(pid, field):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return None


def samples(values):
    values = sorted(values)
    return {"median": values[len(values) // 2], "min": values[0], "max": values[-1], "count": len(values)}


def measure_lint(binary, targets, runs):
    directory = tempfile.mkdtemp(prefix="bench-lint-")
    try:
        files = lint_benchmark.generate(directory, targets)
        lint_benchmark.time_lint(binary, directory)
        lint_benchmark.time_plistlib(files)
        lint_rates, parse_rates = [], []
        for _ in range(runs):
            lint_rates.append(len(files) / lint_benchmark.time_lint(binary, directory))
            parse_rates.append(len(files) / lint_benchmark.time_plistlib(files))
        # files/s: higher is better, so the ratio is ours / floor
        return figure("lint", "files/s", samples(parse_rates), samples(lint_rates), direction="higher")
    finally:
        shutil.rmtree(directory)


def measure_memory_and_warm(binary, bin_dir, plists, runs, visits):
    state = tempfile.mkdtemp(prefix="bench-serve-")
    socket = os.path.join(state, "serve.sock")
    daemon = subprocess.Popen([binary, "serve", "--socket", socket, "--state", state], stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 10
        while not os.path.exists(socket):
            if time.time() > deadline:
                sys.exit("the daemon did not start")
            time.sleep(0.01)
        warm = json.loads(run([binary, "benchmark", "warm-visit", "--socket", socket, "--manifests", plists,
                               "--runs", str(runs)]))["visit"]
        status = json.loads(run([binary, "status", "--socket", socket, "--format", "json"]))
        pids = [item["pid"] for item in status["extensions"] if item.get("pid")]
        time.sleep(0.2)
        extension_dirty = max(private_dirty_kb(pid) for pid in pids)
        run([binary, "benchmark", "warm-visit", "--socket", socket, "--manifests", plists, "--runs", str(visits)])
        daemon_peak = status_kb(daemon.pid, "VmHWM")
    finally:
        daemon.send_signal(signal.SIGTERM)
        daemon.wait(timeout=10)
        shutil.rmtree(state, ignore_errors=True)
    probe = subprocess.Popen([os.path.join(bin_dir, "BenchmarkProbe"), "idle"], stdout=subprocess.PIPE)
    probe.stdout.read(1)
    time.sleep(0.2)
    probe_dirty = private_dirty_kb(probe.pid)
    probe.kill()
    probe.wait()
    memory = figure("memory", "kB private dirty", {"median": probe_dirty, "min": probe_dirty, "max": probe_dirty},
                    {"median": extension_dirty, "min": extension_dirty, "max": extension_dirty})
    return warm, memory, daemon_peak


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--smoke", action="store_true", help="tiny counts on the debug build, for CI")
    parser.add_argument("--no-build", action="store_true", help="use the binaries already built")
    parser.add_argument("--output", default=os.path.join(ROOT, ".benchmarks", "results.json"))
    options = parser.parse_args()
    smoke = options.smoke
    counts = dict(pings=2000 if smoke else 50000, iterations=200 if smoke else 5000, runs=5 if smoke else 60,
                  visits=50 if smoke else 3000, targets=100 if smoke else 2000, lint_runs=2 if smoke else 7)
    configuration = "debug" if smoke else "release"
    bin_dir = (run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=ROOT).decode().strip()
               if options.no_build else build(configuration))
    binary = os.path.join(bin_dir, "extension-host")
    probe = os.path.join(bin_dir, "BenchmarkProbe")
    plists = os.path.join(ROOT, "plists")
    scratch = tempfile.mkdtemp(prefix="bench-floors-")
    tools = compile_floors(scratch)
    rows = []
    try:
        floor_rt = json.loads(run(pinned([tools["pingpong"], str(counts["pings"])])))
        ours_rt = json.loads(run(pinned([binary, "benchmark", "roundtrip", "--manifests", plists,
                                         "--iterations", str(counts["iterations"])])))
        for kind in ["configuration", "action"]:
            rows.append(figure(f"round trip: {kind}", "µs", floor_rt, ours_rt[kind]))

        floor_launch = json.loads(run([tools["spawnbench"], "first-byte", str(counts["runs"]), "--", probe]))
        ours_launch = json.loads(run([binary, "benchmark", "launch", "--manifests", plists, "--runs", str(counts["runs"])]))
        for kind in ["configuration", "action"]:
            rows.append(figure(f"launch: {kind}", "ms", floor_launch, ours_launch[kind]))

        floor_cold = json.loads(run([tools["spawnbench"], "exit", str(counts["runs"]), "--", probe, "--", probe]))
        ours_cold = json.loads(run([tools["spawnbench"], "exit", str(counts["runs"]), "--", binary, "visit",
                                    "social.example", "--manifests", plists, "--no-color"]))
        rows.append(figure("cold visit", "ms", floor_cold, ours_cold))

        warm, memory, daemon_peak = measure_memory_and_warm(binary, bin_dir, plists, counts["runs"], counts["visits"])
        floor_rt_ms = {key: value / 1000 for key, value in floor_rt.items() if key in ("median", "min", "max")}
        rows.append(figure("warm visit", "ms", floor_rt_ms, warm))
        rows.append(figure("warm vs cold visit", "ms", ours_cold, warm))
        rows.append(memory)
        rows.append(measure_lint(binary, counts["targets"], counts["lint_runs"]))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    print(f"extension-host benchmark, {configuration} build, {os.cpu_count()} CPUs, "
          f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}")
    print(f"{'figure':28} {'unit':16} {'floor (med / min / max)':>30} {'ours (med / min / max)':>30} {'ratio':>8} {'goal':>6}")
    for row in rows:
        f, o = row["floor"], row["ours"]
        goal = f"{row['goal']:.1f}x" if row["goal"] else ""
        print(f"{row['name']:28} {row['unit']:16} {f['median']:10.2f} / {f['min']:7.2f} / {f['max']:8.2f} "
              f"{o['median']:10.2f} / {o['min']:7.2f} / {o['max']:8.2f} {row['ratio']:7.2f}x {goal:>6}")
    print(f"daemon peak RSS after {counts['visits']} warm visits: {daemon_peak} kB")
    os.makedirs(os.path.dirname(options.output), exist_ok=True)
    with open(options.output, "w") as handle:
        json.dump({"configuration": configuration, "rows": rows, "daemonPeakKilobytes": daemon_peak,
                   "counts": counts}, handle, indent=2, sort_keys=True)
    print(f"wrote {options.output}")


if __name__ == "__main__":
    main()

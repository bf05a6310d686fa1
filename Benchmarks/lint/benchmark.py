#!/usr/bin/env python3
"""Lint benchmark: `extension-host lint` over a generated tree versus Python's plistlib
merely parsing the same files, measured in the same run.

    python3 Benchmarks/lint/benchmark.py [--targets 2000] [--runs 5] [--no-build]

Builds the release binary (swift build -c release), generates one app and N shield
extensions in the folder layout (<Target>/Info.plist + <Target>/<Target>.entitlements) in a
temporary folder, then times, alternating, the whole lint (process start, discovery, parsing,
every rule, the report) and plistlib.load over every file. Prints the medians, files per
second and the ratio. Lint must be faster than the parse alone.
"""
import argparse
import os
import plistlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
"""
FOOTER = "</dict>\n</plist>\n"


def info_plist(name, identifier, point=None, principal=None, package="XPC!"):
    body = f"""\t<key>CFBundleDevelopmentRegion</key>
\t<string>en</string>
\t<key>CFBundleDisplayName</key>
\t<string>{name}</string>
\t<key>CFBundleExecutable</key>
\t<string>$(EXECUTABLE_NAME)</string>
\t<key>CFBundleIdentifier</key>
\t<string>{identifier}</string>
\t<key>CFBundleInfoDictionaryVersion</key>
\t<string>6.0</string>
\t<key>CFBundleName</key>
\t<string>$(PRODUCT_NAME)</string>
\t<key>CFBundlePackageType</key>
\t<string>{package}</string>
\t<key>CFBundleShortVersionString</key>
\t<string>1.0</string>
\t<key>CFBundleVersion</key>
\t<string>1</string>
\t<key>MinimumOSVersion</key>
\t<string>16.0</string>
"""
    if point:
        body += f"""\t<key>NSExtension</key>
\t<dict>
\t\t<key>NSExtensionPointIdentifier</key>
\t\t<string>{point}</string>
\t\t<key>NSExtensionPrincipalClass</key>
\t\t<string>$(PRODUCT_MODULE_NAME).{principal}</string>
\t</dict>
"""
    else:
        body += "\t<key>LSRequiresIPhoneOS</key>\n\t<true/>\n"
    return HEADER + body + FOOTER


ENTITLEMENTS = HEADER + """\t<key>com.apple.developer.family-controls</key>
\t<true/>
\t<key>com.apple.security.application-groups</key>
\t<array>
\t\t<string>group.com.example.bench</string>
\t</array>
""" + FOOTER


def generate(directory, targets):
    files = []

    def write(path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
        files.append(path)

    write(os.path.join(directory, "App", "Info.plist"), info_plist("App", "com.example.bench", package="APPL"))
    write(os.path.join(directory, "App", "App.entitlements"), ENTITLEMENTS)
    points = [("com.apple.ManagedSettings.shield-action-service", "ShieldActionExtension"),
              ("com.apple.ManagedSettingsUI.shield-configuration-service", "ShieldConfigurationExtension")]
    for index in range(targets):
        name = f"Shield{index:05d}"
        point, principal = points[index % 2]
        write(os.path.join(directory, name, "Info.plist"),
              info_plist(name, f"com.example.bench.{name}", point, principal))
        write(os.path.join(directory, name, f"{name}.entitlements"), ENTITLEMENTS)
    return files


def time_lint(binary, directory):
    start = time.perf_counter()
    result = subprocess.run([binary, "lint", directory, "--no-config", "--format", "json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"lint failed ({result.returncode}):\n{result.stdout.decode()[:2000]}{result.stderr.decode()}")
    return elapsed


def time_plistlib(files):
    start = time.perf_counter()
    for path in files:
        with open(path, "rb") as handle:
            plistlib.load(handle)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--targets", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "extension-host"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE).stdout.decode().strip() + "/extension-host"
    directory = tempfile.mkdtemp(prefix="lint-bench-")
    try:
        files = generate(directory, options.targets)
        time_lint(binary, directory)  # warm the page cache and the binary
        time_plistlib(files)
        lint_times, parse_times = [], []
        for _ in range(options.runs):
            lint_times.append(time_lint(binary, directory))
            parse_times.append(time_plistlib(files))
        lint, parse = statistics.median(lint_times), statistics.median(parse_times)
        count = len(files)
        print(f"{options.targets} extension targets + 1 app, {count} files, {os.cpu_count()} cores, median of {options.runs}")
        print(f"extension-host lint (process, discovery, parse, {37} rules, JSON report): "
              f"{lint * 1000:8.1f} ms  {count / lint:10.0f} files/s")
        print(f"python plistlib.load (parse only):                                   "
              f"{parse * 1000:8.1f} ms  {count / parse:10.0f} files/s")
        print(f"lint is {parse / lint:.2f}x the speed of plistlib's parse alone")
        if lint >= parse:
            sys.exit("FAIL: lint is not faster than plistlib's parse")
    finally:
        shutil.rmtree(directory)


if __name__ == "__main__":
    main()

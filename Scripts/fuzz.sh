#!/usr/bin/env bash
# Builds the libFuzzer target for the parsers that read untrusted bytes (manifests, framing,
# daemon requests) and runs it for a bounded time; a crash, trap or hang fails the script.
# Kept out of `swift build`: the sources are compiled here with -sanitize=fuzzer,address.
#
#   Scripts/fuzz.sh [seconds]     (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds="${1:-60}"
work=".build/fuzz"
mkdir -p "$work/modules" "$work/corpus" "$work/artifacts"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name extension_host -swift-version 6
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault -I "$work/modules" -I Sources/CMainQueue/include)

build_module() {  # name, source folder
  local name="$1" folder="$2"
  local sources
  mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$work/modules/$name.swiftmodule" \
    -c -wmo -o "$work/$name.o" "${sources[@]}"
}

build_module HostProtocol Sources/HostProtocol
build_module ExtensionManifest Sources/ExtensionManifest
# HostProtocol's C dependency: the main-thread check (libdispatch's hooks are only declared).
clang -O1 -g -fsanitize=address -I Sources/CMainQueue/include -c Sources/CMainQueue/CMainQueue.c -o "$work/CMainQueue.o"
swiftc "${flags[@]}" -module-name FuzzTargets -wmo -o "$work/fuzz-parsers" \
  Fuzz/FuzzTargets.swift Fuzz/DaemonRequestStubs.swift \
  Sources/HostEngine/Daemon/ControlProtocol.swift Sources/HostEngine/Daemon/DaemonVisitRequest+FastJSON.swift \
  "$work/HostProtocol.o" "$work/ExtensionManifest.o" "$work/CMainQueue.o"

# Seeds: the sample manifests (selector byte 0), a framed request (1), a daemon request (2).
for file in plists/*.plist plists/*.entitlements; do
  { printf '\x00'; cat "$file"; } > "$work/corpus/manifest-$(basename "$file")"
done
body='{"jsonrpc":"2.0","id":1,"method":"host/visit","params":{"url":"social.example","press":"primary","manifests":"/m","shield":[]}}'
{ printf '\x01'; printf 'Content-Length: %d\r\n\r\n%s' "${#body}" "$body"; } > "$work/corpus/framed-visit"
{ printf '\x02'; printf '%s' "$body"; } > "$work/corpus/daemon-visit"

ASAN_OPTIONS="detect_leaks=0" "$work/fuzz-parsers" "$work/corpus" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$work/artifacts/" -print_final_stats=1

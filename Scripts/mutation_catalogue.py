"""The catalogue of named mutants `Scripts/mutation.py` runs: one rule each, located by file and
an exact snippet (which must occur once in the file).

`covers` ties an entry to the code's own lists, which a Swift test (MutationCatalogueTests)
reads: `fault:<kind raw value>` for every ExtensionFault.Kind, `lint:<rule id>` for every lint
rule (generated below from the rule files), `limit:<Type>.<property>` for every stored property
of the limit types, and `teardown:`, `parser:`, `daemon:`, `contract:` for the other rules.
A new fault kind, rule or limit without an entry fails that test.
"""

import re
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Mutant:
    id: str
    covers: str
    rule: str
    file: str
    find: str
    replace: str
    tests: str = None  # a `swift test --filter` regex; None runs everything
    # Why the change is invisible to users, when it is: such a mutant is listed, checked against
    # the code, and shown as `equivalent` with this reason, but never run or scored.
    equivalent: str = None

    @property
    def area(self):
        return self.covers.split(":")[0]


HOST = "Sources/ExtensionHost/"
MANIFEST = "Sources/ExtensionManifest/"
PROTOCOL = "Sources/HostProtocol/"

FAULT_TESTS = "FaultEndToEndTests|FakeExtensionFaultKindTests|ConformEndToEndTests|DaemonEndToEndTests"
VISIT_TESTS = "VisitEndToEndTests|FaultEndToEndTests|StoreEndToEndTests|RealStyleEndToEndTests"
DAEMON_TESTS = "DaemonEndToEndTests|WarmSharedStateEndToEndTests|DaemonSoakEndToEndTests"
PLIST_TESTS = "HostilePlistTests|LongLineTests|BinaryPlistReaderTests|XMLPlistReaderTests|OpenStepPlistReaderTests|LintFuzzTests"
STORE_TESTS = "StoreMessageTests|ManagedSettingsStoreTests|StateDirectoryTests|StoreEndToEndTests|RealStyleEndToEndTests"
SIMULATE_TESTS = "SimulatedSystemTests|SimulateEndToEndTests"
DEVICE_ACTIVITY_TESTS = "MonitoringLimitsTests|DeviceActivityCenterTests"
FRAMING_TESTS = "FrameDecoderTests|FramingOverPipeTests|JSONRPCMessageTests"
WIDGET_TESTS = "ViewRedactionTests|ViewEvaluationTests|RealStyleWidgetTests|WidgetPresentationTests"


def drop_fault(id, kind, file, call, rule, tests=FAULT_TESTS):
    """A mutant that removes one `connection.addFault(.kind, ...)` call: the fault is never named."""
    target = "connection.addFault(." if "connection.addFault(." in call else "addFault(."
    assert target in call, call
    return Mutant(id, f"fault:{kind}", rule, file, call, call.replace(target, "_ = (ExtensionFault.Kind.", 1), tests)


CATALOGUE = [
    # --- Every fault kind the host reports --------------------------------------------------
    Mutant(
        "fault-crashed", "fault:crashed", "a crash is named 'crashed', once, with the request it interrupted",
        "Sources/HostEngine/Supervision/ExtensionFault.swift",
        'return ExtensionFault(kind: .crashed, detail: "\\(status)\\(crashHint(status))\\(when)")',
        'return ExtensionFault(kind: .exitedEarly, detail: "\\(status)\\(crashHint(status))\\(when)")',
        "FaultVerdictEndToEndTests|SupervisionValueTests|" + FAULT_TESTS),
    Mutant(
        "fault-resource-limit-cpu", "fault:resource-limit", "a CPU-time breach (SIGXCPU) is a resource limit, not a crash",
        "Sources/HostEngine/Supervision/ExtensionFault.swift",
        "    case .signaled(SIGXCPU):\n      return ExtensionFault(kind: .resourceLimit,",
        "    case .signaled(SIGXCPU):\n      return ExtensionFault(kind: .crashed,",
        "SupervisionValueTests|" + FAULT_TESTS),
    Mutant(
        "fault-host-kill-is-no-crash", "fault:crashed", "a kill by the host is not reported as a crash",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        "if let signal = status.signal, state.signalsSent.contains(signal) { return nil }",
        "if let signal = status.signal, state.signalsSent.contains(signal), Bool(false) { return nil }",
        "FaultVerdictEndToEndTests|DaemonFaultCountEndToEndTests|" + FAULT_TESTS),
    drop_fault(
        "fault-resource-limit-memory", "resource-limit", "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "connection.addFault(.resourceLimit, detail)", "an extension over the daemon's memory ceiling is named",
        DAEMON_TESTS),
    Mutant(
        "fault-exited-early", "fault:exited-early", "an extension that exits before it is asked to is named 'exited-early'",
        "Sources/HostEngine/Supervision/ExtensionFault.swift",
        "return ExtensionFault(kind: .exitedEarly, detail:", "return ExtensionFault(kind: .crashed, detail:",
        "FaultVerdictEndToEndTests|SupervisionValueTests|" + FAULT_TESTS),
    Mutant(
        "fault-unresponsive-handshake", "fault:unresponsive", "a handshake past its deadline is 'unresponsive'",
        "Sources/HostEngine/Supervision/RequestVerdict.swift",
        "        kind: .unresponsive, detail: \"did not finish the handshake within",
        "        kind: .malformedAnswer, detail: \"did not finish the handshake within", FAULT_TESTS),
    Mutant(
        "fault-unresponsive-configuration", "fault:unresponsive", "a configuration past its deadline is named unresponsive",
        "Sources/HostEngine/Supervision/RequestVerdict.swift",
        'return ExtensionFault(kind: .unresponsive, detail: "took longer than',
        'return ExtensionFault(kind: .errorAnswer, detail: "took longer than', FAULT_TESTS),
    Mutant(
        "fault-unresponsive-action", "fault:unresponsive", "an action that never completes is named unresponsive",
        "Sources/HostEngine/Supervision/RequestVerdict.swift",
        "        kind: .unresponsive, detail: \"did not call the completion handler of",
        "        kind: .errorAnswer, detail: \"did not call the completion handler of", FAULT_TESTS),
    Mutant(
        "fault-handshake-rejected", "fault:handshake-rejected", "a refused handshake is 'handshake-rejected'",
        "Sources/HostEngine/Supervision/RequestVerdict.swift",
        'return ExtensionFault(kind: .handshakeRejected, detail: "refused the handshake: \\(error.message)")',
        'return ExtensionFault(kind: .malformedAnswer, detail: "refused the handshake: \\(error.message)")', FAULT_TESTS),
    drop_fault(
        "fault-answered-twice", "answered-twice", "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        'addFault(.answeredTwice, "answered request \\(id)\\(method.map { " (\\($0))" } ?? "") more than once")',
        "an extension that answers twice is named"),
    drop_fault(
        "fault-unsolicited-response", "unsolicited-response", "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        'addFault(.unsolicitedResponse, "answered request \\(id), which the host never sent")',
        "an answer to a request never sent is named"),
    Mutant(
        "verdict-answer-after-deadline-expected", "fault:answered-twice",
        "the one answer after a missed deadline is expected, not a second finding",
        "Sources/HostEngine/Supervision/RequestTable.swift",
        "    if let method = expired.removeValue(forKey: id) {", "    if let method = expired[id], Bool(false) {",
        "RequestTableTests|FaultVerdictEndToEndTests|" + FAULT_TESTS),
    Mutant(
        "verdict-line-clock-after-miss", "fault:unresponsive",
        "a request in line behind one that missed its deadline gets its own full limit from then",
        "Sources/HostEngine/Supervision/RequestTable.swift",
        "      expired.insert(request.method, for: id)\n      startNext(after: id, at: now)",
        "      expired.insert(request.method, for: id)", "RequestTableTests"),
    Mutant(
        "contract-principal-lookup-fallback", "contract:principal-class",
        "a principal class named without its module is found as NSClassFromString finds it",
        "Sources/HostProtocol/System/RuntimeTypes.swift",
        "    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return NSClassFromString(name) }",
        "    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return _typeByName(name) as? AnyClass }",
        "RuntimeTypesTests"),
    Mutant(
        "contract-build-settings-upper-case", "contract:build-settings",
        "only upper-case names are build settings when the runtime expands its Info.plist",
        "Sources/ManagedSettings/Runtime/LocalManifest.swift",
        "    name.first?.isUppercase == true ? variable(name) : nil", "    variable(name)",
        "BuildSettingEnvironmentTests"),
    drop_fault(
        "fault-garbage-on-protocol-pipe", "garbage-on-protocol-pipe", "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        'addFault(.garbageOnProtocolPipe, "sent a frame that is not a JSON-RPC message (\\(error.message)): \\(excerpt)")',
        "a frame that is not JSON-RPC is named"),
    drop_fault(
        "fault-framing-violation", "framing-violation", "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        'addFault(.framingViolation, "broke the protocol pipe\'s framing: \\(error)")',
        "broken framing on the protocol pipe is named", FAULT_TESTS + "|ConformancePiecesTests"),
    Mutant(
        "fault-oversized-message", "fault:oversized-message", "a message over the size cap is 'oversized-message'",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        "addFault(.oversizedMessage, \"sent a \\(length)-byte message", "addFault(.framingViolation, \"sent a \\(length)-byte message",
        FAULT_TESTS),
    Mutant(
        "fault-stopped-reading", "fault:stopped-reading", "an extension that stops reading its requests is named and stopped",
        "Sources/HostEngine/Supervision/ExtensionConnection.swift",
        "let fault = ExtensionFault(kind: .stoppedReading, detail: detail)",
        "let fault = ExtensionFault(kind: .unresponsive, detail: detail)",
        "HostileExtensionEndToEndTests|" + FAULT_TESTS),
    drop_fault(
        "fault-forbidden-response", "forbidden-response", "Sources/HostEngine/Shield/ActionStep.swift",
        "connection.addFault(.forbiddenResponse, forbiddenDetail(result.response, overload: request.overload))",
        "an answer other than .close/.defer is a named violation"),
    drop_fault(
        "fault-malformed-answer", "malformed-answer", "Sources/HostEngine/Shield/ConfigurationStep.swift",
        "for problem in problems { connection.addFault(.malformedAnswer, problem) }",
        "a configuration with out-of-range values is named malformed", FAULT_TESTS + "|ConformancePiecesTests"),
    Mutant(
        "fault-error-answer", "fault:error-answer", "an action that answers with a JSON-RPC error is named",
        "Sources/HostEngine/Supervision/RequestVerdict.swift",
        'return ExtensionFault(kind: .errorAnswer, detail: "answered \\(overload) with an error:',
        'return ExtensionFault(kind: .malformedAnswer, detail: "answered \\(overload) with an error:',
        FAULT_TESTS + "|VisitEndToEndTests"),
    Mutant(
        "fault-wrote-to-stdout", "fault:wrote-to-stdout", "printing to stdout is named (a warning)",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        "    guard printed else { return }", "    guard printed, Bool(false) else { return }", FAULT_TESTS),
    Mutant(
        "fault-frame-on-stdout", "fault:frame-on-stdout", "a protocol frame on stdout is named",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift", "    if sawFrame {", "    if sawFrame && Bool(false) {",
        "FaultVerdictEndToEndTests|" + FAULT_TESTS),

    # --- The host's contract ---------------------------------------------------------------
    Mutant(
        "contract-open-parental-controls", "contract:allowed-responses",
        ".openParentalControlsApp is not a kept contract", PROTOCOL + "Shield/ShieldActionResponse.swift",
        "public var isAllowedByContract: Bool { self == .close || self == .defer }",
        "public var isAllowedByContract: Bool { self == .close || self == .defer || self == .openParentalControlsApp }",
        "JSONRPCMessageTests|" + FAULT_TESTS),
    Mutant(
        "contract-none", "contract:allowed-responses", ".none is not a kept contract", PROTOCOL + "Shield/ShieldActionResponse.swift",
        "public var isAllowedByContract: Bool { self == .close || self == .defer }",
        "public var isAllowedByContract: Bool { self != .openParentalControlsApp }", "JSONRPCMessageTests|" + FAULT_TESTS),
    Mutant(
        "contract-darwin-delivered", "contract:darwin-notifications",
        "a Darwin notification reaches every extension observing it",
        "Sources/HostEngine/Store/SharedStateService+Notifications.swift",
        "for observer in observers { observer.notify(DarwinNotificationDeliverNotification(name: post.name)) }",
        "for observer in observers where Bool(false) { observer.notify(DarwinNotificationDeliverNotification(name: post.name)) }",
        "RealStyleCorpusEndToEndTests"),
    Mutant(
        "contract-notification-not-authorized", "contract:user-notifications",
        "a notification is not delivered when notifications are not authorized",
        "Sources/HostEngine/Store/SharedStateService+Notifications.swift",
        "delivered: added.authorized && date != nil)", "delivered: date != nil)", "RealStyleCorpusEndToEndTests"),
    Mutant(
        "contract-asset-colour-nil", "contract:asset-catalog", "UIColor(named:) is nil for a colour set the catalog lacks",
        "Sources/UIKit/UIColor+Assets.swift",
        "  public convenience init?(named name: String) {\n    guard let set = AssetCatalog.main.color(named: name) else { return nil }",
        "  public convenience init?(named name: String) {\n    guard let set = AssetCatalog.main.color(named: name) else {\n      self.init(red: 0, green: 0, blue: 0, alpha: 0)\n      return\n    }",
        "SwiftUIColorTests|RealStyleCorpusEndToEndTests"),

    # --- Documented limits -------------------------------------------------------------------
    Mutant(
        "limit-store-category-tokens", "limit:StoreShieldSettings.tokenLimit",
        "the category set of a store write is checked against the 50-token limit",
        PROTOCOL + "Methods/StoreShieldSettings.swift",
        '      check(policy.map { Set($0.categories).count }, "shield.\\(name) (categories)")\n', "", STORE_TESTS),
    Mutant(
        "limit-store-token-limit", "limit:StoreShieldSettings.tokenLimit", "a store set holds at most 50 tokens",
        PROTOCOL + "Methods/StoreShieldSettings.swift", "public static let tokenLimit = 50", "public static let tokenLimit = 51",
        STORE_TESTS),
    Mutant(
        "limit-store-setting-bounds", "limit:StoreSettingCatalogue.bounds",
        "a store setting outside Apple's bounds (a rating over 2000) is refused",
        PROTOCOL + "Methods/StoreSettingCatalogue.swift",
        "      guard let bounds, !bounds.contains(number) else { return nil }\n",
        "      guard let bounds, !bounds.contains(number), false else { return nil }\n",
        "StoreSettingGroups"),
    Mutant(
        "limit-store-setting-applications", "limit:StoreSettingCatalogue.applications",
        "application.blockedApplications holds at most 50 apps",
        PROTOCOL + "Methods/StoreSettingCatalogue.swift",
        "      return count > limit ? ", "      return count > limit + 1 ? ", "StoreSettingGroups"),
    Mutant(
        "limit-store-setting-web-filter", "limit:StoreSettingCatalogue.webFilter",
        "each domain set of webContent.blockedByFilter holds at most 50 domains",
        PROTOCOL + "Methods/StoreSettingCatalogue.swift",
        "where Set(domains).count > limit {", "where Set(domains).count > limit + 1 {", "StoreSettingGroups"),
    Mutant(
        "store-setting-kind", "store:StoreSettingCatalogue.kind",
        "a store setting given a value of the wrong kind is refused",
        PROTOCOL + "Methods/StoreSettingCatalogue.swift",
        '    default: return "\\(name) takes \\(kind.noun), not \\(value.noun)"\n', "    default: return nil\n",
        "StoreSettingGroups"),
    Mutant(
        "monitor-late-set-refused", "store:work-after-return",
        "a write to another setting group after the callback returned is refused as work after return",
        "Sources/HostEngine/Simulation/MonitorService.swift",
        "      case StoreWriteRequest.method, StoreSetRequest.method, StoreClearRequest.method:\n",
        "      case StoreWriteRequest.method, StoreClearRequest.method:\n", "aWriteAfterReturnIsRefused"),
    Mutant(
        "store-setting-clear-all-groups", "store:clearAllSettings",
        "clearAllSettings removes the store's other setting groups too",
        "Sources/HostEngine/Store/ManagedSettingsState.swift",
        "      let settings = contents.settings?.removeValue(forKey: store) ?? [:]\n",
        "      let settings = contents.settings?[store] ?? [:]\n", "otherSettingGroupsAreKept"),
    Mutant(
        "limit-plist-file-size", "limit:PlistLimits.maximumFileSize", "a plist over the file-size cap is refused",
        MANIFEST + "Plist/PlistReader.swift",
        "if bytes.count > limits.maximumFileSize { throw tooLarge(bytes.count, path: path, limits: limits) }",
        "if bytes.count > limits.maximumFileSize + 1 { throw tooLarge(bytes.count, path: path, limits: limits) }",
        PLIST_TESTS),
    Mutant(
        "limit-plist-data-size", "limit:PlistLimits.maximumDataSize", "a <data> blob over the cap is refused",
        MANIFEST + "Plist/XMLPlistParser.swift",
        "guard let data = PlistScalars.base64(text[...], limit: limits.maximumDataSize) else {",
        "guard let data = PlistScalars.base64(text[...], limit: limits.maximumDataSize * 2) else {", PLIST_TESTS),
    Mutant(
        "limit-plist-depth", "limit:PlistLimits.maximumDepth", "nesting past 512 levels is refused",
        MANIFEST + "Plist/PlistLimits.swift", "    maximumDepth: 512,", "    maximumDepth: 513,", PLIST_TESTS),
    Mutant(
        "limit-plist-node-count", "limit:PlistLimits.maximumNodeCount", "a document past the node cap is refused",
        MANIFEST + "Plist/XMLPlistParser.swift", "    if nodeCount > limits.maximumNodeCount {",
        "    if nodeCount > limits.maximumNodeCount + 1 {", PLIST_TESTS),
    Mutant(
        "limit-plist-key-path-bytes", "limit:PlistLimits.maximumKeyPathBytes",
        "the key paths one plist builds are capped (a long key shared by every level is refused at the key)",
        MANIFEST + "Plist/KeyPathBudget.swift", "    remaining -= length\n", "", "KeyPathBudgetTests"),
    Mutant(
        "limit-xcconfig-inherited-cap", "hostile:xcconfig-inherited-cap",
        "an assignment whose $(inherited) copies would take a setting past 1 MiB is refused at its line",
        "Sources/ManifestLint/Project/XCConfig.swift",
        "    guard !overflow, copies <= BuildSettings.maximumExpansionBytes - utf8.count else { return nil }",
        "    guard !overflow else { return nil }", "XcodeProjectTests"),
    Mutant(
        "report-sarif-uri-encoded", "hostile:sarif-uri-encoded", "a SARIF artifact URI is the path percent-encoded",
        "Sources/ManifestLint/Report/SARIFReporter.swift", "ArtifactLocation(uri: URIPath.encoded(path))",
        "ArtifactLocation(uri: path)", "LintReportGoldenTests"),
    Mutant(
        "report-github-file-real-path", "hostile:github-file-real-path", "GitHub's file= names the real path",
        "Sources/ManifestLint/Report/GitHubReporter.swift", '"file=" + escapePathProperty(', '"file=" + escapeProperty(',
        "LintReportGoldenTests"),
    Mutant(
        "limit-max-message-bytes", "limit:HostLimits.maxMessageBytes", "the host's message cap is 1 MiB",
        "Sources/HostEngine/Supervision/ExtensionLauncher.swift", "var maxMessageBytes = 1 << 20", "var maxMessageBytes = 1 << 27",
        FAULT_TESTS + "|ConformancePiecesTests"),
    Mutant(
        "limit-request-timeout", "limit:HostLimits.requestTimeoutMilliseconds",
        "the request deadline announced in the handshake is the one enforced", "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        "var requestTimeout: Duration = .seconds(2)", "var requestTimeout: Duration = .seconds(3)",
        "LaunchLimitsEndToEndTests|VisitEndToEndTests|ConformEndToEndTests|FaultEndToEndTests"),
    Mutant(
        "limit-handshake-timeout-option", "limit:ExtensionLauncher.Limits.handshakeTimeout",
        "--handshake-timeout is honoured, not the default", "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        "initializeRequest(for: target, limits: limits), timeout: limits.handshakeTimeout)",
        "initializeRequest(for: target, limits: limits), timeout: .seconds(2))", FAULT_TESTS),
    Mutant(
        "limit-launcher-max-message-bytes", "limit:ExtensionLauncher.Limits.maxMessageBytes",
        "the message cap the extension is told is the cap the host enforces", "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        'environment[ProtocolVariables.maxMessageBytes] = String(limits.maxMessageBytes)',
        'environment[ProtocolVariables.maxMessageBytes] = String(limits.maxMessageBytes * 64)',
        "LaunchLimitsEndToEndTests|" + FAULT_TESTS + "|VisitEndToEndTests"),
    Mutant(
        "limit-request-timeout-option", "limit:ExtensionLauncher.Limits.requestTimeout", "--action-timeout is honoured",
        HOST + "Commands/VisitCommand.swift", "{ options.actionTimeout = .milliseconds(value) }",
        "{ options.actionTimeout = .milliseconds(value * 10) }", FAULT_TESTS),
    Mutant(
        "limit-address-space", "limit:ExtensionLauncher.Limits.addressSpaceBytes", "the address-space ceiling is applied",
        "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        "process.limit(addressSpaceBytes: limits.addressSpaceBytes, cpuSeconds: limits.cpuSeconds)",
        "process.limit(addressSpaceBytes: 0, cpuSeconds: limits.cpuSeconds)",
        "LaunchLimitsEndToEndTests|" + DAEMON_TESTS + "|" + FAULT_TESTS),
    Mutant(
        "limit-cpu-seconds", "limit:ExtensionLauncher.Limits.cpuSeconds", "the CPU-time ceiling is applied",
        "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        "process.limit(addressSpaceBytes: limits.addressSpaceBytes, cpuSeconds: limits.cpuSeconds)",
        "process.limit(addressSpaceBytes: limits.addressSpaceBytes, cpuSeconds: 0)",
        "LaunchLimitsEndToEndTests|" + DAEMON_TESTS + "|" + FAULT_TESTS),
    Mutant(
        "limit-frame-header-bytes", "limit:FrameDecoder.maxHeaderBytes", "a frame header over 1024 bytes is refused",
        PROTOCOL + "Framing/FrameDecoder.swift", "if end - start > maxHeaderBytes { throw .headerTooLong(limit: maxHeaderBytes) }",
        "if end - start > maxHeaderBytes * 4 { throw .headerTooLong(limit: maxHeaderBytes) }", FRAMING_TESTS),
    Mutant(
        "limit-frame-message-bytes", "limit:FrameDecoder.maxMessageBytes", "a frame announcing more than the cap is refused",
        PROTOCOL + "Framing/FrameDecoder.swift",
        "guard length <= maxMessageBytes else { throw .messageTooLarge(length: length, limit: maxMessageBytes) }",
        "guard length <= maxMessageBytes * 128 else { throw .messageTooLarge(length: length, limit: maxMessageBytes) }",
        FRAMING_TESTS + "|FaultEndToEndTests"),
    Mutant(
        "limit-frame-length-overflow", "parser:frame-length-overflow", "a Content-Length that overflows is refused",
        PROTOCOL + "Framing/FrameDecoder.swift",
        "guard !overflow1 && !overflow2 else { throw .invalidContentLength(String(decoding: value, as: UTF8.self)) }",
        "guard !overflow1 || !overflow2 else { throw .invalidContentLength(String(decoding: value, as: UTF8.self)) }",
        FRAMING_TESTS),
    Mutant(
        "limit-log-lines", "limit:OutputCapture.maxLines", "an extension's captured log is capped",
        "Sources/HostEngine/Process/OutputCapture.swift", "    guard lines.count < maxLines else { return nil }",
        "    guard lines.count < maxLines * 10 else { return nil }", FAULT_TESTS + "|ConformancePiecesTests"),
    Mutant(
        "limit-log-line-bytes", "limit:OutputCapture.maxLineBytes", "an over-long log line is cut",
        "Sources/HostEngine/Process/OutputCapture.swift", "init(maxLines: Int = 200, maxLineBytes: Int = 2000)",
        "init(maxLines: Int = 200, maxLineBytes: Int = 2_000_000)", "SupervisionValueTests|" + FAULT_TESTS + "|ConformancePiecesTests"),
    Mutant(
        "limit-max-crashes", "limit:RestartPolicy.maxCrashes", "three crashes in the window quarantine",
        "Sources/HostEngine/Daemon/RestartPolicy.swift", "maxCrashes: Int = 3", "maxCrashes: Int = 4", "SupervisionValueTests|" + DAEMON_TESTS),
    Mutant(
        "limit-crash-window", "limit:RestartPolicy.window", "crashes count inside a 60-second window",
        "Sources/HostEngine/Daemon/RestartPolicy.swift", "    crashes.filter { now - $0 < window }", "    crashes.filter { now - $0 > window }",
        "SupervisionValueTests|" + DAEMON_TESTS),
    Mutant(
        "limit-initial-backoff", "limit:RestartPolicy.initialBackoff", "restarts back off, doubling",
        "Sources/HostEngine/Daemon/RestartPolicy.swift", "initialBackoff: Duration = .milliseconds(50)",
        "initialBackoff: Duration = .milliseconds(0)", "SupervisionValueTests"),
    Mutant(
        "limit-max-backoff", "limit:RestartPolicy.maxBackoff", "the backoff is capped at two seconds",
        "Sources/HostEngine/Daemon/RestartPolicy.swift", "maxBackoff: Duration = .seconds(2)", "maxBackoff: Duration = .seconds(20)",
        "SupervisionValueTests"),
    Mutant(
        "limit-max-strikes", "limit:RestartPolicy.maxStrikes", "repeated contract violations quarantine",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift", "    guard strikes >= policy.maxStrikes else { return false }",
        "    guard strikes > policy.maxStrikes else { return false }", DAEMON_TESTS),
    Mutant(
        "limit-build-setting-depth", "parser:build-setting-self-reference", "a build setting that refers to itself is named",
        MANIFEST + "BuildSettings/BuildSettingExpander.swift",
        "      if expanding.contains(name) {\n        malformed.append(\"'\\(name)' refers to itself",
        "      if false {\n        malformed.append(\"'\\(name)' refers to itself", "BuildSettingsTests|Lint"),
    Mutant(
        "limit-build-setting-operator-charge", "hostile:build-setting-operator-charge",
        "every operator's result is charged to the expansion budget (`:quote` doubles)",
        MANIFEST + "BuildSettings/BuildSettingExpander.swift", "      budget -= value.utf8.count\n      guard budget >= 0 else {",
        "      guard budget >= 0 else {", "BuildSettingsTests/theFirstOperatorOverTheBudgetStopsTheExpansion"),
    Mutant(
        "limit-build-setting-depth-message", "hostile:build-setting-depth-message",
        "a chain past the depth cap is named as too deep and cut short (no false AX112)",
        MANIFEST + "BuildSettings/BuildSettingExpander.swift", "    truncation = .depth\n", "",
        "BuildSettingsTests|DeepSettingChainLintTests"),

    # --- Teardown --------------------------------------------------------------------------
    Mutant(
        "teardown-kill-on-broken-protocol", "teardown:kill-group-on-protocol-break",
        "an extension that broke the protocol is killed with its process group at once", "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        "    signal(SIGKILL)  // before any waiter resumes: a visit that goes on to stop it must find it killed\n", "",
        FAULT_TESTS),
    Mutant(
        "teardown-orphans-every-thread", "teardown:orphans-every-thread",
        "the orphan sweep finds the children of every host thread, not only the main thread's",
        "Sources/HostEngine/Process/ProcessReadings.swift",
        'for thread in numericEntries(of: "/proc/self/task") {', "for thread in [getpid()] {",
        "ProcessReadingsTests|HostileExtensionEndToEndTests"),
    Mutant(
        "teardown-kill-not-reading", "teardown:kill-not-reading", "an extension that stops reading is killed with its group",
        "Sources/HostEngine/Supervision/ExtensionConnection.swift",
        "    signal(SIGKILL)  // before any waiter resumes\n", "", "HostileExtensionEndToEndTests"),
    Mutant(
        "teardown-kill-group-after-exit", "teardown:kill-group-after-exit",
        "what an extension left in its process group dies when it exits", "Sources/HostEngine/Supervision/PollLoop.swift",
        "        process.signalGroup(SIGKILL)  // anything the extension left behind in its group (after the exit is judged)\n", "",
        FAULT_TESTS + "|ProcessGroupTeardownTests"),
    Mutant(
        "teardown-sigterm", "teardown:sigterm-then-sigkill", "an extension that ignores shutdown gets SIGTERM, then SIGKILL",
        "Sources/HostEngine/Supervision/ExtensionConnection+Lifecycle.swift",
        "    record(.event, \"still running after SIGTERM; sending SIGKILL\")\n    return await kill()",
        "    record(.event, \"still running after SIGTERM; sending SIGKILL\")\n    return await waitForExit(timeout: nil) ?? .signaled(SIGKILL)",
        FAULT_TESTS + "|HostileExtensionEndToEndTests|" + DAEMON_TESTS),
    Mutant(
        "teardown-close-request-pipe", "teardown:end-of-file", "stopping an extension closes its request pipe (end of file)",
        "Sources/HostEngine/Supervision/ExtensionConnection+Lifecycle.swift",
        "    connection.notify(ExitNotification())\n    connection.closeRequestPipe()\n",
        "    connection.notify(ExitNotification())\n", "ConformEndToEndTests|" + FAULT_TESTS),
    Mutant(
        "teardown-kill-unresponsive", "teardown:kill-unresponsive", "the daemon kills an unresponsive extension's group",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift", "    if let retiring = faults.first(where: \\.kind.retiresProcess) {",
        "    if let retiring = faults.first(where: \\.kind.retiresProcess), Bool(false) {", DAEMON_TESTS),
    Mutant(
        "teardown-fork-copy-own-group", "teardown:fork-copy-own-group",
        "a monitor batch's forked process leads its own process group, as a spawned one does",
        "Sources/CForkServer/CForkServer.c", "static void becomeCopy(int socket, const int *descriptors) {\n  setpgid(0, 0);\n",
        "static void becomeCopy(int socket, const int *descriptors) {\n", "SimulateEndToEndTests"),
    Mutant(
        "teardown-fork-copy-drops-socket", "teardown:fork-copy-drops-socket",
        "a forked monitor process keeps nothing of the fork server (its socket)",
        "Sources/CForkServer/CForkServer.c", "  close(socket);\n  unsetenv(FORKSERVER_VARIABLE);\n", "  unsetenv(FORKSERVER_VARIABLE);\n",
        "SimulateEndToEndTests"),
    Mutant(
        "teardown-fork-copy-drops-bind-now", "teardown:fork-copy-drops-bind-now",
        "a forked monitor process keeps nothing of the fork server (the loader setting the host started it with)",
        "Sources/CForkServer/CForkServer.c", "    unsetenv(\"LD_BIND_NOW\");\n", "",
        "SimulateEndToEndTests"),
    Mutant(
        "teardown-fork-server-stopped", "teardown:fork-server-stopped",
        "a monitor that never became a fork server is stopped, not left running",
        "Sources/HostEngine/Process/ForkServer.swift", "  deinit { stop() }", "  deinit {}", "SimulateEndToEndTests",
        equivalent="a server that never said it was ready is an extension waiting on its protocol pipes, whose host "
        "ends start() has already closed: it reads end of file and exits by itself; the deinit only reaps it at once "
        "instead of at the host's exit (run on d7933db: survived, and no leftover process was found)"),

    # --- A project without shield extensions: the system stands in ---------------------------
    Mutant(
        "standin-shield-extensions-optional", "contract:system-stand-in",
        "a project that ships a monitor but no shield extension loads: iOS draws its default shield",
        "Sources/HostEngine/Manifest/ExtensionChoice.swift",
        "let standsIn = shipsScreenTimeExtension && point != .deviceActivityMonitor",
        "let standsIn = Bool(false) && point != .deviceActivityMonitor",
        "OptionalShieldsEndToEndTests|TestingLibraryEndToEndTests"),
    Mutant(
        "standin-no-extension-refused", "contract:system-stand-in",
        "a project with no Screen Time extension at all is still refused, naming what to add",
        "Sources/HostEngine/Manifest/ExtensionChoice.swift",
        "let shipsScreenTimeExtension = candidates.contains { $0.point?.isHosted == true }",
        "let shipsScreenTimeExtension = candidates.contains { $0.point?.isHosted == true } || true",
        "OptionalShieldsEndToEndTests|TestingLibraryEndToEndTests"),
    Mutant(
        "standin-visit-note", "contract:system-stand-in",
        "a visit says once, as a note, which shield extension the project does not ship",
        "Sources/HostEngine/Shield/VisitSession.swift",
        "(setup.standInNote.map { [$0] } ?? []) + service.notes",
        "[] + service.notes",
        "OptionalShieldsEndToEndTests|TestingLibraryEndToEndTests"),
    Mutant(
        "standin-simulate-note", "contract:system-stand-in",
        "a simulation says once, as a note, which shield extension the project does not ship",
        "Sources/HostEngine/Simulation/SimulationRun.swift",
        "((setup.standInNote.map { [$0] } ?? []) + shared.notes)",
        "([] + shared.notes)",
        "OptionalShieldsEndToEndTests"),
    Mutant(
        "standin-system-closes", "contract:system-stand-in",
        "with no action extension a press on the shield closes it (the system's own handling)",
        "Sources/HostEngine/Shield/SystemStandIn.swift",
        "static let response = ShieldActionResponse.close",
        "static let response = ShieldActionResponse.defer",
        "OptionalShieldsEndToEndTests|TestingLibraryEndToEndTests"),
    Mutant(
        "standin-answered-by-system", "contract:system-stand-in",
        "the report says the system, not an extension, answered the press",
        "Sources/HostEngine/Shield/ActionStep.swift",
        "      answer.answeredBySystem = true\n",
        "",
        "OptionalShieldsEndToEndTests|TestingLibraryEndToEndTests"),
    Mutant(
        "standin-unoffered-press-fix", "contract:system-stand-in",
        "a press the default shield does not offer names the fix: a configuration extension",
        "Sources/HostEngine/Shield/PressNotOffered.swift",
        "    noConfigurationExtension = !shipsConfiguration",
        "    noConfigurationExtension = false",
        "OptionalShieldsEndToEndTests"),
    # --- Blame follows causality (issue 13) ---------------------------------------------------
    Mutant(
        "verdict-unoffered-press-not-sent", "contract:unoffered-press",
        "a press the shield does not offer is never sent to the action extension",
        "Sources/HostEngine/Shield/ActionStep.swift",
        "      action, on: shield, fallbackReason: fallbackReason, shipsConfiguration: shipsConfiguration)\n    {",
        "      action, on: shield, fallbackReason: fallbackReason, shipsConfiguration: shipsConfiguration), Bool(false)\n    {",
        "UnofferedPressEndToEndTests"),
    Mutant(
        "verdict-unoffered-press-usage", "contract:unoffered-press",
        "a press the configuration did not offer is a usage error, not a fault-free success",
        "Sources/HostEngine/Shield/VisitReport.swift",
        "    guard let pressNotOffered, pressNotOffered.isUsageError, !hasViolations else { return nil }",
        "    guard let pressNotOffered, pressNotOffered.isUsageError, hasViolations else { return nil }",
        "UnofferedPressEndToEndTests"),
    Mutant(
        "daemon-host-kill-not-a-crash", "daemon:one-count-per-cause",
        "a kill by the host for a broken stream is a strike, never also a crash",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "      departure.kind.isUncausedExit || departure.kind.retiresProcess\n    else { return }",
        "      departure.kind.isUncausedExit || departure.kind.retiresProcess || departure.kind.breaksProtocol\n    else { return }",
        "DaemonFaultCountEndToEndTests"),
    Mutant(
        "daemon-retire-counts-once", "daemon:one-count-per-cause",
        "a connection already retired is never counted as a crash again",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "    if isCurrent, let reason { recordCrash(reason) }", "    if let reason { recordCrash(reason) }",
        "DaemonFaultCountEndToEndTests",
        equivalent="every caller hands retire() the current connection: release() and the liveness ping "
        "check it is current before judging, and acquire() judges the current one; the check only guards "
        "a future caller"),
    Mutant(
        "runtime-cancel-overtakes-busy-main", "contract:cancel-overtakes",
        "a cancel is answered while the principal still holds the main thread (the watcher reads the input)",
        "Sources/ManagedSettings/Runtime/ExtensionRuntime.swift",
        "        if !input.pumpIfFree(timeoutMilliseconds: tick) { usleep(useconds_t(tick) * 1000) }",
        "        usleep(useconds_t(tick) * 1000)", "MainThreadRuntimeEndToEndTests"),
    Mutant(
        "runtime-main-queue-drained", "contract:main-queue",
        "work on DispatchQueue.main runs in an extension or app, between requests",
        PROTOCOL + "Transport/MainThreadLoop.swift",
        "        drainMainQueue()\n", "", "AppSwitcherEndToEndTests|MainThreadRuntimeEndToEndTests"),
    Mutant(
        "runtime-shutdown-waits-for-framework-callbacks", "contract:framework-callbacks",
        "a framework's completion handler still running finishes before the extension stops",
        "Sources/ManagedSettings/Runtime/FrameworkCallbacks.swift",
        "    _ = running.wait(timeout: .now() + patience)\n", "", "MainThreadRuntimeEndToEndTests"),
    Mutant(
        "render-terminal-wide-columns", "contract:terminal-width",
        "East Asian wide characters and emoji take two terminal columns",
        "Sources/ShieldRendering/TerminalColumns.swift",
        "    if TextMetrics.isWide(first) || isWideSymbol(first) { return 2 }",
        "    if isWideSymbol(first) { return 2 }", "TerminalShieldTests"),
    Mutant(
        "render-terminal-zero-width", "contract:terminal-width",
        "combining marks and zero-width characters take no terminal column",
        "Sources/ShieldRendering/TerminalColumns.swift",
        "    guard let first = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }",
        "    guard let first = scalars.first else { return 0 }", "TerminalShieldTests"),

    Mutant(
        "lint-AX105-per-platform", "contract:bundle-id-per-platform",
        "bundle identifiers collide only among targets of one platform",
        "Sources/ManifestLint/Rules/BundleIdentifierCollision.swift",
        "        other.platform == platform && (other.app == nil || app == nil || other.app == app)",
        "        (other.app == nil || app == nil || other.app == app)", "PBXProjCorpusTests|XcodeProjectTests"),
    Mutant(
        "lint-optional-include-warning", "contract:optional-include",
        "a missing optional xcconfig include is a warning, not an error",
        "Sources/ManifestLint/Project/XCConfig.swift",
        "PlistError(location: at, reason: \"the optional include '\\(included)' does not exist\\(hint)\", kind: .warning))",
        "PlistError(location: at, reason: \"the optional include '\\(included)' does not exist\\(hint)\", kind: .io))",
        "XcodeProjectTests"),
    Mutant(
        "lint-xcode-only-xcconfig-warning", "contract:optional-include",
        "an xcconfig only Xcode can locate (BUILT_PRODUCTS_DIR) is a warning, not an error",
        "Sources/ManifestLint/Project/XcodeProject.swift",
        "fix: \"make it relative to its group or the project\",\n          kind: .warning))",
        "fix: \"make it relative to its group or the project\",\n          kind: .syntax))",
        "XcodeProjectTests"),
    Mutant(
        "simulate-callback-loop-once", "fault:named-once",
        "a callback loop that comes back at the next interval is named once",
        "Sources/HostEngine/Simulation/ScenarioPlayer.swift",
        "if !report.problems.contains(where: { $0.kind == \"callback-loop\" && $0.detail == detail }) {",
        "if true {",
        "SimulateEndToEndTests"),
    Mutant(
        "simulate-event-never-fires-once", "fault:named-once",
        "an event whose threshold is no duration is named once, however often it is started",
        "Sources/HostEngine/Simulation/ScenarioPlayer.swift",
        "for event in call.eventsThatNeverFire where eventsNamedNeverFiring.insert([call.caller, call.text, event.name]).inserted {",
        "for event in call.eventsThatNeverFire {",
        "SimulateEndToEndTests"),
    Mutant(
        "widgets-budget-once-a-kind", "widgetfinding:reloads-over-budget",
        "a kind whose provider asks for too many reloads is named once, not once per family",
        "Sources/HostEngine/Widgets/WidgetJudge.swift",
        "named.insert(\"\\(row.extensionName) \\(row.kind) budget\").inserted",
        "named.insert(key + \" budget\").inserted",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "manifests-through-project", "contract:manifest-folder",
        "a manifests folder that holds an Xcode project is read through it: extensions in nested folders are found",
        "Sources/HostEngine/Manifest/ManifestFolder.swift", "guard !projects.isEmpty else {",
        "guard !projects.isEmpty, false else {", "ProjectManifestFolderTests"),
    Mutant(
        "manifests-generated-bundle-identifier", "contract:manifest-folder",
        "an Info.plist Xcode generates has the project's PRODUCT_BUNDLE_IDENTIFIER as its bundle identifier",
        "Sources/ExtensionManifest/Targets/BuiltInfoPlist.swift",
        "return generatingSetting(for: key).map { \"$(\\($0))\" }", "return nil", "ProjectManifestFolderTests"),
    Mutant(
        "daemon-idle-client-makes-room", "daemon:bounds",
        "when every client slot is taken, a client idle for 10 s is closed to make room for a newcomer",
        "Sources/HostEngine/Daemon/ControlServer.swift",
        "guard clients.count < Self.maxClients || evictIdlest(of: &clients) else",
        "guard clients.count < Self.maxClients else", "HostileDaemonEndToEndTests"),
    Mutant(
        "swiftui-locale-is-the-devices", "widgets:environment",
        "SwiftUI's environment formats with the device's region format, not Linux Foundation's en_001",
        "Sources/SwiftUI/Views/EnvironmentValues.swift", "static var defaultValue: Locale { DeviceLocale.current }",
        "static var defaultValue: Locale { .current }", "DeviceLocaleTests"),
    Mutant(
        "xcconfig-missing-base-names-tool", "parser:xcconfig",
        "a missing base configuration file that CocoaPods, Carthage or Tuist writes names the command that writes it",
        "Sources/ManifestLint/Project/XCConfig.swift",
        '"cannot read: \\(text)" + (Self.creator(of: path).map { "; \\($0)" } ?? "")', '"cannot read: \\(text)"',
        "XcodeProjectTests"),
    Mutant(
        "testhost-no-extension-no-contract", "library:expectations",
        "TestHost's expectContractKept fails when no extension ran, which would check nothing",
        "Sources/ExtensionHostTesting/Expectations.swift", "    guard anExtensionRan else {", "    guard anExtensionRan || true else {",
        "TestingLibraryEndToEndTests"),
    Mutant(
        "manifests-generated-app", "contract:manifest-folder",
        "an app target whose Info.plist Xcode generates whole is the project's app (visit, widgets, app-switcher)",
        "Sources/HostEngine/Manifest/ManifestFolder.swift",
        "let generated = info == nil && target.kind == .application", "let generated = false && target.kind == .application",
        "ProjectManifestFolderTests"),
    Mutant(
        "app-manifest-generated-scenes", "contract:manifest-folder",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation gives a generated Info.plist its scene manifest",
        "Sources/HostEngine/AppSwitcher/AppManifest.swift", "if info.generatesSceneManifest {", "if false {",
        "ProjectManifestFolderTests"),
    Mutant(
        "launch-env-generated-resources", "contract:manifest-folder",
        "an app with no Info.plist file is told its target's folder as its resources",
        "Sources/HostEngine/Supervision/ExtensionLauncher.swift", "} else if let resourcesDirectory {",
        "} else if let resourcesDirectory, false {", "ProjectManifestFolderTests"),
    Mutant(
        "daemon-memo-project-unvouched", "contract:manifest-folder",
        "the daemon never remembers a set read through an Xcode project, whose manifests no watch covers",
        "Sources/HostEngine/Daemon/SetupMemo.swift",
        "guard ManifestFolder.projects(in: key.manifests).isEmpty else { return false }", "", "SetupMemoTests"),
    Mutant(
        "init-folder-without-project", "adoption:init",
        "a folder without an .xcodeproj is adopted by its extensions' folders",
        "Sources/ExtensionHost/Commands/InitCommand.swift", "?? .folder(absolute)", "?? .project(absolute)",
        "OwnProjectEndToEndTests"),
    Mutant(
        "init-literal-escapes-quote", "adoption:init",
        "a quote in a folder's or file's name is escaped in Package.swift, which still parses",
        "Sources/ExtensionHost/Adoption/ProjectAdoption.swift", "case \"\\\"\": out += \"\\\\\\\"\"",
        "case \"\\\"\": out += \"\\\"\"", "OwnProjectEndToEndTests"),
    Mutant(
        "init-ci-header-escaped", "adoption:init",
        "a line break in the project's name stays inside the CI job's header comment",
        "Sources/ExtensionHost/Adoption/ContinuousIntegrationJob.swift", "runs \\(ProjectAdoption.escaped(plan.projectName))'s",
        "runs \\(plan.projectName)'s", "OwnProjectEndToEndTests"),
    Mutant(
        "widgets-placeholder-group-once-a-kind", "widgetfinding:placeholder-reads-app-group",
        "a kind whose placeholder reads the App Group is named once, naming its families, not once per family",
        "Sources/HostEngine/Widgets/WidgetJudge.swift",
        "named.insert(\"\\(row.extensionName) \\(row.kind) placeholder-group\").inserted",
        "named.insert(key + \" placeholder-group\").inserted",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "scenario-byte-order-mark", "parser:scenario",
        "a scenario saved with a UTF-8 byte order mark first reads as the same scenario without it",
        "Sources/HostEngine/Simulation/ScenarioParser.swift", "data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]",
        "data[...]", "WindowsLineEndsEndToEndTests"),
    Mutant(
        "lint-baseline-unreadable-reason", "config:baseline",
        "a baseline that cannot be read says why, once",
        "Sources/ManifestLint/Engine/JSONFileSyntax.swift", "reason: \"cannot read the \\(kind) file: \\(reason)\")",
        "reason: \"cannot read the \\(kind) file\")", "LintCommandEndToEndTests"),
    Mutant(
        "render-font-size-non-negative", "render:svg-numbers",
        "a negative font size from a view is drawn as 0, never written into the SVG",
        "Sources/ShieldRendering/Screen/ScreenSVGRenderer.swift", "(\"font-size\", max(size, 0).svgNumber)",
        "(\"font-size\", size.svgNumber)", "NegativeFontSizeTests"),
    Mutant(
        "lint-en304-unread-entitlements", "lint:knock-on",
        "entitlements that could not be read give PL001 alone, no App Group finding",
        "Sources/ManifestLint/Rules/AppGroupNotShared.swift", "if let entitlements = target.entitlements, entitlements.root == nil { continue }",
        "", "LintCommandEndToEndTests"),
    Mutant(
        "widgets-reload-policy-known", "protocol:widget-answer",
        "a reload policy WidgetKit lacks (or .after without a date) is a malformed answer, named at its key",
        "Sources/HostProtocol/Widgets/WidgetMethods.swift", "kinds.contains(kind) && (kind != \"after\" || date?.isFinite == true)",
        "true", "ReloadPolicyDecodingTests"),
    Mutant(
        "widgets-locked-pass", "protected:widget-lock",
        "a widget is launched again under a lock that closes its protected files, so before the first unlock it reads nothing",
        "Sources/HostEngine/Widgets/WidgetLockPasses.swift",
        "let open = devices.filter { device in existing.allSatisfy { $0.opens(in: device.lock) } }",
        "let open = devices",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "parser-openstep-unquoted-plus", "parser:openstep-unquoted",
        "an unquoted OpenStep string may hold '+' (Foo+Extensions.swift)",
        MANIFEST + "Plist/OpenStepPlistParser.swift", "UInt8(ascii: \"$\"), UInt8(ascii: \"+\"), ",
        "UInt8(ascii: \"$\"), ", "OpenStepPlistReaderTests"),
    Mutant(
        "visit-choice-picks", "contract:extension-choice",
        "--action/--configuration pick the named extension among several",
        "Sources/HostEngine/Manifest/ExtensionChoice.swift",
        "        selected = ofPoint.filter { $0.matches(selector) }", "        selected = ofPoint",
        "ExtensionChoiceEndToEndTests"),

    # --- Parser bounds -----------------------------------------------------------------------
    Mutant(
        "parser-binary-offset-table", "parser:binary-offset-table", "a binary plist's offset table is bounds-checked",
        MANIFEST + "Plist/BinaryPlistParser.swift",
        "    guard offsetTable >= 9, !tableSize.overflow, offsetTable <= UInt64(trailer),\n      tableSize.partialValue <= UInt64(trailer) - offsetTable\n",
        "    guard offsetTable >= 9, !tableSize.overflow, offsetTable <= UInt64(trailer)\n", PLIST_TESTS),
    Mutant(
        "parser-binary-object-offset", "parser:binary-object-offset", "every object offset points into the object area",
        MANIFEST + "Plist/BinaryPlistParser.swift", "    guard value >= 8, value < UInt64(offsetTable) else {",
        "    guard value >= 8, value < UInt64(bytes.count) else {", PLIST_TESTS),
    Mutant(
        "parser-binary-cycle", "parser:binary-cycle", "a binary container that contains itself is refused",
        MANIFEST + "Plist/BinaryPlistParser.swift", "  private func offset(of reference: Int) throws(PlistError) -> Int {\n    guard reference >= 0, reference < objectCount else {",
        "  private func offset(of reference: Int) throws(PlistError) -> Int {\n    guard reference >= 0, reference <= objectCount else {",
        PLIST_TESTS),
    Mutant(
        "parser-xml-depth", "parser:xml-depth", "XML nesting is bounded without recursion",
        MANIFEST + "Plist/XMLPlistParser.swift", "          guard stack.count < limits.maximumDepth else {",
        "          guard stack.count <= limits.maximumDepth else {", PLIST_TESTS),
    Mutant(
        "parser-xml-internal-subset", "parser:xml-internal-subset", "a DOCTYPE internal subset is refused",
        MANIFEST + "Plist/XMLPlistParser+Markup.swift",
        "        throw unsafe(\"a DOCTYPE with an internal subset ('[') is refused: it can declare entities\", at: position)",
        "        break", PLIST_TESTS),
    Mutant(
        "parser-xml-entity", "parser:xml-entity", "entity declarations are refused anywhere",
        MANIFEST + "Plist/XMLPlistParser.swift",
        'if matches("<!ENTITY") || matches("<!DOCTYPE") || matches("<!ELEMENT") || matches("<!ATTLIST") {',
        'if matches("<!DOCTYPE") || matches("<!ELEMENT") || matches("<!ATTLIST") {', PLIST_TESTS),
    Mutant(
        "parser-lint-duplicate-large", "parser:duplicate-keys-large-dictionaries",
        "duplicate keys are flagged in dictionaries past 32 entries", "Sources/ManifestLint/Rules/PlistDuplicateKey.swift",
        "            earlier = seen[entry.key]\n", "            earlier = nil\n", "Lint"),
    Mutant(
        "parser-lint-duplicate-first", "parser:duplicate-keys-large-dictionaries",
        "every later duplicate names the first occurrence, in large dictionaries as in small",
        "Sources/ManifestLint/Rules/PlistDuplicateKey.swift",
        "            if earlier == nil { seen[entry.key] = entry }", "            seen[entry.key] = entry\n            _ = earlier",
        "Lint"),

    # --- Daemon admission ------------------------------------------------------------------
    Mutant(
        "daemon-quarantine-refuses", "daemon:quarantine", "a quarantined extension is refused until restart",
        "Sources/HostEngine/Daemon/RestartPolicy.swift",
        "  func shouldQuarantine(recentCrashes: Int) -> Bool { recentCrashes >= maxCrashes }",
        "  func shouldQuarantine(recentCrashes: Int) -> Bool { recentCrashes > maxCrashes }",
        "SupervisionValueTests|" + DAEMON_TESTS),
    Mutant(
        "daemon-live-socket", "daemon:live-socket", "a daemon never steals a live socket", HOST + "Commands/ServeCommand.swift",
        "    if UnixSocket.isLive(path) {", "    if UnixSocket.isLive(path) && Bool(false) {", DAEMON_TESTS),
    Mutant(
        "daemon-socket-owner-only", "daemon:socket-mode", "the control socket is the owner's alone",
        "Sources/HostEngine/Daemon/UnixSocket.swift", "    chmod(path, 0o600)", "    chmod(path, 0o666)", DAEMON_TESTS),
    Mutant(
        "daemon-restart-clears-quarantine", "daemon:restart", "restart clears the quarantine",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift", "    strikes = 0\n", "", DAEMON_TESTS),
    # --- DeviceActivity: Apple's startMonitoring limits and schedule rules ---------------------
    Mutant(
        "limit-monitoring-activities", "limit:MonitoringLimits.maximumActivities",
        "a 21st monitored activity throws excessiveActivities",
        PROTOCOL + "DeviceActivity/MonitoringLimits.swift",
        "if !monitored.contains(name), monitored.count >= maximumActivities { return .excessiveActivities }",
        "if !monitored.contains(name), monitored.count > maximumActivities { return .excessiveActivities }",
        DEVICE_ACTIVITY_TESTS),
    Mutant(
        "limit-monitoring-minimum-interval", "limit:MonitoringLimits.minimumInterval",
        "an interval under 15 minutes throws intervalTooShort",
        PROTOCOL + "DeviceActivity/MonitoringLimits.swift",
        "if interval.duration < minimumInterval { return .intervalTooShort }",
        "if interval.duration < minimumInterval - 60 { return .intervalTooShort }", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "limit-monitoring-maximum-interval", "limit:MonitoringLimits.maximumInterval",
        "an interval over a week throws intervalTooLong",
        PROTOCOL + "DeviceActivity/MonitoringLimits.swift",
        "if interval.duration > maximumInterval { return .intervalTooLong }",
        "if interval.duration > maximumInterval * 2 { return .intervalTooLong }", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-monitoring-unauthorized", "contract:monitoring-unauthorized",
        "startMonitoring without Family Controls authorization throws unauthorized",
        PROTOCOL + "DeviceActivity/MonitoringLimits.swift",
        "guard authorized else { return .unauthorized }", "_ = authorized", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-monitoring-invalid-components", "contract:monitoring-invalid-date-components",
        "components that match no future date throw invalidDateComponents",
        PROTOCOL + "DeviceActivity/MonitoringLimits.swift",
        "guard let interval = schedule.interval(at: now, timeZone: timeZone) else { return .invalidDateComponents }",
        "guard let interval = schedule.interval(at: now, timeZone: timeZone) else { return nil }", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-schedule-ongoing-interval", "contract:schedule-ongoing-interval",
        "nextInterval is the ongoing interval when one is ongoing (across midnight)",
        PROTOCOL + "DeviceActivity/ActivityScheduleRule.swift",
        "let previousEnd = Self.match(end, after: previous, in: calendar), previousEnd > now",
        "let previousEnd = Self.match(end, after: previous, in: calendar), previousEnd > now, false",
        DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-warning-clamps-to-start", "contract:warning-clamps-to-start",
        "a warning longer than the interval clamps to the interval's start",
        PROTOCOL + "DeviceActivity/ActivityScheduleRule.swift",
        "return max(interval.start, interval.end.addingTimeInterval(-lead))",
        "return interval.end.addingTimeInterval(-lead)", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-threshold-warning-lead", "contract:threshold-warning-lead",
        "the threshold warning comes warningTime before the threshold (Apple's 25-minute example)",
        PROTOCOL + "DeviceActivity/ActivityScheduleRule.swift",
        "return max(0, threshold - lead)", "return max(0, threshold)", DEVICE_ACTIVITY_TESTS),
    Mutant(
        "contract-stop-monitoring-empty-all", "contract:stop-monitoring-empty-stops-all",
        "stopMonitoring([]) stops every activity",
        "Sources/DeviceActivity/MonitoringBackend.swift",
        "if activities.isEmpty { state.registrations = [:] }", "if activities.isEmpty { }", DEVICE_ACTIVITY_TESTS),


    # --- simulate: when the simulated system delivers monitor callbacks -----------------------
    Mutant(
        "contract-interval-starts-at-first-use", "contract:interval-starts-at-first-use",
        "an interval starts at the first use of the device within it (Apple's intervalDidStart)",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "if !activity.started, interval.start <= now, now < interval.end, inUse {",
        "if !activity.started, interval.start <= now, now < interval.end {", SIMULATE_TESTS),
    Mutant(
        "contract-non-repeating-stops", "contract:non-repeating-schedule-stops",
        "a schedule that does not repeat gets no callbacks after its first end",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "guard activity.schedule.repeats, let next = activity.schedule.interval(at: interval.end, timeZone: timeZone) else {",
        "guard let next = activity.schedule.interval(at: interval.end, timeZone: timeZone) else {", SIMULATE_TESTS),
    Mutant(
        "contract-stop-ends-ongoing-interval", "contract:stop-ends-ongoing-interval",
        "stopping an activity whose interval is ongoing delivers intervalDidEnd",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "pending.append(Delivery(callback: .intervalDidEnd, activity: name, event: nil))",
        "_ = name", SIMULATE_TESTS),
    Mutant(
        "contract-includes-past-activity", "contract:includes-past-activity",
        "with includesPastActivity, use before monitoring started counts",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "if event.includesPastActivity {", "if false, event.includesPastActivity {", SIMULATE_TESTS),
    Mutant(
        "contract-threshold-reached", "contract:threshold-reached",
        "eventDidReachThreshold comes when the event's use reaches its threshold",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "if !activity.reached.contains(eventName), used >= threshold {",
        "if !activity.reached.contains(eventName), used > threshold {", SIMULATE_TESTS),
    Mutant(
        "finding-work-after-return", "contract:work-after-return",
        "a store write after the callback returned is refused and named work-after-return",
        "Sources/HostEngine/Simulation/MonitorService.swift",
        "guard state.callback?.connection == ObjectIdentifier(connection) else {", "guard true else {", SIMULATE_TESTS),
    Mutant(
        "finding-cleared-shields-of-another-activity", "contract:cleared-shields-of-another-activity",
        "clearing a setting another ongoing activity set is named, with the fix",
        "Sources/HostEngine/Simulation/MonitorService.swift",
        "if !others.isEmpty { state.clearedOthers.append((activity, change.setting, others.sorted())) }",
        "_ = others", SIMULATE_TESTS),
    Mutant(
        "limit-monitor-memory-budget", "limit:SimulationOptions.memoryBudgetBytes",
        "a monitor whose memory grows past the budget in one batch is named memory-budget-exceeded and ended",
        "Sources/HostEngine/Simulation/ScenarioPlayer+Delivery.swift",
        "if grown > budget, !gone {", "if grown > budget * 1024, !gone {", "SimulateEndToEndTests"),
    Mutant(
        "limit-monitor-memory-default", "limit:SimulationOptions.memoryBudgetBytes-default",
        "the memory budget is 6 MB unless --memory-budget says otherwise",
        "Sources/HostEngine/Simulation/SimulationOptions.swift",
        "public var memoryBudgetBytes: UInt64 = 6 << 20", "public var memoryBudgetBytes: UInt64 = 64 << 20",
        "SimulateEndToEndTests"),
    Mutant(
        "contract-protection-class-table", "contract:protection-class-opens",
        "complete-until-first-user-authentication files do not open before the first unlock (Apple's table)",
        PROTOCOL + "ProtectionClass.swift",
        "case (.none, _), (_, .unlocked), (.completeUntilFirstUserAuthentication, .locked): true",
        "case (.none, _), (_, .unlocked), (.completeUntilFirstUserAuthentication, _): true",
        "ProtectedDataEndToEndTests"),
    Mutant(
        "contract-protected-open-refused", "contract:protected-open-refused",
        "an extension's open of a protected App Group file is refused (EPERM) and named",
        "Sources/HostEngine/Store/ProtectedData.swift",
        "var allow = pid == host", "var allow = true", "ProtectedDataEndToEndTests"),
    Mutant(
        "contract-lock-before-first-unlock", "contract:lock-before-first-unlock",
        "locking a device that was not unlocked since its restart leaves it before its first unlock",
        "Sources/HostEngine/Simulation/Scenario.swift",
        "case .lock: state == .beforeFirstUnlock ? .beforeFirstUnlock : .locked", "case .lock: .locked",
        "ProtectedDataEndToEndTests"),
    Mutant(
        "parser-data-protection-entitlement", "parser:data-protection-entitlement",
        "a default-data-protection value Apple does not define is a set-up error (EN306) listing the values",
        PROTOCOL + "ProtectionClass.swift",
        "guard let value = ProtectionClass(rawValue: entitlementValue), Self.entitlementValues.contains(value) else { return nil }",
        "guard let value = ProtectionClass(rawValue: entitlementValue) else { return nil }",
        "ProtectedDataEndToEndTests|LintRuleExample"),
    Mutant(
        "contract-visit-device-state", "contract:visit-device-state",
        "visit --device-state locked refuses the extensions' opens of the files that state protects, each named",
        "Sources/HostEngine/Shield/VisitProtection.swift",
        "protection.guarded.enforce(device, on: protection.files)", "protection.guarded.enforce(.unlocked, on: protection.files)",
        "LockedVisitEndToEndTests"),
    Mutant(
        "contract-created-while-locked", "contract:created-while-locked",
        "a complete-unless-open file created while locked (an atomic write over a protected one) is not opened again",
        "Sources/HostEngine/Store/ProtectedData.swift",
        "      created.insert(identity)\n", "", "ProtectedDataPolicyTests|ProtectedDataEndToEndTests"),
    Mutant(
        "daemon-visit-device-state", "daemon:visit-device-state",
        "a host/visit's device state overrides the daemon's --device-state",
        "Sources/HostEngine/Daemon/HostDaemon.swift",
        "options.device = try request.checkedDevice() ?? configuration.device", "options.device = configuration.device",
        "LockedVisitEndToEndTests"),
    Mutant(
        "daemon-monitor-stopped-after-batch", "daemon:monitor-per-batch",
        "the daemon stops a monitor once its batch returned, as iOS does: it is never kept warm",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "    guard keepsWarm else {", "    guard keepsWarm || target.extensionPoint == .deviceActivityMonitor else {",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "daemon-monitor-restart-after-crash", "daemon:monitor-restarts",
        "a monitor's launch for a batch is no restart; only a launch after a crash is",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "totalCrashes > 0) : crashedSinceLaunch {", "totalCrashes > 0) : true {",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "daemon-monitor-work-after-return", "daemon:monitor-work-after-return",
        "a monitor's store write after its callback returned is refused and named work-after-return in the daemon too",
        "Sources/HostEngine/Daemon/MonitorBatch.swift",
        "    if late > 0 {", "    if late > 0, Bool(false) {",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "limit-daemon-monitor-callbacks", "daemon:monitor-batch-limit",
        "a host/monitor batch holds 1 to 64 callbacks; more is invalidParams naming the count",
        "Sources/HostEngine/Daemon/DaemonMonitorRequest+Checks.swift",
        "callbacks.count <= Self.maxCallbacks else {", "callbacks.count <= Self.maxCallbacks * 2 else {",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "daemon-monitor-device-state", "daemon:monitor-device-state",
        "a monitor batch runs in the daemon's --device-state (or its own), and its refused opens are noted",
        "Sources/HostEngine/Daemon/HostDaemon.swift",
        "      batch.device ?? configuration.device, service: shared,", "      DeviceState.unlocked, service: shared,",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "daemon-monitor-one-batch-at-a-time", "daemon:monitor-one-batch-at-a-time",
        "the daemon wakes a monitor with one batch at a time; each batch is judged alone",
        "Sources/HostEngine/Daemon/ExtensionSupervisor.swift",
        "    guard batchRunning else {", "    guard batchRunning, Bool(false) else {",
        "DaemonMonitorEndToEndTests"),
    Mutant(
        "parser-scenario-use-overlap", "parser:scenario-use-overlap",
        "a scenario step inside an ongoing use is an error at its line",
        "Sources/HostEngine/Simulation/ScenarioParser.swift",
        "if let busy = busyUntil, step.time < busy.time {", "if let busy = busyUntil, step.time < busy.time, false {",
        "ScenarioParserTests"),

    # --- Hostile input (issue 11): containment, numbers, bounds, text, deadlines ---------------
    Mutant(
        "hostile-name-executable-slash", "hostile:manifest-name-path", "an executable name with a '/' is a path, refused (AX114, launch)",
        MANIFEST + "Identifiers/ManifestName.swift", 'for scalar in name.unicodeScalars where scalar == "/" || isControl(scalar) {',
        "for scalar in name.unicodeScalars where isControl(scalar) {", "ManifestNameTests|ContainmentEndToEndTests"),
    Mutant(
        "hostile-name-dot-dot", "hostile:manifest-name-dot-dot", "'..' is not a file name (AX114, launch)",
        MANIFEST + "Identifiers/ManifestName.swift", 'if name == "." || name == ".." {', 'if name == "." {',
        "ManifestNameTests|ContainmentEndToEndTests"),
    Mutant(
        "hostile-build-setting-output-cap", "hostile:build-setting-output-cap", "build-setting expansion stops at 1 MiB of output (PL006)",
        MANIFEST + "BuildSettings/BuildSettingExpander.swift", "static let maximumOutputBytes = 1 << 20",
        "static let maximumOutputBytes = 1 << 24", "BuildSettingsTests|HostileLintEndToEndTests"),
    Mutant(
        "hostile-display-text-escape", "hostile:display-text", "ESC from outside never reaches the terminal raw (DisplayText)",
        MANIFEST + "Text/DisplayText.swift", "    case 0x00...0x1F, 0x7F...0x9F,", "    case 0x00...0x1A, 0x1C...0x1F, 0x7F...0x9F,",
        "DisplayTextTests|TextEscapingEndToEndTests"),
    Mutant(
        "hostile-display-text-bidi", "hostile:display-text-bidi", "bidi overrides are escaped in text output (DisplayText)",
        MANIFEST + "Text/DisplayText.swift", "0x2028, 0x2029, 0x202A...0x202E,", "0x2028, 0x2029,",
        "DisplayTextTests|TextEscapingEndToEndTests"),
    Mutant(
        "hostile-contained-walk-nofollow", "hostile:contained-directory-walk",
        "a link planted for a folder of the state directory is never followed (openat O_NOFOLLOW)",
        "Sources/HostEngine/Store/ContainedDirectory.swift",
        "      var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)",
        "      var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)",
        "ContainedDirectoryTests|ContainmentEndToEndTests"),
    Mutant(
        "hostile-contained-read-nofollow", "hostile:contained-directory-read",
        "a link planted for a file of the state directory is never read through (openat O_NOFOLLOW)",
        "Sources/HostEngine/Store/ContainedDirectory.swift",
        "    let file = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)",
        "    let file = openat(parent, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)",
        "ContainedDirectoryTests|ContainmentEndToEndTests"),
    Mutant(
        "hostile-number-rule-range", "hostile:number-rule", "a number outside its option's range is a usage error, never a trap (NumberRule)",
        "Sources/HostEngine/Support/NumberRule.swift", "value.isFinite && range.contains(value) &&",
        "value.isFinite && value >= range.lowerBound &&", "CommandLineEndToEndTests|DaemonRequestChecksEndToEndTests"),
    Mutant(
        "hostile-number-rule-whole", "hostile:number-rule-whole", "a count must be a whole number (NumberRule)",
        "Sources/HostEngine/Support/NumberRule.swift", "(!isWhole || value.rounded() == value)", "(!isWhole || true)",
        "CommandLineEndToEndTests"),
    Mutant(
        "hostile-outgoing-queue-cap", "hostile:outgoing-queue", "at most 4 MiB waits for an extension that does not read",
        "Sources/HostEngine/Process/OutgoingQueue.swift", "    guard count + bytes.count <= limit else { return false }",
        "    guard Bool(true) else { return false }", "OutgoingQueueTests|HostileExtensionEndToEndTests"),
    Mutant(
        "hostile-log-budget", "hostile:log-budget", "a visit keeps the first 200 $/log messages and counts the rest",
        "Sources/HostEngine/Supervision/ExtensionConnection.swift", "  static let limit = 200", "  static let limit = 2000",
        "BoundedRecordsTests|HostileExtensionEndToEndTests"),
    Mutant(
        "hostile-shared-state-findings", "hostile:shared-state-findings", "a visit keeps at most 64 App Group findings",
        "Sources/HostEngine/Store/SharedStateFinding.swift", "  static let maxFindings = 64", "  static let maxFindings = 640",
        "BoundedRecordsTests|HostileExtensionEndToEndTests"),
    Mutant(
        "hostile-max-stores", "hostile:max-stores", "an app keeps at most 50 ManagedSettingsStores",
        "Sources/HostEngine/Store/ManagedSettingsState.swift", "  static let maxStores = 50", "  static let maxStores = 60",
        "BoundedRecordsTests|HostileExtensionEndToEndTests"),
    Mutant(
        "hostile-daemon-max-clients", "hostile:daemon-max-clients", "the daemon serves at most 64 clients and tells the next why",
        "Sources/HostEngine/Daemon/ControlServer.swift", "  static let maxClients = 64", "  static let maxClients = 6400",
        "HostileDaemonEndToEndTests"),
    Mutant(
        "hostile-daemon-emfile-keeps-listener", "hostile:daemon-emfile", "accept failing for lack of descriptors keeps the listener",
        "Sources/HostEngine/Daemon/ControlServer.swift", "          backoff = min(backoff * 2, 500_000)\n          continue",
        "          backoff = min(backoff * 2, 500_000)\n          break", "HostileDaemonEndToEndTests"),
    Mutant(
        "hostile-daemon-reply-cap", "hostile:daemon-reply-cap", "a client that never reads its replies is dropped past 4 MiB",
        "Sources/HostEngine/Daemon/ControlServer.swift", "  static let maxQueuedReplyBytes = 4 << 20",
        "  static let maxQueuedReplyBytes = 4 << 30", "HostileDaemonEndToEndTests"),
    Mutant(
        "hostile-serve-never-deletes-a-file", "hostile:serve-socket-path", "serve --socket never deletes what is not a socket",
        HOST + "Commands/ServeCommand.swift", "    guard status.st_mode & S_IFMT == S_IFSOCK else {",
        "    guard Bool(true) else {", "HostileDaemonEndToEndTests"),
    Mutant(
        "hostile-orphans-killed", "hostile:orphans", "a grandchild that calls setsid() does not outlive a one-shot visit",
        HOST + "Commands/VisitCommand.swift", "      defer { Descendants.killOrphans() }", "      defer {}",
        "HostileExtensionEndToEndTests"),
    Mutant(
        "hostile-client-deadline-not-charged", "hostile:client-deadline",
        "a daemon client's deadline shorter than the contract's charges the extension nothing (RequestDeadline)",
        "Sources/HostEngine/Shield/RequestDeadline.swift", "    self.contract = max(asked, contract ?? asked)",
        "    self.contract = asked", "DaemonClientDeadlineEndToEndTests"),
    Mutant(
        "hostile-two-content-lengths", "hostile:two-content-lengths", "a frame with two Content-Length fields is a framing error",
        PROTOCOL + "Framing/FrameDecoder.swift",
        '        if let first = length { throw .invalidContentLength("\\(first), then \\(value): two Content-Length fields") }\n',
        "", FRAMING_TESTS + "|FakeExtensionCorpusTests"),
    Mutant(
        "hostile-launch-unprivileged", "hostile:launch-unprivileged",
        "an extension starts with no capability and no_new_privs, even under a root host (ChildProcess)",
        "Sources/HostEngine/Process/ChildProcess.swift", "        Int32(HOSTSHIMS_SPAWN_UNPRIVILEGED), &failedStep)",
        "        0, &failedStep)", "LaunchPrivilegesEndToEndTests|ChildProcessTests"),
    Mutant(
        "hostile-launch-no-new-privs", "hostile:launch-no-new-privs",
        "nothing an extension executes gains privileges: a setuid bit is ignored (PR_SET_NO_NEW_PRIVS)",
        "Sources/CHostShims/shims.c", "  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;\n", "",
        "LaunchPrivilegesEndToEndTests|ChildProcessTests"),
    Mutant(
        "hostile-launch-empty-capability-sets", "hostile:launch-empty-capability-sets",
        "an extension's effective, permitted and inheritable sets are empty (capset)",
        "Sources/CHostShims/shims.c", "  if (syscall(SYS_capset, &header, none) != 0) return errno;\n", "",
        "LaunchPrivilegesEndToEndTests"),
    Mutant(
        "hostile-launch-bounding-set", "hostile:launch-bounding-set",
        "an extension's bounding set is empty when the host may drop it (PR_CAPBSET_DROP)",
        "Sources/CHostShims/shims.c", "    if (held < 0) break;  // EINVAL: past the kernel's last capability",
        "    if (held < 0 || 1) break;", "LaunchPrivilegesEndToEndTests"),
    Mutant(
        "hostile-launch-closes-descriptors", "hostile:launch-closes-descriptors",
        "a child gets only its mapped descriptors, even one the host left inheritable (close_range)",
        "Sources/CHostShims/shims.c", "  if (syscall(SYS_close_range, plan->closeFrom, ~0U, 0) != 0) {",
        "  if (0) {", "ChildProcessTests"),
    Mutant(
        "hostile-number-rule-decimal", "hostile:number-rule-decimal",
        "a number on the command line is plain decimal: 0x10, 1e3, +5 and inf are usage errors (NumberRule)",
        "Sources/HostEngine/Support/NumberRule.swift", "    guard Self.isPlainDecimal(text), let value = Double(text), accepts(value) else { return nil }",
        "    guard let value = Double(text), accepts(value) else { return nil }", "CommandLineEndToEndTests"),
    Mutant(
        "hostile-null-id-error-unsolicited", "hostile:null-id-error",
        "an error with id null is valid JSON-RPC: unsolicited-response, and the extension goes on",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        'addFault(.unsolicitedResponse, "reported an error for no request (id null)',
        'addFault(.garbageOnProtocolPipe, "reported an error for no request (id null)', "FakeExtensionFaultKindTests"),
    Mutant(
        "hostile-partial-frame-one-finding", "hostile:partial-frame-one-finding",
        "a partial frame then silence is one unresponsive, not also a framing violation at the host's stop",
        "Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift",
        "    if case .truncated(let expected, let received) = error, let missed = deadlineMissedBeforeTheHostStoppedIt {",
        "    if case .truncated(let expected, let received) = error, let missed = deadlineMissedBeforeTheHostStoppedIt, Bool(false) {",
        "FakeExtensionFaultKindTests"),
    Mutant(
        "contract-launch-rules-are-lints", "contract:launch-rules",
        "a launch refuses a manifest exactly on lint's launch-blocking errors, same rule and place (LaunchRules)",
        "Sources/ManifestLint/Engine/LaunchRules.swift",
        "  package static let all: [any LintRule.Type] = LintRules.all.filter { $0.description.blocksLaunch }",
        "  package static let all: [any LintRule.Type] = LintRules.all.filter { _ in false }",
        "LintAndLaunchAgreementTests|ContainmentEndToEndTests"),
    Mutant(
        "parser-xcconfig-every-missing-include", "parser:xcconfig-includes",
        "each missing include of one xcconfig is its own finding",
        "Sources/ManifestLint/Model/LintProject.swift",
        'where seen.insert(file.error.map { file.path + "\\u{0}\\($0.location) \\($0.reason)" } ?? file.path).inserted {',
        "where seen.insert(file.path).inserted {", "XcodeProjectTests"),
    Mutant(
        "parser-generic-json-key-twice", "parser:generic-json-declines",
        "the generic JSON writer declines a key written twice into one object (JSONEncoder keeps the last)",
        PROTOCOL + "JSON/JSONOutputEncoder.swift",
        "    guard !frames[depth - 1].keys.contains(name) else {", "    guard !frames[depth - 1].keys.isEmpty || true else {",
        "GenericJSONCoderTests"),
    Mutant(
        "parser-generic-json-decline-sticks", "parser:generic-json-declines",
        "a decline the type's own code catches still sends the whole value to JSONDecoder",
        PROTOCOL + "JSON/JSONValueDecoder.swift",
        "guard let decoded = try? state.decode(type, from: value), !state.declined else { return nil }",
        "guard let decoded = try? state.decode(type, from: value) else { return nil }", "GenericJSONCoderTests"),
    # --- Lint rules whose findings come from the engine, not from their `check` ---------------
    Mutant(
        "lint-LN001", "lint:LN001", "LN001 suppression-unused reports a suppression that silences nothing",
        "Sources/ManifestLint/Rules/SuppressionIsUsed.swift",
        "    if enabled.contains(description.id), !used,", "    if enabled.contains(description.id), !used, false,",
        "Lint"),
    Mutant(
        "lint-LN002", "lint:LN002", "LN002 suppression-malformed reports a suppression without rule or reason",
        "Sources/ManifestLint/Rules/SuppressionIsWellFormed.swift",
        "    guard enabled.contains(description.id) else { return [] }",
        "    guard enabled.contains(description.id), false else { return [] }", "Lint"),

    # --- The App Switcher check (issue 22): each finding, the legibility model, the lifecycle --
    Mutant(
        'switcher-snapshot-shows-content', 'appswitcher:snapshot-shows-content', 'content readable in the snapshot is named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      .snapshotShowsContent, what,',
        '      .windowOrderUnsure, what,', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-swiftui-app-reads-scene-phase', 'appswitcher:swiftui-app-reads-scene-phase',
        "a SwiftUI app's body reads the scene's phase at each capture, so its cover shows in the card",
        'Sources/SwiftUI/App/AppHost.swift', '    installEnvironment(environment, into: app)\n', '',
        'SwiftUIAppEndToEndTests'),
    Mutant(
        'switcher-swiftui-app-adaptor-called', 'appswitcher:swiftui-app-adaptor-called',
        "a SwiftUI app's @UIApplicationDelegateAdaptor delegate is called",
        'Sources/SwiftUI/App/AppHost.swift',
        '  private func pass(_ call: (any UIApplicationDelegate) -> Void) { forward(to: AppHost.current?.delegate, call) }',
        '  private func pass(_ call: (any UIApplicationDelegate) -> Void) { forward(to: nil, call) }',
        'SwiftUIAppEndToEndTests'),
    Mutant(
        'switcher-swiftui-app-scene-delegate', 'appswitcher:swiftui-app-scene-delegate',
        "the scene delegate a SwiftUI app's delegate names gets the scene's callbacks",
        'Sources/SwiftUI/App/AppHost.swift', '    if let type = Self.appDelegateClass as? UIResponder.Type {',
        '    if let type = Self.appDelegateClass as? UIResponder.Type, false {', 'SwiftUIAppEndToEndTests'),
    Mutant(
        'switcher-cover-animated', 'appswitcher:cover-animated', "a cover animated in is named as the snapshot's cause",
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '    if Self.contentShown(settled, content: content).isEmpty {',
        '    if Bool(false) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-cover-too-thin', 'appswitcher:cover-too-thin', 'a material large text reads through is named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '    if let blur = shown.compactMap(\\.readableThroughBlur).first,',
        '    if let blur = shown.compactMap(\\.readableThroughBlur).first, Bool(false),', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-cover-misses-presented', 'appswitcher:cover-misses-presented-view-controller', 'a cover below a presented view controller is named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '    if coverAdded {',
        '    if Bool(false) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-app-delegate-in-scene-app', 'appswitcher:app-delegate-lifecycle-in-scene-app', 'app-delegate lifecycle code in a scene app is named with its place',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '    if let first = skipped.first {',
        '    if let first = skipped.first, Bool(false) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-inactive-shows-content', 'appswitcher:inactive-shows-content', 'content readable while inactive is a warning',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      if step.event == AppEvent.inactive.rawValue, step.state == "inactive" {',
        '      if Bool(false) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-cover-left-while-active', 'appswitcher:cover-left-while-active', 'a cover left while active is named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '        if index > 0, let left = coverLeft(reading, content: content) {',
        '        if Bool(false), let left = coverLeft(reading, content: content) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-covers-pile-up', 'appswitcher:covers-pile-up', 'covers that pile up over resigns are named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      if covers >= 2 {',
        '      if covers >= 20 {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-covers-counted-as-added', 'appswitcher:covers-pile-up',
        'covers are counted as added views, not opaque layers: one cover of two full-screen layers is no pile-up',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift',
        '      if let addedAt, depth >= 1, isFullScreenOpaque(node, on: screen) { added.insert(addedAt) }',
        '      if let addedAt, depth >= 1, isFullScreenOpaque(node, on: screen) { added.insert(added.count) }',
        'AppSwitcherEndToEndTests/oneCoverOfTwoLayersIsNotAPileUp'),
    Mutant(
        'switcher-scene-delegate-not-found', 'appswitcher:scene-delegate-not-found', 'a scene delegate class that is not there is named at its line',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      if note.hasPrefix("scene delegate class") {',
        '      if note.hasPrefix("never") {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-configuration-not-found', 'appswitcher:scene-configuration-not-found', 'a configuration name the Info.plist lacks is named',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      } else if note.hasPrefix("the scene configuration") {',
        '      } else if note.hasPrefix("never") {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-window-order-unsure', 'appswitcher:window-order-unsure', 'windows sharing a level are reported, not ordered',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift', '      if !reading.levelsOfUnsureOrder.isEmpty {',
        '      if Bool(false) {', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-callback-crashed', 'appswitcher:callback-crashed', 'a crash in a callback is named with the callback',
        'Sources/HostEngine/AppSwitcher/AppDeparture.swift', '        .callbackCrashed, "the app crashed',
        '        .launchFailed, "the app crashed', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-malformed-answer', 'appswitcher:malformed-answer', 'an app the host stopped for breaking the protocol did not crash',
        'Sources/HostEngine/AppSwitcher/AppTour.swift', '    case .extensionGone where connection.protocolBreak != nil:',
        '    case .extensionGone where Bool(false):', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-callback-blocked', 'appswitcher:callback-blocked', 'a callback past the limit is named with the callback',
        'Sources/HostEngine/AppSwitcher/AppTour.swift', '          .callbackBlocked,',
        '          .callbackCrashed,', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-launch-failed', 'appswitcher:launch-failed', 'an app that refuses the launch is named',
        'Sources/HostEngine/AppSwitcher/AppDeparture.swift', '        .launchFailed, "the app exited with status \\(code) before it answered',
        '        .callbackCrashed, "the app exited with status \\(code) before it answered', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-limit-callback', 'limit:AppSwitcherOptions.callbackLimit', 'a callback gets about five seconds, as iOS gives',
        'Sources/HostEngine/AppSwitcher/AppSwitcherOptions.swift', 'callbackLimit: Duration = .seconds(5)',
        'callbackLimit: Duration = .seconds(50)', 'AppSwitcherLimitsTests'),
    Mutant(
        'switcher-legibility-transparent', 'appswitcher:legibility-transparent', 'text below 0.1 opacity cannot be read',
        'Sources/ShieldRendering/Screen/Legibility.swift', '  public static let minimumOpacity = 0.1',
        '  public static let minimumOpacity = 0.0', 'LegibilityTests'),
    Mutant(
        'switcher-legibility-opaque-cover', 'appswitcher:legibility-opaque-cover', 'a view above text hides it from 0.9 opacity',
        'Sources/ShieldRendering/Screen/Legibility.swift', '  public static let coveringOpacity = 0.9',
        '  public static let coveringOpacity = 0.4', 'LegibilityTests'),
    Mutant(
        'switcher-legibility-same-level', 'appswitcher:legibility-same-level', 'windows of one level never cover each other',
        'Sources/ShieldRendering/Screen/Legibility.swift', '      if above.window != view.window, above.level == view.level, unsure.contains(view.level) { continue }\n',
        '', 'LegibilityTests'),
    Mutant(
        'switcher-legibility-ultra-thin', 'appswitcher:legibility-blur', 'a large title reads through ultra thin material, body text does not',
        'Sources/ShieldRendering/Screen/BlurLegibility.swift', '    case 6, 11, 16: 28  // systemUltraThinMaterial, …Light, …Dark',
        '    case 6, 11, 16: 12  // systemUltraThinMaterial, …Light, …Dark', 'LegibilityTests|AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-snapshot-before-animations', 'appswitcher:snapshot-timing', 'the snapshot sees animations started in the callback at their start',
        'Sources/UIKit/Views/AnimationClock.swift', '    guard now > animation.start else { return 0 }',
        '    guard now > animation.start else { return 1 }', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-background-resigns-first', 'appswitcher:lifecycle-order', 'background from active resigns first, as iOS does',
        'Sources/UIKit/App/AppLifecycleDriver.swift', '    case (.background, .active):\n      resignActive()\n',
        '    case (.background, .active):\n', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-output-flood', 'appswitcher:output-flood', 'an app that floods its output is named against the step',
        'Sources/HostEngine/AppSwitcher/AppTour.swift', '    guard total > budget,',
        '    guard total > budget * 100_000,', 'AppSwitcherEndToEndTests'),
    Mutant(
        'switcher-auto-layout-solved', 'appswitcher:auto-layout', 'constraints are solved when a view lays out its subviews',
        'Sources/UIKit/Views/UIView.swift', '  open func layoutSubviews() { AutoLayoutSolver.layOutSubviews(of: self) }',
        '  open func layoutSubviews() {}', 'AutoLayoutTests|AppSwitcherEndToEndTests'),
    # --- Widgets (issue 23): SwiftUI's redaction rules and the evaluator's limits ---------------
    Mutant(
        "widgets-environment-object-field", "widgets:environment-fields",
        "an @EnvironmentObject field is found by the generic struct it specializes",
        "Sources/SwiftUI/Views/Environment.swift",
        "generics: [Environment<Int>.self, EnvironmentObject<AnyObservableObject>.self]", "generics: [Environment<Int>.self]",
        "EnvironmentInstallationTests"),
    Mutant(
        "contract-oslog-missing-argument", "contract:logging",
        "os_log writes <missing> for a specifier without a value instead of formatting past its arguments",
        "Sources/os/LogFormat.swift",
        "      guard next < args.count else {", "      guard next < args.count || next == 0 else {",
        "LogFormatTests"),
    Mutant(
        "appswitcher-tab-selection", "appswitcher:swiftui-screens",
        "a TabView shows the tab whose tag equals its selection, not always the first",
        "Sources/SwiftUI/Views/Selection.swift",
        "guard let shown = tabs.first(where: \\.isMarkedSelected) ?? tabs.first else {", "guard let shown = tabs.first else {",
        "AppScreenViewsTests"),
    Mutant(
        "appswitcher-button-configuration", "appswitcher:uikit-controls",
        "a button made from a configuration shows the configuration's title",
        "Sources/UIKit/Views/UIButton.swift",
        "    refresh()  // an initializer's own assignment runs no observer\n", "",
        "UIKitControlsTests"),
    Mutant(
        "widgets-text-relative-moment", "widgets:text-interpolation",
        "a relative date interpolated in a Text is written for the moment the text is read",
        "Sources/BundleResources/String+LocalizationValue.swift",
        "          result += text.write(moment())", "          result += text.write(.current)",
        "TextInterpolationTests"),
    Mutant(
        "appswitcher-presentation-drawn", "appswitcher:swiftui-screens",
        "a presentation up at the snapshot is drawn over the view it is presented from",
        "Sources/SwiftUI/Views/Presentations.swift",
        "    guard let presentation, !nodes.isEmpty else { return nodes }", "    guard presentation == nil, let presentation, !nodes.isEmpty else { return nodes }",
        "AppScreenViewsTests"),
    Mutant(
        "appswitcher-state-kept-by-place", "appswitcher:swiftui-screens",
        "a child view's @State outlives the body that made it: a new copy at the same place reads the first one's storage",
        "Sources/SwiftUI/Views/StateLedger.swift",
        "for (new, old) in zip(storage, earlier.storage) where new !== old { new.adopt(old) }",
        "for (new, old) in zip(storage, earlier.storage) where new === old { new.adopt(old) }",
        "StateLedgerTests|aSwiftUIPrivacyScreenCoversTheSnapshot"),
    Mutant(
        "appswitcher-state-object-made-on-first-evaluation", "appswitcher:swiftui-screens",
        "a @StateObject is made when its view is first evaluated, whether or not body reads it",
        "Sources/SwiftUI/Views/StateLedger.swift",
        "    for each in storage { each.install() }", "    for each in storage { _ = each }",
        "StateLedgerTests/anUnreadStateObject|SwiftUIAppEndToEndTests/anUnreadStateObject"),
    Mutant(
        "appswitcher-onreceive-subscribed", "appswitcher:swiftui-screens",
        "a hosted view's onReceive keeps its subscription, so a notification posted before the snapshot runs its action",
        "Sources/SwiftUI/Views/OnReceive.swift",
        "    kept[next] = subscription", "    _ = subscription",
        "CombineOperatorsTests|aSwiftUIPrivacyScreenCoversTheSnapshot"),
    Mutant(
        "widgets-custom-gauge-style", "widgets:view-evaluation",
        "an app's own gauge style draws the gauge from its configuration",
        "Sources/SwiftUI/Views/Gauge.swift",
        "    if let style = context.environment.customGaugeStyle {",
        "    if let style = context.environment.customGaugeStyle, style._builtInName != nil {",
        "CustomStylesTests"),
    Mutant(
        "widgets-gauge-labels-by-style", "widgets:view-evaluation",
        "a Lock Screen ring shows only the labels its style draws: accessoryCircular's bounds, not its label",
        "Sources/SwiftUI/Views/Gauge.swift",
        '    case "accessoryCircular": [.currentValue, hasBounds ? .bounds : .label]',
        '    case "accessoryCircular": [.label, .currentValue, .bounds]',
        "CircularGaugeTests|aGlucoseRingShowsTheReadingAndItsBoundsNotItsLabel"),
    Mutant(
        "widgets-gauge-wrapped-labels-absent", "widgets:view-evaluation",
        "a built-in gauge style inside an app's own one knows which labels the gauge lacked (nil in the configuration)",
        "Sources/SwiftUI/Views/Gauge.swift",
        "  return (view as? any OptionalLabel)?.isNone != true",
        "  return true",
        "CircularGaugeTests"),
    Mutant(
        "widgets-custom-toggle-style", "widgets:view-evaluation",
        "an app's own toggle style draws the toggle from whether it is on",
        "Sources/SwiftUI/Views/Controls.swift",
        "ToggleStyleConfiguration(label: AnyView(label), isOn: isOn)",
        "ToggleStyleConfiguration(label: AnyView(label), isOn: .constant(false))",
        "CustomStylesTests"),
    Mutant(
        "widgets-environment-optional-default", "widgets:environment-fields",
        "an environment key whose value is optional reads its default, not nil, until a view sets it",
        "Sources/SwiftUI/Views/EnvironmentValues.swift",
        "      guard let stored = storage[ObjectIdentifier(key)] else { return Key.defaultValue }",
        "      let stored: Any? = storage[ObjectIdentifier(key)]",
        "DeviceEnvironmentTests"),
    Mutant(
        "appswitcher-layer-cover-captured", "appswitcher:uikit-capture",
        "a layer an app adds over its window (a Core Animation cover) is captured above the window's views",
        "Sources/UIKit/App/ViewCapture.swift",
        "      + view.layer.addedSublayers.map(Self.node)\n",
        "\n",
        "aLayerAddedOverTheWindowCoversTheSnapshot"),
    Mutant(
        "appswitcher-public-text-whole", "appswitcher:public-text",
        "a --public pattern exempts only the texts it matches whole, not every text it occurs in",
        "Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift",
        "!publicText.contains { text.text.wholeMatch(of: $0) != nil }",
        "!publicText.contains { text.text.firstMatch(of: $0) != nil }",
        "aScreenRedactedWhileInactiveHidesItsSensitiveTextInTheSnapshot"),
    Mutant(
        "appswitcher-phase-each-transition", "appswitcher:swiftui-phase-each-transition",
        "a hosted SwiftUI view updates after each lifecycle transition, so it sees .inactive on the way to .background",
        "Sources/UIKit/App/AppLifecycleDriver.swift",
        "    ViewCapture.updateHostedContent()  // SwiftUI sees .inactive before any later step's phase\n", "",
        "aSwiftUIPrivacyScreenCoversTheSnapshot"),
    Mutant(
        "appswitcher-appearance-runs", "appswitcher:swiftui-appearance-runs",
        "onAppear and task run in an app as their view first shows",
        "Sources/SwiftUI/Views/OnAppear.swift",
        "    context.environment.viewGraph?.appearances.observe(appear: appear, disappear: disappear, taskID: taskID)\n", "",
        "aTaskThatUnlocksAtLaunchRunsAndTheLockCoversTheCard|AppearanceLedgerTests"),
    Mutant(
        "widgets-picture-inline-above-clock", "widgets:picture-inline-above-clock",
        "the inline accessory is drawn in the date's line above the clock",
        "Sources/ShieldRendering/Screen/WidgetSVGRenderer.swift",
        "    let y = family == \"accessoryInline\" ? inlineTop : isAccessory ? 250.0 : 90.0",
        "    let y = isAccessory ? 250.0 : 90.0",
        "theInlineAccessorySitsAboveTheClock"),
    Mutant(
        "widgets-standby-environment", "widgets:standby-environment",
        "a home screen widget seen locked is evaluated for StandBy: dark, its container background removed",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift",
        "    let standBy = WidgetScreen.isStandBy(family: family, locked: locked)",
        "    let standBy = WidgetScreen.isStandBy(family: family, locked: locked) && family.isEmpty",
        "aHomeScreenWidgetSeenLockedIsEvaluatedForStandBy"),
    Mutant(
        "widgets-standby-layout-background", "widgets:standby-environment",
        "the layout draws the container background as the environment says (not in StandBy), one rule for both",
        "Sources/WidgetKit/WidgetRequests.swift",
        "showsContainerBackground: environment.showsWidgetContainerBackground,",
        "showsContainerBackground: !family.isAccessory,",
        "aHomeScreenWidgetSeenLockedIsEvaluatedForStandBy"),
    Mutant(
        "widgets-picture-standby", "widgets:picture-standby",
        "a system family seen locked is drawn in StandBy, on its side and without its background",
        "Sources/ShieldRendering/Screen/WidgetSVGRenderer.swift",
        "    let standBy = WidgetScreen.isStandBy(family: family, locked: locked)",
        "    let standBy = WidgetScreen.isStandBy(family: family, locked: locked) && family.isEmpty",
        "aLockedHomeScreenWidgetIsDrawnInStandBy"),
    Mutant(
        "widgets-system-format-sign", "widgets:system-format",
        "an offset shows its sign as the strategy says: automatic puts one only before a negative offset",
        "Sources/SwiftUI/Views/Text+SystemFormatStyle.swift",
        "      default: showsSign = seconds < 0",
        "      default: showsSign = seconds != 0",
        "SystemFormatStyleTests"),
    Mutant(
        "widgets-system-format-moment", "widgets:system-format",
        "a system format inside a sentence is written for the moment the sentence is read, not when it was made",
        "Sources/SwiftUI/LocalizedStringKey.swift",
        "    case .ticking(let identity, let write): appendDeferred(identity: identity, write)\n",
        "",
        "SystemFormatStyleTests|RealStyleWidgetTests"),
    Mutant(
        "report-scenes-contexts", "sdk:device-activity-report",
        "a report extension's body of several scenes answers every scene's context, in order",
        "Sources/SwiftUI/DeviceActivityReport/DeviceActivityReportScene.swift",
        "    for scene in repeat each scenes { contexts += scene._contexts }",
        "    for scene in repeat each scenes { contexts = scene._contexts }",
        "DeviceActivityReportTests"),
    Mutant(
        "keychain-after-first-unlock-class", "protected:keychain-accessibility",
        "an AfterFirstUnlock item's secret is of class complete until first user authentication, readable while locked",
        "Sources/HostProtocol/Keychain/KeychainLayout.swift",
        "    (\"kSecAttrAccessibleAfterFirstUnlock\", \"ck\", .completeUntilFirstUserAuthentication),",
        "    (\"kSecAttrAccessibleAfterFirstUnlock\", \"ck\", .complete),",
        "KeychainEndToEndTests"),
    Mutant(
        "keychain-secrets-guarded", "protected:keychain-guarded",
        "the guard marks the Keychain's secret folders of the classes the state closes",
        "Sources/HostEngine/Store/ProtectedData.swift",
        "    containers.map { ($0, protection) } + keychainAreas",
        "    containers.map { ($0, protection) }",
        "KeychainEndToEndTests"),
    Mutant(
        "keychain-access-groups", "sdk:keychain-access-groups",
        "a search without a group looks only in the process's own access groups",
        "Sources/Security/Keychain/KeychainQuery.swift",
        "    (itemClass == item.itemClass) && (accessGroup.map { $0 == item.accessGroup } ?? groups(item.accessGroup))",
        "    (itemClass == item.itemClass) && (accessGroup.map { $0 == item.accessGroup } ?? true)",
        "KeychainTests"),
    Mutant(
        "switcher-drawn-content", "switcher:drawn-content",
        "the capture reads what a view draws in draw(_:) beneath its subviews",
        "Sources/UIKit/App/ViewCapture.swift",
        "      drawnContent(of: view) + picture + ((view as? any HostedContent)?.hostedNodes() ?? []) + view.subviews.map(Self.node)",
        "      picture + ((view as? any HostedContent)?.hostedNodes() ?? []) + view.subviews.map(Self.node)",
        "DrawnContentEndToEndTests|UIKitDrawingTests"),
    Mutant(
        "switcher-blur-intensity", "switcher:blur-intensity",
        "a blur part-way in (a paused animator's intensity) shows only as strongly as it has gone",
        "Sources/UIKit/App/ViewCapture.swift",
        "        node.alpha *= Double(intensity)",
        "        _ = intensity",
        "DrawnContentEndToEndTests|UIViewPropertyAnimatorTests"),
    Mutant(
        "switcher-image-picture", "switcher:image-picture",
        "an image of views (drawHierarchy) shown in an image view shows the text it pictured",
        "Sources/UIKit/App/ViewCapture.swift",
        "        node.children = [.picture(image.picture, drawnAt: image.size, shownIn: imageView.bounds)]",
        "        _ = image",
        "DrawnContentEndToEndTests|UIKitDrawingTests"),
    Mutant(
        "switcher-view-transform", "switcher:view-transform",
        "a view is captured transformed about its centre: a cover shrunk to nothing covers nothing",
        "Sources/UIKit/App/ViewCapture.swift",
        "    return node.transformed(by: clock.presentedTransform(of: view))",
        "    return node",
        "UIViewTransformTests|DrawnContentEndToEndTests"),
    Mutant(
        "switcher-core-image-blur", "switcher:core-image-blur",
        "a picture blurred with Core Image keeps a blur over it, as strong as its radius",
        "Sources/UIKit/Drawing/CoreImage.swift",
        "    guard !image.picture.isEmpty, points >= 1 else { return self }",
        "    guard !image.picture.isEmpty, points >= .infinity else { return self }",
        "DrawnContentEndToEndTests"),
    Mutant(
        "duration-zero-middle", "sdk:date-components-formatter",
        "a labelled duration drops its zero units in the middle too (\"1h 5s\")",
        "Sources/FoundationAdditions/DurationFormat.swift",
        "        return !drop.contains(.dropMiddle)",
        "        return true",
        "DateComponentsFormatterTests"),
    Mutant(
        "duration-round-smallest", "sdk:date-components-formatter",
        "the smallest unit written is rounded to the nearest, not cut",
        "Sources/FoundationAdditions/DurationFormat.swift",
        "      return startDate.addingTimeInterval((seconds / step).rounded() * step)",
        "      return startDate.addingTimeInterval((seconds / step).rounded(.down) * step)",
        "DateComponentsFormatterTests|DeviceActivityReportTests"),
    Mutant(
        "widgets-offset-moves", "widgets:layout-offset",
        "offset(x:y:) draws the view moved, its neighbours where they were",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "      wrapper.children = [place(node, modifiers: inner, in: local.offsetBy(dx: x, dy: y))]",
        "      wrapper.children = [place(node, modifiers: inner, in: local)]",
        "anOffsetMovesTheViewAndNotItsNeighbours"),
    Mutant(
        "widgets-gauge-circular-ring", "widgets:gauge-circular-ring",
        "a circular gauge is drawn as a ring, not a bar along the bottom",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "    case .gauge where Self.circularGaugeStyles.contains(node.style ?? \"\"):",
        "    case .gauge where Self.circularGaugeStyles.contains(node.style ?? \"\") && node.value == -1:",
        "CircularGaugeTests"),
    Mutant(
        "widgets-gauge-ring-dash", "widgets:gauge-circular-ring",
        "a ring's part is drawn as a dash of its length, not the whole circle",
        "Sources/ShieldRendering/Screen/ScreenSVGRenderer.swift",
        "    if length < 1 {",
        "    if length > 1 {",
        "theRendererDrawsTheRingsPartAsADash|aQuarterFullRingIsLitOnlyWhereItsValueIs"),
    Mutant(
        "widgets-content-margins", "widgets:content-margins",
        "a home screen widget's content sits inside WidgetKit's 16-point margins unless it disables them",
        "Sources/WidgetKit/WidgetRequests.swift",
        "      contentMargins: widget.contentMarginsDisabled ? EdgeInsets() : family.defaultContentMargins, typeName: widget.kind)",
        "      contentMargins: EdgeInsets(), typeName: widget.kind)",
        "theSampleWidgetsTextSitsInsideTheMargins"),
    Mutant(
        "widgets-container-background-full-bleed", "widgets:content-margins",
        "the container background fills the whole widget, behind the margins",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "      ? [] : [ViewNode(typeName: ViewNode.widgetBackgroundTypeName, frame: bounds, children: background.map { layout.place($0, in: bounds) })]",
        "      ? [] : [ViewNode(typeName: ViewNode.widgetBackgroundTypeName, frame: bounds, children: background.map { layout.place($0, in: inset) })]",
        "theContentSitsInsideTheMarginsAndTheBackgroundFillsTheWidget"),
    Mutant(
        "widgets-picture-family-outline", "widgets:picture-family-outline",
        "a home screen widget's picture is cut to its family's rounded corners",
        "Sources/ShieldRendering/Screen/WidgetSVGRenderer.swift",
        "      placed.cornerRadius = radius",
        "      placed.cornerRadius = nil",
        "aHomeScreenWidgetHasRoundedCorners|aWidgetPictureIsCutToItsFamilyAndAnAccessoryIsVibrant"),
    Mutant(
        "widgets-picture-accessory-vibrant", "widgets:picture-accessory-vibrant",
        "an accessory widget's picture is drawn vibrant, as the Lock Screen draws it",
        "Sources/ShieldRendering/Screen/WidgetSVGRenderer.swift",
        "      placed = ViewNode(typeName: ViewNode.vibrantRenderingTypeName, frame: placed.frame, children: [placed.movedToOrigin])",
        "      _ = placed.movedToOrigin",
        "aWidgetPictureIsCutToItsFamilyAndAnAccessoryIsVibrant"),
    Mutant(
        "widgets-shape-circle-square", "widgets:shape-outline",
        "a circle is drawn in the largest square centred in its frame",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "      return Outlined(frame: square, isEllipse: true)",
        "      return Outlined(frame: frame, isEllipse: true)",
        "ShapeOutlineTests"),
    Mutant(
        "widgets-next-family-in-line", "widgets:next-family-in-line",
        "the next family's placeholder and timeline wait in line behind this family's renders, due only once those end",
        "Sources/HostEngine/Widgets/WidgetSession.swift",
        "      asked = next.map { askEntries($0, after: answers.last?.id) }",
        "      asked = next.map { askEntries($0, after: nil) }",
        "viewsThatEachTakeUnderTheLimitAreNeverLateHoweverManyWaitInLine"),
    Mutant(
        "widgets-shutdown-in-line", "widgets:shutdown-in-line",
        "the shutdown asked behind the last renders is due only once they end, so a slow line is never cut short",
        "Sources/HostEngine/Widgets/WidgetSession.swift",
        "_ = await connection.stop(grace: Self.shutdownGrace, after: last)",
        "_ = last; _ = await connection.stop(grace: Self.shutdownGrace)",
        "viewsThatEachTakeUnderTheLimitAreNeverLateHoweverManyWaitInLine"),
    Mutant(
        "widgets-kinds-in-line", "widgets:kinds-in-line",
        "widget/kinds goes in line behind initialize, before the handshake's answer is read",
        "Sources/HostEngine/Supervision/ExtensionLauncher.swift",
        "    let following = connection.requestsInLine([next], timeout: timeout, after: initialize.id)[0]\n",
        "    _ = await initialize.outcome()\n    let following = connection.requestsInLine([next], timeout: timeout, after: initialize.id)[0]\n",
        "WidgetStartLineTests"),
    Mutant(
        "teardown-exit-once", "teardown:exit-once",
        "exit is said once, whether the answer to shutdown or its end comes first",
        "Sources/HostEngine/Supervision/ExtensionConnection+Lifecycle.swift",
        "    guard !said.exchange(true, ordering: .acquiringAndReleasing) else { return }\n",
        "    _ = said.exchange(true, ordering: .acquiringAndReleasing)\n",
        "WidgetStartLineTests"),
    Mutant(
        "teardown-exit-after-earlier-requests", "teardown:exit-after-earlier-requests",
        "exit waits until every request sent before shutdown has ended: an extension may answer shutdown first",
        "Sources/HostEngine/Supervision/ExtensionConnection+Lifecycle.swift",
        "    let sayExit: @Sendable () -> Void = { [self] in whenNoRequestWaits(exit.say) }\n",
        "    let sayExit: @Sendable () -> Void = exit.say\n",
        "WidgetOutOfOrderEndToEndTests"),
    Mutant(
        "widgets-stack-shares-length", "widgets:layout-stack-shares-length",
        "a stack offers its children shares of its length, so a flexible child cannot push the others out of the widget",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "    let sizes = allocate(children, axis: axis, spacing: spacing, offer)",
        "    let sizes = children.map { measure($0, offer) }",
        "ViewLayoutTests"),
    Mutant(
        "appswitcher-standin-away-is-cover", "appswitcher:standin-away-is-cover",
        "a storyboard stand-in shown only while the app is away is the cover, not content",
        "Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift",
        "    reading.readable.filter { content.contains($0.text) }",
        "    reading.readable.filter { $0.isContentStandIn || content.contains($0.text) }",
        "aStoryboardShownOnlyWhileAwayIsTheCover"),
    Mutant(
        "appswitcher-snapshotview-pictures", "appswitcher:snapshotview-pictures",
        "snapshotView(afterScreenUpdates:) is a picture of the view's content, so a freeze without a blur leaks it",
        "Sources/UIKit/Views/SnapshotView.swift",
        "    let snapshot = SnapshotView(frame: view.frame, picture: ViewCapture.node(view).children)",
        "    let snapshot = SnapshotView(frame: view.frame, picture: [])",
        "aSnapshotViewWithNothingOverItShowsTheContent"),
    Mutant(
        "appswitcher-resign-animations-run", "appswitcher:resign-animations-run",
        "going home, what the resign animated has run by the snapshot",
        "Sources/UIKit/App/AppLifecycleDriver.swift",
        "      AnimationClock.shared.settle()\n      return enterBackground()", "      return enterBackground()",
        "aFadeStartedOnResignHasRunByTheSnapshot"),
    Mutant(
        "widgets-finding-container-background", "widgetfinding:container-background-missing",
        "a family's view without containerBackground(for: .widget) is named",
        "Sources/HostEngine/Widgets/WidgetJudge.swift",
        "    node.typeName == ViewNode.containerBackgroundTypeName || node.children.contains(where: hasContainerBackground)",
        "    true",
        "eachFindingIsNamedOnceWithItsFix"),
    Mutant(
        "widgets-text-specifier", "widgets:text-interpolation",
        "a number interpolated with specifier: is written with the specifier it names",
        "Sources/SwiftUI/LocalizedStringKey.swift",
        "appendFormatted(specifier, .double(Double(value)))", "appendInterpolation(Double(value))",
        "TextInterpolationTests"),
    Mutant(
        "widgets-privacy-only-marked", "widgets:privacy-only-marked", ".privacy redacts only views marked privacySensitive()",
        "Sources/SwiftUI/Evaluation/ViewEvaluator.swift",
        "if reasons.contains(.privacy), environment.isPrivacySensitive {", "if reasons.contains(.privacy) {",
        WIDGET_TESTS),
    Mutant(
        "widgets-placeholder-hides-all", "widgets:placeholder-hides-all", ".placeholder redacts every text and image",
        "Sources/SwiftUI/Evaluation/ViewEvaluator.swift",
        "    if reasons.contains(.placeholder) { applied.insert(.placeholder) }\n", "", WIDGET_TESTS),
    Mutant(
        "widgets-invalidated-only-marked", "widgets:invalidated-only-marked", ".invalidated redacts only invalidatableContent()",
        "Sources/SwiftUI/Evaluation/ViewEvaluator.swift",
        "if reasons.contains(.invalidated), environment.isInvalidatable {", "if reasons.contains(.invalidated) {",
        WIDGET_TESTS),
    Mutant(
        "widgets-unredacted-clears", "widgets:unredacted-clears", "unredacted() empties the reasons for its subtree",
        "Sources/SwiftUI/Views/View+Redaction.swift",
        "environmentChange { $0.redactionReasons = [] }", "environmentChange { _ in }", WIDGET_TESTS),
    Mutant(
        "widgets-redacted-additive", "widgets:redacted-additive", "redacted(reason:) adds to the parent's reasons",
        "Sources/SwiftUI/Views/View+Redaction.swift",
        "$0.redactionReasons.formUnion(reason)", "$0.redactionReasons = reason", WIDGET_TESTS),
    Mutant(
        "widgets-privacy-innermost", "widgets:privacy-innermost", "the innermost privacySensitive(_:) wins (false stays readable)",
        "Sources/SwiftUI/Views/View+Redaction.swift",
        "environmentChange { $0.isPrivacySensitive = sensitive }",
        "environmentChange { $0.isPrivacySensitive = $0.isPrivacySensitive || sensitive }", WIDGET_TESTS),
    Mutant(
        "widgets-node-limit", "widgets:node-limit", "evaluating more than nodeLimit views is an error, not a flood",
        "Sources/SwiftUI/Evaluation/ViewEvaluator.swift",
        "    guard budget.remaining >= 0 else { throw .tooManyNodes(limit: ViewEvaluator.nodeLimit) }\n",
        "", WIDGET_TESTS),
    Mutant(
        "widgets-data-protection-placeholder", "widgets:data-protection-placeholder",
        "NSFileProtectionComplete(UnlessOpen) shows only the placeholder while locked and before the first unlock",
        PROTOCOL + "Widgets/WidgetPresentation.swift",
        "if device.isLocked, let dataProtection, protectingClasses.contains(dataProtection) {",
        "if device == .locked, let dataProtection, protectingClasses.contains(dataProtection) {", "WidgetPresentationTests"),
    Mutant(
        "widgets-access-off-privacy", "widgets:access-off-privacy", "locked with Lock Screen access off renders with .privacy",
        PROTOCOL + "Widgets/WidgetPresentation.swift",
        "    if device.isLocked, !lockScreenAccess {", "    if device == .locked, !lockScreenAccess {", "WidgetPresentationTests"),
    # --- Widgets as processes (issue 23): faults, findings, redaction on the wire ------------------
    Mutant(
        "widgets-fault-never-completed", "widgetfault:provider-never-completed",
        "a provider that never completes is named, and the extension is killed",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift", "          .providerNeverCompleted, ", "          .crashed, ",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-fault-crashed", "widgetfault:crashed", "a widget extension that dies is named 'crashed'",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift", "          .crashed, \"the extension died", "          .malformedAnswer, \"the extension died",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-fault-exited-early", "widgetfault:exited-early",
        "a widget extension that exits on its own, by no signal, is named 'exited-early', not told to fix a crash",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift", "      if let exit = connection.departureFault, exit.kind == .exitedEarly {",
        "      if let exit = connection.departureFault, exit.kind == .crashed {", "WidgetOutOfOrderEndToEndTests"),
    Mutant(
        "fault-exited-early-after-shutdown", "fault:exited-early",
        "a clean exit after shutdown that leaves a request sent before it unanswered is an early exit",
        "Sources/HostEngine/Supervision/ExtensionFault.swift",
        "      guard let unanswered = unansweredBeforeExit else { return nil }",
        "      guard let unanswered = unansweredBeforeExit, Bool(false) else { return nil }",
        "SupervisionValueTests|WidgetOutOfOrderEndToEndTests"),
    Mutant(
        "widgets-fault-view-not-evaluable", "widgetfault:view-not-evaluable", "a view that cannot be evaluated is named",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift", "    case .rejected(let error) where error.code == .widgetViewNotEvaluable:",
        "    case .rejected(let error) where error.code == .unknownWidget:", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-fault-view-too-slow", "widgetfault:view-too-slow",
        "a view whose body never returns is named view-too-slow, not a provider that never completed",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift",
        "    case .timedOut(let milliseconds) where Response.self == WidgetRenderResult.self:",
        "    case .timedOut(let milliseconds) where Response.self == WidgetTimelineResult.self:", "WidgetRenderLineTests"),
    Mutant(
        "widgets-environment-every-field", "widgets:environment-installed",
        "every @Environment a view stores gets the environment, wherever it sits",
        "Sources/SwiftUI/Views/Environment.swift",
        "    for field in fields { field.kind.install(values, at: base + field.offset) }",
        "    for field in fields.dropLast() { field.kind.install(values, at: base + field.offset) }",
        "EnvironmentInstallationTests"),
    Mutant(
        "pipes-answer-read-until-eagain", "contract:answer-one-read",
        "the poll loop reads an answer with one read(2): a short read emptied the pipe",
        "Sources/HostEngine/Supervision/PollLoop.swift",
        "        if count < wanted && !toEnd { return (true, false) }\n", "",
        "MainThreadRuntimeEndToEndTests"),
    Mutant(
        "widgets-line-deadline-from-send", "widgets:line-deadline",
        "a render sent in line is due its limit after the render before it is answered, not after the line was sent",
        "Sources/HostEngine/Supervision/ExtensionConnection+Line.swift",
        "timeout: timeout, after: predecessor, waiter: .slot(answer.slot))",
        "timeout: timeout, after: nil, waiter: .slot(answer.slot))", "WidgetRenderLineTests"),
    Mutant(
        "widgets-fault-launch-failed", "widgetfault:launch-failed", "an executable that is not a widget extension is a launch fault",
        "Sources/HostEngine/Widgets/WidgetExtensionVisit.swift", "    if let failure = launch.failure {", "    if let failure = launch.failure, false {",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-fault-malformed", "widgetfault:malformed-answer", "an answer that does not decode ends the session as malformed",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift", "whose runtime speaks the protocol\"),\n        ends: true)",
        "whose runtime speaks the protocol\"))", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-finding-readable", "widgetfinding:readable-while-locked", "text readable locked with access off is named once",
        "Sources/HostEngine/Widgets/WidgetJudge.swift", "} else if matches.isEmpty, named.insert(key + \" readable\").inserted {",
        "} else if matches.isEmpty, false {", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-finding-sensitive", "widgetfinding:sensitive-while-locked", "--sensitive text readable while locked is an error",
        "Sources/HostEngine/Widgets/WidgetJudge.swift", "kind: .sensitiveWhileLocked, severity: .error,",
        "kind: .sensitiveWhileLocked, severity: .warning,", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-finding-privacy", "widgetfinding:privacy-not-handled", "reading redactionReasons without handling .privacy is named",
        "Sources/HostEngine/Widgets/WidgetJudge.swift", "        redacted.visibleText == open.visibleText\n",
        "        redacted.visibleText != open.visibleText\n", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-finding-budget", "widgetfinding:reloads-over-budget", "more reloads a day than WidgetKit's budget is named",
        "Sources/HostEngine/Widgets/WidgetJudge.swift", "  static let dailyReloadBudget = 70.0", "  static let dailyReloadBudget = 700.0",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-redaction-on-the-wire", "widgets:redaction-on-the-wire", "redacted text crosses the pipe as redactedBy and is not readable",
        "Sources/ShieldRendering/Screen/Legibility.swift",
        "    if let reasons = view.redactedBy, !reasons.isEmpty { return .obscured(.redacted(reasons)) }\n", "",
        "WidgetExtensionEndToEndTests|LegibilityTests"),
    Mutant(
        "widgets-redaction-drawn-as-shape", "widgets:redaction-drawn-as-shape", "redacted text is drawn as a shape, never as its text",
        "Sources/ShieldRendering/Screen/ScreenSVGRenderer.swift",
        "    case .text where node.redactedBy?.isEmpty == false, .image where node.redactedBy?.isEmpty == false:",
        "    case .image where node.redactedBy?.isEmpty == false:", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-simulate-entry-dates", "widgets:simulate-entry-dates", "simulate shows each timeline entry from its date",
        "Sources/HostEngine/Simulation/SimulatedWidgets.swift",
        "    return shown ?? dates.indices.min { dates[$0] < dates[$1] }", "    return dates.indices.min { dates[$0] < dates[$1] }",
        "SimulateWidgetsEndToEndTests|SimulatedWidgetsTests"),
    Mutant(
        "widgets-simulate-at-end", "widgets:simulate-at-end", ".atEnd reloads when the last entry's date comes",
        "Sources/HostEngine/Simulation/SimulatedWidgets.swift", "    case \"atEnd\": requested = entries.max() ?? now", "    case \"atEnd\": requested = nil",
        "SimulateWidgetsEndToEndTests|SimulatedWidgetsTests"),
    Mutant(
        "widgets-simulate-after", "widgets:simulate-after", ".after(date) reloads at its date on the virtual clock",
        "Sources/HostEngine/Simulation/SimulatedWidgets.swift", "    case \"after\": requested = policy?.date.map(mapped)", "    case \"after\": requested = nil",
        "SimulateWidgetsEndToEndTests|SimulatedWidgetsTests"),
    Mutant(
        "widgets-simulate-policy-floor", "widgets:simulate-policy-floor", "a policy reload comes no sooner than 5 minutes after the last",
        "Sources/HostEngine/Simulation/SimulatedWidgets.swift", "  static let shortestPolicyReload: TimeInterval = 300", "  static let shortestPolicyReload: TimeInterval = 0",
        "SimulatedWidgetsTests"),
    Mutant(
        "widgets-simulate-widgetcenter", "widgets:simulate-widgetcenter", "an extension's WidgetCenter reload reaches the simulation",
        "Sources/HostEngine/Simulation/MonitorService.swift", "    widgetReloads.withLock { $0.append((connection.name, reload.kind)) }\n", "",
        "SimulateWidgetsEndToEndTests"),
    Mutant(
        "widgets-simulate-budget", "widgets:simulate-budget", "policy reloads stop for the day past WidgetKit's daily budget",
        "Sources/HostEngine/Simulation/ScenarioPlayer+Widgets.swift", "      guard Double(count) < WidgetJudge.dailyReloadBudget else {",
        "      guard true else {", "SimulateWidgetsEndToEndTests"),
    Mutant(
        "widgets-finding-placeholder-group", "widgetfinding:placeholder-reads-app-group",
        "a placeholder that reads the App Group (its container or its defaults) is named",
        "Sources/HostEngine/Widgets/WidgetJudge.swift",
        "    if !reads.isEmpty, named.insert(\"\\(row.extensionName) \\(row.kind) placeholder-group\").inserted {",
        "    if false, named.insert(\"\\(row.extensionName) \\(row.kind) placeholder-group\").inserted {", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-placeholder-defaults-seen", "widgets:placeholder-defaults-seen",
        "the runtime sees a placeholder open an App Group's UserDefaults suite file",
        "Sources/ManagedSettings/AppGroup/SuiteReadWatch.swift",
        "    InotifyEvents.drain(watch.descriptor) { _, name in read = read || watch.names.contains(name) }\n",
        "    InotifyEvents.drain(watch.descriptor) { _, _ in }\n", "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-placeholder-group-counted", "widgets:placeholder-group-counted",
        "the runtime counts App Group container requests, so the placeholder's is seen",
        "Sources/ManagedSettings/AppGroup/AppGroupGrant.swift", "    Self.containerRequests.add(1, ordering: .relaxed)\n", "",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "widgets-finding-placeholder-slow", "widgetfinding:placeholder-slow", "a placeholder slower than the limit is named",
        "Sources/HostEngine/Widgets/WidgetJudge.swift", "  static let placeholderLimit = 250.0", "  static let placeholderLimit = 25_000.0",
        "WidgetExtensionEndToEndTests"),
    Mutant(
        "adoption-widget-starts-itself", "adoption:widget-starts-itself",
        "init writes no main.swift for a widget extension, whose own @main starts it",
        "Sources/ExtensionHost/Adoption/ProjectAdoption.swift",
        "    var startsItself: Bool { point == .widgetKit || point == .deviceActivityReport }",
        "    var startsItself: Bool { point == .deviceActivityReport }", "initAdoptsAWidgetExtensionThatStartsItselfAndWidgetsRunsIt"),
    Mutant(
        "adoption-report-starts-itself", "adoption:widget-starts-itself",
        "init writes no main.swift for a device activity report extension, whose own @main starts it",
        "Sources/ExtensionHost/Adoption/ProjectAdoption.swift",
        "    var startsItself: Bool { point == .widgetKit || point == .deviceActivityReport }",
        "    var startsItself: Bool { point == .widgetKit }", "initAdoptsAWidgetExtensionThatStartsItselfAndWidgetsRunsIt"),
    Mutant(
        "adoption-report-extensionkit-plist", "adoption:widget-starts-itself",
        "init reads a report extension's point from ExtensionKit's EXAppExtensionAttributes, as Xcode writes it",
        "Sources/ExtensionHost/Adoption/ProjectAdoption+Reading.swift",
        "        ?? document.root[\"EXAppExtensionAttributes\"]?[\"EXExtensionPointIdentifier\"]?.string\n",
        "",
        "initAdoptsAWidgetExtensionThatStartsItselfAndWidgetsRunsIt"),
    Mutant(
        "widgets-foreign-family-not-shown", "widgets:foreign-family",
        "a family WidgetKit does not have is a malformed answer, never a row or a picture's file name",
        "Sources/HostEngine/Widgets/WidgetSession.swift",
        "      where WidgetScreen.families.contains(family) && (visit.options.family == nil || visit.options.family == family) {",
        "      where (visit.options.family == nil || visit.options.family == family) {",
        "WidgetForeignFamilyEndToEndTests"),
    Mutant(
        "parser-windows-line-ends", "parser:line-ends",
        "an xcconfig, a scenario and a Swift source with \\r\\n line ends read as with \\n (one Character in Swift)",
        MANIFEST + "Text/TextLines.swift", "{ $0 == \"\\n\" || $0 == \"\\r\\n\" }", "{ $0 == \"\\n\" }",
        "WindowsLineEndsEndToEndTests"),
    Mutant(
        "library-widget-unknown-kind", "library:widget-checks-something",
        "TestHost.widget throws for a kind no extension serves, instead of a result with nothing to check",
        "Sources/ExtensionHostTesting/WidgetResult.swift", "    guard report.unknownKind == nil else {", "    guard true else {",
        "WidgetLibraryMistakeEndToEndTests"),
    Mutant(
        "library-widget-unknown-family", "library:widget-checks-something",
        "TestHost.widget throws for a family WidgetKit does not have",
        "Sources/ExtensionHostTesting/WidgetResult.swift", "    guard WidgetScreen.families.contains(family) else {", "    guard true else {",
        "WidgetLibraryMistakeEndToEndTests"),
    Mutant(
        "library-widget-hides-nothing-shown", "library:widget-checks-something",
        "expectHides throws when no entry was shown: nothing was checked",
        "Sources/ExtensionHostTesting/WidgetResult.swift", "    guard !entries.isEmpty else {", "    guard true else {",
        "WidgetLibraryMistakeEndToEndTests"),
    Mutant(
        "widgets-log-kept", "widgets:process-log",
        "what a widget extension wrote and logged (a crash's Fatal error) is in the report, not dropped",
        "Sources/HostEngine/Widgets/WidgetExtensionVisit.swift", "    let lines = connection.outputLines()\n", "    let lines: [String] = []\n",
        "CrashOutputEndToEndTests"),
    Mutant(
        "switcher-log-kept", "switcher:process-log",
        "what an app wrote and logged (a crash's Fatal error) is in the App Switcher report, not dropped",
        "Sources/HostEngine/AppSwitcher/AppTour.swift", "findings: findings, logs: connection.outputLines())",
        "findings: findings, logs: [])", "CrashOutputEndToEndTests"),
    Mutant(
        "widgets-shown-limit", "widgets:shown-limit",
        "one run shows at most 64 kinds and families of an extension, and says how many there are",
        "Sources/HostEngine/Widgets/WidgetSession.swift", "  static let shownLimit = 64", "  static let shownLimit = 100_000",
        "WidgetManyKindsEndToEndTests"),
    Mutant(
        "daemon-frame-deadline", "daemon:frame-deadline",
        "a client's frame begun and not finished within 5 s is answered and closed, never holding its slot for ever",
        "Sources/HostEngine/Daemon/ControlServer.swift", "maxMessageBytes: 1 << 20, frameDeadline: Self.frameDeadline)",
        "maxMessageBytes: 1 << 20)", "DaemonHostileRequestEndToEndTests"),
    Mutant(
        "teardown-half-launched-visit", "teardown:half-launched-visit",
        "a visit whose one shield extension cannot start gives back the one that did before it fails (no process left)",
        "Sources/HostEngine/Shield/ShieldLaunches.swift",
        "    for case .success(let acquired?) in launches { _ = await provider.release(acquired.launch) }\n", "",
        "HalfLaunchedVisitEndToEndTests"),
    Mutant(
        "verdict-no-extension-ran", "verdict:no-extension-ran",
        "a visit in which no extension ran says what happened instead of \"Contract kept\"",
        "Sources/HostEngine/Shield/VisitReport+Text.swift", "    guard !anExtensionWasAsked else { return \"Contract kept\" }",
        "    guard !anExtensionWasAsked && !Bool(true) else { return \"Contract kept\" }", "NoExtensionVerdictEndToEndTests"),
    Mutant(
        "parser-project-group-path-cap", "parser:project-group-path-cap",
        "a file reference whose groups make a path longer than PATH_MAX is an error at the reference, read in one pass",
        "Sources/ManifestLint/Project/XcodeProject.swift", "        guard pathBytes <= Self.maximumPathBytes else {",
        "        guard true else {", "NestedGroupsEndToEndTests"),
    Mutant(
        "adoption-one-target-a-name", "adoption:one-target-a-name",
        "init refuses two extensions that build one executable name before it writes anything",
        HOST + "Adoption/ProjectAdoption+Reading.swift", "if let earlier = extensions.first(where: { $0.name == name }) {",
        "if let earlier = extensions.first(where: { _ in false }) {", "InitHostileFoldersEndToEndTests"),
    Mutant(
        "adoption-unreadable-info-said", "adoption:unreadable-info-said",
        "init names an extension it leaves out because its Info.plist cannot be read",
        HOST + "Adoption/ProjectAdoption+Reading.swift",
        "notes.append(\"\\(shown(target.name)) is left out: its Info.plist cannot be read: \\(shown(error.description))\")",
        "_ = error", "InitHostileFoldersEndToEndTests"),
    Mutant(
        "adoption-names-escaped", "adoption:names-escaped",
        "init shows names from disk escaped in its errors and notes: a line break forges no line",
        HOST + "Adoption/ProjectAdoption+Reading.swift", "let shown = { (text: String) in DisplayText.escaped(text) }",
        "let shown = { (text: String) in text }", "InitHostileFoldersEndToEndTests"),
    Mutant(
        "adoption-links-back-excluded", "adoption:links-back-excluded",
        "init reads an extension's folder once through links back into it or above it, and leaves such links out of the target",
        HOST + "Adoption/ProjectAdoption+Reading.swift",
        "    while scanned.insert(real).inserted { real = FileSystem.directory(of: real) }", "    _ = real",
        "InitHostileFoldersEndToEndTests"),
    Mutant(
        "adoption-summary-escaped", "adoption:summary-escaped",
        "init's summary shows the project folder's name escaped: a line break forges no line",
        HOST + "Commands/InitCommand.swift", "let shown = { (text: String) in DisplayText.escaped(text) }",
        "let shown = { (text: String) in text }", "InitHostileFoldersEndToEndTests"),
    Mutant(
        "widgets-entry-shown-by-date", "widgets:entry-shown-by-date",
        "simulate shows the entry with the latest date that has come, not the last in the array (entries out of date order)",
        "Sources/HostEngine/Simulation/SimulatedWidgets.swift",
        "      if shown.map({ dates[index] >= dates[$0] }) ?? true { shown = index }", "      shown = index",
        "WidgetEntryOrderEndToEndTests"),
    Mutant(
        "simulate-stamp-beyond-calendar", "widgets:stamp-beyond-calendar",
        "a date past Date.distantFuture is said as its seconds, never as the day the calendar stops at",
        "Sources/HostEngine/Simulation/ScenarioPlayer.swift", "    guard (Date.distantPast...Date.distantFuture).contains(date) else {",
        "    guard Bool(true) else {", "WidgetEntryOrderEndToEndTests"),
    Mutant(
        "conform-nothing-to-check-said", "conform:nothing-to-check-said",
        "conform on a folder with only a widget extension says what it checks, not that no Info.plist has an NSExtension",
        "Sources/Conformance/ConformanceTargets.swift",
        "message: \"no extension conform checks here: \" + Self.checkedPoints))",
        "message: \"no extension manifests here: no Info.plist with an NSExtension\"))", "ConformNothingToCheckEndToEndTests"),
    Mutant(
        "setup-project-settings-unread", "parser:project-settings-unread",
        "a project whose xcconfigs cannot be read (an include cycle) stops visit and conform, said once, instead of running on a guess",
        "Sources/HostEngine/Manifest/ManifestFolder.swift", "      guard unread.isEmpty else {", "      guard true else {",
        "UnreadProjectSettingsEndToEndTests"),
    Mutant(
        "compat-nslocalizedstring-own-tables", "compat:nslocalizedstring-own-tables",
        "NSLocalizedString reads the extension's tables in the device's language, not Foundation's empty main bundle",
        "Sources/BundleResources/NSLocalizedString.swift", "    if bundle.map(isMain) ?? true, let format",
        "    if bundle.map(isMain) ?? false, let format", "RealStyleCorpusEndToEndTests"),
    Mutant(
        "widgets-labels-hidden-read", "widgets:labels-hidden-read",
        "a control's label hidden by labelsHidden() is not text a person reads",
        "Sources/SwiftUI/Evaluation/ViewEvaluator.swift", "    environment.labelsVisibility == .hidden ? [] : try evaluate(label)",
        "    try evaluate(label)", "ViewEvaluationTests|RealStyleWidgetTests"),
    Mutant(
        "parser-path-setting-names-no-file", "parser:path-setting-names-no-file",
        "an INFOPLIST_FILE whose reference is set nowhere or refers to itself is one error at the setting, not a folder that cannot be read",
        "Sources/ManifestLint/Project/XcodeProject.swift",
        "    guard !reasons.isEmpty, FileSystem.kind(of: path) != .file else { return (path, nil) }",
        "    guard Bool(false) else { return (path, nil) }", "ProjectManifestFolderTests"),
    Mutant(
        "init-starter-scenario-own-names", "init:starter-scenario-own-names",
        "init's starter scenario names the activity the monitor's sources declare, not a made-up one",
        "Sources/ExtensionHost/Adoption/StarterScenario.swift", "    let activity = activities.first ?? \"daily\"",
        "    let activity = \"daily\"", "aMonitorGetsAScenarioWithItsOwnActivityThatSimulatePlays"),
    Mutant(
        "widgets-circular-progress-label-read", "widgets:circular-progress-label-read",
        "a circular progress view in a widget is a capacity gauge: its label is not read beside its current value",
        "Sources/SwiftUI/Views/Gauge.swift", '    guard inWidget, style == "circular" else { return [.label, .currentValue] }',
        "    return [.label, .currentValue]", "ViewEvaluationTests|RealStyleWidgetTests"),
    Mutant(
        "widgets-current-date-discrete-format-moment", "widgets:current-date-discrete-format-moment",
        "Text(.currentDate, format: .dateTime…) writes the moment the widget is read at, not the process clock",
        "Sources/SwiftUI/Views/Text+SystemFormatStyle.swift", "{ format.locale($0.locale).format($0.now) })",
        "{ format.locale($0.locale).format(Date()) })", "SystemFormatStyleTests"),
    Mutant(
        "widgets-inline-reads-every-text", "widgets:inline-reads-every-text",
        "an accessoryInline widget is one row of text: the texts after its first are not read",
        "Sources/WidgetKit/ErasedProvider.swift",
        "    return environment.widgetFamily == .accessoryInline ? InlineWidgetRow.firstTextOnly(nodes) : nodes",
        "    return nodes", "RealStyleWidgetTests"),
    Mutant(
        "store-list-only-shield-stores", "store:list-only-shield-stores",
        "ManagedSettingsStore.stores names a store that holds only settings outside shield",
        "Sources/HostEngine/Store/ManagedSettingsState.swift",
        "      return Set(shields).union(others).sorted()",
        "      return Set(shields).sorted()", "anIntervalEndDeletesEveryStoreTheAppConfigured"),
    Mutant(
        "store-delete-stores-skips-one", "store:delete-stores-skips-one",
        "ManagedSettingsStore.deleteStores(_:) deletes every store it is given",
        "Sources/ManagedSettings/Store/ManagedSettingsStore.swift",
        "    for name in storeNames.sorted(by: { $0.rawValue < $1.rawValue }) {",
        "    for name in storeNames.sorted(by: { $0.rawValue < $1.rawValue }).dropFirst() {",
        "storesListsTheConfiguredStoresUntilTheyAreDeleted|anIntervalEndDeletesEveryStoreTheAppConfigured"),
    Mutant(
        "widgets-container-shape-ignored", "widgets:container-shape-ignored",
        "a ContainerRelativeShape inside containerShape(_:) takes the shape it was given",
        "Sources/SwiftUI/Views/Shapes.swift",
        "    environment.containerShapeOutline ?? .widgetContainer(family: environment.widgetFamilyName)",
        "    .widgetContainer(family: environment.widgetFamilyName)", "ShapeOutlineTests"),
    Mutant(
        "widgets-display-name-resource-dropped", "widgets:display-name-resource-dropped",
        "configurationDisplayName(_: LocalizedStringResource) names the widget in the gallery",
        "Sources/WidgetKit/Widget.swift", "changing { $0.displayName = String(localized: displayName) }",
        "changing { _ in }", "RealStyleWidgetTests"),
    Mutant(
        "widgets-description-resource-dropped", "widgets:description-resource-dropped",
        "description(_: LocalizedStringResource) describes the widget in the gallery",
        "Sources/WidgetKit/Widget.swift", "changing { $0.summary = String(localized: description) }",
        "changing { _ in }", "RealStyleWidgetTests"),
    Mutant(
        "appintents-query-offers-no-options", "appintents:query-offers-no-options",
        "an EntityQuery, as a DynamicOptionsProvider, offers its suggested entities",
        "Sources/AppIntents/AppEnum.swift",
        "public func results() async throws -> [Entity] { try await suggestedEntities() }",
        "public func results() async throws -> [Entity] { [] }", "RealStyleWidgetTests"),
    Mutant(
        "simulate-process-real-clock", "simulate:process-real-clock",
        "under simulate an extension's Date() reads the simulated moment the host handed over",
        "Sources/ManagedSettings/Runtime/ProcessClock.swift",
        "    simulatedclock_set_offset(target - simulatedclock_real_now())",
        "    _ = target", "aMonitorsOwnClockReadsTheSimulatedMoment|aProvidersOwnClockReadsTheSimulatedMoment"),
    Mutant(
        "simulate-process-host-time-zone", "simulate:process-host-time-zone",
        "under simulate an extension's TimeZone.current is the scenario's",
        "Sources/ManagedSettings/Runtime/ProcessClock.swift",
        "    if let timeZone, TimeZone.current.identifier != timeZone.identifier {",
        "    if let timeZone, Bool(false), TimeZone.current.identifier != timeZone.identifier {",
        "aMonitorsOwnClockReadsTheSimulatedMoment|aProvidersOwnClockReadsTheSimulatedMoment"),
    Mutant(
        "simulate-widget-real-clock", "simulate:widget-real-clock",
        "under simulate a widget provider's Date() reads the moment its timeline is asked at",
        "Sources/WidgetKit/WidgetRequests.swift",
        "    ProcessClock.follow(now: Date(timeIntervalSince1970: request.now), timeZone: request.timeZone.flatMap(TimeZone.init(identifier:)))",
        "", "aProvidersOwnClockReadsTheSimulatedMoment"),
    Mutant(
        "simulate-monitor-clock-not-followed", "simulate:monitor-clock-not-followed",
        "under simulate a monitor's Date() reads its callback's simulated moment",
        "Sources/DeviceActivity/DeviceClock.swift",
        "    ProcessClock.follow(now: now, timeZone: timeZone)",
        "", "aMonitorsOwnClockReadsTheSimulatedMoment"),
    Mutant(
        "uikit-font-design-on-any-font", "uikit:font-design-on-any-font",
        "withDesign(_:) answers for the system font only, nil for a font by name",
        "Sources/UIKit/Drawing/UIFontDescriptor.swift",
        "    guard self.design != nil else { return nil }", "", "UIFontTests"),
    Mutant(
        "uikit-font-descriptor-size-wins", "uikit:font-descriptor-size-wins",
        "UIFont(descriptor:size:) takes the size given over the descriptor's",
        "Sources/UIKit/Drawing/UIFontDescriptor.swift",
        "size: pointSize > 0 ? pointSize : descriptor.pointSize", "size: descriptor.pointSize", "UIFontTests"),
    Mutant(
        "widgets-provider-real-clock", "widgets:provider-real-clock",
        "a widgets run's providers read the moment they are asked at (--at) as their own clock",
        "Sources/HostEngine/Store/SharedStateService.swift",
        "    let clock = target.extensionPoint == .widgetKit ? [\"EXTENSION_HOST_SIMULATED_CLOCK\": \"1\"] : [:]",
        "    let clock: [String: String] = [:]", "atAndTimeZoneFixTheMomentTheProvidersRead|aTestFixesTheMomentAndTheZone"),
    Mutant(
        "monitor-at-real-clock", "monitor:at-real-clock",
        "a monitor's own clock reads its callbacks' moment, under simulate and under monitor --at",
        "Sources/HostEngine/Simulation/MonitorService.swift",
        "    shared.environment(for: target).merging([\"EXTENSION_HOST_SIMULATED_CLOCK\": \"1\"]) { _, clock in clock }",
        "    shared.environment(for: target)", "aMonitorCallbackAtAMomentReadsItAsItsOwnClock|aMonitorsOwnClockReadsTheSimulatedMoment"),
    Mutant(
        "widgets-provider-host-zone", "widgets:provider-host-zone",
        "a widgets run's providers read the device's time zone (--time-zone)",
        "Sources/HostEngine/Widgets/WidgetSession.swift",
        "    let zone = visit.options.timeZone?.identifier",
        "    let zone: String? = nil", "atAndTimeZoneFixTheMomentTheProvidersRead|aTestFixesTheMomentAndTheZone"),
    Mutant(
        "swiftui-layout-anchor", "swiftui:layout-anchor",
        "an app's Layout places a subview's anchor, not its corner, at the point it gives",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "      let x = Self.finite(placement.position.x - placement.anchor.x * width, else: 0)",
        "      let x = Self.finite(placement.position.x, else: 0)", "layoutValuesPrioritiesCachesAndAnchorsReachTheLayout"),
    Mutant(
        "swiftui-layout-builtin-stack", "swiftui:layout-builtin-stack",
        "AnyLayout of a built-in stack layout evaluates to that stack",
        "Sources/SwiftUI/Evaluation/CustomLayout.swift",
        "    if let stack = layout._builtInStack {",
        "    if let stack = Optional<_BuiltInStackLayout>.none {", "anyLayoutOfABuiltInStackIsThatStack|aTrainingLogsHeaderAndTags"),
    Mutant(
        "swiftui-layout-value", "swiftui:layout-value",
        "a subview's layoutValue(key:value:) reaches its layout",
        "Sources/SwiftUI/Views/LayoutSubviews.swift",
        "{ proxy.values.value(for: K.self) ?? K.defaultValue }",
        "{ K.defaultValue }", "layoutValuesPrioritiesCachesAndAnchorsReachTheLayout"),
    Mutant(
        "swiftui-layout-unplaced-centre", "swiftui:layout-unplaced-centre",
        "a subview its layout never places is centred in the bounds",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,",
        "CGPoint(x: bounds.midX, y: bounds.midY), anchor: .topLeading,", "anUnplacedSubviewIsCentred"),
    Mutant(
        "swiftui-layout-nonfinite", "swiftui:layout-nonfinite",
        "a layout's answer that is not a finite number is never carried into the drawn tree",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "    value.isFinite ? Double(value) : (fallback.isFinite ? fallback : 0)",
        "    Double(value)", "anUnplacedSubviewIsCentredAndANonFiniteAnswerIsNeverDrawn"),
    Mutant(
        "swiftui-text-exact-fit", "swiftui:text-exact-fit",
        "a text offered back its own width (through padding) stays on one line",
        "Sources/SwiftUI/Evaluation/ViewLayout.swift",
        "max(1, (full / width * (1 - 1e-9)).rounded(.up))",
        "max(1, (full / width).rounded(.up))", "aSubviewProposedItsIdealSizeKeepsIt"),
    Mutant(
        "swiftui-safe-area-padding", "swiftui:safe-area-padding",
        "safeAreaPadding insets a widget's content as padding does",
        "Sources/SwiftUI/Views/View+Modifiers.swift",
        "_ length: CGFloat? = nil) -> some View { padding(edges, length) }",
        "_ length: CGFloat? = nil) -> some View { self }", "safeAreaPaddingInsetsTheContent"),
    Mutant(
        "foundation-measurement-singular", "foundation:measurement-singular",
        "a measurement of exactly one is written with the unit's singular name",
        "Sources/FoundationAdditions/MeasurementFormatStyle.swift",
        "(measurement.value == 1 ? names.one : names.other)",
        "names.other", "aDistanceInEachWidthAndNumber"),
    Mutant(
        "foundation-measurement-locale", "foundation:measurement-locale",
        "a measurement's number is written in the style's locale",
        "Sources/FoundationAdditions/MeasurementFormatStyle.swift",
        "(numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale)",
        "(numberFormatStyle ?? FloatingPointFormatStyle<Double>())", "theNumberFollowsTheLocaleAndTheNumberStyle"),
    Mutant(
        "swiftui-gesture-drops-content", "swiftui:gesture-drops-content",
        "a view with a simultaneous gesture reads as without it (the gesture is never recognized)",
        "Sources/SwiftUI/Views/Gesture.swift",
        "public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { unrecorded() }",
        "public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { EmptyView() }",
        "GestureTests|RealStyleWidgetTests"),
    Mutant(
        "uikit-screen-snapshot-hidden-windows", "uikit:screen-snapshot-hidden-windows",
        "UIScreen's snapshotView shows the visible windows, not the hidden ones",
        "Sources/UIKit/Views/UIScreen+Snapshot.swift",
        "      .filter { !$0.isHidden }", "      .filter { _ in true }", "ScreenSnapshotTests"),
    Mutant(
        "uikit-screen-snapshot-window-order", "uikit:screen-snapshot-window-order",
        "UIScreen's snapshotView draws the windows back to front by level",
        "Sources/UIKit/Views/UIScreen+Snapshot.swift",
        "      .sorted { ($0.windowLevel.rawValue, $0.visibleOrder) < ($1.windowLevel.rawValue, $1.visibleOrder) }",
        "      .sorted { _, _ in false }", "ScreenSnapshotTests"),
    Mutant(
        "sdk-nsinteger-is-int", "sdk:nsinteger-is-int",
        "NSInteger is Swift's Int, as the Objective-C runtime declares it on Apple's 64-bit platforms",
        "Sources/FoundationAdditions/ObjectiveCIntegers.swift",
        "public typealias NSInteger = Int\n", "public typealias NSInteger = Int32\n", "ObjectiveCIntegersTests"),
    Mutant(
        "sdk-nsuinteger-is-uint", "sdk:nsuinteger-is-uint",
        "NSUInteger is Swift's UInt, as the Objective-C runtime declares it on Apple's 64-bit platforms",
        "Sources/FoundationAdditions/ObjectiveCIntegers.swift",
        "public typealias NSUInteger = UInt\n", "public typealias NSUInteger = UInt32\n", "ObjectiveCIntegersTests"),
    Mutant(
        "contract-past-activity-after-restart", "contract:past-activity-after-restart",
        "an event a monitor re-arms from its callback with includesPastActivity counts the day's earlier use",
        "Sources/HostEngine/Simulation/SimulatedSystem+State.swift",
        "        from = calendar.dateInterval(of: .hour, for: interval.start)?.start ?? interval.start",
        "        from = max(interval.start, registeredAt)", "aPerMinuteMeterRearmsItsEventFromTheCallback"),
    Mutant(
        "swiftui-style-shadow-keeps-colour", "swiftui:style-shadow-keeps-colour",
        "a style with a shadow draws in the style's own colour",
        "Sources/SwiftUI/Views/ShapeStyle+Gradients.swift",
        "-> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }",
        "-> some ShapeStyle { Color.clear }", "ShapeStyleGradientTests"),
    Mutant(
        "swiftui-linear-gradient-static", "swiftui:linear-gradient-static",
        "linearGradient(colors:startPoint:endPoint:) is the gradient of those colours",
        "Sources/SwiftUI/Views/ShapeStyle+Gradients.swift",
        "    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)",
        "    LinearGradient(colors: colors.reversed(), startPoint: startPoint, endPoint: endPoint)", "ShapeStyleGradientTests"),
    Mutant(
        "widgets-relaunch-after-fault", "widgets:relaunch-after-fault",
        "a fault that ends a widget extension's process ends only its kind: the rest is shown by a process launched again",
        "Sources/HostEngine/Widgets/WidgetExtensionVisit.swift",
        "Self.launchedAgainAfter.contains(cause) else",
        "!Self.launchedAgainAfter.contains(cause) else",
        "aCrashEndsOnlyItsOwnKindAndTheRestIsShownByAProcessLaunchedAgain|anAnswerOfTheWrongShapeEndsTheSessionWithOneFault"),
    Mutant(
        "widgets-relaunch-limit", "widgets:relaunch-limit",
        "a widgets pass launches an extension at most eight times, and says what it did not show",
        "Sources/HostEngine/Widgets/WidgetExtensionVisit.swift",
        "  static let launchLimit = 8",
        "  static let launchLimit = 9", "aCrashEndsOnlyItsOwnKindAndTheRestIsShownByAProcessLaunchedAgain"),
    Mutant(
        "widgets-frame-non-finite", "widgets:frame-non-finite",
        "a frame dimension that is NaN, infinite or negative is ignored, as SwiftUI ignores it",
        "Sources/SwiftUI/Views/View+Modifiers.swift",
        "    guard let length, length.isFinite, length >= 0 else { return nil }",
        "    guard let length else { return nil }", "aDivisionByZeroIsShownAsSwiftUIShowsItOrNamedWhereItCannotBe"),
    Mutant(
        "widgets-progress-nan", "widgets:progress-nan",
        "a progress view of NaN fills nothing",
        "Sources/SwiftUI/Views/Gauge.swift",
        "    fraction = value.map { total > 0 && !($0 / total).isNaN ? min(max(Double($0 / total), 0), 1) : 0 }",
        "    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }",
        "aDivisionByZeroIsShownAsSwiftUIShowsItOrNamedWhereItCannotBe"),
    Mutant(
        "runtime-encoding-failure-named", "runtime:encoding-failure-named",
        "an answer that cannot be encoded for a NaN or infinite number says where it is and the usual cause",
        "Sources/HostProtocol/JSONRPC/JSONRPCEncoding+Failure.swift",
        "      let number = (value as? Double) ?? (value as? Float).map(Double.init), !number.isFinite",
        "      let number = (value as? Double) ?? (value as? Float).map(Double.init), number.isFinite",
        "aDivisionByZeroIsShownAsSwiftUIShowsItOrNamedWhereItCannotBe|aCoverSizedByADivisionByZeroIsAMalformedAnswerOfItsStepNotAFailedLaunch"),
    Mutant(
        "switcher-refused-step-malformed", "switcher:refused-step-malformed",
        "an app that refuses a step after its launch gives a malformed answer, not a failed launch",
        "Sources/HostEngine/AppSwitcher/AppTour.swift",
        "          event == \"launch\" ? .launchFailed : .malformedAnswer, \"the app refused",
        "          .launchFailed, \"the app refused",
        "aCoverSizedByADivisionByZeroIsAMalformedAnswerOfItsStepNotAFailedLaunch"),
    Mutant(
        "teardown-sigpipe-ignored-in-library", "teardown:sigpipe-ignored-in-library",
        "a process that uses the engine as a library ignores SIGPIPE once it starts an extension, so a broken pipe never ends it",
        "Sources/HostEngine/Process/ChildProcess.swift",
        "    BrokenPipeSignal.ignoreUnlessHandled()  // its pipes may close under the host's writes at any time",
        "    // its pipes may close under the host's writes at any time",
        "anExtensionThatBreaksThePipeWhileTheEngineWritesNeverEndsTheProcessUsingIt"),
    Mutant(
        "widgets-oversized-answer-fix", "widgets:oversized-answer-fix",
        "a widget answer too large for the host is named with a fix for the widget's data",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift",
        "        connection.protocolBreak?.kind == .oversizedMessage\n",
        "        connection.protocolBreak?.kind != .oversizedMessage\n", "aTimelineTooLargeToAnswerIsNamedWithAFixForTheWidget"),
    Mutant(
        "switcher-oversized-answer-fix", "switcher:oversized-answer-fix",
        "an app screen too large for the host is named with a fix for the app's screen",
        "Sources/HostEngine/AppSwitcher/AppTour.swift",
        "          fix: connection.protocolBreak?.kind == .oversizedMessage",
        "          fix: connection.protocolBreak?.kind != .oversizedMessage", "aScreenTooLargeToAnswerIsNamedWithAFixForTheApp"),
    Mutant(
        "lint-type-article", "lint:type-article",
        "a message names a plist type with its article: an array, an integer",
        "Sources/ExtensionManifest/Plist/PlistNode.swift",
        '"aeiou".contains($0)', '"".contains($0)', "TypeMessageArticleTests"),
    Mutant(
        'store-filter-all-exceptions', 'store:filter-all-exceptions',
        'webContent.blockedByFilter .all(except:) spares its exceptions',
        'Sources/HostEngine/Store/StoreRestrictions.swift',
        'case .all: return !listed(filter.exceptions)',
        'case .all: return true', 'aWebFilterBlocksWhatApplesDocumentationSays'),
    Mutant(
        'store-blocked-app-by-token', 'store:blocked-app-by-token',
        'a blocked application is matched by its token as well as its bundle identifier',
        'Sources/HostEngine/Store/StoreRestrictions.swift',
        'app.bundleIdentifier == bundleIdentifier || app.token == TokenMint.token("application", bundleIdentifier)',
        'app.bundleIdentifier == bundleIdentifier', 'aBlockedAppIsNamedByBundleOrByToken'),
    Mutant(
        'switcher-ultrathin-readable-size', 'switcher:ultrathin-readable-size',
        'large titles stay readable under the ultra-thin materials',
        'Sources/ShieldRendering/Screen/BlurLegibility.swift',
        'case 6, 11, 16: 28',
        'case 6, 11, 16: 48', 'LegibilityTests'),
    Mutant(
        'switcher-window-order-warning', 'switcher:window-order-warning',
        'an unsure window order is a warning, not an error',
        'Sources/HostEngine/AppSwitcher/AppSwitcherFinding.swift',
        'case .inactiveShowsContent, .windowOrderUnsure: false',
        'case .inactiveShowsContent: false', 'everyFindingHasAnIdentifierAndOnlyTwoAreWarnings'),
    Mutant(
        'policy-category-exceptions', 'store:category-exceptions',
        'a target excepted from a category policy is not shielded through its category',
        'Sources/HostEngine/Store/ShieldEvaluation.swift',
        'guard let policy, tokens.isDisjoint(with: policy.exceptions) else { continue }',
        'guard let policy else { continue }', 'ShieldEvaluationTests'),
    Mutant(
        'policy-all-names-category', 'store:all-names-category',
        'a target shielded by .all(except:) is named with its own category',
        'Sources/HostEngine/Store/ShieldEvaluation.swift',
        'return .shieldedByCategory(candidates.first ?? Self.fallbackCategory)',
        'return .shieldedByCategory(Self.fallbackCategory)', 'ShieldEvaluationTests'),
    Mutant(
        'scenario-widget-hides', 'simulate:widget-hides',
        "'expect widget KIND hides TEXT' expects the text unreadable",
        'Sources/HostEngine/Simulation/ScenarioWidgetLines.swift',
        'readable: verb == "shows")',
        'readable: true)', 'widgetLinesRead'),
    Mutant(
        'scenario-lock-screen-access-off', 'simulate:lock-screen-access-off',
        "'lock-screen-access off' turns the user's setting off",
        'Sources/HostEngine/Simulation/ScenarioWidgetLines.swift',
        'case "off": lockScreenAccess = false',
        'case "off": lockScreenAccess = true', 'widgetLinesRead'),
    Mutant(
        'widgets-fault-fails-run', 'widgets:fault-fails-run',
        'a widget run with a fault exits 1',
        'Sources/HostEngine/Widgets/WidgetReport.swift',
        'public var foundProblem: Bool { !faults.isEmpty ||',
        'public var foundProblem: Bool { false ||', 'anExitAfterShutdownWithRendersUnansweredIsAnEarlyExitNotACrash'),
    Mutant(
        'keychain-refusal-names-lock', 'protected:keychain-refusal-names-lock',
        'a refused Keychain secret says whether the device is locked or not unlocked since it restarted',
        'Sources/HostEngine/Store/KeychainRefusal.swift',
        '(state == .beforeFirstUnlock ? "not unlocked since it restarted" : "locked")',
        '"locked"', 'theSentenceNamesTheLockTheCountAndTheClass'),
    Mutant(
        'library-expect-fault-by', 'library:expect-fault-by',
        'expectFault(_:by:) counts only the faults of the extension it names',
        'Sources/ExtensionHostTesting/Expectations.swift',
        '(extensionName == nil || $0.extensionName == extensionName)',
        '(extensionName == nil || true)', 'aFaultIsExpectedByKindAndByTheExtensionThatCommittedIt'),
    Mutant(
        'library-widget-shows-placeholder', 'library:widget-shows-placeholder',
        'a widget entry in the library says whether its placeholder shows',
        'Sources/ExtensionHostTesting/WidgetResult.swift',
        'showsPlaceholder: $0.shows == .placeholder',
        'showsPlaceholder: $0.shows != .placeholder', 'aTestSeesThePlaceholderOfAProtectedWidgetWhileLocked'),
    Mutant(
        'cli-visit-category', 'cli:visit-category',
        'visit --category puts the target in that category',
        'Sources/ExtensionHost/Commands/VisitCommand.swift',
        'options.category = arguments.value(Self.category)',
        'options.category = nil', 'visitCategoryShieldsAnUnlistedAppThroughItsCategory'),
    Mutant(
        'cli-visit-shield', 'cli:visit-shield',
        "visit --shield adds the target to the policy's tokens",
        'Sources/ExtensionHost/Commands/VisitCommand.swift',
        '      setup.policy.shield(extraShields)\n',
        '      setup.policy.shield([])\n', 'visitShieldAddsATargetByToken'),
    Mutant(
        'cli-lint-no-config', 'cli:lint-no-config',
        'lint --no-config ignores the configuration file found upward',
        'Sources/ExtensionHost/Commands/LintCommand.swift',
        'if !noConfig, let path',
        'if true, let path', 'lintConfigAndNoConfigChooseTheConfiguration'),
    Mutant(
        'cli-lint-unknown-host-app', 'cli:lint-unknown-host-app',
        'lint --host-app naming no app target is a usage error naming the apps',
        'Sources/ExtensionHost/Commands/LintCommand.swift',
        'if let wanted = options.hostApp, !project.targets.contains',
        'if let wanted = options.hostApp, false, !project.targets.contains', 'lintHostAppChoosesTheEmbeddingAppAndAnUnknownNameIsRefused'),
    Mutant(
        "widgets-variants-every-state", "widgets:variants-every-state",
        "the host names every environment it draws a family in as the provider's environment variants, not only the first",
        "Sources/HostEngine/Widgets/WidgetAnswer.swift",
        "        if !environments.contains(environment) { environments.append(environment) }",
        "        if environments.isEmpty { environments.append(environment) }",
        "theHostNamesEachEnvironmentItDrawsAFamilyIn|theProviderPreparesForEveryEnvironmentTheHostDraws"),
    Mutant(
        "widgets-variants-sent", "widgets:variants-sent",
        "a widgets run sends each family's environment variants with its timeline requests",
        "Sources/HostEngine/Widgets/WidgetSession.swift",
        "          kind: item.kind, family: item.family, source: source, now: now, timeZone: zone, environmentVariants: variants)",
        "          kind: item.kind, family: item.family, source: source, now: now, timeZone: zone, environmentVariants: nil)",
        "theProviderPreparesForEveryEnvironmentTheHostDraws"),
    Mutant(
        "widgets-variants-once-each", "widgets:variants-once-each",
        "an environment variant's value is listed once, however many variants share it",
        "Sources/WidgetKit/TimelineProviderContext+EnvironmentVariants.swift",
        "        if let hashable = value as? AnyHashable, !seen.insert(hashable).inserted { continue }",
        "        if let hashable = value as? AnyHashable { seen.insert(hashable) }",
        "eachValueIsListedOnceInTheHostsOrder"),
    Mutant(
        "widgets-variants-none-outside-host", "widgets:variants-none-outside-host",
        "a context made outside a host's run names no variants (nil), not an empty list",
        "Sources/WidgetKit/TimelineProviderContext+EnvironmentVariants.swift",
        "      guard !variants.isEmpty else { return nil }",
        "      guard !variants.isEmpty else { return [] }",
        "outsideAHostsRunNoVariantIsNamed"),
    Mutant(
        "widgets-variants-unknown-reason", "widgets:variants-unknown-reason",
        "an environment whose redaction reason SwiftUI does not name is an invalid request, not a reason dropped",
        "Sources/WidgetKit/WidgetEnvironmentVariant.swift",
        "        throw JSONRPCError(.invalidParams, \"unknown redaction reason '\\(name)'\")",
        "        continue",
        "aReasonSwiftUIDoesNotNameIsAnInvalidRequest"),
    Mutant(
        "sdk-extension-context-opens-nothing", "sdk:extension-context-open",
        "NSExtensionContext.open from an extension the host runs opens nothing: its completion handler gets false",
        "Sources/ManagedSettings/NSExtensionContext.swift",
        "    FrameworkCallbacks.deliver { completionHandler(false) }",
        "    FrameworkCallbacks.deliver { completionHandler(true) }", "ExtensionContextTests|RealStyleEndToEndTests"),
    Mutant(
        "visit-notes-open-requests", "store:open-url-noted",
        "a visit notes each URL an extension asked to open with NSExtensionContext.open",
        "Sources/HostEngine/Shield/VisitSession.swift",
        "    report.notes += log.openRequests\n",
        "    _ = log.openRequests\n", "RealStyleEndToEndTests"),
    Mutant(
        'launch-bundle-folder', 'runtime:bundle-folder',
        'an extension starts from a folder beside its Info.plist, so Bundle.main reads it',
        'Sources/HostEngine/Supervision/BundleFolder.swift',
        '    guard let infoPlistPath, let identity = ExecutableBuild(executablePath),',
        '    guard false, let infoPlistPath, let identity = ExecutableBuild(executablePath),', 'anExtensionReadsItsOwnInfoPlistThroughBundleMain|BundleFolderTests'),
    Mutant(
        'launch-bundle-folder-expanded', 'runtime:bundle-folder-expanded',
        "the bundle's Info.plist has its build settings expanded, as Xcode writes it",
        'Sources/HostEngine/Supervision/BundleFolder.swift',
        '      case let text as String: settings.expand(text).value',
        '      case let text as String: text', 'anExtensionReadsItsOwnInfoPlistThroughBundleMain|BundleFolderTests'),
    Mutant(
        "switcher-app-exited", "appswitcher:app-exited",
        "an app that calls exit in a callback ended itself: named once as an exit, never as a crash",
        "Sources/HostEngine/AppSwitcher/AppDeparture.swift",
        "    guard case .exited(let code)? = status else {",
        "    guard case .exited(let code)? = status, Bool(false) else {", "AppDeparture"),
    Mutant(
        "switcher-departure-after-return", "switcher:departure-after-return",
        "an app that dies in work a callback left running is not blamed on that callback, which had returned",
        "Sources/HostEngine/AppSwitcher/AppCallbackWatch.swift",
        "        if let index = running.lastIndex(of: callback.callback) { running.remove(at: index) }",
        "        _ = callback", "AppDepartureEndToEndTests"),
    Mutant(
        "switcher-departure-step-begins", "switcher:departure-step-begins",
        "an app that dies before any callback of a step is not said to be in work of that step's callbacks",
        "Sources/HostEngine/AppSwitcher/AppCallbackWatch.swift",
        "    mutating func beginStep() { startedInThisStep = false }",
        "    mutating func beginStep() {}", "AppDepartureTests"),
    Mutant(
        "switcher-announce-returned", "switcher:announce-returned",
        "the app's runtime says when each callback returns, so what runs after it is not blamed on it",
        "Sources/UIKit/App/CallbackLog.swift",
        "    current = nil\n    announce?(name, true)",
        "    current = nil", "AppDepartureEndToEndTests"),
    Mutant(
        "hostile-pattern-overlapping-alternatives", "hostile:pattern-overlapping-alternatives",
        "a repeated group whose alternatives can start with the same character is refused before it runs",
        "Sources/HostEngine/Support/TextPattern.swift",
        "      hasAlternation && (firstCharacters.contains(nil) || Set(firstCharacters.compactMap { $0 }).count < firstCharacters.count)",
        "      hasAlternation && firstCharacters.contains(nil)", "HostileValueTests"),
    Mutant(
        "hostile-pattern-overlap-held-inside", "hostile:pattern-overlap-held-inside",
        "alternatives that can start alike in a group inside a repeated group make it backtrack too",
        "Sources/HostEngine/Support/TextPattern.swift",
        "        if !stack.isEmpty, overlaps { stack[stack.count - 1].holdsOverlap = true }",
        "", "HostileValueTests"),
    Mutant(
        "switcher-manifest-wrong-type", "switcher:manifest-wrong-type",
        "a key app-switcher reads holding the wrong type is a set-up error at its line, not a missing key",
        "Sources/HostEngine/AppSwitcher/AppManifest+Types.swift",
        "    InfoPlistTypes.mismatches(in: root, among: readKeys).map { node, expected in",
        "    InfoPlistTypes.mismatches(in: root, among: []).map { node, expected in", "AppManifestTypesEndToEndTests"),
    Mutant(
        "switcher-manifest-configuration-types", "switcher:manifest-configuration-types",
        "each scene configuration's keys are checked for their type, not only the manifest's",
        "Sources/ExtensionManifest/Plist/InfoPlistTypes.swift",
        '      + sceneKeys + configurationKeys.map { (role + "/*/" + $0, "string") }',
        "      + sceneKeys", "AppManifestTypesEndToEndTests|LintRuleExampleTests"),
    Mutant(
        "simulate-fault-names-callback", "simulate:fault-names-callback",
        "a monitor's fault names the callback it interrupted (intervalDidStart(for: bedtime)), not the wire method",
        "Sources/HostProtocol/Methods/MonitorCallbackRequest.swift",
        "  public var label: String? { callback.call(activity: activity, event: event) }",
        "  public var label: String? { nil }", "SimulateEndToEndTests"),
    Mutant(
        'verdict-parental-controls-detail', 'verdict:parental-controls-detail',
        'an answer of .openParentalControlsApp says what iOS 26.5 does with it and why the host refuses it',
        'Sources/HostEngine/Shield/ActionStep.swift',
        'case .openParentalControlsApp: return base + " (on iOS 26.5',
        'case .openParentalControlsApp: return base + " (on iOS 26.4', 'FaultVerdictEndToEndTests'),
    Mutant(
        'simulate-fault-fix', 'simulate:fault-fix',
        "a monitor's crash or exit in a callback comes with what to change",
        'Sources/HostEngine/Simulation/ScenarioPlayer+Delivery.swift',
        '            fix: MonitorFaultFix.fix(for: fault), isViolation: fault.isViolation))',
        '            fix: nil, isViolation: fault.isViolation))', 'aCrashInACallbackIsNamedAndTheNextBatchRelaunches|aMonitorThatExitsInACallbackExitedEarlyAndDidNotCrash'),
    Mutant(
        "bundle-resources-linked", "library:bundle-resources-linked",
        "an extension's resources are linked into the folder it starts from, so Bundle.main finds them",
        "Sources/HostEngine/Supervision/BundleFolder.swift",
        'resources.links.allSatisfy { name, target in symlink(target, folder + "/" + name) == 0 || errno == EEXIST }',
        'resources.links.allSatisfy { _, _ in true }', "anExtensionReadsItsOwnInfoPlistThroughBundleMain|BundleFolderTests"),
    Mutant(
        "bundle-resources-flattened", "library:bundle-resources-flattened",
        "a resource in a folder below the resources folder is at the top of the bundle, as Xcode copies a group's files",
        "Sources/HostEngine/Supervision/BundleResourceLinks.swift",
        "            below.append(path)", "            _ = path", "anExtensionReadsItsOwnInfoPlistThroughBundleMain|BundleFolderTests"),
    Mutant(
        "bundle-resources-host-inputs", "library:bundle-resources-host-inputs",
        "the host's own inputs beside the manifests (policy, App Group and Keychain seeds) are never linked into a bundle",
        "Sources/HostEngine/Supervision/BundleResourceLinks.swift",
        "            !Self.hostInputs.contains(name), lstat", "            lstat", "BundleFolderTests"),
    Mutant(
        "plist-types-each-element", "lint:plist-types-each-element",
        "every scene configuration of the array is checked for its keys' types, by lint and app-switcher alike",
        "Sources/ExtensionManifest/Plist/InfoPlistTypes.swift",
        '    if first == "*" { return (node.array ?? []).flatMap { nodes(at: rest, below: $0) } }',
        '    if first == "*" { return [] }', "AppManifestTypesEndToEndTests|LintRuleExampleTests"),
    Mutant(
        "lint-unplaced-extensions-note", "cli:lint-unplaced-extensions-note",
        "with several apps and no --host-app, lint notes the extensions whose app it could not tell",
        "Sources/ManifestLint/Project/ProjectLoader+Build.swift",
        "          unplaced.append((spec.name, apps.sorted()))", "          _ = apps", "lintHostAppChoosesTheEmbeddingAppAndAnUnknownNameIsRefused"),
    Mutant(
        "widgets-render-timeout-option", "cli:widgets-render-timeout-option",
        "widgets --render-timeout sets how long one view may take",
        "Sources/ExtensionHost/Commands/WidgetsCommand.swift",
        "    if let value = arguments.number(renderTimeout) { options.renderLimit = .milliseconds(value) }",
        "    _ = arguments.number(renderTimeout)", "theProviderAndRenderTimeoutsAreTheOnesGiven"),
    Mutant(
        'widgets-system-drawn-note', 'widgets:system-drawn-note',
        'a bundle of only a Live Activity and a control says what it holds, not an empty report',
        'Sources/HostEngine/Widgets/WidgetSession.swift',
        '      if kinds.widgets.isEmpty {',
        '      if false, kinds.widgets.isEmpty {', 'LiveActivityOnlyBundleEndToEndTests'),
    Mutant(
        'widgets-system-drawn-only-when-no-kind', 'widgets:system-drawn-note',
        'the note is said only of a bundle with no timeline widget',
        'Sources/HostEngine/Widgets/WidgetSession.swift',
        '      if kinds.widgets.isEmpty {',
        '      if kinds.widgets.count >= 0 {', 'LiveActivityOnlyBundleEndToEndTests'),
    Mutant(
        'widgets-live-activity-named', 'widgets:system-drawn-note',
        "an ActivityConfiguration is named as a Live Activity of its attributes",
        'Sources/WidgetKit/ActivityConfiguration.swift',
        '  public var _widgets: [_WidgetDescription] { [SystemDrawnWidget.liveActivity(of: Attributes.self)] }',
        '  public var _widgets: [_WidgetDescription] { [] }',
        'LiveActivityOnlyBundleEndToEndTests|theBundlesLiveActivityAndControlsAreNamedAsDrawnWithoutATimeline'),
    Mutant(
        'widgets-control-named', 'widgets:system-drawn-note',
        "a control in a bundle is named as a control",
        'Sources/WidgetKit/ControlWidgets.swift',
        '    _WidgetList(widgets: [SystemDrawnWidget.control(C.self)])',
        '    _WidgetList(widgets: [])',
        'LiveActivityOnlyBundleEndToEndTests|theBundlesLiveActivityAndControlsAreNamedAsDrawnWithoutATimeline'),
    Mutant(
        'widgets-system-drawn-wire', 'widgets:system-drawn-note',
        "widget/kinds carries what the bundle holds that iOS draws without a timeline",
        'Sources/HostProtocol/Widgets/WidgetMethods+FastJSON.swift',
        '    output.member("systemDrawn", systemDrawn)',
        '    output.member("systemDrawn", [String]?.none)',
        'LiveActivityOnlyBundleEndToEndTests|widgetKindsAndTimelinesAgreeWithCodable'),
    Mutant(
        'sdk-token-archiving-throws', 'sdk:token-archiving-throws',
        "NSKeyedArchiver refuses a token by throwing, as Apple's archiver does, so `try?` falls back instead of the process stopping",
        'Sources/ManagedSettings/NSKeyedArchiver+Token.swift',
        '    throw CocoaError(\n      .coderInvalidValue,',
        '    if requiresSecureCoding { return Data() }\n    throw CocoaError(\n      .coderInvalidValue,',
        'TokenArchivingTests|theTutorialsArchivedTokenKeyFallsBack'),
    Mutant(
        'sdk-documents-directory', 'sdk:documents-directory',
        "URL.documentsDirectory is Documents in the process's home, as in an iOS container",
        'Sources/FoundationAdditions/URL+ContainerDirectories.swift',
        '    homeDirectory.appending(path: "Documents", directoryHint: .isDirectory)',
        '    homeDirectory.appending(path: "Library", directoryHint: .isDirectory)',
        'ContainerDirectoriesTests|theTutorialsArchivedTokenKeyFallsBack'),
    Mutant(
        'state-sandbox-is-foundation-home', 'state:sandbox-is-foundation-home',
        "an extension's home for Foundation (NSHomeDirectory, the documents directory) is its own sandbox, never the user's home",
        'Sources/HostEngine/Store/SharedStateService.swift',
        '      "CFFIXED_USER_HOME": state.sandbox(of: grant.sandboxKey),\n',
        '', 'theTutorialsArchivedTokenKeyFallsBack'),
    Mutant(
        'state-unshared-sandbox-is-home', 'state:unshared-sandbox-is-home',
        "without shared state (conform, benchmark) an extension's home for Foundation is its private folder, never the user's home",
        'Sources/HostEngine/Store/UnsharedSandbox.swift',
        ', "CFFIXED_USER_HOME": folder.path(of: key)]', ']', 'UnsharedSandboxTests'),
    Mutant(
        'hostile-closed-answer-pipe', 'hostile:closed-answer-pipe',
        'an extension that closes its answer pipe (fd 4) and runs on is named framing-violation at once, not unresponsive at the deadline',
        'Sources/HostEngine/Supervision/PollLoop.swift',
        '      if let ended = pipes.streamEndedAt, ContinuousClock.now - ended >= Self.closedPipeGrace, connection.judgeClosedAnswerPipe() {',
        '      if let ended = pipes.streamEndedAt, ContinuousClock.now - ended >= Self.closedPipeGrace, Bool(false), connection.judgeClosedAnswerPipe() {',
        'anExtensionThatClosesItsAnswerPipeIsNamedAtOnceAndKilled'),
    Mutant(
        'hostile-lint-config-syntax-place', 'hostile:lint-config-syntax-place',
        'a lint configuration that is not JSON (cut short, a key twice, not UTF-8) is named with its line and column',
        'Sources/ManifestLint/Engine/LintConfiguration.swift',
        '{ "not valid JSON at \\($0)" }',
        '{ _ in "not valid JSON" }',
        'HostileLintEndToEndTests'),
    Mutant(
        'hostile-lint-config-unreadable-reason', 'hostile:lint-config-unreadable-reason',
        'a lint configuration that cannot be read says why (a FIFO, a folder, the errno)',
        'Sources/ManifestLint/Engine/JSONFileSyntax.swift',
        'reason: "cannot read the \\(kind) file: \\(reason)")',
        'reason: kind == "configuration" ? "cannot read the file" : "cannot read the \\(kind) file: \\(reason)")',
        'HostileLintEndToEndTests'),
    Mutant(
        'hostile-render-folder-writable', 'hostile:render-folder-writable',
        '--render into a folder that takes no files is a usage error before anything runs, not a failure after the run',
        'Sources/ExtensionHost/Commands/RenderDestination.swift',
        '    if let refusal = FileSystem.creationRefusal(in: directory) {\n      throw UsageError("\\(option) cannot write into',
        '    if let refusal = FileSystem.creationRefusal(in: directory), Bool(false) {\n      throw UsageError("\\(option) cannot write into',
        'RenderDestinationEndToEndTests'),
    Mutant(
        'hostile-render-file-folder-exists', 'hostile:render-file-folder-exists',
        "visit --render FILE whose folder does not exist is a usage error before the visit, not a failure after it",
        'Sources/ExtensionHost/Commands/RenderDestination.swift',
        '    guard FileSystem.kind(of: directory) == .directory else {\n      throw UsageError("\\(option) \\(path): the folder',
        '    guard FileSystem.kind(of: directory) == .directory || true else {\n      throw UsageError("\\(option) \\(path): the folder',
        'RenderDestinationEndToEndTests'),
    Mutant(
        'hostile-setup-error-escaped', 'hostile:setup-error-escaped',
        "a set-up error quotes a manifest's key with its line break escaped, so the manifest cannot forge a line of its own",
        'Sources/HostEngine/Manifest/SetupError.swift',
        '"error: " + DisplayText.escaped(problem.message)',
        '"error: " + problem.message',
        'aManifestKeyCannotForgeALineOfTheSetUpError'),
    Mutant(
        'hostile-library-public-pattern-checked', 'hostile:library-public-pattern-checked',
        "TestHost.appSwitcher refuses a publicText pattern that backtracks without end, as --public does, before the app runs",
        'Sources/ExtensionHostTesting/AppSwitcherResult.swift',
        '      if let problem = TextPattern.problem(with: pattern) { throw',
        '      if let problem = TextPattern.problem(with: pattern), (try? Regex(pattern)) == nil { throw',
        'AppSwitcherLibraryEndToEndTests'),
    Mutant(
        'hostile-app-group-limit', 'hostile:app-group-limit',
        "an entitlements file listing more App Groups than the host runs with is a set-up error at the array, not a launch that fails",
        'Sources/HostEngine/Manifest/AppGroupLimit.swift',
        '      groups.count > maximum',
        '      groups.count > maximum * 1_000',
        'WidgetHostileEndToEndTests'),
    Mutant(
        'hostile-stopped-process-named', 'hostile:stopped-process-named',
        "a widget provider whose process stopped itself is named stopped, with the fix about the signal",
        'Sources/HostEngine/Process/ProcessReadings.swift',
        '    return bytes[close + 2] == UInt8(ascii: "T") || bytes[close + 2] == UInt8(ascii: "t")',
        '    return bytes[close + 2] == UInt8(ascii: "t")',
        'WidgetHostileEndToEndTests'),
    Mutant(
        'hostile-library-moment-finite', 'hostile:library-moment-finite',
        "TestHost.widget refuses an at: of NaN or infinite seconds before the extension runs, naming it, not the extension",
        'Sources/ExtensionHostTesting/WidgetResult.swift',
        '    if let moment, !moment.timeIntervalSince1970.isFinite {',
        '    if let moment, !moment.timeIntervalSince1970.isFinite, Bool(false) {',
        'WidgetLibraryEndToEndTests'),
    # --- Hand mutants of the seventh operator sweep (7 December): the verdict paths since 5 December ---
    Mutant(
        'sweep7-widgets-readable-needs-access-off', 'widgetfinding:readable-while-locked',
        'readable-while-locked is named only where Lock Screen widget access is off, never for a locked row with access on',
        'Sources/HostEngine/Widgets/WidgetJudge.swift',
        'if row.device.isLocked, !row.lockScreenAccess, row.shows == .content, !row.visibleText.isEmpty {',
        'if row.device.isLocked, row.shows == .content, !row.visibleText.isEmpty {',
        'WidgetFindingScopeEndToEndTests|WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-sensitive-once', 'widgetfinding:sensitive-while-locked',
        'sensitive-while-locked is named once a kind and family, not once per locked device state',
        'Sources/HostEngine/Widgets/WidgetJudge.swift',
        'if !matches.isEmpty, named.insert(key + " sensitive").inserted {',
        'if !matches.isEmpty, named.insert(key + " sensitive \\(row.device)").inserted {',
        'WidgetExtensionEndToEndTests|RealStyleWidgetTests'),
    Mutant(
        'sweep7-widgets-at-end-last-entry', 'widgetfinding:reloads-over-budget',
        'an .atEnd timeline reloads after its last entry, not its first',
        'Sources/HostEngine/Widgets/WidgetJudge.swift',
        'case "atEnd": next = timeline.entryDates.max()',
        'case "atEnd": next = timeline.entryDates.min()',
        'WidgetFindingScopeEndToEndTests|WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-placeholder-protection-of-extension', 'widgetfinding:placeholder-reads-app-group',
        "placeholder-reads-app-group names the data protection of the extension whose placeholder read the App Group",
        'Sources/HostEngine/Widgets/WidgetJudge.swift',
        'let protection = report.dataProtection[row.extensionName].map {',
        'let protection = report.dataProtection[row.kind].map {',
        'WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-placeholder-families-once', 'widgetfinding:placeholder-reads-app-group',
        'placeholder-reads-app-group names each family once, however many rows it has',
        'Sources/HostEngine/Widgets/WidgetJudge.swift',
        'where other.extensionName == row.extensionName && other.kind == row.kind && !families.contains(other.family) {',
        'where other.extensionName == row.extensionName && other.kind == row.kind {',
        'WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-one-pass-per-lock', 'protected:widget-lock',
        'the states that share a lock share one locked pass (one process), not one each',
        'Sources/HostEngine/Widgets/WidgetLockPasses.swift',
        'if let index = passes.firstIndex(where: { $0.lock == device.lock }) {',
        'if let index = passes.firstIndex(where: { $0.lock == device.lock && $0.lock == nil }) {',
        'WidgetLockPassTests|WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-rows-in-device-order', 'widgets:device-order',
        "a widget's rows come in the order of --device, a locked pass's rows among the others', not after them",
        'Sources/HostEngine/Widgets/WidgetLocks.swift',
        'devices.firstIndex(of: left.element.device) ?? 0, left.offset)',
        '0, left.offset)',
        'WidgetExtensionEndToEndTests|WidgetLockPassTests'),
    Mutant(
        'sweep7-widgets-locked-only-run-locks', 'protected:widget-lock',
        'a run of locked states alone (no unlocked one) still launches the extension under the lock',
        'Sources/HostEngine/Widgets/WidgetLocks.swift',
        'guard devices.contains(where: \\.isLocked), let files',
        'guard devices.contains(where: { !$0.isLocked }), let files',
        'WidgetLockedPassEndToEndTests|WidgetLockPassTests'),
    Mutant(
        'sweep7-widgets-launch-failure-once', 'widgets:launch-failed-once',
        'an executable that cannot start as a widget extension is named once, not once per pass',
        'Sources/HostEngine/Widgets/WidgetRun.swift',
        'if !failedToStart { report.merge(fragment) }',
        'if failedToStart || true { report.merge(fragment) }',
        'WidgetLockedPassEndToEndTests|WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep7-widgets-always-on-dimmed', 'widgets:presentation',
        'only the Always-On display reduces luminance, not every locked state',
        'Sources/HostProtocol/Widgets/WidgetPresentation.swift',
        'let dimmed = device == .alwaysOn',
        'let dimmed = device.isLocked',
        'WidgetPresentationTests|WidgetExtensionEndToEndTests|RealStyleWidgetTests'),
    Mutant(
        'sweep7-widgets-exit-not-crash', 'widgets:fault-kind',
        'a widget extension that exits on its own is exited-early, one that dies by a signal crashed',
        'Sources/HostEngine/Widgets/WidgetAnswer.swift',
        'if let exit = connection.departureFault, exit.kind == .exitedEarly {',
        'if let exit = connection.departureFault, exit.kind != .exitedEarly {',
        'WidgetExtensionEndToEndTests|FaultyWidget'),
    Mutant(
        'sweep7-switcher-finding-once-a-kind', 'switcher:finding-once',
        'each App Switcher finding is named once a tour, at its first step, not at every step that shows it',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift',
        'guard !options.allowed.contains(finding.kind), named.insert(finding.kind).inserted else { return }',
        'guard !options.allowed.contains(finding.kind), named.insert(finding.kind).inserted || true else { return }',
        'AppSwitcher|SwiftUIApp|DrawnContent|ScreenPicture|AppDeparture'),
    Mutant(
        'sweep7-switcher-cover-left-under-blur', 'switcher:cover-left-while-active',
        'content still under a blur cover when the app is active again is a cover left, as under an opaque one',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift',
        'case .underOpaqueView, .underBlur: return true',
        'case .underOpaqueView: return true',
        'CoverFindingsEndToEndTests|AppSwitcherEndToEndTests'),
    Mutant(
        'sweep7-switcher-scene-fix-names-scene-callback', 'switcher:fix-callbacks',
        "a scene app's fix names the scene delegate's sceneDidEnterBackground(_:), which UIKit calls, not the app delegate's",
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift',
        '(didEnterBackground, willEnterForeground) = ("sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)")',
        '(didEnterBackground, willEnterForeground) = ("applicationDidEnterBackground(_:)", "sceneWillEnterForeground(_:)")',
        'CoverFindingsEndToEndTests|AppSwitcherEndToEndTests'),
    Mutant(
        'sweep7-switcher-cover-is-full-height', 'switcher:covers-pile-up',
        'only an opaque view of the whole screen (its height too) counts as a cover; a full-width bar does not',
        'Sources/HostEngine/AppSwitcher/AppSwitcherJudge.swift',
        'node.frame.width >= screen.width && node.frame.height >= screen.height && (node.backgroundColor?.alpha ?? 0) >= 0.9',
        'node.frame.width >= screen.width && (node.backgroundColor?.alpha ?? 0) >= 0.9',
        'CoverFindingsEndToEndTests|AppSwitcherEndToEndTests'),
    Mutant(
        'sweep7-fault-named-once', 'contract:fault-once',
        'the same fault (kind and detail) twice is one finding, named once against the process',
        'Sources/HostEngine/Supervision/ExtensionConnection.swift',
        '      guard !state.faults.elements.contains(where: { $0.kind == fault.kind && $0.detail == fault.detail }) else { return false }\n',
        '',
        FAULT_TESTS + '|HostileExtensionEndToEndTests'),
    Mutant(
        'sweep7-closed-answer-pipe-after-stop', 'fault:framing-violation',
        'an extension asked to stop may close its answer pipe as it goes: no framing-violation is named',
        'Sources/HostEngine/Supervision/ExtensionConnection+Messages.swift',
        '    if askedToStop { return true }\n    guard let waiting else { return false }',
        '    guard let waiting else { return false }',
        'StopClosingPipeEndToEndTests|HostileExtensionEndToEndTests'),
    Mutant(
        'sweep7-complete-unless-open-creates-locked', 'protected:create-while-locked',
        'a complete-unless-open file can be created while locked (Apple), though not opened again',
        'Sources/HostProtocol/ProtectionClass.swift',
        'self == .completeUnlessOpen || opens(in: state)',
        'opens(in: state)',
        'ProtectedData|Locked|SimulateEndToEndTests'),
    Mutant(
        'sweep7-bplist-128-bit-low-bytes', 'parser:binary-plist-integer',
        "a binary plist's 128-bit integer is read from all eight of its low bytes (operator sweep auto-23-009)",
        'Sources/ExtensionManifest/Plist/BinaryPlistParser.swift',
        'let low = Self.bigEndian(bytes, at: offset + 9, size: 8)',
        'let low = Self.bigEndian(bytes, at: offset + 9, size: 7)',
        'BinaryPlistReaderTests'),
    Mutant(
        "switcher-face-id-refused-in-background", "switcher:face-id-refused-in-background",
        "an app in the background cannot ask for Face ID: the evaluation fails with systemCancel, so a lock that asks as it appears there stays locked",
        "Sources/LocalAuthentication/LAContext.swift",
        "    guard AppPresence.isInBackground else { return nil }",
        "    guard AppPresence.isInBackground, Bool(false) else { return nil }", "AppLockEndToEndTests"),
    Mutant(
        "switcher-app-state-recorded", "switcher:app-state-recorded",
        "the app's state is recorded for the frameworks that read it off the main actor (LocalAuthentication)",
        "Sources/UIKit/App/UIApplication.swift",
        "    didSet { AppPresence.record(applicationState) }",
        "    didSet {}", "AppLockEndToEndTests"),
    Mutant(
        'adopt-missing-path-file-at-setting', 'adopt:missing-path-file',
        "a path setting naming a file the folder lacks is one error at the setting, not 'cannot read' at the missing file",
        'Sources/ManifestLint/Project/XcodeProject.swift',
        'if reasons.isEmpty, FileSystem.kind(of: path) == nil {',
        'if reasons.isEmpty, FileSystem.kind(of: path) == nil, Bool(false) {',
        'aPathSettingThatNamesNoFileIsOneErrorAtTheSetting'),
    Mutant(
        'adopt-missing-entitlements-once', 'adopt:missing-path-file',
        "an entitlements file the project names but lacks is PL001's at the setting, not also EN301's 'has no .entitlements file'",
        'Sources/ManifestLint/Rules/FamilyControlsMissing.swift',
        'if let named = target.settings.value(for: "CODE_SIGN_ENTITLEMENTS"), !named.isEmpty { return nil }',
        'if let named = target.settings.value(for: "CODE_SIGN_ENTITLEMENTS"), !named.isEmpty, Bool(false) { return nil }',
        'aMissingEntitlementsFileIsOneLintErrorAtTheSetting'),
    Mutant(
        'adopt-starter-compared-equal', 'adopt:starter-compared-names',
        "init's starter scenario reads the names a monitor compares activity.rawValue with (==), not only declared ones",
        'Sources/ExtensionHost/Adoption/StarterScenario.swift',
        'found += literals(after: value + " ==", in: text)',
        'found += []',
        'aMonitorComparingRawValuesGetsAScenarioWithThoseNames'),
    Mutant(
        'adopt-starter-switch-depth', 'adopt:starter-compared-names',
        "only the case labels of the switch on activity.rawValue itself name activities, not a nested switch's",
        'Sources/ExtensionHost/Adoption/StarterScenario.swift',
        'if depth == 1, trimmed.hasPrefix("case \\"") {',
        'if depth >= 1, trimmed.hasPrefix("case \\"") {',
        'aMonitorComparingRawValuesGetsAScenarioWithThoseNames'),
    Mutant(
        'adopt-kept-manifest-missing-target', 'adopt:kept-manifest',
        'init says which adopted extension a kept Package.swift has no target for, and gives the target',
        'Sources/ExtensionHost/Adoption/ProjectAdoption+KeptManifest.swift',
        'let missing = extensions.filter { !text.contains(Self.literal($0.name)) }',
        'let missing = extensions.filter { _ in false }',
        'aRerunSaysWhichAdoptedExtensionTheKeptManifestLacks'),
    Mutant(
        'adopt-stroke-after-fill-drawn-as-fill', 'adopt:shape-view',
        "a stroke chained after a fill (iOS 17's shape views) is drawn as the fill beneath it, not as a shape in the stroke's colour",
        'Sources/SwiftUI/Views/ShapeViews.swift',
        'try context.evaluate(background)',
        'try context.evaluate(shape.foregroundStyle(style))',
        'ShapeViewChainingTests'),
    Mutant(
        'adopt-sw410-point-present', 'SW410',
        "a subclass of another point's base is reported only when the project has no extension of that point",
        'Sources/ManifestLint/Rules/ScreenTimeClassNeverRun.swift',
        'chain.contains(base), !present.contains(base) else { continue }',
        'chain.contains(base) else { continue }',
        'LintRuleExampleTests'),
    Mutant(
        'sweep7-layout-fixed-frame-not-flexible', 'widgets:layout-stack-shares-length',
        "a fixed frame(width:) makes a flexible view fixed along that axis, so a stack gives it that width (operator sweep auto-23-008)",
        'Sources/SwiftUI/Evaluation/ViewLayout.swift',
        '        if fixed != nil { return false }',
        '        if fixed != nil { }',
        'ViewLayoutTests'),
    Mutant(
        'sweep7-reference-threshold-next-unit', 'widgets:system-format',
        "a date reference is relative only within the unit after its threshold field (a week for .day), the date itself beyond (operator sweep auto-23-010)",
        'Sources/SwiftUI/Views/Text+SystemFormatStyle.swift',
        'let limit = threshold > 0 ? Self.units[threshold - 1].seconds : Int.max',
        'let limit = threshold > 0 ? Self.units[threshold - 2].seconds : Int.max',
        'SystemFormatStyleTests'),
    Mutant(
        'sweep7-setup-memo-inotify-buffer', 'daemon:setup-memo',
        "the daemon's setup memo drains its inotify events in 16 KiB reads (operator sweep auto-23-014)",
        'Sources/HostEngine/Daemon/SetupMemo.swift',
        'InotifyEvents.drain(inotify, bufferBytes: 16 << 10)',
        'InotifyEvents.drain(inotify, bufferBytes: 17 << 10)',
        'Daemon|WarmShared',
        equivalent="performance only: the drain reads until the queue is empty, so a buffer of 17 KiB "
        "counts the same events in the same order as one of 16 KiB"),
    Mutant(
        'sweep7-frame-reader-poll-error', 'protocol:frame-reader',
        "a poll(2) failure other than EINTR while a frame is half read is an I/O error (operator sweep auto-23-018)",
        'Sources/HostProtocol/Transport/FrameReader.swift',
        '      if ready < 0 { throw .io(errno: errno) }\n',
        '',
        'FrameDecoder|Framing',
        equivalent="poll(2) on the reader's own open descriptor, one entry, fails only with EINTR (retried) or "
        "EFAULT/EINVAL/ENOMEM, which a valid pollfd on the stack cannot meet; were it to, the read still ends "
        "in an error (named stalled, not by its errno)"),
    Mutant(
        'simulate-print-is-a-warning', 'simulate:print-is-a-warning',
        "a monitor that prints gets a wrote-to-stdout warning and the run still exits 0, as visit and conform judge it",
        'Sources/HostEngine/Simulation/SimulationReport.swift',
        'problems.contains(where: \\.isViolation) }',
        '!problems.isEmpty }',
        'aFloodOfOutputIsCappedAndTheCallbackStillReturns'),
    Mutant(
        'widgets-bundle-also-holds-named', 'widgets:system-drawn',
        "a bundle serving timeline widgets beside a Live Activity or controls names those, which are not shown "
        "(batch 22: reekystive/LifeBurn's Xcode-template bundle)",
        'Sources/HostEngine/Widgets/WidgetSession.swift',
        'guard let drawn = kinds.systemDrawn, !drawn.isEmpty else { return nil }',
        'guard let drawn = kinds.systemDrawn, drawn.isEmpty else { return nil }',
        'aBundleOfWidgetsBesideALiveActivityAndControlsNamesWhatIsNotShown'),
    Mutant(
        'layout-overflow-spills-both-edges', 'swiftui:layout',
        "a view larger than its frame or its ZStack keeps its size, placed by the alignment (centred: over both edges), "
        "not cut to the frame and pushed past its bottom (batch 22: jckw/Continuum's small widget)",
        'Sources/SwiftUI/Evaluation/ViewLayout.swift',
        '    Size(width: size.width.isFinite ? max(size.width, 0) : frame.width, height: size.height.isFinite ? max(size.height, 0) : frame.height)',
        '    Size(width: min(size.width, frame.width), height: min(size.height, frame.height))',
        'aChildLargerThanItsSpaceIsCentredAndSpillsOverBothEdges'),
    # --- Eighth sweep (7 December): hand mutants of the verdict code of the last two days ------
    Mutant(
        'sweep8-stopped-note-unresponsive', 'fault:unresponsive',
        "an unresponsive fault of a process found stopped (it raised SIGSTOP) says the process is stopped",
        'Sources/HostEngine/Supervision/RequestVerdict.swift',
        'fault = ExtensionFault(kind: fault.kind, detail: fault.detail + stopped.note, foundStopped: stopped.isStopped)',
        'fault = ExtensionFault(kind: fault.kind, detail: fault.detail, foundStopped: stopped.isStopped)',
        'SimulateEndToEndTests|FaultVerdictEndToEndTests'),
    Mutant(
        'sweep8-stopped-note-flipped', 'hostile:stopped-process-named',
        "the stopped-process note is added only when the process is stopped",
        'Sources/HostEngine/Supervision/StoppedProcess.swift',
        '    isStopped\n      ? "; its process is stopped',
        '    !isStopped\n      ? "; its process is stopped',
        'WidgetHostileEndToEndTests'),
    Mutant(
        'sweep8-switcher-stopped-note', 'switcher:callback-blocked',
        "an app found stopped when its callback's limit passes is named stopped in callback-blocked, with the signal's fix",
        'Sources/HostEngine/AppSwitcher/AppTour.swift',
        '\\(stopped.note); iOS suspends or ends an app',
        '; iOS suspends or ends an app',
        'AppDepartureEndToEndTests|AppSwitcherEndToEndTests'),
    Mutant(
        'sweep8-monitor-fix-unresponsive', 'simulate:monitor-fault-fix',
        "a monitor's unresponsive callback comes with the fix to return in time",
        'Sources/HostEngine/Simulation/MonitorFaultFix.swift',
        '    case .unresponsive:\n',
        '    case .resourceLimit:\n',
        'SimulateEndToEndTests|DaemonMonitorEndToEndTests'),
    Mutant(
        'sweep8-simulate-warning-line', 'simulate:print-is-a-warning',
        "a fault that is no violation (a print) is a 'warning' line of simulate's timeline, not a 'fault' line",
        'Sources/HostEngine/Simulation/ScenarioPlayer+Delivery.swift',
        'kind: fault.isViolation ? "fault" : "warning"',
        'kind: fault.isViolation ? "fault" : "fault"',
        'SimulateEndToEndTests'),
    Mutant(
        'sweep8-simulate-one-failed-expectation', 'simulate:exit-status',
        "one failed expectation fails simulate's run (exit 1)",
        'Sources/HostEngine/Simulation/SimulationReport.swift',
        'expectationsFailed > 0 ||',
        'expectationsFailed > 1 ||',
        'SimulateEndToEndTests|SimulateWidgetsEndToEndTests|SimulatedSystemTests'),
    Mutant(
        'sweep8-simulate-widget-family-supported', 'simulate:widget-placed',
        "a scenario's widget in a family its kind does not support is a set-up error at its line",
        'Sources/HostEngine/Simulation/ScenarioPlayer+Widgets.swift',
        '      guard kind.families.contains(widget.family) else {',
        '      guard !kind.families.isEmpty else {',
        'SimulateWidgetsEndToEndTests'),
    Mutant(
        'sweep8-app-group-limit-boundary', 'hostile:app-group-limit',
        "a target may list exactly 100 App Groups; 101 is the set-up error",
        'Sources/HostEngine/Manifest/AppGroupLimit.swift',
        '      groups.count > maximum\n',
        '      groups.count >= maximum\n',
        'AppGroupLimitTests|WidgetHostileEndToEndTests'),
    Mutant(
        'sweep8-bundle-resources-bundle-whole', 'library:bundle-resources-flattened',
        "a .bundle folder among an extension's resources is linked whole, as Xcode copies it, not flattened",
        'Sources/HostEngine/Supervision/BundleResourceLinks.swift',
        '(name.hasSuffix(".lproj") || name.hasSuffix(".bundle"))',
        '(name.hasSuffix(".lproj"))',
        'BundleFolderTests'),
    Mutant(
        'sweep8-bundle-resources-depth', 'library:bundle-resources-flattened',
        "a resource four folders below the resources folder is linked; the walk stops below that",
        'Sources/HostEngine/Supervision/BundleResourceLinks.swift',
        'for _ in 0...Self.maximumDepth where',
        'for _ in 0..<Self.maximumDepth where',
        'BundleFolderTests'),
    Mutant(
        'sweep8-sw410-monitor-point', 'lint:SW410',
        "SW410 names a DeviceActivityMonitor subclass in a project with no monitor extension",
        'Sources/ManifestLint/Rules/ScreenTimeClassNeverRun.swift',
        '[.shieldAction, .shieldConfiguration, .deviceActivityMonitor]',
        '[.shieldAction, .shieldConfiguration]',
        'ScreenTimeClassNeverRunTests|LintRuleExampleTests'),
    Mutant(
        'sweep8-sw410-inherited', 'lint:SW410',
        "SW410 names a class that subclasses the other point's base through a class of its own",
        'Sources/ManifestLint/Rules/ScreenTimeClassNeverRun.swift',
        'chain.contains(base), !present.contains(base)',
        'chain.first == base, !present.contains(base)',
        'ScreenTimeClassNeverRunTests|LintRuleExampleTests'),
    Mutant(
        'sweep8-face-id-background-code', 'switcher:face-id-refused-in-background',
        "Face ID asked from the background fails with systemCancel (-4), not another code",
        'Sources/LocalAuthentication/LAContext.swift',
        'return LAError(.systemCancel, "the app is in the background',
        'return LAError(.userCancel, "the app is in the background',
        'AppLockEndToEndTests|LocalAuthenticationTests'),
    Mutant(
        'sweep8-widgets-app-group-protection', 'widgets:app-group-protection',
        "the App Group's files take the monitor's data protection before the app's, in widgets as in visit and simulate",
        'Sources/HostEngine/Widgets/WidgetSetup.swift',
        'monitorDataProtection ?? app?.dataProtection ?? .default',
        'app?.dataProtection ?? monitorDataProtection ?? .default',
        'WidgetLockedPassEndToEndTests|WidgetExtensionEndToEndTests'),
    Mutant(
        'sweep8-switcher-allow-inactive', 'switcher:allow',
        "--allow inactive allows inactive-shows-content",
        'Sources/HostEngine/AppSwitcher/AppSwitcherFinding.swift',
        'word == "inactive" ? .inactiveShowsContent : Kind(rawValue: word)',
        'word == "inactive" ? .windowOrderUnsure : Kind(rawValue: word)',
        'AppSwitcher'),
    Mutant(
        'sweep8-widget-view-stopped-note', 'widgets:fault-view-too-slow',
        "a widget whose view's body stopped its process is named stopped in view-too-slow, with the signal's fix",
        'Sources/HostEngine/Widgets/WidgetAnswer.swift',
        'was not evaluated within \\(milliseconds) ms\\(stopped.note)"',
        'was not evaluated within \\(milliseconds) ms"',
        'WidgetHostileEndToEndTests'),
    Mutant(
        'sweep8-family-controls-missing-said-once', 'lint:EN301',
        "a CODE_SIGN_ENTITLEMENTS naming a file the clone lacks is PL001's one error, not also a missing Family Controls entitlement",
        'Sources/ManifestLint/Rules/FamilyControlsMissing.swift',
        'value(for: "CODE_SIGN_ENTITLEMENTS"), !named.isEmpty { return nil }',
        'value(for: "CODE_SIGN_ENTITLEMENTS"), named.isEmpty { return nil }',
        'ProjectManifestFolderTests|Lint'),
    Mutant(
        'hostile-widget-app-group-named', 'widgetfault:app-group-not-entitled',
        "a widget extension that asks for an App Group its entitlements do not list is named app-group-not-entitled, with the fix",
        'Sources/HostEngine/Widgets/WidgetHostService.swift',
        '      guard finding.kind == .appGroupNotEntitled, let fix = finding.fix else {',
        '      guard finding.kind == .storeLimitExceeded, let fix = finding.fix else {',
        'WidgetContractEndToEndTests'),
    Mutant(
        'hostile-widget-completion-repeat-told', 'widgetfault:completion-called-twice',
        "the widget runtime tells the host when a provider calls its completion again, which names completion-called-twice",
        'Sources/WidgetKit/WidgetRequests.swift',
        '  var isFirstRepeat: Bool { calls == 2 }',
        '  var isFirstRepeat: Bool { calls == 0 }',
        'WidgetContractEndToEndTests'),
    Mutant(
        'hostile-widget-fix-escaped', 'hostile:widget-fix-escaped',
        "a widget fault's fix naming what the extension sent (an App Group) is shown with its control characters escaped",
        'Sources/HostEngine/Widgets/WidgetReport+Text.swift',
        '      lines.append("  fix: \\(DisplayText.escaped(fault.fix))")',
        '      lines.append("  fix: \\(fault.fix)")',
        'WidgetContractEndToEndTests'),
    Mutant(
        'hostile-lint-config-project-root', 'hostile:lint-config-project-root',
        "the search for .extension-host.json ends at the project's root (.git or Package.swift)",
        'Sources/ManifestLint/Engine/LintConfiguration.swift',
        '      if isProjectRoot(directory) || parent == directory || directory == "/" { return Search(found: nil, passedOver: nil) }',
        '      if parent == directory || directory == "/" { return Search(found: nil, passedOver: nil) }',
        'LintConfigurationSearchTests'),
    Mutant(
        'hostile-lint-config-shared-folder', 'hostile:lint-config-shared-folder',
        "the search for .extension-host.json never reads a folder anyone may write to (/tmp)",
        'Sources/ManifestLint/Engine/LintConfiguration.swift',
        '    return stat(directory, &status) == 0 && status.st_mode & S_IWOTH != 0',
        '    return stat(directory, &status) == 0 && status.st_mode & S_IWOTH == S_IFMT',
        'LintConfigurationSearchTests'),
    Mutant(
        'hostile-lint-config-link-found', 'hostile:lint-config-link-found',
        "a .extension-host.json that is a link to nothing or a loop is found and said, never passed by",
        'Sources/ManifestLint/Engine/LintConfiguration.swift',
        '    return lstat(path, &status) == 0',
        '    return stat(path, &status) == 0',
        'LintConfigurationSearchTests'),
    Mutant(
        'hostile-scenario-not-utf8-placed', 'hostile:scenario-not-utf8-placed',
        "a scenario holding bytes that are not UTF-8 is named at the line and column of the first one",
        'Sources/HostEngine/Simulation/ScenarioParser.swift',
        '    let line = bytes[..<lineStart].reduce(1) { $1 == UInt8(ascii: "\\n") ? $0 + 1 : $0 }',
        '    let line = bytes[..<lineStart].reduce(1) { _, _ in 1 }',
        'ScenarioParserTests'),
    Mutant(
        'hostile-pattern-reason', 'hostile:pattern-reason',
        "a --sensitive or --public pattern that does not compile is refused with the compiler's reason",
        'Sources/HostEngine/Support/TextPattern.swift',
        '      return "is not a regular expression: \\(error)"',
        '      return "is not a regular expression"',
        'HostileValueTests'),
    Mutant(
        'hostile-simulate-app-group-named', 'hostile:simulate-app-group-named',
        "simulate names a monitor's use of an App Group its entitlements do not list, as a visit does",
        'Sources/HostEngine/Simulation/SimulationRun.swift',
        '      log.findings.map { (kind: $0.kind.rawValue, name: $0.extensionName, detail: $0.detail, fix: $0.fix) }',
        '      [(kind: String, name: String, detail: String, fix: String?)]()',
        'SimulateAppGroupEndToEndTests'),
    Mutant(
        'hostile-output-dropped-counted', 'hostile:output-dropped-counted',
        "stdout and stderr lines past the cap are counted in the report, never dropped without a trace",
        'Sources/HostEngine/Supervision/ExtensionConnection+Output.swift',
        '    for (channel, capture) in streams where capture.droppedLines > 0 {',
        '    for (channel, capture) in streams where capture.droppedLines > capture.totalLines {',
        'HostileOutputEndToEndTests'),
    Mutant(
        'hostile-simulate-output-counted', 'hostile:simulate-output-counted',
        "simulate's timeline counts what a monitor batch wrote past the 200 lines kept",
        'Sources/HostEngine/Simulation/MonitorProcesses.swift',
        '        + connection.droppedOutput().map {',
        '        + connection.droppedOutput().prefix(0).map {',
        'SimulateEndToEndTests'),
    Mutant(
        'hostile-simulate-completion-repeat-heard', 'hostile:simulate-completion-repeat-heard',
        "simulate names a placed widget whose provider calls its completion again, completion-called-twice",
        'Sources/HostEngine/Simulation/MonitorService.swift',
        '    guard !repeatedCompletions.receive(notification, method: method, from: connection) else { return }',
        '    guard !repeatedCompletions.receive(notification, method: "", from: connection) else { return }',
        'SimulateWidgetsEndToEndTests'),
    Mutant(
        'lint-config-passed-over-said', 'hostile:lint-config-shared-folder',
        "a .extension-host.json in a folder anyone may write to is passed over and said, not silently unused",
        'Sources/ManifestLint/Engine/LintConfiguration.swift',
        '        return Search(found: nil, passedOver: entryExists(candidate) ? candidate : nil)',
        '        return Search(found: nil, passedOver: nil)',
        'LintConfigurationSearchTests'),
    Mutant(
        'sweep8-uicolor-description-name', 'sdk:uicolor-description',
        "a named colour prints as its name in a log, any other as its components (operator sweep auto-8-005)",
        'Sources/UIKit/UIColor.swift',
        'if let systemName { return "UIColor.\\(systemName)" }',
        'if let systemName { }',
        'UIColorTests'),
    Mutant(
        'sweep8-infer-extensionkit-kind', 'lint:target-kind',
        "an Info.plist with EXAppExtensionAttributes is an ExtensionKit extension, whatever else it holds (operator sweep auto-8-006)",
        'Sources/ManifestLint/Project/ProjectLoader+Build.swift',
        'if root["EXAppExtensionAttributes"] != nil { return .extensionKitExtension }',
        'if root["EXAppExtensionAttributes"] != nil { }',
        'TargetKindInferenceTests'),
    Mutant(
        'sweep8-scene-configuration-name-tokens', 'lint:scene-configuration-names',
        "the source scanner steps over `UISceneConfiguration(name: \"…\"` (operator sweep auto-8-007)",
        'Sources/ManifestLint/Sources/SwiftSourceFile.swift',
        '        index += 5\n',
        '        index += 6\n',
        'Lint',
        equivalent="the sixth token after `UISceneConfiguration` is the `,` or `)` that follows the name's literal in "
        "any Swift that compiles, and the scanner keys on neither, so stepping over it finds the same declarations"),
    Mutant(
        'sweep8-elliptical-gradient-start', 'widgets:shape-style',
        "EllipticalGradient's start radius defaults to 0 (operator sweep auto-8-013)",
        'Sources/SwiftUI/Views/ShapeStyle.swift',
        'public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {',
        'public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 1, endRadiusFraction: CGFloat = 0.5) {',
        'ViewEvaluation',
        equivalent="the host draws an elliptical gradient as its first colour and keeps no radius, so no default "
        "of the radius is ever seen"),
    Mutant(
        'sweep8-safe-area-regions-distinct', 'sdk:safe-area-regions',
        "SafeAreaRegions.container and .keyboard are distinct members (operator sweep auto-8-017)",
        'Sources/SwiftUI/Geometry.swift',
        '  public static let container = SafeAreaRegions(rawValue: 1)\n',
        '  public static let container = SafeAreaRegions(rawValue: 2)\n',
        'PrivacyScreenAPITests'),
    Mutant(
        'sweep8-read-file-size-first', 'parser:read-file-size-first',
        "a file over the read limit is refused by its size before any byte is read (operator sweep auto-8-023)",
        'Sources/ExtensionManifest/FileSystem.swift',
        '    if size > limit { return .failure(.tooLarge(size)) }\n',
        '    if size > limit { }\n',
        'HostileValueTests'),
    Mutant(
        'sweep8-runtime-default-message-limit', 'limit:runtime-default-message-limit',
        "an extension's runtime reads the message limit the host set, 4 MiB when none is set (operator sweep auto-8-019)",
        'Sources/HostProtocol/System/ProcessVariable.swift',
        '.flatMap { Int($0) } ?? 4 << 20 }',
        '.flatMap { Int($0) } ?? 3 << 20 }',
        'FrameDecoder|Framing',
        equivalent="the launcher sets EXTENSION_HOST_MAX_MESSAGE_BYTES in every process it starts (ExtensionLauncher), "
        "so the default is read only by a runtime started outside the host, which has no host to answer"),
    Mutant(
        'sweep8-duration-drop-trailing', 'sdk:duration-zero-formatting',
        "DateComponentsFormatter's .dropTrailing drops trailing zeros and .dropMiddle keeps them (operator sweep auto-8-035)",
        'Sources/FoundationAdditions/DurationFormat.swift',
        '        if index > last { return !drop.contains(.dropTrailing) }\n',
        '        if index > last { }\n',
        'DateComponentsFormatterTests'),
    Mutant(
        'sweep8-keychain-update-group-entitled', 'sdk:keychain-access-groups',
        "SecItemUpdate into an access group the process is not entitled to is errSecMissingEntitlement (operator sweep auto-8-038)",
        'Sources/Security/Keychain/Keychain.swift',
        '    if let group = change.accessGroup, !access.allows(group) { throw .missingEntitlement }\n',
        '    if let group = change.accessGroup, !access.allows(group) { () }\n',
        'KeychainTests'),
    Mutant(
        'simulate-stopped-monitor-fix', 'simulate:fault-fix',
        "a monitor found stopped when its callback's deadline passes gets the signal's fix, as widgets and app-switcher give it",
        'Sources/HostEngine/Simulation/MonitorFaultFix.swift',
        '    if fault.foundStopped { return StoppedProcess.fix }',
        '    if fault.foundStopped, fault.detail.isEmpty { return StoppedProcess.fix }',
        'aMonitorThatStopsItsOwnProcessIsNamedStopped'),
    Mutant(
        'simulate-repeated-completion-named', 'hostile:simulate-app-group-named',
        "simulate names a placed widget whose provider calls its completion again, at the scenario's end",
        'Sources/HostEngine/Simulation/SimulationRun.swift',
        '      + repeated.map { (kind:',
        '      + repeated.prefix(0).map { (kind:',
        'SimulateWidgetsEndToEndTests'),
]

# Fixed subset CI runs: at least one mutant of every area, the issue's known survivors first.
CI_SUBSET = [
    "contract-open-parental-controls", "teardown-kill-on-broken-protocol", "limit-store-category-tokens",
    "verdict-answer-after-deadline-expected", "parser-lint-duplicate-large", "limit-build-setting-depth", "parser-binary-offset-table",
    "limit-handshake-timeout-option", "fault-answered-twice", "daemon-socket-owner-only", "lint-PL001",
]


def lint_rule_mutants(root):
    """One mutant per lint rule: its `check` finds nothing. Generated from the rule files, so a
    rule written another way (no such `check`) has no mutant and fails MutationCatalogueTests."""
    mutants = []
    signature = "static func check(_ project: LintProject) -> [Finding] {"
    for path in sorted(p for p in Path(root, "Sources").rglob("*.swift") if p.parent.name == "Rules"):
        text = path.read_text()
        identifier = re.search(r'\bid: "([A-Z]+[0-9]+)"', text)
        if not identifier or text.count(signature) != 1 or signature + " [] }" in text:
            continue  # no check, or one that finds nothing itself: the rule has a hand-written mutant
        rule = identifier.group(1)
        name = re.search(r'\bname: "([a-z0-9-]+)"', text)
        # A body that is one expression (an implicit return) needs its `return` written out.
        following = text[text.index(signature) + len(signature):].lstrip("\n").lstrip()
        statement = re.match(r"(let|var|for|guard|if|switch|return|while|do)\b", following)
        disable = "\n    if Bool(true) { return [] }" + ("" if statement else "\n    return ")
        mutants.append(Mutant(
            f"lint-{rule}", f"lint:{rule}", f"{rule} {name.group(1) if name else ''} reports what it checks".strip(),
            str(path.relative_to(root)), signature, signature + disable,
            "Lint"))
    return mutants

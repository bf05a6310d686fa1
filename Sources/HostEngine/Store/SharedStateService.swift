import Foundation
import Glibc
import HostProtocol
import Synchronization

/// What a visit lends its extensions, as iOS lends it to an app's processes: the app's
/// ManagedSettings stores, and the containers of the App Groups each extension's entitlements
/// list. It also records what the extensions did with them: store changes, and uses of App Groups
/// they are not entitled to.
///
/// Opening it lays out the state directory and applies the app's seeds: the shield policy to the
/// default store, `AppGroupDefaults.plist` to the groups' defaults.
final class SharedStateService: HostService {
  /// The state directory.
  let state: StateDirectory
  /// The app's stores.
  let stores: ManagedSettingsState
  /// What was seeded, one sentence each.
  let seeded: [String]
  /// Warnings about the set's App Groups, found before anything runs.
  let notes: [String]
  /// The app's Keychain, which every extension of the set opens, and its place in `state`.
  let keychain: KeychainPlace

  private let categories: [String: (applications: Set<String>, webDomains: Set<String>)]
  private let grants: [String: Grant]
  private let declaredGroups: Set<String>
  private let watch: PreferencesWatch?
  private let snapshot: PreferencesSnapshot
  /// What the extensions did, as it happens; read by `finish()`.
  let log = Mutex(SharedStateLog())
  /// The extensions observing each Darwin notification name (at most 16 per name, 256 names).
  let darwinObservers = Mutex<[String: [ExtensionConnection]]>([:])

  /// One extension's share: its home, its groups, and where its entitlements are, for messages.
  struct Grant: Sendable {
    var sandboxKey: String
    var groups: [String]
    var entitlementsPath: String?
    /// Its Keychain access groups (`ExtensionTarget.keychainGroups`).
    var keychainGroups: [String] = []
  }

  private init(
    state: StateDirectory, stores: ManagedSettingsState, seeded: [String], notes: [String],
    categories: [String: (applications: Set<String>, webDomains: Set<String>)], grants: [String: Grant],
    declaredGroups: Set<String>, watch: PreferencesWatch?, snapshot: PreferencesSnapshot, keychainLocation: [String]
  ) {
    keychain = KeychainPlace(state: state, location: keychainLocation)
    self.state = state
    self.stores = stores
    self.seeded = seeded
    self.notes = notes
    self.categories = categories
    self.grants = grants
    self.declaredGroups = declaredGroups
    self.watch = watch
    self.snapshot = snapshot
  }

  /// Prepares the state directory for a visit to `setup` and applies the app's seeds; `others`
  /// (a simulation's widget extensions) get their sandboxes and App Groups as `setup`'s do.
  static func open(
    setup: ShieldSetup, state: StateDirectory, manifestsDirectory: String?, others: [ExtensionTarget] = []
  ) throws -> SharedStateService {
    try open(
      extensions: setup.extensions + others, app: setup.app, policy: setup.policy, state: state,
      manifestsDirectory: manifestsDirectory)
  }

  /// Prepares the state directory for `extensions` (of `app`, when known) and applies the seeds:
  /// `policy` (none for a set without shield extensions, as `widgets` runs) to the default store,
  /// the manifests folder's `AppGroupDefaults.plist` to the groups' defaults.
  static func open(
    extensions: [ExtensionTarget], app: AppTarget?, policy: ShieldPolicy?, state: StateDirectory,
    manifestsDirectory: String?
  ) throws -> SharedStateService {
    let declared = Set(extensions.flatMap(\.appGroups) + (app?.appGroups ?? []))
    let layout = AppGroupLayout(state: state, groups: declared.sorted())
    try layout.prepareContainers()

    var grants: [String: Grant] = [:]
    for target in extensions {
      let grant = Grant(
        sandboxKey: target.bundleIdentifier ?? target.name, groups: target.appGroups,
        entitlementsPath: manifestsDirectory == nil ? nil : target.entitlementsPath, keychainGroups: target.keychainGroups)
      try layout.prepareSandbox(grant.sandboxKey, entitled: grant.groups)
      grants[target.name] = grant
    }

    let appKey = app?.bundleIdentifier ?? app?.name ?? "app"
    if let problem = policy?.storeSettings.limitViolations.first {
      throw SetupError(at: nil, "the shield policy cannot seed the store: \(problem)")
    }
    let stores = try ManagedSettingsState(file: state.storeFile(ofApp: appKey), seeding: policy?.storeSettings)
    var seeded = stores.seeded ? ["store \"default\" from the shield policy"] : []
    if let manifestsDirectory {
      let seedPath = manifestsDirectory + "/" + AppGroupSeed.fileName
      if FileManager.default.fileExists(atPath: seedPath) {
        let seed = try AppGroupSeed.read(seedPath, app: app)
        seeded += try seed.apply(to: state).map { "App Group \($0) defaults from \(AppGroupSeed.fileName)" }
      }
    }
    if let manifestsDirectory, FileManager.default.fileExists(atPath: manifestsDirectory + "/" + KeychainSeed.fileName) {
      let seed = try KeychainSeed.read(manifestsDirectory + "/" + KeychainSeed.fileName, app: app)
      try prepareKeychain(state.keychainLocation(ofApp: appKey), in: state)
      if try seed.apply(to: state, keychain: state.keychainLocation(ofApp: appKey), seed: state.keychainSeedFile(ofApp: appKey)) {
        seeded.append("the app's Keychain from \(KeychainSeed.fileName)")
      }
    }

    // An extension that lacks a group the set lists has a private suite file for it, whose reads
    // only inotify sees; the others can only write a suite nobody lists, which a snapshot sees
    // without inotify's cost (closing a watch waits for a kernel grace period).
    let folders = grants.mapValues { state.preferences(ofSandbox: $0.sandboxKey) }
    let watched = folders.filter { name, _ in !declared.subtracting(grants[name]?.groups ?? []).isEmpty }
    let watch = watched.isEmpty ? nil : PreferencesWatch(folders: watched)
    let snapshot = PreferencesSnapshot(folders: folders.filter { watched[$0.key] == nil })
    return SharedStateService(
      state: state, stores: stores, seeded: seeded, notes: Self.notes(for: extensions, of: app),
      categories: policy?.categories ?? [:],
      grants: grants, declaredGroups: declared, watch: watch, snapshot: snapshot, keychainLocation: state.keychainLocation(ofApp: appKey))
  }

  /// The app's Keychain folders, made when first needed (a seed, a device state to enforce; the
  /// extensions' own Keychain makes them too), so that a visit that needs neither creates none.
  /// Secrets: the user's alone, 0700 through a descriptor opened without following a link, so
  /// that nothing planted in the folder's place is changed instead.
  private static func prepareKeychain(_ location: [String], in state: StateDirectory) throws(StateError) {
    for folder in KeychainLayout.folders { try state.root.createDirectories(location + folder) }
    let folder = Glibc.open(state.root.path(of: location), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if folder >= 0 {
      fchmod(folder, 0o700)
      close(folder)
    }
  }

  /// The folders of every App Group container, and their data protection class: the monitor's
  /// entitlement, else the app's, else Apple's default (this host's reading: iOS gives each file
  /// the class of the process that created it); and the app's Keychain, whose folders exist from
  /// now on, before any state is enforced, so that the guard marks them.
  func protectedFiles(of setup: ShieldSetup) throws(StateError) -> ProtectedFiles {
    try protectedFiles(protection: setup.monitorExtension?.dataProtection ?? setup.app?.dataProtection ?? .default)
  }

  /// The App Group containers' folders with `protection` as their class, and the app's Keychain.
  func protectedFiles(protection: ProtectionClass) throws(StateError) -> ProtectedFiles {
    try Self.prepareKeychain(keychain.location, in: state)
    return ProtectedFiles(containers: declaredGroups.sorted().map(state.container(ofGroup:)), protection: protection, keychain: keychain)
  }

  /// Whether `target` is shielded by the app's stores: as they are now, or as `shields` (a
  /// snapshot's, read already) hold them.
  func decide(
    _ target: VisitTarget, category: String?, shields: [String: StoreShieldSettings]? = nil
  ) -> ShieldPolicy.Decision {
    ShieldEvaluation(stores: shields ?? stores.stores, categories: categories).decide(target, category: category)
  }

  /// The extension's sandbox as `HOME` and `XDG_CONFIG_HOME`, its App Groups, and the app's
  /// Keychain with the access groups the extension may use. The sandbox is also its home for
  /// Foundation (`CFFIXED_USER_HOME`: `NSHomeDirectory()`, `URL.homeDirectory`, the documents
  /// directory), and its caches and application support are its `Library/Caches` and
  /// `Library/Application Support`, as in an iOS container, never the user's own folders.
  func environment(for target: ExtensionTarget) -> [String: String] {
    // A widget extension's own clock is the moment each timeline request names (`ProcessClock`).
    // A monitor's follows its callbacks' under `MonitorService`, which serves every monitor.
    let clock = target.extensionPoint == .widgetKit ? ["EXTENSION_HOST_SIMULATED_CLOCK": "1"] : [:]
    guard let grant = grants[target.name] else { return clock }
    return clock.merging([
      "HOME": state.sandbox(of: grant.sandboxKey),
      "CFFIXED_USER_HOME": state.sandbox(of: grant.sandboxKey),
      "XDG_CONFIG_HOME": state.preferences(ofSandbox: grant.sandboxKey),
      "XDG_CACHE_HOME": state.sandbox(of: grant.sandboxKey) + "/Library/Caches",
      "XDG_DATA_HOME": state.sandbox(of: grant.sandboxKey) + "/Library/Application Support",
      "EXTENSION_HOST_APP_GROUPS": grant.groups.joined(separator: ","),
      "EXTENSION_HOST_APP_GROUP_CONTAINERS": state.containersDirectory,
      KeychainLayout.folderVariable: keychain.path,
      KeychainLayout.groupsVariable: grant.keychainGroups.joined(separator: ","),
      KeychainLayout.teamVariable: target.buildSettings["DEVELOPMENT_TEAM"] ?? "",
    ]) { _, lent in lent }
  }

  /// A watch on the suite folders of the groups `target` is entitled to, to lend it so that it
  /// sees its own suite reads; nil when it has none to watch.
  func suiteWatchLoan(for target: ExtensionTarget) -> SuiteWatchLoan? {
    SuiteWatchLoan(folders: (grants[target.name]?.groups ?? []).map(state.suiteFolder(ofGroup:)))
  }

  /// Ends the visit's record, once the extensions have stopped: adds what the preferences watch
  /// and snapshot saw, and returns everything logged.
  func finish() -> SharedStateLog {
    for access in (watch?.accesses() ?? []) + snapshot.accesses() {
      let verb = access.wrote ? "wrote" : "read"
      let consequence =
        access.wrote
        ? "the values stay in its own sandbox, and the app and the other extension never see them"
        : "it got its own private, empty defaults instead of what the app wrote"
      deny(
        access.group, to: access.extensionName,
        what: "\(verb) UserDefaults(suiteName: \"\(access.group)\")", consequence: consequence)
    }
    return log.withLock { $0 }
  }

  /// Records a use of App Group `group` that `extensionName`'s entitlements do not allow;
  /// returns whether it was kept (false for a repeat, or past the visit's limit).
  @discardableResult
  func deny(_ group: String, to extensionName: String, what: String, consequence: String) -> Bool {
    let grant = grants[extensionName]
    let file = grant?.entitlementsPath.map { " (\($0))" } ?? ""
    let unknown = declaredGroups.contains(group) ? "" : "; no target lists that App Group (a typo?)"
    let detail = "\(what): its entitlements\(file) do not list that App Group, so on a device \(consequence)\(unknown)"
    let fix = "Add \(group) to com.apple.security.application-groups"
    return log.withLock {
      $0.add(SharedStateFinding(extensionName: extensionName, kind: .appGroupNotEntitled, detail: detail, fix: fix))
    }
  }

  /// Groups the app shares that an extension's entitlements leave out.
  private static func notes(for extensions: [ExtensionTarget], of app: AppTarget?) -> [String] {
    var notes: [String] = []
    for target in extensions {
      let others = [(app?.name, app?.appGroups ?? [])] + extensions.filter { $0.name != target.name }
        .map { (Optional($0.name), $0.appGroups) }
      let missing = Set(others.flatMap(\.1)).subtracting(target.appGroups).sorted()
      for group in missing {
        let holders = others.filter { $0.1.contains(group) }.compactMap(\.0).joined(separator: " and ")
        notes.append(
          "\(target.name)'s entitlements do not list App Group \(group), which \(holders) list: "
            + "it gets no container for it, and its UserDefaults(suiteName: \"\(group)\") are private to it")
      }
    }
    return notes
  }
}

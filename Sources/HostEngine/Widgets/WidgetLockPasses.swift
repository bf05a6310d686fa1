import HostProtocol

/// The device states of a widget run, grouped by what the extension can open in them.
///
/// On a phone the widget extension is a process launched when WidgetKit needs a timeline: after
/// a restart it starts before the first unlock, and while the phone is locked it starts locked.
/// Its App Group and Keychain files then open only if their class lets them
/// (`ProtectionClass.opens(in:)`): before the first unlock even the default class refuses, so a
/// widget that reads its App Group shows what it draws when the read fails. The states whose lock
/// opens every protected file that exists share one process (their rows come from one timeline);
/// each lock that closes one runs the extension again, a fresh process with those files really
/// refused (`ProtectedDataGuard`), so its rows come from the timeline the phone's would give.
struct WidgetLockPass: Equatable {
  /// The device states whose rows this pass makes.
  var devices: [WidgetDeviceState]
  /// The lock the extension runs under; nil when every protected file opens.
  var lock: DeviceState?

  /// The passes for `devices`: first the states where every file of `existing` opens (with their
  /// classes), then one pass per lock that closes one, in the order of `devices`.
  static func passes(for devices: [WidgetDeviceState], existing: [ProtectionClass]) -> [WidgetLockPass] {
    var passes: [WidgetLockPass] = []
    let open = devices.filter { device in existing.allSatisfy { $0.opens(in: device.lock) } }
    if !open.isEmpty { passes.append(WidgetLockPass(devices: open, lock: nil)) }
    for device in devices where !open.contains(device) {
      if let index = passes.firstIndex(where: { $0.lock == device.lock }) {
        passes[index].devices.append(device)
      } else {
        passes.append(WidgetLockPass(devices: [device], lock: device.lock))
      }
    }
    return passes
  }
}

/// What to change in a monitor for a fault of a callback, as `simulate` says it beside the fault;
/// nil where the fault's own detail already says it. A deadline missed by a process found stopped
/// gets the signal's fix (`StoppedProcess`), as `widgets` and `app-switcher` give it.
enum MonitorFaultFix {
  static func fix(for fault: ExtensionFault) -> String? {
    if fault.foundStopped { return StoppedProcess.fix }
    return switch fault.kind {
    case .crashed:
      "find the trap in the monitor's log at that time (a force unwrap, an index out of range, fatalError): on iOS the "
        + "system ends the process the same way, and the callback's unfinished work is lost"
    case .exitedEarly:
      "never call exit(_:) in a monitor: return from the callback, and the system ends the process when it needs to"
    case .unresponsive:
      "return from the callback in time: no semaphores, sleeps or synchronous network calls on its thread"
    default:
      nil
    }
  }
}

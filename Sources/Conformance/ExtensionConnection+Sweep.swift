import HostEngine

extension ExtensionConnection {
  /// Sends one sweep input and waits for how it ends.
  func send(_ input: SweepInput, timeout: Duration) async -> RequestOutcome<SweepAnswer> {
    switch input.request {
    case .action(let request): await self.request(request, timeout: timeout).map { SweepAnswer.action($0) }
    case .configuration(let request): await self.request(request, timeout: timeout).map { SweepAnswer.configuration($0) }
    case .monitor(let request): await self.request(request, timeout: timeout).map { SweepAnswer.monitor($0) }
    }
  }
}

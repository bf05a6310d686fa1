import HostProtocol
import Synchronization

/// The provider methods whose completion handler ran more than once, as the widget runtime says
/// (`widget/completionRepeated`): heard by the service a `widgets` run or a simulation lends, and
/// named once each, `completion-called-twice`, against the extension.
final class RepeatedCompletions: Sendable {
  /// One provider method, by the target that ran it.
  private struct Key: Hashable, Sendable {
    var targetName: String
    var kind: String
    var source: WidgetEntrySource
  }

  /// The repeats heard, each provider method once, with the family it was first heard in.
  private let heard = Mutex<[(key: Key, family: String)]>([])

  /// Takes `notification` when it is a `widget/completionRepeated`; returns whether it was.
  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) -> Bool {
    guard method == WidgetCompletionRepeatedNotification.method else { return false }
    guard let repeated = try? notification.params(WidgetCompletionRepeatedNotification.self) else {
      connection.record(.event, "a widget/completionRepeated notification that does not decode was ignored")
      return true
    }
    let key = Key(targetName: connection.name, kind: repeated.kind, source: repeated.source)
    heard.withLock { heard in
      if !heard.contains(where: { $0.key == key }) { heard.append((key, repeated.family)) }
    }
    connection.record(
      .event, "the completion handler of \(repeated.source.providerMethod) of '\(repeated.kind)' in \(repeated.family) was called again")
    return true
  }

  /// One `completion-called-twice` fault per provider method heard, in order, against the
  /// extension `name` gives for its target's name.
  func faults(name: (String) -> String) -> [WidgetFault] {
    heard.withLock { $0 }.map { key, family in
      let what = key.source == .snapshot ? "entry" : "timeline"
      return WidgetFault(
        kind: .completionCalledTwice, extensionName: name(key.targetName),
        detail: "the provider of '\(key.kind)' called the completion handler of \(key.source.providerMethod) more than once "
          + "(first seen in \(family)); WidgetKit asks for one \(what) per call, so the host showed the first and ignored the rest",
        fix: "call the completion handler exactly once per call of \(key.source.providerMethod): return right after calling "
          + "it, and never call it again from a later callback (a second network response, a retry, a timer)")
    }
  }
}

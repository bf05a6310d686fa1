public import Foundation

extension Timer {
  /// A publisher of the moment every `interval` seconds, as Combine's `Timer.publish(every:on:in:)`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
  }

  /// The moments of a repeating timer, as Combine's `Timer.TimerPublisher`: a `Timer` scheduled on
  /// the run loop for each subscriber, which fires while that run loop runs.
  public final class TimerPublisher: Publisher {
    public typealias Output = Date
    public typealias Failure = Never

    let interval: TimeInterval
    let runLoop: RunLoop
    let mode: RunLoop.Mode

    init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Schedules a timer sending `receiveValue` the moment of each firing; cancelling stops it.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
      // The timer fires on the run loop the subscriber named, the thread it subscribes from in
      // practice (`.main`), as Combine's does; Foundation's block type is `@Sendable` regardless.
      nonisolated(unsafe) let send = receiveValue
      let timer = Timer(timeInterval: interval, repeats: true) { _ in send(Date()) }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }

    /// The publisher started by its first subscriber, as Combine's `autoconnect()`: here every
    /// subscription starts its own timer, so it is the publisher itself.
    public func autoconnect() -> TimerPublisher { self }

    /// Starts the timer (each subscription has its own here): a cancellable that does nothing.
    public func connect() -> AnyCancellable { AnyCancellable {} }
  }
}

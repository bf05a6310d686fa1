/// Reading and writing an intent's parameters by name, as on iOS, where a generated intent's
/// parameters are key-value coding compliant and widget code reads them with
/// `configuration.value(forKey: "name") as? String`.
///
/// Linux's `NSObject` has no key-value coding; these two cover the intent's parameters only.
/// A parameter never set reads as `nil`, as an unset parameter of the default configuration
/// does on a device.
extension INIntent {
  /// The value of the parameter named `key`, or `nil` when it was never set.
  public func value(forKey key: String) -> Any? {
    parameterValues[key]
  }

  /// Sets the parameter named `key` to `value`; `nil` clears it.
  public func setValue(_ value: Any?, forKey key: String) {
    parameterValues[key] = value
  }
}

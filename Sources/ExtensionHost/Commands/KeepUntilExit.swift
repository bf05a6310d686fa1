/// Keeps `value` alive until the process exits, as clang's `-disable-free` does: a command that
/// ends right after its work need not free a large graph of objects one by one (a tenth of a
/// `lint` of thousands of files); the kernel takes the whole address space back at once.
func keepUntilExit(_ value: some Sendable) {
  _ = Unmanaged.passRetained(KeptValue(value))
}

/// The box `keepUntilExit` leaks on purpose.
private final class KeptValue<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

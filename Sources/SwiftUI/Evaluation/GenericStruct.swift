/// Which generic struct a type specializes, told without a protocol lookup.
///
/// A struct's metadata begins with its kind and then its nominal type descriptor, one per
/// declaration whatever the generic arguments (the Swift ABI's `StructMetadata`). Comparing
/// descriptors answers "is this an `Environment<…>`?" in two loads, where a cast to a protocol costs
/// a fresh process a scan of every conformance record for each new type it asks about.
enum GenericStruct {
  /// The metadata kind of a struct (`MetadataKind::Struct`).
  private static let structKind = 0x200

  /// The address of `type`'s nominal type descriptor when it is a struct; nil for any other kind
  /// of type.
  static func descriptor(of type: Any.Type) -> UInt? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == structKind else { return nil }
    return metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt.self)
  }

  /// Whether `type` is a specialization of the struct of one of `descriptors`.
  static func isSpecialization(_ type: Any.Type, ofAnyOf descriptors: [UInt?]) -> Bool {
    guard let descriptor = descriptor(of: type) else { return false }
    return descriptors.contains(descriptor)
  }
}

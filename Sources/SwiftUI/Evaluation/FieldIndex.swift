import Synchronization
@_spi(Reflection) import Swift

/// The stored properties of a struct whose types specialize some generic structs
/// (`Environment<…>`, `State<…>`), by offset, found once per type from its field records and
/// reached by offset at each evaluation.
///
/// A field is cast to `Kind` only when its type specializes one of those structs (two loads,
/// `GenericStruct`): a cast of a `String` or an entry field would cost each new field type a scan
/// of every conformance record in the process.
final class FieldIndex<Kind: Sendable>: Sendable {
  /// One such property: where it is stored, and what it is.
  struct Field: Sendable {
    let offset: Int
    let kind: Kind
  }

  private let generics: [UInt?]
  private let cast: @Sendable (Any.Type) -> Kind?
  /// By type: its fields, or nil when it is not a struct.
  private let known = Mutex<[ObjectIdentifier: [Field]?]>([:])

  /// An index of the fields that specialize one of `generics` (each given by any of its
  /// specializations) and that `cast` turns into a `Kind`.
  init(generics: [Any.Type], cast: @escaping @Sendable (Any.Type) -> Kind?) {
    self.generics = generics.map(GenericStruct.descriptor(of:))
    self.cast = cast
  }

  /// `type`'s indexed fields; nil when `type` is not a struct.
  func fields(of type: Any.Type) -> [Field]? {
    if let found = known.withLock({ $0[ObjectIdentifier(type)] }) { return found }
    var fields: [Field] = []
    // `.init(rawValue:)`, not `[]`: an option set's array literal goes through a generic
    // initializer whose first use scans the conformance records.
    let isStruct = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) { _, offset, fieldType, _ in
      if GenericStruct.isSpecialization(fieldType, ofAnyOf: generics), let kind = cast(fieldType) {
        fields.append(Field(offset: offset, kind: kind))
      }
      return true
    }
    let result = isStruct ? fields : nil
    known.withLock { $0[ObjectIdentifier(type)] = result }
    return result
  }
}

#if os(Linux)
  import Foundation

  /// A value a view owns, as SwiftUI's `State`.
  ///
  /// The stub stores the value in a box shared by every copy of the property wrapper (SwiftUI
  /// keeps it in the view graph), so a `Binding` from `projectedValue` writes where the state
  /// reads. Writes are counted (``writeCount``) so tests can tell a write of an equal value from
  /// none.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// The stored value.
    package let storage: StateStorage<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
      storage = StateStorage(value)
    }

    /// State starting at `value` (the older spelling).
    public init(initialValue value: Value) {
      self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.set(newValue) }
    }

    /// A binding that reads and writes this state (`$state`).
    public var projectedValue: Binding<Value> {
      let storage = self.storage
      return Binding(get: { storage.value }, set: { storage.set($0) })
    }

    /// How many times the value was written.
    package var writeCount: Int { storage.writeCount }
  }

  /// The box behind a `State`.
  @usableFromInline package final class StateStorage<Value> {
    /// The value.
    package private(set) var value: Value
    /// How many times it was written.
    package private(set) var writeCount = 0

    init(_ value: Value) {
      self.value = value
    }

    func set(_ newValue: Value) {
      value = newValue
      writeCount += 1
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
  ///
  /// The stub's binding calls through: reading `wrappedValue` runs the getter, writing it runs
  /// the setter, at once. SwiftUI would also schedule an update of the views that read the
  /// value; on Linux a test does that itself (it calls the representable host's `update`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Where the value is read and written.
    package let location: BindingLocation<Value>

    // SDK (iOS 14.2): public init(get: @escaping () -> Value, set: @escaping (Value) -> Void)
    //   — D14 SwiftUI/SwiftUI.swift:503. The current SDK's spelling takes
    //   `@escaping @isolated(any) @Sendable` closures (DOC swiftui/binding/init(get:set:)-7ufcp.md);
    //   the stub cannot use it, because an `@isolated(any)` function can only be called with
    //   `await` and `wrappedValue` is read synchronously.
    /// A binding that reads through `get` and writes through `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      location = BindingLocation(get: get, set: set)
    }

    /// A binding to `value` that ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
      Binding(get: { value }, set: { _ in })
    }

    /// The value: read and written through the binding.
    public var wrappedValue: Value {
      get { location.get() }
      nonmutating set { location.set(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> {
      self
    }

    /// A binding to the property of the value at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      let location = self.location
      return Binding<Subject>(
        get: { location.get()[keyPath: keyPath] },
        set: { newValue in
          var value = location.get()
          value[keyPath: keyPath] = newValue
          location.set(value)
        })
    }
  }

  /// A binding's getter and setter.
  @usableFromInline package final class BindingLocation<Value> {
    /// Reads the value.
    package let get: () -> Value
    /// Writes the value.
    package let set: (Value) -> Void

    /// A location that reads through `get` and writes through `set`.
    package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }
  }
#endif

#if os(Linux)
  import Foundation

  // SDK: public protocol ObservableObject : AnyObject — Combine.swiftinterface:657 (its
  //   `objectWillChange` publisher is left out: the stub has no Combine)
  /// An object views observe, as Combine's `ObservableObject`.
  package protocol ObservableObject: AnyObject {}

  // SDK: @frozen @propertyWrapper public struct EnvironmentObject<ObjectType> : DynamicProperty
  //   where ObjectType : ObservableObject — SwiftUI.swiftinterface:17594 (iOS 13)
  /// An object a view reads from its environment, as SwiftUI's `@EnvironmentObject`: the one
  /// its nearest ancestor provided with `environmentObject(_:)`.
  ///
  /// Without one SwiftUI stops the app ("No ObservableObject of type … found"). The stub's
  /// layout model prints that message instead and lays the view out as empty, so that a test
  /// can report it (``StubLayout``).
  @propertyWrapper
  package struct EnvironmentObject<ObjectType: ObservableObject>:
    DynamicProperty
  {
    /// The object's type, which the layout model finds on views by reflection.
    let key = EnvironmentObjectKey(ObjectType.self)

    // SDK: public init() — SwiftUI.swiftinterface:17621
    /// Reads the environment's object of type `ObjectType`.
    package init() {}

    // SDK: @inlinable @MainActor(unsafe) public var wrappedValue: ObjectType { get }
    //   — SwiftUI.swiftinterface:17601
    /// The object in the environment of the view being evaluated.
    @MainActor package var wrappedValue: ObjectType {
      guard let object = ViewGraph.environment[object: ObjectType.self] else {
        fatalError(key.missingMessage)
      }
      return object
    }
  }

  /// The type of object an `EnvironmentObject` reads.
  struct EnvironmentObjectKey {
    let type: ObjectIdentifier
    let name: String

    init<T: ObservableObject>(_ type: T.Type) {
      self.type = ObjectIdentifier(type)
      name = String(describing: type)
    }

    /// What SwiftUI says when a view reads an object no ancestor provided.
    var missingMessage: String {
      "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be"
        + " missing as an ancestor of this view."
    }

    /// The keys of the `@EnvironmentObject` properties of `view`.
    static func keys(of view: some View) -> [EnvironmentObjectKey] {
      Mirror(reflecting: view).children.compactMap { property in
        Mirror(reflecting: property.value).children.first?.value as? EnvironmentObjectKey
      }
    }
  }
#endif

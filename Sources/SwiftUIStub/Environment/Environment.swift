#if os(Linux)
  import Foundation

  // SDK: @frozen @propertyWrapper public struct Environment<Value> : DynamicProperty
  //   — SwiftUI.swiftinterface:5800 (iOS 13)
  /// A value a view reads from its environment, as SwiftUI's `@Environment`: the value its
  /// nearest ancestor set with `environment(_:_:)`, else the default.
  @propertyWrapper package struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    // SDK: @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>)
    //   — SwiftUI.swiftinterface:5808
    /// Reads the value at `keyPath`.
    package init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
      self.keyPath = keyPath
    }

    // SDK: @inlinable public var wrappedValue: Value { get } — SwiftUI.swiftinterface:5811
    /// The value in the environment of the view being evaluated.
    @MainActor package var wrappedValue: Value {
      ViewGraph.environment[keyPath: keyPath]
    }
  }
#endif

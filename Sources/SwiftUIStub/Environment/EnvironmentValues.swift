#if os(Linux)
  import Foundation

  /// The environment a view is updated in, as SwiftUI's `EnvironmentValues`: the values views
  /// read with `@Environment` and the objects they read with `@EnvironmentObject`, passed from a
  /// view to the views below it and changed for a subtree with `environment(_:_:)` and
  /// `environmentObject(_:)`.
  ///
  /// The stub keeps one value of SwiftUI's, `locale`, the values of custom keys
  /// (``EnvironmentKey``), and the environment objects (SwiftUI keeps
  /// them in the environment too: `environmentObject(_:)` is `environment(T.environmentStore,
  /// object)`, SwiftUI.swiftinterface:17638-17640), so passing a whole environment
  /// (`environment(\.self, values)`) passes both.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct EnvironmentValues {
    // SDK: public init() — D14 SwiftUI/SwiftUI.swift:1527 (+acc)
    /// The default environment.
    package init() {}

    // SDK: public var locale: Foundation.Locale { get set } — SwiftUI.swiftinterface:13371
    /// The locale views format for (the stub's default: en_US).
    package var locale = Locale(identifier: "en_US")

    /// The environment objects, by type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The values set for custom keys, by key type.
    private var custom: [ObjectIdentifier: Any] = [:]

    // SDK: public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
    //   — SwiftUICore.swiftinterface:11859 (iOS 26.2 SDK)
    /// The value set for `key` here or by an ancestor, else its default.
    package subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
      get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { custom[ObjectIdentifier(key)] = newValue }
    }

    // SwiftUI stores an object under the key path `T.environmentStore` (not public API).
    /// The environment object of type `type`, if an ancestor provided one.
    package subscript<T: ObservableObject>(object type: T.Type) -> T? {
      get { objects[ObjectIdentifier(type)] as? T }
      set { objects[ObjectIdentifier(type)] = newValue }
    }

    /// Whether an environment object of the type `key` names is there.
    func contains(_ key: EnvironmentObjectKey) -> Bool {
      objects[key.type] != nil
    }
  }

  // SDK: public protocol EnvironmentKey — SwiftUICore.swiftinterface:12570-12575 (iOS 26.2 SDK;
  //   `_valuesEqual`, iOS 16, left out)
  /// A key for a value of the app's own in the environment, as SwiftUI's `EnvironmentKey`.
  package protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
  }
#endif

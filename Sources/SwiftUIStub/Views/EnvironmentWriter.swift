#if os(Linux)
  import Foundation

  /// A view whose content sees a changed environment: what `environment(_:_:)` and
  /// `environmentObject(_:)` return.
  package struct EnvironmentWriter<Content: View>: View {
    /// The view whose environment changes.
    package let content: Content
    /// The change.
    let transform: (inout EnvironmentValues) -> Void
  }

  extension EnvironmentWriter: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      // It only passes its content on: the content is where it is (at the root or not).
      ViewGraph.isAtRoot = ViewGraph.primitiveIsAtRoot
      return ViewGraph.withEnvironment(transform) {
        StubLayout.size(of: content, proposing: proposal)
      }
    }
  }

  extension View {
    // SDK: @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues,
    //   V>, _ value: V) -> some View — SwiftUI.swiftinterface:6849 (iOS 13)
    /// This view, with the environment value at `keyPath` set to `value` for it and the views
    /// in it (`\.self`: the whole environment, its objects included).
    package func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
      -> some View
    {
      EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    // SDK: @inlinable public func environmentObject<T>(_ object: T) -> some View
    //   where T : ObservableObject — SwiftUI.swiftinterface:17638 (iOS 13)
    /// This view, with `object` provided to the `@EnvironmentObject` properties of type `T` in
    /// it and the views in it.
    package func environmentObject<T: ObservableObject>(_ object: T) -> some View {
      EnvironmentWriter(content: self) { $0[object: T.self] = object }
    }
  }
#endif

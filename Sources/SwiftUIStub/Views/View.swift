#if os(Linux)
  import Foundation

  /// A piece of user interface, as SwiftUI's `View`: a value whose `body` is another view, down to
  /// primitive views whose `Body` is `Never`.
  ///
  /// The stub renders nothing; its layout model (`StubLayout`) sizes a view by asking primitive
  /// views for their size and every other view for its `body`.
  ///
  /// Isolated as in the iOS 17.4 SDK (SwiftUI.swiftinterface:24784-24790: `public protocol
  /// View` with `@_Concurrency.MainActor(unsafe) var body`): only `body` is on the main actor, so a view's
  /// other members are nonisolated unless they say otherwise. The iOS 18 SDK puts the whole
  /// protocol on the main actor; code that compiles here compiles there.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  // SDK: var body: Never { get } in `extension UIViewRepresentable` and
  //   `extension UIViewControllerRepresentable` — D14 SwiftUI/SwiftUI.swift:4796 (+acc); the
  //   primitive views' own `body` is not printed there (it restates the requirement).
  // One witness serves every primitive view here; the language requires it to be public.
  extension View where Self.Body == Never {
    /// A primitive view has no body: reading it traps.
    public var body: Never {
      fatalError("\(Self.self) is a primitive view and has no body")
    }
  }

  /// `Never` is the body of primitive views.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Never: View {
    /// `Never` is primitive.
    public typealias Body = Never
  }

  /// An optional view shows its wrapped view, or nothing.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension Optional: View where Wrapped: View {
    /// An optional view is primitive.
    public typealias Body = Never
  }
#endif

#if os(Linux)
  import Foundation

  /// A SwiftUI view that shows a UIKit view, as SwiftUI's `UIViewRepresentable`.
  ///
  /// SwiftUI makes the coordinator, then the view, and updates the view right away and after
  /// every change of the representable's inputs; when the view leaves the hierarchy it calls
  /// `dismantleUIView(_:coordinator:)`. On Linux, `UIViewRepresentableHost` runs that cycle.
  ///
  /// Isolated as in the iOS 17.4 SDK (SwiftUI.swiftinterface:24599-24605: `public protocol
  /// UIViewRepresentable` whose requirements are `@_Concurrency.MainActor(unsafe)`): the
  /// requirements are on the main actor, the conforming type and its other members are not.
  @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
  public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The UIKit view this representable shows.
    associatedtype UIViewType: UIView
    /// Makes the view, once.
    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Brings the view up to date with the representable's current inputs.
    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up before the view is removed (nothing by default).
    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// The object that carries state between updates and talks back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator, once, before the view.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator
    /// The view's size for `proposal`, or nil for the default (iOS 16).
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor @preconcurrency
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize?
    /// The context passed to the methods above.
    typealias Context = UIViewRepresentableContext<Self>
  }

  extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// Nil: the default sizing.
    @available(iOS 16.0, tvOS 16.0, *)
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize? {
      nil
    }
  }

  extension UIViewRepresentable where Self.Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Self.Coordinator { () }
  }
#endif

#if os(Linux)
  import Foundation

  /// A SwiftUI view that shows a UIKit view controller, as SwiftUI's
  /// `UIViewControllerRepresentable`. On Linux, `UIViewControllerRepresentableHost` runs its
  /// make, update and dismantle cycle.
  @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The view controller this representable shows.
    associatedtype UIViewControllerType: UIViewController
    /// Makes the view controller, once.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Brings the view controller up to date with the representable's current inputs.
    func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up before the view controller is removed (nothing by default).
    @MainActor @preconcurrency
    static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// The object that carries state between updates and talks back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator, once, before the view controller.
    func makeCoordinator() -> Self.Coordinator
    /// The context passed to the methods above.
    typealias Context = UIViewControllerRepresentableContext<Self>
  }

  extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
  }

  extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Self.Coordinator { () }
  }
#endif

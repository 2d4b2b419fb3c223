#if os(Linux)
  import Foundation

  /// A SwiftUI view that shows a UIKit view controller, as SwiftUI's
  /// `UIViewControllerRepresentable`. On Linux, `UIViewControllerRepresentableHost` runs its
  /// make, update and dismantle cycle.
  ///
  /// Isolated as in the iOS 17.4 SDK (SwiftUI.swiftinterface:12651-12657: `public protocol
  /// UIViewControllerRepresentable` whose requirements are `@_Concurrency.MainActor(unsafe)`).
  @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
  public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The view controller this representable shows.
    associatedtype UIViewControllerType: UIViewController
    /// Makes the view controller, once.
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Brings the view controller up to date with the representable's current inputs.
    @MainActor @preconcurrency
    func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up before the view controller is removed (nothing by default).
    @MainActor @preconcurrency
    static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// The object that carries state between updates and talks back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator, once, before the view controller.
    @MainActor @preconcurrency
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

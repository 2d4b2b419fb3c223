#if os(Linux)
  import Foundation

  /// A `UIViewControllerRepresentable` at the root of a hosting controller (a screen whose body
  /// is a `SwipeView`), as its evaluation found it: the hosting view shows its view controller
  /// as a child of the hosting controller, its view over the content frame, and updates it at
  /// each render, as SwiftUI does.
  struct RootRepresentableRequest {
    /// The representable, as evaluated.
    let representable: Any
    /// The environment it was evaluated in.
    let environment: EnvironmentValues
    /// Makes a host for it, its controller a child of the given parent.
    let makeHost: @MainActor (UIViewController) -> any RootRepresentableHost

    @MainActor init<R: UIViewControllerRepresentable>(_ representable: R) {
      let environment = ViewGraph.environment
      self.representable = representable
      self.environment = environment
      makeHost = { parent in
        RootControllerHost(
          host: UIViewControllerRepresentableHost(
            representable, environment: environment, parent: parent))
      }
    }
  }

  /// The host of a root representable, type-erased.
  @MainActor protocol RootRepresentableHost: AnyObject {
    /// The view controller's view.
    var view: UIView { get }
    /// Updates the view controller with `request`'s representable; false when it is of
    /// another type (the host must be made anew).
    func update(_ request: RootRepresentableRequest) -> Bool
    /// Dismantles it and removes its controller from its parent.
    func dismantle()
  }

  /// The host of a root `UIViewControllerRepresentable` of type `R`.
  @MainActor
  final class RootControllerHost<R: UIViewControllerRepresentable>:
    RootRepresentableHost
  {
    let host: UIViewControllerRepresentableHost<R>

    init(host: UIViewControllerRepresentableHost<R>) {
      self.host = host
    }

    var view: UIView { host.uiViewController.view }

    func update(_ request: RootRepresentableRequest) -> Bool {
      guard let representable = request.representable as? R else { return false }
      host.environment = request.environment
      host.update(representable)
      return true
    }

    func dismantle() {
      host.dismantle()
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// Runs a `UIViewControllerRepresentable`'s life cycle as SwiftUI does, for tests: the
  /// coordinator, the view controller and a first update on creation, ``update(_:transaction:)``
  /// later, ``dismantle()`` at the end.
  @MainActor
  package final class UIViewControllerRepresentableHost<
    Representable: UIViewControllerRepresentable
  > {
    /// The representable last given.
    package private(set) var representable: Representable
    /// The coordinator, made once.
    package let coordinator: Representable.Coordinator
    /// The view controller, made once.
    package let uiViewController: Representable.UIViewControllerType
    /// Whether ``dismantle()`` ran.
    package private(set) var isDismantled = false

    /// Makes the coordinator and the view controller, then updates it once.
    package init(_ representable: Representable, transaction: Transaction = Transaction()) {
      self.representable = representable
      coordinator = representable.makeCoordinator()
      uiViewController = representable.makeUIViewController(
        context: UIViewControllerRepresentableContext(
          coordinator: coordinator, transaction: transaction))
      update(representable, transaction: transaction)
    }

    /// Gives the view controller a new representable.
    package func update(_ representable: Representable, transaction: Transaction = Transaction()) {
      precondition(!isDismantled, "update after dismantle")
      self.representable = representable
      representable.updateUIViewController(
        uiViewController,
        context: UIViewControllerRepresentableContext(
          coordinator: coordinator, transaction: transaction))
    }

    /// Dismantles the view controller and removes its view from the hierarchy.
    package func dismantle() {
      guard !isDismantled else { return }
      isDismantled = true
      Representable.dismantleUIViewController(uiViewController, coordinator: coordinator)
      uiViewController.viewIfLoaded?.removeFromSuperview()
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// Runs a `UIViewControllerRepresentable`'s life cycle as SwiftUI does, for tests: the
  /// coordinator, the view controller and a first update on creation, ``update(_:transaction:)``
  /// later, ``dismantle()`` at the end; each call is a view update (``ViewGraph``), with a
  /// context carrying the coordinator, the transaction and the environment.
  ///
  /// Given a `parent`, the host does what SwiftUI does with the controller of a representable
  /// it shows: it makes it a child of the hosting controller that shows the representable
  /// (`addChild`, its view in the parent's, `didMove(toParent:)`), and removes it when it
  /// dismantles it. This is SwiftUI's behaviour as apps see it (`parent` is the hosting
  /// controller), not a documented contract.
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
    /// The environment the representable is in (its ancestors' values and objects).
    package var environment: EnvironmentValues
    /// How many times `updateUIViewController` ran (the first one included).
    package private(set) var updateCount = 0
    /// Whether ``dismantle()`` ran.
    package private(set) var isDismantled = false

    /// Makes the coordinator and the view controller, adds it to `parent` (when given), then
    /// updates it once.
    package init(
      _ representable: Representable, transaction: Transaction = Transaction(),
      environment: EnvironmentValues = EnvironmentValues(), parent: UIViewController? = nil
    ) {
      self.representable = representable
      self.environment = environment
      let (coordinator, controller) = ViewGraph.update {
        let coordinator = representable.makeCoordinator()
        let controller = representable.makeUIViewController(
          context: UIViewControllerRepresentableContext(
            coordinator: coordinator, transaction: transaction, environment: environment))
        return (coordinator, controller)
      }
      self.coordinator = coordinator
      uiViewController = controller
      if let parent {
        parent.addChild(controller)
        controller.view.frame = parent.view.bounds
        parent.view.addSubview(controller.view)
        controller.didMove(toParent: parent)
      }
      update(representable, transaction: transaction)
    }

    /// Gives the view controller a new representable.
    package func update(_ representable: Representable, transaction: Transaction = Transaction()) {
      precondition(!isDismantled, "update after dismantle")
      self.representable = representable
      updateCount += 1
      ViewGraph.update {
        representable.updateUIViewController(
          uiViewController,
          context: UIViewControllerRepresentableContext(
            coordinator: coordinator, transaction: transaction, environment: environment))
      }
    }

    /// Updates the view controller again with the representable it has (a change elsewhere,
    /// such as the environment, re-rendered the parent).
    package func update(transaction: Transaction = Transaction()) {
      update(representable, transaction: transaction)
    }

    /// Dismantles the view controller and removes it, and its view, from the hierarchy.
    package func dismantle() {
      guard !isDismantled else { return }
      isDismantled = true
      ViewGraph.update {
        Representable.dismantleUIViewController(uiViewController, coordinator: coordinator)
      }
      let isChild = uiViewController.parent != nil
      if isChild { uiViewController.willMove(toParent: nil) }
      uiViewController.viewIfLoaded?.removeFromSuperview()
      if isChild { uiViewController.removeFromParent() }
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// Runs a `UIViewRepresentable`'s life cycle as SwiftUI does, for tests: on creation the
  /// coordinator, then the view, then a first update; ``update(_:transaction:)`` for every
  /// later change of inputs; ``dismantle()`` when the view leaves the hierarchy.
  ///
  /// Each call gets a context carrying the coordinator made at creation.
  @MainActor package final class UIViewRepresentableHost<Representable: UIViewRepresentable> {
    /// The representable last given.
    package private(set) var representable: Representable
    /// The coordinator, made once.
    package let coordinator: Representable.Coordinator
    /// The view, made once.
    package let uiView: Representable.UIViewType
    /// How many times `updateUIView` ran (the first one included).
    package private(set) var updateCount = 0
    /// Whether ``dismantle()`` ran.
    package private(set) var isDismantled = false

    /// Makes the coordinator and the view, then updates the view once.
    package init(_ representable: Representable, transaction: Transaction = Transaction()) {
      self.representable = representable
      coordinator = representable.makeCoordinator()
      uiView = representable.makeUIView(
        context: UIViewRepresentableContext(coordinator: coordinator, transaction: transaction))
      update(representable, transaction: transaction)
    }

    /// Gives the view a new representable (SwiftUI re-evaluated the body that holds it).
    package func update(_ representable: Representable, transaction: Transaction = Transaction()) {
      precondition(!isDismantled, "update after dismantle")
      self.representable = representable
      updateCount += 1
      representable.updateUIView(
        uiView,
        context: UIViewRepresentableContext(coordinator: coordinator, transaction: transaction))
    }

    /// Updates the view again with the representable it has (a change elsewhere re-rendered
    /// the parent, as after a binding write).
    package func update(transaction: Transaction = Transaction()) {
      update(representable, transaction: transaction)
    }

    /// Dismantles the view and removes it from its superview, as SwiftUI does.
    package func dismantle() {
      guard !isDismantled else { return }
      isDismantled = true
      Representable.dismantleUIView(uiView, coordinator: coordinator)
      uiView.removeFromSuperview()
    }
  }
#endif

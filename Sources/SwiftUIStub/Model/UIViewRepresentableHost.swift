#if os(Linux)
  import Foundation

  /// Runs a `UIViewRepresentable`'s life cycle as SwiftUI does, for tests: on creation the
  /// coordinator, then the view, then a first update; ``update(_:transaction:)`` for every
  /// later change of inputs; ``dismantle()`` when the view leaves the hierarchy.
  ///
  /// Each call is a view update (``ViewGraph``) and gets a context carrying the coordinator
  /// made at creation, the transaction and the environment.
  @MainActor package final class UIViewRepresentableHost<Representable: UIViewRepresentable> {
    /// The representable last given.
    package private(set) var representable: Representable
    /// The coordinator, made once.
    package let coordinator: Representable.Coordinator
    /// The view, made once.
    package let uiView: Representable.UIViewType
    /// How many times `updateUIView` ran (the first one included).
    package private(set) var updateCount = 0
    /// The environment the representable is in (its ancestors' values and objects).
    package var environment: EnvironmentValues
    /// Whether ``dismantle()`` ran.
    package private(set) var isDismantled = false

    /// Makes the coordinator and the view, then updates the view once.
    package init(
      _ representable: Representable, transaction: Transaction = Transaction(),
      environment: EnvironmentValues = EnvironmentValues()
    ) {
      self.representable = representable
      self.environment = environment
      (coordinator, uiView) = ViewGraph.update {
        let coordinator = representable.makeCoordinator()
        let view = representable.makeUIView(
          context: UIViewRepresentableContext(
            coordinator: coordinator, transaction: transaction, environment: environment))
        return (coordinator, view)
      }
      update(representable, transaction: transaction)
    }

    /// Gives the view a new representable (SwiftUI re-evaluated the body that holds it).
    package func update(_ representable: Representable, transaction: Transaction = Transaction()) {
      precondition(!isDismantled, "update after dismantle")
      self.representable = representable
      updateCount += 1
      ViewGraph.update {
        representable.updateUIView(
          uiView,
          context: UIViewRepresentableContext(
            coordinator: coordinator, transaction: transaction, environment: environment))
      }
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
      ViewGraph.update { Representable.dismantleUIView(uiView, coordinator: coordinator) }
      uiView.removeFromSuperview()
    }
  }
#endif

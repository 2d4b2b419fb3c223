#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// Records what SwiftUI asks of it, in order.
  @MainActor private final class Journal {
    var entries: [String] = []
  }

  private struct Labelled: UIViewRepresentable {
    let journal: Journal
    let tag: Int

    final class Coordinator {
      var updates = 0
    }

    func makeCoordinator() -> Coordinator {
      journal.entries.append("coordinator")
      return Coordinator()
    }

    func makeUIView(context: Context) -> UIView {
      journal.entries.append("make")
      return UIView(frame: .zero)
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      context.coordinator.updates += 1
      uiView.tag = tag
      journal.entries.append(
        "update \(tag) \(context.coordinator.updates)"
          + (context.transaction.disablesAnimations ? " instant" : ""))
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
      uiView.tag = -coordinator.updates
    }
  }

  /// The representable host runs SwiftUI's cycle.
  @MainActor @Suite("UIViewRepresentableHost")
  struct UIViewRepresentableHostTests {
    @Test("The coordinator comes first, then the view and an update; the context carries both")
    func lifeCycle() {
      let journal = Journal()
      let host = UIViewRepresentableHost(Labelled(journal: journal, tag: 1))
      var instant = Transaction()
      instant.disablesAnimations = true
      host.update(Labelled(journal: journal, tag: 2), transaction: instant)
      #expect(journal.entries == ["coordinator", "make", "update 1 1", "update 2 2 instant"])
      #expect(host.uiView.tag == 2)
    }

    @Test("Dismantling hands the view and the coordinator to the static method and removes it")
    func dismantle() {
      let journal = Journal()
      let superview = UIView(frame: .zero)
      let host = UIViewRepresentableHost(Labelled(journal: journal, tag: 1))
      superview.addSubview(host.uiView)
      host.dismantle()
      host.dismantle()
      #expect(host.uiView.tag == -1, "dismantled once, with the coordinator of one update")
      #expect(host.uiView.superview == nil)
      #expect(host.isDismantled)
    }
  }
#endif

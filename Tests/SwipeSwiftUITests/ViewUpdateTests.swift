#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// A representable whose update writes the binding it is given, as an app's callback might.
  private struct WritingRepresentable: UIViewRepresentable {
    let value: Binding<Int>

    func makeUIView(context: Context) -> UIView {
      UIView(frame: .zero)
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      value.wrappedValue += 1
    }
  }

  /// SwiftUI's rule that no state changes while it updates views.
  @MainActor @Suite("State during a view update")
  struct ViewUpdateTests {
    @Test("A state written during an update prints SwiftUI's warning; one written after, none")
    func writesDuringAnUpdate() async {
      await onOwnClock {
        let state = State(wrappedValue: 0)
        let host = UIViewRepresentableHost(WritingRepresentable(value: state.projectedValue))
        #expect(state.wrappedValue == 1, "the stub still writes")
        #expect(
          UIKitStubDriver.current.consoleMessages == [
            "Modifying state during view update, this will cause undefined behavior."
          ])
        state.wrappedValue = 5
        #expect(UIKitStubDriver.current.consoleMessages.count == 1)
        host.update()
        #expect(UIKitStubDriver.current.consoleMessages.count == 2)
      }
    }

    @Test("A hosting view renders again when a state its content read is written")
    func stateWritesRenderAgain() async throws {
      try await onOwnClock {
        let tall = State(wrappedValue: false)
        let screen = HostingScreen(rootView: Expanding(isTall: tall))
        let view = try #require(screen.host.view as? HostingView<Expanding>)
        let renders = view.renderCount
        tall.wrappedValue = true
        UIKitStubDriver.current.layoutPass()
        #expect(view.renderCount == renders + 1)
        UIKitStubDriver.current.layoutPass()
        #expect(view.renderCount == renders + 1, "nothing changed since")
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }
  }
#endif

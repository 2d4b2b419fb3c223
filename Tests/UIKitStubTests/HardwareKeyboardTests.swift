#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// A hardware key press: the system's keyboard scrolling (UIScrollView.h:288-290) against the
  /// key commands up the responder chain (UIResponder.h:145).
  @MainActor @Suite("Hardware keyboard")
  struct HardwareKeyboardTests {
    /// A window holding a horizontal paging scroll view holding a vertical list; the window
    /// offers a command for every arrow.
    @MainActor final class Scene {
      let window = makeWindow()
      let pager: UIScrollView
      let list: UIScrollView
      var performed: [String] = []
      var priority = false

      init() {
        pager = UIScrollView(frame: window.bounds)
        pager.contentSize = CGSize(width: 3 * window.bounds.width, height: window.bounds.height)
        pager.isPagingEnabled = true
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: window.bounds.width, height: 3000)
        pager.addSubview(list)
        window.addSubview(pager)
        window.keyCommandProvider = { [unowned self] in
          [
            UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputDownArrow,
          ].map { input in
            let command = UIKeyCommand(input: input) { [unowned self] in
              performed.append($0.input ?? "")
            }
            command.wantsPriorityOverSystemBehavior = priority
            return command
          }
        }
        UIKitStubDriver.current.layoutPass()
      }
    }

    @Test("Keyboard scrolling takes a key the nearest scroll view can scroll by; commands the rest")
    func systemUseFirst() {
      let scene = Scene()
      // Down: the list scrolls that way.
      #expect(
        scene.window.pressKey(UIKeyCommand.inputDownArrow, from: scene.list)
          == .keyboardScroll(scene.list))
      // Right: the list cannot; the pager can.
      #expect(
        scene.window.pressKey(UIKeyCommand.inputRightArrow, from: scene.list)
          == .keyboardScroll(scene.pager))
      #expect(scene.performed.isEmpty)
      // Without the pager's keyboard scrolling the window's command runs.
      scene.pager.allowsKeyboardScrolling = false
      #expect(
        scene.window.pressKey(UIKeyCommand.inputRightArrow, from: scene.list)
          == .command(scene.window))
      #expect(scene.performed == [UIKeyCommand.inputRightArrow])
      // A key nothing uses.
      #expect(scene.window.pressKey(UIKeyCommand.inputHome, from: scene.pager) == .unhandled)
    }

    @Test("A command that wants priority over the system's use of its key takes it")
    func priorityCommand() {
      let scene = Scene()
      scene.priority = true
      #expect(
        scene.window.pressKey(UIKeyCommand.inputDownArrow, from: scene.list)
          == .command(scene.window))
      #expect(scene.performed == [UIKeyCommand.inputDownArrow])
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore

  // SDK: @MainActor open class UIKeyCommand : UICommand — UIKeyCommand.h (not in uikit-api.md,
  //   hence `package`; `init(input:modifierFlags:action:)` takes a selector, the stub's twin a
  //   closure)
  /// A key that performs an action while a responder that lists it is in the responder chain,
  /// as UIKit's `UIKeyCommand` (the stub matches the input alone: no modifiers, no title).
  @MainActor package final class UIKeyCommand {
    /// The key (`inputLeftArrow`…).
    package let input: String?
    /// Whether the command takes its key from the system's own use of it (a text field's
    /// arrows, a scroll view's keyboard scrolling; UIKeyCommand.h, iOS 15): false by default,
    /// and the system's use wins.
    package var wantsPriorityOverSystemBehavior = false
    let action: @MainActor (UIKeyCommand) -> Void

    /// A command for `input` that runs `action`.
    package init(input: String, action: @escaping @MainActor (UIKeyCommand) -> Void) {
      self.input = input
      self.action = action
    }

    // UIResponder.h:186-194: the inputs of the keys that are not characters.
    package static let inputUpArrow = "UIKeyInputUpArrow"
    package static let inputDownArrow = "UIKeyInputDownArrow"
    package static let inputLeftArrow = "UIKeyInputLeftArrow"
    package static let inputRightArrow = "UIKeyInputRightArrow"
    package static let inputPageUp = "UIKeyInputPageUp"
    package static let inputPageDown = "UIKeyInputPageDown"
    package static let inputHome = "UIKeyInputHome"
    package static let inputEnd = "UIKeyInputEnd"
  }

  extension UIResponder {
    // SDK: open var keyCommands: [UIKeyCommand]? { get } — UIResponder.h:145 (not in
    //   uikit-api.md, hence `package`; no other module can override a `package` property, so a
    //   subclass elsewhere gives its commands through `keyCommandProvider`, which the stub asks
    //   where UIKit asks the override)
    /// The key commands this responder offers.
    package var keyCommands: [UIKeyCommand]? { keyCommandProvider?() }
  }

  /// What a hardware key press did (``UIWindow/pressKey(_:from:)``).
  package enum KeyPressOutcome: Equatable {
    /// A key command of this responder ran.
    case command(UIResponder)
    /// This scroll view took the key for its keyboard scrolling (the stub does not move it:
    /// how far UIKit scrolls for a key is not documented).
    case keyboardScroll(UIScrollView)
    /// Nothing took the key.
    case unhandled

    package static func == (a: KeyPressOutcome, b: KeyPressOutcome) -> Bool {
      switch (a, b) {
      case (.command(let x), .command(let y)): x === y
      case (.keyboardScroll(let x), .keyboardScroll(let y)): x === y
      case (.unhandled, .unhandled): true
      default: false
      }
    }
  }

  extension UIWindow {
    /// A hardware key press from `responder` (the first responder, or the focused item), as UIKit
    /// delivers it:
    /// - the key's system use: keyboard scrolling by the nearest scroll view from `responder` up
    ///   that allows it (`allowsKeyboardScrolling`, UIScrollView.h:288-290: Page Up and Down,
    ///   Home, End and the arrows, for a scroll view that "must be focused or first responder";
    ///   the stub reads that as the responder or a scroll view containing it) and can scroll along
    ///   the key's axis (a vertical list passes the left and right arrows on);
    /// - the key commands up the responder chain (UIResponder.h:145), the nearest responder's
    ///   first; the system's use wins over a command that does not want priority over it.
    @discardableResult
    package func pressKey(_ input: String, from responder: UIResponder) -> KeyPressOutcome {
      var scroller: UIScrollView?
      var command: (UIResponder, UIKeyCommand)?
      var next: UIResponder? = responder
      while let current = next {
        if scroller == nil, let view = current as? UIScrollView,
          view.allowsKeyboardScrolling, view.scrollsByKeyboard(input)
        {
          scroller = view
        }
        if command == nil, let match = current.keyCommands?.first(where: { $0.input == input }) {
          command = (current, match)
        }
        next = current.next
      }
      if let (owner, match) = command, match.wantsPriorityOverSystemBehavior || scroller == nil {
        match.action(match)
        UIKitStubDriver.current.layoutPass()
        return .command(owner)
      }
      return scroller.map { .keyboardScroll($0) } ?? .unhandled
    }
  }

  extension UIScrollView {
    /// Whether keyboard scrolling moves this view for `input`: it can scroll along the key's axis.
    func scrollsByKeyboard(_ input: String) -> Bool {
      let axis: Axis
      switch input {
      case UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow: axis = .horizontal
      case UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputPageUp,
        UIKeyCommand.inputPageDown, UIKeyCommand.inputHome, UIKeyCommand.inputEnd:
        axis = .vertical
      default: return false
      }
      let range = offsetRange(along: axis)
      return isScrollEnabled && range.upperBound > range.lowerBound
    }
  }
#endif

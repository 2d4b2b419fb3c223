#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  extension SwipeTableView {
    // MARK: - Hardware keyboard

    /// Turns one page for the left or right arrow (`SwipeContainer.turnPage(byKey:)`): animated,
    /// mirrored in right to left, never past an end, never under a finger, and a key pressed
    /// during an earlier key's slide goes on from that slide's page. Returns whether a page
    /// turns.
    ///
    /// Up, down, Page Up and Down, Home and End are the current page's own: UIKit scrolls a
    /// focused page (`allowsKeyboardScrolling`, UIScrollView.h:288-290) and the header follows
    /// it as it follows any motion of the page.
    @discardableResult
    func turnPage(byKey key: PageTurnKey) -> Bool {
      followReduceMotion()
      catchUp()
      guard engine.turnPage(byKey: key) != nil else { return false }
      runEngine(at: CACurrentMediaTime())
      return true
    }

    /// The inputs of the keys the container offers: the left and right arrows.
    static var pageTurnInputs: [String] {
      [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow]
    }

    /// The page-turning key `input` names (`UIKeyCommand.inputLeftArrow`…), if any.
    static func pageTurnKey(_ input: String?) -> PageTurnKey? {
      switch input {
      case UIKeyCommand.inputLeftArrow: .leftArrow
      case UIKeyCommand.inputRightArrow: .rightArrow
      default: nil
      }
    }

    #if canImport(UIKit)
      /// The left and right arrows, while a responder inside the container (a focused cell, the
      /// bar) is the first responder and the system has no use for them (UIResponder.h:145;
      /// a text field keeps its arrows: `wantsPriorityOverSystemBehavior` stays false).
      public override var keyCommands: [UIKeyCommand]? {
        let arrows = Self.pageTurnInputs.map {
          UIKeyCommand(input: $0, modifierFlags: [], action: #selector(turnPageForKeyCommand(_:)))
        }
        return (super.keyCommands ?? []) + arrows
      }

      @objc private func turnPageForKeyCommand(_ command: UIKeyCommand) {
        if let key = Self.pageTurnKey(command.input) { turnPage(byKey: key) }
      }

      /// The key commands are the `keyCommands` override's.
      func installKeyCommands() {}
    #else
      /// UIKitStub asks `keyCommandProvider` where UIKit asks the `keyCommands` override (no
      /// other module can override the stub's `package` property): the same two arrows.
      func installKeyCommands() {
        keyCommandProvider = { [weak self] in
          Self.pageTurnInputs.map {
            UIKeyCommand(input: $0) { command in
              if let key = Self.pageTurnKey(command.input) { self?.turnPage(byKey: key) }
            }
          }
        }
      }
    #endif
  }
#endif

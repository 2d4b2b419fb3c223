#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UIButton : UIControl, UISpringLoadedInteractionSupporting,
  // UIAccessibilityContentSizeCategoryImageAdjusting — developer.apple.com/documentation/uikit/
  // uibutton (not in uikit-api.md, hence `package`)
  /// A control that fires when tapped, as UIKit's `UIButton`: a lift inside sends
  /// `.touchUpInside` and `.primaryActionTriggered`; the stub draws no title or image.
  @MainActor package class UIButton: UIControl {
    /// The number of times the button fired (the model's record of its taps).
    package private(set) var tapCount = 0

    /// A button with the given frame.
    package override init(frame: CGRect) {
      super.init(frame: frame)
      addHandler(for: .primaryActionTriggered) { control in
        (control as? UIButton)?.tapCount += 1
      }
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    package override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A button's default action is a single tap: a tap recognizer on a superview does not
    /// take it (Event Handling Guide for iOS, "Interacting with Other User Interface Controls").
    package override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizer is UITapGestureRecognizer
    }
  }
#endif

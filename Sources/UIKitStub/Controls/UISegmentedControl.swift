#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UISegmentedControl : UIControl, NSCoding —
  // developer.apple.com/documentation/uikit/uisegmentedcontrol (not in uikit-api.md, hence
  // `package`)
  /// A row of equal segments, one selected, as UIKit's `UISegmentedControl`: a tap selects the
  /// segment under the lift and sends `.valueChanged` when the selection changed.
  @MainActor package class UISegmentedControl: UIControl {
    // SDK: open var numberOfSegments: Int { get } — developer.apple.com/documentation/uikit/
    // uisegmentedcontrol/numberofsegments
    /// The number of segments.
    package let numberOfSegments: Int
    // SDK: open var selectedSegmentIndex: Int — developer.apple.com/documentation/uikit/
    // uisegmentedcontrol/selectedsegmentindex (-1, `noSegment`, when none is)
    /// The selected segment, or -1.
    package var selectedSegmentIndex = -1

    // SDK: public init(items: [Any]?) — developer.apple.com/documentation/uikit/
    // uisegmentedcontrol/init(items:)
    /// A control with one segment per item.
    package init(items: [Any]?) {
      numberOfSegments = items?.count ?? 0
      super.init(frame: .zero)
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    package override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      guard let touch, numberOfSegments > 0, bounds.width > 0 else { return }
      let point = touch.location(in: self)
      guard bounds.contains(point) else { return }
      let segment = min(
        Int(point.x / (bounds.width / CGFloat(numberOfSegments))), numberOfSegments - 1)
      guard segment != selectedSegmentIndex else { return }
      selectedSegmentIndex = segment
      sendActions(for: .valueChanged)
    }

    /// A segmented control's default action is a single tap (Event Handling Guide for iOS,
    /// "Interacting with Other User Interface Controls").
    package override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizer is UITapGestureRecognizer
    }
  }
#endif

#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// The demos' segmented bar (the seed's `CustomSegmentControl`): equal-width titles whose
  /// colour and weight follow the pager's progress, an underline that slides with it, and taps
  /// that pick a page.
  @MainActor public final class SegmentedBar: UIView {
    /// Called with the index of the title tapped.
    public var onSelect: ((Int) -> Void)?
    /// The pager's position in pages (`SwipeTableView.pageProgress`).
    public var progress: CGFloat = 0 {
      didSet { if progress != oldValue { setNeedsLayout() } }
    }

    private let labels: [UILabel]
    private let separator = UIView(frame: .zero)
    private let underline = UIView(frame: .zero)
    private var tap: DemoAction?

    /// A bar of `titles`, `height` points tall.
    public init(titles: [String], width: CGFloat, height: CGFloat = 44) {
      labels = titles.map { DemoStyle.label($0, size: 15, alignment: .center) }
      super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
      backgroundColor = DemoStyle.surface
      for label in labels { addSubview(label) }
      separator.backgroundColor = DemoStyle.separator
      underline.backgroundColor = DemoStyle.tint
      addSubview(separator)
      addSubview(underline)
      let tap = DemoAction { [weak self] sender in
        guard let self, let recognizer = sender as? UIGestureRecognizer else { return }
        self.tapped(at: recognizer.location(in: self))
      }
      tap.attachTap(to: self)
      self.tap = tap
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private var itemWidth: CGFloat {
      labels.isEmpty ? 0 : bounds.width / CGFloat(labels.count)
    }

    /// Places the titles, styles them by how close the pager is, and moves the underline.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let width = itemWidth
      for (index, label) in labels.enumerated() {
        label.frame = CGRect(
          x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        let closeness = max(0, 1 - abs(progress - CGFloat(index)))
        label.font = closeness > 0.5 ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 15)
        label.textColor = Self.mix(closeness)
      }
      separator.frame = CGRect(
        x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
      underline.frame = CGRect(
        x: progress * width + width * 0.2, y: bounds.height - 3, width: width * 0.6, height: 3)
    }

    /// The secondary text colour blended towards the tint by `amount` (0…1).
    private static func mix(_ amount: CGFloat) -> UIColor {
      let from = (r: 0x8E / 255.0, g: 0x8E / 255.0, b: 0x93 / 255.0)
      let to = (r: 0xFF / 255.0, g: 0x3B / 255.0, b: 0x30 / 255.0)
      return UIColor(
        red: from.r + (to.r - from.r) * amount, green: from.g + (to.g - from.g) * amount,
        blue: from.b + (to.b - from.b) * amount, alpha: 1)
    }

    private func tapped(at point: CGPoint) {
      guard itemWidth > 0, bounds.contains(point) else { return }
      let index = min(max(Int(point.x / itemWidth), 0), labels.count - 1)
      onSelect?(index)
    }
  }
#endif

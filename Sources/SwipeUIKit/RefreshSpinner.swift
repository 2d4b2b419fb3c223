#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// The standard looks' spinner, drawn with Core Animation as `UIActivityIndicatorView` looks
  /// (eight round-capped spokes around a 20 pt square), but able to draw in spoke by spoke as a
  /// pull opens, which `UIActivityIndicatorView` cannot: ``draw(upTo:)``. Spinning, the spokes'
  /// brightness goes round clockwise once a second, the brightest one leading (each spoke's
  /// opacity runs through the others' values); kept still, they show the same shading, unmoving.
  @MainActor final class RefreshSpinner {
    /// The side of the square it is drawn in.
    static let side: CGFloat = 20
    /// How many spokes.
    static let spokeCount = 8
    /// The key of each spoke's spinning animation.
    static let spinKey = "swipe.spinner.spin"
    /// The room between the spinner and the text beside it.
    static let spacing: CGFloat = 10

    /// Where the standard looks put the spinner (when `spinnerShows`) and a block of text
    /// `text` big (none when it is 0 wide), side by side, the pair centred in `bounds`; the
    /// text at most 60 pt narrower than the bounds.
    static func row(spinnerShows: Bool, text: CGSize, in bounds: CGRect) -> (
      spinner: CGRect, text: CGRect
    ) {
      let textWidth = ceil(min(text.width, max(bounds.width - 60, 0)))
      let textHeight = ceil(text.height)
      let spinnerWidth = spinnerShows ? side : 0
      let gap = spinnerShows && textWidth > 0 ? spacing : 0
      let left = bounds.minX + (bounds.width - spinnerWidth - gap - textWidth) / 2
      return (
        CGRect(x: left, y: bounds.midY - side / 2, width: side, height: side),
        CGRect(
          x: left + spinnerWidth + gap, y: bounds.midY - textHeight / 2, width: textWidth,
          height: textHeight)
      )
    }

    /// The layer to add to a view's layer; its frame places the spinner.
    let layer = CALayer()
    /// The spokes, clockwise from the top.
    let spokes: [CAShapeLayer]
    /// Whether the spokes are spinning.
    private(set) var isSpinning = false

    init() {
      let side = Self.side
      let center = side / 2
      spokes = (0..<Self.spokeCount).map { index in
        let spoke = CAShapeLayer()
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(Self.spokeCount)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center + 4.5 * sin(angle), y: center - 4.5 * cos(angle)))
        path.addLine(to: CGPoint(x: center + 9 * sin(angle), y: center - 9 * cos(angle)))
        spoke.path = path.cgPath
        spoke.lineWidth = 2.5
        spoke.lineCap = .round
        spoke.fillColor = nil
        spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
        return spoke
      }
      layer.frame = CGRect(x: 0, y: 0, width: side, height: side)
      for spoke in spokes { layer.addSublayer(spoke) }
    }

    /// The resting opacity of the spoke at `index` (clockwise from the top): the last one, just
    /// before the top, is the brightest; each one behind it is dimmer.
    static func shade(ofSpokeAt index: Int) -> Float {
      0.25 + 0.75 * Float(index) / Float(spokeCount - 1)
    }

    /// The spokes' colour: `color` as `view` shows it now (its appearance: Dark Mode).
    func setColor(_ color: UIColor, in view: UIView) {
      #if canImport(UIKit)
        let resolved = color.resolvedColor(with: view.traitCollection).cgColor
      #else
        let resolved = color.cgColor
      #endif
      withoutLayerActions {
        for spoke in spokes { spoke.strokeColor = resolved }
      }
    }

    /// Shows the spokes a pull of `progress` (0 … 1) has drawn: one more every eighth of the
    /// way, clockwise from the top, at full strength; the next one fades in meanwhile. Stops a
    /// spin.
    func draw(upTo progress: CGFloat) {
      stopSpinning()
      let drawn = min(max(progress, 0), 1) * CGFloat(Self.spokeCount)
      for (index, spoke) in spokes.enumerated() {
        spoke.opacity = Float(min(max(drawn - CGFloat(index), 0), 1))
      }
    }

    /// Shows every spoke with its shade, spinning unless `still`.
    func spin(still: Bool) {
      for (index, spoke) in spokes.enumerated() { spoke.opacity = Self.shade(ofSpokeAt: index) }
      guard !still else {
        stopSpinning()
        return
      }
      guard !isSpinning else { return }
      isSpinning = true
      let count = Self.spokeCount
      for (index, spoke) in spokes.enumerated() {
        // Each step, every spoke takes the shade of the spoke before it: the brightest one
        // moves one spoke clockwise an eighth of a second.
        let spin = CAKeyframeAnimation(keyPath: "opacity")
        spin.values = (0...count).map { step in
          Double(Self.shade(ofSpokeAt: ((index - step) % count + count) % count))
        }
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spoke.add(spin, forKey: Self.spinKey)
      }
    }

    /// Stops a spin.
    func stopSpinning() {
      guard isSpinning else { return }
      isSpinning = false
      for spoke in spokes { spoke.removeAnimation(forKey: Self.spinKey) }
    }
  }

  /// Applies `changes` to layers at once (Core Animation would animate each change of a
  /// stand-alone layer's property over a quarter of a second).
  @MainActor package func withoutLayerActions(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
  }
#endif

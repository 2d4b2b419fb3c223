#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeUIKit
  #endif

  /// The Swift seed's refresh look (its `QPullDownRefreshView`): a light sky blue arc of 15 pt
  /// radius and 5 pt line, from 0 to 5.5 radians (a gap, so that its spin shows), that draws in
  /// and turns as the pull goes (its end and its opacity at the pull progress, turned by 2π
  /// times it), spins one turn a second while refreshing, and draws a checkmark (6 pt line) when
  /// the refresh succeeds, before the strip closes. Under Reduce Motion the arc stays still while
  /// refreshing and the checkmark shows at once.
  public final class PullDownRefreshIndicator: SwipeRefreshIndicator {
    /// The seed's colour: light sky blue, RGB 135, 206, 250.
    public static let seedColor = UIColor(
      red: 135.0 / 255, green: 206.0 / 255, blue: 250.0 / 255, alpha: 1)
    /// The arc's and the checkmark's colour.
    public var color: UIColor = seedColor {
      didSet { applyColor() }
    }

    /// The key of the spin animation on the arc.
    static let spinKey = "swipe.pulldown.spin"
    /// The key of the checkmark's drawing animation.
    static let checkKey = "swipe.pulldown.check"
    /// The side of the square the arc and the checkmark are drawn in.
    static let side: CGFloat = 50

    let arc = CAShapeLayer()
    let check = CAShapeLayer()

    /// An indicator in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      let side = Self.side
      arc.path =
        UIBezierPath(
          arcCenter: CGPoint(x: side / 2, y: side / 2), radius: 15, startAngle: 0,
          endAngle: 5.5, clockwise: true
        ).cgPath
      arc.lineWidth = 5
      arc.lineCap = .round
      arc.fillColor = nil
      arc.strokeEnd = 0
      arc.opacity = 0
      let mark = UIBezierPath()
      mark.move(to: CGPoint(x: 7.5, y: 28))
      mark.addLine(to: CGPoint(x: 20, y: 42.5))
      mark.addLine(to: CGPoint(x: 42.5, y: 18))
      check.path = mark.cgPath
      check.lineWidth = 6
      check.lineCap = .round
      check.fillColor = nil
      check.isHidden = true
      layer.addSublayer(arc)
      layer.addSublayer(check)
      applyColor()
    }

    /// Not supported: make it in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private func applyColor() {
      arc.strokeColor = color.cgColor
      check.strokeColor = color.cgColor
    }

    /// Centres the arc and the checkmark in the strip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let side = Self.side
      let frame = CGRect(
        x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      withoutLayerActions {
        arc.frame = frame
        check.frame = frame
      }
    }

    /// Draws the state: the arc by the pull, spinning while refreshing, the checkmark on
    /// success.
    public override func update(from previous: RefreshState) {
      withoutLayerActions {
        switch state {
        case .idle, .pulling, .armed:
          stopSpinning()
          check.isHidden = true
          check.removeAnimation(forKey: Self.checkKey)
          arc.isHidden = false
          let progress = min(pullProgress, 1)
          arc.strokeEnd = progress
          arc.opacity = Float(progress)
          arc.transform = CATransform3DMakeRotation(2 * .pi * progress, 0, 0, 1)
        case .willRefresh, .refreshing:
          check.isHidden = true
          arc.isHidden = false
          arc.strokeEnd = 1
          arc.opacity = 1
          if previous != state { arc.transform = CATransform3DIdentity }
          if keepsStill {
            stopSpinning()
          } else {
            startSpinning()
          }
        case .finishing(let result):
          stopSpinning()
          guard result == .success else { break }
          arc.isHidden = true
          if check.isHidden {
            check.isHidden = false
            drawCheck()
          }
        case .retracting:
          stopSpinning()
        }
      }
    }

    private func startSpinning() {
      guard arc.animation(forKey: Self.spinKey) == nil else { return }
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0.0
      spin.toValue = 2 * Double.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      spin.isRemovedOnCompletion = false
      arc.add(spin, forKey: Self.spinKey)
    }

    private func stopSpinning() {
      arc.removeAnimation(forKey: Self.spinKey)
    }

    /// The checkmark draws itself in over a fifth of a second (at once under Reduce Motion).
    private func drawCheck() {
      check.strokeEnd = 1
      guard !keepsStill else { return }
      let draw = CABasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0.0
      draw.toValue = 1.0
      draw.duration = 0.2
      draw.timingFunction = CAMediaTimingFunction(name: .easeOut)
      check.add(draw, forKey: Self.checkKey)
    }
  }
#endif

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

  /// The Objective-C SwipeTableView's refresh look (its demo's `STRefreshHeader`): your round
  /// image inside a circle stroke (2.5 pt, round caps), both 40 pt across, that draw in and
  /// fade in as the pull goes (the stroke's end and their opacity at the pull progress). While
  /// refreshing, the stroke's head and tail chase each other round the circle, which turns once
  /// every 1.5 s round (each round eased in and out), and the stroke's colour moves on every
  /// round through light coral, pale green and honeydew (RGB 240, 128, 128; 124, 205, 124;
  /// 224, 238, 224). As the strip closes the stroke draws out again. Under Reduce Motion the
  /// whole circle shows still, in the first colour, while refreshing.
  ///
  /// Choose it with `SwipeRefreshLook.ring`, and give it your image with `.custom`:
  /// `.custom { let look = RingRefreshIndicator(frame: .zero); look.image = logo; return look }`.
  public final class RingRefreshIndicator: SwipeRefreshIndicator {
    /// The seed's three stroke colours, in the order they follow each other.
    public static let seedColors = [
      UIColor(red: 240.0 / 255, green: 128.0 / 255, blue: 128.0 / 255, alpha: 1),
      UIColor(red: 124.0 / 255, green: 205.0 / 255, blue: 124.0 / 255, alpha: 1),
      UIColor(red: 224.0 / 255, green: 238.0 / 255, blue: 224.0 / 255, alpha: 1),
    ]
    /// The stroke's colours while refreshing, one a round (the first one otherwise); an empty
    /// list keeps the seed's.
    public var colors: [UIColor] = seedColors {
      didSet { applyColors() }
    }

    #if canImport(UIKit)
      /// The image inside the circle, drawn round (none by default).
      public var image: UIImage? {
        get { imageView.image }
        set { imageView.image = newValue }
      }
    #else
      /// The image inside the circle, drawn round (none by default). Public on iOS; UIKitStub
      /// keeps `UIImage` to the package.
      package var image: UIImage? {
        get { imageView.image }
        set { imageView.image = newValue }
      }
    #endif

    /// The side of the square the circle and the image take.
    static let side: CGFloat = 40
    /// The stroke's width.
    static let lineWidth: CGFloat = 2.5
    /// How long a round of the chase, the turn and a colour lasts.
    static let round: CFTimeInterval = 1.5
    /// The keys of the refreshing animations on the ring.
    static let chaseKey = "swipe.ring.chase"
    static let turnKey = "swipe.ring.turn"
    static let colorKey = "swipe.ring.color"

    let ring = CAShapeLayer()
    let imageView = UIImageView(image: nil)

    /// An indicator in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      let side = Self.side
      let inset = Self.lineWidth
      imageView.frame = CGRect(x: 0, y: 0, width: side - 2 * inset, height: side - 2 * inset)
      imageView.clipsToBounds = true
      imageView.layer.cornerRadius = (side - 2 * inset) / 2
      imageView.alpha = 0
      addSubview(imageView)
      // A whole circle from the top, clockwise, inside the square.
      ring.path =
        UIBezierPath(
          arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - Self.lineWidth / 2,
          startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
        ).cgPath
      ring.lineWidth = Self.lineWidth
      ring.lineCap = .round
      ring.fillColor = nil
      ring.strokeStart = 0
      ring.strokeEnd = 0
      ring.opacity = 0
      layer.addSublayer(ring)
      applyColors()
    }

    /// Not supported: make it in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private var strokeColors: [UIColor] { colors.isEmpty ? Self.seedColors : colors }

    private func applyColors() {
      withoutLayerActions { ring.strokeColor = strokeColors[0].cgColor }
      if ring.animation(forKey: Self.colorKey) != nil {
        ring.removeAnimation(forKey: Self.colorKey)
        cycleColors()
      }
    }

    /// Centres the circle and the image in the strip.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let side = Self.side
      let square = CGRect(
        x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      withoutLayerActions { ring.frame = square }
      imageView.center = CGPoint(x: square.midX, y: square.midY)
    }

    /// Draws the state: the circle and the image by the pull, the chase while refreshing, the
    /// circle drawing out as the strip closes.
    public override func update(from previous: RefreshState) {
      withoutLayerActions {
        switch state {
        case .willRefresh, .refreshing:
          ring.opacity = 1
          imageView.alpha = 1
          ring.strokeStart = 0
          ring.strokeEnd = 1
          if keepsStill {
            stopChasing()
          } else {
            startChasing()
          }
        case .idle, .pulling, .armed, .finishing, .retracting:
          stopChasing()
          let progress = min(pullProgress, 1)
          ring.strokeStart = 0
          ring.strokeEnd = progress
          ring.opacity = Float(progress)
          imageView.alpha = progress
        }
      }
    }

    private func startChasing() {
      guard ring.animation(forKey: Self.chaseKey) == nil else { return }
      let third = Self.round / 3
      // The head (strokeStart) and the tail (strokeEnd) go round at different paces: the tail
      // leads through the first third, the head catches up through the rest.
      func stroke(
        _ keyPath: String, from: Double, to: Double, at begin: Double, for duration: Double
      )
        -> CABasicAnimation
      {
        let part = CABasicAnimation(keyPath: keyPath)
        part.fromValue = from
        part.toValue = to
        part.beginTime = begin
        part.duration = duration
        part.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return part
      }
      let chase = CAAnimationGroup()
      chase.animations = [
        stroke("strokeStart", from: 0, to: 0.25, at: 0, for: third),
        stroke("strokeStart", from: 0.25, to: 1, at: third, for: 2 * third),
        stroke("strokeEnd", from: 0.25, to: 0.85, at: 0, for: third),
        stroke("strokeEnd", from: 0.85, to: 1.25, at: third, for: 2 * third),
      ]
      chase.duration = Self.round
      chase.repeatCount = .infinity
      chase.isRemovedOnCompletion = false
      ring.add(chase, forKey: Self.chaseKey)
      let turn = CABasicAnimation(keyPath: "transform.rotation.z")
      turn.fromValue = 0.0
      turn.toValue = 2 * Double.pi
      turn.duration = Self.round
      turn.repeatCount = .infinity
      turn.isRemovedOnCompletion = false
      ring.add(turn, forKey: Self.turnKey)
      cycleColors()
    }

    /// One colour a round, held (not blended), round and round.
    private func cycleColors() {
      let colors = strokeColors
      let cycle = CAKeyframeAnimation(keyPath: "strokeColor")
      cycle.values = colors.map(\.cgColor)
      cycle.keyTimes = (0...colors.count).map { NSNumber(value: Double($0) / Double(colors.count)) }
      cycle.calculationMode = .discrete
      cycle.duration = Self.round * Double(colors.count)
      cycle.repeatCount = .infinity
      cycle.isRemovedOnCompletion = false
      ring.add(cycle, forKey: Self.colorKey)
    }

    private func stopChasing() {
      for key in [Self.chaseKey, Self.turnKey, Self.colorKey] { ring.removeAnimation(forKey: key) }
    }
  }
#endif

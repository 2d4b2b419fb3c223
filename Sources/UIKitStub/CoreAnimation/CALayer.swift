#if os(Linux)
  import Foundation

  // SDK: public struct CATransform3D — QuartzCore (CATransform3D.h), missing on Linux
  //   (uikit-api.md §0.6), not in uikit-api.md, hence `package`
  /// A layer's transform, as Core Animation's `CATransform3D`, reduced to what the stub draws:
  /// a rotation about the z axis (the screen's), in radians, clockwise on screen.
  package struct CATransform3D: Sendable, Equatable {
    /// The rotation about z.
    package var rotation: CGFloat = 0
  }

  // SDK: public let CATransform3DIdentity: CATransform3D — CATransform3D.h
  /// No transform.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  package let CATransform3DIdentity = CATransform3D()

  // SDK: public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
  //   _ z: CGFloat) -> CATransform3D — CATransform3D.h
  /// A rotation by `angle` about the axis (x, y, z); the stub keeps rotations about z only.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  package func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    x == 0 && y == 0 && z != 0 ? CATransform3D(rotation: z > 0 ? angle : -angle) : CATransform3D()
  }

  // SDK: open class CALayer : NSObject, NSSecureCoding, CAMediaTiming — CALayer.h (QuartzCore,
  //   not in uikit-api.md, hence `package`)
  /// A layer, as Core Animation's `CALayer`, reduced to what the stub draws: a frame in its
  /// superlayer, sublayers, opacity, a rotation about its centre (the default `anchorPoint`,
  /// (0.5, 0.5)), a background colour, and animations of those on the stub's clock.
  ///
  /// A view's `layer` holds the sublayers an app adds; the stub draws them over the view's own
  /// content and under its subviews, in their order. What is drawn at a moment is the
  /// ``presentation()`` layer: the model values with the running animations applied
  /// (``CAAnimation``).
  package class CALayer: NSObject {
    // SDK: open var frame: CGRect — CALayer.h
    /// Where the layer is in its superlayer.
    package var frame = CGRect.zero
    // SDK: open var bounds: CGRect — CALayer.h
    /// The layer's own rectangle (its origin is 0 here; its size is the frame's).
    package var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    // SDK: open var position: CGPoint — CALayer.h
    /// The centre of the frame in the superlayer (the anchor point is the middle).
    package var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    // SDK: open var opacity: Float — CALayer.h
    /// The opacity, 0…1.
    package var opacity: Float = 1
    // SDK: open var isHidden: Bool — CALayer.h
    /// Whether the layer and its sublayers are drawn.
    package var isHidden = false
    // SDK: open var transform: CATransform3D — CALayer.h
    /// The transform, about the layer's centre.
    package var transform = CATransform3DIdentity
    // SDK: open var backgroundColor: CGColor? — CALayer.h
    /// The colour the layer's bounds are filled with.
    package var backgroundColor: CGColor?
    // SDK: open var cornerRadius: CGFloat — CALayer.h
    /// The radius of the background's corners.
    package var cornerRadius: CGFloat = 0
    // SDK: open var sublayers: [CALayer]? — CALayer.h
    /// The sublayers, back to front.
    package private(set) var sublayers: [CALayer]?
    // SDK: weak open var superlayer: CALayer? { get } — CALayer.h (`superlayer`, unretained)
    /// The layer this is a sublayer of.
    package private(set) weak var superlayer: CALayer?
    /// The animations, by key, in the order they were added.
    private var running: [(key: String, animation: CAAnimation)] = []

    package override init() {
      super.init()
    }

    // SDK: public init(layer: Any) — CALayer.h (the initializer presentation copies use)
    /// A copy of `layer`'s model values (not its sublayers or animations).
    package required init(layer: Any) {
      super.init()
      guard let other = layer as? CALayer else { return }
      frame = other.frame
      opacity = other.opacity
      isHidden = other.isHidden
      transform = other.transform
      backgroundColor = other.backgroundColor
      cornerRadius = other.cornerRadius
    }

    // SDK: open func addSublayer(_ layer: CALayer) — CALayer.h
    /// Puts `layer` on top of the sublayers (taking it from its superlayer).
    package func addSublayer(_ layer: CALayer) {
      layer.removeFromSuperlayer()
      sublayers = (sublayers ?? []) + [layer]
      layer.superlayer = self
    }

    // SDK: open func insertSublayer(_ layer: CALayer, at idx: UInt32) — CALayer.h
    /// Puts `layer` among the sublayers at `index` (clamped).
    package func insertSublayer(_ layer: CALayer, at index: UInt32) {
      layer.removeFromSuperlayer()
      var list = sublayers ?? []
      list.insert(layer, at: min(Int(index), list.count))
      sublayers = list
      layer.superlayer = self
    }

    // SDK: open func removeFromSuperlayer() — CALayer.h
    /// Takes the layer out of its superlayer.
    package func removeFromSuperlayer() {
      guard let parent = superlayer else { return }
      parent.sublayers?.removeAll { $0 === self }
      if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
      superlayer = nil
    }

    // MARK: - Animations

    // SDK: open func add(_ anim: CAAnimation, forKey key: String?) — CALayer.h: "the animation
    //   is copied"; a `beginTime` of 0 starts it now (CACurrentMediaTime()).
    /// Runs a copy of `animation` from now (or from its own `beginTime`), replacing one with
    /// the same key.
    @MainActor package func add(_ animation: CAAnimation, forKey key: String?) {
      let copy = animation.copy() as? CAAnimation ?? animation
      if copy.beginTime == 0 { copy.beginTime = CACurrentMediaTime() }
      let key = key ?? "animation-\(running.count)"
      running.removeAll { $0.key == key }
      running.append((key, copy))
    }

    // SDK: open func removeAnimation(forKey key: String) — CALayer.h
    /// Stops the animation with `key`.
    package func removeAnimation(forKey key: String) {
      running.removeAll { $0.key == key }
    }

    // SDK: open func removeAllAnimations() — CALayer.h
    /// Stops every animation.
    package func removeAllAnimations() {
      running.removeAll()
    }

    // SDK: open func animation(forKey key: String) -> CAAnimation? — CALayer.h
    /// The animation running with `key`.
    package func animation(forKey key: String) -> CAAnimation? {
      running.first { $0.key == key }?.animation
    }

    // SDK: open func animationKeys() -> [String]? — CALayer.h
    /// The keys of the running animations, in the order they were added.
    package func animationKeys() -> [String]? {
      running.isEmpty ? nil : running.map(\.key)
    }

    // SDK: open func presentation() -> Self? — CALayer.h: "a copy of the layer representing
    //   the state of the layer as it was at the start of the current transaction, with any
    //   active animations applied"
    /// What is on screen now: a copy with the running animations applied at the stub's time
    /// (one that has finished and is removed on completion is dropped first).
    @MainActor package func presentation() -> Self? {
      let now = CACurrentMediaTime()
      running.removeAll { $0.animation.isRemovedOnCompletion && $0.animation.hasFinished(at: now) }
      let copy = Self(layer: self)
      for (_, animation) in running {
        animation.apply(at: now, to: copy)
      }
      return copy
    }

    /// Sets the value of an animatable `keyPath` (what an animation of it shows).
    package func setAnimatedValue(_ value: Any, forKeyPath keyPath: String) {
      switch keyPath {
      case "opacity": if let v = value as? Double { opacity = Float(v) }
      case "transform.rotation", "transform.rotation.z":
        if let v = value as? Double { transform = CATransform3D(rotation: CGFloat(v)) }
      case "backgroundColor": backgroundColor = value as? CGColor
      default: break
      }
    }

    /// The current value of an animatable `keyPath`, for an animation without a `fromValue`.
    package func animatedValue(forKeyPath keyPath: String) -> Any? {
      switch keyPath {
      case "opacity": Double(opacity)
      case "transform.rotation", "transform.rotation.z": Double(transform.rotation)
      case "backgroundColor": backgroundColor
      default: nil
      }
    }
  }

  // SDK: open class CAShapeLayer : CALayer — CAShapeLayer.h
  /// A layer that strokes (and fills) a path, as Core Animation's `CAShapeLayer`: the part of
  /// the path from `strokeStart` to `strokeEnd` (fractions of its length) is stroked.
  package final class CAShapeLayer: CALayer {
    // SDK: open var path: CGPath? — CAShapeLayer.h
    /// The path, in the layer's coordinates.
    package var path: CGPath?
    // SDK: open var strokeColor: CGColor? — CAShapeLayer.h (nil by default: no stroke)
    /// The stroke's colour.
    package var strokeColor: CGColor?
    // SDK: open var fillColor: CGColor? — CAShapeLayer.h (opaque black by default)
    /// The fill's colour.
    package var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    // SDK: open var lineWidth: CGFloat — CAShapeLayer.h (1 by default)
    /// The stroke's width.
    package var lineWidth: CGFloat = 1
    // SDK: open var lineCap: CAShapeLayerLineCap — CAShapeLayer.h (.butt by default)
    /// How the stroke's ends are drawn.
    package var lineCap = CAShapeLayerLineCap.butt
    // SDK: open var strokeStart: CGFloat, strokeEnd: CGFloat — CAShapeLayer.h (0 and 1)
    /// Where the stroke starts, as a fraction of the path's length.
    package var strokeStart: CGFloat = 0
    /// Where the stroke ends, as a fraction of the path's length.
    package var strokeEnd: CGFloat = 1

    package override init() {
      super.init()
    }

    package required init(layer: Any) {
      super.init(layer: layer)
      guard let other = layer as? CAShapeLayer else { return }
      path = other.path
      strokeColor = other.strokeColor
      fillColor = other.fillColor
      lineWidth = other.lineWidth
      lineCap = other.lineCap
      strokeStart = other.strokeStart
      strokeEnd = other.strokeEnd
    }

    package override func setAnimatedValue(_ value: Any, forKeyPath keyPath: String) {
      switch keyPath {
      case "strokeStart": if let v = value as? Double { strokeStart = CGFloat(v) }
      case "strokeEnd": if let v = value as? Double { strokeEnd = CGFloat(v) }
      case "lineWidth": if let v = value as? Double { lineWidth = CGFloat(v) }
      case "strokeColor": strokeColor = value as? CGColor
      default: super.setAnimatedValue(value, forKeyPath: keyPath)
      }
    }

    package override func animatedValue(forKeyPath keyPath: String) -> Any? {
      switch keyPath {
      case "strokeStart": Double(strokeStart)
      case "strokeEnd": Double(strokeEnd)
      case "lineWidth": Double(lineWidth)
      case "strokeColor": strokeColor
      default: super.animatedValue(forKeyPath: keyPath)
      }
    }
  }

  // SDK: public struct CAShapeLayerLineCap : Hashable, Equatable, RawRepresentable
  //   — CAShapeLayer.h (`butt`, `round`, `square`)
  /// How a stroke's ends are drawn.
  package enum CAShapeLayerLineCap: Sendable {
    case butt, round, square
  }

  extension UIView {
    // SDK: open var layer: CALayer { get } — uikit-api.md §2 (`package` here: the stub's
    //   CALayer is QuartzCore's reduced model, not in the list)
    /// The view's layer: the sublayers an app adds to it are drawn over the view's own content.
    package var layer: CALayer {
      if let layer = storedLayer { return layer }
      let layer = CALayer()
      storedLayer = layer
      return layer
    }
  }
#endif

#if os(Linux)
  import Foundation

  // SDK: open class CAMediaTimingFunction : NSObject, NSSecureCoding — CAMediaTimingFunction.h
  //   (not in uikit-api.md, hence `package`)
  /// How an animation's time maps to its progress: a cubic Bézier from (0, 0) to (1, 1), as
  /// Core Animation's `CAMediaTimingFunction`.
  package final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: CGPoint
    private let c2: CGPoint

    // SDK: public convenience init(name: CAMediaTimingFunctionName) — control points from
    //   CAMediaTimingFunction.h's documentation: linear (0,0)(1,1), easeIn (0.42,0)(1,1),
    //   easeOut (0,0)(0.58,1), easeInEaseOut (0.42,0)(0.58,1), default (0.25,0.1)(0.25,1)
    /// One of the named curves.
    package convenience init(name: CAMediaTimingFunctionName) {
      switch name {
      case .linear: self.init(controlPoints: 0, 0, 1, 1)
      case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
      case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
      case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
      case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
      }
    }

    // SDK: public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)
    /// The curve through the control points (c1x, c1y) and (c2x, c2y).
    package init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
      c1 = CGPoint(x: Double(c1x), y: Double(c1y))
      c2 = CGPoint(x: Double(c2x), y: Double(c2y))
    }

    /// The progress at time fraction `x` (0…1): the curve's y where its x is `x`.
    package func progress(at x: Double) -> Double {
      let x = min(max(x, 0), 1)
      func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
      }
      // x(t) is increasing on [0, 1]: bisection finds its t to machine precision in 64 halvings.
      var low = 0.0
      var high = 1.0
      for _ in 0..<64 {
        let middle = (low + high) / 2
        if bezier(middle, Double(c1.x), Double(c2.x)) < x { low = middle } else { high = middle }
      }
      return bezier((low + high) / 2, Double(c1.y), Double(c2.y))
    }
  }

  // SDK: public struct CAMediaTimingFunctionName — CAMediaTimingFunction.h
  /// The named timing curves.
  package enum CAMediaTimingFunctionName: Sendable {
    case linear, easeIn, easeOut, easeInEaseOut, `default`
  }

  // SDK: open class CAAnimation : NSObject, NSSecureCoding, NSCopying, CAMediaTiming,
  //   CAAction — CAAnimation.h (not in uikit-api.md, hence `package`)
  /// An animation of a layer on the stub's clock, as Core Animation's `CAAnimation`: it starts
  /// at `beginTime`, lasts `duration`, repeats `repeatCount` times (`.infinity`: forever) and
  /// maps time through its `timingFunction`. Once over it is removed, unless
  /// `isRemovedOnCompletion` is false, when its last value stays.
  package class CAAnimation: NSObject, NSCopying {
    // SDK: var beginTime: CFTimeInterval — CAMediaTiming.h (0: when added)
    package var beginTime: CFTimeInterval = 0
    // SDK: var duration: CFTimeInterval — CAMediaTiming.h (0: 0.25 s)
    package var duration: CFTimeInterval = 0
    // SDK: var repeatCount: Float — CAMediaTiming.h
    package var repeatCount: Float = 0
    // SDK: open var timingFunction: CAMediaTimingFunction? — CAAnimation.h
    package var timingFunction: CAMediaTimingFunction?
    // SDK: open var isRemovedOnCompletion: Bool — CAAnimation.h (true by default)
    package var isRemovedOnCompletion = true

    package override init() {
      super.init()
    }

    /// A copy of `other`'s timing.
    package required init(copying other: CAAnimation) {
      beginTime = other.beginTime
      duration = other.duration
      repeatCount = other.repeatCount
      timingFunction = other.timingFunction
      isRemovedOnCompletion = other.isRemovedOnCompletion
      super.init()
    }

    package func copy(with zone: NSZone? = nil) -> Any {
      Self(copying: self)
    }

    /// One run's length (Core Animation's 0.25 s when none is set).
    var activeDuration: Double { duration > 0 ? duration : 0.25 }

    /// The whole run's length, every repeat counted (infinite when it repeats forever).
    var totalDuration: Double {
      repeatCount.isInfinite ? .infinity : activeDuration * Double(max(repeatCount, 1))
    }

    /// Whether the animation is over at `time`.
    package func hasFinished(at time: CFTimeInterval) -> Bool {
      time - beginTime >= totalDuration
    }

    /// The eased progress of the run under way at `time` (nil before the start, or after the
    /// end of one removed on completion; 1 after the end of one that stays).
    func progress(at time: CFTimeInterval) -> Double? {
      let local = time - beginTime
      guard local >= 0 else { return nil }
      let fraction: Double
      if local >= totalDuration {
        guard !isRemovedOnCompletion else { return nil }
        fraction = 1
      } else {
        let run = local.truncatingRemainder(dividingBy: activeDuration)
        fraction = run / activeDuration
      }
      return timingFunction?.progress(at: fraction) ?? fraction
    }

    /// Applies the animation's value at `time` to `layer` (a presentation copy).
    func apply(at time: CFTimeInterval, to layer: CALayer) {}
  }

  // SDK: open class CAPropertyAnimation : CAAnimation — CAAnimation.h
  /// An animation of one property, named by its key path.
  package class CAPropertyAnimation: CAAnimation {
    // SDK: open var keyPath: String? — CAAnimation.h
    package var keyPath: String?

    // SDK: public convenience init(keyPath path: String?) — CAAnimation.h
    /// An animation of `keyPath`.
    package convenience init(keyPath: String?) {
      self.init()
      self.keyPath = keyPath
    }

    package override init() {
      super.init()
    }

    package required init(copying other: CAAnimation) {
      keyPath = (other as? CAPropertyAnimation)?.keyPath
      super.init(copying: other)
    }

    /// The value `fraction` of the way from `from` to `to`: numbers and colours blend.
    static func blend(_ from: Any?, _ to: Any?, fraction: Double) -> Any? {
      if let a = number(from), let b = number(to) { return a + (b - a) * fraction }
      if let a = from as? CGColor, let b = to as? CGColor {
        return a.blended(toward: b, fraction: fraction)
      }
      return fraction < 1 ? from : to
    }

    static func number(_ value: Any?) -> Double? {
      switch value {
      case let value as Double: value
      case let value as CGFloat: Double(value)
      case let value as Float: Double(value)
      case let value as Int: Double(value)
      case let value as NSNumber: value.doubleValue
      default: nil
      }
    }
  }

  // SDK: open class CABasicAnimation : CAPropertyAnimation — CAAnimation.h
  /// An animation from `fromValue` to `toValue` (the layer's value where one is missing).
  package class CABasicAnimation: CAPropertyAnimation {
    // SDK: open var fromValue: Any?, toValue: Any? — CAAnimation.h
    package var fromValue: Any?
    package var toValue: Any?

    package override init() {
      super.init()
    }

    package required init(copying other: CAAnimation) {
      let basic = other as? CABasicAnimation
      fromValue = basic?.fromValue
      toValue = basic?.toValue
      super.init(copying: other)
    }

    override func apply(at time: CFTimeInterval, to layer: CALayer) {
      guard let keyPath, let progress = progress(at: time) else { return }
      let current = layer.animatedValue(forKeyPath: keyPath)
      let from = Self.number(fromValue).map { $0 as Any } ?? fromValue ?? current
      let to = Self.number(toValue).map { $0 as Any } ?? toValue ?? current
      if let value = Self.blend(from, to, fraction: progress) {
        layer.setAnimatedValue(value, forKeyPath: keyPath)
      }
    }
  }

  // SDK: public struct CAAnimationCalculationMode : Hashable, Equatable, RawRepresentable, with
  // static lets linear, discrete, paced, cubic, cubicPaced — CAAnimation.h (kCAAnimationLinear…)
  /// How a keyframe animation goes from one value to the next.
  package struct CAAnimationCalculationMode: Hashable, Sendable {
    /// The mode's name.
    package let rawValue: String
    /// Blending linearly between the values (the default).
    package static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, without blending.
    package static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  }

  // SDK: open class CAKeyframeAnimation : CAPropertyAnimation — CAAnimation.h
  /// An animation through `values` at `keyTimes` (fractions of the run; evenly spaced when
  /// missing), blending linearly between them, or holding each one (``calculationMode``
  /// `.discrete`).
  package class CAKeyframeAnimation: CAPropertyAnimation {
    // SDK: open var values: [Any]?, keyTimes: [NSNumber]? — CAAnimation.h
    package var values: [Any]?
    package var keyTimes: [NSNumber]?
    // SDK: open var calculationMode: CAAnimationCalculationMode — CAAnimation.h: "discrete" holds
    // each value; its keyTimes has one more entry than values (the last value's end), evenly
    // spaced when missing.
    package var calculationMode = CAAnimationCalculationMode.linear

    package override init() {
      super.init()
    }

    package required init(copying other: CAAnimation) {
      let keyframe = other as? CAKeyframeAnimation
      values = keyframe?.values
      keyTimes = keyframe?.keyTimes
      calculationMode = keyframe?.calculationMode ?? .linear
      super.init(copying: other)
    }

    override func apply(at time: CFTimeInterval, to layer: CALayer) {
      guard let keyPath, let values, !values.isEmpty, let progress = progress(at: time) else {
        return
      }
      if calculationMode == .discrete {
        let given = keyTimes?.map(\.doubleValue) ?? []
        let index =
          given.count == values.count + 1
          ? max((given.lastIndex { $0 <= progress } ?? 0), 0)
          : Int((progress * Double(values.count)).rounded(.down))
        let held = values[min(max(index, 0), values.count - 1)]
        if let value = Self.blend(held, held, fraction: 1) {
          layer.setAnimatedValue(value, forKeyPath: keyPath)
        }
        return
      }
      let given = keyTimes?.map(\.doubleValue) ?? []
      let times =
        given.count == values.count
        ? given
        : values.indices.map { values.count == 1 ? 0 : Double($0) / Double(values.count - 1) }
      // The keyframes around `progress`: before the first, the first; past the last, the last.
      let next = times.firstIndex { $0 > progress } ?? values.count
      let value: Any?
      if next == 0 || next == values.count {
        value = Self.blend(values[max(next - 1, 0)], values[max(next - 1, 0)], fraction: 1)
      } else {
        let span = times[next] - times[next - 1]
        let fraction = span > 0 ? (progress - times[next - 1]) / span : 1
        value = Self.blend(values[next - 1], values[next], fraction: fraction)
      }
      if let value { layer.setAnimatedValue(value, forKeyPath: keyPath) }
    }
  }

  // SDK: open class CAAnimationGroup : CAAnimation — CAAnimation.h
  /// Animations run together on the group's clock: each one's `beginTime` is from the group's
  /// start, and the group's `duration` cuts them.
  package final class CAAnimationGroup: CAAnimation {
    // SDK: open var animations: [CAAnimation]? — CAAnimation.h
    package var animations: [CAAnimation]?

    package override init() {
      super.init()
    }

    package required init(copying other: CAAnimation) {
      animations = (other as? CAAnimationGroup)?.animations?.compactMap {
        $0.copy() as? CAAnimation
      }
      super.init(copying: other)
    }

    override func apply(at time: CFTimeInterval, to layer: CALayer) {
      let local = time - beginTime
      guard local >= 0, !(isRemovedOnCompletion && local >= totalDuration) else { return }
      let run =
        local >= totalDuration
        ? activeDuration : local.truncatingRemainder(dividingBy: activeDuration)
      for child in animations ?? [] {
        // A child lasts to the group's end unless it says otherwise, and stays at its end.
        let copy = child.copy() as? CAAnimation ?? child
        copy.isRemovedOnCompletion = false
        copy.apply(at: run, to: layer)
      }
    }
  }
#endif

#if os(Linux)
  import Foundation

  // SDK: public class CGColor — CoreGraphics (CGColor.h); CoreGraphics is missing on Linux
  //   (uikit-api.md §0.6), not in uikit-api.md, hence `package`
  /// A colour for Core Animation, as CoreGraphics' `CGColor`: RGBA components.
  package final class CGColor: @unchecked Sendable {
    /// The red, green, blue and alpha components, each in 0…1.
    package let red: CGFloat
    package let green: CGFloat
    package let blue: CGFloat
    // SDK: public var alpha: CGFloat { get } — CGColor.h (CGColorGetAlpha)
    package let alpha: CGFloat

    /// A colour with the given components.
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    // SDK: public var components: [CGFloat]? { get } — CGColor.h (CGColorGetComponents)
    /// The components, red, green, blue, alpha.
    package var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The colour `fraction` of the way from `self` to `other`, component by component.
    package func blended(toward other: CGColor, fraction: Double) -> CGColor {
      let f = CGFloat(fraction)
      return CGColor(
        red: red + (other.red - red) * f, green: green + (other.green - green) * f,
        blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }
  }

  extension UIColor {
    // SDK: open var cgColor: CGColor { get } — UIColor.h
    /// The colour for Core Animation.
    package var cgColor: CGColor {
      CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  /// One piece of a path.
  package enum PathElement: Sendable, Equatable {
    /// A new subpath starts at the point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A circular arc (angles in radians from the +x axis; clockwise on screen, y down, when
    /// `clockwise`), joined to the current point by a line.
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
  }

  // SDK: public class CGPath — CoreGraphics (CGPath.h); hence `package` (see CGColor)
  /// A path, as CoreGraphics' `CGPath`: lines and circular arcs, what the stub's shape layers
  /// stroke.
  package class CGPath: @unchecked Sendable {
    /// The pieces, in order.
    package fileprivate(set) var elements: [PathElement] = []

    package init() {}
  }

  // SDK: public class CGMutablePath : CGPath — CGPath.h
  /// A path built piece by piece, as CoreGraphics' `CGMutablePath`.
  package final class CGMutablePath: CGPath, @unchecked Sendable {
    // SDK: public func move(to point: CGPoint, transform: CGAffineTransform = .identity)
    /// Starts a subpath at `point`.
    package func move(to point: CGPoint) {
      elements.append(.move(point))
    }

    // SDK: public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)
    /// A line from the current point to `point`.
    package func addLine(to point: CGPoint) {
      elements.append(.line(point))
    }

    // SDK: public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat,
    //   endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity)
    // CoreGraphics' `clockwise` is in its flipped (y up) space: true draws counter-clockwise
    // on a UIKit (y down) screen. UIBezierPath's is on screen.
    /// An arc; `clockwise` as CoreGraphics means it (y up).
    package func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      elements.append(
        .arc(
          center: center, radius: radius, start: startAngle, end: endAngle, clockwise: !clockwise)
      )
    }
  }

  // SDK: open class UIBezierPath : NSObject — UIBezierPath.h (not in uikit-api.md, hence
  //   `package`)
  /// A path in UIKit's screen coordinates, as `UIBezierPath`: lines and arcs.
  package final class UIBezierPath: NSObject {
    private let path = CGMutablePath()

    /// An empty path.
    package override init() {
      super.init()
    }

    // SDK: public convenience init(arcCenter center: CGPoint, radius: CGFloat,
    //   startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) — UIBezierPath.h
    /// An arc around `center`; `clockwise` on screen.
    package convenience init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      self.init()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    // SDK: open func move(to point: CGPoint) — UIBezierPath.h
    /// Starts a subpath at `point`.
    package func move(to point: CGPoint) {
      path.move(to: point)
    }

    // SDK: open func addLine(to point: CGPoint) — UIBezierPath.h
    /// A line to `point`.
    package func addLine(to point: CGPoint) {
      path.addLine(to: point)
    }

    // SDK: open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
    //   endAngle: CGFloat, clockwise: Bool) — UIBezierPath.h
    /// An arc; `clockwise` on screen.
    package func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }

    // SDK: open var cgPath: CGPath — UIBezierPath.h
    /// The path, for a shape layer.
    package var cgPath: CGPath { path }
  }
#endif

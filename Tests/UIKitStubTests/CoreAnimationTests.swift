#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  /// UIKitStub's Core Animation model: layer trees, shape layers, and animations on the stub's
  /// clock as their presentation layers show them.
  @MainActor @Suite("UIKitStub Core Animation")
  struct CoreAnimationTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A shape layer in a view's layer, on a fresh clock at 0.
    static func shape() -> CAShapeLayer {
      UIKitStubDriver.reset(now: 0)
      let layer = CAShapeLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      layer.path =
        UIBezierPath(
          arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi,
          clockwise: true
        ).cgPath
      UIView(frame: .zero).layer.addSublayer(layer)
      return layer
    }

    static func at(_ time: TimeInterval) {
      UIKitStubDriver.current.advance(to: time)
    }

    @Test("Sublayers keep their order; a layer moved is taken from its old superlayer")
    func tree() {
      let root = CALayer()
      let other = CALayer()
      let a = CALayer()
      let b = CALayer()
      root.addSublayer(a)
      root.insertSublayer(b, at: 0)
      #expect(root.sublayers?.map(ObjectIdentifier.init) == [.init(b), .init(a)])
      other.addSublayer(a)
      #expect(root.sublayers?.count == 1 && a.superlayer === other)
      b.removeFromSuperlayer()
      #expect(root.sublayers == nil && b.superlayer == nil)
    }

    @Test("Timing curves: the ends fixed, linear in step, ease in slower at first")
    func timing() {
      let linear = CAMediaTimingFunction(name: .linear)
      let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
      let easeIn = CAMediaTimingFunction(name: .easeIn)
      #expect(abs(linear.progress(at: 0.3) - 0.3) < 1e-9)
      #expect(abs(easeInOut.progress(at: 0.5) - 0.5) < 1e-6, "symmetric (Float control points)")
      #expect(easeInOut.progress(at: 0.25) < 0.25 && easeIn.progress(at: 0.5) < 0.5)
      for curve in [linear, easeInOut, easeIn] {
        #expect(abs(curve.progress(at: 0)) < 1e-9 && abs(curve.progress(at: 1) - 1) < 1e-9)
      }
    }

    @Test("A basic animation runs from its start, is copied when added, and leaves when done")
    func basic() throws {
      let layer = Self.shape()
      let draw = CABasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0.0
      draw.toValue = 1.0
      draw.duration = 1
      Self.at(1)
      layer.add(draw, forKey: "draw")
      draw.duration = 100  // the layer runs its copy
      Self.at(1.25)
      #expect(abs((try #require(layer.presentation())).strokeEnd - 0.25) < 1e-9)
      #expect(layer.strokeEnd == 1, "the model value is untouched")
      Self.at(2.5)
      #expect(layer.presentation()?.strokeEnd == 1)
      #expect(layer.animationKeys() == nil, "removed once over")
    }

    @Test("A repeating rotation turns forever; one that stays keeps its last value")
    func repeatAndStay() throws {
      let layer = Self.shape()
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0.0
      spin.toValue = 2 * Double.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      layer.add(spin, forKey: "spin")
      Self.at(7.25)
      let turned = try #require(layer.presentation()).transform.rotation
      #expect(abs(turned - .pi / 2) < 1e-9)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0.0
      fade.duration = 0.5
      fade.isRemovedOnCompletion = false
      layer.add(fade, forKey: "fade")
      Self.at(9)
      #expect(layer.presentation()?.opacity == 0)
      #expect(layer.opacity == 1)
    }

    @Test("Keyframes blend between their values; a group runs its children on its own clock")
    func keyframesAndGroups() throws {
      let layer = Self.shape()
      let colours = CAKeyframeAnimation(keyPath: "strokeColor")
      colours.values = [Self.red, Self.blue, Self.red]
      colours.duration = 2
      colours.repeatCount = .infinity
      layer.add(colours, forKey: "colours")
      Self.at(0.5)
      let halfway = try #require(layer.presentation()?.strokeColor)
      #expect(abs(halfway.red - 0.5) < 1e-9 && abs(halfway.blue - 0.5) < 1e-9)
      let head = CABasicAnimation(keyPath: "strokeEnd")
      head.fromValue = 0.0
      head.toValue = 1.0
      head.duration = 1
      let tail = CABasicAnimation(keyPath: "strokeStart")
      tail.fromValue = 0.0
      tail.toValue = 1.0
      tail.beginTime = 0.5
      tail.duration = 1
      let chase = CAAnimationGroup()
      chase.animations = [head, tail]
      chase.duration = 1.5
      chase.repeatCount = .infinity
      layer.add(chase, forKey: "chase")  // starts at 0.5
      Self.at(0.5 + 1.5 * 3 + 0.75)
      let shown = try #require(layer.presentation())
      #expect(abs(shown.strokeEnd - 0.75) < 1e-9)
      #expect(abs(shown.strokeStart - 0.25) < 1e-9)
      Self.at(0.5 + 1.5 * 4 + 0.25)
      #expect(try #require(layer.presentation()).strokeStart == 0, "the tail waits for its start")
    }

    @Test("A view's layer is made once; CoreGraphics' clockwise is UIKit's flipped")
    func viewLayerAndPaths() {
      let view = UIView(frame: .zero)
      #expect(view.layer === view.layer)
      let cg = CGMutablePath()
      cg.addArc(
        center: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: true)
      let ui = UIBezierPath(
        arcCenter: .zero, radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
      #expect(
        cg.elements == ui.cgPath.elements, "CG's clockwise (y up) is counter-clockwise on screen")
    }
  }
#endif

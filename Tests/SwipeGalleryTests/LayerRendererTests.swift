#if os(Linux)
  import Foundation
  import SwipeCanvas
  import Testing
  import UIKitStub

  @testable import SwipeGallery

  /// The gallery draws the Core Animation layers an app adds to a view's layer: a shape
  /// layer's stroke from `strokeStart` to `strokeEnd`, turned by its rotation, at the stub's
  /// time.
  @MainActor @Suite("Layer rendering")
  struct LayerRendererTests {
    /// A 40 pt view at (100, 200) in a window, holding a shape layer whose path is `path`.
    static func scene(_ path: UIBezierPath) -> (UIWindow, CAShapeLayer) {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
      window.addSubview(view)
      let shape = CAShapeLayer()
      shape.frame = view.bounds
      shape.path = path.cgPath
      shape.fillColor = nil
      shape.strokeColor = CGColor(red: 0.53, green: 0.81, blue: 0.98, alpha: 1)
      shape.lineWidth = 5
      view.layer.addSublayer(shape)
      return (window, shape)
    }

    static func commands(_ window: UIWindow) -> [DisplayCommand] {
      var list = DisplayList()
      ViewTreeRenderer.draw(window, images: { _ in nil }, into: &list)
      return list.commands
    }

    static func arcs(_ commands: [DisplayCommand]) -> [(Double, Double, Double, Double)] {
      commands.compactMap {
        if case .arc(let center, _, let start, let end, _, _) = $0 {
          return (Double(center.x), Double(center.y), start, end)
        }
        return nil
      }
    }

    @Test("Half a circle's stroke, then a quarter turned, then a spinning one at its time")
    func arcStroke() throws {
      let circle = UIBezierPath(
        arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: -.pi / 2,
        endAngle: 3 * .pi / 2, clockwise: true)
      let (window, shape) = Self.scene(circle)
      shape.strokeEnd = 0.5
      var arc = try #require(Self.arcs(Self.commands(window)).first)
      #expect(arc.0 == 120 && arc.1 == 220, "centred in the view, in the window")
      #expect(abs(arc.2 + .pi / 2) < 1e-9 && abs(arc.3 - .pi / 2) < 1e-9)
      shape.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
      arc = try #require(Self.arcs(Self.commands(window)).first)
      #expect(abs(arc.2) < 1e-9 && abs(arc.3 - .pi) < 1e-9, "a quarter turn clockwise")
      shape.transform = CATransform3DIdentity
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0.0
      spin.toValue = 2 * Double.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      shape.add(spin, forKey: "spin")
      UIKitStubDriver.current.advance(to: 3.5)
      arc = try #require(Self.arcs(Self.commands(window)).first)
      #expect(abs(arc.2 - .pi / 2) < 1e-9 && abs(arc.3 - 3 * .pi / 2) < 1e-9, "half a turn on")
    }

    @Test("A checkmark's polyline is stroked up to strokeEnd; nothing when it is at its start")
    func polyline() throws {
      let check = UIBezierPath()
      check.move(to: CGPoint(x: 10, y: 20))
      check.addLine(to: CGPoint(x: 18, y: 28))
      check.addLine(to: CGPoint(x: 34, y: 12))
      let (window, shape) = Self.scene(check)
      let first = hypot(8.0, 8.0)
      let total = first + hypot(16.0, 16.0)
      shape.strokeEnd = CGFloat(first / total)
      let lines = Self.commands(window).compactMap { command -> (CGPoint, CGPoint)? in
        if case .line(let from, let to, _, _) = command { return (from, to) }
        return nil
      }
      #expect(lines.count == 1)
      let line = try #require(lines.first)
      #expect(line.0 == CGPoint(x: 110, y: 220))
      #expect(abs(line.1.x - 118) < 1e-9 && abs(line.1.y - 228) < 1e-9)
      shape.strokeEnd = 0
      #expect(!Self.commands(window).contains { if case .line = $0 { true } else { false } })
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// The Objective-C seed's refresh look (`RingRefreshIndicator`, its demo's `STRefreshHeader`):
  /// what each state and pull progress draws, on the stub's Core Animation model.
  @MainActor @Suite("Ring refresh indicator")
  struct RingRefreshIndicatorTests {
    /// An indicator in a 390 × 60 strip, on a fresh clock at 0.
    static func indicator(reduceMotion: Bool = false) -> RingRefreshIndicator {
      UIKitStubDriver.reset(now: 0)
      UIKitStubDriver.current.isReduceMotionEnabled = reduceMotion
      let indicator = RingRefreshIndicator(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
      indicator.image = UIImage(named: "logo")
      indicator.layoutSubviews()
      return indicator
    }

    static func shown(_ layer: CAShapeLayer, at time: TimeInterval) throws -> CAShapeLayer {
      UIKitStubDriver.current.advance(to: time)
      return try #require(layer.presentation() as? CAShapeLayer)
    }

    static func rgb(_ color: CGColor?) -> [Int] {
      guard let color else { return [] }
      return [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test("A 40 pt circle of 2.5 pt round-capped stroke from the top, the round image inside")
    func geometry() throws {
      let indicator = Self.indicator()
      let ring = indicator.ring
      #expect(ring.frame == CGRect(x: 175, y: 10, width: 40, height: 40), "centred")
      #expect(ring.lineWidth == 2.5 && ring.lineCap == .round && ring.fillColor == nil)
      #expect(Self.rgb(ring.strokeColor) == [240, 128, 128])
      let image = indicator.imageView
      #expect(image.frame == CGRect(x: 177.5, y: 12.5, width: 35, height: 35), "inside the stroke")
      #expect(image.clipsToBounds && image.layer.cornerRadius == 17.5, "round")
      #expect(image.image?.name == "logo")
    }

    @Test("The pull draws the circle in and fades it and the image in, at the progress")
    func pullDrawsIn() {
      let indicator = Self.indicator()
      for progress: CGFloat in [0, 0.3, 0.7, 1, 1.8] {
        indicator.show(.pulling(progress: Double(progress)), pullProgress: progress)
        let shown = min(progress, 1)
        #expect(indicator.ring.strokeStart == 0 && indicator.ring.strokeEnd == shown)
        #expect(indicator.ring.opacity == Float(shown) && indicator.imageView.alpha == shown)
        #expect(indicator.ring.animationKeys() == nil)
      }
    }

    @Test("Refreshing: head and tail chase each other, the circle turns, the colour moves on")
    func chase() throws {
      let indicator = Self.indicator()
      indicator.show(.armed, pullProgress: 1)
      indicator.show(.refreshing, pullProgress: 1)
      let ring = indicator.ring
      #expect(Set(ring.animationKeys() ?? []).count == 3)
      // Half a third into the round the head is halfway to 0.25 and the tail halfway from
      // 0.25 to 0.85 (eased in and out: halfway in time is halfway in value).
      let early = try Self.shown(ring, at: 0.25)
      #expect(abs(early.strokeStart - 0.125) < 1e-6 && abs(early.strokeEnd - 0.55) < 1e-6)
      #expect(abs(early.transform.rotation - 2 * .pi / 6) < 1e-9, "a sixth of a turn")
      #expect(Self.rgb(early.strokeColor) == [240, 128, 128])
      // Two thirds in: the head halfway from 0.25 to 1, the tail halfway from 0.85 to 1.25.
      let late = try Self.shown(ring, at: 1.0)
      #expect(abs(late.strokeStart - 0.625) < 1e-6 && abs(late.strokeEnd - 1.05) < 1e-6)
      // The second round is green, held (not blended), the third honeydew, then coral again.
      #expect(Self.rgb(try Self.shown(ring, at: 1.6).strokeColor) == [124, 205, 124])
      #expect(Self.rgb(try Self.shown(ring, at: 2.9).strokeColor) == [124, 205, 124])
      #expect(Self.rgb(try Self.shown(ring, at: 3.1).strokeColor) == [224, 238, 224])
      #expect(Self.rgb(try Self.shown(ring, at: 4.6).strokeColor) == [240, 128, 128])
      indicator.show(.refreshing, pullProgress: 1)
      #expect(Set(ring.animationKeys() ?? []).count == 3, "not restarted")
      // The result stops the chase; the closing strip draws the circle out.
      indicator.show(.finishing(.success), pullProgress: 1)
      #expect(ring.animationKeys() == nil && ring.strokeEnd == 1)
      indicator.show(.retracting, pullProgress: 0.4)
      #expect(ring.strokeEnd == 0.4 && indicator.imageView.alpha == 0.4)
    }

    @Test("Reduce Motion: the whole circle, still, in the first colour")
    func reduceMotion() throws {
      let indicator = Self.indicator(reduceMotion: true)
      defer { UIKitStubDriver.current.isReduceMotionEnabled = false }
      indicator.show(.refreshing, pullProgress: 1)
      #expect(indicator.ring.animationKeys() == nil)
      #expect(indicator.ring.strokeStart == 0 && indicator.ring.strokeEnd == 1)
      #expect(Self.rgb(indicator.ring.strokeColor) == [240, 128, 128])
    }

    @Test("Colours of the app's own; an empty list keeps the seed's")
    func colors() throws {
      let indicator = Self.indicator()
      indicator.colors = [UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
      #expect(Self.rgb(indicator.ring.strokeColor) == [0, 0, 255])
      indicator.colors = []
      #expect(Self.rgb(indicator.ring.strokeColor) == [240, 128, 128])
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// The Swift seed's refresh look (`PullDownRefreshIndicator`, its `QPullDownRefreshView`):
  /// what each state and pull progress draws, on the stub's Core Animation model.
  @MainActor @Suite("Pull-down refresh indicator")
  struct PullDownRefreshIndicatorTests {
    /// An indicator in a 390 × 60 strip, on a fresh clock at 0.
    static func indicator(reduceMotion: Bool = false) -> PullDownRefreshIndicator {
      UIKitStubDriver.reset(now: 0)
      UIKitStubDriver.current.isReduceMotionEnabled = reduceMotion
      let indicator = PullDownRefreshIndicator(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
      indicator.layoutSubviews()
      return indicator
    }

    static func at(_ time: TimeInterval) {
      UIKitStubDriver.current.advance(to: time)
    }

    @Test("The pull draws the arc in: its end and opacity at the progress, turned by 2π times it")
    func pullDrawsTheArc() throws {
      let indicator = Self.indicator()
      let arc = indicator.arc
      #expect(arc.frame == CGRect(x: 170, y: 5, width: 50, height: 50), "centred")
      #expect(arc.lineWidth == 5 && arc.strokeColor?.red == 135.0 / 255)
      for progress: CGFloat in [0, 0.25, 0.5, 1, 1.6] {
        indicator.show(.pulling(progress: Double(progress)), pullProgress: progress)
        let shown = min(progress, 1)
        #expect(arc.strokeEnd == shown && arc.opacity == Float(shown))
        #expect(abs(arc.transform.rotation - 2 * .pi * shown) < 1e-12)
        #expect(indicator.check.isHidden)
      }
      indicator.show(.pulling(progress: 0.5), pullProgress: .nan)
      #expect(arc.strokeEnd == 0, "a progress that is not a number counts as none")
    }

    @Test("Refreshing spins the whole arc one turn a second; Reduce Motion keeps it still")
    func refreshingSpins() throws {
      let indicator = Self.indicator()
      indicator.show(.armed, pullProgress: 1)
      indicator.show(.refreshing, pullProgress: 1)
      let arc = indicator.arc
      #expect(arc.strokeEnd == 1 && arc.opacity == 1)
      #expect(arc.transform.rotation == 0, "the spin starts from no turn")
      Self.at(0.25)
      let quarter = try #require(arc.presentation()).transform.rotation
      #expect(abs(quarter - .pi / 2) < 1e-9, "a quarter turn in a quarter second")
      indicator.show(.refreshing, pullProgress: 1)
      #expect(arc.animationKeys()?.count == 1, "one spin, not restarted")
      let still = Self.indicator(reduceMotion: true)
      still.show(.refreshing, pullProgress: 1)
      #expect(still.arc.animationKeys() == nil)
      #expect(still.arc.strokeEnd == 1)
    }

    @Test("Success draws the checkmark in, the arc gone; failure leaves the arc, stopped")
    func finishing() throws {
      let indicator = Self.indicator()
      indicator.show(.refreshing, pullProgress: 1)
      Self.at(1)
      indicator.show(.finishing(.success), pullProgress: 1)
      #expect(indicator.arc.isHidden && indicator.arc.animationKeys() == nil)
      #expect(!indicator.check.isHidden && indicator.check.lineWidth == 6)
      Self.at(1.1)
      let drawing = try #require(indicator.check.presentation()).strokeEnd
      #expect(drawing > 0.3 && drawing < 1, "drawing in: \(drawing)")
      Self.at(1.5)
      #expect(indicator.check.presentation()?.strokeEnd == 1)
      indicator.show(.retracting, pullProgress: 0.5)
      #expect(!indicator.check.isHidden, "the checkmark stays while the strip closes")
      indicator.show(.idle, pullProgress: 0)
      #expect(indicator.check.isHidden && !indicator.arc.isHidden && indicator.arc.strokeEnd == 0)
      let failed = Self.indicator()
      failed.show(.refreshing, pullProgress: 1)
      failed.show(.finishing(.failure), pullProgress: 1)
      #expect(!failed.arc.isHidden && failed.arc.animationKeys() == nil && failed.check.isHidden)
      let still = Self.indicator(reduceMotion: true)
      still.show(.finishing(.success), pullProgress: 1)
      #expect(still.check.animationKeys() == nil && still.check.strokeEnd == 1, "at once")
    }

    @Test("A new colour reaches the arc and the checkmark")
    func colour() {
      let indicator = Self.indicator()
      indicator.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      #expect(indicator.arc.strokeColor?.red == 1 && indicator.check.strokeColor?.red == 1)
    }
  }
#endif

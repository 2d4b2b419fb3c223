#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeCore
  @testable import SwipeUIKit

  /// What the engine drives moves at the display's rate and on one clock, as UIKit's own
  /// scrolling does (DESIGN.md §12, "one clock, the display's rate").
  @MainActor @Suite("Engine clock and frame rate")
  struct EngineFrameRateTests {
    @Test("A header fling moves the page on every frame of a 120 Hz display")
    func headerFlingAtDisplayRate() throws {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      // A quick upward flick on the header: the engine flings the current page.
      fixture.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.05)
      // The engine moves the page (and the header with it until it has collapsed).
      let page = try #require(fixture.table.currentItemView)
      var positions: [CGFloat] = [page.contentOffset.y]
      var time = fixture.now
      for _ in 0..<24 {
        time += 1.0 / 120
        UIKitStubDriver.current.advance(to: time)
        positions.append(page.contentOffset.y)
      }
      let still = zip(positions, positions.dropFirst()).filter { $0 == $1 }.count
      #expect(positions.last! > positions.first! + 100, "the page moved: \(positions)")
      #expect(still == 0, "frames where the page did not move: \(still) of 24: \(positions)")
    }

    @Test("Every frame of an engine-driven motion shows the motion at the frame's display time")
    func stepsToTheFramesTargetTime() throws {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      // Where the engine's clock is each time it moves the pager, against the frame's time.
      var lags: [TimeInterval] = []
      let observation = fixture.table.pager.observe(\.contentOffset, options: .new) {
        [table = fixture.table] _, _ in
        MainActor.assumeIsolated {
          lags.append(UIKitStubDriver.current.now - table.engine.now)
        }
      }
      fixture.table.scrollToItem(at: 2, animated: true)
      fixture.run(until: fixture.now + 0.5)
      observation.invalidate()
      #expect(fixture.table.currentItemIndex == 2)
      #expect(lags.count > 20, "the pager moved on every frame: \(lags.count)")
      let late = lags.filter { abs($0) > 1e-9 }
      #expect(late.isEmpty, "writes for another time than the frame's: \(late)")
    }

    /// A header drag up from y 300: down at 0.21, moves of 12 pt every 1/120 s, lifted at the
    /// last move. With `hitch`, the main thread was busy for 60 ms before the last four moves
    /// and the lift: frames ran meanwhile, and the touches arrive together, late, each with its
    /// own timestamp. Returns where the page comes to rest.
    func restingScroll(hitch: Bool) throws -> CGFloat {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      let times = (0...10).map { 0.21 + Double($0) / 120 }
      fixture.window.touchBegan(at: CGPoint(x: 200, y: 300), time: times[0])
      for (step, time) in times.enumerated().dropFirst() {
        if hitch, step == 7 { fixture.run(until: times[10] + 0.06) }
        fixture.window.touchMoved(to: CGPoint(x: 200, y: 300 - 12 * CGFloat(step)), time: time)
      }
      fixture.window.touchEnded(time: times[10])
      fixture.run(until: fixture.now + 4)
      let page = try #require(fixture.table.currentItemView)
      #expect(!page.isDecelerating)
      return fixture.scrolled(page)
    }

    @Test("Touches delivered late after a hitch fling as far: velocity is by their own timestamps")
    func hitchKeepsTheReleaseVelocity() throws {
      let smooth = try restingScroll(hitch: false)
      let hitched = try restingScroll(hitch: true)
      // 120 pt in 1/12 s is 1440 pt/s: the fling goes far past the header.
      #expect(smooth > 600, "the drag flung the page: \(smooth)")
      #expect(abs(hitched - smooth) < 0.5, "smooth \(smooth), hitched \(hitched)")
    }
  }
#endif

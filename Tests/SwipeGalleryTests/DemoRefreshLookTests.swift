#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  @testable import SwipeUIKitDemos

  /// The demo app's screens show the library's standard refresh look (they drew a line of text
  /// of their own before): at every frame of a pull, a refresh and its end it is where the
  /// container opens the strip, and says what the pull does.
  @MainActor @Suite("Demo refresh look")
  struct DemoRefreshLookTests {
    @Test("At every frame the indicator is in the strip the pull opens, with the state's text")
    func followsThePull() throws {
      UIKitStubDriver.reset(now: 0)
      var setup = SwipeDemoSetup()
      setup.barTitles = ["One", "Two"]
      setup.pages = [
        .table(title: "One", rows: 40, rowHeight: 60),
        .table(title: "Two", rows: 40, rowHeight: 60),
      ]
      setup.refresh = true
      let controller = SwipeDemoViewController(setup: setup)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(controller.swipeTableView)
      let table = controller.swipeTableView
      UIKitStubDriver.current.run(until: 0.05, frameInterval: 1.0 / 120)
      let indicator = try #require(
        table.subviews.compactMap { $0 as? StandardRefreshIndicator }.first)
      var texts: Set<String> = []
      var frames = 0
      /// The indicator against the strip, after the frame at `time`.
      func check(at time: TimeInterval) {
        UIKitStubDriver.current.run(until: time, frameInterval: 1.0 / 120)
        let strip = table.refreshIndicatorFrame(at: 0)
        #expect(indicator.isHidden == (strip == nil), "t = \(time)")
        guard let strip else { return }
        frames += 1
        // The stub keeps a frame as its centre and size: the origin comes back to 1e-13.
        #expect(
          abs(indicator.frame.minY - strip.minY) < 0.01
            && abs(indicator.frame.height - strip.height) < 0.01
            && indicator.frame.minX == strip.minX && indicator.frame.width == strip.width,
          "t = \(time)")
        texts.insert(indicator.titleLabel.text ?? "")
      }
      // Down at the top of the page, 300 pt down over 0.5 s (a move a frame), lifted.
      window.touchBegan(at: CGPoint(x: 200, y: 500), time: 0.1)
      for step in 1...60 {
        let time = 0.1 + Double(step) / 120
        window.touchMoved(to: CGPoint(x: 200, y: 500 + 5 * Double(step)), time: time)
        check(at: time)
      }
      window.touchEnded(time: 0.6)
      for step in 1...120 { check(at: 0.6 + Double(step) / 120) }
      #expect(frames > 60)
      #expect(texts.isSuperset(of: ["Pull down to refresh", "Release to refresh", "Refreshing…"]))
      withExtendedLifetime(window) {}
    }
  }
#endif

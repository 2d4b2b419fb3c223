#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeUIKit
  import UIKitStub

  /// The adapter's cost: a frame of a vertical drag through SwipeUIKit's `SwipeTableView` on
  /// UIKitStub against the headless container's frame of the same drag (`container.frame.drag`'s
  /// work) in the same run, plus heap allocations per frame. On a page (`drag`) the stub moves
  /// the page's scroll view (UIKit's part), the adapter observes it, the engine decides, the
  /// adapter applies the frames; on the header (`headerDrag`) the same, through the page's own
  /// pan, which the container holds (DESIGN.md §12, "One mover"). Both count the adapter's
  /// writes of the moving page's offset over the drag and the fling after it (none: UIKit moves
  /// it).
  ///
  /// `uikit.idle.refreshPending`: the run loop's frames while nothing moves but a refresh is
  /// pending (waiting for the app's `endRefreshing`, then its finishing time), against the same
  /// frames with no refresh, and how often the display link fires then (none: a one-shot timer
  /// waits for the finishing time, not a 120 Hz link).
  enum UIKitBenchmarks {
    static let frames = 200
    static let frameInterval = 1.0 / 120

    static var benchmarks: [Benchmark] {
      [
        Benchmark(name: "uikit.frame.drag") { harness in
          MainActor.assumeIsolated { measure(harness, onHeader: false) }
        },
        Benchmark(name: "uikit.frame.headerDrag") { harness in
          MainActor.assumeIsolated { measure(harness, onHeader: true) }
        },
        Benchmark(name: "uikit.idle.refreshPending") { harness in
          MainActor.assumeIsolated { measureIdle(harness) }
        },
      ]
    }

    /// A window on a fresh stub clock with a SwipeTableView of `pages` (T 64, H 260, B 40), laid
    /// out.
    @MainActor static func makeTable(pages: Pages) -> (UIWindow, SwipeTableView) {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let table = SwipeTableView(frame: window.bounds)
      table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
      table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      table.dataSource = pages
      window.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      return (window, table)
    }

    /// A window with a 4-page SwipeTableView (T 64, H 260, B 40), the finger down on the
    /// current page (or on the header) and already dragging.
    @MainActor final class Scene {
      let window: UIWindow
      let table: SwipeTableView
      let pages = Pages()
      var finger: CGPoint
      var time = 0.0

      init(onHeader: Bool) {
        finger = CGPoint(x: 200, y: onHeader ? 200 : 700)
        (window, table) = UIKitBenchmarks.makeTable(pages: pages)
        window.touchBegan(at: finger, time: 0)
        for _ in 0..<12 { frame() }
      }

      func frame(step: CGFloat = 1) {
        time += UIKitBenchmarks.frameInterval
        finger.y -= step
        window.touchMoved(to: finger, time: time)
      }

      /// The adapter's writes of the page's offset per frame over `frames` drag frames, a flick
      /// (six frames at 2,400 pt/s) and the fling after it until the page rests (3 s at most).
      func offsetWritesPerFrame(dragFrames: Int) -> Double {
        let before = table.offsetWritesDuringUserMotion
        for _ in 0..<dragFrames { frame() }
        for _ in 0..<6 { frame(step: 20) }
        window.touchEnded(time: time)
        var flingFrames = 0
        repeat {
          UIKitBenchmarks.displayFrame(&time)
          flingFrames += 1
        } while table.currentItemView?.isDecelerating == true && flingFrames < 360
        let frames = dragFrames + 6 + flingFrames
        return Double(table.offsetWritesDuringUserMotion - before) / Double(frames)
      }
    }

    /// A window with a 4-page SwipeTableView whose first page refreshes, its reveal settled;
    /// without `refreshing`, the same table at rest.
    @MainActor final class IdleScene {
      let window: UIWindow
      let table: SwipeTableView
      let pages = Pages()
      let refreshing: Bool
      var time = 0.0

      init(refreshing: Bool) {
        self.refreshing = refreshing
        (window, table) = UIKitBenchmarks.makeTable(pages: pages)
        table.refreshConfiguration = RefreshHeader.Configuration()
        if refreshing { table.beginRefreshing(at: 0) }
        run(seconds: 1)
      }

      /// Display frames at 120 Hz for `seconds`.
      func run(seconds: Double) {
        for _ in 0..<Int((seconds / UIKitBenchmarks.frameInterval).rounded()) {
          UIKitBenchmarks.displayFrame(&time)
        }
      }

      /// A second of the refresh waiting for the app, then its end and the finishing time
      /// (the configuration's 0.3 s) up to the retraction.
      func idle() {
        run(seconds: 1)
        if refreshing { table.endRefreshing(at: 0) }
        run(seconds: UIKitBenchmarks.finishingTime)
      }
    }

    /// Runs the stub's display frame after `time`, and moves `time` to it.
    @MainActor static func displayFrame(_ time: inout Double) {
      time += frameInterval
      UIKitStubDriver.current.advance(to: time)
    }

    /// The idle window's finishing part: the default finishing time, less a frame so that the
    /// retraction has not started.
    static let finishingTime = RefreshHeader.Configuration().finishingDuration - frameInterval
    static var idleFrames: Int { Int(((1 + finishingTime) / frameInterval).rounded()) }

    @MainActor final class Pages: SwipeTableViewDataSource {
      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 4 }
      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view ?? UIScrollView(frame: swipeTableView.bounds)
        page.contentSize = CGSize(width: 390, height: 6000)
        return page
      }
    }

    @MainActor static func measure(_ harness: BenchmarkHarness, onHeader: Bool)
      -> BenchmarkResult
    {
      let name = onHeader ? "uikit.frame.headerDrag" : "uikit.frame.drag"
      let check = Scene(onHeader: onHeader)
      let start = check.table.currentItemView?.contentOffset.y ?? 0
      for _ in 0..<frames { check.frame() }
      precondition(
        (check.table.currentItemView?.contentOffset.y ?? 0) > start,
        "\(name): the timed frames do not drag the page")
      let writes = Scene(onHeader: onHeader).offsetWritesPerFrame(dragFrames: frames)
      let ours = harness.time(
        operations: frames, setup: { Scene(onHeader: onHeader) },
        batch: { scene in
          for _ in 0..<frames { scene.frame() }
          benchmarkSink += Double(scene.table.swipeHeaderView?.frame.minY ?? 0)
        })
      let headless = harness.time(
        operations: frames, setup: { ContainerBenchmarks.setup(.drag, pages: 4) },
        batch: { state in
          for _ in 0..<frames { ContainerBenchmarks.frame(&state, kind: .drag) }
        })
      var timing = ours
      timing.baseline = headless.ours
      var result = BenchmarkResult(
        name: name, n: 4, frames: timing, baseline: "container.frame.drag",
        frameInterval: frameInterval)
      result.offsetWritesPerFrame = writes
      return result
    }

    @MainActor static func measureIdle(_ harness: BenchmarkHarness) -> BenchmarkResult {
      let check = IdleScene(refreshing: true)
      precondition(check.table.refreshState(at: 0) == .refreshing, "the page does not refresh")
      let before = UIKitStubDriver.current.displayLinkFires
      check.idle()
      let fires = UIKitStubDriver.current.displayLinkFires - before
      guard case .finishing = check.table.refreshState(at: 0) else {
        preconditionFailure("the idle window leaves the finishing time")
      }
      var timing = harness.time(
        operations: idleFrames, setup: { IdleScene(refreshing: true) },
        batch: { scene in scene.idle() })
      timing.baseline =
        harness.time(
          operations: idleFrames, setup: { IdleScene(refreshing: false) },
          batch: { scene in scene.idle() }
        ).ours
      var result = BenchmarkResult(
        name: "uikit.idle.refreshPending", n: 4, frames: timing, baseline: "uikit.idle.noRefresh",
        frameInterval: frameInterval)
      result.displayLinkFiresPerSecond = Double(fires) / (1 + finishingTime)
      return result
    }
  }
#endif

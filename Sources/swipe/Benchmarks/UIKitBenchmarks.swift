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
  /// pan, which the container holds (DESIGN.md §12, "One mover").
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
      ]
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
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = SwipeTableView(frame: window.bounds)
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        table.dataSource = pages
        window.addSubview(table)
        UIKitStubDriver.current.layoutPass()
        window.touchBegan(at: finger, time: 0)
        for _ in 0..<12 { frame() }
      }

      func frame() {
        time += UIKitBenchmarks.frameInterval
        finger.y -= 1
        window.touchMoved(to: finger, time: time)
      }
    }

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
      return BenchmarkResult(
        name: name, n: 4, frames: timing, baseline: "container.frame.drag",
        frameInterval: frameInterval)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import UIKitStub

  /// `SwipeWaterfallLayout` on UIKitStub's collection view against the seed's approach in the
  /// same run: `layoutAttributesForElements(in:)` for a viewport against a filter over every
  /// cached attribute (what `STCollectionViewFlowLayout` returns), and a load-more append
  /// (`insertItems(at:)` at the end) against the full `prepare()` a reload makes.
  enum UIKitLayoutBenchmarks {
    /// The sizes the stub's collection view is timed at (a million items would spend the run
    /// in the untimed setup).
    static func benchmarks(_ sizes: BenchmarkSizes) -> [Benchmark] {
      let counts = sizes.waterfall.filter { $0 <= 100_000 }
      let base = min(sizes.appendBase, 100_000)
      let appendName = "uikit.waterfall.append.\(sizes.appendCount)-to-\(base)"
      return counts.map { n in
        Benchmark(name: "uikit.waterfall.query.\(n)") { harness in
          MainActor.assumeIsolated { query(n, harness) }
        }
      } + [
        Benchmark(name: appendName) { harness in
          MainActor.assumeIsolated { append(sizes.appendCount, to: base, harness) }
        }
      ]
    }

    /// The benchmark waterfall's data: `LayoutBenchmarks`' section, growable.
    @MainActor
    final class Data: NSObject, UICollectionViewDataSource,
      SwipeWaterfallLayoutDelegate
    {
      var section: WaterfallSection

      init(count: Int) { section = LayoutBenchmarks.sections(count: count)[0] }

      func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { self.section.items.count }

      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }

      func collectionView(
        _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
        numberOfColumnsInSection section: Int
      ) -> Int { self.section.columns }

      func collectionView(
        _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> WaterfallSection.ItemSize { section.items[indexPath.item] }
    }

    /// A 390 × 844 collection view of `count` items, laid out, with the seed demo's metrics.
    @MainActor final class Scene {
      let window: UIWindow
      let view: UICollectionView
      let layout = SwipeWaterfallLayout()
      let data: Data

      init(count: Int) {
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        data = Data(count: count)
        layout.headerHeight = 35
        layout.footerHeight = 35
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        layout.columnSpacing = 5
        layout.rowSpacing = 5
        // Points, as the SwipeCore layouts the checks compare with.
        layout.pixelScale = 1
        view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = data
        view.delegate = data
        window.addSubview(view)
        UIKitStubDriver.current.layoutPass()
      }
    }

    @MainActor static func query(_ n: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
      let scene = Scene(count: n)
      let height = Double(scene.view.contentSize.height)
      let cached =
        scene.layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 390, height: height)) ?? []
      precondition(
        cached.count == n + 2, "uikit.waterfall.query: every element is cached, \(cached.count)")
      func rect(_ index: Int) -> CGRect {
        let y = (Double(index) * 7919).truncatingRemainder(dividingBy: max(height - 844, 1))
        return CGRect(x: 0, y: y, width: 390, height: 844)
      }
      let queries = 1000
      let ours = harness.time(operations: queries) {
        for index in 0..<queries {
          benchmarkSink += Double(
            scene.layout.layoutAttributesForElements(in: rect(index))?.count ?? 0)
        }
      }.ours
      let scans = max(1, 2_000_000 / n)
      let baseline = harness.time(operations: scans) {
        for index in 0..<scans {
          let target = rect(index)
          benchmarkSink += Double(cached.filter { $0.frame.intersects(target) }.count)
        }
      }.ours
      return BenchmarkResult(
        name: "uikit.waterfall.query.\(n)", n: n, medianNanoseconds: ours,
        baseline: "filter over every cached attribute (the seed's layoutAttributesForElements)",
        baselineMedianNanoseconds: baseline)
    }

    @MainActor static func append(
      _ count: Int, to n: Int, _ harness: BenchmarkHarness
    ) -> BenchmarkResult {
      let name = "uikit.waterfall.append.\(count)-to-\(n)"
      let extra = (n..<n + count).map { IndexPath(item: $0, section: 0) }
      let more: [WaterfallSection.ItemSize] = (0..<count).map {
        .height(LayoutBenchmarks.heights[$0 % LayoutBenchmarks.heights.count])
      }
      func grow(_ scene: Scene) { scene.data.section.items += more }
      // The appended layout is the full layout's.
      let check = Scene(count: n)
      grow(check)
      check.view.performBatchUpdates { check.view.insertItems(at: extra) }
      let full = try? WaterfallLayout(
        width: 390, sections: [check.data.section], columnMode: .shortest)
      precondition(
        check.view.contentSize == full?.contentSize
          && check.layout.waterfall.frame(ofItem: n + count - 1, inSection: 0)
            == full?.frame(ofItem: n + count - 1, inSection: 0),
        "\(name): the appended layout differs from a full layout")
      func grown() -> Scene {
        let scene = Scene(count: n)
        grow(scene)
        return scene
      }
      let ours = harness.time(
        operations: 1, setup: grown,
        batch: { scene in
          let view = scene.view
          view.performBatchUpdates { view.insertItems(at: extra) }
          view.layoutIfNeeded()
          benchmarkSink += Double(scene.view.contentSize.height)
        }
      ).ours
      let reload = harness.time(
        operations: 1, setup: grown,
        batch: { scene in
          scene.view.reloadData()
          scene.view.layoutIfNeeded()
          benchmarkSink += Double(scene.view.contentSize.height)
        }
      ).ours
      return BenchmarkResult(
        name: name, n: count, medianNanoseconds: ours,
        baseline: "reloadData and a full prepare() of \(n + count) items",
        baselineMedianNanoseconds: reload)
    }
  }
#endif

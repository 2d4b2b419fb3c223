import Foundation
import SwipeCore
import SwipeLayouts

/// Waterfall prepare, viewport queries against a scan of every item (as the seed's layout does),
/// appends against a full re-layout, memory per item, and paging-by-cell target selection.
enum LayoutBenchmarks {
  static let heights: [Double] = [100, 80, 70, 90, 140, 60, 120]

  /// One section of `count` items in 4 columns with the seed demo's spacing.
  static func sections(count: Int) -> [WaterfallSection] {
    [
      WaterfallSection(
        columns: 4, items: (0..<count).map { .height(heights[$0 % heights.count]) },
        headerHeight: 35, footerHeight: 35, insets: Insets(top: 5, left: 5, bottom: 5, right: 5),
        columnSpacing: 5, rowSpacing: 5)
    ]
  }

  static func layout(_ sections: [WaterfallSection]) -> WaterfallLayout {
    do {
      return try WaterfallLayout(width: 390, sections: sections)
    } catch {
      preconditionFailure("the benchmark's input is valid by construction: \(error)")
    }
  }

  static func benchmarks(_ sizes: BenchmarkSizes) -> [Benchmark] {
    let appendName = "waterfall.append.\(sizes.appendCount)-to-\(sizes.appendBase)"
    return sizes.waterfall.map { n in
      Benchmark(name: "waterfall.prepare.\(n)") { prepare(n, $0) }
    }
      + sizes.waterfall.map { n in Benchmark(name: "waterfall.query.\(n)") { query(n, $0) } }
      + [
        Benchmark(name: appendName) { append(sizes.appendCount, to: sizes.appendBase, $0) },
        Benchmark(name: "paging.snapTarget.1000") { snapTarget($0) },
      ]
  }

  /// Building a waterfall of `n` items; memory per item is measured by the allocation counter:
  /// the most heap a timed build held at once (`bytes_per_item`), and what the finished layout
  /// keeps (`retained_bytes_per_item`).
  static func prepare(_ n: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let input = sections(count: n)
    let timing = harness.time(operations: 1) {
      benchmarkSink += Double(layout(input).contentSize.height)
    }
    var result = BenchmarkResult(
      name: "waterfall.prepare.\(n)", n: n, medianNanoseconds: timing.ours,
      bytesPerItem: timing.allocations.map { Double($0.peakBytes) / Double(n) })
    result.retainedBytesPerItem = harness.heap { layout(input) }.map {
      Double($0.retained) / Double(n)
    }
    return result
  }

  static func query(_ n: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let built = layout(sections(count: n))
    let frames = built.allElements.map(\.frame)  // the seed keeps every attribute and scans them
    let height = Double(built.contentSize.height)
    let queries = 1000
    var buffer: [LayoutElement] = []
    buffer.reserveCapacity(256)
    func rect(_ index: Int) -> CGRect {
      let y = (Double(index) * 7919).truncatingRemainder(dividingBy: max(height - 844, 1))
      return CGRect(x: 0, y: y, width: 390, height: 844)
    }
    let ours = harness.time(operations: queries) {
      for index in 0..<queries {
        buffer.removeAll(keepingCapacity: true)
        built.collectElements(in: rect(index), into: &buffer)
        benchmarkSink += Double(buffer.count)
      }
    }.ours
    let scans = max(1, 10_000_000 / n)
    let baseline = harness.time(operations: scans) {
      for index in 0..<scans {
        let target = rect(index)
        var found = 0
        for frame in frames where frame.intersects(target) { found += 1 }
        benchmarkSink += Double(found)
      }
    }.ours
    return BenchmarkResult(
      name: "waterfall.query.\(n)", n: n, medianNanoseconds: ours,
      baseline: "scan of every element (the seed's layoutAttributesForElements)",
      baselineMedianNanoseconds: baseline)
  }

  static func append(_ count: Int, to n: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let input = sections(count: n)
    let base = layout(input)
    let extra: [WaterfallSection.ItemSize] = (0..<count).map {
      .height(heights[$0 % heights.count])
    }
    var grown = input
    grown[0].items += extra
    var check = base
    appendOrStop(extra, to: &check)
    precondition(
      abs(Double(check.contentSize.height - layout(grown).contentSize.height)) < 1e-6,
      "waterfall.append: the appended layout differs from a full layout")
    let ours = harness.time(
      operations: 1,
      setup: { () -> WaterfallLayout in
        var copy = base
        copy.reserveCapacity(forItems: n + extra.count)  // the copy is made here, not timed
        return copy
      },
      batch: { layout in
        appendOrStop(extra, to: &layout)
        benchmarkSink += Double(layout.contentSize.height)
      }
    ).ours
    let full = harness.time(operations: 1) {
      benchmarkSink += Double(layout(grown).contentSize.height)
    }.ours
    return BenchmarkResult(
      name: "waterfall.append.\(count)-to-\(n)", n: count, medianNanoseconds: ours,
      baseline: "full re-layout of \(n + count) items", baselineMedianNanoseconds: full)
  }

  static func appendOrStop(_ items: [WaterfallSection.ItemSize], to layout: inout WaterfallLayout) {
    do {
      try layout.append(items: items)
    } catch {
      preconditionFailure("waterfall.append: \(error)")
    }
  }

  static func snapTarget(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let anchors = (0..<1000).map { Double($0) * 324 }
    let releases = 1000
    func release(_ index: Int) -> (offset: Double, velocity: Double, start: Int) {
      let offset = Double((index * 7919) % 323_000)
      return (offset, index % 3 == 0 ? 2.5 : 0.1, Int(offset / 324))
    }
    let ours = harness.time(operations: releases) {
      for index in 0..<releases {
        let (offset, velocity, start) = release(index)
        benchmarkSink += Double(
          PagingByCell.targetPage(
            releaseOffset: offset, velocity: velocity, startPage: start, anchors: anchors))
      }
    }.ours
    let baseline = harness.time(operations: releases) {
      for index in 0..<releases {
        // The linear "closest cell" search of UPCarousel-style layouts.
        let (offset, _, _) = release(index)
        var best = 0
        for page in anchors.indices where abs(anchors[page] - offset) < abs(anchors[best] - offset)
        {
          best = page
        }
        benchmarkSink += Double(best)
      }
    }.ours
    return BenchmarkResult(
      name: "paging.snapTarget.1000", n: 1000, medianNanoseconds: ours,
      baseline: "linear nearest-cell scan", baselineMedianNanoseconds: baseline)
  }
}

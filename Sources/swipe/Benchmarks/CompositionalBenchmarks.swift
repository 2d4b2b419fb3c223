import Foundation
import SwipeCore
import SwipeGallery

/// The compositional engine on the App Store screen repeated to 1,000 sections: solving it,
/// viewport queries (against re-solving per query, and against a scan of every element), and a
/// measured size (against a full re-solve).
enum CompositionalBenchmarks {
  static let sections = 1000
  static let container = CGSize(width: 390, height: 844)

  static func appStore() -> CompositionalLayout {
    CompositionalExamples.appStore(container, sections: sections)
  }

  static var benchmarks: [Benchmark] {
    [
      Benchmark(name: "compositional.solve.1000-sections") { solve($0) },
      Benchmark(name: "compositional.query.1000-sections") { query($0) },
      Benchmark(name: "compositional.query-vs-scan.1000-sections") { queryAgainstScan($0) },
      Benchmark(name: "compositional.measure.1000-sections") { measure($0) },
    ]
  }

  /// The viewport at query `index`: spread over the content by a large prime stride.
  static func viewport(_ index: Int, height: Double) -> CGRect {
    let y = (Double(index) * 7919).truncatingRemainder(dividingBy: max(height - 844, 1))
    return CGRect(x: 0, y: y, width: 390, height: 844)
  }

  /// The median time of one viewport query into a reused buffer.
  static func timeQueries(_ layout: CompositionalLayout, _ harness: BenchmarkHarness) -> Double {
    let height = Double(layout.contentSize.height)
    var buffer: [CompositionalElement] = []
    buffer.reserveCapacity(256)
    let queries = 1000
    return harness.time(operations: queries) {
      for index in 0..<queries {
        buffer.removeAll(keepingCapacity: true)
        layout.collectElements(in: viewport(index, height: height), into: &buffer)
        benchmarkSink += Double(buffer.count)
      }
    }.ours
  }

  static func solve(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let items = (0..<sections).reduce(0) { $0 + appStore().numberOfItems(inSection: $1) }
    let median = harness.time(operations: 1) {
      benchmarkSink += Double(appStore().contentSize.height)
    }.ours
    return BenchmarkResult(
      name: "compositional.solve.1000-sections", n: items, medianNanoseconds: median)
  }

  static func query(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let layout = appStore()
    let height = Double(layout.contentSize.height)
    let ours = timeQueries(layout, harness)
    let baseline = harness.time(operations: 1) {
      let solved = appStore()
      benchmarkSink += Double(solved.elements(in: viewport(1, height: height)).count)
    }.ours
    return BenchmarkResult(
      name: "compositional.query.1000-sections", n: layout.numberOfSections,
      medianNanoseconds: ours, baseline: "re-solve the whole layout per query",
      baselineMedianNanoseconds: baseline)
  }

  static func queryAgainstScan(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let layout = appStore()
    let height = Double(layout.contentSize.height)
    let frames = layout.allElements.map(\.frame)
    let ours = timeQueries(layout, harness)
    let scans = 100
    let baseline = harness.time(operations: scans) {
      for index in 0..<scans {
        let target = viewport(index, height: height)
        var found = 0
        for frame in frames where frame.intersects(target) { found += 1 }
        benchmarkSink += Double(found)
      }
    }.ours
    return BenchmarkResult(
      name: "compositional.query-vs-scan.1000-sections", n: frames.count, medianNanoseconds: ours,
      baseline: "scan of every element's frame", baselineMedianNanoseconds: baseline)
  }

  /// A measured size for an item in the middle section: only that section from the item's group
  /// on is laid out again, later sections move.
  static func measure(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let base = appStore()
    let section = sections / 2 + 11  // a categories section: self-sizing rows
    let ours = harness.time(
      operations: 1,
      setup: { () -> CompositionalLayout in
        var copy = base
        // Make the copy's section list its own here, untimed (a real layout is not shared).
        try? copy.setNumberOfItems(base.numberOfItems(inSection: 0), inSection: 0)
        return copy
      },
      batch: { layout in
        try? layout.setMeasuredSize(
          CGSize(width: 358, height: 80), forItem: 3, inSection: section)
        benchmarkSink += Double(layout.contentSize.height)
      })
    let baseline = harness.time(operations: 1) {
      benchmarkSink += Double(appStore().contentSize.height)
    }.ours
    return BenchmarkResult(
      name: "compositional.measure.1000-sections", n: 1, medianNanoseconds: ours,
      baseline: "re-solve the whole layout", baselineMedianNanoseconds: baseline)
  }
}

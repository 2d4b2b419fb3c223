import Foundation
import SwipeCompositional
import SwipeCore
import SwipeGallery

/// The compositional engine on the App Store screen repeated to 1,000 sections: solving it,
/// viewport queries (against a scan of every element, and against re-solving per query), and a
/// measured size for a self-sizing row (against a full re-solve).
enum CompositionalBenchmarks {
  static let container = CGSize(width: 390, height: 844)

  static func appStore(_ sections: Int) -> CompositionalLayout {
    CompositionalExamples.appStore(container, sections: sections)
  }

  static func benchmarks(_ sizes: BenchmarkSizes) -> [Benchmark] {
    let sections = sizes.compositionalSections
    return [
      Benchmark(name: "compositional.solve.\(sections)-sections") { solve(sections, $0) },
      Benchmark(name: "compositional.query.\(sections)-sections") { query(sections, $0) },
      Benchmark(name: "compositional.query-vs-resolve.\(sections)-sections") {
        queryAgainstResolve(sections, $0)
      },
      Benchmark(name: "compositional.measure.\(sections)-sections") { measure(sections, $0) },
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

  static func solve(_ sections: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let layout = appStore(sections)
    let items = (0..<sections).reduce(0) { $0 + layout.numberOfItems(inSection: $1) }
    let median = harness.time(operations: 1) {
      benchmarkSink += Double(appStore(sections).contentSize.height)
    }.ours
    return BenchmarkResult(
      name: "compositional.solve.\(sections)-sections", n: items, medianNanoseconds: median)
  }

  /// A viewport query against the honest alternative: a scan of every element's frame (the
  /// frames precomputed in one array, so the scan pays for nothing but the comparisons).
  static func query(_ sections: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let layout = appStore(sections)
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
      name: "compositional.query.\(sections)-sections", n: frames.count, medianNanoseconds: ours,
      baseline: "scan of every element's frame", baselineMedianNanoseconds: baseline)
  }

  /// The same query against re-solving the whole layout per query, what a layout without a
  /// cache would do.
  static func queryAgainstResolve(_ sections: Int, _ harness: BenchmarkHarness)
    -> BenchmarkResult
  {
    let layout = appStore(sections)
    let height = Double(layout.contentSize.height)
    let ours = timeQueries(layout, harness)
    let baseline = harness.time(operations: 1) {
      let solved = appStore(sections)
      benchmarkSink += Double(solved.elements(in: viewport(1, height: height)).count)
    }.ours
    return BenchmarkResult(
      name: "compositional.query-vs-resolve.\(sections)-sections", n: layout.numberOfSections,
      medianNanoseconds: ours, baseline: "re-solve the whole layout per query",
      baselineMedianNanoseconds: baseline)
  }

  /// A measured height for a self-sizing row (estimated 52 pt, measured 80 pt) in the first
  /// categories section from the middle on: only that section from the row's group on is laid
  /// out again, later sections move. The setup checks that the measurement changes the layout.
  static func measure(_ sections: Int, _ harness: BenchmarkHarness) -> BenchmarkResult {
    let name = "compositional.measure.\(sections)-sections"
    let base = appStore(sections)
    let pattern = CompositionalExamples.appStorePattern
    guard
      let section = (sections / 2..<sections).first(where: {
        pattern[$0 % pattern.count] == .categories
      })
    else { preconditionFailure("\(name): no categories section in the second half") }
    let item = 3
    let measured = CGSize(width: 358, height: 80)
    func apply(_ layout: inout CompositionalLayout) {
      do {
        try layout.setMeasuredSize(measured, forItem: item, inSection: section)
      } catch {
        preconditionFailure("\(name): \(error)")
      }
    }
    var probe = base
    apply(&probe)
    let growth = Double(probe.contentSize.height - base.contentSize.height)
    precondition(
      abs(growth - (80 - 52)) < 1e-9,
      "\(name): measuring a 52 pt row at 80 pt must add 28 pt to the content, added \(growth)")
    let ours = harness.time(
      operations: 1,
      setup: { () -> CompositionalLayout in
        var copy = base
        do {
          // Make the copy's section list its own here, untimed (a real layout is not shared).
          try copy.setNumberOfItems(base.numberOfItems(inSection: 0), inSection: 0)
        } catch {
          preconditionFailure("\(name): \(error)")
        }
        return copy
      },
      batch: { layout in
        apply(&layout)
        benchmarkSink += Double(layout.contentSize.height)
      }
    ).ours
    let baseline = harness.time(operations: 1) {
      benchmarkSink += Double(appStore(sections).contentSize.height)
    }.ours
    return BenchmarkResult(
      name: name, n: 1, medianNanoseconds: ours, baseline: "re-solve the whole layout",
      baselineMedianNanoseconds: baseline)
  }
}

import SwipeCore
import SwipeScenario

/// One line of `swipe bench` output.
struct BenchmarkResult {
  var name: String
  var n: Int
  var medianNanoseconds: Double
  var baseline: String?
  var baselineMedianNanoseconds: Double?
  /// Peak heap held while building, per item (measured by the allocation counter).
  var bytesPerItem: Double?
  /// Heap still held once built, per item (measured by the allocation counter).
  var retainedBytesPerItem: Double?
  /// Bytes requested per timed frame, over every timed repetition.
  var bytesPerFrame: Double?
  /// Allocation calls per timed frame, over every timed repetition.
  var allocationsPerFrame: Double?
  /// Median time as a fraction of a frame budget (8.33 ms at 120 Hz or 16.7 ms at 60 Hz).
  var frameBudgetFraction: Double?
  /// The adapter's writes of the offset of a scroll view a user's motion moves, per frame of
  /// the motion (DESIGN.md §12, "One mover": 0).
  var offsetWritesPerFrame: Double?
  /// How often the adapter's display link fires, per second, while nothing moves.
  var displayLinkFiresPerSecond: Double?

  var ratio: Double? {
    baselineMedianNanoseconds.map { $0 / medianNanoseconds }
  }

  /// A frame-loop result: time, allocations per frame of the timed frames, frame budget share.
  init(
    name: String, n: Int, frames timing: Timing, baseline: String? = nil, frameInterval: Double
  ) {
    self.init(
      name: name, n: n, medianNanoseconds: timing.ours, baseline: baseline,
      baselineMedianNanoseconds: timing.baseline)
    bytesPerFrame = timing.bytesPerOperation
    allocationsPerFrame = timing.allocationsPerOperation
    frameBudgetFraction = timing.ours / (frameInterval * 1e9)
  }

  init(
    name: String, n: Int, medianNanoseconds: Double, baseline: String? = nil,
    baselineMedianNanoseconds: Double? = nil, bytesPerItem: Double? = nil,
    frameBudgetFraction: Double? = nil
  ) {
    self.name = name
    self.n = n
    self.medianNanoseconds = medianNanoseconds
    self.baseline = baseline
    self.baselineMedianNanoseconds = baselineMedianNanoseconds
    self.bytesPerItem = bytesPerItem
    self.frameBudgetFraction = frameBudgetFraction
  }

  var json: JSONOutput {
    var fields: [(String, JSONOutput)] = [
      ("name", .string(name)), ("n", .number(Double(n))),
      ("median_ns", .number(medianNanoseconds)),
    ]
    if let baseline, let baselineMedianNanoseconds, let ratio {
      fields += [
        ("baseline", .string(baseline)), ("baseline_median_ns", .number(baselineMedianNanoseconds)),
        ("ratio", .significant(ratio)),
      ]
    }
    if let bytesPerItem { fields.append(("bytes_per_item", .number(bytesPerItem))) }
    if let retainedBytesPerItem {
      fields.append(("retained_bytes_per_item", .number(retainedBytesPerItem)))
    }
    if let bytesPerFrame { fields.append(("bytes_per_frame", .significant(bytesPerFrame))) }
    if let allocationsPerFrame {
      fields.append(("allocations_per_frame", .significant(allocationsPerFrame)))
    }
    if let frameBudgetFraction {
      fields.append(("frame_budget_fraction", .significant(frameBudgetFraction)))
    }
    if let offsetWritesPerFrame {
      fields.append(("offset_writes_per_frame", .significant(offsetWritesPerFrame)))
    }
    if let displayLinkFiresPerSecond {
      fields.append(("display_link_fires_per_second", .significant(displayLinkFiresPerSecond)))
    }
    return .object(fields)
  }
}

/// A named measurement; `swipe bench --filter` selects them by name before anything runs.
struct Benchmark {
  var name: String
  var run: (BenchmarkHarness) -> BenchmarkResult
}

/// The problem sizes of a run: the published sizes, or small ones that exercise every
/// measurement in a few seconds (`swipe bench --smoke`, for tests).
struct BenchmarkSizes {
  /// Waterfall item counts for prepare and query.
  var waterfall: [Int]
  /// The waterfall the append benchmark grows, and by how many items.
  var appendBase: Int
  var appendCount: Int
  /// Sections of the repeated App Store screen.
  var compositionalSections: Int
  /// Page counts of the container benchmarks.
  var containerPages: [Int]

  static let full = BenchmarkSizes(
    waterfall: [10_000, 100_000, 1_000_000], appendBase: 1_000_000, appendCount: 1000,
    compositionalSections: 1000, containerPages: [4, 100])
  static let smoke = BenchmarkSizes(
    waterfall: [2000], appendBase: 2000, appendCount: 100, compositionalSections: 24,
    containerPages: [4])
}

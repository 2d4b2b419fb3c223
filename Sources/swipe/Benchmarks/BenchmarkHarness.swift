import CAllocationCounter
import Dispatch
import SwipeCore

/// One line of `swipe bench` output.
struct BenchmarkResult {
  var name: String
  var n: Int
  var medianNanoseconds: Double
  var baseline: String?
  var baselineMedianNanoseconds: Double?
  var bytesPerItem: Double?
  var bytesPerFrame: Double?
  var allocationsPerFrame: Double?
  /// Median time as a fraction of a frame budget (8.33 ms at 120 Hz or 16.7 ms at 60 Hz).
  var frameBudgetFraction: Double?

  var ratio: Double? {
    baselineMedianNanoseconds.map { $0 / medianNanoseconds }
  }

  var json: JSONOutput {
    var fields: [(String, JSONOutput)] = [
      ("name", .string(name)), ("n", .number(Double(n))),
      ("median_ns", .number(medianNanoseconds)),
    ]
    if let baseline, let baselineMedianNanoseconds, let ratio {
      fields += [
        ("baseline", .string(baseline)), ("baseline_median_ns", .number(baselineMedianNanoseconds)),
        ("ratio", .number(ratio)),
      ]
    }
    if let bytesPerItem { fields.append(("bytes_per_item", .number(bytesPerItem))) }
    if let bytesPerFrame { fields.append(("bytes_per_frame", .number(bytesPerFrame))) }
    if let allocationsPerFrame {
      fields.append(("allocations_per_frame", .number(allocationsPerFrame)))
    }
    if let frameBudgetFraction {
      fields.append(("frame_budget_fraction", .significant(frameBudgetFraction)))
    }
    return .object(fields)
  }
}

/// A named measurement; `swipe bench --filter` selects them by name before anything runs.
struct Benchmark {
  var name: String
  var run: (BenchmarkHarness) -> BenchmarkResult
}

/// Keeps results observable so the optimizer cannot delete the measured work.
nonisolated(unsafe) var benchmarkSink = 0.0

/// Timing and allocation counting for `swipe bench`.
///
/// Each measurement runs the operation in batches, alternating with its baseline when it has one
/// so both see the same machine noise, and reports the median time per operation over batches.
struct BenchmarkHarness {
  /// How long to keep sampling each measurement, in seconds.
  var budget: Double

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Median nanoseconds per operation of `batch` (which performs `operations` operations), and
  /// of `baseline` when given, sampled alternately for the time budget.
  func time(
    operations: Int, batch: () -> Void, baseline: (() -> Void)? = nil
  ) -> (ours: Double, baseline: Double?) {
    var ours: [Double] = []
    var theirs: [Double] = []
    let start = Self.now()
    let deadline = start + UInt64(budget * 1e9)
    batch()
    baseline?()
    repeat {
      let t0 = Self.now()
      batch()
      let t1 = Self.now()
      ours.append(Double(t1 - t0) / Double(operations))
      if let baseline {
        let b0 = Self.now()
        baseline()
        let b1 = Self.now()
        theirs.append(Double(b1 - b0) / Double(operations))
      }
    } while Self.now() < deadline || ours.count < 5
    return (Self.median(ours), theirs.isEmpty ? nil : Self.median(theirs))
  }

  /// Like ``time(operations:batch:baseline:)``, with a fresh `setup()` value (built outside the
  /// timing) handed to every batch.
  func time<State>(
    operations: Int, setup: () -> State, batch: (inout State) -> Void
  ) -> Double {
    var samples: [Double] = []
    let deadline = Self.now() + UInt64(budget * 1e9)
    var warmup = setup()
    batch(&warmup)
    repeat {
      var state = setup()
      let t0 = Self.now()
      batch(&state)
      let t1 = Self.now()
      samples.append(Double(t1 - t0) / Double(operations))
    } while Self.now() < deadline || samples.count < 5
    return Self.median(samples)
  }

  /// Heap allocations (calls, bytes) of one `batch` on a fresh `setup()` value, or nil where the
  /// counter cannot run.
  func allocations<State>(setup: () -> State, batch: (inout State) -> Void)
    -> (calls: UInt64, bytes: UInt64)?
  {
    var state = setup()
    return allocations { batch(&state) }
  }

  /// Heap allocations (calls, bytes) made by `body`, or nil where the counter cannot run.
  func allocations(_ body: () -> Void) -> (calls: UInt64, bytes: UInt64)? {
    guard Self.counterWorks else { return nil }
    return Self.count(body)
  }

  private static func count(_ body: () -> Void) -> (calls: UInt64, bytes: UInt64) {
    body()  // warm up lazily created state outside the count
    swipe_allocation_counter_start()
    body()
    swipe_allocation_counter_stop()
    return (swipe_allocation_counter_calls(), swipe_allocation_counter_bytes())
  }

  /// Whether the counter sees a known allocation, so "0 bytes" is a measurement, not a blind spot.
  static let counterWorks: Bool = {
    guard swipe_allocation_counter_is_active() != 0 else { return false }
    let probe = count {
      let array = [Double](repeating: benchmarkSink, count: 64)
      benchmarkSink += array[63]
    }
    return probe.calls > 0 && probe.bytes >= 512
  }()

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

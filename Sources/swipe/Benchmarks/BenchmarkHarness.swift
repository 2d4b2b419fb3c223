import CAllocationCounter
import Dispatch
import SwipeCore

/// Keeps results observable so the optimizer cannot delete the measured work.
nonisolated(unsafe) var benchmarkSink = 0.0

/// Heap activity summed over the timed repetitions of a measurement.
struct AllocationTotals {
  /// Allocation calls in all timed repetitions.
  var calls: UInt64 = 0
  /// Bytes those calls requested.
  var bytes: UInt64 = 0
  /// The most heap any one repetition held at once beyond what it started with (usable bytes).
  var peakBytes: Int64 = 0
  /// Timed repetitions counted.
  var repetitions = 0
}

/// What one measurement observed: the median time per operation (and its baseline's) and the
/// heap activity of exactly the repetitions that were timed.
struct Timing {
  /// Median nanoseconds per operation.
  var ours: Double
  /// The baseline's median nanoseconds per operation, when there is one.
  var baseline: Double?
  /// Operations per repetition.
  var operations: Int
  /// Heap activity of the timed repetitions (nil where the counter cannot run).
  var allocations: AllocationTotals?

  /// Allocation calls per operation, over every timed repetition.
  var allocationsPerOperation: Double? {
    allocations.map { Double($0.calls) / Double(max($0.repetitions * operations, 1)) }
  }

  /// Bytes requested per operation, over every timed repetition.
  var bytesPerOperation: Double? {
    allocations.map { Double($0.bytes) / Double(max($0.repetitions * operations, 1)) }
  }
}

/// Timing and allocation counting for `swipe bench`.
///
/// Each measurement runs the operation in repetitions, alternating with its baseline when it has
/// one so both see the same machine noise, and reports the median time per operation. Heap
/// allocations are counted during every timed repetition of our side, so the counted window is
/// the timed window: whatever a timed frame allocates, a transition included, is reported.
struct BenchmarkHarness {
  /// How long to keep sampling each measurement, in seconds.
  var budget: Double
  /// Timed repetitions to take at least, whatever the budget.
  var minimumRepetitions = 5

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Times `batch` (which performs `operations` operations), and `baseline` when given,
  /// alternately for the time budget, after one untimed run of each.
  func time(operations: Int, batch: () -> Void, baseline: (() -> Void)? = nil) -> Timing {
    var ours: [Double] = []
    var theirs: [Double] = []
    var totals = AllocationTotals()
    let deadline = Self.now() + UInt64(budget * 1e9)
    batch()  // lazily created globals (type metadata, caches) are made here, untimed
    baseline?()
    repeat {
      ours.append(Self.timed(batch, into: &totals) / Double(operations))
      if let baseline {
        let b0 = Self.now()
        baseline()
        theirs.append(Double(Self.now() - b0) / Double(operations))
      }
    } while Self.now() < deadline || ours.count < minimumRepetitions
    return Timing(
      ours: Self.median(ours), baseline: theirs.isEmpty ? nil : Self.median(theirs),
      operations: operations, allocations: Self.counterWorks ? totals : nil)
  }

  /// Like ``time(operations:batch:baseline:)``, with a fresh `setup()` value, built outside the
  /// timing and the count, handed to every repetition.
  func time<State>(operations: Int, setup: () -> State, batch: (inout State) -> Void) -> Timing {
    var samples: [Double] = []
    var totals = AllocationTotals()
    let deadline = Self.now() + UInt64(budget * 1e9)
    var warmup = setup()
    batch(&warmup)
    repeat {
      var state = setup()
      samples.append(Self.timed({ batch(&state) }, into: &totals) / Double(operations))
      withExtendedLifetime(state) {}  // freed after the count, as a real caller would keep it
    } while Self.now() < deadline || samples.count < minimumRepetitions
    return Timing(
      ours: Self.median(samples), baseline: nil, operations: operations,
      allocations: Self.counterWorks ? totals : nil)
  }

  /// The heap `body` leaves allocated (usable bytes of what it allocated and did not free,
  /// its result included) and the most it held at once, or nil where the counter cannot run.
  func heap<Result>(_ body: () -> Result) -> (retained: Int64, peak: Int64)? {
    guard Self.counterWorks else { return nil }
    swipe_allocation_counter_start()
    let result = body()
    swipe_allocation_counter_stop()
    withExtendedLifetime(result) {}
    return (swipe_allocation_counter_live_bytes(), swipe_allocation_counter_peak_bytes())
  }

  /// Runs `body` once between the clock reads, counting its allocations into `totals`; returns
  /// its nanoseconds. The counter switches on before the first clock read and off after the
  /// second, so the count covers exactly the timed work.
  private static func timed(_ body: () -> Void, into totals: inout AllocationTotals) -> Double {
    swipe_allocation_counter_start()
    let t0 = now()
    body()
    let t1 = now()
    swipe_allocation_counter_stop()
    totals.calls += swipe_allocation_counter_calls()
    totals.bytes += swipe_allocation_counter_bytes()
    totals.peakBytes = max(totals.peakBytes, swipe_allocation_counter_peak_bytes())
    totals.repetitions += 1
    return Double(t1 - t0)
  }

  /// Whether the counter sees a known allocation, so "0 bytes" is a measurement, not a blind spot.
  static let counterWorks: Bool = {
    guard swipe_allocation_counter_is_active() != 0 else { return false }
    var totals = AllocationTotals()
    _ = timed(
      {
        let array = [Double](repeating: benchmarkSink, count: 64)
        benchmarkSink += array[63]
      }, into: &totals)
    return totals.calls > 0 && totals.bytes >= 512 && totals.peakBytes >= 512
  }()

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

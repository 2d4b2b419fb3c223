import Foundation
import SwipeCore

/// Cost of one Scroller frame step while decelerating, bouncing and paging, against UIKit-style
/// per-millisecond integration, plus heap allocations per timed frame.
enum ScrollerBenchmarks {
  /// A delegate that only counts, so notification delivery is part of the measured work.
  struct CountingDelegate: ScrollerDelegate {
    var count = 0
    mutating func scroller(didEmit event: ScrollerEvent) { count += 1 }
  }

  struct Case {
    var name: String
    var frames: Int
    var scroller: Scroller
    var baseline: NaiveScrollIntegrator
  }

  static let frameInterval = 1.0 / 120
  /// Measured frames start here, after every motion has begun.
  static let startTime = 0.001

  static func cases() -> [Case] {
    var ignore = IgnoringScrollerDelegate()
    let viewport = CGSize(width: 390, height: 844)

    var decelerating = Scroller(
      axis: .vertical, boundsSize: viewport, contentSize: CGSize(width: 390, height: 1_000_000))
    decelerating.fling(velocity: 5000, at: 0, delegate: &ignore)
    decelerating.advance(to: startTime, delegate: &ignore)

    // Started one millisecond early, so the bounce (whose settle time is solved once when it
    // begins) is already running when the measured frames start.
    var bouncing = Scroller(
      axis: .vertical, boundsSize: viewport, contentSize: CGSize(width: 390, height: 5000))
    bouncing.fling(velocity: -5000, at: 0, delegate: &ignore)
    bouncing.advance(to: startTime, delegate: &ignore)

    var paging = Scroller(
      axis: .horizontal, boundsSize: CGSize(width: 375, height: 600),
      contentSize: CGSize(width: 3750, height: 600), offset: 200)
    paging.isPagingEnabled = true
    paging.fling(velocity: 0, at: 0, delegate: &ignore)
    paging.advance(to: startTime, delegate: &ignore)
    let spring = PagingSpring(pageSize: 375)

    return [
      Case(
        name: "scroller.step.decelerating", frames: 256, scroller: decelerating,
        baseline: NaiveScrollIntegrator(
          mode: .decelerating, position: 0, velocity: 5, rate: 0.998, upperEdge: 1e9)),
      Case(
        name: "scroller.step.bouncing", frames: 64, scroller: bouncing,
        baseline: NaiveScrollIntegrator(
          mode: .bouncing(edge: 0, decay: 0.99), position: 0, velocity: 5, rate: 0.998,
          upperEdge: 1e9)),
      Case(
        name: "scroller.step.paging", frames: 40, scroller: paging,
        baseline: NaiveScrollIntegrator(
          mode: .paging(target: 375, pull: spring.pull, friction: spring.friction),
          position: 200, velocity: 0, rate: 0.998, upperEdge: 1e9)),
    ]
  }

  /// Every measurement, by name, to run on demand.
  static var benchmarks: [Benchmark] {
    cases().map { benchmark in
      Benchmark(name: benchmark.name) { harness in measure(benchmark, harness) }
    }
  }

  static func measure(_ benchmark: Case, _ harness: BenchmarkHarness) -> BenchmarkResult {
    precondition(benchmark.scroller.phase != .idle, "\(benchmark.name) must start in motion")
    func ours() {
      var scroller = benchmark.scroller
      var delegate = CountingDelegate()
      for frame in 1...benchmark.frames {
        scroller.advance(to: startTime + Double(frame) * frameInterval, delegate: &delegate)
      }
      benchmarkSink += scroller.offset + Double(delegate.count)
    }
    func baseline() {
      var integrator = benchmark.baseline
      for _ in 1...benchmark.frames {
        integrator.step(milliseconds: frameInterval * 1000)
      }
      benchmarkSink += integrator.position
    }
    return BenchmarkResult(
      name: benchmark.name, n: benchmark.frames,
      frames: harness.time(operations: benchmark.frames, batch: ours, baseline: baseline),
      baseline: "uikit-style per-millisecond integration", frameInterval: frameInterval)
  }
}

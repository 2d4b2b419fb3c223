import Foundation
import SwipeCore

/// A segmented bar's per-frame work (indicator, strip offset, selected tab) for a swipe across
/// every tab, against laying the bar out again each frame, as a bar that computes its frames in
/// `layoutSubviews` does.
enum BarBenchmarks {
  static let titles = (0..<20).map { 40 + Double(($0 * 37) % 90) }

  static var benchmarks: [Benchmark] {
    [Benchmark(name: "bar.frame.20-tabs") { frame($0) }]
  }

  static func frame(_ harness: BenchmarkHarness) -> BenchmarkResult {
    let layout = SegmentedBarLayout(titleWidths: titles, width: 390)
    let frames = 1000
    let step = Double(titles.count - 1) / Double(frames)
    let timing = harness.time(
      operations: frames,
      batch: {
        for index in 0..<frames {
          let progress = Double(index) * step
          benchmarkSink += layout.indicator(progress: progress)?.x ?? 0
          benchmarkSink += layout.scrollOffset(progress: progress)
          benchmarkSink += Double(layout.selectedTab(progress: progress) ?? 0)
        }
      },
      baseline: {
        for index in 0..<frames {
          let progress = Double(index) * step
          let again = SegmentedBarLayout(titleWidths: titles, width: 390)
          benchmarkSink += again.indicator(progress: progress)?.x ?? 0
          benchmarkSink += again.scrollOffset(progress: progress)
        }
      })
    return BenchmarkResult(
      name: "bar.frame.20-tabs", n: titles.count, frames: timing,
      baseline: "lay the bar out again every frame", frameInterval: 1.0 / 120)
  }
}

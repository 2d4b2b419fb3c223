import Foundation
import SwipeCore
import SwipeScenario

/// `swipe bench [--json] [--quick] [--smoke] [--filter TEXT]`: runs the benchmarks and prints a
/// table, or one JSON object `{"results": [...]}` as SCENARIOS.md specifies. `--quick` samples
/// each measurement for 0.05 s instead of 0.5 s; `--smoke` runs every measurement once at small
/// sizes (a few seconds even in a debug build), to check the output, not to quote it.
enum BenchCommand {
  static let usage = """
    usage: swipe bench [--json] [--quick] [--smoke] [--filter TEXT]

    Runs the benchmarks and prints a table, or with --json one object {"results": [...]}
    (SCENARIOS.md, "Benchmarks").

      --json         print JSON instead of a table
      --quick        a short time budget per measurement (a smoke test, not a measurement)
      --smoke        every measurement once, at small sizes (checks the output in seconds)
      --filter TEXT  run only the benchmarks whose name contains TEXT
    """

  static func run(_ arguments: [String]) -> Int32 {
    var json = false
    var harness = BenchmarkHarness(budget: 0.5)
    var sizes = BenchmarkSizes.full
    var filter: String?
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h": return Usage.show(usage)
      case "--json": json = true
      case "--quick": harness.budget = 0.05
      case "--smoke":
        harness = BenchmarkHarness(budget: 0, minimumRepetitions: 1)
        sizes = .smoke
      case "--filter":
        guard let text = remaining.next() else { return Usage.fail("--filter needs a value") }
        filter = text
      default:
        return Usage.unknownOption(argument, command: "bench")
      }
    }
    let all =
      ScrollerBenchmarks.benchmarks + ContainerBenchmarks.benchmarks(sizes)
      + LayoutBenchmarks.benchmarks(sizes) + BarBenchmarks.benchmarks
      + CompositionalBenchmarks.benchmarks(sizes)
      + RenderBenchmarks.benchmarks + uikitBenchmarks(sizes)
    let selected = all.filter { benchmark in
      filter.map { benchmark.name.contains($0) } ?? true
    }
    let results = selected.map { $0.run(harness) }
    if json {
      let object = JSONOutput.object([("results", .array(results.map(\.json)))])
      do {
        OutputStream.standardOutput.write(try object.text + "\n")
      } catch {
        OutputStream.standardError.write("\(error)\n")
        return 1
      }
    } else {
      OutputStream.standardOutput.write(table(results))
    }
    return 0
  }

  static func table(_ results: [BenchmarkResult]) -> String {
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    func number(_ value: Double?, decimals: Int = 1) -> String {
      guard let value else { return "-" }
      return String(format: "%.\(decimals)f", value)
    }
    var output =
      pad("benchmark", 46) + pad("n", 9) + pad("median ns", 14) + pad("baseline ns", 14)
      + pad("ratio", 9) + pad("allocs/frame", 14) + pad("B/frame", 9) + pad("budget", 10)
      + "B/item (retained)\n"
    for result in results {
      var memory = number(result.bytesPerItem, decimals: 1)
      if let retained = result.retainedBytesPerItem {
        memory += String(format: " (%.1f)", retained)
      }
      output +=
        pad(result.name, 46) + pad(String(result.n), 9)
        + pad(number(result.medianNanoseconds), 14)
        + pad(number(result.baselineMedianNanoseconds), 14)
        + pad(number(result.ratio, decimals: 2), 9)
        + pad(number(result.allocationsPerFrame, decimals: 4), 14)
        + pad(number(result.bytesPerFrame, decimals: 1), 9)
        + pad(result.frameBudgetFraction.map { String(format: "%.4f%%", $0 * 100) } ?? "-", 10)
        + memory + "\n"
    }
    return output
  }
}

/// The adapter benchmarks where UIKitStub exists (Linux builds).
private func uikitBenchmarks(_ sizes: BenchmarkSizes) -> [Benchmark] {
  #if os(Linux)
    UIKitBenchmarks.benchmarks + UIKitLayoutBenchmarks.benchmarks(sizes)
  #else
    []
  #endif
}

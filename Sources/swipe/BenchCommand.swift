import Foundation
import SwipeCore

/// `swipe bench [--json] [--quick] [--filter TEXT]`: runs the benchmarks and prints a table, or
/// one JSON object `{"results": [...]}` as SCENARIOS.md specifies.
enum BenchCommand {
  static let usage = """
    usage: swipe bench [--json] [--quick] [--filter TEXT]

    Runs the benchmarks and prints a table, or with --json one object {"results": [...]}
    (SCENARIOS.md, "Benchmarks").

      --json         print JSON instead of a table
      --quick        a short time budget per measurement (a smoke test, not a measurement)
      --filter TEXT  run only the benchmarks whose name contains TEXT
    """

  static func run(_ arguments: [String]) -> Int32 {
    var json = false
    var budget = 0.5
    var filter: String?
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h": return Usage.show(usage)
      case "--json": json = true
      case "--quick": budget = 0.05
      case "--filter":
        guard let text = remaining.next() else { return Usage.fail("--filter needs a value") }
        filter = text
      default:
        return Usage.unknownOption(argument, command: "bench")
      }
    }
    let harness = BenchmarkHarness(budget: budget)
    let all =
      ScrollerBenchmarks.benchmarks + ContainerBenchmarks.benchmarks + LayoutBenchmarks.benchmarks
      + CompositionalBenchmarks.benchmarks
      + RenderBenchmarks.benchmarks
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
      pad("benchmark", 42) + pad("n", 9) + pad("median ns", 12) + pad("baseline ns", 13)
      + pad("ratio", 8) + pad("B/frame", 9) + pad("budget", 10) + "B/item\n"
    for result in results {
      output +=
        pad(result.name, 42) + pad(String(result.n), 9)
        + pad(number(result.medianNanoseconds), 12)
        + pad(number(result.baselineMedianNanoseconds), 13)
        + pad(number(result.ratio, decimals: 2), 8)
        + pad(number(result.bytesPerFrame, decimals: 0), 9)
        + pad(result.frameBudgetFraction.map { String(format: "%.4f%%", $0 * 100) } ?? "-", 10)
        + number(result.bytesPerItem, decimals: 1) + "\n"
    }
    return output
  }
}

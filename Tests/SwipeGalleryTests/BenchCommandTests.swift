import Foundation
import Testing

/// `swipe bench --json` keeps SCENARIOS.md's contract. The built `swipe` binary runs every
/// measurement once at small sizes (`--smoke`, a few seconds in a debug build).
@Suite("swipe bench")
struct BenchCommandTests {
  /// The `swipe` executable of this build: `SWIPE_BINARY`, else beside the test bundle.
  static var binary: URL? {
    if let path = ProcessInfo.processInfo.environment["SWIPE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let candidates = [
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
      Bundle.main.bundleURL.appendingPathComponent("placeholder"),
    ].map { $0.deletingLastPathComponent().appendingPathComponent("swipe") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Families every run must cover, so a benchmark cannot silently drop out of the output.
  static let families = [
    "scroller.step.", "container.frame.", "waterfall.prepare.", "waterfall.query.",
    "waterfall.append.", "paging.snapTarget.", "bar.frame.", "compositional.solve.",
    "compositional.query.", "compositional.query-vs-resolve.", "compositional.measure.",
    "render.frame.", "uikit.frame.", "uikit.waterfall.query.", "uikit.waterfall.append.",
  ]

  @Test("--json parses; every entry has a name, n and a positive median; ratios are finite")
  func jsonContract() throws {
    let swipe = try #require(Self.binary, "no swipe binary beside the tests; set SWIPE_BINARY")
    let process = Process()
    process.executableURL = swipe
    process.arguments = ["bench", "--json", "--smoke"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    let names = results.compactMap { $0["name"] as? String }
    #expect(names.count == results.count, "every entry has a name")
    #expect(Set(names).count == names.count, "names are unique")
    for family in Self.families {
      #expect(names.contains { $0.hasPrefix(family) }, "no \(family)* entry")
    }
    for entry in results {
      let name = entry["name"] as? String ?? "?"
      let n = try #require(entry["n"] as? Double, "\(name): n")
      #expect(n > 0, "\(name): n = \(n)")
      let median = try #require(entry["median_ns"] as? Double, "\(name): median_ns")
      #expect(median > 0 && median.isFinite, "\(name): median_ns = \(median)")
      if entry["ratio"] != nil || entry["baseline"] != nil {
        let ratio = try #require(entry["ratio"] as? Double, "\(name): ratio")
        let baseline = try #require(entry["baseline_median_ns"] as? Double, "\(name): baseline")
        #expect(ratio.isFinite && ratio > 0, "\(name): ratio = \(ratio)")
        #expect(baseline.isFinite && baseline > 0, "\(name): baseline_median_ns = \(baseline)")
        #expect(!(entry["baseline"] as? String ?? "").isEmpty, "\(name): baseline names nothing")
      }
      if let bytes = entry["bytes_per_item"] {
        let value = try #require(bytes as? Double, "\(name): bytes_per_item")
        #expect(value.isFinite && value > 0, "\(name): bytes_per_item = \(value)")
      }
    }
  }
}

import Foundation
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// Plays every scenario in `examples/scenarios` and compares each sample with the reviewed
/// output in `__Expected__/` (numbers within 0.001, everything else exactly).
///
/// Set `SWIPE_RECORD=1` to rewrite the expected files; a missing file is written and the test
/// fails, so a new example is always looked at before it counts.
@Suite("Example scenarios")
struct ExampleScenarioTests {
  static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let examples = testDirectory.appendingPathComponent("../../examples/scenarios")
    .standardized
  static let expected = testDirectory.appendingPathComponent("__Expected__")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test("The examples directory has scenarios")
  func examplesExist() {
    #expect(Self.names.count >= 6)
  }

  @Test("Each example reproduces its reviewed output", arguments: names)
  func example(name: String) throws {
    let data = try Data(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
    let lines = try ScenarioRunner.lines(try Scenario.decode(data))
    let file = Self.expected.appendingPathComponent("\(name).jsonl")
    let record = ProcessInfo.processInfo.environment["SWIPE_RECORD"] == "1"
    guard !record, let text = try? String(contentsOf: file, encoding: .utf8) else {
      try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
      Issue.record("wrote \(file.path); review it and run again")
      return
    }
    let expected = text.split(separator: "\n").map(String.init)
    #expect(lines.count == expected.count)
    for (actual, wanted) in zip(lines, expected) {
      let a = try JSONSerialization.jsonObject(with: Data(actual.utf8))
      let b = try JSONSerialization.jsonObject(with: Data(wanted.utf8))
      #expect(Self.matches(a, b), "\(actual)\n  expected \(wanted)")
    }
  }

  static func matches(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let x as [String: Any], let y as [String: Any]):
      return Set(x.keys) == Set(y.keys)
        && x.allSatisfy { key, value in
          y[key].map { matches(value, $0) } ?? false
        }
    case (let x as [Any], let y as [Any]):
      return x.count == y.count && zip(x, y).allSatisfy { matches($0, $1) }
    case (let x as String, let y as String):
      return x == y
    case (let x as NSNumber, let y as NSNumber):
      return abs(x.doubleValue - y.doubleValue) <= 0.001
    case (is NSNull, is NSNull):
      return true
    default:
      return false
    }
  }
}

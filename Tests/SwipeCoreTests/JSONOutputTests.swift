import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// Output never holds a non-finite number: the encoder refuses them (the last line of defence
/// behind validation) and writes huge finite ones as numbers.
@Suite("JSONOutput")
struct JSONOutputTests {
  @Test(
    "A non-finite number anywhere is refused with its path",
    arguments: [
      (JSONOutput.number(.infinity), ""),
      (
        .object([
          ("pages", .array([.object([("y", .number(1)), ("contentHeight", .number(.nan))])]))
        ]),
        "pages[0].contentHeight"
      ),
      (.array([.null, .array([.time(-.infinity)])]), "[1][0]"),
      (.object([("ratio", .significant(.nan))]), "ratio"),
      (
        .object([("items", .elements(count: 3) { $0 == 2 ? .number(.infinity) : .number(1) })]),
        "items[2]"
      ),
    ])
  func refusesNonFinite(output: JSONOutput, path: String) {
    #expect(throws: JSONOutput.NonFiniteNumber.self) { try output.text }
    do {
      _ = try output.text
    } catch {
      #expect(error.path == path)
      #expect(error.description.hasPrefix("error: output \(path.isEmpty ? "$" : path): "))
    }
  }

  @Test(
    "Huge finite numbers print as JSON numbers, not inf",
    arguments: [
      (1e306, "1e+306"), (-1e300, "-1e+300"), (1e15, "1000000000000000"),
      (1e15 + 0.5, "1000000000000000.5"), (123.4567, "123.457"),
    ])
  func hugeNumbers(value: Double, text: String) throws {
    #expect(try JSONOutput.number(value).text == text)
    let data = Data(try JSONOutput.array([.number(value)]).text.utf8)
    let parsed = try JSONSerialization.jsonObject(with: data) as? [Double]
    #expect(parsed?.first?.isFinite == true)
  }

  @Test("Streamed output in small pieces is the same text")
  func streaming() throws {
    let output = JSONOutput.object([
      ("items", .elements(count: 1000) { .object([("i", .number(Double($0)))]) }),
      ("name", .string("a\"b\n")),
    ])
    var pieces: [String] = []
    try output.write(chunkSize: 100) { pieces.append($0) }
    #expect(pieces.count > 10)
    #expect(pieces.joined() == (try output.text))
  }

  @Test("Every string, escaped or written as it is, reads back as itself")
  func stringsRoundTrip() throws {
    // Quotes, backslashes and control characters take the escaping path; other scalars,
    // multi-byte ones included, are written as they are.
    let alphabet: [Unicode.Scalar] = [
      "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\r", "\u{1F}", "\"", "\\",
      "/", "a", "Z", "0", " ", "~", "é", "中", "😀",
    ]
    var random = SeededGenerator(seed: 0x57_21A6)
    var escaped = 0
    for _ in 0..<2_000 {
      var value = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<12, using: &random) {
        value.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
      }
      let string = String(value)
      if string.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }) {
        escaped += 1
      }
      let text = try JSONOutput.array([.string(string)]).text
      let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
      #expect(parsed == [string], "\(text)")
    }
    #expect(escaped > 200 && 2_000 - escaped > 200, "both paths: \(escaped) of 2,000 escaped")
  }

  /// A scene whose samples hold whatever number it is given.
  struct FixedSample: SceneSimulation {
    var value: Double
    mutating func advance(to time: TimeInterval) {}
    mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {}
    mutating func fling(vx: Double, vy: Double, time: TimeInterval) {}
    mutating func perform(_ call: ScenarioCall, time: TimeInterval) {}
    func sampleFields() -> [(String, JSONOutput)] {
      [("header", .object([("y", .number(value))]))]
    }
    mutating func takeEventNames() -> [String] { [] }
  }

  @Test("A sample that would hold an infinity fails instead of printing it")
  func runnerRefuses() {
    let scenario = Scenario(
      viewport: CGSize(width: 390, height: 844),
      scene: .scroller(ScrollerScene(contentSize: .zero)), events: [], sampling: .at([0, 1]))
    var lines: [String] = []
    var simulation: any SceneSimulation = FixedSample(value: -.infinity)
    #expect(throws: JSONOutput.NonFiniteNumber(path: "header.y", value: -.infinity)) {
      try ScenarioRunner.run(scenario, on: &simulation, emit: { lines.append($0) })
    }
    #expect(lines.isEmpty)
    simulation = FixedSample(value: 1e306)
    #expect(throws: Never.self) {
      try ScenarioRunner.run(scenario, on: &simulation, emit: { lines.append($0) })
    }
    #expect(lines.first?.contains(#""y":1e+306"#) == true)
  }

  @Test("A waterfall layout's output is streamed item by item and matches its frames")
  func waterfallOutput() throws {
    let file = try LayoutFile.decode(
      Data(
        #"{"waterfall": {"width": 100, "sections": [{"columns": 2, "items": []}, {"columns": 2, "items": {"count": 5, "height": 10}, "header": 5}, {"columns": 1, "items": [7]}]}, "queries": [{"y": 0, "height": 14}]}"#
          .utf8))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(file.output().text.utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Double]])
    #expect(
      items.map { [$0["section"], $0["item"]] } == [
        [1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [2, 0],
      ])
    #expect(items[4]["y"] == 25)
    #expect(items[5]["y"] == 35)
    let queries = try #require(object["queries"] as? [[String: [Any]]])
    #expect(queries[0]["items"] as? [[Int]] == [[1, 0], [1, 1]])
    #expect(queries[0]["headers"] as? [Int] == [1])
  }
}

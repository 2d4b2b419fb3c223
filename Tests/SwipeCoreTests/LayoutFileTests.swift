import Foundation
import Testing

@testable import SwipeCore

@Suite("Layout files")
struct LayoutFileTests {
  static let examples = ExampleScenarioTests.testDirectory.appendingPathComponent(
    "../../examples/layouts"
  ).standardized

  static func error(_ json: String) -> String? {
    do {
      _ = try LayoutFile.decode(Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("The seed's waterfall example reproduces its reviewed output")
  func seedExample() throws {
    let data = try Data(contentsOf: Self.examples.appendingPathComponent("waterfall-seed.json"))
    let output = try LayoutFile.decode(data).output().text
    let expected = try String(
      contentsOf: ExampleScenarioTests.expected.appendingPathComponent("waterfall-seed.json"),
      encoding: .utf8)
    let a = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let b = try JSONSerialization.jsonObject(with: Data(expected.utf8))
    #expect(ExampleScenarioTests.matches(a, b))
  }

  @Test("Items may be listed, repeated with a count, or given as aspect ratios")
  func itemForms() throws {
    let file = try LayoutFile.decode(
      Data(
        #"{"waterfall": {"width": 200, "sections": [{"columns": 2, "items": {"count": 3, "height": 50}}, {"columns": 1, "items": [{"aspectRatio": 2}, {"height": 10}, 7]}]}, "queries": [{"y": 0, "height": 60}]}"#
          .utf8))
    guard case .waterfall(let layout) = file.layout else { return }
    #expect(layout.numberOfItems(inSection: 0) == 3)
    #expect(layout.frame(ofItem: 0, inSection: 1)?.height == 100)
    let text = file.output().text
    #expect(text.contains(#""queries":[{"items":[[0,0],[0,1],[0,2]],"headers":[],"footers":[]}]"#))
  }

  @Test(
    "Bad layout files are rejected with the JSON path",
    arguments: [
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 0, "items": []}]}}"#,
        "error: waterfall.sections[0].columns: must be in 1...256, got 0"
      ),
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 2, "items": [10, -4]}]}}"#,
        "error: waterfall.sections[0].items[1]: must be ≥ 0, got -4"
      ),
      (
        #"{"waterfall": {"width": -1, "sections": []}}"#,
        "error: waterfall.width: must be ≥ 0, got -1"
      ),
      (
        #"{"waterfall": {"width": 10, "sections": [{"columns": 3, "items": [], "columnSpacing": 20}]}}"#,
        "error: waterfall.sections[0]: 3 columns do not fit in 10 pt with 20 pt spacing"
      ),
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 2, "items": [{"aspectRatio": 0}]}]}}"#,
        "error: waterfall.sections[0].items[0].aspectRatio: must be > 0, got 0"
      ),
      (
        #"{"waterfall": {"width": 390, "sections": []}, "queries": [{"y": 0}]}"#,
        "error: queries[0].height: is required"
      ),
      (#"{"queries": []}"#, #"error: $: needs a layout: "waterfall""#),
    ])
  func errors(file: String, expected: String) {
    let message = Self.error(file)
    #expect(message == expected, "got \(message ?? "no error")")
  }
}

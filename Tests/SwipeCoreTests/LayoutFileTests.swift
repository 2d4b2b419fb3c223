import Foundation
import Testing

@testable import SwipeCore
@testable import SwipeScenario

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

  static var exampleNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test("Each layout example reproduces its reviewed output", arguments: exampleNames)
  func example(name: String) throws {
    let data = try Data(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
    let output = try LayoutFile.decode(data).output().text
    let expected = try String(
      contentsOf: ExampleScenarioTests.expected.appendingPathComponent("\(name).json"),
      encoding: .utf8)
    let a = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let b = try JSONSerialization.jsonObject(with: Data(expected.utf8))
    #expect(ExampleScenarioTests.matches(a, b))
  }

  @Test("The layout examples cover both layouts")
  func examplesExist() {
    #expect(Self.exampleNames.contains("waterfall-seed"))
    #expect(Self.exampleNames.filter { $0.hasPrefix("compositional-") }.count >= 3)
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
    let text = try file.output().text
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
      (#"{"queries": []}"#, #"error: $: needs a layout: "waterfall" or "compositional""#),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 2, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": -5}}, "subitems": [{"item": {"size": {"width": {"absolute": 10}, "height": {"absolute": 10}}}}]}}]}}"#,
        "error: compositional.sections[0].group.size.height: absolute must be finite and ≥ 0, got -5.0"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 2, "group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 5}}, "subitems": []}}]}}"#,
        "error: compositional.sections[0].group.subitems: a group needs at least one subitem"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 1, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}, "subitems": [{"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "subitems": [{"item": {"size": {"width": {"absolute": 10}, "height": {"absolute": 10}}}}]}]}}]}}"#,
        "error: compositional.sections[0].group.subitems[0].size.height: fractionalHeight has nothing to resolve against: the group's height is estimated"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 1, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1, "absolute": 3}, "height": {"absolute": 5}}, "subitems": []}}]}}"#,
        "error: compositional.sections[0].group.size.width: needs exactly one of fractionalWidth, fractionalHeight, absolute, estimated"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 1, "orthogonalScrolling": "sideways", "group": {"group": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [[0, 0, 1, 1]]}}]}}"#,
        #"error: compositional.sections[0].orthogonalScrolling: must be one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered", got "sideways""#
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": -1, "group": {"group": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [[0, 0, 1, 1]]}}]}}"#,
        "error: compositional.sections[0].items: must be in 0...10000000, got -1"
      ),
      (
        #"{"compositional": {"width": 375, "height": 812, "sections": [{"items": 1, "group": {"group": "custom", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "frames": [[0, 0, 1]]}}]}}"#,
        "error: compositional.sections[0].group.frames[0]: must be [x, y, width, height]"
      ),
    ])
  func errors(file: String, expected: String) {
    let message = Self.error(file)
    #expect(message == expected, "got \(message ?? "no error")")
  }
}

import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// DESIGN.md §9c: every file is checked against the budgets before any work starts, and every
/// problem is one error naming the field's own JSON path.
@Suite("InputLimits")
struct InputLimitsTests {
  static let viewport = #""viewport": {"width": 390, "height": 844}"#

  /// Documents that use every numeric field of each file kind.
  static let documents: [String: String] = [
    "scroller": """
    {\(viewport), "frameRate": 120,
     "scroller": {"axis": "vertical", "contentSize": {"width": 390, "height": 5000},
       "contentInset": {"top": 10, "left": 1, "bottom": 10, "right": 1}, "initialOffset": 5,
       "decelerationRate": 0.998},
     "events": [{"t": 0, "touch": "down", "x": 100, "y": 500},
       {"t": 0.1, "touch": "move", "x": 100, "y": 400}, {"t": 0.2, "touch": "up"},
       {"t": 0.3, "drag": {"from": [100, 600], "to": [100, 300], "duration": 0.2, "hold": 0.1}},
       {"t": 1, "fling": {"vx": 1, "vy": 2000}},
       {"t": 2, "call": "setContentOffset", "x": 1, "y": 300, "animated": true},
       {"t": 2.5, "call": "resize", "width": 390, "height": 600}],
     "sample": {"every": 0.5, "until": 3}}
    """,
    "scroller sampled at": """
    {\(viewport), "scroller": {"contentSize": {"width": 390, "height": 5000}},
     "sample": {"at": [0, 1.5]}}
    """,
    "swipe safe area": """
    {"viewport": {"width": 390, "height": 844, "safeArea": {"top": 103, "bottom": 34}},
     "swipe": {"header": {"height": 200}, "pages": [{"contentHeight": 3000},
       {"sections": [{"rows": 3, "header": 28}], "rowHeight": 44}]},
     "sample": {"at": [0]}}
    """,
    "swipe": """
    {\(viewport), "swipe": {"topInset": 64, "header": {"height": 200}, "bar": {"height": 40},
       "initialIndex": 1,
       "pages": [{"contentHeight": 3000}, {"rows": 20, "rowHeight": 60}, {"contentHeight": 100}],
       "refresh": {"triggerDistance": 60, "holdHeight": 50, "pages": [0, 1]},
       "loadMore": {"triggerDistance": 40, "pages": [1]}},
     "events": [{"t": 0.5, "call": "scrollToItem", "index": 2, "animated": true},
       {"t": 1, "call": "reloadData",
        "pages": [{"contentHeight": 500}, {"rows": 3, "rowHeight": 10}, {"contentHeight": 1}]},
       {"t": 1.1, "call": "setHeader", "height": 100}, {"t": 1.2, "call": "setBar", "height": 30},
       {"t": 1.3, "call": "setTopInset", "value": 20},
       {"t": 1.4, "call": "resize", "width": 400, "height": 800},
       {"t": 1.5, "call": "beginRefreshing", "page": 0},
       {"t": 1.6, "call": "endRefreshing", "page": 0},
       {"t": 1.7, "call": "endLoadingMore", "page": 1},
       {"t": 1.8, "call": "setNoMoreData", "page": 1},
       {"t": 1.9, "call": "setContentOffset", "x": 0, "y": -100}],
     "sample": {"at": [0, 1, 2]}}
    """,
    "carousel": """
    {\(viewport), "carousel": {"items": {"count": 12, "width": 314}, "spacing": 10,
       "insets": {"leading": 38, "trailing": 38}, "maxPagesPerFling": 2},
     "events": [{"t": 0.5, "call": "scrollToPage", "index": 3, "animated": true}],
     "sample": {"at": [0, 1]}}
    """,
    "carousel widths": """
    {\(viewport), "carousel": {"items": [300, 200, 100]}, "sample": {"at": [0]}}
    """,
  ]

  static let waterfall = """
    {"waterfall": {"width": 390, "topPlaceholder": 10, "minContentHeight": 100, "scale": 2,
       "sections": [
         {"columns": 3, "items": [100, {"height": 80}, {"aspectRatio": 1.5}], "header": 35,
          "footer": 20, "insets": {"top": 5, "left": 5, "bottom": 5, "right": 5},
          "columnSpacing": 5, "rowSpacing": 5},
         {"columns": 2, "items": {"count": 4, "height": 50}},
         {"columns": 2, "items": {"count": 4, "aspectRatio": 0.5}}]},
     "queries": [{"y": 0, "height": 844, "x": 0, "width": 390}]}
    """

  /// Numbers no field accepts: beyond ±10¹², beyond a Double, and NaN.
  static let hostile: [Double] = [.infinity, -.infinity, .nan, 1e300, -1e300, 1e13, -1e13]

  static func parse(_ text: String) throws -> JSONValue {
    try JSONValue.parse(Data(text.utf8))
  }

  /// Decodes `document` as a scenario or, with a `waterfall` key, as a layout file.
  static func decode(_ document: JSONValue) throws(ScenarioError) {
    if document.value(at: [.key("waterfall")]) != nil {
      _ = try LayoutFile.decode(JSONNode(root: document))
    } else {
      _ = try Scenario.decode(JSONNode(root: document))
    }
  }

  static func decode(text: String, layout: Bool) throws(ScenarioError) {
    if layout {
      _ = try LayoutFile.decode(Data(text.utf8))
    } else {
      _ = try Scenario.decode(Data(text.utf8))
    }
  }

  @Test("The documents use every numeric field and are valid")
  func documentsAreValid() throws {
    for (name, text) in Self.documents {
      let scenario = try Scenario.decode(Data(text.utf8))
      #expect(try !ScenarioRunner.lines(scenario).isEmpty, "\(name)")
    }
    let layout = try LayoutFile.decode(Data(Self.waterfall.utf8))
    #expect(try !layout.output().text.isEmpty)
  }

  @Test(
    "A hostile number at any numeric field is one error naming that field",
    arguments: Array(documents.values) + [waterfall])
  func hostileNumbers(text: String) throws {
    let document = try Self.parse(text)
    let paths = document.numberPaths
    #expect(paths.count >= 4)
    for path in paths {
      let spelt = JSONValue.spell(path)
      for value in Self.hostile {
        let changed = document.replacing(path, with: .number(value))
        #expect(throws: ScenarioError.self, "\(spelt) = \(value)") { try Self.decode(changed) }
        do {
          try Self.decode(changed)
        } catch {
          #expect(error.path == spelt, "\(spelt) = \(value): \(error)")
        }
        guard !value.isNaN else { continue }
        // The same through the text: 1e999 is `number out of range` at the field's path.
        let layout = text.contains("waterfall")
        do {
          try Self.decode(text: changed.testText, layout: layout)
          Issue.record("\(spelt) = \(value) was accepted")
        } catch {
          #expect(error.path == spelt, "\(spelt) = \(value): \(error)")
          if value.isInfinite { #expect(error.problem == "number out of range") }
        }
      }
    }
  }

  static func scenarioError(_ text: String) -> String? {
    do {
      _ = try Scenario.decode(Data(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  static func layoutError(_ text: String) -> String? {
    do {
      _ = try LayoutFile.decode(Data(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  static func scroller(
    events: String = "[]", sample: String = #"{"at": [0]}"#, frameRate: String = "120"
  )
    -> String
  {
    #"{"# + viewport
      + #", "frameRate": \#(frameRate), "scroller": {"contentSize": {"width": 390, "height": 5000}}, "events": \#(events), "sample": \#(sample)}"#
  }

  @Test(
    "Durations, holds, times and frame rates past the budgets name the field and the limit",
    arguments: [
      (
        scroller(
          events: #"[{"t": 0, "drag": {"from": [0, 700], "to": [0, 400], "duration": 1e300}}]"#),
        "error: events[0].drag.duration: must be ≤ 600 s, got 1e+300"
      ),
      (
        scroller(
          events:
            #"[{"t": 0, "drag": {"from": [0, 700], "to": [0, 400], "duration": 0.1, "hold": 600.5}}]"#
        ),
        "error: events[0].drag.hold: must be ≤ 600 s, got 600.5"
      ),
      (
        scroller(events: #"[{"t": 601, "fling": {"vy": 1}}]"#),
        "error: events[0].t: must be ≤ 600 s, got 601"
      ),
      (scroller(frameRate: "10000"), "error: frameRate: must be in 1...1000 Hz, got 10000"),
      (scroller(frameRate: "0.5"), "error: frameRate: must be in 1...1000 Hz, got 0.5"),
      (scroller(sample: #"{"at": [0, 700]}"#), "error: sample.at[1]: must be ≤ 600 s, got 700"),
      (
        scroller(sample: #"{"every": 0.1, "until": 1e300}"#),
        "error: sample.until: must be ≤ 600 s, got 1e+300"
      ),
      (
        scroller(sample: #"{"every": 1e-300, "until": 1}"#),
        "error: sample: asks for more than 1000000 samples"
      ),
      (scroller(sample: #"{"every": 0, "until": 1}"#), "error: sample.every: must be > 0, got 0"),
    ])
  func timeBudgets(text: String, expected: String) {
    #expect(Self.scenarioError(text) == expected)
  }

  @Test("The limits themselves are accepted")
  func atTheLimits() throws {
    let text = Self.scroller(
      events:
        #"[{"t": 600, "drag": {"from": [0, 700], "to": [0, 400], "duration": 600, "hold": 600}}]"#,
      sample: #"{"at": [0, 600]}"#, frameRate: "1000")
    #expect(Self.scenarioError(text) == nil)
    #expect(Self.scenarioError(Self.scroller(frameRate: "1")) == nil)
  }

  @Test(
    "Derived lengths past 10¹² are errors, not infinities or silent zeros",
    arguments: [
      (
        #"{"# + viewport
          + #", "swipe": {"pages": [{"rows": 1e11, "rowHeight": 1000}]}, "sample": {"at": [0]}}"#,
        "error: swipe.pages[0]: rows × rowHeight must be ≤ 1e12, got 100000000000 × 1000"
      ),
      (
        #"{"# + viewport
          + #", "swipe": {"pages": [{"rows": 1e14, "rowHeight": 1e300}]}, "sample": {"at": [0]}}"#,
        "error: swipe.pages[0].rows: must be ≤ 1e12, got 100000000000000"
      ),
      (
        #"{"# + viewport
          + #", "swipe": {"pages": [{"contentHeight": 1e306}]}, "sample": {"at": [0]}}"#,
        "error: swipe.pages[0].contentHeight: must be ≤ 1e12, got 1e+306"
      ),
      (
        #"{"# + viewport
          + #", "swipe": {"pages": [{"contentHeight": 1}]}, "events": [{"t": 1, "call": "reloadData", "pages": [{"rows": 1e6, "rowHeight": 1e7}]}], "sample": {"at": [0]}}"#,
        "error: events[0].pages[0]: rows × rowHeight must be ≤ 1e12, got 1000000 × 10000000"
      ),
      (
        #"{"# + viewport
          + #", "carousel": {"items": {"count": 100000, "width": 1e8}}, "sample": {"at": [0]}}"#,
        "error: carousel.items: the strip's width (cells, spacing and insets) must be ≤ 1e12, got 10000000000000"
      ),
    ])
  func derivedLengths(text: String, expected: String) {
    #expect(Self.scenarioError(text) == expected)
  }

  @Test(
    "A waterfall whose content height passes 10¹² is an error at the section that passes it",
    arguments: [
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 1, "items": [5e11]}, {"columns": 1, "items": [5e11]}, {"columns": 1, "header": 1, "items": []}]}}"#,
        "error: waterfall.sections[2]: the content height (sections stacked so far) must be ≤ 1e12, got 1000000000001"
      ),
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 1, "items": [{"aspectRatio": 1e-320}]}]}}"#,
        "error: waterfall.sections[0]: the content height overflows (is not finite)"
      ),
      (
        #"{"waterfall": {"width": 390, "sections": [{"columns": 1, "items": {"count": 10000, "aspectRatio": 1e-8}}]}}"#,
        "error: waterfall.sections[0]: the content height (sections stacked so far) must be ≤ 1e12, got 390000000000000"
      ),
    ])
  func waterfallHeight(text: String, expected: String) {
    #expect(Self.layoutError(text) == expected)
  }

  @Test("Twenty waterfall sections of 10⁷ items are rejected before anything is allocated")
  func elementBudget() {
    let section = #"{"columns": 4, "items": {"count": 10000000, "height": 10}}"#
    let text =
      #"{"waterfall": {"width": 390, "sections": ["#
      + Array(repeating: section, count: 20).joined(separator: ",") + "]}}"
    #expect(
      Self.layoutError(text)
        == "error: waterfall.sections[1].items.count: the file's elements total 20000000, "
        + "more than the limit of 10000000")
  }

  @Test("Pages and carousel cells count toward the same budget")
  func otherElements() {
    var budget = ElementBudget(limit: 10)
    #expect(throws: Never.self) { try budget.spend(10, at: "a") }
    #expect(
      throws: ScenarioError(
        path: "b", problem: "the file's elements total 11, more than the limit of 10")
    ) {
      try budget.spend(1, at: "b")
    }
    let carousel =
      #"{"# + Self.viewport
      + #", "carousel": {"items": {"count": 100001, "width": 1}}, "sample": {"at": [0]}}"#
    #expect(
      Self.scenarioError(carousel)
        == "error: carousel.items.count: must be in 0...100000, got 100001")
  }

  @Test("Element counts that overflow an Int are too many, not a trap")
  func budgetOverflow() {
    var budget = ElementBudget()
    #expect(throws: ScenarioError.self) { try budget.spend(Int.max, times: Int.max, at: "x") }
    #expect(throws: ScenarioError.self) { try budget.spend(Int.max, at: "x") }
    #expect(throws: Never.self) { try budget.spend(-5, at: "x") }
    #expect(budget.used == 0)
    #expect(throws: Never.self) { try budget.spend(1000, times: 1000, at: "x") }
    #expect(budget.used == 1_000_000)
  }

  @Test(
    "Waterfall insets may be negative across the columns, never along them; scale is 1…4",
    arguments: [
      (#""insets": {"left": -10, "right": -10}"#, nil),
      (#""insets": {"top": -1}"#, "error: waterfall.sections[0].insets.top: must be ≥ 0, got -1"),
      (
        #""insets": {"bottom": -1}"#,
        "error: waterfall.sections[0].insets.bottom: must be ≥ 0, got -1"
      ),
      (#""columnSpacing": -1"#, "error: waterfall.sections[0].columnSpacing: must be ≥ 0, got -1"),
      (#""rowSpacing": -1"#, "error: waterfall.sections[0].rowSpacing: must be ≥ 0, got -1"),
      (#""header": -1"#, "error: waterfall.sections[0].header: must be ≥ 0, got -1"),
      (#""columns": -2"#, "error: waterfall.sections[0].columns: must be in 1...256, got -2"),
    ])
  func waterfallSigns(field: String, expected: String?) {
    var fields = [#""items": [10, 20]"#, field]
    if !field.contains("columns") { fields.append(#""columns": 2"#) }
    let text =
      #"{"waterfall": {"width": 390, "sections": [{"# + fields.joined(separator: ", ") + "}]}}"
    #expect(Self.layoutError(text) == expected)
  }

  @Test("Negative side insets widen the columns past the layout's edges, as in UIKit")
  func bleedingColumns() throws {
    let text =
      #"{"waterfall": {"width": 390, "sections": [{"columns": 2, "items": [10, 20], "insets": {"left": -10, "right": -10}}]}, "queries": [{"x": -20, "y": 0, "width": 15, "height": 5}]}"#
    let file = try LayoutFile.decode(Data(text.utf8))
    guard case .waterfall(let layout) = file.layout else { return }
    #expect(layout.frame(ofItem: 0, inSection: 0) == CGRect(x: -10, y: 0, width: 205, height: 10))
    #expect(layout.frame(ofItem: 1, inSection: 0) == CGRect(x: 195, y: 0, width: 205, height: 20))
    #expect(try file.output().text.contains(#""queries":[{"items":[[0,0]]"#))
  }

  @Test(
    "A waterfall scale outside 1…4 is rejected", arguments: [0.5, 0, 4.5, -1])
  func waterfallScale(scale: Double) {
    let text =
      #"{"waterfall": {"width": 390, "scale": \#(scale), "sections": [{"columns": 1, "items": [1]}]}}"#
    #expect(
      Self.layoutError(text)
        == "error: waterfall.scale: must be in 1...4, got \(scale.messageText)")
  }
}

import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// The seed's demo configurations as scenarios, checked against DESIGN.md §6 at every frame and
/// at chosen moments.
@Suite("Swipe scenarios")
struct SwipeScenarioTests {
  static let examples = ExampleScenarioTests.examples

  static var swipeExamples: [String] {
    ExampleScenarioTests.names.filter { $0.hasPrefix("swipe-") }
  }

  /// Plays the example and returns its sample lines, checking every frame's invariants.
  static func play(_ name: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: examples.appendingPathComponent("\(name).json"))
    let scenario = try Scenario.decode(data)
    var simulation = scenario.scene.makeSimulation(viewport: scenario.viewport)
    var lines: [String] = []
    var frames = 0
    var invariants = SwipeInvariants.Checker()
    try ScenarioRunner.run(
      scenario, on: &simulation, emit: { lines.append($0) },
      observe: { simulation in
        guard let swipe = simulation as? SwipeSimulation else { return }
        frames += 1
        let problems = invariants.problems(in: swipe.container)
        #expect(problems.isEmpty, "\(name) at \(swipe.container.now) s: \(problems)")
      })
    #expect(frames > 100)
    return try lines.map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  static func sample(_ lines: [[String: Any]], at time: Double) throws -> [String: Any] {
    try #require(lines.first { abs(($0["t"] as? Double ?? -1) - time) < 1e-9 })
  }

  static func scrolled(_ sample: [String: Any], _ page: Int) -> Double? {
    (sample["pages"] as? [[String: Any]])?[page]["scrolled"] as? Double
  }

  static func y(_ sample: [String: Any], _ key: String) -> Double? {
    (sample[key] as? [String: Any])?["y"] as? Double
  }

  @Test(
    "Every swipe example holds the header, bar and alignment rules at every frame",
    arguments: swipeExamples)
  func invariantsEveryFrame(name: String) throws {
    _ = try Self.play(name)
  }

  @Test("SingleOneKindView: partial collapse, alignment by copy, pin, alignment by own position")
  func singleOneKind() throws {
    let lines = try Self.play("swipe-single-one-kind")
    let collapsed = try Self.sample(lines, at: 1.0)
    #expect(Self.scrolled(collapsed, 0) == 87.5)
    #expect(Self.y(collapsed, "header") == 64 - 87.5)
    #expect(Self.y(collapsed, "bar") == 324 - 87.5)
    let swiped = try Self.sample(lines, at: 2.0)
    #expect(swiped["index"] as? Double == 1)
    #expect(Self.scrolled(swiped, 1) == 87.5)
    let pinned = try Self.sample(lines, at: 3.0)
    #expect(Self.y(pinned, "bar") == 64)
    #expect(Self.y(pinned, "header") == -196)
    let kept = try Self.sample(lines, at: 4.0)
    #expect(kept["index"] as? Double == 2)
    #expect(Self.scrolled(kept, 2) == 260)
    let back = try Self.sample(lines, at: 5.0)
    #expect(back["index"] as? Double == 0)
    #expect(back["pagerOffset"] as? Double == 0)
    #expect(Self.scrolled(back, 0) == 260)
  }

  @Test("HybridItemViews: tables and collections share the header; a short collection is padded")
  func hybrid() throws {
    let lines = try Self.play("swipe-hybrid")
    let end = try Self.sample(lines, at: 6.0)
    #expect(end["index"] as? Double == 2)
    #expect(Self.scrolled(end, 3) == 200)  // 260 pt of content, padded to reach s = H
    #expect(Self.y(end, "bar") == 64)
  }

  @Test("DisabledBarScroll: no header, the bar stays at T even when the list is pulled down")
  func barOnly() throws {
    let lines = try Self.play("swipe-bar-only")
    for line in lines {
      #expect(line["header"] is NSNull)
      #expect(Self.y(line, "bar") == 64)
    }
    #expect(Self.scrolled(try Self.sample(lines, at: 0.25), 0) ?? 0 < 0)
    #expect(try Self.sample(lines, at: 5.0)["index"] as? Double == 5)
  }

  @Test("HiddenNavigationBar: the bar pins at the very top")
  func hiddenNavigationBar() throws {
    let lines = try Self.play("swipe-hidden-nav")
    let pinned = try Self.sample(lines, at: 1.0)
    #expect(Self.y(pinned, "bar") == 0)
    #expect(Self.y(pinned, "header") == -300)
    let pulled = try Self.sample(lines, at: 2.25)
    #expect(Self.y(pulled, "header") ?? 0 > 0)
  }

  @Test("Without content-size adjustment a short page cannot collapse the header")
  func noPadding() throws {
    let lines = try Self.play("swipe-short-pages")
    let end = try Self.sample(lines, at: 3.0)
    #expect(Self.scrolled(end, 1) == 0)
    #expect(Self.y(end, "header") == 64)
  }

  @Test("Header removal, bar change, top inset, resize and reload keep what the user sees")
  func runtimeChanges() throws {
    let lines = try Self.play("swipe-runtime-changes")
    let row = { (sample: [String: Any], header: Double, bar: Double, top: Double) -> Double? in
      let index = Int(sample["index"] as? Double ?? 0)
      return Self.scrolled(sample, index).map { top + header + bar - $0 }
    }
    #expect(row(try Self.sample(lines, at: 0.2), 260, 40, 64) == -136)
    #expect(row(try Self.sample(lines, at: 0.6), 0, 40, 64) == -136)
    #expect(row(try Self.sample(lines, at: 1.1), 0, 60, 64) == -136)
    let resized = try Self.sample(lines, at: 2.1)
    #expect(resized["pagerOffset"] as? Double == 1688)
    let reloaded = try Self.sample(lines, at: 2.6)
    #expect(reloaded["index"] as? Double == 1)
    #expect((reloaded["pages"] as? [Any])?.count == 2)
  }

  @Test("A plain table page floats the header of the section under the line below the chrome")
  func pinnedSectionGeometry() throws {
    let sections = [SwipeScene.Page.Section(rows: 6, header: 28), .init(rows: 30, header: 28)]
    let page = SwipeScene.Page(sections: sections, rowHeight: 44)
    #expect(page.contentHeight == 56 + 36 * 44)
    // T 103, H 200, B 40, reserved by inset: s = offset + 343; the line is s − H in the content.
    func pinned(_ s: Double) -> (section: Int, y: Double)? {
      page.pinnedSection(offset: s - 343, insetTop: 343, header: 200)
    }
    #expect(pinned(0) == nil, "at rest every section rides with the content")
    #expect(pinned(200) == nil, "the line at section 0's top: not floating yet")
    let early = try #require(pinned(250))
    #expect(early.section == 0 && abs(early.y - 143) < 1e-9, "right below the bar")
    // Section 0 ends at 292: its header is pushed up by the last 28 pt.
    let pushed = try #require(pinned(200 + 280))
    #expect(pushed.section == 0 && abs(pushed.y - (143 - 16)) < 1e-9)
    let next = try #require(pinned(500))
    #expect(next.section == 1 && abs(next.y - 143) < 1e-9)
    #expect(pinned(200 + 1640) == nil, "past the last section's end")
    var grouped = page
    grouped.style = .grouped
    #expect(grouped.pinnedSection(offset: 157, insetTop: 343, header: 200) == nil)
  }

  @Test(
    "viewport.safeArea: its top is the top inset unless set, its bottom clears every page's end",
    arguments: [
      (#"{"top": 103, "bottom": 34}"#, "", ""),
      (#"{"top": 900}"#, "", "error: viewport.safeArea.top: must be ≤ 844 (the viewport's height)"),
      (
        #"{"top": 800, "bottom": 50}"#, "",
        "error: viewport.safeArea.bottom: must be ≤ 44 (the viewport's height less the top)"
      ),
      (#"{"top": -1}"#, "", "error: viewport.safeArea.top: must be ≥ 0, got -1"),
      (#"{"left": 10}"#, "", "error: viewport.safeArea.left: unknown field"),
      (#"{"top": 10}"#, "scroller", "error: viewport.safeArea: applies to swipe scenes only"),
    ])
  func safeAreaField(safeArea: String, scene: String, expected: String) throws {
    let body =
      scene == "scroller"
      ? #""scroller": {"contentSize": {"width": 390, "height": 3000}}"#
      : #""swipe": {"header": {"height": 200}, "bar": {"height": 40}, "pages": [{"rows": 20, "rowHeight": 60}, {"rows": 2, "rowHeight": 60}]}"#
    let text =
      #"{"viewport": {"width": 390, "height": 844, "safeArea": "# + safeArea + "}, " + body
      + #", "sample": {"at": [0]}}"#
    do {
      let scenario = try Scenario.decode(Data(text.utf8))
      #expect(expected.isEmpty, "accepted; expected \(expected)")
      guard case .swipe(let swipe) = scenario.scene else { return }
      let data = SwipeSceneDataSource(pages: swipe.pages)
      let container = swipe.makeContainer(viewport: scenario.viewport, dataSource: data)
      #expect(container.topInset == 103)
      #expect(container.topInsetFollowsSafeArea)
      // The short page: padded to fill the viewport above the home indicator, no further.
      container.scrollToItem(at: 1, animated: false)
      container.setCurrentPageOffset(100_000, animated: false)
      #expect(abs(container.scrolled(pageAt: 1) - 200) < 0.01)
    } catch {
      #expect(
        !expected.isEmpty && error.description.hasPrefix(expected), "\(error.description)")
    }
  }

  @Test(
    "Bad swipe scenes are rejected with the JSON path",
    arguments: [
      (
        #"{"rows": -3, "rowHeight": 60}"#, "[]",
        "error: swipe.pages[0].rows: must be ≥ 0, got -3"
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#, #"[{"t": 0, "call": "scrollToItem", "index": 1}]"#,
        "error: events[0].index: must be < 1 (the page count at that time), got 1"
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#,
        #"[{"t": 0, "call": "reloadData", "pages": [{"contentHeight": 1}, {"contentHeight": 1}]}, {"t": 1, "call": "scrollToItem", "index": 1}]"#,
        ""
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#, #"[{"t": 0, "call": "scrollToPage", "index": 0}]"#,
        #"error: events[0].call: "scrollToPage" is not available in swipe scenes"#
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#, #"[{"t": 0, "call": "setHeader"}]"#,
        "error: events[0].height: is required (null removes it)"
      ),
      (
        #"{"contentHeight": 3, "rows": 1}"#, "[]",
        #"error: swipe.pages[0]: use either "contentHeight" or "rows"/"rowHeight""#
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#,
        #"[{"t": 0, "touch": "down", "x": 1, "y": 1, "finger": 3}]"#,
        "error: events[0].finger: must be"
      ),
      (
        #"{"rows": 3, "rowHeight": 60}"#, #"[{"t": 0, "call": "tap", "x": 1}]"#,
        "error: events[0].y: "
      ),
      (
        #"{"sections": [{"rows": 3, "header": 28}], "rowHeight": 44, "style": "inset"}"#, "[]",
        "error: swipe.pages[0].style: "
      ),
      (
        #"{"sections": [{"rows": -1}], "rowHeight": 44}"#, "[]",
        "error: swipe.pages[0].sections[0].rows: "
      ),
      (
        #"{"sections": [{"rows": 1, "header": -28}], "rowHeight": 44}"#, "[]",
        "error: swipe.pages[0].sections[0].header: must be ≥ 0, got -28"
      ),
      (
        #"{"sections": [{"rows": 1}], "rows": 3, "rowHeight": 44}"#, "[]",
        #"error: swipe.pages[0]: use either "sections" or "contentHeight"/"rows""#
      ),
      (
        #"{"sections": [{"rows": 1}]}"#, "[]",
        "error: swipe.pages[0].rowHeight: is required"
      ),
      (
        #"{"rows": 3, "rowHeight": 44, "style": "plain"}"#, "[]",
        #"error: swipe.pages[0]: "style" needs "sections""#
      ),
      (#"{"sections": [{"rows": 2, "header": 28}, {"rows": 5}], "rowHeight": 44}"#, "[]", ""),
      (
        #"{"rows": 3, "rowHeight": 60}"#,
        #"[{"t": 0, "call": "tap", "x": 1, "y": 2}, {"t": 0, "call": "tapStatusBar"}, {"t": 1, "touch": "up", "finger": 2}]"#,
        ""
      ),
    ])
  func errors(page: String, events: String, expected: String) {
    checkError(page: page, events: events, header: #"{"height": 100}"#, expected: expected)
  }

  @Test(
    "Bad header content is rejected with the JSON path",
    arguments: [
      (
        #"{"height": 100, "content": [{"kind": "video", "frame": [0, 0, 1, 1]}]}"#,
        "error: swipe.header.content[0].kind: "
      ),
      (
        #"{"height": 100, "content": [{"kind": "button", "frame": [0, 0, 1]}]}"#,
        "error: swipe.header.content[0].frame: must be [x, y, width, height], got 3 numbers"
      ),
      (
        #"{"height": 100, "content": [{"kind": "slider", "frame": [0, 0, -1, 1]}]}"#,
        "error: swipe.header.content[0].frame[2]: must be ≥ 0, got -1"
      ),
      (#"{"height": 100, "content": [{"kind": "carousel", "frame": [0, 0, 390, 80]}]}"#, ""),
    ])
  func headerContentErrors(header: String, expected: String) {
    checkError(
      page: #"{"rows": 3, "rowHeight": 60}"#, events: "[]", header: header, expected: expected)
  }

  func checkError(page: String, events: String, header: String, expected: String) {
    let file =
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"header": \#(header), "pages": [\#(page)]}, "events": \#(events), "sample": {"at": [0]}}"#
    let message = ScenarioTests.error(file)
    if expected.isEmpty {
      #expect(message == nil)
    } else {
      #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
    }
  }

  @Test(
    "Bad bar titles are rejected with the JSON path",
    arguments: [
      (#"{"height": 40, "titles": ["A", 3]}"#, "error: swipe.bar.titles[1]: must be a string, got"),
      (#"{"height": 40, "titles": "A"}"#, "error: swipe.bar.titles: must be an array, got"),
      (#"{"height": 40, "tabs": []}"#, "error: swipe.bar.tabs: unknown field"),
      (#"{"titles": ["A"]}"#, "error: swipe.bar.height: is required"),
      (#"{"height": 40, "titles": []}"#, ""),
      (#"{"height": 40, "titles": ["", "推荐"]}"#, ""),
    ])
  func barErrors(bar: String, expected: String) {
    let file =
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"bar": \#(bar), "pages": [{"contentHeight": 1}]}, "sample": {"at": [0]}}"#
    let message = ScenarioTests.error(file)
    if expected.isEmpty {
      #expect(message == nil, "got \(message ?? "")")
    } else {
      #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
    }
  }

  @Test("The segmented bar's indicator and strip follow the swipe; without titles, no tabs")
  func segmentedBar() throws {
    let lines = try Self.play("swipe-segmented-bar")
    // Mid-animation from page 1 to page 4: between tabs 1 and 2, the strip has begun to scroll.
    let moving = try #require(try Self.sample(lines, at: 1.3)["bar"] as? [String: Any])
    let indicator = try #require(moving["indicator"] as? [String: Double])
    #expect(indicator["x"] == 146.25 && indicator["width"] == 74.25)
    #expect(moving["scroll"] as? Double == 27)
    // On the last page the strip is scrolled to its end (723 − 390).
    let last = try #require(try Self.sample(lines, at: 3.4)["bar"] as? [String: Any])
    #expect(last["scroll"] as? Double == 333)
    let plain = try Self.play("swipe-single-one-kind")
    let bar = try #require(plain.first?["bar"] as? [String: Any])
    #expect(Set(bar.keys) == ["y", "height"])
  }
}

import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// VoiceOver's three-finger scroll and Reduce Motion on the container (issue 13): page turns
/// with what VoiceOver says, a page moved by a screen, boundaries, and immediate page changes
/// that keep their events.
@Suite("SwipeContainer accessibility")
struct SwipeAccessibilityTests {
  /// The container's events, without `didScroll` and refresh reports; the pages' appearance
  /// apart.
  final class Events {
    var names: [String] = []
    var appearances: [String] = []
  }

  static func recorded(_ container: SwipeContainer) -> Events {
    let events = Events()
    container.eventHandler = { event in
      switch event {
      case .didScroll, .refreshDidChange: break
      case .pageAppearance: events.appearances.append(event.name)
      default: events.names.append(event.name)
      }
    }
    return events
  }

  @Test("Left and next turn to the next page, right and previous back; the ends say nothing")
  func pageTurns() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000])
    container.tabTitles = ["Posts", "Photos", "Likes"]
    container.advance(to: 0.01)
    #expect(container.accessibilityScroll(.left) == "Photos, tab 2 of 3")
    container.run(from: 0.01, through: 1)
    #expect(container.currentIndex == 1 && container.pagerOffset == 390)
    #expect(container.accessibilityScroll(.next) == "Likes, tab 3 of 3")
    container.run(from: 1, through: 2)
    #expect(container.accessibilityScroll(.left) == nil, "no page after the last")
    #expect(container.accessibilityScroll(.next) == nil)
    container.run(from: 2, through: 2.5)
    #expect(container.currentIndex == 2)
    #expect(container.accessibilityScroll(.right) == "Photos, tab 2 of 3")
    container.run(from: 2.5, through: 3.5)
    #expect(container.accessibilityScroll(.previous) == "Posts, tab 1 of 3")
    container.run(from: 3.5, through: 4.5)
    #expect(container.currentIndex == 0)
    #expect(container.accessibilityScroll(.right) == nil, "no page before the first")
    container.tabTitles = []
    #expect(container.accessibilityScroll(.left) == "Tab 2 of 3")
  }

  @Test("Right to left, the next page is on the left: a three-finger swipe right brings it")
  func rightToLeft() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000])
    container.layoutDirection = .rightToLeft
    container.advance(to: 0.01)
    #expect(container.accessibilityScroll(.left) == nil, "nothing before the first page")
    #expect(container.accessibilityScroll(.right) == "Tab 2 of 3")
    container.run(from: 0.01, through: 1)
    #expect(container.currentIndex == 1)
    #expect(container.accessibilityScroll(.next) == "Tab 3 of 3", "next stays logical")
    container.run(from: 1, through: 2)
    #expect(container.accessibilityScroll(.left) == "Tab 2 of 3")
  }

  @Test("A scenario in a mirror: touches and drags at width − x, horizontal flings reversed")
  func mirroredScenario() throws {
    let text =
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"contentHeight": 900}]}, "events": [{"t": 0, "drag": {"from": [330, 600], "to": [80, 600], "duration": 0.2}}, {"t": 1, "touch": "down", "x": 10, "y": 5}, {"t": 2, "fling": {"vx": 300, "vy": 20}}], "sample": {"at": [0]}}"#
    let mirrored = try Scenario.decode(Data(text.utf8)).mirroredHorizontally()
    guard case .drag(let drag) = mirrored.events[0].action,
      case .touch(.down, let point?, _) = mirrored.events[1].action,
      case .fling(let vx, let vy) = mirrored.events[2].action
    else {
      Issue.record("events changed kind")
      return
    }
    #expect(drag.from == CGPoint(x: 60, y: 600) && drag.to == CGPoint(x: 310, y: 600))
    #expect(point == CGPoint(x: 380, y: 5))
    #expect(vx == -300 && vy == 20)
  }

  @Test("Up and down move the page by the screen below the bar; the status counts screens")
  func pageScrolls() {
    // T 64, H 260, B 40 on an 844 pt screen: one screen is 740 pt.
    let (container, _) = Fixtures.container(heights: [3000])
    container.advance(to: 0.01)
    #expect(container.accessibilityScroll(.down) == nil, "already at the top")
    // The range: 3000 + 364 − 844 = 2520 pt, four screens and a bit: 5 positions.
    #expect(container.accessibilityScroll(.up) == "Page 2 of 5")
    container.run(from: 0.01, through: 1)
    #expect(abs(container.currentScroll - 740) < 1e-9)
    #expect(container.accessibilityScroll(.up) == "Page 3 of 5")
    container.run(from: 1, through: 2)
    #expect(container.accessibilityScroll(.up) == "Page 4 of 5")
    container.run(from: 2, through: 3)
    #expect(container.accessibilityScroll(.up) == "Page 5 of 5", "the last, shorter screen")
    container.run(from: 3, through: 4)
    #expect(abs(container.currentScroll - 2520) < 1e-9)
    #expect(container.accessibilityScroll(.up) == nil, "at the end")
    #expect(container.accessibilityScroll(.down) != nil)
  }

  @Test("A page of rows says which rows came into view")
  func rowsStatus() throws {
    let scene =
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"header": {"height": 200}, "bar": {"height": 44}, "pages": [{"rows": 40, "rowHeight": 60}]}, "events": [], "sample": {"at": [0]}}"#
    let scenario = try Scenario.decode(Data(scene.utf8))
    guard case .swipe(let swipe) = scenario.scene else {
      throw ScenarioError(path: "$", problem: "")
    }
    let simulation = SwipeSimulation(scene: swipe, viewport: scenario.viewport)
    simulation.advance(to: 0.01)
    // Rows 1–9 show at rest; a screen (844 − 64 − 44 = 736 pt) up, the header is gone and rows
    // from 536 to 1272 pt show.
    #expect(simulation.container.accessibilityScroll(.up) == "Rows 9 to 22 of 40")
    #expect(
      swipe.pages[0].rowsStatus(visible: 0..<536) == "Rows 1 to 9 of 40")
    #expect(swipe.pages[0].rowsStatus(visible: 2300..<2500) == "Rows 39 to 40 of 40")
  }

  @Test("Reduce Motion: an animated page change is there at once, with the animated events")
  func reduceMotion() {
    func events(reduced: Bool, to page: Int) -> (
      names: [String], appearances: [String], offsetAtOnce: Double
    ) {
      let (container, _) = Fixtures.container(heights: [3000, 3000, 3000])
      container.reduceMotion = reduced
      container.advance(to: 0.01)
      let events = Self.recorded(container)
      container.scrollToItem(at: page, animated: true)
      let offset = container.pagerOffset
      container.run(from: 0.01, through: 1)
      #expect(container.currentIndex == page && container.pagerOffset == 390 * Double(page))
      return (events.names, events.appearances, offset)
    }
    let animated = events(reduced: false, to: 1)
    let reduced = events(reduced: true, to: 1)
    #expect(animated.offsetAtOnce < 390, "the animation slides")
    #expect(reduced.offsetAtOnce == 390, "Reduce Motion jumps")
    #expect(reduced.names == animated.names)
    #expect(reduced.names == ["currentIndexDidChange", "didEndScrollingAnimation"])
    // Pages appear and disappear as in UIKit's transitions, animated or not.
    #expect(reduced.appearances == animated.appearances)
    #expect(
      reduced.appearances == [
        "page:0:willDisappear", "page:1:willAppear", "page:0:didDisappear", "page:1:didAppear",
      ])
    // Two pages at once: the page between is never shown, so one index change.
    #expect(events(reduced: true, to: 2).names == reduced.names)
    // A page change the finger drives keeps its physics.
    let (container, _) = Fixtures.container(heights: [3000, 3000])
    container.reduceMotion = true
    container.play(
      DragGesture(from: CGPoint(x: 330, y: 600), to: CGPoint(x: 90, y: 600), duration: 0.2), at: 0.1
    )
    container.advance(to: 0.35)
    #expect(container.pagerOffset > 0 && container.pagerOffset < 390, "still settling")
  }

  @Test(
    "Bad accessibility calls are rejected with their JSON path",
    arguments: [
      (
        #"[{"t": 0, "call": "accessibilityScroll", "direction": "sideways"}]"#,
        #"error: events[0].direction: must be one of "left", "right", "up", "down", "next", "previous", got "sideways""#
      ),
      (
        #"[{"t": 0, "call": "selectTab", "index": 4}]"#,
        "error: events[0].index: must be < 2 (the page count at that time), got 4"
      ),
      (
        #"[{"t": 0, "call": "accessibilityScroll"}]"#,
        "error: events[0].direction: is required"
      ),
    ])
  func badCalls(events: String, message: String) {
    let text =
      #"{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"contentHeight": 900}, {"contentHeight": 900}], "reduceMotion": true}, "events": \#(events), "sample": {"at": [0]}}"#
    do {
      _ = try Scenario.decode(Data(text.utf8))
      Issue.record("accepted \(events)")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test("Carousels have no tabs to turn by VoiceOver's scroll")
  func notInCarousels() {
    let text =
      #"{"viewport": {"width": 390, "height": 844}, "carousel": {"items": {"count": 3, "width": 300}}, "events": [{"t": 0, "call": "accessibilityScroll", "direction": "left"}], "sample": {"at": [0]}}"#
    #expect(throws: ScenarioError.self) { try Scenario.decode(Data(text.utf8)) }
  }

  @Test("The chrome covers a span of a page above its bottom, to half a point; nothing else")
  func chromeCovers() {
    // T 64, H 200, B 40: at s = 0 the bar's bottom is at 304, and the page's offset is −304.
    let (container, _) = Fixtures.container(heights: [3000, 3000], header: 200)
    container.advance(to: 0.01)
    let offset = container.currentPage?.scroller.offset ?? .nan
    #expect(offset == -304)
    #expect(container.chromeCovers(minY: offset, maxY: offset + 304, onPageAt: 0))
    #expect(container.chromeCovers(minY: offset + 250, maxY: offset + 304.4, onPageAt: 0))
    #expect(!container.chromeCovers(minY: offset + 250, maxY: offset + 304.6, onPageAt: 0))
    #expect(!container.chromeCovers(minY: .nan, maxY: offset, onPageAt: 0))
    #expect(!container.chromeCovers(minY: offset, maxY: .infinity, onPageAt: 0))
    #expect(!container.chromeCovers(minY: offset, maxY: offset + 10, onPageAt: 7), "not loaded")
    // Scrolled by 500: the bar is pinned at 64, its bottom at 104 below the page's top.
    container.setCurrentPageOffset(offset + 500, animated: false)
    container.advance(to: 0.02)
    let scrolled = container.currentPage?.scroller.offset ?? .nan
    #expect(scrolled == 196)
    #expect(container.chromeCovers(minY: scrolled, maxY: scrolled + 104, onPageAt: 0))
    #expect(!container.chromeCovers(minY: scrolled, maxY: scrolled + 105, onPageAt: 0))
  }
}

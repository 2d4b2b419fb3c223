import Foundation
import SwipeCore
import Testing

@testable import SwipeGallery

/// The gallery by keyboard (issue 13): the keys drive the container demos as VoiceOver and the
/// bar would, and say what VoiceOver would.
@Suite("Demo keyboard")
struct DemoKeyboardTests {
  @Test("Arrows turn pages and scroll, Page keys move a screen, Home and End the ends")
  func arrowsAndPages() {
    let demo = SingleDemo(viewport: DemoCatalog.viewport)
    demo.advance(to: 0.1)
    demo.press(.right, time: 0.1)
    demo.advance(to: 1)
    #expect(demo.container.currentIndex == 1)
    #expect(demo.takeAnnouncements() == ["Item1, tab 2 of 4"])
    demo.press(.left, time: 1)
    demo.advance(to: 2)
    #expect(demo.container.currentIndex == 0)
    demo.press(.left, time: 2)
    #expect(demo.takeAnnouncements() == ["Item0, tab 1 of 4"], "nothing before the first page")
    demo.press(.down, time: 2)
    demo.advance(to: 3)
    #expect(abs(demo.container.currentScroll - DemoKeyboardTests.line) < 1e-9)
    demo.press(.end, time: 3)
    demo.advance(to: 4)
    let end = demo.container.currentScroll
    #expect(end > 40)
    demo.press(.pageDown, time: 4)
    #expect(demo.takeAnnouncements().isEmpty, "already at the end")
    demo.press(.home, time: 4)
    demo.advance(to: 5)
    #expect(demo.container.currentScroll == 0)
    demo.press(.pageDown, time: 5)
    #expect(demo.takeAnnouncements() == ["Page 2 of 2"])
  }

  static let line = 40.0

  @Test("Tab walks the bar's tabs, Return selects one; R refreshes the page")
  func tabsAndRefresh() {
    let demo = RefreshDemo(viewport: DemoCatalog.viewport)
    demo.advance(to: 0.1)
    demo.press(.nextControl, time: 0.1)
    demo.press(.nextControl, time: 0.1)
    #expect(demo.focusedTab == 1)
    #expect(demo.takeAnnouncements() == ["Item0, tab 1 of 4", "Item1, tab 2 of 4"])
    demo.press(.activate, time: 0.1)
    demo.advance(to: 1)
    #expect(demo.container.currentIndex == 1)
    demo.press(.refresh, time: 1)
    demo.advance(to: 1.5)
    #expect(demo.container.refreshState(pageAt: 1) == .refreshing)
    #expect(demo.takeAnnouncements() == ["Refreshing"])
    demo.advance(to: 5)
    #expect(demo.takeAnnouncements() == ["Updated"])
  }

  @Test("Reduce Motion: a page change by key is there at once")
  func reduceMotion() {
    let demo = SingleDemo(viewport: DemoCatalog.viewport)
    demo.apply(DemoSettings(reduceMotion: true))
    demo.advance(to: 0.1)
    demo.press(.right, time: 0.1)
    #expect(demo.container.pagerOffset == Double(DemoCatalog.viewport.width))
  }
}

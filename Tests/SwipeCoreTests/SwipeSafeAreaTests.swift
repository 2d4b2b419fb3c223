import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore
@testable import SwipeScenario

/// DESIGN.md §12, "insets are `adjustedContentInset`", headless: the container's safe area sets
/// the bar's line (while the top inset follows it) and keeps every page's end clear of the
/// bottom; a change moves the line, not what the pages show.
@Suite("Swipe container safe area")
struct SwipeSafeAreaTests {
  /// The fixture's container (T 64, H 260, B 40, 390 × 844) following a safe area of 103 / 34.
  static func container(heights: [Double] = [3000, 3000]) -> (SwipeContainer, TestPages) {
    let (container, pages) = Fixtures.container(heights: heights)
    container.topInsetFollowsSafeArea = true
    container.safeArea = Insets(top: 103, bottom: 34)
    return (container, pages)
  }

  @Test("The bar pins at the safe area's top; every page keeps the home indicator clear")
  func followsTheSafeArea() throws {
    let (container, _) = Self.container()
    #expect(container.topInset == 103)
    #expect(container.headerFrame?.minY == 103)
    let page = try #require(container.currentPage)
    #expect(page.scroller.contentInset.top == 103 + 260 + 40)
    #expect(page.scroller.contentInset.bottom == 34)
    container.setCurrentPageOffset(100_000, animated: false)
    // The end: C − V + T + H + B plus the bottom's 34.
    #expect(abs(container.currentScroll - (3000 - 844 + 403 + 34)) < 1e-9)
  }

  @Test("A short page is padded to fill the viewport above the safe area's bottom, no further")
  func shortPageCollapsesTheHeaderExactly() {
    let (container, _) = Self.container(heights: [120])
    container.setCurrentPageOffset(100_000, animated: false)
    #expect(abs(container.currentScroll - 260) < 1e-9)
  }

  @Test("A new top keeps a scrolled page's offset and a page at its top at its top")
  func changeKeepsWhatThePagesShow() throws {
    let (container, _) = Self.container()
    container.setCurrentPageOffset(200 - 403, animated: false)
    let offset = try #require(container.currentPage).scroller.offset
    let header = container.headerFrame?.minY
    container.safeArea = Insets(top: 59, bottom: 34)
    #expect(container.currentPage?.scroller.offset == offset, "the content stays")
    #expect(container.headerFrame?.minY == header, "so does the header, which rides on it")
    #expect(abs((header ?? 0) + 97) < 1e-9)
    #expect(abs(container.currentScroll - 156) < 1e-9)
    #expect(container.barFrame.map { $0.minY >= 59 } == true)

    let (resting, _) = Self.container()
    resting.safeArea = Insets(top: 59, bottom: 34)
    #expect(resting.currentScroll == 0)
    #expect(resting.headerFrame?.minY == 59)
  }

  @Test("Under glass bars the chrome is drawn below the top inset, and follows it")
  func chromeClipFollowsTheTopInset() throws {
    let (container, _) = Self.container()
    #expect(container.chromeClipFrame == CGRect(x: 0, y: 103, width: 390, height: 844 - 103))
    // Collapsed, the header lies entirely above the clip's top; the bar entirely inside.
    container.setCurrentPageOffset(1000 - 403, animated: false)
    let header = try #require(container.headerFrame)
    let bar = try #require(container.barFrame)
    #expect(header.maxY <= container.chromeClipFrame.minY)
    #expect(container.chromeClipFrame.contains(bar))
    container.safeArea = Insets(top: 59, bottom: 34)
    #expect(container.chromeClipFrame.minY == 59)
    container.topInset = 0
    #expect(container.chromeClipFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
    container.topInset = 5000
    #expect(container.chromeClipFrame.height == 0, "a top inset past the view cuts everything")
  }

  @Test("Setting the top inset stops following; bad edges count as 0")
  func explicitTopInsetAndBadInput() {
    let (container, _) = Self.container()
    container.topInset = 20
    #expect(!container.topInsetFollowsSafeArea)
    container.safeArea = Insets(top: 200, bottom: 34)
    #expect(container.topInset == 20)
    container.safeArea = Insets(top: .nan, left: -5, bottom: -.infinity, right: 3)
    #expect(container.safeArea == Insets(right: 3))
    container.topInsetFollowsSafeArea = true
    #expect(container.topInset == 0)
    #expect(SwipeInvariants.problems(in: container).isEmpty)
  }
}

/// DESIGN.md §12: a hosted page's scroll indicator runs where the page is seen, from the bottom
/// of the header and bar shown with it to the safe area's bottom, less what the host's system
/// adds (``ScrollSurface/indicatorSystemInset``).
@Suite("Swipe container indicator insets")
struct SwipeIndicatorInsetTests {
  static func host() throws -> ScrollerHost {
    let text = #"""
      {"viewport": {"width": 393, "height": 852, "safeArea": {"top": 103, "bottom": 34}},
       "sample": {"at": [0]},
       "swipe": {"header": {"height": 200}, "bar": {"height": 40},
                 "pages": [{"contentHeight": 3000}, {"contentHeight": 3000}]}}
      """#
    let scenario = try Scenario.decode(Data(text.utf8))
    guard case .swipe(let scene) = scenario.scene else { throw CocoaError(.coderInvalidValue) }
    return ScrollerHost(scene: scene, viewport: scenario.viewport)
  }

  /// The last indicator inset the host was told for `slot`.
  static func indicatorInset(_ host: ScrollerHost, slot: Int) -> Insets? {
    host.commands.reversed().lazy.compactMap { command -> Insets? in
      guard case .setPageIndicatorInset(slot, let inset) = command else { return nil }
      return inset
    }.first
  }

  @Test("The indicator starts at the bar's bottom at every header position and ends above 34")
  func followsTheChrome() throws {
    let host = try Self.host()
    let container = host.container
    for s in [-30.0, 0, 80, 199, 200, 900] {
      container.setCurrentPageOffset(s - 343, animated: false)
      let slot = try #require(container.currentPage).slot
      let inset = try #require(Self.indicatorInset(host, slot: slot))
      let bar = try #require(container.barFrame)
      #expect(abs(inset.top - bar.maxY) < 1e-9, "s \(s)")
      #expect(inset.bottom == 34)
      #expect(inset.left == 0 && inset.right == 0)
    }
  }

  @Test("What the system adds is left out, never below 0")
  func leavesTheSystemPart() throws {
    let host = try Self.host()
    let container = host.container
    let position = try #require(container.loadedPages.firstIndex { $0.index == 0 })
    container.loadedPages[position].hostIndicatorSystemInset = Insets(top: 103, bottom: 34)
    #expect(container.indicatorInset(position: position) == Insets(top: 240, bottom: 0))
    container.loadedPages[position].hostIndicatorSystemInset = Insets(top: 900, bottom: 90)
    #expect(container.indicatorInset(position: position) == Insets(top: 0, bottom: 0))
  }
}

import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

@Suite("Segmented bar layout")
struct SegmentedBarLayoutTests {
  typealias Layout = SegmentedBarLayout
  typealias Span = SegmentedBarLayout.Span

  /// Titles of 76, 26, 176 and 26 pt with 12 pt of padding: tabs of 100, 50, 200 and 50 pt.
  static let overflowing = [76.0, 26, 176, 26]

  static func layout(
    _ titles: [Double], width: Double, mode: Layout.Mode = .scrollable, spacing: Double = 0,
    leading: Double = 0, trailing: Double = 0, indicator: Layout.IndicatorWidth = .title,
    direction: LayoutDirection = .leftToRight
  ) -> Layout {
    Layout(
      titleWidths: titles, width: width,
      configuration: .init(
        mode: mode, spacing: spacing, leadingInset: leading, trailingInset: trailing,
        indicatorWidth: indicator),
      direction: direction)
  }

  static func tabs(_ layout: Layout) -> [Span] {
    (0..<layout.count).map(layout.tab)
  }

  static func spans(_ pairs: [(Double, Double)]) -> [Span] {
    pairs.map { Span(x: $0.0, width: $0.1) }
  }

  // MARK: - Tab frames

  @Test(
    "Tab widths follow the mode (titles 50, 30, 70 or 76, 26, 176; 12 pt padding)",
    arguments: [
      // Fixed, equal: 390 / 3.
      (Layout.Mode.fixed(.equal), [50.0, 30, 70], 390.0, [(0.0, 130.0), (130, 130), (260, 130)]),
      // Fixed, by content, fitting: content 74, 54, 94 plus (390 − 222) / 3 = 56 each.
      (.fixed(.content), [50, 30, 70], 390, [(0, 130), (130, 110), (240, 150)]),
      // Fixed, by content, too wide: content 100, 50, 200 scaled by 175 / 350.
      (.fixed(.content), [76, 26, 176], 175, [(0, 50), (50, 25), (75, 100)]),
      // Scrollable, fitting: as fixed by content.
      (.scrollable, [50, 30, 70], 390, [(0, 130), (130, 110), (240, 150)]),
      // Scrollable, too wide: content widths, the strip is wider than the bar.
      (.scrollable, [76, 26, 176], 175, [(0, 100), (100, 50), (150, 200)]),
    ])
  func tabWidths(mode: Layout.Mode, titles: [Double], width: Double, expected: [(Double, Double)]) {
    let layout = Self.layout(titles, width: width, mode: mode)
    #expect(Self.tabs(layout) == Self.spans(expected))
    let extent = expected.last.map { $0.0 + $0.1 } ?? 0
    #expect(layout.contentWidth == max(width, extent))
  }

  @Test("Insets and spacing: fixed tabs share what they leave; scrollable tabs add them")
  func insetsAndSpacing() {
    let fixed = Self.layout(
      [40, 40, 40, 40], width: 390, mode: .fixed(.equal), spacing: 10, leading: 15, trailing: 15)
    // (390 − 30 − 30) / 4 = 82.5.
    #expect(
      Self.tabs(fixed) == Self.spans([(15, 82.5), (107.5, 82.5), (200, 82.5), (292.5, 82.5)]))
    #expect(fixed.contentWidth == 390)
    #expect(fixed.maximumScrollOffset == 0)
    let scrollable = Self.layout(
      [76, 76, 76, 76], width: 300, spacing: 5, leading: 10, trailing: 20)
    #expect(Self.tabs(scrollable) == Self.spans([(10, 100), (115, 100), (220, 100), (325, 100)]))
    #expect(scrollable.contentWidth == 445)
    #expect(scrollable.maximumScrollOffset == 145)
  }

  @Test("Tab frames are the spans, the bar's height tall")
  func tabFrames() {
    let layout = Self.layout(Self.overflowing, width: 175)
    #expect(layout.tabFrame(2, height: 40) == CGRect(x: 150, y: 0, width: 200, height: 40))
  }

  // MARK: - Indicator

  @Test(
    "The indicator interpolates x and width between the two tabs around the progress",
    arguments: [
      // Title indicators: 76 in tab 0, 26 in tab 1 (x 112), 176 in tab 2 (x 162), 26 in tab 3.
      (Layout.IndicatorWidth.title, 0.0, 12.0, 76.0), (.title, 1, 112, 26),
      (.title, 1.4, 132, 86), (.title, 3, 362, 26),
      (.tab, 0.5, 50, 75), (.tab, 2, 150, 200),
      (.fixed(30), 2, 235, 30), (.fixed(300), 2, 150, 200),  // never wider than the tab
      // Clamps: before the first tab, past the last, NaN, infinities.
      (.title, -1, 12, 76), (.title, 7, 362, 26), (.title, .nan, 12, 76),
      (.title, .infinity, 362, 26), (.title, -.infinity, 12, 76),
    ])
  func indicator(width: Layout.IndicatorWidth, progress: Double, x: Double, spanWidth: Double)
    throws
  {
    let layout = Self.layout(Self.overflowing, width: 175, indicator: width)
    let span = try #require(layout.indicator(progress: progress))
    #expect(abs(span.x - x) < 1e-9 && abs(span.width - spanWidth) < 1e-9, "\(span)")
  }

  @Test("The indicator's frame sits on the bar's bottom edge")
  func indicatorFrame() {
    let layout = Self.layout(Self.overflowing, width: 175)
    #expect(
      layout.indicatorFrame(progress: 1, height: 40) == CGRect(x: 112, y: 38, width: 26, height: 2))
  }

  // MARK: - Scroll offset

  @Test(
    "The strip centres the selected tab, clamped to its range, and follows progress",
    arguments: [
      // Tabs centred at 50, 125, 250, 375 in a 175 pt bar; the strip is 400 wide (max 225).
      (0.0, 0.0), (1, 37.5), (2, 162.5), (3, 225), (1.4, 87.5), (2.5, 193.75), (0.5, 18.75),
      (-2, 0), (9, 225), (.nan, 0),
    ])
  func scrollOffset(progress: Double, offset: Double) {
    let layout = Self.layout(Self.overflowing, width: 175)
    #expect(abs(layout.scrollOffset(progress: progress) - offset) < 1e-9)
  }

  @Test("Tabs that fit never scroll")
  func fittingTabsDoNotScroll() {
    let layout = Self.layout([50, 30, 70], width: 390)
    #expect(layout.scrollOffset(progress: 2) == 0)
    #expect(layout.maximumScrollOffset == 0)
  }

  // MARK: - Right-to-left

  @Test("Right-to-left puts tab 0 at the right end; indicator and offset are mirrored")
  func rightToLeft() throws {
    let layout = Self.layout(Self.overflowing, width: 175, direction: .rightToLeft)
    #expect(Self.tabs(layout) == Self.spans([(300, 100), (250, 50), (50, 200), (0, 50)]))
    #expect(layout.scrollOffset(progress: 0) == 225)
    #expect(layout.scrollOffset(progress: 3) == 0)
    #expect(abs(layout.scrollOffset(progress: 1.4) - 137.5) < 1e-9)
    let indicator = try #require(layout.indicator(progress: 1.4))
    #expect(abs(indicator.x - 182) < 1e-9 && abs(indicator.width - 86) < 1e-9)
    // At rest on tab 0 the strip shows its right end, tab 0 in view.
    #expect(layout.tabIndex(atX: 174, scrollOffset: 225) == 0)
    #expect(layout.tabIndex(atX: 10, scrollOffset: 0) == 3)
  }

  // MARK: - Hit testing

  @Test(
    "A point is on the tab whose span holds it; boundaries go to the later tab",
    arguments: [
      (10.0, 0.0, 0 as Int?), (99.9, 0, 0), (100, 0, 1), (149.99, 0, 1), (150, 0, 2),
      (150, 225, 3), (174.99, 225, 3), (175, 225, nil), (-1, 0, nil), (.nan, 0, nil),
    ])
  func hitTesting(x: Double, scroll: Double, expected: Int?) {
    let layout = Self.layout(Self.overflowing, width: 175)
    #expect(layout.tabIndex(atX: x, scrollOffset: scroll) == expected)
  }

  @Test(
    "Spacing is shared by its two tabs; insets belong to none",
    arguments: [
      (5.0, 0.0, nil as Int?), (10, 0, 0), (112.4, 0, 0), (112.5, 0, 1), (217.4, 0, 1),
      (217.5, 0, 2), (279, 145, 3), (280, 145, nil),
    ])
  func hitTestingWithSpacing(x: Double, scroll: Double, expected: Int?) {
    let layout = Self.layout([76, 76, 76, 76], width: 300, spacing: 5, leading: 10, trailing: 20)
    #expect(layout.tabIndex(atX: x, scrollOffset: scroll) == expected)
  }

  // MARK: - Selection

  @Test("The selected tab changes halfway; emphasis falls to 0 one tab away")
  func selection() {
    let layout = Self.layout([50, 30, 70], width: 390)
    #expect(layout.selectedTab(progress: 0.49) == 0)
    #expect(layout.selectedTab(progress: 0.5) == 1)
    #expect(layout.selectedTab(progress: 5) == 2)
    #expect(layout.emphasis(ofTab: 1, progress: 1.25) == 0.75)
    #expect(layout.emphasis(ofTab: 0, progress: 1.25) == 0)
    #expect(Self.layout([], width: 390).selectedTab(progress: 0) == nil)
  }

  // MARK: - Bad input

  @Test("No titles: no tabs, no indicator, nothing to scroll or hit")
  func noTitles() {
    let layout = Self.layout([], width: 390)
    #expect(layout.count == 0)
    #expect(layout.contentWidth == 390)
    #expect(layout.indicator(progress: 0) == nil)
    #expect(layout.indicatorFrame(progress: 0, height: 40) == nil)
    #expect(layout.scrollOffset(progress: 1) == 0)
    #expect(layout.tabIndex(atX: 20, scrollOffset: 0) == nil)
  }

  @Test("NaN, infinite and negative lengths count as 0; no output is ever non-finite")
  func badLengths() throws {
    let configuration = Layout.Configuration(
      titlePadding: -3, spacing: .nan, leadingInset: .infinity, trailingInset: -1,
      indicatorWidth: .fixed(.nan), indicatorHeight: .infinity)
    for mode in [Layout.Mode.scrollable, .fixed(.equal), .fixed(.content)] {
      var style = configuration
      style.mode = mode
      let layout = Layout(
        titleWidths: [.nan, -5, .infinity, 10, 1e300], width: .nan, configuration: style)
      #expect(layout.width == 0)
      #expect(layout.configuration.titlePadding == 0 && layout.configuration.spacing == 0)
      for index in 0..<layout.count {
        let tab = layout.tab(index)
        #expect(tab.x.isFinite && tab.width.isFinite && tab.width >= 0)
      }
      for progress in [-1, 0, 1.5, 4, .nan, .infinity] {
        let indicator = try #require(layout.indicator(progress: progress))
        #expect(indicator.x.isFinite && indicator.width == 0)
        let offset = layout.scrollOffset(progress: progress)
        #expect(offset >= 0 && offset <= layout.maximumScrollOffset)
      }
      #expect(layout.contentWidth.isFinite)
    }
  }

  @Test("An empty title makes a tab as wide as its padding")
  func emptyTitle() {
    let layout = Layout(
      titles: ["", "Item1"], width: 40, measure: { Layout.estimatedTitleWidth($0) })
    #expect(Self.tabs(layout) == Self.spans([(0, 24), (24, 69)]))
  }

  @Test("The estimated measure is 0.6 em per character (grapheme cluster)")
  func estimatedWidth() {
    #expect(Layout.estimatedTitleWidth("Item0") == 45)
    #expect(Layout.estimatedTitleWidth("推荐") == 18)
    #expect(Layout.estimatedTitleWidth("🇫🇷", fontSize: 20) == 12)
    #expect(Layout.estimatedTitleWidth("abc", fontSize: -4) == 0)
  }

  // MARK: - Random layouts

  @Test("Random bars: tabs in order inside the strip, the selected tab in view, no jumps")
  func randomLayouts() {
    var random = SeededGenerator(seed: 13)
    let modes: [Layout.Mode] = [.scrollable, .fixed(.equal), .fixed(.content)]
    for _ in 0..<500 {
      let titles = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        Double.random(in: 0...200, using: &random)
      }
      let direction = random.pick(LayoutDirection.cases)
      let layout = Self.layout(
        titles, width: Double.random(in: 50...500, using: &random), mode: random.pick(modes),
        spacing: Double.random(in: 0...20, using: &random),
        leading: Double.random(in: 0...30, using: &random),
        trailing: Double.random(in: 0...30, using: &random), direction: direction)
      let tabs = Self.tabs(layout)
      let ordered = direction == .leftToRight ? tabs : tabs.reversed()
      for (left, right) in zip(ordered, ordered.dropFirst()) {
        #expect(right.x >= left.maxX - 1e-9)
      }
      #expect(tabs.allSatisfy { $0.x >= -1e-9 && $0.maxX <= layout.contentWidth + 1e-9 })
      for (index, tab) in tabs.enumerated() {
        let scroll = layout.scrollOffset(progress: Double(index))
        #expect(scroll >= 0 && scroll <= layout.maximumScrollOffset + 1e-9)
        if tab.width <= layout.width {
          #expect(tab.x - scroll >= -1e-6 && tab.maxX - scroll <= layout.width + 1e-6)
        }
        if tab.width > 0 {
          #expect(layout.tabIndex(atX: tab.midX - scroll, scrollOffset: scroll) == index)
        }
        guard index > 0, let at = layout.indicator(progress: Double(index)),
          let before = layout.indicator(progress: Double(index) - 1e-9)
        else { continue }
        #expect(abs(at.x - before.x) < 1e-3 && abs(at.width - before.width) < 1e-3)
        #expect(abs(scroll - layout.scrollOffset(progress: Double(index) - 1e-9)) < 1e-3)
      }
    }
  }
}

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  // UIKit's accessibility traits and notifications are mutable C globals in the iOS 17.4 SDK,
  // and the stub's too; these tests read them, so they import them as an app would.
  @preconcurrency import UIKitStub

  @MainActor @Suite("SwipeSegmentedBar", .serialized)
  struct SwipeSegmentedBarTests {
    static let titles = ["Item0", "Item1", "Item2", "Item3"]
    /// Long enough to overflow a 390 pt bar (the stub measures 9 pt a character at 15 pt).
    static let longTitles = ["Recommended", "Technology", "Entertainment", "Sport", "Science"]

    /// A bar in a window of its own, laid out, on a fresh stub clock.
    static func standalone(
      _ titles: [String] = titles, width: CGFloat = 390
    ) -> (UIWindow, SwipeSegmentedBar) {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
      let bar = SwipeSegmentedBar(
        titles: titles, frame: CGRect(x: 0, y: 100, width: width, height: 44))
      window.addSubview(bar)
      UIKitStubDriver.current.layoutPass()
      return (window, bar)
    }

    /// The layout the bar should show: its titles measured as the stub's labels measure them.
    static func expectedLayout(
      _ titles: [String], width: Double = 390,
      configuration: SegmentedBarLayout.Configuration = .init(),
      fontSize: Double = 15, direction: LayoutDirection = .leftToRight
    ) -> SegmentedBarLayout {
      SegmentedBarLayout(
        titles: titles, width: width, configuration: configuration, direction: direction,
        measure: { SegmentedBarLayout.estimatedTitleWidth($0, fontSize: fontSize) })
    }

    /// Whether two frames agree to 10⁻⁹ pt (the stub keeps a frame as centre and size).
    static func close(_ a: CGRect, _ b: CGRect?) -> Bool {
      guard let b else { return false }
      return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
        && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// A tap (down and up in place) at `point` in the window.
    static func tap(_ window: UIWindow, at point: CGPoint) {
      let time = UIKitStubDriver.current.now + 0.05
      window.touchBegan(at: point, time: time)
      window.touchEnded(time: time + 0.05)
    }

    // MARK: - Frames

    @Test("Tab, indicator and strip frames are SegmentedBarLayout's, at rest and mid-swipe")
    func framesAreTheLayouts() throws {
      for (titles, configuration) in [
        (Self.titles, SegmentedBarLayout.Configuration()),
        (Self.titles, .init(mode: .fixed(.equal), spacing: 6, leadingInset: 10)),
        (
          Self.longTitles,
          .init(spacing: 8, leadingInset: 16, trailingInset: 16, indicatorWidth: .tab)
        ),
      ] {
        let (_, bar) = Self.standalone(titles)
        bar.configuration = configuration
        let layout = Self.expectedLayout(titles, configuration: configuration)
        #expect(bar.layout == layout)
        #expect(bar.strip.contentSize.width == CGFloat(layout.contentWidth))
        for progress in [0.0, 1.4, 2, 3.75] {
          bar.progress = CGFloat(progress)
          for (index, label) in bar.tabLabels.enumerated() {
            #expect(Self.close(label.frame, layout.tabFrame(index, height: 44)))
          }
          #expect(
            Self.close(bar.indicator.frame, layout.indicatorFrame(progress: progress, height: 44)))
          #expect(Double(bar.strip.contentOffset.x) == layout.scrollOffset(progress: progress))
        }
      }
    }

    @Test("Overflowing titles scroll the strip to keep the selected tab in view")
    func overflowScrolls() {
      let (_, bar) = Self.standalone(Self.longTitles)
      #expect(bar.layout.maximumScrollOffset > 0)
      bar.progress = 3
      let tab = bar.tabLabels[3].frame
      let visible = tab.offsetBy(dx: -bar.strip.contentOffset.x, dy: 0)
      #expect(bar.strip.contentOffset.x > 0)
      #expect(visible.minX >= 0 && visible.maxX <= 390)
    }

    @Test("Right-to-left puts tab 0 at the right end of the strip")
    func rightToLeft() {
      let (_, bar) = Self.standalone(Self.longTitles)
      bar.semanticContentAttribute = .forceRightToLeft
      bar.setNeedsLayout()
      bar.layoutIfNeeded()
      let layout = Self.expectedLayout(Self.longTitles, direction: .rightToLeft)
      #expect(bar.layout == layout)
      #expect(bar.tabLabels[0].frame.maxX == CGFloat(layout.contentWidth))
      #expect(Double(bar.strip.contentOffset.x) == layout.maximumScrollOffset)
    }

    // MARK: - Selecting

    @Test("A tap selects its tab: .valueChanged once, the handler, and the progress")
    func tapSelects() throws {
      let (window, bar) = Self.standalone()
      var events: [String] = []
      bar.addHandler(for: .valueChanged) { _ in events.append("valueChanged") }
      bar.selectionHandler = { events.append("select \($0)") }
      let tab = bar.layout.tab(2)
      Self.tap(window, at: CGPoint(x: tab.midX, y: 120))
      #expect(events == ["valueChanged", "select 2"])
      #expect(bar.progress == 2)
      #expect(bar.selectedIndex == 2)
      // A tap outside every tab (the bar without titles) does nothing.
      bar.titles = []
      Self.tap(window, at: CGPoint(x: tab.midX, y: 120))
      #expect(events.count == 2)
      #expect(bar.indicator.isHidden)
    }

    @Test("In a SwipeTableView a tap scrolls to the page, and the bar follows pageProgress")
    func drivesTheContainer() throws {
      let fixture = AdapterFixture()
      let bar = SwipeSegmentedBar(
        titles: Self.titles, frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      fixture.table.swipeHeaderBar = bar
      UIKitStubDriver.current.layoutPass()
      #expect(bar.swipeTableView === fixture.table)
      let tab = bar.layout.tab(3)
      Self.tap(fixture.window, at: CGPoint(x: tab.midX, y: bar.frame.midY))
      var followed = 0
      let end = fixture.now + 0.6
      while fixture.now < end {
        fixture.run(until: fixture.now + 1.0 / 60)
        #expect(bar.progress == fixture.table.pageProgress)
        #expect(
          Self.close(
            bar.indicator.frame,
            bar.layout.indicatorFrame(progress: Double(bar.progress), height: 40)))
        if bar.progress > 0, bar.progress < 3 { followed += 1 }
      }
      #expect(followed > 5, "the indicator slides with the animation")
      #expect(fixture.table.currentItemIndex == 3)
      #expect(bar.progress == 3)
      #expect(bar.selectedIndex == 3)
    }

    @Test("In a container a drag on the bar swipes the pages and the strip follows")
    func dragOnTheBar() {
      let fixture = AdapterFixture(heights: Array(repeating: 2000, count: 5))
      let bar = SwipeSegmentedBar(
        titles: Self.titles, frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      fixture.table.swipeHeaderBar = bar
      UIKitStubDriver.current.layoutPass()
      #expect(bar.layout.maximumScrollOffset == 0, "the tabs fit")
      let y = bar.frame.midY
      fixture.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.2)
      fixture.run(until: fixture.now + 1)
      #expect(fixture.table.currentItemIndex == 1)
    }

    @Test("An overflowing strip scrolls under a drag while it can, then the drag swipes the pages")
    func dragOnAnOverflowingStrip() throws {
      let fixture = AdapterFixture(heights: Array(repeating: 2000, count: 5))
      let bar = SwipeSegmentedBar(
        titles: Self.longTitles, frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      fixture.table.swipeHeaderBar = bar
      UIKitStubDriver.current.layoutPass()
      let maximum = CGFloat(bar.layout.maximumScrollOffset)
      #expect(maximum > 100, "the titles overflow")
      let y = bar.frame.midY
      // Toward the far tabs: the strip scrolls, the pages stay.
      fixture.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 250, y: y), duration: 0.2)
      fixture.run(until: fixture.now + 2)
      let scrolled = bar.strip.contentOffset.x
      #expect(scrolled > 40)
      #expect(fixture.table.currentItemIndex == 0 && fixture.table.pager.contentOffset.x == 0)
      // Back past its start: the strip cannot move that way, so the pages get the drag (page 0
      // bounces at its edge) and the strip stays where the user left it.
      fixture.drag(from: CGPoint(x: 100, y: y), to: CGPoint(x: 300, y: y), duration: 0.2)
      #expect(bar.strip.contentOffset.x < scrolled, "the strip takes it: it can move back")
      fixture.run(until: fixture.now + 2)
      // Drag the strip to its end (it bounces there), then once more: the pages turn.
      fixture.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 50, y: y), duration: 0.3)
      fixture.run(until: fixture.now + 2)
      #expect(abs(bar.strip.contentOffset.x - maximum) < 0.5, "at its end")
      #expect(fixture.table.currentItemIndex == 0, "the strip took every drag while it could move")
      var previous = bar.strip.contentOffset.x
      var largestStep: CGFloat = 0
      func frame(_ time: TimeInterval) {
        UIKitStubDriver.current.run(until: time, frameInterval: 1.0 / 120)
        largestStep = max(largestStep, abs(bar.strip.contentOffset.x - previous))
        previous = bar.strip.contentOffset.x
      }
      // A move a frame: 200 pt over 0.2 s, then the pager settles.
      let start = fixture.now + 0.01
      fixture.window.touchBegan(at: CGPoint(x: 300, y: y), time: start)
      for step in 1...24 {
        let time = start + Double(step) / 120
        fixture.window.touchMoved(to: CGPoint(x: 300 - 200 * Double(step) / 24, y: y), time: time)
        frame(time)
      }
      fixture.window.touchEnded(time: start + 0.2)
      for step in 1...90 { frame(start + 0.2 + Double(step) / 120) }
      #expect(fixture.table.currentItemIndex == 1, "past its end, the drag swipes the pages")
      // From where the user left it to the selected tab, without a jump (at most a tenth of
      // the way a frame), ending where the progress puts it.
      #expect(largestStep < maximum / 10)
      #expect(
        abs(Double(bar.strip.contentOffset.x) - bar.layout.scrollOffset(progress: 1)) < 0.01)
    }

    @Test("Alone, an overflowing strip scrolls under the finger either way")
    func dragAlone() {
      let (window, bar) = Self.standalone(Self.longTitles)
      window.drag(
        from: CGPoint(x: 300, y: 122), to: CGPoint(x: 250, y: 122),
        startingAt: UIKitStubDriver.current.now + 0.01, duration: 0.2)
      UIKitStubDriver.current.run(until: UIKitStubDriver.current.now + 2, frameInterval: 1.0 / 60)
      #expect(bar.strip.contentOffset.x > 30)
    }

    // MARK: - Accessibility and Dynamic Type

    @Test("Each tab is a button element named by its title; the current one is selected")
    func accessibility() {
      let (_, bar) = Self.standalone()
      #expect(!bar.isAccessibilityElement)
      #expect(bar.accessibilityTraits.contains(.tabBar))
      func selected() -> [Bool] { bar.tabLabels.map { $0.accessibilityTraits.contains(.selected) } }
      #expect(bar.tabLabels.map(\.isAccessibilityElement) == [true, true, true, true])
      #expect(bar.tabLabels.map(\.accessibilityLabel) == Self.titles)
      #expect(bar.tabLabels.allSatisfy { $0.accessibilityTraits.contains(.button) })
      #expect(selected() == [true, false, false, false])
      bar.progress = 1.6
      #expect(selected() == [false, false, true, false])
      #expect(bar.selectedIndex == 2)
    }

    @Test("Titles follow Dynamic Type; a larger font lays the tabs out again")
    func dynamicType() {
      let (_, bar) = Self.standalone(Self.longTitles)
      #expect(bar.tabLabels.allSatisfy { $0.adjustsFontForContentSizeCategory })
      #expect(bar.tabLabels.allSatisfy { $0.font.pointSize == 15 })
      // The system gives the labels a larger font, then a layout pass follows.
      for label in bar.tabLabels { label.font = .systemFont(ofSize: 20) }
      bar.setNeedsLayout()
      bar.layoutIfNeeded()
      #expect(bar.layout == Self.expectedLayout(Self.longTitles, fontSize: 20))
      bar.titleFont = .systemFont(ofSize: 12)
      #expect(bar.layout == Self.expectedLayout(Self.longTitles, fontSize: 12))
    }

    /// The height the bar needs for titles of `fontSize` pt: a 1.2 em line, 12 pt above and
    /// below, and the 2 pt indicator, at least 44 pt.
    static func barHeight(fontSize: CGFloat) -> CGFloat {
      max(44, (1.2 * fontSize + 24 + 2).rounded(.up))
    }

    @Test("At the largest accessibility size the default font makes the bar taller from the start")
    func largestTextSizeAtStart() {
      UIKitStubDriver.reset(now: 0)
      UIKitStubDriver.current.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let bar = SwipeSegmentedBar(
        titles: Self.longTitles, frame: CGRect(x: 0, y: 100, width: 390, height: 44))
      window.addSubview(bar)
      UIKitStubDriver.current.layoutPass()
      // The subheadline style is 49 pt there (15 pt at the default size).
      #expect(bar.titleFont.pointSize == 49)
      #expect(bar.frame.height == Self.barHeight(fontSize: 49))
      #expect(bar.frame.height == 85)
      #expect(bar.layout == Self.expectedLayout(Self.longTitles, fontSize: 49))
    }

    @Test(
      "A text size change re-measures the bar with the default font, alone and in a container",
      arguments: [false, true])
    func textSizeChange(inContainer: Bool) {
      let fixture = inContainer ? AdapterFixture() : nil
      let window: UIWindow
      let bar: SwipeSegmentedBar
      if let fixture {
        window = fixture.window
        bar = SwipeSegmentedBar(
          titles: Self.longTitles, frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        fixture.table.swipeHeaderBar = bar
        UIKitStubDriver.current.layoutPass()
      } else {
        (window, bar) = Self.standalone(Self.longTitles)
      }
      #expect(bar.frame.height == 44)
      for (category, size) in [
        (UIContentSizeCategory.accessibilityExtraExtraExtraLarge, CGFloat(49)),
        (.extraLarge, 17), (.extraSmall, 12), (.large, 15),
      ] {
        UIKitStubDriver.current.preferredContentSizeCategory = category
        UIKitStubDriver.current.layoutPass()
        #expect(bar.titleFont.pointSize == size)
        #expect(bar.tabLabels.allSatisfy { $0.font.pointSize == size })
        #expect(bar.frame.height == Self.barHeight(fontSize: size), "\(category.rawValue)")
        #expect(bar.layout == Self.expectedLayout(Self.longTitles, fontSize: Double(size)))
        if let fixture {
          // The container lays the pages out under the bar's new height.
          #expect(fixture.table.engine.barHeight == Double(bar.frame.height))
        }
      }
      withExtendedLifetime(window) {}
    }

    @Test("A font the app set is kept at a text size change; the labels adjust it themselves")
    func appFontKept() {
      let (_, bar) = Self.standalone(Self.longTitles)
      bar.titleFont = .systemFont(ofSize: 20)
      let height = bar.frame.height
      UIKitStubDriver.current.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      UIKitStubDriver.current.layoutPass()
      #expect(bar.titleFont.pointSize == 20)
      #expect(bar.frame.height == height)
      #expect(bar.layout == Self.expectedLayout(Self.longTitles, fontSize: 20))
    }

    @Test("New titles rebuild the tabs and keep the progress")
    func newTitles() {
      let (_, bar) = Self.standalone()
      bar.progress = 1
      bar.titles = ["A", "B"]
      #expect(bar.tabLabels.map(\.text) == ["A", "B"])
      #expect(bar.layout == Self.expectedLayout(["A", "B"]))
      #expect(bar.selectedIndex == 1)
      #expect(bar.tabLabels[1].textColor == bar.selectedTitleColor)
    }
  }
#endif

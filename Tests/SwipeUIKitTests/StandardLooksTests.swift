#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// The standard looks, the defaults: the refresh spinner and text, the load-more footer.
  @MainActor @Suite("Standard looks")
  struct StandardLooksTests {
    /// The fixture with the seed's refresh and load more on every page, and no look set.
    static func fixture(heights: [CGFloat] = [2000, 2000, 300, 2000]) -> AdapterFixture {
      let fixture = AdapterFixture(heights: heights)
      fixture.table.refreshConfiguration = .seed
      fixture.table.loadMoreConfiguration = .init()
      fixture.table.reloadData()
      UIKitStubDriver.current.layoutPass()
      return fixture
    }

    static func refreshIndicator(_ table: SwipeTableView) throws -> StandardRefreshIndicator {
      try #require(table.refreshIndicators[table.currentItemIndex] as? StandardRefreshIndicator)
    }

    static func footer(_ table: SwipeTableView, page: Int) -> StandardLoadMoreIndicator? {
      table.itemView(at: page)?.subviews.lazy.compactMap { $0 as? StandardLoadMoreIndicator }
        .first
    }

    /// How many spokes show whole.
    static func drawnSpokes(_ indicator: StandardRefreshIndicator) -> Int {
      indicator.spinner.spokes.filter { $0.opacity == 1 }.count
    }

    static func spinningSpokes(_ indicator: StandardRefreshIndicator) -> Int {
      indicator.spinner.spokes.filter { $0.animation(forKey: RefreshSpinner.spinKey) != nil }
        .count
    }

    @Test("With no code, a pull draws the spinner in spoke by spoke with the pull's text")
    func pullDrawsIn() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let indicator = try Self.refreshIndicator(table)
      #expect(indicator.isHidden && indicator.clipsToBounds)
      fixture.drag(
        from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 470), duration: 0.3, lift: false)
      let progress = table.refreshPullProgress(at: 0)
      #expect(progress > 0.25 && progress < 1)
      #expect(Self.drawnSpokes(indicator) == Int(progress * 8))
      #expect(indicator.titleLabel.text == "Pull down to refresh")
      #expect(indicator.detailLabel.isHidden, "no last-updated line unless asked")
      fixture.drag(
        from: CGPoint(x: 195, y: 470), to: CGPoint(x: 195, y: 700), duration: 0.3, lift: false)
      #expect(table.refreshState(at: 0) == .armed)
      #expect(Self.drawnSpokes(indicator) == 8)
      #expect(indicator.titleLabel.text == "Release to refresh")
      // Centred in the strip, the text after the spinner.
      let spinner = indicator.spinner.layer.frame
      #expect(abs(spinner.midY - indicator.bounds.midY) < 0.5)
      #expect(indicator.titleLabel.frame.minX == spinner.maxX + RefreshSpinner.spacing)
      let left = spinner.minX
      let right = indicator.bounds.width - indicator.titleLabel.frame.maxX
      #expect(abs(left - right) <= 1)
    }

    @Test("Refreshing spins every spoke, shaded; the result hides it and says so, with the time")
    func refreshThenResult() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let indicator = try Self.refreshIndicator(table)
      indicator.showsLastUpdated = true
      #expect(indicator.detailLabel.text == "Not updated yet")
      fixture.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
      fixture.run(until: fixture.now + 0.5)
      #expect(table.refreshState(at: 0) == .refreshing)
      #expect(indicator.titleLabel.text == "Refreshing…")
      #expect(Self.spinningSpokes(indicator) == 8)
      let shades = indicator.spinner.spokes.map(\.opacity)
      #expect(shades == shades.sorted() && shades.first! < shades.last!, "the last one leads")
      table.endRefreshing(at: 0)
      fixture.run(until: fixture.now + 0.1)
      #expect(indicator.titleLabel.text == "Updated")
      #expect(indicator.spinner.layer.isHidden && Self.spinningSpokes(indicator) == 0)
      let updated = try #require(indicator.lastUpdated)
      #expect(abs(updated.timeIntervalSinceNow) < 5)
      #expect(indicator.detailLabel.text?.hasPrefix("Last updated: ") == true)
      fixture.run(until: fixture.now + 3)
      #expect(indicator.isHidden, "closed")
      // A new indicator for the page (a new look) knows when the page was last updated.
      table.refreshLook = .standard
      UIKitStubDriver.current.layoutPass()
      let fresh = try Self.refreshIndicator(table)
      #expect(fresh !== indicator && fresh.lastUpdated == updated)
    }

    @Test("Reduce Motion: refreshing shows the shaded spokes, unmoving")
    func reduceMotion() throws {
      let fixture = Self.fixture()
      UIKitStubDriver.current.isReduceMotionEnabled = true
      defer { UIKitStubDriver.current.isReduceMotionEnabled = false }
      let table = fixture.table
      let indicator = try Self.refreshIndicator(table)
      table.beginRefreshing(at: 0)
      fixture.run(until: fixture.now + 0.5)
      #expect(table.refreshState(at: 0) == .refreshing)
      #expect(!indicator.spinner.layer.isHidden)
      #expect(Self.spinningSpokes(indicator) == 0)
      #expect(indicator.spinner.spokes.map(\.opacity) == (0..<8).map(RefreshSpinner.shade))
    }

    @Test("Texts and tint are the app's to set; a failure says so")
    func textsAndTint() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let pink = UIColor(red: 1, green: 0.2, blue: 0.6, alpha: 1)
      table.refreshLook = .custom {
        let look = StandardRefreshIndicator(frame: .zero)
        var texts = SwipeRefreshTexts()
        texts.refreshing = "Chargement…"
        texts.failed = "Échec"
        look.texts = texts
        look.tintColor = pink
        return look
      }
      UIKitStubDriver.current.layoutPass()
      let indicator = try Self.refreshIndicator(table)
      #expect(
        indicator.spinner.spokes.allSatisfy {
          $0.strokeColor?.red == pink.red && $0.strokeColor?.blue == pink.blue
        })
      let gray = StandardRefreshIndicator(frame: .zero).tintColor
      #expect(gray?.red == UIColor.systemGray.red && gray?.blue == UIColor.systemGray.blue)
      table.beginRefreshing(at: 0)
      fixture.run(until: fixture.now + 0.5)
      #expect(indicator.titleLabel.text == "Chargement…")
      table.endRefreshing(at: 0, result: .failure)
      fixture.run(until: fixture.now + 0.1)
      #expect(indicator.titleLabel.text == "Échec")
      indicator.showsText = false
      #expect(indicator.titleLabel.isHidden)
      indicator.layoutSubviews()
      #expect(abs(indicator.spinner.layer.frame.midX - indicator.bounds.midX) < 0.5)
    }

    @Test("Dynamic Type: the text follows the user's size")
    func dynamicType() throws {
      let fixture = Self.fixture()
      let indicator = try Self.refreshIndicator(fixture.table)
      let regular = indicator.titleLabel.font.pointSize
      UIKitStubDriver.current.preferredContentSizeCategory = .accessibilityLarge
      defer { UIKitStubDriver.current.preferredContentSizeCategory = .large }
      #expect(indicator.titleLabel.font.pointSize > regular)
    }

    @Test("A long page keeps a 44 pt footer below its content; a short one shows none")
    func footerPlacement() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let page = try #require(table.itemView(at: 0))
      let footer = try #require(Self.footer(table, page: 0))
      #expect(!footer.isHidden)
      #expect(footer.frame == CGRect(x: 0, y: page.contentSize.height, width: 390, height: 44))
      #expect(footer.titleLabel.text == "Load more")
      let withFooter = page.contentInset.bottom
      table.loadMoreLook = .none
      UIKitStubDriver.current.layoutPass()
      #expect(page.contentInset.bottom == withFooter - 44, "the room is the footer's")
      #expect(Self.footer(table, page: 0) == nil)
      table.loadMoreLook = .standard
      table.scrollToItem(at: 2, animated: false)
      UIKitStubDriver.current.layoutPass()
      #expect(Self.footer(table, page: 2)?.isHidden ?? true, "content that fits: no footer")
    }

    @Test("Scrolled to the end: loading spins and says so; then load more, then no more data")
    func footerStates() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let footer = try #require(Self.footer(table, page: 0))
      for _ in 0..<6 {
        fixture.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 150), duration: 0.1)
        fixture.run(until: fixture.now + 0.6)
      }
      #expect(table.loadMoreState(at: 0) == .loading)
      #expect(footer.titleLabel.text == "Loading…")
      #expect(
        footer.spinner.spokes.allSatisfy { $0.animation(forKey: RefreshSpinner.spinKey) != nil })
      let page = try #require(table.itemView(at: 0))
      fixture.run(until: fixture.now + 3)
      let visibleBottom = page.contentOffset.y + page.bounds.height
      #expect(footer.frame.maxY <= visibleBottom + 0.5, "the footer shows at the end")
      #expect(footer.frame.minY >= page.contentOffset.y)
      table.endLoadingMore(at: 0)
      UIKitStubDriver.current.layoutPass()
      #expect(footer.titleLabel.text == "Load more" && footer.spinner.layer.isHidden)
      #expect(footer.accessibilityTraits == AccessibilityConstants.button)
      table.setNoMoreData(at: 0)
      UIKitStubDriver.current.layoutPass()
      #expect(footer.titleLabel.text == "No more data")
      #expect(footer.accessibilityTraits == AccessibilityConstants.staticText)
      #expect(footer.accessibilityLabel == "No more data")
    }

    @Test("A tap on the footer loads now; VoiceOver's activation too; not after no more data")
    func tapLoads() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let page = try #require(table.itemView(at: 0))
      let footer = try #require(Self.footer(table, page: 0))
      // Bring the footer on screen by code (no drag near the end to fire it).
      page.contentOffset = CGPoint(
        x: 0, y: page.contentSize.height + page.adjustedContentInset.bottom - page.bounds.height)
      UIKitStubDriver.current.layoutPass()
      #expect(table.loadMoreState(at: 0) == .idle)
      let point = footer.convert(CGPoint(x: footer.bounds.midX, y: 22), to: fixture.window)
      #expect(point.y > 0 && point.y < 844, "on screen: \(point), offset \(page.contentOffset.y)")
      let time = fixture.now + 0.1
      fixture.window.touchBegan(at: point, time: time)
      fixture.window.touchEnded(time: time + 0.05)
      fixture.run(until: time + 0.1)
      #expect(table.loadMoreState(at: 0) == .loading)
      table.endLoadingMore(at: 0)
      UIKitStubDriver.current.layoutPass()
      #expect(footer.accessibilityActivate())
      #expect(table.loadMoreState(at: 0) == .loading)
      table.endLoadingMore(at: 0)
      table.setNoMoreData(at: 0)
      UIKitStubDriver.current.layoutPass()
      #expect(!footer.accessibilityActivate())
      #expect(table.loadMoreState(at: 0) == .noMoreData)
    }

    @Test("A last-updated time the app gives its look is kept and shown")
    func appsLastUpdated() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let yesterday = Date(timeIntervalSinceNow: -86_400)
      table.refreshLook = .custom {
        let look = StandardRefreshIndicator(frame: .zero)
        look.showsLastUpdated = true
        look.lastUpdated = yesterday
        return look
      }
      UIKitStubDriver.current.layoutPass()
      let indicator = try Self.refreshIndicator(table)
      #expect(indicator.lastUpdated == yesterday, "not wiped by the container")
      #expect(indicator.detailLabel.text?.hasPrefix("Last updated: ") == true)
      let now = Date()
      indicator.lastUpdated = now
      #expect(indicator.detailLabel.text == SwipeRefreshTexts().lastUpdatedLine(for: now))
    }
  }
#endif

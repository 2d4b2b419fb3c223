#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// SwipeRefreshControl's and SwipeLoadMoreControl's looks on a plain table.
  @MainActor @Suite("Control looks")
  struct ControlLooksTests {
    typealias Fixture = SwipeRefreshControlTests.Fixture

    @Test("The refresh control shows the standard look, filling it as the pull opens it")
    func refreshControlLook() throws {
      let fixture = Fixture()
      let control = fixture.refresh
      let indicator = try #require(control.indicator as? StandardRefreshIndicator)
      #expect(indicator.superview === control)
      fixture.window.drag(
        from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 260), startingAt: fixture.now + 0.01,
        duration: 0.3, steps: 36, lift: false)
      #expect(control.bounds.height > 0 && indicator.frame == control.bounds)
      #expect(
        indicator.state == control.refreshState && indicator.pullProgress == control.pullProgress)
      #expect(indicator.titleLabel.text == "Pull down to refresh")
      fixture.window.touchEnded(time: fixture.now + 0.01)
      control.look = .pullDown
      #expect(control.indicator is PullDownRefreshIndicator)
      #expect(!control.subviews.contains { $0 is StandardRefreshIndicator })
      control.look = .none
      #expect(control.indicator == nil && control.subviews.isEmpty)
    }

    @Test("The load-more control keeps 44 pt below the rows and shows the standard footer there")
    func loadMoreControlLook() throws {
      let fixture = Fixture()
      let table = fixture.table
      let control = fixture.loadMore
      let footer = try #require(control.indicator as? StandardLoadMoreIndicator)
      #expect(control.frame == CGRect(x: 0, y: table.contentSize.height, width: 390, height: 44))
      #expect(footer.frame == control.bounds && footer.titleLabel.text == "Load more")
      #expect(table.contentInset.bottom == 44, "the app's 0 plus the footer's room")
      control.look = .none
      fixture.run(for: 0.1)
      #expect(table.contentInset.bottom == 0, "given back whole")
      control.look = .standard
      fixture.run(for: 0.1)
      #expect(table.contentInset.bottom == 44)
      let end = table.contentSize.height + 44 - 844
      table.contentOffset = CGPoint(x: 0, y: end - 100)
      fixture.run(for: 0.1)
      fixture.drag(from: 700, to: 300)
      fixture.run(for: 1)
      #expect(fixture.fired == ["more"])
      let loading = try #require(control.indicator as? StandardLoadMoreIndicator)
      #expect(loading.titleLabel.text == "Loading…" && !loading.spinner.layer.isHidden)
      control.setNoMoreData()
      #expect(loading.titleLabel.text == "No more data")
    }

    @Test("A tap on the footer loads; a drag that starts on it scrolls the table")
    func loadMoreTap() throws {
      let fixture = Fixture()
      let table = fixture.table
      let control = fixture.loadMore
      table.contentOffset = CGPoint(x: 0, y: table.contentSize.height + 44 - 844)
      fixture.run(for: 0.1)
      #expect(fixture.fired.isEmpty)
      let point = control.convert(CGPoint(x: 195, y: 22), to: fixture.window)
      #expect(point.y > 780 && point.y < 844)
      let time = fixture.now + 0.05
      fixture.window.touchBegan(at: point, time: time)
      fixture.window.touchEnded(time: time + 0.05)
      fixture.run(for: 0.2)
      #expect(fixture.fired == ["more"])
      control.endLoadingMore()
      let before = table.contentOffset.y
      fixture.drag(from: point.y, to: point.y - 300)
      #expect(table.contentOffset.y > before + 100, "the drag scrolled")
    }

    @Test("Short content shows no footer and keeps no room")
    func shortContent() throws {
      let fixture = Fixture()
      fixture.table.content = UITableView.Content(
        numberOfRows: { _, _ in 3 },
        cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
      fixture.table.reloadData()
      fixture.run(for: 0.1)
      #expect(fixture.loadMore.isHidden)
      #expect(fixture.table.contentInset.bottom == 0)
    }
  }
#endif

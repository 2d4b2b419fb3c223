#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// What a `SwipeTableViewDelegate` hears beyond the seed's calls: pages appearing and
  /// disappearing, a refresh's state and pull progress, the header's height; and a container
  /// made from a coder, as a storyboard makes it.
  @MainActor @Suite("SwipeTableView delegate API")
  struct DelegateAPITests {
    /// Records appearance steps as "0+" (will appear), "0*" (did appear), "0-" (will
    /// disappear), "0/" (did disappear), and refresh updates.
    final class Log: SwipeTableViewDelegate {
      var steps: [String] = []
      var refreshes: [(index: Int, state: RefreshState, progress: CGFloat)] = []
      var headerHeight: CGFloat?
      var headerQuestions = 0

      func take() -> [String] {
        defer { steps.removeAll() }
        return steps
      }

      func swipeTableView(_ swipeTableView: SwipeTableView, willAppearItemAt index: Int) {
        steps.append("\(index)+")
      }
      func swipeTableView(_ swipeTableView: SwipeTableView, didAppearItemAt index: Int) {
        steps.append("\(index)*")
      }
      func swipeTableView(_ swipeTableView: SwipeTableView, willDisappearItemAt index: Int) {
        steps.append("\(index)-")
      }
      func swipeTableView(_ swipeTableView: SwipeTableView, didDisappearItemAt index: Int) {
        steps.append("\(index)/")
      }
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat
      ) {
        refreshes.append((index, swipeTableView.refreshState(at: index), pullProgress))
      }
      func swipeTableViewHeightForHeader(_ swipeTableView: SwipeTableView) -> CGFloat {
        headerQuestions += 1
        return headerHeight ?? -1
      }
    }

    /// Two plain pages, 2,000 pt tall.
    final class Pages: SwipeTableViewDataSource {
      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 2 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view ?? UIScrollView(frame: swipeTableView.bounds)
        page.contentSize = CGSize(width: swipeTableView.bounds.width, height: 2000)
        return page
      }
    }

    @Test("Pages appear and disappear with the window and with a swipe, in UIKit's order")
    func appearance() {
      let fixture = AdapterFixture()
      let log = Log()
      fixture.table.delegate = log
      fixture.run(until: 0.05)
      fixture.table.removeFromSuperview()
      #expect(log.take() == ["0-", "0/"])
      fixture.window.addSubview(fixture.table)
      #expect(log.take() == ["0+", "0*"])
      fixture.drag(
        from: CGPoint(x: 350, y: 600), to: CGPoint(x: 50, y: 600), duration: 0.25)
      fixture.run(until: fixture.now + 2)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(log.take() == ["0-", "1+", "0/", "1*"])
      fixture.table.scrollToItem(at: 3, animated: true)
      fixture.run(until: fixture.now + 1)
      #expect(log.take() == ["1-", "3+", "1/", "3*"], "page 2, passed on the way, is not told")
    }

    @Test("A pull tells its progress each frame and the refresh state, without observing offsets")
    func refreshProgress() throws {
      let fixture = AdapterFixture()
      let log = Log()
      fixture.table.delegate = log
      fixture.table.refreshConfiguration = .seed
      fixture.run(until: 0.05)
      fixture.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.5)
      fixture.run(until: fixture.now + 1.5)
      let progress = log.refreshes.map(\.progress)
      #expect(log.refreshes.allSatisfy { $0.index == 0 })
      #expect(progress.count > 20, "a call per frame of the pull")
      #expect(progress.contains { $0 >= 1 })
      #expect(log.refreshes.contains { $0.state == .armed })
      #expect(log.refreshes.last?.state == .refreshing)
      #expect(abs(fixture.table.refreshPullProgress(at: 0) - 1) < 1e-9, "held: 60 of 60")
      fixture.table.endRefreshing(at: 0)
      fixture.run(until: fixture.now + 3)
      let last = try #require(log.refreshes.last)
      #expect(last.state == .idle && last.progress == 0)
    }

    @Test("The delegate's header height, asked at each reload and width, wins over the frame")
    func delegateHeaderHeight() throws {
      let fixture = AdapterFixture()
      let log = Log()
      log.headerHeight = 150
      fixture.table.delegate = log
      fixture.run(until: 0.05)
      let header = try #require(fixture.table.swipeHeaderView)
      #expect(header.frame.height == 150)
      #expect(abs((fixture.table.swipeHeaderBar?.frame.minY ?? 0) - (64 + 150)) < 0.5)
      let asked = log.headerQuestions
      fixture.run(until: 0.1)
      #expect(log.headerQuestions == asked, "not asked again without a reason")
      log.headerHeight = 90
      fixture.table.reloadData()
      fixture.run(until: 0.15)
      #expect(header.frame.height == 90)
      log.headerHeight = nil
      fixture.table.invalidateHeaderHeight()
      fixture.run(until: 0.2)
      #expect(header.frame.height == 90, "no answer: the frame's height stays")
    }

    @Test("Auto Layout sizes the header at the container's width, again when the width changes")
    func autoLayoutHeader() throws {
      let fixture = AdapterFixture()
      let header = try #require(fixture.table.swipeHeaderView)
      // Constraints that wrap: 60,000 pt² of text over the width.
      header.modelFittingHeight = { width in (60_000 / width).rounded(.up) }
      fixture.table.headerSizing = .autoLayout
      fixture.run(until: 0.05)
      #expect(header.frame.height == 154)
      #expect(fixture.table.engine.headerHeight == 154)
      #expect(abs((fixture.table.swipeHeaderBar?.frame.minY ?? 0) - (64 + 154)) < 0.5)
      fixture.table.frame = CGRect(x: 0, y: 0, width: 600, height: 844)
      fixture.run(until: 0.1)
      #expect(header.frame.height == 100)
      #expect(header.frame.width == 600)
      header.modelFittingHeight = { width in (90_000 / width).rounded(.up) }
      fixture.run(until: 0.15)
      #expect(header.frame.height == 100, "measured only when asked")
      fixture.table.invalidateHeaderHeight()
      fixture.run(until: 0.2)
      #expect(header.frame.height == 150)
    }

    @Test("A header sized by Auto Layout is measured again when the user's text size changes")
    func headerFollowsTextSize() throws {
      let fixture = AdapterFixture()
      let header = try #require(fixture.table.swipeHeaderView)
      // A label's text that wraps, 20% taller at Extra Extra Large.
      header.modelFittingHeight = { width in
        let large = UIKitStubDriver.current.preferredContentSizeCategory == .extraExtraLarge
        return ((large ? 72_000 : 60_000) / width).rounded(.up)
      }
      fixture.table.headerSizing = .autoLayout
      fixture.run(until: 0.05)
      #expect(header.frame.height == 154)
      UIKitStubDriver.current.preferredContentSizeCategory = .extraExtraLarge
      fixture.run(until: 0.1)
      // Before: 154 until a width change, a reload or invalidateHeaderHeight().
      #expect(header.frame.height == 185)
      #expect(abs((fixture.table.swipeHeaderBar?.frame.minY ?? 0) - (64 + 185)) < 0.5)
    }

    @Test("A container and a bar made from a coder, as a storyboard makes them, work")
    func fromCoder() throws {
      UIKitStubDriver.reset(now: 0)
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: ["view": "SwipeTableView"], requiringSecureCoding: false)
      let table = try #require(SwipeTableView(coder: NSKeyedUnarchiver(forReadingFrom: data)))
      let bar = try #require(SwipeSegmentedBar(coder: NSKeyedUnarchiver(forReadingFrom: data)))
      bar.titles = ["Posts", "Photos"]
      bar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      table.frame = window.bounds
      window.addSubview(table)
      table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      table.swipeHeaderBar = bar
      let pages = Pages()
      table.dataSource = pages
      UIKitStubDriver.current.run(until: 0.05, frameInterval: 1.0 / 120)
      #expect(table.currentItemView?.frame.size == CGSize(width: 390, height: 844))
      #expect(bar.frame.minY == 200 + table.swipeHeaderTopInset)
      bar.select(1, animated: false)
      #expect(table.currentItemIndex == 1)
      #expect(bar.tabLabels.map(\.text) == ["Posts", "Photos"])
      withExtendedLifetime((window, pages)) {}
    }
  }
#endif

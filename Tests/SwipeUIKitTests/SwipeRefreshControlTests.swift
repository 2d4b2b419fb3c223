#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// SwipeRefreshControl and SwipeLoadMoreControl on a plain table, outside any container.
  @MainActor @Suite("SwipeRefreshControl")
  struct SwipeRefreshControlTests {
    /// A window with a 40-row table that has its own 20 pt top inset, and both controls.
    @MainActor final class Fixture {
      let window: UIWindow
      let table: UITableView
      let refresh = SwipeRefreshControl()
      let loadMore = SwipeLoadMoreControl()
      var fired: [String] = []

      init() {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 60
        table.content = UITableView.Content(
          numberOfRows: { _, _ in 40 },
          cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.contentOffset = CGPoint(x: 0, y: -20)
        window.addSubview(table)
        table.reloadData()
        table.addSubview(refresh)
        table.addSubview(loadMore)
        refresh.addHandler(for: .valueChanged) { [unowned self] _ in self.fired.append("refresh") }
        loadMore.addHandler(for: .valueChanged) { [unowned self] _ in self.fired.append("more") }
        UIKitStubDriver.current.layoutPass()
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func drag(from: CGFloat, to: CGFloat, duration: TimeInterval = 0.3) {
        let steps = Int(duration * 120)
        window.drag(
          from: CGPoint(x: 195, y: from), to: CGPoint(x: 195, y: to), startingAt: now + 0.01,
          duration: duration, steps: steps)
      }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
      }
    }

    @Test("A pull past the trigger fires once, holds its height and gives back only that")
    func pullFiresAndHolds() throws {
      let fixture = Fixture()
      fixture.drag(from: 200, to: 500)
      fixture.run(for: 1)
      #expect(fixture.fired == ["refresh"])
      #expect(fixture.refresh.isRefreshing)
      #expect(
        abs(fixture.table.contentInset.top - 80) < 0.01, "the app's 20 pt plus the held 60 pt")
      #expect(abs(fixture.table.contentOffset.y + 80) < 0.01, "resting with the control open")
      #expect(abs(fixture.refresh.frame.height - 60) < 0.01)
      fixture.table.contentInset.top += 10
      fixture.refresh.endRefreshing()
      fixture.run(for: 2)
      #expect(fixture.refresh.refreshState == .idle)
      #expect(abs(fixture.table.contentInset.top - 30) < 0.01, "the app's 20 + 10 pt stay")
      #expect(abs(fixture.table.contentOffset.y + 30) < 0.01)
      #expect(fixture.fired == ["refresh"])
    }

    @Test("A short pull, a fling and a programmatic scroll never fire")
    func nothingElseFires() throws {
      let fixture = Fixture()
      fixture.drag(from: 200, to: 240)
      fixture.run(for: 1)
      fixture.table.setContentOffset(CGPoint(x: 0, y: -200), animated: true)
      fixture.run(for: 1)
      #expect(fixture.fired.isEmpty)
      #expect(fixture.table.contentInset.top == 20)
    }

    @Test("Dragging to the end loads more once; it may fire again after endLoadingMore")
    func loadMoreFiresOncePerDrag() throws {
      let fixture = Fixture()
      let end = fixture.table.contentSize.height - 844
      fixture.table.contentOffset = CGPoint(x: 0, y: end - 100)
      fixture.run(for: 0.1)
      fixture.drag(from: 700, to: 300)
      fixture.run(for: 1)
      #expect(fixture.fired == ["more"])
      fixture.drag(from: 700, to: 400)
      fixture.run(for: 1)
      #expect(fixture.fired == ["more"], "still loading")
      fixture.loadMore.endLoadingMore()
      fixture.drag(from: 700, to: 400)
      fixture.run(for: 1)
      #expect(fixture.fired == ["more", "more"])
    }

    @Test(
      "The controls write the table's inset and offset in the layout pass, never from inside UIKit's callbacks"
    )
    func noWritesInsideUIKitCallbacks() {
      let fixture = Fixture()
      let table = fixture.table
      // A write made from one of UIKit's callbacks (an observer of the table's own change, the
      // pan's action) shows up nested in it.
      let log = NestedWriteLog()
      let observations = [
        table.observe(\.contentInset, options: .new) { table, _ in log.check(table, "inset") },
        table.observe(\.contentOffset, options: .new) { table, _ in log.check(table, "offset") },
      ]
      // A pull past the trigger and its release: the reveal runs during UIKit's bounce.
      fixture.drag(from: 200, to: 500)
      fixture.run(for: 1)
      fixture.refresh.endRefreshing()
      fixture.run(for: 1)
      // Load more at the end, then give its height back.
      let end = table.contentSize.height - 844
      table.contentOffset = CGPoint(x: 0, y: end - 100)
      fixture.run(for: 0.1)
      fixture.drag(from: 700, to: 300)
      fixture.run(for: 1)
      fixture.loadMore.endLoadingMore()
      fixture.run(for: 1)
      #expect(fixture.fired == ["refresh", "more"])
      #expect(log.writes > 100)
      #expect(log.nested.isEmpty, "\(log.nested.count) of \(log.writes): \(log.nested.prefix(3))")
      withExtendedLifetime(observations) {}
    }

    @Test("A control that leaves its scroll view stops observing it")
    func detaches() throws {
      let fixture = Fixture()
      let observed = fixture.table.observers.count
      fixture.refresh.removeFromSuperview()
      #expect(fixture.table.observers.count == observed, "the load-more control still needs it")
      fixture.loadMore.removeFromSuperview()
      #expect(fixture.table.observers.count == observed - 4)
    }
  }

  /// A scroll view's inset and offset changes, and those made from inside one of UIKit's
  /// callbacks (`UIKitStubDriver.runningCallbacks`).
  final class NestedWriteLog: @unchecked Sendable {
    var writes = 0
    var nested: [String] = []

    func check(_ view: UIScrollView, _ name: String) {
      MainActor.assumeIsolated {
        writes += 1
        let outer = UIKitStubDriver.current.runningCallbacks.dropLast()
        if !outer.isEmpty { nested.append("\(name) inside \(Array(outer))") }
      }
    }
  }
#endif

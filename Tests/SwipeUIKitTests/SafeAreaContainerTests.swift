#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// DESIGN.md §12, "insets are `adjustedContentInset`": a SwipeTableView under a navigation bar
  /// on an iPhone with a sensor housing and a home indicator (safe area 59 + 44 on top, 34 at
  /// the bottom). The bar pins at the safe area's top unless the app sets the top inset, UIKit's
  /// part of each page's inset stays UIKit's (the page's adjustment behaviour is the app's), the
  /// last row scrolls fully above the home indicator, and the navigation bar follows the
  /// current page.
  @MainActor @Suite("Safe area and adjusted insets in SwipeTableView")
  struct SafeAreaContainerTests {
    /// A 393 × 852 window (safe area 59 / 34), a navigation controller whose screen holds a
    /// SwipeTableView filling it: header 200, bar 40, three pages of 3000 pt.
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let navigation: UINavigationController
      let screen = UIViewController(nibName: nil, bundle: nil)
      let table: SwipeTableView
      var behavior: UIScrollView.ContentInsetAdjustmentBehavior?

      /// The controller whose view holds the table: `screen`, or its child (`inChild`).
      let holderController: UIViewController

      init(
        largeTitles: Bool = false,
        behavior: UIScrollView.ContentInsetAdjustmentBehavior? = nil, inChild: Bool = false
      ) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        self.behavior = behavior
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let holder = UIView(frame: window.bounds)
        if inChild {
          // A screen composed of child controllers, as the demo app's host: the table is in
          // the child's view.
          screen.view = UIView(frame: window.bounds)
          let child = UIViewController(nibName: nil, bundle: nil)
          child.view = holder
          screen.addChild(child)
          screen.view.addSubview(holder)
          child.didMove(toParent: screen)
          holderController = child
        } else {
          screen.view = holder
          holderController = screen
        }
        navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        navigation.view.frame = window.bounds
        table = SwipeTableView(frame: holder.bounds)
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
        holder.addSubview(table)
        window.addSubview(navigation.view)
        table.dataSource = self
        run(for: 0.1)
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
      }

      func drag(from: CGFloat, to: CGFloat, x: CGFloat = 200, duration: TimeInterval = 0.3) {
        window.drag(
          from: CGPoint(x: x, y: from), to: CGPoint(x: x, y: to), startingAt: now + 0.01,
          duration: duration, steps: Int(duration * 120))
      }

      var page: UIScrollView? { table.currentItemView }
      var headerY: CGFloat? { table.swipeHeaderView?.frame.minY }
      var barY: CGFloat? { table.swipeHeaderBar?.frame.minY }

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 3 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        let page = view ?? UIScrollView(frame: .zero)
        if let behavior { page.contentInsetAdjustmentBehavior = behavior }
        page.contentSize = CGSize(width: 393, height: 3000)
        return page
      }
    }

    @Test("The bar pins at the safe area's top; the page keeps its behaviour; UIKit adds the rest")
    func defaultsFollowTheSafeArea() throws {
      let fixture = Fixture()
      #expect(fixture.table.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      #expect(fixture.table.swipeHeaderTopInset == 103)
      #expect(fixture.table.topInsetFollowsSafeArea)
      #expect(abs((fixture.headerY ?? 0) - 103) < 0.01, "below the navigation bar, not at 64")
      let page = try #require(fixture.page)
      #expect(page.contentInsetAdjustmentBehavior == .automatic, "the app's, untouched")
      // UIKit's part is the safe area; the container's is the header and the bar.
      #expect(abs(page.adjustedContentInset.top - (103 + 200 + 40)) < 0.01)
      #expect(abs(page.contentInset.top - (200 + 40)) < 0.01)
      #expect(page.adjustedContentInset.bottom == 34)
      #expect(abs(page.contentOffset.y + 343) < 0.01, "at rest at the top of its content")
      #expect(fixture.table.clipsToBounds)
    }

    @Test("Scrolled to its end, a page shows its last point above the home indicator")
    func lastRowClearsTheHomeIndicator() throws {
      let fixture = Fixture()
      for _ in 0..<4 {
        fixture.drag(from: 700, to: 150, duration: 0.15)
        fixture.run(for: 3)
      }
      let page = try #require(fixture.page)
      let end = page.frame.minY + page.contentSize.height - page.contentOffset.y
      #expect(abs(end - (852 - 34)) < 0.5, "content ends at \(end)")
      #expect(abs((fixture.barY ?? 0) - 103) < 0.01, "pinned below the navigation bar")
    }

    @Test("A page that opts out of UIKit's adjustment shows the same, frame for frame")
    func neverBehaviourGivesTheSameGeometry() throws {
      func play(_ fixture: Fixture) -> [[CGFloat]] {
        var frames: [[CGFloat]] = []
        func sample() {
          frames.append([
            fixture.headerY ?? .nan, fixture.barY ?? .nan,
            fixture.page.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? .nan,
            fixture.page.map { $0.adjustedContentInset.bottom } ?? .nan,
          ])
        }
        sample()
        fixture.drag(from: 600, to: 300)
        for _ in 0..<90 {
          fixture.run(for: 1.0 / 60)
          sample()
        }
        fixture.drag(from: 300, to: 700)
        for _ in 0..<90 {
          fixture.run(for: 1.0 / 60)
          sample()
        }
        return frames
      }
      let automatic = play(Fixture())
      let never = play(Fixture(behavior: .never))
      #expect(automatic.count == never.count)
      for (index, (a, b)) in zip(automatic, never).enumerated() {
        #expect(zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }, "frame \(index): \(a) vs \(b)")
      }
      let page = try #require(Fixture(behavior: .never).page)
      #expect(page.contentInsetAdjustmentBehavior == .never)
      #expect(abs(page.contentInset.top - 343) < 0.01, "the container writes all of it")
      #expect(page.contentInset.bottom == 34)
    }

    @Test("Setting the top inset stops following the safe area; following again goes back")
    func explicitTopInset() throws {
      let fixture = Fixture()
      fixture.table.swipeHeaderTopInset = 0
      fixture.run(for: 0.05)
      #expect(!fixture.table.topInsetFollowsSafeArea)
      #expect(abs(fixture.headerY ?? 1) < 0.01, "the header goes under the navigation bar")
      let page = try #require(fixture.page)
      #expect(abs(page.adjustedContentInset.top - 240) < 0.01)
      fixture.table.topInsetFollowsSafeArea = true
      fixture.run(for: 0.05)
      #expect(abs((fixture.headerY ?? 0) - 103) < 0.01)
      #expect(abs(page.adjustedContentInset.top - 343) < 0.01)
    }

    @Test("A new safe area moves the bar's line, not the page's content; at its top it follows")
    func safeAreaChangeKeepsTheContent() throws {
      let fixture = Fixture()
      let page = try #require(fixture.page)
      page.contentOffset = CGPoint(x: 0, y: 400)
      fixture.run(for: 0.05)
      #expect(abs((fixture.barY ?? 0) - 103) < 0.01)
      fixture.navigation.isNavigationBarHidden = true
      fixture.run(for: 0.05)
      #expect(fixture.table.swipeHeaderTopInset == 59)
      #expect(abs((fixture.barY ?? 0) - 59) < 0.01, "the bar pins at the new line")
      #expect(page.contentOffset.y == 400, "what the page shows stays where it was")
      #expect(abs(page.adjustedContentInset.top - 299) < 0.01)

      let resting = Fixture()
      resting.navigation.isNavigationBarHidden = true
      resting.run(for: 0.05)
      #expect(abs((resting.headerY ?? 0) - 59) < 0.01, "a page at its top stays at its top")
      let top = try #require(resting.page)
      #expect(abs(top.contentOffset.y + 299) < 0.01)
    }

    @Test(
      "A collapsing large title or a hiding bar moves the bar's line in the frame it happens",
      arguments: [false, true])
    func barLineFollowsInTheSameFrame(hidesBar: Bool) throws {
      let fixture = Fixture(largeTitles: true)
      var frames: [String] = []
      func check(_ label: String) {
        let navigationBottom =
          fixture.navigation.isNavigationBarHidden
          ? 59 : fixture.navigation.navigationBar.frame.maxY
        let top = fixture.table.safeAreaInsets.top
        let barY = fixture.barY ?? .nan
        let headerY = fixture.headerY ?? .nan
        // The header rides with the page until the bar pins at the navigation bar's bottom.
        if abs(top - navigationBottom) > 0.01 || barY < navigationBottom - 0.01
          || (barY > navigationBottom + 0.01 && abs(headerY + 200 - barY) > 0.01)
        {
          frames.append("\(label): bars end \(navigationBottom), safe top \(top), bar \(barY)")
        }
      }
      // A drag up that collapses the title, frame by frame, then the fling it leaves.
      var time = fixture.now + 0.01
      fixture.window.touchBegan(at: CGPoint(x: 200, y: 700), time: time)
      for step in 1...40 {
        time += 1.0 / 120
        fixture.window.touchMoved(to: CGPoint(x: 200, y: 700 - 6 * CGFloat(step)), time: time)
        UIKitStubDriver.current.advance(to: time)
        check("drag \(step)")
      }
      fixture.window.touchEnded(time: time + 1.0 / 120)
      for step in 1...60 {
        fixture.run(for: 1.0 / 120)
        check("fling \(step)")
      }
      if hidesBar {
        fixture.navigation.isNavigationBarHidden = true
        fixture.run(for: 1.0 / 120)
        check("hidden")
        fixture.navigation.isNavigationBarHidden = false
        fixture.run(for: 1.0 / 120)
        check("shown")
      }
      #expect(frames.isEmpty, "\(frames.prefix(5))")
    }

    @Test(
      "The navigation bar follows the current page: large titles collapse as it scrolls",
      arguments: [false, true])
    func largeTitleFollowsTheCurrentPage(inChild: Bool) throws {
      let fixture = Fixture(largeTitles: true, inChild: inChild)
      let first = try #require(fixture.page)
      // Declared on the controller the navigation controller contains, also when the table is
      // in a child of it (before: on the child, which the bar never reads).
      #expect(fixture.screen.contentScrollView === first)
      #expect(!inChild || fixture.holderController.contentScrollView == nil)
      #expect(fixture.navigation.navigationBar.frame.height == 96)
      #expect(abs((fixture.headerY ?? 0) - (59 + 96)) < 0.01)
      // A drag of 30 pt: the title collapses by as much, the header rides with the content.
      let headerBefore = try #require(fixture.headerY)
      fixture.window.touchBegan(at: CGPoint(x: 200, y: 600), time: fixture.now + 0.01)
      var y: CGFloat = 600
      var time = fixture.now + 0.01
      for _ in 0..<30 {
        y -= 1
        time += 1.0 / 120
        fixture.window.touchMoved(to: CGPoint(x: 200, y: y), time: time)
        UIKitStubDriver.current.advance(to: time)
      }
      let moved = first.contentOffset.y + 343 + 52
      let bar = fixture.navigation.navigationBar.frame.height
      #expect(abs(bar - (96 - moved)) < 0.5, "bar \(bar) after \(moved) pt")
      #expect(bar > 44, "no runaway collapse")
      let header = try #require(fixture.headerY)
      #expect(abs(header - (headerBefore - moved)) < 0.5, "the header rides with the content")
      fixture.window.touchEnded(time: time + 0.01)
      fixture.run(for: 2)

      fixture.table.scrollToItem(at: 1, animated: false)
      fixture.run(for: 0.05)
      let second = try #require(fixture.page)
      #expect(second !== first)
      #expect(fixture.screen.contentScrollView === second)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// SwipeRefreshControl on the table of a screen inside a navigation controller (the
  /// `UITableViewController` case): UIKit rests the table at `-adjustedContentInset.top`
  /// (−103), which is the top, not a pull.
  @MainActor @Suite("SwipeRefreshControl under a navigation bar")
  struct RefreshUnderNavigationBarTests {
    @MainActor final class Fixture {
      let window: UIWindow
      let table: UITableView
      let refresh = SwipeRefreshControl()
      let navigation: UINavigationController
      var fired = 0

      init() {
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 60
        table.content = UITableView.Content(
          numberOfRows: { _, _ in 40 },
          cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
        let screen = UIViewController(nibName: nil, bundle: nil)
        screen.view = table
        navigation = UINavigationController(rootViewController: screen)
        navigation.view.frame = window.bounds
        window.addSubview(navigation.view)
        table.reloadData()
        UIKitStubDriver.current.layoutPass()
        table.addSubview(refresh)
        refresh.addHandler(for: .valueChanged) { [unowned self] _ in self.fired += 1 }
        run(for: 0.1)
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
      }

      func drag(from: CGFloat, to: CGFloat) {
        window.drag(
          from: CGPoint(x: 195, y: from), to: CGPoint(x: 195, y: to), startingAt: now + 0.01,
          duration: 0.3, steps: 36)
      }
    }

    @Test("At UIKit's rest nothing is pulled; a short pull does not fire; a long one fires once")
    func restIsTheTop() throws {
      let fixture = Fixture()
      #expect(abs(fixture.table.adjustedContentInset.top - 103) < 0.01)
      #expect(abs(fixture.table.contentOffset.y + 103) < 0.01, "UIKit's rest, unmoved")
      #expect(fixture.refresh.refreshState == .idle)
      #expect(fixture.refresh.isHidden, "nothing is open at rest")
      fixture.drag(from: 300, to: 340)
      fixture.run(for: 1)
      #expect(fixture.fired == 0, "40 pt is not past the trigger")
      #expect(abs(fixture.table.contentOffset.y + 103) < 0.01)
      fixture.drag(from: 300, to: 600)
      fixture.run(for: 1)
      #expect(fixture.fired == 1)
      #expect(abs(fixture.table.contentInset.top - 60) < 0.01, "the held height only")
      #expect(abs(fixture.table.contentOffset.y + 163) < 0.01, "held open below the bar")
      fixture.refresh.endRefreshing()
      fixture.run(for: 2)
      #expect(abs(fixture.table.contentInset.top) < 0.01)
      #expect(abs(fixture.table.contentOffset.y + 103) < 0.01, "back at UIKit's rest")
    }
  }
#endif

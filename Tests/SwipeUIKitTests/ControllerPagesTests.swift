#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// Pages that are view controllers (`controllerDataSource`): UIKit containment, appearance
  /// calls that follow the container's page-appearance rule, balanced, and bounded reuse.
  @MainActor @Suite("Controller pages")
  struct ControllerPagesTests {
    /// A list page: a table, declared as the page's scroll view, inside a plain view.
    final class ListController: UIViewController, SwipeTableViewPageController {
      let table = UITableView(frame: .zero, style: .plain)
      var index = -1
      var pageScrollView: UIScrollView { table }

      func show(_ index: Int) {
        self.index = index
        if table.superview == nil { view.addSubview(table) }
        table.frame = view.bounds
        table.rowHeight = 60
        table.content = UITableView.Content(
          numberOfRows: { _, _ in 50 },
          cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
        table.reloadData()
      }
    }

    /// A controller whose view is a scroll view (a `UITableViewController`'s way).
    final class ScrollingController: UIViewController {
      override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        let scroll = UIScrollView(frame: .zero)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        view = scroll
      }

      required init?(coder: NSCoder) {
        return nil
      }
    }

    @MainActor final class Source: SwipeTableViewControllerDataSource {
      var count = 4
      var made: [UIViewController] = []
      var reused = 0
      var scrolling: Set<Int> = []

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { count }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, controllerForItemAt index: Int,
        reusing controller: UIViewController?
      ) -> UIViewController {
        if scrolling.contains(index) {
          if let controller = controller as? ScrollingController { return controller }
          let made = ScrollingController(nibName: nil, bundle: nil)
          self.made.append(made)
          return made
        }
        if let list = controller as? ListController {
          reused += 1
          list.show(index)
          return list
        }
        let list = ListController(nibName: nil, bundle: nil)
        made.append(list)
        list.show(index)
        return list
      }
    }

    /// A window whose root controller shows a container of controller pages.
    @MainActor final class Screen {
      let window: UIWindow
      let root: UIViewController
      let table: SwipeTableView
      let source = Source()

      init(count: Int = 4, scrolling: Set<Int> = []) {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = UIViewController(nibName: nil, bundle: nil)
        source.count = count
        source.scrolling = scrolling
        table = SwipeTableView(frame: window.bounds)
        table.swipeHeaderTopInset = 64
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        root.view.frame = window.bounds
        root.view.addSubview(table)
        window.rootViewController = root
        table.controllerDataSource = source
        UIKitStubDriver.current.layoutPass()
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
      }

      func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.15, lift: Bool = true) {
        window.drag(
          from: from, to: to, startingAt: now + 1.0 / 120, duration: duration,
          steps: max(Int(duration * 120), 1), lift: lift)
      }

      /// The appearance callbacks `controller` received, by name.
      static func appearance(_ controller: UIViewController?) -> [String] {
        (controller?.callbacks ?? []).map(\.name).filter { $0.hasPrefix("view") }
      }
    }

    @Test("Loaded page controllers are children of the container's, itself the screen's child")
    func containment() throws {
      let screen = Screen()
      let table = screen.table
      let host = try #require(table.pageControllerHost)
      #expect(screen.root.children.contains { $0 === host })
      let current = try #require(table.currentItemController as? ListController)
      #expect(current.index == 0 && current.parent === host)
      #expect(host.children.count == table.engine.loadedPages.count)
      #expect(current.view.superview is ControllerPageRoot)
      #expect(table.currentItemView === current.table, "the declared scroll view is the page's")
      #expect(current.table.contentInset.top > 0, "it holds the header's room")
    }

    @Test("The page shown has appeared; a swipe tells the leaving and the coming page, balanced")
    func appearanceFollowsSwipes() throws {
      let screen = Screen()
      let table = screen.table
      let first = try #require(table.currentItemController)
      #expect(Screen.appearance(first) == ["viewWillAppear", "viewDidAppear"])
      screen.drag(from: CGPoint(x: 330, y: 600), to: CGPoint(x: 60, y: 600))
      screen.run(for: 1)
      let second = try #require(table.currentItemController)
      #expect(second !== first && table.currentItemIndex == 1)
      #expect(
        Screen.appearance(first)
          == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
      #expect(Screen.appearance(second) == ["viewWillAppear", "viewDidAppear"])
      // A swipe let go halfway goes back: the neighbour is told it came and went.
      screen.drag(
        from: CGPoint(x: 300, y: 600), to: CGPoint(x: 250, y: 600), duration: 0.3, lift: false)
      screen.window.touchEnded(time: screen.now + 0.3)
      screen.run(for: 1)
      #expect(table.currentItemIndex == 1)
      let third = try #require(table.itemController(at: 2))
      #expect(
        Screen.appearance(second)
          == [
            "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewWillAppear",
            "viewDidAppear",
          ])
      #expect(
        Screen.appearance(third) == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
      #expect(UIKitStubDriver.current.consoleMessages.filter { $0.contains("Unbalanced") }.isEmpty)
    }

    @Test("Leaving the window, the shown page disappears; coming back, it appears")
    func windowMoves() throws {
      let screen = Screen()
      let table = screen.table
      let current = try #require(table.currentItemController)
      table.removeFromSuperview()
      #expect(Screen.appearance(current).suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
      screen.root.view.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      #expect(Screen.appearance(current).suffix(2) == ["viewWillAppear", "viewDidAppear"])
      #expect(UIKitStubDriver.current.consoleMessages.filter { $0.contains("Unbalanced") }.isEmpty)
    }

    @Test("Controllers are recycled as page views are: bounded, and out of the container")
    func reuseIsBounded() throws {
      let screen = Screen(count: 12)
      let table = screen.table
      for index in 1..<12 {
        table.scrollToItem(at: index, animated: false)
        UIKitStubDriver.current.layoutPass()
      }
      let host = try #require(table.pageControllerHost)
      #expect(screen.source.reused > 0)
      #expect(screen.source.made.count <= table.engine.loadedPages.count + table.reusableViewLimit)
      #expect(host.children.count == table.engine.loadedPages.count, "spares are not children")
      #expect(
        table.controllerRoots.count <= table.engine.loadedPages.count + table.reusableViewLimit)
      let balanced = screen.source.made.allSatisfy { controller in
        let calls = Screen.appearance(controller)
        let appears = calls.filter { $0 == "viewWillAppear" }.count
        let disappears = calls.filter { $0 == "viewDidDisappear" }.count
        return appears == disappears || appears == disappears + 1
      }
      #expect(balanced)
    }

    @Test("A controller whose view scrolls is its own page's scroll view; the header follows it")
    func viewThatScrolls() throws {
      let screen = Screen(scrolling: [0])
      let table = screen.table
      let controller = try #require(table.currentItemController as? ScrollingController)
      #expect(table.currentItemView === controller.view)
      screen.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.4)
      screen.run(for: 2)
      #expect((table.swipeHeaderView?.frame.minY ?? 0) < 64, "the header went up with the page")
    }

    @Test("A page controller is already a child when it is told it appears")
    func childBeforeAppearing() throws {
      var parentsWhenAppearing: [Bool] = []
      let screen = Screen(count: 4)
      for controller in screen.source.made {
        controller.overrides.viewWillAppear = { [unowned controller] _ in
          parentsWhenAppearing.append(controller.parent != nil)
        }
      }
      screen.table.scrollToItem(at: 1, animated: false)
      UIKitStubDriver.current.layoutPass()
      screen.table.scrollToItem(at: 3, animated: false)
      UIKitStubDriver.current.layoutPass()
      for controller in screen.source.made where controller.overrides.viewWillAppear == nil {
        controller.overrides.viewWillAppear = { [unowned controller] _ in
          parentsWhenAppearing.append(controller.parent != nil)
        }
      }
      screen.table.scrollToItem(at: 0, animated: false)
      UIKitStubDriver.current.layoutPass()
      #expect(!parentsWhenAppearing.isEmpty && parentsWhenAppearing.allSatisfy { $0 })
      // A page made and shown at once (the first of a fresh container) is a child then too.
      let fresh = Screen(count: 2)
      let first = try #require(fresh.table.currentItemController)
      let calls = first.callbacks.map(\.name)
      let adopted = try #require(calls.firstIndex(of: "didMove(toParent:)"))
      let appeared = try #require(calls.firstIndex(of: "viewWillAppear"))
      #expect(adopted < appeared, "\(calls)")
    }

    @Test("The container's controller follows the container from controller to controller")
    func hostFollowsTheContainer() throws {
      let screen = Screen()
      let table = screen.table
      let host = try #require(table.pageControllerHost)
      #expect(host.parent === screen.root)
      table.removeFromSuperview()
      #expect(host.parent == nil && !screen.root.children.contains { $0 === host })
      let other = UIViewController(nibName: nil, bundle: nil)
      other.view.frame = screen.window.bounds
      other.view.addSubview(table)
      #expect(host.parent === other)
    }

    @Test("A reload that gives a shown page a new controller tells both, balanced")
    func reloadReplacesController() throws {
      let screen = Screen()
      let table = screen.table
      let old = try #require(table.currentItemController)
      // The data source makes new controllers from now on.
      screen.source.made.removeAll()
      screen.source.scrolling = [0]
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      let new = try #require(table.currentItemController)
      #expect(new !== old)
      #expect(Screen.appearance(old).suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
      #expect(Screen.appearance(new) == ["viewWillAppear", "viewDidAppear"])
      #expect(old.parent == nil)
      #expect(UIKitStubDriver.current.consoleMessages.filter { $0.contains("Unbalanced") }.isEmpty)
    }
  }
#endif

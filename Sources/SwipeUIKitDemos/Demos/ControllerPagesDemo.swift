#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit

  /// A page that is a view controller: a list, declared as the page's scroll view, under a
  /// line that counts how often the controller appeared (UIKit's `viewDidAppear`, which the
  /// container sends as its pages are shown).
  @MainActor final class DemoListController: UIViewController, SwipeTableViewPageController {
    let list = DemoListView()
    /// How many times the controller appeared (iOS; the stub has no overridable callbacks).
    private(set) var appearances = 0
    var pageScrollView: UIScrollView { list }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      view = list
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows the list of page `index`.
    func show(title: String, rows: Int, rowHeight: CGFloat, page index: Int) {
      list.show(title: title, rows: rows, rowHeight: rowHeight, page: index)
    }

    #if canImport(UIKit)
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
      }
    #endif
  }

  /// Pages that are view controllers (`controllerDataSource`), as JXPagingView's lists and
  /// Parchment's pages are: each list is a `DemoListController`, a child of the container's
  /// controller while its page is loaded, told `viewWillAppear`/`viewDidAppear` as it is shown.
  /// The bar has a capsule indicator and badges (a count on Replies, a dot on Likes).
  @MainActor
  public final class ControllerPagesViewController: SwipeDemoViewController,
    SwipeTableViewControllerDataSource
  {
    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      super.init(
        setup: SwipeDemoSetup(
          title: "Controller pages", barTitles: ["Posts", "Replies", "Media", "Likes"],
          pages: ["Posts", "Replies", "Media", "Likes"].map {
            .table(title: $0, rows: 30, rowHeight: 60)
          }),
        size: size)
      swipeTableView.controllerDataSource = self
      // The bar as JXSegmentedView users draw it: a capsule behind the title, and badges.
      if let bar = swipeTableView.swipeHeaderBar as? SwipeSegmentedBar {
        bar.configuration.indicatorStyle = .capsule(height: 30, padding: 6)
        bar.indicatorColor = DemoStyle.color(0xFF3B30, alpha: 0.14)
        bar.setBadge(.count(3), forTabAt: 1)
        bar.setBadge(.dot, forTabAt: 3)
      }
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// A list controller for the page, reusing one that left the screen.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, controllerForItemAt index: Int,
      reusing controller: UIViewController?
    ) -> UIViewController {
      let list = controller as? DemoListController ?? DemoListController(nibName: nil, bundle: nil)
      if case .table(let title, let rows, let rowHeight) = pages[index] {
        list.show(title: title, rows: rows, rowHeight: rowHeight, page: index)
      }
      return list
    }
  }
#endif

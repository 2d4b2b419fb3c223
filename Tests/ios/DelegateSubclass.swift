// Compiled by `make ios-check` against the iOS SDK (scripts/ios-check.py, "Objective-C
// dispatch"): a controller adopts SwipeTableView's protocols and implements nothing; its
// subclass implements some of their methods. The container finds those only if they are
// Objective-C methods of the subclass, which the check reads from the SIL: it fails when a
// protocol is not an Objective-C protocol (a Swift protocol's defaults would be called for the
// superclass's conformance, and the subclass's methods never).
import SwipeUIKit
import UIKit

class BaseController: UIViewController, SwipeTableViewDelegate, SwipeTableViewDataSource {
  // SwipeCore's types in SwipeUIKit's API, with `import SwipeUIKit` alone.
  func configure(_ table: SwipeTableView) {
    table.headerReservation = PageReservation.contentInset
    table.refreshConfiguration = RefreshHeader.Configuration.seed
    table.headerSizing = .autoLayout
  }

  func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 3 }

  func swipeTableView(
    _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
  ) -> UIScrollView {
    view ?? UITableView(frame: swipeTableView.bounds, style: .plain)
  }
}

final class FeedController: BaseController {
  var scrolls = 0
  var shown: [Int] = []

  func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView) {
    scrolls += 1
  }

  func swipeTableView(_ swipeTableView: SwipeTableView, didAppearItemAt index: Int) {
    shown.append(index)
  }

  func swipeTableView(_ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int) -> Bool {
    index != 0
  }

  func swipeTableView(
    _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat
  ) {}
}

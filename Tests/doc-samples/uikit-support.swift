// What the UIKit samples name but leave to the app: stand-ins for its header view, its lists
// and its models (included by the UIKit contexts).
import SwipeUIKit
import SwipeUIKitLayouts
import SwipeUIKitRefresh
import UIKit

/// Stands for an app's header view.
final class ProfileHeaderView: UIView {}

/// Stands for an app's list: a table data source that reloads and loads more.
@MainActor final class FeedDataSource: NSObject, UITableViewDataSource {
  static let posts = FeedDataSource()
  static let photos = FeedDataSource()
  static let likes = FeedDataSource()

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell()
  }

  func reload(_ done: @escaping @MainActor () -> Void) { done() }

  func loadMore(_ done: @escaping @MainActor (_ hasMore: Bool) -> Void) { done(false) }
}

/// Stands for an app's photo.
struct Photo {
  var aspectRatio: Double
}

/// Stands for an app's load-more footer.
final class MyFooter: SwipeLoadMoreIndicator {}

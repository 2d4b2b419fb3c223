// The context of UIKit excerpts whose pages are view controllers: members of a view controller
// that is a SwipeTableView's controller data source (the excerpt supplies its controllers).
// INCLUDE uikit-support

final class SampleController: UIViewController, SwipeTableViewControllerDataSource {
  let swipe = SwipeTableView(frame: .zero)
  let tabs = SwipeSegmentedBar(titles: ["Posts", "Photos", "Likes"])
  let header = ProfileHeaderView()
  let feeds: [FeedDataSource] = [.posts, .photos, .likes]

  func numberOfItems(in swipeTableView: SwipeTableView) -> Int { feeds.count }

  // SAMPLE
}

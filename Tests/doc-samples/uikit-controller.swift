// The context of UIKit excerpts: members of a view controller that shows a SwipeTableView (with
// `body`, statements in one of its methods).
// INCLUDE uikit-support

final class SampleController: UIViewController, SwipeTableViewDataSource, SwipeTableViewDelegate,
  UICollectionViewDataSource, SwipeWaterfallLayoutDelegate
{
  let swipe = SwipeTableView(frame: .zero)
  let tabs = SwipeSegmentedBar(titles: ["Posts", "Photos", "Likes", "Saved"])
  let header = ProfileHeaderView()
  let segmentedBar = SwipeSegmentedBar(titles: ["Posts", "Photos"])
  let tableView = UITableView()
  let mapView = UIView()
  let feed = FeedDataSource.posts
  let feeds: [FeedDataSource] = [.posts, .photos, .likes]
  let photos: [Photo] = []
  let newIndexPaths: [IndexPath] = []
  var frame: CGRect { view.bounds }

  func numberOfItems(in swipeTableView: SwipeTableView) -> Int { feeds.count }

  func swipeTableView(
    _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
  ) -> UIScrollView {
    view ?? UITableView()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell()
  }

  // SAMPLE
}

/// Supplies a ``SwipeContainer``'s pages, as the seed's `SwipeTableViewDataSource`.
///
/// | Seed | Here |
/// |---|---|
/// | `numberOfItemsInSwipeTableView:` | ``numberOfPages(in:)`` |
/// | `swipeTableView:viewForItemAtIndex:reusingView:` | ``swipeContainer(_:contentForPageAt:)`` (the slot is recycled by ``SwipePageContent/reuseIdentifier``) |
public protocol SwipeContainerDataSource: AnyObject {
  /// How many pages there are. Negative counts count as 0.
  func numberOfPages(in container: SwipeContainer) -> Int

  /// The content of the page at `index`, asked when the page is about to be shown (lazily, and
  /// again after ``SwipeContainer/reloadData()``).
  func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
    -> SwipePageContent
}

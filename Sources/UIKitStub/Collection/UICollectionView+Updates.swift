#if os(Linux)
  import Foundation

  extension UICollectionView {
    // MARK: - Recording updates

    /// A section's index path in an update: its item is `NSNotFound`, as UIKit's.
    static func sectionPath(_ section: Int) -> IndexPath {
      IndexPath(item: NSNotFound, section: section)
    }

    func record(_ items: [UICollectionViewUpdateItem]) {
      updateItems += items
      if batchDepth == 0 { commitUpdates() }
    }

    func commitUpdates() {
      let items = updateItems
      updateItems = []
      guard !items.isEmpty else { return }
      recycleVisibleCells()
      let context = collectionViewLayout.makeInvalidationContext()
      context.markInvalid(everything: false, dataSourceCounts: true)
      collectionViewLayout.invalidateLayout(with: context)
      prepareLayoutIfNeeded()
      collectionViewLayout.prepare(forCollectionViewUpdates: items)
      collectionViewLayout.finalizeCollectionViewUpdates()
      takeContentSize()
    }
  }
#endif

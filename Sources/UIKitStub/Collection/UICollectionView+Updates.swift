#if os(Linux)
  import Foundation

  extension UICollectionView {
    // MARK: - Recording updates

    /// A section's index path in an update: its item is `NSNotFound`, as UIKit's.
    static func sectionPath(_ section: Int) -> IndexPath {
      IndexPath(item: NSNotFound, section: section)
    }

    /// Whether every change inserts items after the last of its section (or a section after the
    /// last), given the counts before the update.
    static func onlyAppends(_ items: [UICollectionViewUpdateItem], to counts: [Int]?) -> Bool {
      guard let counts else { return false }
      return items.allSatisfy { update in
        guard update.updateAction == .insert, let path = update.indexPathAfterUpdate else {
          return false
        }
        if path.item == NSNotFound { return path.section >= counts.count }
        return counts.indices.contains(path.section) && path.item >= counts[path.section]
      }
    }

    func record(_ items: [UICollectionViewUpdateItem]) {
      updateItems += items
      if batchDepth == 0 { commitUpdates() }
    }

    func commitUpdates() {
      let items = updateItems
      updateItems = []
      guard !items.isEmpty else { return }
      // Shown cells keep their index paths when the update only appends; otherwise the stub,
      // which does not move cells as UIKit animates them, recycles them all.
      if !Self.onlyAppends(items, to: itemCounts) { recycleVisibleCells() }
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

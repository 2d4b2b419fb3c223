#if os(Linux)
  import Foundation

  extension UICollectionView {
    // MARK: - Selection by touch

    /// The item whose cell holds `view`, when `view` is in one of this collection view's cells.
    package func indexPathOfCell(holding view: UIView) -> IndexPath? {
      var current: UIView? = view
      while let candidate = current, candidate !== self {
        if let cell = candidate as? UICollectionViewCell, cell.storedSuperview === self {
          return visible.first { $0.value === cell }?.key
        }
        current = candidate.storedSuperview
      }
      return nil
    }

    /// A tap on the item at `indexPath` ended: it is selected when selection is allowed and
    /// the delegate agrees (`collectionView(_:shouldSelectItemAt:)`), replacing the selection
    /// unless `allowsMultipleSelection`, and the delegate hears
    /// `collectionView(_:didSelectItemAt:)`. UIKit selects on the lift of a touch that neither
    /// became a drag nor was cancelled (developer.apple.com/documentation/uikit/
    /// uicollectionviewdelegate: "the collection view calls this method when the user
    /// successfully selects an item"; the highlight-then-select sequence of "Managing the visual
    /// state for selections and highlights"). A touch that stopped the collection view's own
    /// motion does not select (``TouchSession``): what UIKit does, stated in no header.
    package func modelTapEnded(onItemAt indexPath: IndexPath) {
      guard allowsSelection, visible[indexPath] != nil else { return }
      let delegate = delegate as? UICollectionViewDelegate
      guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
      if allowsMultipleSelection {
        if selectedItems.contains(indexPath) { return }
      } else {
        selectedItems.removeAll()
      }
      selectedItems.append(indexPath)
      delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// Where and how a collection view shows one element, as UIKit's
  /// `UICollectionViewLayoutAttributes`.
  ///
  /// Not `NSCopying` (the SDK's `copy(with:)` is not in uikit-api.md's declarations).
  @MainActor open class UICollectionViewLayoutAttributes: NSObject {
    private let category: UICollectionView.ElementCategory
    private let kind: String?

    /// Attributes of an element of `category` (and `kind`, for a supplementary view).
    package init(
      category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath
    ) {
      self.category = category
      self.kind = kind
      self.indexPath = indexPath
      super.init()
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
      self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// The frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The frame's centre.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set {
        frame.origin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
      }
    }
    /// The frame's size (changed around the centre).
    open var size: CGSize {
      get { frame.size }
      set {
        let middle = center
        frame = CGRect(
          x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
    }
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The stacking order (recorded only).
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden: Bool = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    /// The kind of a supplementary or decoration view; nil for a cell.
    open var representedElementKind: String? { kind }

    /// A copy of every attribute (what the SDK's `copy(with:)` gives; the stub's subclasses of
    /// attributes are copied as the base class).
    package func stubCopy() -> UICollectionViewLayoutAttributes {
      let copy = UICollectionViewLayoutAttributes(
        category: category, kind: kind, indexPath: indexPath)
      copy.frame = frame
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.isHidden = isHidden
      return copy
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// The base of collection view layouts, as UIKit's `UICollectionViewLayout`: subclasses
  /// override the hooks; the collection view calls `prepare()` before asking for attributes
  /// after each invalidation, and takes its `contentSize` from `collectionViewContentSize`.
  @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view the layout belongs to.
    package weak var attachedCollectionView: UICollectionView?

    /// A layout that belongs to no collection view yet.
    public override init() {
      super.init()
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The collection view the layout belongs to.
    open var collectionView: UICollectionView? { attachedCollectionView }

    /// Marks the layout for `prepare()` before the collection view's next layout pass.
    open func invalidateLayout() {
      attachedCollectionView?.layoutWasInvalidated()
    }

    /// Computes what the layout needs (does nothing by default).
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      nil
    }

    /// The attributes of the item at `indexPath` (none by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }

    /// The attributes of a supplementary view (none by default).
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      nil
    }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize)
    /// invalidates the layout (false by default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where a drag released with `velocity` should land, given where the deceleration would
    /// stop (there, by default).
    ///
    /// The collection view asks this at the end of a drag when paging is off, before the
    /// delegate's `scrollViewWillEndDragging`, with the velocity the delegate gets (points per
    /// millisecond).
    open func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      proposedContentOffset
    }

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }
  }
#endif

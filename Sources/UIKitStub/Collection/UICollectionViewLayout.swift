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

    /// Marks the whole layout for `prepare()` before the collection view's next layout pass:
    /// sends `invalidateLayout(with:)` a context of `invalidationContextClass` that invalidates
    /// everything, as UIKit does.
    open func invalidateLayout() {
      let context = makeInvalidationContext()
      context.markInvalid(everything: true, dataSourceCounts: false)
      invalidateLayout(with: context)
    }

    /// Marks the part of the layout `context` names for `prepare()` before the collection
    /// view's next layout pass; the collection view applies the context's offset and size
    /// adjustments. Subclasses that override it call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      attachedCollectionView?.layoutWasInvalidated(with: context)
    }

    /// The class of the contexts the layout's invalidations use.
    open class var invalidationContextClass: AnyClass {
      UICollectionViewLayoutInvalidationContext.self
    }

    /// A new, empty context of `invalidationContextClass`.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
      let contextClass =
        Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        ?? UICollectionViewLayoutInvalidationContext.self
      return contextClass.init()
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

    /// The context a bounds change the layout asked to be invalidated for sends (an empty one
    /// of `invalidationContextClass` by default: `prepare()` still runs).
    open func invalidationContext(
      forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
      makeInvalidationContext()
    }

    /// Whether a cell's own size (`preferredLayoutAttributesFitting(_:)`) invalidates the
    /// layout (false by default: the layout's size stands).
    open func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      false
    }

    /// The context a cell's own size sends: a new one of `invalidationContextClass`, naming
    /// nothing.
    ///
    /// Apple documents only that the default implementation creates an instance of
    /// `invalidationContextClass` (developer.apple.com/documentation/uikit/uicollectionviewlayout/
    /// invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)); it promises
    /// no element in it. So the stub names none: a layout that resizes the element says so in
    /// its override, and works whether or not UIKit names it too. `prepare()` still runs.
    open func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      makeInvalidationContext()
    }

    /// Called after `prepare()` when the collection view inserts, deletes, moves or reloads
    /// (does nothing by default).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called when the collection view's updates are applied (does nothing by default).
    open func finalizeCollectionViewUpdates() {}

    /// The direction the layout's frames are written for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether a collection view whose direction is not `developmentLayoutDirection` flips its
    /// coordinate system for the layout (false by default).
    ///
    /// When it does, the layout works in its own coordinates and the collection view mirrors
    /// nothing it passes or gets: its bounds' origin is at the leading (right) edge, so
    /// `contentOffset` is 0 at the leading end, and only where things land in the window is
    /// mirrored (UICollectionViewLayout.h:140, `UICollectionView.isFlipped`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

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

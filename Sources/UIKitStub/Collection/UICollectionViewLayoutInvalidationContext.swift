#if os(Linux)
  import Foundation

  /// What part of a layout an invalidation covers, as UIKit's
  /// `UICollectionViewLayoutInvalidationContext`.
  ///
  /// `invalidateLayout()` sends a context that invalidates everything; the collection view's
  /// `reloadData()` and batch updates send one that also invalidates the data source counts; a
  /// layout builds narrower ones (some items, an offset adjustment) for
  /// `invalidateLayout(with:)`. The collection view adds `contentOffsetAdjustment` to its offset
  /// and `contentSizeAdjustment` to its content size when the context arrives, as UIKit does.
  @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    private var everything = false
    private var dataSourceCounts = false
    private var itemPaths: [IndexPath]?
    private var supplementaryPaths: [String: [IndexPath]]?
    private var decorationPaths: [String: [IndexPath]]?

    /// An empty context (it invalidates nothing until told what).
    ///
    /// `required` in the stub so that a layout's `invalidationContextClass` can be instantiated
    /// from its metatype, as UIKit does through the Objective-C runtime.
    public required override init() {
      super.init()
    }

    /// Makes the context invalidate everything, or the data source's counts (what UIKit sets
    /// for `invalidateLayout()`, reloads and batch updates).
    package func markInvalid(everything: Bool, dataSourceCounts: Bool) {
      self.everything = self.everything || everything
      self.dataSourceCounts = self.dataSourceCounts || dataSourceCounts
    }

    /// Whether every element must be laid out again (set by UIKit, not by the layout).
    open var invalidateEverything: Bool { everything }

    /// Whether the data source's counts changed (set by UIKit for reloads and batch updates).
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }

    /// Marks items for the layout to compute again.
    open func invalidateItems(at indexPaths: [IndexPath]) {
      itemPaths = (itemPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` for the layout to compute again.
    open func invalidateSupplementaryElements(
      ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
      supplementaryPaths = supplementaryPaths ?? [:]
      supplementaryPaths?[elementKind, default: []] += indexPaths
    }

    /// Marks decoration views of `elementKind` for the layout to compute again.
    open func invalidateDecorationElements(
      ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
      decorationPaths = decorationPaths ?? [:]
      decorationPaths?[elementKind, default: []] += indexPaths
    }

    /// The items marked with `invalidateItems(at:)`, if any.
    open var invalidatedItemIndexPaths: [IndexPath]? { itemPaths }

    /// The supplementary views marked, by kind, if any.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryPaths }

    /// The decoration views marked, by kind, if any.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationPaths }

    /// Added to the collection view's content offset when the context is applied.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Added to the collection view's content size when the context is applied.
    open var contentSizeAdjustment: CGSize = .zero
  }
#endif

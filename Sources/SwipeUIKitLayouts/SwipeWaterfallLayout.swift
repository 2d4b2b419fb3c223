#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeLayouts
    import SwipeUIKit
  #endif

  /// A waterfall (masonry) layout, the seed's `STCollectionViewFlowLayout` done properly, over
  /// SwipeCore's `WaterfallLayout`: each item goes to the shortest column of its section
  /// (ties within 1 pt to the leftmost), columns per section, item heights or aspect ratios,
  /// section headers and footers, insets and spacings, a top placeholder and a minimum content
  /// height (the seed's `minRequireContentSize`, so a short page in a `SwipeTableView` can
  /// still collapse the shared header).
  ///
  /// `layoutAttributesForElements(in:)` answers in O(log n + k) (a binary search per column).
  /// `prepare()` lays out every section in O(n·c) after `invalidateLayout()` or a reload, but
  /// only the new items after a batch update that appends (`insertItems(at:)` at the ends of
  /// sections, the usual load-more), and only the named items after
  /// `invalidateLayout(with:)` with `invalidateItems(at:)` (a height change). Cells can size
  /// themselves (``selfSizingItems``). In a right-to-left collection view the first column is
  /// the rightmost. Headers and footers are supplementary views of
  /// `UICollectionView.elementKindSectionHeader` and `…Footer`.
  ///
  /// Subclass it as any layout: call `super` and add attributes.
  @MainActor open class SwipeWaterfallLayout: UICollectionViewLayout {
    /// Columns per section, when the delegate does not say (1…256).
    public var columnCount = 2 { didSet { invalidateLayout() } }
    /// Every item's size, when the delegate does not say: square by default, as the seed.
    public var itemSize = WaterfallSection.ItemSize.aspectRatio(1) { didSet { invalidateLayout() } }
    /// Section header height, when the delegate does not say.
    public var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Section footer height, when the delegate does not say.
    public var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Space around each section's items, when the delegate does not say.
    public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// Space between columns, when the delegate does not say.
    public var columnSpacing: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Space between items in a column, when the delegate does not say.
    public var rowSpacing: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Space above the first section (the seed's placeholder header): room a refresh control
    /// or a shared header can use without covering a cell.
    public var topPlaceholder: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The content is at least this tall (the seed's `minRequireContentSize`).
    public var minimumContentHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// How items choose their column.
    public var columnMode = WaterfallLayout.ColumnMode.shortest { didSet { invalidateLayout() } }
    /// Pixels per point: columns start on whole pixels. Nil (the default) takes the collection
    /// view's display scale (`traitCollection.displayScale`, 1 while it has none), so that
    /// columns meet without seams on 2× and 3× screens; 1 snaps to points.
    public var pixelScale: CGFloat? { didSet { invalidateLayout() } }

    /// Whether each cell's own height (its `preferredLayoutAttributesFitting(_:)` at the
    /// column's width) replaces its item's: the delegate's sizes are then estimates, as a flow
    /// layout's `estimatedItemSize`. A cell's height is kept for its item until the data is
    /// reloaded or the width changes.
    public var selfSizingItems = false { didSet { invalidateLayout() } }

    /// Room a `SwipeTableView` reserves above the first section for its header and bar, in
    /// its placeholder mode (`PageReservation.placeholder`); added to ``topPlaceholder``.
    package var containerPlaceholder: CGFloat = 0 { didSet { invalidateLayout() } }

    /// The layout of the last `prepare()`.
    public private(set) var waterfall: WaterfallLayout
    private var query: [LayoutElement] = []
    /// What the next `prepare()` lays out: everything, the new items, some items' sizes.
    private var needsEverything = true
    private var needsCountCheck = false
    private var resizedItems: [IndexPath] = []
    /// The item counts before the last `prepare()` appended items (checked against the batch
    /// update that follows).
    private var countsBeforeAppend: [Int]?
    /// The heights self-sizing cells asked for.
    var preferredHeights: [IndexPath: Double] = [:]

    /// A layout of two square columns.
    public override init() {
      waterfall = Self.empty
      super.init()
    }

    /// Not supported: create the layout in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private static let empty = (try? WaterfallLayout(width: 0, sections: []))!

    // MARK: - Layout

    /// Lays out what the invalidations since the last call changed, from the data source's
    /// counts and the delegate's sizes.
    ///
    /// After `invalidateLayout()`, a reload or a new width, every section is laid out again
    /// (O(n·c)). After a batch update that only appends items at the ends of sections, the
    /// new items are placed where their sections left off (O(k·c + s) for k new items and s
    /// sections), asking the delegate about the new items only. Items an invalidation context
    /// names (`invalidateItems(at:)`, or a self-sizing cell) take their new size with
    /// `WaterfallLayout.setSize(_:ofItem:inSection:)`. Out-of-range answers are clamped:
    /// columns to 1…256, negative or non-finite lengths to 0, non-positive aspect ratios to
    /// square; side insets wider than the view, and column spacing that leaves no room for the
    /// columns, to 0.
    open override func prepare() {
      super.prepare()
      defer {
        needsEverything = false
        needsCountCheck = false
        resizedItems.removeAll()
      }
      guard let collectionView else {
        waterfall = Self.empty
        countsBeforeAppend = nil
        return
      }
      let delegate = collectionView.delegate as? any SwipeWaterfallLayoutDelegate
      let width = length(collectionView.bounds.width)
      if width != waterfall.width { preferredHeights.removeAll() }
      countsBeforeAppend = nil
      if needsEverything || width != waterfall.width
        || scale(for: collectionView) != waterfall.scale
        || (needsCountCheck && !appendNewItems(in: collectionView, delegate: delegate))
      {
        layOutEverything(in: collectionView, delegate: delegate)
        return
      }
      for indexPath in resizedItems
      where indexPath.item < waterfall.numberOfItems(inSection: indexPath.section) {
        try? waterfall.setSize(
          size(ofItem: indexPath, in: collectionView, delegate: delegate),
          ofItem: indexPath.item, inSection: indexPath.section)
      }
    }

    /// Lays out every section.
    private func layOutEverything(
      in collectionView: UICollectionView, delegate: (any SwipeWaterfallLayoutDelegate)?
    ) {
      let width = length(collectionView.bounds.width)
      var sections: [WaterfallSection] = []
      for section in 0..<collectionView.numberOfSections {
        sections.append(
          describe(section: section, in: collectionView, delegate: delegate, width: width))
      }
      waterfall =
        (try? WaterfallLayout(
          width: width, sections: sections,
          topPlaceholder: length(topPlaceholder) + length(containerPlaceholder),
          minimumContentHeight: length(minimumContentHeight),
          columnMode: columnMode, scale: scale(for: collectionView)))
        ?? Self.empty
    }

    /// The pixels per point columns snap to: ``pixelScale``, else the view's display scale, else
    /// 1.
    private func scale(for collectionView: UICollectionView) -> Double {
      let scale = length(pixelScale ?? collectionView.traitCollection.displayScale)
      return scale > 0 ? scale : 1
    }

    /// Places the items the data source added at the ends of the sections; false (nothing
    /// changed) when sections were added or removed or a section lost items.
    private func appendNewItems(
      in collectionView: UICollectionView, delegate: (any SwipeWaterfallLayoutDelegate)?
    ) -> Bool {
      let sectionCount = collectionView.numberOfSections
      guard sectionCount == waterfall.numberOfSections else { return false }
      var before: [Int] = []
      for section in 0..<sectionCount {
        let old = waterfall.numberOfItems(inSection: section)
        guard collectionView.numberOfItems(inSection: section) >= old else { return false }
        before.append(old)
      }
      for section in 0..<sectionCount {
        let count = collectionView.numberOfItems(inSection: section)
        guard count > before[section] else { continue }
        var items: [WaterfallSection.ItemSize] = []
        items.reserveCapacity(count - before[section])
        for item in before[section]..<count {
          items.append(
            size(
              ofItem: IndexPath(item: item, section: section), in: collectionView,
              delegate: delegate))
        }
        guard (try? waterfall.append(items: items, toSection: section)) != nil else {
          return false
        }
      }
      countsBeforeAppend = before
      return true
    }

    // MARK: - Invalidation

    /// Records what `context` invalidates for the next `prepare()`: everything (a property, a
    /// reload), the counts (a batch update), or some items' sizes. Call `super` when you
    /// override it.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything {
        needsEverything = true
        if context.invalidateDataSourceCounts { preferredHeights.removeAll() }
      } else if context.invalidateDataSourceCounts {
        needsCountCheck = true
      }
      let named = context.invalidatedItemIndexPaths ?? []
      if !named.isEmpty, !needsEverything, !needsCountCheck, !context.invalidateDataSourceCounts,
        let collectionView, length(collectionView.bounds.width) == waterfall.width
      {
        resize(named, in: collectionView, for: context)
      } else {
        resizedItems += named
      }
      if let supplementary = context.invalidatedSupplementaryIndexPaths, !supplementary.isEmpty {
        needsEverything = true
      }
      super.invalidateLayout(with: context)
    }

    /// Checks that a batch update only appended items, as `prepare()` assumed when the counts
    /// grew; any other change (an insert before the end, a delete, a move, a reload, a new
    /// section) lays every section out again.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      guard let before = countsBeforeAppend, let collectionView else { return }
      countsBeforeAppend = nil
      let appendsOnly = updateItems.allSatisfy { update in
        guard update.updateAction == .insert, let path = update.indexPathAfterUpdate,
          path.item != NSNotFound, before.indices.contains(path.section)
        else { return false }
        return path.item >= before[path.section]
      }
      guard !appendsOnly else { return }
      preferredHeights.removeAll()
      layOutEverything(
        in: collectionView, delegate: collectionView.delegate as? any SwipeWaterfallLayoutDelegate
      )
    }

    // MARK: - Self-sizing

    /// Whether a cell's own height replaces its item's (when ``selfSizingItems`` is on): the
    /// cell's `preferredLayoutAttributesFitting(_:)` answered another height for the column's
    /// width.
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      guard selfSizingItems, originalAttributes.representedElementCategory == .cell else {
        return false
      }
      return length(preferredAttributes.frame.height) != Double(originalAttributes.frame.height)
    }

    /// Keeps the cell's height for its item and invalidates that item only: a context of
    /// `invalidationContextClass` (UIKit's base makes one and names nothing in it) that names
    /// the item. The resize it leads to keeps what is on screen in place
    /// (`invalidateLayout(with:)`).
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      let indexPath = originalAttributes.indexPath
      preferredHeights[indexPath] = length(preferredAttributes.frame.height)
      if !(context.invalidatedItemIndexPaths ?? []).contains(indexPath) {
        context.invalidateItems(at: [indexPath])
      }
      return context
    }

    /// Gives the items `context` names their new sizes now, and sets the context's adjustments:
    /// the content's height change, and the offset change that keeps the first element on
    /// screen in place when an item wholly above the visible area resized
    /// (`WaterfallLayout.setSize(_:ofItem:inSection:keepingOnScreen:)`).
    private func resize(
      _ items: [IndexPath], in collectionView: UICollectionView,
      for context: UICollectionViewLayoutInvalidationContext
    ) {
      let delegate = collectionView.delegate as? any SwipeWaterfallLayoutDelegate
      let inset = collectionView.adjustedContentInset
      let height = Double(collectionView.bounds.height - inset.top - inset.bottom)
      let top = Double(collectionView.contentOffset.y + inset.top)
      let contentHeight = waterfall.contentSize.height
      var shift = 0.0
      for indexPath in items
      where indexPath.item < waterfall.numberOfItems(inSection: indexPath.section) {
        let visible = CGRect(
          x: 0, y: top + shift, width: waterfall.width, height: max(height, 0))
        shift +=
          (try? waterfall.setSize(
            size(ofItem: indexPath, in: collectionView, delegate: delegate),
            ofItem: indexPath.item, inSection: indexPath.section, keepingOnScreen: visible)) ?? 0
      }
      context.contentSizeAdjustment.height += waterfall.contentSize.height - contentHeight
      context.contentOffsetAdjustment.y += CGFloat(shift)
    }

    /// Mirrors the columns in a right-to-left collection view: the first column is the
    /// rightmost. UIKit flips the view's coordinate system for the layout, whose frames stay
    /// left to right (UICollectionViewLayout.h:140).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The laid-out size.
    open override var collectionViewContentSize: CGSize { waterfall.contentSize }

    /// The cells, headers and footers whose frames meet `rect`.
    ///
    /// - Complexity: O(log n + k): a binary search per column.
    open override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      query.removeAll(keepingCapacity: true)
      waterfall.collectElements(in: rect, into: &query)
      return query.map(Self.attributes(for:))
    }

    /// The attributes of the item at `indexPath` (nil outside the layout).
    open override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard let frame = waterfall.frame(ofItem: indexPath.item, inSection: indexPath.section)
      else { return nil }
      return Self.attributes(
        for: LayoutElement(
          kind: .item, section: indexPath.section, item: indexPath.item, frame: frame))
    }

    /// The attributes of a section's header or footer (nil when it has none).
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      let header = elementKind == UICollectionView.elementKindSectionHeader
      guard header || elementKind == UICollectionView.elementKindSectionFooter,
        let frame =
          header
          ? waterfall.headerFrame(inSection: indexPath.section)
          : waterfall.footerFrame(inSection: indexPath.section)
      else { return nil }
      return Self.attributes(
        for: LayoutElement(
          kind: header ? .header : .footer, section: indexPath.section, item: 0, frame: frame))
    }

    /// A new width lays the columns out again; a scroll keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      Double(newBounds.width) != waterfall.width
    }
  }

  extension SwipeWaterfallLayout: PlaceholderLayout {}
#endif

#if os(Linux)
  import Foundation

  /// A scroll view that shows cells where its layout puts them, as UIKit's `UICollectionView`.
  ///
  /// The layout is prepared (`prepare()`, then `contentSize` = its `collectionViewContentSize`)
  /// at the first layout pass or query after `reloadData()`, a layout invalidation, a new layout,
  /// or a bounds change the layout asks to be invalidated for
  /// (`shouldInvalidateLayout(forBoundsChange:)`). `layoutSubviews()` shows a cell for each
  /// cell attribute meeting the bounds (asking the data source for new ones, telling the
  /// delegate `willDisplay`/`didEndDisplaying`) and recycles the others by reuse identifier.
  /// At the end of a drag with paging off, the layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` proposes the landing
  /// point before the delegate's `scrollViewWillEndDragging`. Supplementary views take their room
  /// in the layout but are not shown.
  ///
  /// Invalidations reach the collection view as contexts (`invalidateLayout(with:)`): reloads and
  /// batch updates invalidate everything or the counts, as UIKit's do; a shown cell whose
  /// `preferredLayoutAttributesFitting(_:)` differs is offered to the layout, which may
  /// invalidate it (self-sizing) in the same pass. With a layout that flips in the opposite
  /// direction (`flipsHorizontallyInOppositeLayoutDirection`), a right-to-left view flips its
  /// own coordinate system (`isFlipped`); a flow layout mirrors its frames itself instead.
  ///
  /// `delegate` is UIScrollView's (pure Swift cannot narrow it, uikit-api.md §0.4): the
  /// collection view reads it as a `UICollectionViewDelegate` (and the flow layout as a
  /// `UICollectionViewDelegateFlowLayout`).
  @MainActor open class UICollectionView: UIScrollView {
    private var layout: UICollectionViewLayout
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    var visible: [IndexPath: UICollectionViewCell] = [:]
    var itemCounts: [Int]?
    private var needsPrepare = true
    private var laidOutBounds: CGRect?
    /// The changes of the batch update being recorded.
    var updateItems: [UICollectionViewUpdateItem] = []
    /// How deep in `performBatchUpdates` calls the view is.
    var batchDepth = 0
    /// Whether the view has shown its leading end (right-to-left views start there).
    private var placedAtLeadingEnd = false

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      self.layout = layout
      super.init(frame: frame)
      layout.attachedCollectionView = self
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    // MARK: - Layout and data

    /// The layout; a new one is prepared at the next layout pass.
    open var collectionViewLayout: UICollectionViewLayout {
      get { layout }
      set {
        guard newValue !== layout else { return }
        layout.attachedCollectionView = nil
        layout = newValue
        newValue.attachedCollectionView = self
        invalidateForData()
      }
    }

    /// The data source.
    open weak var dataSource: (any UICollectionViewDataSource)? {
      didSet { reloadData() }
    }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A recycled cell with the identifier (after `prepareForReuse()`), else a new one of the
    /// registered class; traps when the identifier is not registered, as UIKit raises.
    open func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
      if var pool = reusable[identifier], let cell = pool.popLast() {
        reusable[identifier] = pool
        cell.prepareForReuse()
        return cell
      }
      guard let cellClass = registered[identifier] else {
        fatalError("no cell class registered for \(identifier)")
      }
      let cell = cellClass.init(frame: .zero)
      cell.storedReuseIdentifier = identifier
      return cell
    }

    /// Forgets the counts and the shown cells; the next layout pass asks the data source anew.
    open func reloadData() {
      recycleVisibleCells()
      invalidateForData()
    }

    /// Sends the layout a context that invalidates everything and the counts.
    private func invalidateForData() {
      let context = layout.makeInvalidationContext()
      context.markInvalid(everything: true, dataSourceCounts: true)
      layout.invalidateLayout(with: context)
    }

    /// Hides every shown cell (the stub does not carry cells across updates).
    func recycleVisibleCells() {
      for (path, cell) in visible { hide(cell, at: path) }
      visible.removeAll()
    }

    /// The number of sections (the data source's).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section` (the data source's).
    open func numberOfItems(inSection section: Int) -> Int {
      counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: - Batch updates

    /// Inserts items (the data source already counts them).
    open func insertItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { .init(action: .insert, before: nil, after: $0) })
    }

    /// Deletes items (the data source no longer counts them).
    open func deleteItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { .init(action: .delete, before: $0, after: nil) })
    }

    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) {
      record(indexPaths.map { .init(action: .reload, before: $0, after: $0) })
    }

    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record([.init(action: .move, before: indexPath, after: newIndexPath)])
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) {
      record(sections.map { .init(action: .insert, before: nil, after: Self.sectionPath($0)) })
    }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) {
      record(sections.map { .init(action: .delete, before: Self.sectionPath($0), after: nil) })
    }

    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) {
      record(
        sections.map {
          .init(action: .reload, before: Self.sectionPath($0), after: Self.sectionPath($0))
        })
    }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change, then calls `completion`
    /// with `true`.
    ///
    /// The layout gets a context that invalidates the data source counts, `prepare()`, then
    /// `prepare(forCollectionViewUpdates:)` with every change and `finalizeCollectionViewUpdates()`,
    /// in UIKit's order. The stub does not animate, and carries shown cells across an update only
    /// when it appends: otherwise they are recycled and the next layout pass asks for them again.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      batchDepth += 1
      updates?()
      batchDepth -= 1
      if batchDepth == 0 { commitUpdates() }
      completion?(true)
    }

    // MARK: - Selection (model in UICollectionView+Selection)

    /// Whether a tap on an item selects it (true by default).
    open var allowsSelection: Bool = true
    /// Whether a tap adds to the selection instead of replacing it (false by default).
    open var allowsMultipleSelection: Bool = false
    /// The selected items, in the order they were selected; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
      selectedItems.isEmpty ? nil : selectedItems
    }
    /// Deselects the item at `indexPath` (the delegate is not told, as in UIKit).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
      selectedItems.removeAll { $0 == indexPath }
    }
    package var selectedItems: [IndexPath] = []

    // MARK: - Queries

    /// The cells shown, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
      visible.keys.sorted().compactMap { visible[$0] }
    }

    /// The index paths of the cells shown, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }

    /// The cell shown for `indexPath`, if any.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      prepareLayoutIfNeeded()
      return layout.layoutAttributesForItem(at: indexPath).map { $0.stubCopy() }
    }

    /// The item whose frame contains `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
      prepareLayoutIfNeeded()
      let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
      return layout.layoutAttributesForElements(in: probe)?.first {
        $0.representedElementCategory == .cell && $0.frame.contains(point)
      }?.indexPath
    }

    // MARK: - Layout pass

    /// A drag takes the touch from any view in the collection, controls included: a drag that
    /// starts on a button in a cell scrolls (UIKit's table and collection views override
    /// UIScrollView's default of UIScrollView.h:179-181, which keeps controls; the override is
    /// not in the headers, it is the behaviour of the system's own lists).
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// Prepares the layout if needed and shows the cells meeting the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      if let last = laidOutBounds, last != bounds,
        layout.shouldInvalidateLayout(forBoundsChange: bounds)
      {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
      }
      laidOutBounds = bounds
      // Cells that size themselves invalidate the layout; a few rounds settle any sane cell.
      for _ in 0..<Self.selfSizingRounds {
        prepareLayoutIfNeeded()
        placeAtLeadingEndIfNeeded()
        showCells()
        if !needsPrepare { break }
      }
    }

    /// How many times one layout pass lets cells resize themselves.
    private static let selfSizingRounds = 4

    // MARK: - Model

    /// The layout sent `context`: prepare it before the next query or layout pass, and apply
    /// the context's adjustments.
    package func layoutWasInvalidated(with context: UICollectionViewLayoutInvalidationContext) {
      needsPrepare = true
      if context.invalidateDataSourceCounts { itemCounts = nil }
      let size = context.contentSizeAdjustment
      if size != .zero {
        contentSize = CGSize(
          width: contentSize.width + size.width, height: contentSize.height + size.height)
      }
      let offset = context.contentOffsetAdjustment
      if offset != .zero {
        contentOffset = CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y)
      }
      setNeedsLayout()
    }

    private var counts: [Int] {
      if let itemCounts { return itemCounts }
      let sections = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
      let loaded = (0..<sections).map { section in
        max(dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0, 0)
      }
      itemCounts = loaded
      return loaded
    }

    func prepareLayoutIfNeeded() {
      guard needsPrepare else { return }
      needsPrepare = false
      layout.prepare()
      takeContentSize()
    }

    /// Takes the layout's content size.
    func takeContentSize() {
      let size = layout.collectionViewContentSize
      if size != contentSize { contentSize = size }
    }

    private func showCells() {
      let shown = (layout.layoutAttributesForElements(in: bounds) ?? [])
        .filter { $0.representedElementCategory == .cell }
      let wanted = Set(shown.map(\.indexPath))
      for (path, cell) in visible where !wanted.contains(path) {
        visible[path] = nil
        hide(cell, at: path)
      }
      let collectionDelegate = delegate as? any UICollectionViewDelegate
      for attributes in shown {
        let path = attributes.indexPath
        var cell = visible[path]
        let isNew = cell == nil
        if isNew {
          guard let made = dataSource?.collectionView(self, cellForItemAt: path) else { continue }
          cell = made
          visible[path] = made
          if made.superview !== self { insertSubview(made, at: 0) }
        }
        guard let cell else { continue }
        let applied = attributes.stubCopy()
        cell.frame = applied.frame
        cell.alpha = applied.alpha
        cell.isHidden = applied.isHidden
        cell.apply(applied)
        offerPreferredAttributes(of: cell, for: attributes)
        if isNew { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path) }
      }
    }

    /// Offers the layout the cell's own attributes; the layout may invalidate itself for them.
    private func offerPreferredAttributes(
      of cell: UICollectionViewCell, for attributes: UICollectionViewLayoutAttributes
    ) {
      let preferred = cell.preferredLayoutAttributesFitting(attributes.stubCopy())
      guard
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
      else { return }
      layout.invalidateLayout(
        with: layout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    }

    // MARK: - Right to left

    /// Whether the view's coordinate system is flipped: the layout asks for it and the view's
    /// direction is not the layout's. UICollectionViewLayout.h:140: "a UICollectionView showing
    /// this layout will ensure its bounds.origin is always found at the leading edge, flipping
    /// its coordinate system horizontally if necessary."
    ///
    /// So the layout works in its own coordinates throughout, and the view does not mirror
    /// anything it passes or gets: cells take the layout's frames, `contentOffset` is 0 at the
    /// leading (right) end and grows leftward, and touch points, translations and velocities in
    /// the view read in those coordinates. Only where things land in the window is mirrored
    /// (`flipsBoundsHorizontally`); a cell's own content is not.
    var isFlipped: Bool {
      layout.flipsHorizontallyInOppositeLayoutDirection
        && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    package override var flipsBoundsHorizontally: Bool { isFlipped }

    /// A view laid out from the right by a flow layout (which mirrors its own frames rather than
    /// flip the view, `UICollectionViewFlowLayout.mirrorsForOppositeDirection`) starts at its
    /// leading (right) end, where the first item is. A flipped view starts there at offset 0.
    private func placeAtLeadingEndIfNeeded() {
      guard !placedAtLeadingEnd, contentSize.width > 0 else { return }
      placedAtLeadingEnd = true
      guard (layout as? UICollectionViewFlowLayout)?.mirrorsForOppositeDirection == true,
        contentSize.width > bounds.width
      else { return }
      contentOffset.x = contentSize.width - bounds.width
    }

    private func hide(_ cell: UICollectionViewCell, at path: IndexPath) {
      cell.removeFromSuperview()
      (delegate as? any UICollectionViewDelegate)?.collectionView(
        self, didEndDisplaying: cell, forItemAt: path)
      guard let identifier = cell.reuseIdentifier else { return }
      reusable[identifier, default: []].append(cell)
    }

    package override func adjustedTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
      prepareLayoutIfNeeded()
      return layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
  }
#endif

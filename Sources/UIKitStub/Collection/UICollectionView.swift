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
  /// `delegate` is UIScrollView's (pure Swift cannot narrow it, uikit-api.md §0.4): the
  /// collection view reads it as a `UICollectionViewDelegate` (and the flow layout as a
  /// `UICollectionViewDelegateFlowLayout`).
  @MainActor open class UICollectionView: UIScrollView {
    private var layout: UICollectionViewLayout
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var itemCounts: [Int]?
    private var needsPrepare = true
    private var laidOutBounds: CGRect?

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
        layoutWasInvalidated()
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
      itemCounts = nil
      for (path, cell) in visible { hide(cell, at: path) }
      visible.removeAll()
      layoutWasInvalidated()
    }

    /// The number of sections (the data source's).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section` (the data source's).
    open func numberOfItems(inSection section: Int) -> Int {
      counts.indices.contains(section) ? counts[section] : 0
    }

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
      return layout.layoutAttributesForItem(at: indexPath)
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

    /// Prepares the layout if needed and shows the cells meeting the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      if let last = laidOutBounds, last != bounds,
        layout.shouldInvalidateLayout(forBoundsChange: bounds)
      {
        needsPrepare = true
      }
      laidOutBounds = bounds
      prepareLayoutIfNeeded()
      showCells()
    }

    // MARK: - Model

    /// The layout was invalidated: prepare it before the next query or layout pass.
    package func layoutWasInvalidated() {
      needsPrepare = true
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

    private func prepareLayoutIfNeeded() {
      guard needsPrepare else { return }
      needsPrepare = false
      layout.prepare()
      let size = layout.collectionViewContentSize
      if size != contentSize { contentSize = size }
    }

    private func showCells() {
      let shown = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
        $0.representedElementCategory == .cell
      }
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
        cell.frame = attributes.frame
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.apply(attributes)
        if isNew { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path) }
      }
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

#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore

  /// What a ``SwipeWaterfallLayout`` asks per section and per item; every method is optional
  /// and falls back to the layout's own property of the same name. The collection view's
  /// `delegate` answers (as a flow layout's delegate does).
  @MainActor public protocol SwipeWaterfallLayoutDelegate: UICollectionViewDelegate {
    /// How many columns the section has (the seed's required `numberOfColumnsInSection`).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      numberOfColumnsInSection section: Int
    ) -> Int
    /// The item's height, or its aspect ratio (the height then follows the column width).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> WaterfallSection.ItemSize
    /// The section header's height (0: none).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForHeaderInSection section: Int
    ) -> CGFloat
    /// The section footer's height (0: none).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForFooterInSection section: Int
    ) -> CGFloat
    /// Space around the section's items, inside its header and footer.
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// Space between the section's columns (the seed's `minimumInteritemSpacing`).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      columnSpacingForSectionAt section: Int
    ) -> CGFloat
    /// Space between items in a column (the seed's `minimumLineSpacing`).
    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      rowSpacingForSectionAt section: Int
    ) -> CGFloat
  }

  extension SwipeWaterfallLayoutDelegate {
    /// The layout's `columnCount`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      numberOfColumnsInSection section: Int
    ) -> Int { layout.columnCount }

    /// The layout's `itemSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> WaterfallSection.ItemSize { layout.itemSize }

    /// The layout's `headerHeight`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForHeaderInSection section: Int
    ) -> CGFloat { layout.headerHeight }

    /// The layout's `footerHeight`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForFooterInSection section: Int
    ) -> CGFloat { layout.footerHeight }

    /// The layout's `sectionInset`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets { layout.sectionInset }

    /// The layout's `columnSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      columnSpacingForSectionAt section: Int
    ) -> CGFloat { layout.columnSpacing }

    /// The layout's `rowSpacing`.
    public func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      rowSpacingForSectionAt section: Int
    ) -> CGFloat { layout.rowSpacing }
  }

  /// A waterfall (masonry) layout, the seed's `STCollectionViewFlowLayout` done properly, over
  /// SwipeCore's `WaterfallLayout`: each item goes to the shortest column of its section
  /// (ties within 1 pt to the leftmost), columns per section, item heights or aspect ratios,
  /// section headers and footers, insets and spacings, a top placeholder and a minimum content
  /// height (the seed's `minRequireContentSize`, so a short page in a ``SwipeTableView`` can
  /// still collapse the shared header).
  ///
  /// `layoutAttributesForElements(in:)` answers in O(log n + k) (a binary search per column);
  /// `prepare()` lays out every section in O(n·c) after an invalidation. Headers and footers are
  /// supplementary views of `UICollectionView.elementKindSectionHeader` and `…Footer`.
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
    /// Pixels per point: columns start on whole pixels (set the screen's scale; 1 snaps to
    /// points).
    public var pixelScale: CGFloat = 1 { didSet { invalidateLayout() } }

    /// The layout of the last `prepare()`.
    public private(set) var waterfall: WaterfallLayout
    private var query: [LayoutElement] = []

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

    /// Lays out every section from the data source's counts and the delegate's sizes.
    /// Out-of-range answers are clamped: columns to 1…256, negative or non-finite lengths to 0,
    /// non-positive aspect ratios to square; side insets wider than the view, and column spacing
    /// that leaves no room for the columns, to 0.
    open override func prepare() {
      super.prepare()
      guard let collectionView else {
        waterfall = Self.empty
        return
      }
      let delegate = collectionView.delegate as? any SwipeWaterfallLayoutDelegate
      let width = length(collectionView.bounds.width)
      var sections: [WaterfallSection] = []
      for section in 0..<collectionView.numberOfSections {
        sections.append(
          describe(section: section, in: collectionView, delegate: delegate, width: width))
      }
      waterfall =
        (try? WaterfallLayout(
          width: width, sections: sections, topPlaceholder: length(topPlaceholder),
          minimumContentHeight: length(minimumContentHeight),
          columnMode: columnMode, scale: length(pixelScale)))
        ?? Self.empty
    }

    private func describe(
      section: Int, in collectionView: UICollectionView,
      delegate: (any SwipeWaterfallLayoutDelegate)?, width: Double
    ) -> WaterfallSection {
      let columns =
        delegate?.collectionView(collectionView, layout: self, numberOfColumnsInSection: section)
        ?? columnCount
      let count = collectionView.numberOfItems(inSection: section)
      var items: [WaterfallSection.ItemSize] = []
      items.reserveCapacity(count)
      for item in 0..<count {
        let size =
          delegate?.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
          ?? itemSize
        items.append(Self.sanitized(size))
      }
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      var insets = Insets(
        top: length(inset.top), left: length(inset.left), bottom: length(inset.bottom),
        right: length(inset.right))
      if insets.left + insets.right > width {
        insets.left = 0
        insets.right = 0
      }
      let clampedColumns = min(max(columns, 1), WaterfallLayout.maximumColumns)
      var spacing = length(
        delegate?.collectionView(collectionView, layout: self, columnSpacingForSectionAt: section)
          ?? columnSpacing)
      if insets.left + insets.right + spacing * Double(clampedColumns - 1) > width { spacing = 0 }
      return WaterfallSection(
        columns: clampedColumns, items: items,
        headerHeight: length(
          delegate?.collectionView(
            collectionView, layout: self, referenceHeightForHeaderInSection: section)
            ?? headerHeight),
        footerHeight: length(
          delegate?.collectionView(
            collectionView, layout: self, referenceHeightForFooterInSection: section)
            ?? footerHeight),
        insets: insets, columnSpacing: spacing,
        rowSpacing: length(
          delegate?.collectionView(collectionView, layout: self, rowSpacingForSectionAt: section)
            ?? rowSpacing))
    }

    private static func sanitized(_ size: WaterfallSection.ItemSize) -> WaterfallSection.ItemSize {
      switch size {
      case .height(let height): .height(height.isFinite ? max(height, 0) : 0)
      case .aspectRatio(let ratio): ratio.isFinite && ratio > 0 ? size : .aspectRatio(1)
      }
    }

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

    static func attributes(for element: LayoutElement) -> UICollectionViewLayoutAttributes {
      let indexPath = IndexPath(item: element.item, section: element.section)
      let attributes: UICollectionViewLayoutAttributes
      switch element.kind {
      case .item:
        attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      case .header:
        attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
      case .footer:
        attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: indexPath)
      }
      attributes.frame = element.frame
      return attributes
    }
  }

  /// A length from the delegate or a property: negative or non-finite counts as 0.
  private func length(_ value: CGFloat) -> Double {
    let value = Double(value)
    return value.isFinite ? max(value, 0) : 0
  }
#endif

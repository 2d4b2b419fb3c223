#if os(Linux)
  import Foundation

  /// A layout that flows items into lines, as UIKit's `UICollectionViewFlowLayout`.
  ///
  /// Along `scrollDirection`, each section is its header, its top (leading) section inset, its
  /// lines of items `minimumLineSpacing` apart, its bottom (trailing) inset and its footer. A line
  /// takes items while they fit across the collection view's width (height, when horizontal)
  /// minus its content inset and the section's side insets, `minimumInteritemSpacing` apart; each
  /// item is centred on its line. The stub's model of UIKit's distribution across a line: a line
  /// that is not its section's last spreads its spare room evenly between its items; a line of
  /// one item centres it; the last line keeps the minimum spacing from the leading edge. The
  /// content size is the sections' total along the scroll direction by that available width
  /// across. Sizes, insets and spacings come from the collection view's delegate when it is a
  /// `UICollectionViewDelegateFlowLayout`, else from the layout's properties.
  @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero
    private var preparedSize: CGSize?
    private static let defaultItemSize = CGSize(width: 50, height: 50)

    /// A flow layout with UIKit's defaults (50 × 50 items, 10 pt spacings, vertical).
    public override init() {
      super.init()
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest spacing between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item (unless the delegate says otherwise).
    open var itemSize: CGSize = defaultItemSize { didSet { invalidateLayout() } }
    /// The axis the layout scrolls along.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
      didSet { invalidateLayout() }
    }
    /// The size of section headers; only the length along the scroll direction counts.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers; only the length along the scroll direction counts.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Whether a vertical layout's section headers stay at the top of the visible area
    /// (`contentOffset.y + adjustedContentInset.top`) while their section is under it, pushed
    /// up by the section's end (UICollectionViewFlowLayout.h:62, iOS 9). The layout then
    /// re-lays out on every scroll, as UIKit invalidates it for each bounds change.
    open var sectionHeadersPinToVisibleBounds: Bool = false { didSet { invalidateLayout() } }

    // MARK: - Layout

    /// Lays out every section.
    ///
    /// - Complexity: O(n) in the number of items.
    open override func prepare() {
      super.prepare()
      items = []
      supplementary = []
      contentSize = .zero
      guard let collectionView else { return }
      preparedSize = collectionView.bounds.size
      var flow = FlowGeometry(layout: self, collectionView: collectionView)
      for section in 0..<collectionView.numberOfSections {
        items.append(flow.placeSection(section))
      }
      supplementary = flow.supplementary
      contentSize = flow.contentSize
      if mirrorsForOppositeDirection { mirrorFrames(across: collectionView) }
      if sectionHeadersPinToVisibleBounds, flow.isVertical {
        let line = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        for span in flow.headerSpans {
          let height = span.header.frame.height
          span.header.frame.origin.y = max(span.top, min(line, span.end - height))
        }
      }
    }

    /// The laid-out size.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of the items, headers and footers whose frames meet `rect`.
    ///
    /// - Complexity: O(n) in the number of elements.
    open override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      (items.joined() + supplementary).filter { $0.frame.intersects(rect) }
    }

    /// The attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      guard items.indices.contains(indexPath.section),
        items[indexPath.section].indices.contains(indexPath.item)
      else { return nil }
      return items[indexPath.section][indexPath.item]
    }

    /// The attributes of a section's header or footer.
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      supplementary.first {
        $0.representedElementKind == elementKind && $0.indexPath == indexPath
      }
    }

    /// True when the bounds size changed since the last `prepare()` (a scroll keeps the layout,
    /// unless headers pin).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.size != preparedSize || sectionHeadersPinToVisibleBounds
    }

    // MARK: - Right to left

    /// Whether the layout mirrors its own frames: its collection view's direction is not the
    /// layout's (left to right, UICollectionViewLayout.h:139) and the layout does not ask the
    /// collection view to flip its coordinate system.
    ///
    /// UIKit's flow layout keeps the base `flipsHorizontallyInOppositeLayoutDirection` (false,
    /// UICollectionViewLayout.h:140; UICollectionViewFlowLayout.h does not override it) and
    /// lays a right-to-left view out from the right itself: the first item is the rightmost,
    /// and the view's offsets, velocities and touch points stay in its unflipped coordinates,
    /// so the first item is at the largest `contentOffset.x`. That is what apps measure on
    /// devices; no header states it. A subclass that returns true gets the collection view's
    /// flip instead, and the layout then does not mirror as well.
    package var mirrorsForOppositeDirection: Bool {
      guard let collectionView, !flipsHorizontallyInOppositeLayoutDirection else { return false }
      return collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// Mirrors every frame across the content's width (the view's, when the content is
    /// narrower), so that the first item is at the right.
    private func mirrorFrames(across collectionView: UICollectionView) {
      let width = max(contentSize.width, collectionView.bounds.width)
      for attributes in items.joined() + supplementary {
        attributes.frame.origin.x = width - attributes.frame.maxX
      }
    }
  }

  /// A flow layout's pass over its sections, in along/across coordinates (along = the scroll
  /// direction), so that one code path serves both directions.
  @MainActor private struct FlowGeometry {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let flowDelegate: (any UICollectionViewDelegateFlowLayout)?
    let isVertical: Bool
    /// The room across the scroll direction: the bounds minus the content inset.
    let across: CGFloat
    var along: CGFloat = 0
    var supplementary: [UICollectionViewLayoutAttributes] = []
    /// Each section's header, where it rests and where its section ends (for pinning).
    var headerSpans: [(header: UICollectionViewLayoutAttributes, top: CGFloat, end: CGFloat)] = []

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
      self.layout = layout
      self.collectionView = collectionView
      flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
      isVertical = layout.scrollDirection == .vertical
      let inset = collectionView.adjustedContentInset
      across =
        isVertical
        ? collectionView.bounds.width - inset.left - inset.right
        : collectionView.bounds.height - inset.top - inset.bottom
    }

    var contentSize: CGSize {
      isVertical
        ? CGSize(width: max(across, 0), height: along)
        : CGSize(width: along, height: max(across, 0))
    }

    /// Places one section's header, items and footer; returns the items' attributes.
    mutating func placeSection(_ section: Int) -> [UICollectionViewLayoutAttributes] {
      let inset = sectionInset(section)
      let (before, after) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
      let (leading, trailing) = isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let lineSpacing =
        flowDelegate?.collectionView(
          collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        ?? layout.minimumLineSpacing
      let itemSpacing =
        flowDelegate?.collectionView(
          collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        ?? layout.minimumInteritemSpacing
      let header =
        flowDelegate?.collectionView(
          collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        ?? layout.headerReferenceSize
      let footer =
        flowDelegate?.collectionView(
          collectionView, layout: layout, referenceSizeForFooterInSection: section)
        ?? layout.footerReferenceSize
      let headerTop = along
      let headerElement = place(
        UICollectionView.elementKindSectionHeader, size: header, section: section)
      along += before
      let room = across - leading - trailing
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
        flowDelegate?.collectionView(
          collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: section))
          ?? layout.itemSize
      }
      var attributes: [UICollectionViewLayoutAttributes] = []
      let lines = Self.lines(sizes.map(acrossLength), room: room, spacing: itemSpacing)
      for (number, line) in lines.enumerated() {
        let lineLength = line.map { alongLength(sizes[$0]) }.max() ?? 0
        let taken = line.map { acrossLength(sizes[$0]) }.reduce(0, +)
        var position = leading
        var gap = itemSpacing
        if line.count == 1 {
          position += (room - taken) / 2
        } else if number < lines.count - 1 {
          gap = (room - taken) / CGFloat(line.count - 1)
        }
        for item in line {
          let size = sizes[item]
          let offset = along + (lineLength - alongLength(size)) / 2
          let element = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          element.frame = rect(along: offset, across: position, size: size)
          attributes.append(element)
          position += acrossLength(size) + gap
        }
        along += lineLength + (number < lines.count - 1 ? lineSpacing : 0)
      }
      along += after
      place(UICollectionView.elementKindSectionFooter, size: footer, section: section)
      if let headerElement { headerSpans.append((headerElement, headerTop, along)) }
      return attributes
    }

    /// Splits items (by their lengths across) into lines that fit `room`.
    static func lines(_ lengths: [CGFloat], room: CGFloat, spacing: CGFloat) -> [[Int]] {
      var lines: [[Int]] = []
      var current: [Int] = []
      var used: CGFloat = 0
      for (index, length) in lengths.enumerated() {
        if !current.isEmpty, used + spacing + length > room {
          lines.append(current)
          current = []
        }
        used = current.isEmpty ? length : used + spacing + length
        current.append(index)
      }
      if !current.isEmpty { lines.append(current) }
      return lines
    }

    private func sectionInset(_ section: Int) -> UIEdgeInsets {
      flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        ?? layout.sectionInset
    }

    /// A header or footer spanning the whole width across, when its length along is positive.
    @discardableResult
    private mutating func place(_ kind: String, size: CGSize, section: Int)
      -> UICollectionViewLayoutAttributes?
    {
      let length = alongLength(size)
      guard length > 0 else { return nil }
      let element = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
      element.frame =
        isVertical
        ? CGRect(x: 0, y: along, width: across, height: length)
        : CGRect(x: along, y: 0, width: length, height: across)
      supplementary.append(element)
      along += length
      return element
    }

    private func alongLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    private func acrossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    private func rect(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
      isVertical
        ? CGRect(origin: CGPoint(x: across, y: along), size: size)
        : CGRect(origin: CGPoint(x: along, y: across), size: size)
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// A vertical list of rows, as UIKit's `UITableView` (a minimal model).
  ///
  /// Its content size is the header view's height, the rows' heights (the content's
  /// `heightForRow`, else `rowHeight`; with a positive `estimatedRowHeight`, the estimate until
  /// the row comes on screen) over every section, and the footer view's height; the width is
  /// the bounds width. `reloadData()` recomputes it; `layoutSubviews()` places the
  /// header and footer views and shows a cell for each visible row, reusing cells by identifier.
  /// No section headers or footers.
  ///
  /// The data source and the row-height delegate are a package `Content` value (see
  /// `UITableView+Content.swift` for why); `delegate` is UIScrollView's.
  @MainActor open class UITableView: UIScrollView {
    private let storedStyle: Style
    private var rowOffsets: [[CGFloat]] = []
    private var rowHeights: [[CGFloat]] = []
    /// Whether each row's height is its own (false: the estimate, until it comes on screen).
    private var rowIsMeasured: [[Bool]] = []
    /// How many rows still have an estimated height.
    private var estimatedRows = 0
    /// Each section's header height.
    private var sectionHeaderHeights: [CGFloat] = []
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    /// Where the rows end and the footer view begins.
    private var footerOrigin: CGFloat = 0
    /// Each section's top (its header's place at rest), header height and bottom.
    private var sectionSpans: [(top: CGFloat, header: CGFloat, bottom: CGFloat)] = []
    /// The header views shown, by section.
    private var headerViews: [Int: UIView] = [:]

    /// A table view with the given frame and style.
    public init(frame: CGRect, style: UITableView.Style) {
      storedStyle = style
      super.init(frame: frame)
    }

    /// A plain table view.
    public override convenience init(frame: CGRect) {
      self.init(frame: frame, style: .plain)
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The table's style.
    open var style: UITableView.Style { storedStyle }
    /// The data source and row heights, held strongly (the SDK's `dataSource` is weak).
    package var content: Content? {
      didSet { setNeedsReload() }
    }
    /// The height of rows when the delegate gives none.
    open var rowHeight: CGFloat = 44 {
      didSet { setNeedsReload() }
    }
    /// The height the table counts for a row until the row comes on screen, when the content
    /// gives row heights (UITableView.h:119-121: with estimates, `heightForRowAt` "will be
    /// deferred until views are ready to be displayed"). The SDK's default is
    /// `automaticDimension` and 0 turns estimates off (UITableView.h:366); the stub estimates
    /// only with a positive value: automatic and 0 both ask every row's height up front (a
    /// device estimates then too, and corrects).
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = UITableView.automaticEstimate {
      didSet { setNeedsReload() }
    }
    /// The stub's `automaticDimension` for ``estimatedRowHeight`` (the SDK's constant is not in
    /// the stub's API list).
    package static let automaticEstimate: CGFloat = -1
    /// A view above the rows.
    open var tableHeaderView: UIView? {
      didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows.
    open var tableFooterView: UIView? {
      didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    /// The height of section headers when the delegate gives none (0: none).
    open var sectionHeaderHeight: CGFloat = 0 {
      didSet { setNeedsReload() }
    }

    // SDK: open func rectForHeader(inSection section: Int) -> CGRect — UITableView.h
    /// Where the section's header is now: in a plain table it pins at the top of the visible
    /// area, `contentOffset.y + adjustedContentInset.top`, while its section is under that
    /// line, and is pushed up by the section's end (developer.apple.com/documentation/uikit/
    /// uitableview/style-swift.enum/plain: headers "float when the table view is scrolled";
    /// the line is the top of the area the adjusted inset leaves visible); in a grouped table
    /// it stays at its section's top (…/grouped: they "don't float").
    package func rectForHeader(inSection section: Int) -> CGRect {
      reloadIfNeeded()
      guard sectionSpans.indices.contains(section) else { return .zero }
      let span = sectionSpans[section]
      var y = span.top
      if storedStyle == .plain, span.header > 0 {
        let line = contentOffset.y + adjustedContentInset.top
        y = max(span.top, min(line, span.bottom - span.header))
      }
      return CGRect(x: 0, y: y, width: bounds.width, height: span.header)
    }

    /// The section whose header floats at the top of the visible area (the section under
    /// `contentOffset.y + adjustedContentInset.top`, past its resting place), if any.
    package var pinnedSection: Int? {
      reloadIfNeeded()
      guard storedStyle == .plain else { return nil }
      let line = contentOffset.y + adjustedContentInset.top
      return sectionSpans.indices.first { section in
        let span = sectionSpans[section]
        return span.header > 0 && span.top < line && line < span.bottom
      }
    }

    /// The number of sections.
    open var numberOfSections: Int {
      reloadIfNeeded()
      return rowHeights.count
    }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
      reloadIfNeeded()
      return rowHeights.indices.contains(section) ? rowHeights[section].count : 0
    }

    /// The row's rectangle in the table's content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      reloadIfNeeded()
      guard rowHeights.indices.contains(indexPath.section),
        rowHeights[indexPath.section].indices.contains(indexPath.row)
      else { return .zero }
      return CGRect(
        x: 0, y: rowOffsets[indexPath.section][indexPath.row], width: bounds.width,
        height: rowHeights[indexPath.section][indexPath.row])
    }

    /// The visible cell for a row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The visible cells, in row order.
    open var visibleCells: [UITableViewCell] {
      visible.keys.sorted().compactMap { visible[$0] }
    }

    /// The visible rows, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

    /// Recomputes the rows and the content size; the next layout pass shows the cells anew.
    open func reloadData() {
      needsReload = true
      for (_, cell) in visible { recycle(cell) }
      visible.removeAll()
      for (_, view) in headerViews { view.removeFromSuperview() }
      headerViews.removeAll()
      reloadIfNeeded()
      setNeedsLayout()
    }

    /// A reusable cell with the identifier, if one is waiting.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      if var pool = reusable[identifier], !pool.isEmpty {
        let cell = pool.removeLast()
        reusable[identifier] = pool
        return cell
      }
      guard let cellClass = registered[identifier] else { return nil }
      let cell = cellClass.init(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }

    /// A reusable cell with the identifier; the class must be registered.
    open func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
      guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
        fatalError("no cell class registered for \(identifier)")
      }
      return cell
    }

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A drag takes the touch from any view in the table, controls included: a drag that
    /// starts on a button in a cell scrolls (UIKit's table and collection views override
    /// UIScrollView's default of UIScrollView.h:179-181, which keeps controls; the override is
    /// not in the headers, it is the behaviour of the system's own lists).
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    /// Places the header and footer views and the visible rows' cells.
    open override func layoutSubviews() {
      super.layoutSubviews()
      reloadIfNeeded()
      measureVisibleRows()
      let width = bounds.width
      if let header = tableHeaderView {
        header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      }
      if let footer = tableFooterView {
        footer.frame = CGRect(
          x: 0, y: footerOrigin, width: width, height: footer.frame.height)
      }
      layoutVisibleCells()
      layoutSectionHeaders()
    }

    /// Shows the header views of the sections meeting the bounds, in front of the cells, where
    /// `rectForHeader(inSection:)` puts them.
    private func layoutSectionHeaders() {
      let visibleRect = bounds
      for (section, span) in sectionSpans.enumerated() {
        let shows = span.header > 0 && span.top < visibleRect.maxY && span.bottom > visibleRect.minY
        guard shows else {
          headerViews.removeValue(forKey: section)?.removeFromSuperview()
          continue
        }
        if headerViews[section] == nil, let view = content?.viewForHeader?(self, section) {
          headerViews[section] = view
          addSubview(view)
        }
        headerViews[section]?.frame = rectForHeader(inSection: section)
      }
    }

    // MARK: - Model

    private var headerHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    private func setNeedsReload() {
      needsReload = true
      setNeedsLayout()
    }

    private func reloadIfNeeded() {
      guard needsReload else { return }
      needsReload = false
      let sections = max(content?.numberOfSections(self) ?? 0, 0)
      let estimate =
        estimatedRowHeight > 0 && content?.heightForRow != nil ? estimatedRowHeight : nil
      rowHeights = []
      rowIsMeasured = []
      sectionHeaderHeights = []
      estimatedRows = 0
      for section in 0..<sections {
        sectionHeaderHeights.append(
          max(content?.heightForHeader?(self, section) ?? sectionHeaderHeight, 0))
        let rows = max(content?.numberOfRows(self, section) ?? 0, 0)
        if let estimate {
          rowHeights.append(Array(repeating: estimate, count: rows))
          rowIsMeasured.append(Array(repeating: false, count: rows))
          estimatedRows += rows
        } else {
          rowHeights.append(
            (0..<rows).map { row in
              content?.heightForRow?(self, IndexPath(row: row, section: section)) ?? rowHeight
            })
          rowIsMeasured.append(Array(repeating: true, count: rows))
        }
      }
      placeRows()
      contentSize = CGSize(width: bounds.width, height: contentHeight)
    }

    /// The rows' offsets, the sections' spans and the footer's origin from the heights.
    private func placeRows() {
      var y = headerHeight
      rowOffsets = []
      sectionSpans = []
      for (section, heights) in rowHeights.enumerated() {
        let top = y
        let header = sectionHeaderHeights[section]
        y += header
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(heights.count)
        for height in heights {
          offsets.append(y)
          y += height
        }
        rowOffsets.append(offsets)
        sectionSpans.append((top, header, y))
      }
      footerOrigin = y
    }

    private var contentHeight: CGFloat { footerOrigin + (tableFooterView?.frame.height ?? 0) }

    /// The first row meeting `rect` whose height is still the estimate.
    private func firstEstimatedRow(in rect: CGRect) -> (Int, Int)? {
      for (section, offsets) in rowOffsets.enumerated() {
        for (row, y) in offsets.enumerated() where !rowIsMeasured[section][row] {
          if y >= rect.maxY { return nil }
          if y + rowHeights[section][row] > rect.minY { return (section, row) }
        }
      }
      return nil
    }

    /// Gives the rows on screen that still have an estimated height their own
    /// (`heightForRowAt`, UITableView.h:119-121), and keeps what the user sees in place as UIKit
    /// does: a row that reaches above the top of the bounds moves the offset by as much as its
    /// height changed, so the rows on screen stay where they are; the content size changes with
    /// the rows. UIKit's order keeps the offset in its range: a taller content first, then the
    /// offset; a shorter one after it. A motion under way goes on from the moved offset.
    private func measureVisibleRows() {
      guard estimatedRows > 0 else { return }
      var shift: CGFloat = 0
      var growth: CGFloat = 0
      // One row at a time, from the top, as the rows are laid out: a measured row moves the
      // ones after it, which may leave or enter the screen.
      while estimatedRows > 0,
        let (section, row) = firstEstimatedRow(in: bounds.offsetBy(dx: 0, dy: shift))
      {
        let top = bounds.minY + shift
        let y = rowOffsets[section][row]
        let estimate = rowHeights[section][row]
        let height = max(
          content?.heightForRow?(self, IndexPath(row: row, section: section)) ?? rowHeight, 0)
        rowIsMeasured[section][row] = true
        estimatedRows -= 1
        rowHeights[section][row] = height
        growth += height - estimate
        if y < top { shift += height - estimate }
        placeRows()
      }
      guard growth != 0 || shift != 0 else { return }
      let size = CGSize(width: bounds.width, height: contentHeight)
      if growth > 0 { contentSize = size }
      if shift != 0 { contentOffset.y += shift }
      if growth <= 0 { contentSize = size }
    }

    private func layoutVisibleCells() {
      let visibleRect = bounds
      var wanted: [IndexPath] = []
      for (section, offsets) in rowOffsets.enumerated() {
        for (row, y) in offsets.enumerated() {
          let height = rowHeights[section][row]
          if y < visibleRect.maxY, y + height > visibleRect.minY {
            wanted.append(IndexPath(row: row, section: section))
          }
        }
      }
      let wantedSet = Set(wanted)
      for (path, cell) in visible where !wantedSet.contains(path) {
        visible[path] = nil
        recycle(cell)
      }
      for path in wanted {
        let cell: UITableViewCell
        if let shown = visible[path] {
          cell = shown
        } else {
          guard let made = content?.cellForRow(self, path) else { continue }
          cell = made
          visible[path] = cell
          if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        cell.frame = rectForRow(at: path)
      }
    }

    private func recycle(_ cell: UITableViewCell) {
      cell.removeFromSuperview()
      guard let identifier = cell.reuseIdentifier else { return }
      reusable[identifier, default: []].append(cell)
    }

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
      if old !== new { old?.removeFromSuperview() }
      if let new, new.superview !== self { addSubview(new) }
      setNeedsReload()
    }

    // SDK: open func scrollToRow(at indexPath: IndexPath, at scrollPosition:
    // UITableView.ScrollPosition, animated: Bool) — uikit-api.md [IF-TV]
    /// Scrolls so the row is at `scrollPosition` of the area the adjusted inset leaves
    /// (``modelScrollToRow(at:at:animated:)``).
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      modelScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  extension UITableView {
    /// The table's appearance.
    public enum Style: Int, @unchecked Sendable {
      /// Plain rows.
      case plain = 0
      /// Grouped sections.
      case grouped = 1
      /// Grouped, inset sections.
      case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, @unchecked Sendable {
      /// As little as makes it visible (top or bottom), or nowhere when it is.
      case none = 0
      /// At the top of the visible area.
      case top = 1
      /// In the middle of the visible area.
      case middle = 2
      /// At the bottom of the visible area.
      case bottom = 3
    }

    /// `scrollToRow(at:at:animated:)`: scrolls so the row is at `scrollPosition` of the visible
    /// area, the bounds less the adjusted inset
    /// (developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:):
    /// `.top` puts the row "at the top of the visible table view"; what the adjusted inset covers,
    /// a navigation bar, is not visible), clamped to the scroll range. A row that does not exist
    /// scrolls nothing (UIKit raises).
    package func modelScrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      guard (0..<numberOfSections).contains(indexPath.section),
        (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
      else { return }
      let row = rectForRow(at: indexPath)
      let inset = adjustedContentInset
      let visibleHeight = bounds.height - inset.top - inset.bottom
      let target: CGFloat
      switch scrollPosition {
      case .top: target = row.minY - inset.top
      case .middle: target = row.midY - inset.top - visibleHeight / 2
      case .bottom: target = row.maxY - inset.top - visibleHeight
      case .none: return modelScrollRectToVisible(row, animated: animated)
      }
      let range = offsetRange(along: .vertical)
      setContentOffset(
        CGPoint(x: contentOffset.x, y: min(max(target, range.lowerBound), range.upperBound)),
        animated: animated)
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// A vertical list of rows, as UIKit's `UITableView` (a minimal model).
  ///
  /// Its content size is the header view's height, the rows' heights (the content's
  /// `heightForRow`, else `rowHeight`) over every section, and the footer view's height; the
  /// width is the bounds width. `reloadData()` recomputes it; `layoutSubviews()` places the
  /// header and footer views and shows a cell for each visible row, reusing cells by identifier.
  /// No section headers or footers.
  ///
  /// The data source and the row-height delegate are a package `Content` value (see
  /// `UITableView+Content.swift` for why); `delegate` is UIScrollView's.
  @MainActor open class UITableView: UIScrollView {
    private let storedStyle: Style
    private var rowOffsets: [[CGFloat]] = []
    private var rowHeights: [[CGFloat]] = []
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    private var needsReload = true
    /// Where the rows end and the footer view begins.
    private var footerOrigin: CGFloat = 0

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
    /// A view above the rows.
    open var tableHeaderView: UIView? {
      didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows.
    open var tableFooterView: UIView? {
      didSet { replaceAccessory(oldValue, with: tableFooterView) }
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

    /// Places the header and footer views and the visible rows' cells.
    open override func layoutSubviews() {
      super.layoutSubviews()
      reloadIfNeeded()
      let width = bounds.width
      if let header = tableHeaderView {
        header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      }
      if let footer = tableFooterView {
        footer.frame = CGRect(
          x: 0, y: footerOrigin, width: width, height: footer.frame.height)
      }
      layoutVisibleCells()
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
      let sections = content?.numberOfSections(self) ?? 0
      var y = headerHeight
      rowOffsets = []
      rowHeights = []
      for section in 0..<max(sections, 0) {
        let rows = content?.numberOfRows(self, section) ?? 0
        var offsets: [CGFloat] = []
        var heights: [CGFloat] = []
        for row in 0..<max(rows, 0) {
          let path = IndexPath(row: row, section: section)
          let height = content?.heightForRow?(self, path) ?? rowHeight
          offsets.append(y)
          heights.append(height)
          y += height
        }
        rowOffsets.append(offsets)
        rowHeights.append(heights)
      }
      footerOrigin = y
      let footer = tableFooterView?.frame.height ?? 0
      contentSize = CGSize(width: bounds.width, height: y + footer)
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
  }
#endif

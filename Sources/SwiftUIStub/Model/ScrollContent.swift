#if os(Linux)
  import Foundation

  /// What a hosting view's root asks to show in a UIKit scroll view (a `ScrollView` or a
  /// `List` at the root), as evaluated at the view's size.
  struct ScrollContent {
    /// The kind of view SwiftUI backs it with.
    enum Kind: Equatable {
      /// A `ScrollView`: a `UIScrollView`.
      case scrollView(axes: Axis.Set, showsIndicators: Bool)
      /// A `List`: a `UICollectionView` from iOS 16, a `UITableView` before.
      case list
    }

    /// The kind.
    let kind: Kind
    /// A scroll view's content size.
    var contentSize: CGSize = .zero
    /// A list's row heights, in order.
    var rowHeights: [CGFloat] = []
    /// What a list's rows draw in their cells, in order.
    var rowDrawings: [StubDrawing] = []
  }

  /// The UIKit scroll view a hosting view shows its ``ScrollContent`` in: made once per kind of
  /// view (a `ScrollView` whose content changes keeps its scroll view, as a `List` whose rows
  /// change keeps its table or collection view), brought up to date at each render.
  @MainActor final class PlatformScrollView {
    /// The scroll view.
    let view: UIScrollView
    /// Whether it shows a list.
    let isList: Bool
    /// A list's rows (its collection view's data source), or nil.
    private let rows: ListRows?

    /// A scroll view for `kind`: for a list, a collection view from iOS 16, a table before.
    init(_ kind: ScrollContent.Kind) {
      switch kind {
      case .scrollView:
        view = UIScrollView(frame: .zero)
        isList = false
        rows = nil
      case .list where UIKitStubDriver.current.runsAtLeast(16, 0):
        let rows = ListRows()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: rows.layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: ListRows.cell)
        collection.dataSource = rows
        view = collection
        isList = true
        self.rows = rows
      case .list:
        view = UITableView(frame: .zero, style: .plain)
        isList = true
        rows = ListRows()
      }
    }

    /// Whether it can show `content` (a list or not, as it was made).
    func shows(_ content: ScrollContent) -> Bool {
      isList == (content.kind == .list)
    }

    /// Places the view at `frame` and shows `content`: a scroll view's content size, a list's
    /// rows (reloaded when they changed).
    func show(_ content: ScrollContent, in frame: CGRect) {
      if view.frame != frame { view.frame = frame }
      if case .scrollView(let axes, let showsIndicators) = content.kind {
        view.showsVerticalScrollIndicator = showsIndicators && axes.contains(.vertical)
        view.showsHorizontalScrollIndicator = showsIndicators && axes.contains(.horizontal)
        if view.contentSize != content.contentSize { view.contentSize = content.contentSize }
        return
      }
      guard let rows,
        rows.shownHeights != content.rowHeights || rows.drawings != content.rowDrawings
      else { return }
      rows.shownHeights = content.rowHeights
      rows.drawings = content.rowDrawings
      if let table = view as? UITableView {
        let heights = content.rowHeights
        let drawings = content.rowDrawings
        table.content = UITableView.Content(
          numberOfRows: { _, _ in heights.count },
          cellForRow: { _, path in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if drawings.indices.contains(path.row) {
              ListRows.show(drawings[path.row], in: cell.contentView)
            }
            return cell
          },
          heightForRow: { _, path in heights[path.row] })
        table.reloadData()
      } else if let collection = view as? UICollectionView {
        collection.reloadData()
      }
    }
  }

  /// A list's rows in a collection view: its data source (one cell per row) and its layout
  /// (rows one below the other, as wide as the view). The layout is the stub's: SwiftUI's own is
  /// private.
  @MainActor final class ListRows: NSObject, UICollectionViewDataSource {
    static let cell = "row"
    let layout = RowsLayout()

    /// The heights of the rows shown; nil before the first.
    var shownHeights: [CGFloat]? {
      didSet { layout.heights = heights }
    }

    /// The rows' heights.
    var heights: [CGFloat] { shownHeights ?? [] }
    /// What the rows draw.
    var drawings: [StubDrawing] = []

    /// Shows `drawing` in a cell's content view, in a view of its own over it (replacing the
    /// one a reused cell holds).
    static func show(_ drawing: StubDrawing, in contentView: UIView) {
      let drawn =
        contentView.subviews.first { $0 is RowDrawingView }
        ?? {
          let view = RowDrawingView(frame: .zero)
          contentView.addSubview(view)
          return view
        }()
      drawn.frame = contentView.bounds
      drawing.show(in: drawn)
    }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      heights.count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: Self.cell, for: indexPath)
      if drawings.indices.contains(indexPath.item) {
        Self.show(drawings[indexPath.item], in: cell.contentView)
      }
      return cell
    }
  }

  /// The view a row's drawing is shown in, inside its cell's content view.
  final class RowDrawingView: UIView {}

  /// Rows one below the other, each as wide as the collection view.
  @MainActor final class RowsLayout: UICollectionViewLayout {
    /// The rows' heights.
    var heights: [CGFloat] = [] {
      didSet { invalidateLayout() }
    }

    private var frames: [CGRect] = []

    override func prepare() {
      let width = collectionView?.bounds.width ?? 0
      var top: CGFloat = 0
      frames = heights.map { height in
        defer { top += height }
        return CGRect(x: 0, y: top, width: width, height: height)
      }
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      frames.indices.filter { frames[$0].intersects(rect) }.map(attributes(ofRow:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      frames.indices.contains(indexPath.item) ? attributes(ofRow: indexPath.item) : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      newBounds.width != collectionView?.bounds.width
    }

    private func attributes(ofRow row: Int) -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: row, section: 0))
      attributes.frame = frames[row]
      return attributes
    }
  }
#endif

#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts

  /// What one page of a demo shows.
  public enum DemoPageContent: Equatable, Sendable {
    /// A table of `rows` rows `rowHeight` tall, titled "`title` · row n".
    case table(title: String, rows: Int, rowHeight: CGFloat)
    /// A two-column waterfall of `count` tiles titled "`title` n".
    case collection(title: String, count: Int)

    /// The reuse kind: pages of one kind reuse each other's views.
    var kind: String {
      switch self {
      case .table: "table"
      case .collection: "collection"
      }
    }
  }

  /// A demo page: a table of plain rows (a title, a detail, a separator), its own data source.
  @MainActor final class DemoListView: UITableView {
    private(set) var title = ""
    private(set) var rows = 0
    private var index = 0

    init() {
      super.init(frame: .zero, style: .plain)
      backgroundColor = DemoStyle.background
      register(UITableViewCell.self, forCellReuseIdentifier: "row")
      #if canImport(UIKit)
        separatorStyle = .none
        dataSource = self
      #else
        content = UITableView.Content(
          numberOfRows: { [unowned self] _, _ in rows },
          cellForRow: { [unowned self] _, path in cell(at: path) })
      #endif
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `rows` rows of `title` for page `index`.
    func show(title: String, rows: Int, rowHeight: CGFloat, page index: Int) {
      self.title = title
      self.rows = rows
      self.index = index
      self.rowHeight = rowHeight
      reloadData()
    }

    /// The row's cell: labels made once per cell, then reused.
    func cell(at path: IndexPath) -> UITableViewCell {
      let cell = dequeueReusableCell(withIdentifier: "row", for: path)
      let width = bounds.width
      if cell.contentView.subviews.isEmpty {
        cell.backgroundColor = DemoStyle.surface
        cell.contentView.addSubview(DemoStyle.label("", size: 16))
        cell.contentView.addSubview(
          DemoStyle.label("", size: 12, color: DemoStyle.secondaryText, alignment: .right))
        let separator = UIView(frame: .zero)
        separator.backgroundColor = DemoStyle.separator
        cell.contentView.addSubview(separator)
      }
      let views = cell.contentView.subviews
      let height = rowHeight
      if let title = views[0] as? UILabel {
        title.text = "\(self.title) · row \(path.row + 1)"
        title.frame = CGRect(x: 16, y: 0, width: width - 120, height: height)
      }
      if let detail = views[1] as? UILabel {
        detail.text = "\(index)-\(path.row)"
        detail.frame = CGRect(x: width - 110, y: 0, width: 94, height: height)
      }
      views[2].frame = CGRect(x: 16, y: height - 0.5, width: width - 16, height: 0.5)
      return cell
    }
  }

  #if canImport(UIKit)
    extension DemoListView: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

      func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        cell(at: indexPath)
      }
    }
  #endif

  /// A demo page: a two-column waterfall of coloured tiles on a ``SwipeWaterfallLayout``.
  @MainActor
  final class DemoWaterfallView: UICollectionView, UICollectionViewDataSource,
    SwipeWaterfallLayoutDelegate
  {
    /// Tile heights, repeating (the gallery's waterfall pages).
    static let heights: [Double] = [160, 120, 200, 140, 180, 100, 150]
    private(set) var title = ""
    private(set) var count = 0

    init() {
      let layout = SwipeWaterfallLayout()
      layout.columnCount = 2
      layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      layout.columnSpacing = 8
      layout.rowSpacing = 8
      super.init(frame: .zero, collectionViewLayout: layout)
      backgroundColor = DemoStyle.background
      register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
      dataSource = self
      delegate = self
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `count` tiles of `title`.
    func show(title: String, count: Int) {
      self.title = title
      self.count = count
      reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
      cell.backgroundColor = DemoStyle.tile(indexPath.item)
      if cell.contentView.subviews.isEmpty {
        cell.contentView.addSubview(
          DemoStyle.label("", size: 12, color: DemoStyle.color(0xFFFFFF), alignment: .center))
      }
      if let label = cell.contentView.subviews.first as? UILabel {
        // A new cell has no size yet: lay the label out at the item's.
        let size = layoutAttributesForItem(at: indexPath)?.frame.size ?? cell.bounds.size
        label.text = "\(title) \(indexPath.item + 1)"
        label.frame = CGRect(
          x: 8, y: 8, width: max(size.width - 16, 0), height: max(size.height - 16, 0))
      }
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> WaterfallSection.ItemSize {
      .height(Self.heights[(indexPath.item * 5) % Self.heights.count])
    }
  }
#endif

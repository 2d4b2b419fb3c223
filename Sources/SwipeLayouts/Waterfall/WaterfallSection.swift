#if !COCOAPODS
  import SwipeCore
#endif

/// One section of a ``WaterfallLayout``: its columns, items, header, footer, insets and spacing.
public struct WaterfallSection: Sendable, Equatable {
  /// An item's size along the column.
  public enum ItemSize: Sendable, Hashable {
    /// A fixed height in points.
    case height(Double)
    /// Width ÷ height; the height follows the column width (a photo keeps its shape).
    case aspectRatio(Double)

    /// The height in a column `width` points wide.
    @inlinable
    public func height(inColumnOfWidth width: Double) -> Double {
      switch self {
      case .height(let height): height
      case .aspectRatio(let ratio): width / ratio
      }
    }
  }

  /// How many columns (at least 1).
  public var columns: Int
  /// The items, in order.
  public var items: [ItemSize]
  /// The header's height (0: no header).
  public var headerHeight: Double
  /// The footer's height (0: no footer).
  public var footerHeight: Double
  /// Space around the items (inside the header and footer).
  public var insets: Insets
  /// Space between columns.
  public var columnSpacing: Double
  /// Space between items in a column.
  public var rowSpacing: Double

  /// A section; validate it with ``WaterfallLayout/init(width:sections:topPlaceholder:minimumContentHeight:columnMode:scale:)``.
  public init(
    columns: Int, items: [ItemSize], headerHeight: Double = 0, footerHeight: Double = 0,
    insets: Insets = .zero, columnSpacing: Double = 0, rowSpacing: Double = 0
  ) {
    self.columns = columns
    self.items = items
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.insets = insets
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
  }
}

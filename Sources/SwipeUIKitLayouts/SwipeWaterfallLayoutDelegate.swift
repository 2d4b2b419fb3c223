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
#endif

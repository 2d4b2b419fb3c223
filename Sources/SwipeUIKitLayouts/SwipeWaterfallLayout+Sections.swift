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

  extension SwipeWaterfallLayout {
    // MARK: - Sections from the delegate

    func describe(
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
        items.append(
          size(
            ofItem: IndexPath(item: item, section: section), in: collectionView,
            delegate: delegate))
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

    /// The item's size: the height its cell asked for (self-sizing), else the delegate's or
    /// `itemSize`, clamped.
    func size(
      ofItem indexPath: IndexPath, in collectionView: UICollectionView,
      delegate: (any SwipeWaterfallLayoutDelegate)?
    ) -> WaterfallSection.ItemSize {
      if selfSizingItems, let height = preferredHeights[indexPath] { return .height(height) }
      let size =
        delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        ?? itemSize
      return Self.sanitized(size)
    }

    static func sanitized(_ size: WaterfallSection.ItemSize) -> WaterfallSection.ItemSize {
      switch size {
      case .height(let height): .height(height.isFinite ? max(height, 0) : 0)
      case .aspectRatio(let ratio): ratio.isFinite && ratio > 0 ? size : .aspectRatio(1)
      }
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

    /// A length from the delegate or a property: negative or non-finite counts as 0.
    func length(_ value: CGFloat) -> Double {
      let value = Double(value)
      return value.isFinite ? max(value, 0) : 0
    }
  }
#endif

#if os(Linux)
  import Foundation

  extension UICollectionView {
    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, @unchecked Sendable {
      /// Lines of items stacked top to bottom.
      case vertical = 0
      /// Columns of items stacked left to right.
      case horizontal = 1
    }

    /// What a set of layout attributes describes.
    public enum ElementCategory: UInt, @unchecked Sendable {
      /// A cell.
      case cell = 0
      /// A supplementary view (a section header or footer).
      case supplementaryView = 1
      /// A decoration view.
      case decorationView = 2
    }

    // SDK: @available(iOS 6.0, *) public class let elementKindSectionHeader: String —
    // uikit-api.md §6 [D14 UIKit/UICollectionViewLayout.swift +acc; DOC
    // uikit/uicollectionview/elementkindsectionheader.md] (pure Swift has no `class let`)
    /// The kind of a flow layout's section headers.
    package static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    // SDK: @available(iOS 6.0, *) public class let elementKindSectionFooter: String —
    // uikit-api.md §6 [D14 +acc] (pure Swift has no `class let`)
    /// The kind of a flow layout's section footers.
    package static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// A subclass as the seed documents it: call `super`, add attributes (a badge on every
  /// tenth item).
  @MainActor final class BadgedWaterfallLayout: SwipeWaterfallLayout {
    static let badge = "badge"

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      let shown = super.layoutAttributesForElements(in: rect) ?? []
      let badges = shown.filter {
        $0.representedElementCategory == .cell && $0.indexPath.item % 10 == 0
      }.map { cell in
        let badge = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: Self.badge, with: cell.indexPath)
        badge.frame = CGRect(x: cell.frame.maxX - 20, y: cell.frame.minY, width: 20, height: 20)
        badge.zIndex = 1
        return badge
      }
      return shown + badges
    }
  }

  @MainActor @Suite("SwipeWaterfallLayout subclasses")
  struct SwipeWaterfallLayoutSubclassTests {
    @Test("A subclass that calls super and adds attributes keeps every frame of the base")
    func subclassAddsAttributes() throws {
      let data = WaterfallData([
        SwipeWaterfallLayoutUpdateTests.section(
          SwipeWaterfallLayoutUpdateTests.items(40))
      ])
      let (window, view, layout) = SwipeWaterfallLayoutTests.collection(
        data, layout: BadgedWaterfallLayout())
      let expected = try WaterfallLayout(width: 390, sections: data.sections)
      let all = CGRect(origin: .zero, size: expected.contentSize)
      let answer = layout.layoutAttributesForElements(in: all) ?? []
      let badges = answer.filter { $0.representedElementKind == BadgedWaterfallLayout.badge }
      #expect(badges.map(\.indexPath.item) == [0, 10, 20, 30])
      #expect(
        SwipeWaterfallLayoutTests.keyed(
          answer.filter { $0.representedElementKind != BadgedWaterfallLayout.badge })
          == SwipeWaterfallLayoutTests.keyed(expected.allElements))
      #expect(view.contentSize == expected.contentSize)
      withExtendedLifetime(window) {}
    }
  }
#endif

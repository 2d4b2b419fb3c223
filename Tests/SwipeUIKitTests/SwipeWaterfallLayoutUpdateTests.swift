#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// Waterfall data that counts the item sizes the layout asks for.
  @MainActor final class CountingWaterfallData: WaterfallData {
    var asked: [IndexPath] = []

    override func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> WaterfallSection.ItemSize {
      asked.append(indexPath)
      return super.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }
  }

  /// A cell that knows its own height: `heights` by item, as Auto Layout would compute it.
  @MainActor final class MeasuringCell: UICollectionViewCell {
    static var heights: [IndexPath: CGFloat] = [:]

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      if let height = Self.heights[attributes.indexPath] { attributes.frame.size.height = height }
      return attributes
    }
  }

  /// `SwipeWaterfallLayout`'s invalidations: appends and size changes without a full layout,
  /// self-sizing cells and right-to-left views, on UIKitStub's collection view.
  @MainActor @Suite("SwipeWaterfallLayout updates")
  struct SwipeWaterfallLayoutUpdateTests {
    typealias Fixture = SwipeWaterfallLayoutTests

    static func items(_ count: Int, from start: Int = 0) -> [WaterfallSection.ItemSize] {
      (start..<start + count).map { .height([120, 80, 200, 95, 150][$0 % 5]) }
    }

    static func section(_ items: [WaterfallSection.ItemSize]) -> WaterfallSection {
      WaterfallSection(
        columns: 3, items: items, headerHeight: 30, footerHeight: 10,
        insets: Insets(top: 5, left: 5, bottom: 5, right: 5), columnSpacing: 5, rowSpacing: 5)
    }

    /// Every element of the layout, keyed.
    static func everything(_ layout: SwipeWaterfallLayout) -> [String] {
      let size = layout.collectionViewContentSize
      return Fixture.keyed(
        layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size)) ?? [])
    }

    @Test("Items appended at the ends of sections are placed without asking about the others")
    func appendsAreIncremental() throws {
      let data = CountingWaterfallData([Self.section(Self.items(40)), Self.section(Self.items(7))])
      let (_, view, layout) = Fixture.collection(data)
      let before = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 39, section: 0)))
      let firstCell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
      data.asked = []
      data.sections[0].items += Self.items(25, from: 40)
      data.sections[1].items += Self.items(3, from: 7)
      view.performBatchUpdates {
        view.insertItems(at: (40..<65).map { IndexPath(item: $0, section: 0) })
        view.insertItems(at: (7..<10).map { IndexPath(item: $0, section: 1) })
      }
      view.layoutIfNeeded()
      #expect(
        Set(data.asked)
          == Set(
            (40..<65).map { IndexPath(item: $0, section: 0) }
              + (7..<10).map { IndexPath(item: $0, section: 1) }),
        "the delegate is asked about the new items only")
      let expected = try WaterfallLayout(width: 390, sections: data.sections)
      #expect(Self.everything(layout) == Fixture.keyed(expected.allElements))
      #expect(view.contentSize == expected.contentSize)
      #expect(
        layout.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame == before.frame)
      #expect(
        view.cellForItem(at: IndexPath(item: 0, section: 0)) === firstCell, "shown cells stay")
    }

    @Test(
      "Inserts before the end, deletes, moves and reloads lay everything out again",
      arguments: ["insert-middle", "delete", "move", "reload", "new-section"])
    func otherUpdatesRelayout(change: String) throws {
      let data = CountingWaterfallData([Self.section(Self.items(30)), Self.section(Self.items(9))])
      let (_, view, layout) = Fixture.collection(data)
      view.performBatchUpdates {
        switch change {
        case "insert-middle":
          data.sections[0].items.insert(.height(333), at: 4)
          data.sections[0].items.append(.height(44))
          view.insertItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 31, section: 0)])
        case "delete":
          data.sections[0].items.remove(at: 2)
          view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        case "move":
          data.sections[0].items.swapAt(0, 29)
          view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 29, section: 0))
        case "reload":
          data.sections[1].items[3] = .height(500)
          view.reloadItems(at: [IndexPath(item: 3, section: 1)])
        default:
          data.sections.append(Self.section(Self.items(4)))
          view.insertSections(IndexSet(integer: 2))
        }
      }
      view.layoutIfNeeded()
      let expected = try WaterfallLayout(width: 390, sections: data.sections)
      #expect(Self.everything(layout) == Fixture.keyed(expected.allElements))
      #expect(view.contentSize == expected.contentSize)
    }

    @Test(
      "A height change through an invalidation context re-asks about that item only",
      arguments: [WaterfallLayout.ColumnMode.shortest, .sequential, .frozen])
    func heightChange(mode: WaterfallLayout.ColumnMode) throws {
      let data = CountingWaterfallData([Self.section(Self.items(50)), Self.section(Self.items(5))])
      let layout = SwipeWaterfallLayout()
      layout.columnMode = mode
      let (_, view, _) = Fixture.collection(data, layout: layout)
      data.asked = []
      data.sections[0].items[12] = .height(410)
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: [IndexPath(item: 12, section: 0)])
      layout.invalidateLayout(with: context)
      view.layoutIfNeeded()
      #expect(data.asked == [IndexPath(item: 12, section: 0)])
      var expected = try WaterfallLayout(
        width: 390, sections: [Self.section(Self.items(50)), Self.section(Self.items(5))],
        columnMode: mode)
      try expected.setSize(.height(410), ofItem: 12, inSection: 0)
      #expect(Self.everything(layout) == Fixture.keyed(expected.allElements))
      #expect(view.contentSize == expected.contentSize)
    }

    @Test("Self-sizing cells: a shown cell's own height replaces its estimate in the same pass")
    func selfSizing() throws {
      MeasuringCell.heights = [:]
      for item in 0..<60 {
        MeasuringCell.heights[IndexPath(item: item, section: 0)] = 40 + CGFloat(item % 7) * 13
      }
      let layout = SwipeWaterfallLayout()
      layout.selfSizingItems = true
      let data = WaterfallData([Self.section(Array(repeating: .height(100), count: 60))])
      let (window, view, _) = Fixture.collection(data, layout: layout, cells: MeasuringCell.self)
      let shown = view.indexPathsForVisibleItems
      #expect(!shown.isEmpty)
      for path in shown {
        #expect(view.cellForItem(at: path)?.frame.height == MeasuringCell.heights[path])
      }
      // The layout is WaterfallLayout's with the measured heights of the cells it has shown.
      var sizes = data.sections
      for item in 0..<60 where layout.waterfall.frame(ofItem: item, inSection: 0)?.height != 100 {
        sizes[0].items[item] = .height(
          Double(MeasuringCell.heights[IndexPath(item: item, section: 0)]!))
      }
      let expected = try WaterfallLayout(width: 390, sections: sizes)
      #expect(Self.everything(layout) == Fixture.keyed(expected.allElements))
      // Without self-sizing the cells' wishes are ignored.
      layout.selfSizingItems = false
      view.layoutIfNeeded()
      #expect(view.visibleCells.allSatisfy { $0.frame.height == 100 })
      withExtendedLifetime(window) {}
    }

    @Test("Right to left: the first column is the rightmost, the view flips its coordinates")
    func rightToLeft() throws {
      let data = WaterfallData([Self.section(Self.items(30))])
      let (_, view, layout) = Fixture.collection(data)
      view.semanticContentAttribute = .forceRightToLeft
      view.layoutIfNeeded()
      let expected = try WaterfallLayout(width: 390, sections: data.sections)
      #expect(!view.indexPathsForVisibleItems.isEmpty)
      for path in view.indexPathsForVisibleItems {
        let frame = try #require(expected.frame(ofItem: path.item, inSection: path.section))
        let cell = try #require(view.cellForItem(at: path))
        // In the view's flipped coordinates, the layout's frame; on screen, mirrored.
        #expect(abs(cell.frame.minX - frame.minX) < 1e-9 && cell.frame.size == frame.size)
        let onScreen = view.convert(cell.frame, to: nil)
        #expect(abs(onScreen.minX - (390 - frame.maxX)) < 1e-9)
        #expect(onScreen.minY == frame.minY - view.contentOffset.y)
        let attributes = try #require(view.layoutAttributesForItem(at: path)?.frame)
        #expect(abs(attributes.minX - frame.minX) < 1e-9 && attributes.size == frame.size)
      }
      let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(
        view.convert(first.frame, to: nil).maxX == 385,
        "item 0 sits in the rightmost column, inside the inset")
      #expect(
        view.indexPathForItem(at: CGPoint(x: first.frame.midX, y: first.frame.midY))?.item == 0)
      // The layout itself keeps its left-to-right frames.
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 5)
    }
  }
#endif

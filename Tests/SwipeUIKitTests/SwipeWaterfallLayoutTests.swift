#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// A waterfall's data: sections of item sizes, with their columns, headers, footers, insets and
  /// spacings, answered through the layout's delegate.
  @MainActor
  class WaterfallData: NSObject, UICollectionViewDataSource,
    SwipeWaterfallLayoutDelegate
  {
    var sections: [WaterfallSection]
    init(_ sections: [WaterfallSection]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { sections[section].items.count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      numberOfColumnsInSection section: Int
    ) -> Int { sections[section].columns }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> WaterfallSection.ItemSize { sections[indexPath.section].items[indexPath.item] }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForHeaderInSection section: Int
    ) -> CGFloat { CGFloat(sections[section].headerHeight) }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      referenceHeightForFooterInSection section: Int
    ) -> CGFloat { CGFloat(sections[section].footerHeight) }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      let insets = sections[section].insets
      return UIEdgeInsets(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      columnSpacingForSectionAt section: Int
    ) -> CGFloat { CGFloat(sections[section].columnSpacing) }

    func collectionView(
      _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
      rowSpacingForSectionAt section: Int
    ) -> CGFloat { CGFloat(sections[section].rowSpacing) }
  }

  /// `SwipeWaterfallLayout` on UIKitStub's collection view: the same frames as SwipeCore's
  /// `WaterfallLayout`, answered in O(log n + k).
  @MainActor @Suite("SwipeWaterfallLayout")
  struct SwipeWaterfallLayoutTests {
    /// A 390 pt wide collection view in a window showing `data`; columns snap to points
    /// (`pixelScale` 1, unless the layout has its own), as the SwipeCore layouts the tests
    /// compare with do by default.
    static func collection(
      _ data: WaterfallData, layout: SwipeWaterfallLayout = SwipeWaterfallLayout(),
      cells: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> (UIWindow, UICollectionView, SwipeWaterfallLayout) {
      UIKitStubDriver.reset(now: 0)
      if layout.pixelScale == nil { layout.pixelScale = 1 }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      view.register(cells, forCellWithReuseIdentifier: "cell")
      view.dataSource = data
      view.delegate = data
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      return (window, view, layout)
    }

    /// Every element's kind, index path and frame, in a stable order.
    static func keyed(_ attributes: [UICollectionViewLayoutAttributes]) -> [String] {
      attributes.map { attributes in
        let kind = attributes.representedElementKind ?? "cell"
        let path = attributes.indexPath
        return "\(kind) \(path.section).\(path.item) \(attributes.frame)"
      }.sorted()
    }

    static func keyed(_ elements: [LayoutElement]) -> [String] {
      elements.map { element in
        let kind =
          switch element.kind {
          case .item: "cell"
          case .header: UICollectionView.elementKindSectionHeader
          case .footer: UICollectionView.elementKindSectionFooter
          }
        return "\(kind) \(element.section).\(element.item) \(element.frame)"
      }.sorted()
    }

    /// The seed demo's collection page: 4 columns, heights 100/80/70/90 repeating, header and
    /// footer 35, insets and spacings 5.
    static let seedSection = WaterfallSection(
      columns: 4, items: (0..<16).map { .height([100, 80, 70, 90][$0 % 4]) }, headerHeight: 35,
      footerHeight: 35, insets: Insets(top: 5, left: 5, bottom: 5, right: 5), columnSpacing: 5,
      rowSpacing: 5)

    @Test("The seed's collection page: every frame is WaterfallLayout's")
    func seedFrames() throws {
      let data = WaterfallData([Self.seedSection, Self.seedSection])
      let (_, view, layout) = Self.collection(data)
      let expected = try WaterfallLayout(width: 390, sections: data.sections)
      #expect(view.contentSize == expected.contentSize)
      let all = CGRect(origin: .zero, size: expected.contentSize)
      #expect(
        Self.keyed(layout.layoutAttributesForElements(in: all) ?? [])
          == Self.keyed(expected.allElements))
      let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 1)))
      #expect(cell.frame == expected.frame(ofItem: 5, inSection: 1))
      let footer = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
      #expect(footer?.frame == expected.footerFrame(inSection: 0))
      // The view shows cells where the layout puts them.
      #expect(!view.indexPathsForVisibleItems.isEmpty)
      for path in view.indexPathsForVisibleItems {
        #expect(
          view.cellForItem(at: path)?.frame
            == expected.frame(ofItem: path.item, inSection: path.section))
      }
    }

    @Test("Random layouts and rects: the answer is every element meeting the rect, no other")
    func randomQueries() throws {
      var random = SeededGenerator(seed: 0x3A7E)
      for _ in 0..<30 {
        let sections = (0..<random.pick([1, 2, 4])).map { _ in
          WaterfallSection(
            columns: random.pick([1, 2, 3, 5]),
            items: (0..<random.pick([0, 1, 7, 60])).map { _ in
              random.chance(0.5)
                ? .height(random.pick([20.0, 75, 140, 300]))
                : .aspectRatio(random.pick([0.5, 1, 1.5]))
            },
            headerHeight: random.pick([0, 30]), footerHeight: random.pick([0, 12]),
            insets: Insets(top: 4, left: random.pick([0, 8]), bottom: 4, right: 6),
            columnSpacing: random.pick([0, 6]), rowSpacing: random.pick([0, 10]))
        }
        let (_, _, layout) = Self.collection(WaterfallData(sections))
        let expected = try WaterfallLayout(width: 390, sections: sections)
        let all = expected.allElements
        for _ in 0..<10 {
          let y = Double(random.pick([-50, 0, 120, 900, 3000]))
          let rect = CGRect(x: 0, y: y, width: 390, height: Double(random.pick([1, 300, 844])))
          let answer = Self.keyed(layout.layoutAttributesForElements(in: rect) ?? [])
          // Frames with area in common, as UIKit's CGRectIntersectsRect (edges do not count).
          let truth = Self.keyed(
            all.filter {
              $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY && $0.frame.minX < rect.maxX
                && $0.frame.maxX > rect.minX
            })
          #expect(
            answer == truth,
            "\(rect): extra \(Set(answer).subtracting(truth)), missing \(Set(truth).subtracting(answer))"
          )
        }
      }
    }

    @Test("Without a delegate: square items in the layout's columns; bad answers are clamped")
    func defaultsAndClamps() throws {
      final class Bad: WaterfallData {
        override func collectionView(
          _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
          numberOfColumnsInSection section: Int
        ) -> Int { 0 }
        override func collectionView(
          _ collectionView: UICollectionView, layout: SwipeWaterfallLayout,
          sizeForItemAt indexPath: IndexPath
        ) -> WaterfallSection.ItemSize {
          indexPath.item == 0 ? .height(-.infinity) : .aspectRatio(0)
        }
      }
      let layout = SwipeWaterfallLayout()
      layout.columnCount = 3
      layout.columnSpacing = 15
      let plain = WaterfallData([WaterfallSection(columns: 3, items: [.height(1), .height(1)])])
      let (_, view, _) = Self.collection(plain, layout: layout)
      view.delegate = nil
      layout.invalidateLayout()
      view.layoutIfNeeded()
      let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(first.frame.width == 120)
      #expect(first.frame.height == 120, "square, as the seed")
      let bad = Bad([WaterfallSection(columns: 3, items: [.height(1), .height(1)])])
      let (_, _, clamped) = Self.collection(bad)
      #expect(clamped.waterfall.numberOfItems == 2)
      let zero = try #require(clamped.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(zero.frame.height == 0 && zero.frame.width == 390, "one column; no height")
      let square = try #require(
        clamped.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(square.frame.height == 390)
    }

    @Test("A top placeholder and a minimum height reserve room a short page needs")
    func placeholderAndMinimum() throws {
      let layout = SwipeWaterfallLayout()
      layout.topPlaceholder = 60
      layout.minimumContentHeight = 1000
      let data = WaterfallData([WaterfallSection(columns: 2, items: [.height(50)])])
      let (_, view, _) = Self.collection(data, layout: layout)
      #expect(view.contentSize.height == 1000)
      let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(cell.frame.minY == 60)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// A data source of `items[section]` items per section, with cells registered as "cell"; it
  /// remembers every distinct cell it handed out.
  @MainActor final class ItemsDataSource: NSObject, UICollectionViewDataSource {
    let items: [Int]
    private(set) var cellsMade: Set<ObjectIdentifier> = []
    init(items: [Int]) { self.items = items }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { items[section] }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cellsMade.insert(ObjectIdentifier(cell))
      return cell
    }
  }

  /// A flow delegate giving even items 60 × 50 and odd items 80 × 50.
  @MainActor final class AlternatingSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: indexPath.item.isMultiple(of: 2) ? 60 : 80, height: 50)
    }
  }

  /// A flow layout that lands on multiples of 100 and records what it was asked.
  @MainActor final class HundredsLayout: UICollectionViewFlowLayout {
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
    var answer: CGPoint?
    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      asked.append((proposedContentOffset, velocity))
      let target = CGPoint(
        x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded(.down) * 100)
      answer = target
      return target
    }
  }

  @MainActor @Suite("UICollectionView")
  struct UICollectionViewTests {
    private func makeCollection(
      in window: UIWindow, layout: UICollectionViewLayout, items: [Int],
      size: CGSize = CGSize(width: 320, height: 480)
    ) -> (UICollectionView, ItemsDataSource) {
      let collection = UICollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let source = ItemsDataSource(items: items)
      collection.dataSource = source
      window.addSubview(collection)
      UIKitStubDriver.current.layoutPass()
      return (collection, source)
    }

    @Test("A vertical flow stacks headers, insets, lines of items and footers")
    func verticalFlow() throws {
      let window = makeWindow()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
      layout.headerReferenceSize = CGSize(width: 0, height: 30)
      layout.footerReferenceSize = CGSize(width: 0, height: 20)
      let (collection, source) = makeCollection(in: window, layout: layout, items: [9, 3])
      // 300 pt across fit two 100 pt items 10 pt apart; section 0: 5 lines, section 1: 2 lines.
      // Section 0: 30 + 5 + (5 × 50 + 4 × 10) + 15 + 20 = 360; section 1: 30 + 5 + 110 + 15 + 20.
      #expect(collection.contentSize == CGSize(width: 320, height: 360 + 180))
      let first = try #require(
        collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(first.frame == CGRect(x: 210, y: 35, width: 100, height: 50))
      let last = try #require(
        collection.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)))
      #expect(last.frame == CGRect(x: 110, y: 275, width: 100, height: 50))
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
      #expect(header.frame == CGRect(x: 0, y: 360, width: 320, height: 30))
      #expect(source.cellsMade.count == collection.visibleCells.count)
    }

    @Test("A horizontal flow fills columns with the flow delegate's sizes")
    func horizontalFlow() throws {
      let window = makeWindow()
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .horizontal
      layout.minimumLineSpacing = 20
      layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
      layout.headerReferenceSize = CGSize(width: 40, height: 999)
      let sizes = AlternatingSizes()
      let (collection, _) = makeCollection(
        in: window, layout: layout, items: [7], size: CGSize(width: 320, height: 200))
      collection.delegate = sizes
      collection.collectionViewLayout.invalidateLayout()
      collection.layoutIfNeeded()
      // 180 pt across take three 50 pt items 10 pt apart: columns of 80, 80 and 60 pt.
      // 40 + 5 + 80 + 20 + 80 + 20 + 60 + 5 = 310. Item 4 (60 pt) is centred in the second
      // column (x 145 + 10), the middle of three spread over 180 pt (y 10 + 50 + 15).
      #expect(collection.contentSize == CGSize(width: 310, height: 200))
      let item = try #require(
        collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
      #expect(item.frame == CGRect(x: 155, y: 75, width: 60, height: 50))
      #expect(
        collection.indexPathForItem(at: CGPoint(x: 160, y: 80)) == IndexPath(item: 4, section: 0))
    }

    @Test("Scrolling shows the items meeting the bounds and reuses the cells that left")
    func visibleCellsAfterScrolling() {
      let window = makeWindow()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 100)
      layout.minimumLineSpacing = 0
      let (collection, source) = makeCollection(in: window, layout: layout, items: [20])
      #expect(collection.contentSize == CGSize(width: 320, height: 2000))
      #expect(
        collection.indexPathsForVisibleItems == (0...4).map { IndexPath(item: $0, section: 0) })
      collection.contentOffset = CGPoint(x: 0, y: 250)
      UIKitStubDriver.current.layoutPass()
      #expect(
        collection.indexPathsForVisibleItems == (2...7).map { IndexPath(item: $0, section: 0) })
      #expect(collection.visibleCells.allSatisfy { $0.superview === collection })
      #expect(collection.cellForItem(at: IndexPath(item: 7, section: 0))?.frame.minY == 700)
      #expect(source.cellsMade.count == 6)
    }

    @Test("A layout's targetContentOffset decides where a collection view without paging lands")
    func layoutDecidesTheLanding() throws {
      let window = makeWindow()
      let layout = HundredsLayout()
      layout.itemSize = CGSize(width: 320, height: 100)
      layout.minimumLineSpacing = 0
      let (collection, _) = makeCollection(in: window, layout: layout, items: [50])
      let delegate = RecordingDelegate()
      collection.delegate = delegate
      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), startingAt: 0,
        duration: 0.1, steps: 4)
      UIKitStubDriver.current.run(until: 10)
      let asked = try #require(layout.asked.first)
      let answer = try #require(layout.answer)
      #expect(layout.asked.count == 1)
      #expect(asked.velocity == delegate.lastVelocity)
      #expect(answer.y != asked.proposed.y)
      #expect(answer.y.truncatingRemainder(dividingBy: 100) == 0)
      #expect(collection.contentOffset == answer)
      #expect(!collection.isDecelerating)
    }
  }
#endif

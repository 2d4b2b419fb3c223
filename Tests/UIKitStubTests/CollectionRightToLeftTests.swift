#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// A horizontal flow layout of 100 × 80 items, 10 pt apart, that records what
  /// `targetContentOffset` was asked, and can ask the collection view to flip its coordinates.
  @MainActor final class RecordingFlowLayout: UICollectionViewFlowLayout {
    let flips: Bool
    var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

    init(flips: Bool) {
      self.flips = flips
      super.init()
      scrollDirection = .horizontal
      itemSize = CGSize(width: 100, height: 80)
      minimumLineSpacing = 10
      sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    }

    required init?(coder: NSCoder) { nil }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      asked.append((proposedContentOffset, velocity))
      return proposedContentOffset
    }
  }

  /// Right to left, a collection view either flips its coordinate system for its layout
  /// (UICollectionViewLayout.h:140) or leaves the layout to mirror itself, as a flow layout
  /// does. Either way the screen shows the left-to-right view mirrored, and nothing is mirrored
  /// twice.
  @MainActor @Suite("UICollectionView right to left")
  struct CollectionRightToLeftTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
      /// A plain flow layout: it lays the view out from the right itself.
      case flowLayout
      /// A layout that asks the collection view to flip its coordinate system.
      case flipping
      var testDescription: String { rawValue }
    }

    /// A 320 × 100 view of 10 items, in `window` or a new window on a fresh stub.
    private static func carousel(
      _ kind: Kind, rightToLeft: Bool, in existing: UIWindow? = nil
    ) -> (UIWindow, UICollectionView, RecordingFlowLayout, ItemsDataSource) {
      let window = existing ?? makeWindow()
      let layout = RecordingFlowLayout(flips: kind == .flipping)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
      let source = ItemsDataSource(items: [10])
      view.dataSource = source
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      return (window, view, layout, source)
    }

    /// Each shown item's frame in the window.
    private static func screen(_ view: UICollectionView) -> [Int: CGRect] {
      var frames: [Int: CGRect] = [:]
      for path in view.indexPathsForVisibleItems {
        guard let cell = view.cellForItem(at: path) else { continue }
        frames[path.item] = cell.convert(cell.bounds, to: nil)
      }
      return frames
    }

    @Test("A flow layout keeps the base flipsHorizontallyInOppositeLayoutDirection, false")
    func flowLayoutDoesNotFlip() {
      #expect(!UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
      #expect(UICollectionViewFlowLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test(
      "The screen shows the left-to-right view mirrored, at rest and after a mirrored drag",
      arguments: Kind.allCases)
    func mirrorImage(of kind: Kind) throws {
      let (ltrWindow, ltr, _, ltrSource) = Self.carousel(kind, rightToLeft: false)
      // A second window on the same stub clock.
      let (rtlWindow, rtl, _, rtlSource) = Self.carousel(
        kind, rightToLeft: true, in: UIWindow(frame: ltrWindow.frame))
      func expectMirrored(_ moment: String) {
        let left = Self.screen(ltr)
        let right = Self.screen(rtl)
        #expect(Set(left.keys) == Set(right.keys), "\(moment): the same items are shown")
        for (item, frame) in left {
          guard let mirrored = right[item] else { continue }
          #expect(abs(mirrored.minX - (320 - frame.maxX)) < 0.01, "\(moment): item \(item)")
          #expect(mirrored.minY == frame.minY && mirrored.size == frame.size)
        }
      }
      #expect(Self.screen(rtl)[0].map { abs($0.maxX - 315) < 0.01 } == true, "item 0 at right")
      expectMirrored("at rest")
      // A finger moving left in the first view, and right in the mirror.
      ltrWindow.drag(
        from: CGPoint(x: 250, y: 50), to: CGPoint(x: 120, y: 50), startingAt: 0.1,
        duration: 0.2, steps: 8)
      rtlWindow.drag(
        from: CGPoint(x: 70, y: 50), to: CGPoint(x: 200, y: 50), startingAt: 0.1,
        duration: 0.2, steps: 8)
      UIKitStubDriver.current.run(until: 0.25, frameInterval: 1.0 / 60)
      expectMirrored("mid-drag")
      UIKitStubDriver.current.run(until: 3, frameInterval: 1.0 / 60)
      expectMirrored("at rest after the fling")
      #expect(ltr.contentOffset.x > 130, "the drag moved the content")
      withExtendedLifetime((ltrSource, rtlSource)) {}
    }

    @Test("A flow layout mirrors itself: the view's offsets and velocities stay unflipped")
    func flowLayoutMirrorsItself() throws {
      let (window, view, layout, source) = Self.carousel(.flowLayout, rightToLeft: true)
      #expect(!view.flipsBoundsHorizontally)
      let width = view.contentSize.width
      #expect(width == 1100)
      // The layout's own frames run from the right; the view starts at its right end.
      let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(first.frame.maxX == width - 5)
      #expect(view.contentOffset.x == width - 320)
      #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == first.frame)
      // A finger moving right reveals the later items, on the left: the offset falls.
      window.drag(
        from: CGPoint(x: 70, y: 50), to: CGPoint(x: 200, y: 50), startingAt: 0.1,
        duration: 0.2, steps: 8)
      let asked = try #require(layout.asked.last)
      #expect(asked.velocity.x < 0)
      #expect(asked.proposed.x < view.contentOffset.x)
      #expect(view.contentOffset.x < width - 320 - 100)
      withExtendedLifetime(source) {}
    }

    @Test("A flipping layout gets the view's coordinates flipped: offset 0 at the leading end")
    func flippingLayout() throws {
      let (window, view, layout, source) = Self.carousel(.flipping, rightToLeft: true)
      #expect(view.flipsBoundsHorizontally)
      // The layout's frames, as laid out, are the cells' frames in the view.
      let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      #expect(first.frame.minX == 5)
      let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(cell.frame == first.frame)
      #expect(
        view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == first.frame)
      #expect(view.contentOffset.x == 0)
      // The view's coordinates run leftward from its right edge; a cell's content does not.
      #expect(view.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 320, y: 0))
      let mark = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      cell.addSubview(mark)
      let shown = mark.convert(mark.bounds, to: nil)
      // Cell 0 spans 215...315 on screen; the mark is 10 pt from its left edge.
      #expect(abs(shown.minX - 225) < 0.01 && shown.width == 20)
      #expect(window.hitTest(CGPoint(x: shown.midX, y: shown.midY), with: nil) === mark)
      #expect(
        mark.convert(CGPoint(x: shown.midX, y: shown.midY), from: nil) == CGPoint(x: 10, y: 10))
      #expect(view.indexPathForItem(at: CGPoint(x: 160, y: 40))?.item == 1)
      // A finger moving right moves the content toward larger offsets; the velocity the layout
      // gets, and the pan's translation in the view, read that way too.
      window.drag(
        from: CGPoint(x: 70, y: 50), to: CGPoint(x: 200, y: 50), startingAt: 0.1,
        duration: 0.2, steps: 8, lift: false)
      let pan = view.panGestureRecognizer
      #expect(pan.translation(in: view).x < 0 && pan.translation(in: nil).x > 0)
      #expect(abs(pan.translation(in: view).x + pan.translation(in: nil).x) < 1e-9)
      window.touchEnded(time: 0.3)
      let asked = try #require(layout.asked.last)
      #expect(asked.velocity.x > 0)
      #expect(asked.proposed.x > view.contentOffset.x)
      #expect(view.contentOffset.x > 100)
      withExtendedLifetime(source) {}
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// A carousel's cells: one section of items of the given widths, 200 pt high.
  @MainActor
  final class CarouselCells: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    let widths: [CGFloat]
    init(widths: [CGFloat]) { self.widths = widths }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { widths.count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: widths[indexPath.item], height: 200)
    }
  }

  /// A paging-by-cell layout that asks UIKit to flip a right-to-left view's coordinates.
  @MainActor final class FlippingPagingByCellLayout: PagingByCellLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  }

  /// `PagingByCellLayout` on UIKitStub's collection view: drags end where SwipeCore's
  /// `Carousel` ends for the same touches.
  @MainActor @Suite("PagingByCellLayout")
  struct PagingByCellLayoutTests {
    /// A 390 × 200 collection view in a window, on a fresh stub clock.
    static func carousel(
      widths: [CGFloat], spacing: CGFloat, inset: CGFloat, alignment: PagingByCell.Alignment,
      direction: LayoutDirection = .leftToRight, flipping: Bool = false
    ) -> (UIWindow, UICollectionView, PagingByCellLayout, CarouselCells) {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let layout = flipping ? FlippingPagingByCellLayout() : PagingByCellLayout()
      layout.alignment = alignment
      layout.minimumLineSpacing = spacing
      layout.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.decelerationRate = .fast
      if direction == .rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
      let cells = CarouselCells(widths: widths)
      view.dataSource = cells
      view.delegate = cells
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      return (window, view, layout, cells)
    }

    @Test("Every flick moves one cell on from where the finger let go, however fast")
    func oneCellPerFlick() {
      let (window, view, layout, _) = Self.carousel(
        widths: [300, 120, 260, 200, 340, 150, 280], spacing: 10, inset: 20,
        alignment: .leading)
      // The cells' leading edges less the inset; the last is the end of the content.
      #expect(layout.anchors == [0, 310, 440, 710, 920, 1270, 1360])
      var time = 0.1
      // (distance dragged, its duration, the page it ends on): 300 pt from 310 passes the cell
      // at 440, so the flick goes on to 710 rather than back to 440.
      let flicks: [(CGFloat, TimeInterval, Int)] = [
        (40, 0.05, 1), (300, 0.05, 3), (120, 0.02, 4), (-200, 0.03, 3),
      ]
      for (distance, duration, page) in flicks {
        window.drag(
          from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200 - distance, y: 100),
          startingAt: time, duration: duration, steps: 6)
        UIKitStubDriver.current.run(until: time + 3, frameInterval: 1.0 / 60)
        time += 3.5
        #expect(abs(Double(view.contentOffset.x) - layout.anchors[page]) < 0.01, "page \(page)")
      }
    }

    @Test(
      "Right to left, a flow layout mirrors itself and a flipping subclass is flipped by the view",
      arguments: [false, true])
    func rightToLeft(flipping: Bool) throws {
      let (window, view, layout, cells) = Self.carousel(
        widths: [300, 120, 260, 200, 340, 150, 280], spacing: 10, inset: 20,
        alignment: .leading, direction: .rightToLeft, flipping: flipping)
      #expect(layout.anchors == [0, 310, 440, 710, 920, 1270, 1360])
      // The view's offset is the layout's when the view flips, else its mirror.
      let end = Double(view.contentSize.width) - 390
      func offset() -> Double {
        flipping ? Double(view.contentOffset.x) : end - view.contentOffset.x
      }
      #expect(abs(offset()) < 0.01, "starts on the first cell")
      var time = 0.1
      // Rightward flicks move to the next cells, a leftward one back.
      for (distance, page) in [(40.0, 1), (300, 3), (-200, 2)] {
        window.drag(
          from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150 + distance, y: 100),
          startingAt: time, duration: 0.05, steps: 6)
        UIKitStubDriver.current.run(until: time + 3, frameInterval: 1.0 / 60)
        time += 3.5
        #expect(abs(offset() - layout.anchors[page]) < 0.01, "page \(page)")
        // On screen, the page's cell has its right edge at the inset from the view's right.
        UIKitStubDriver.current.layoutPass()
        let cell = try #require(view.cellForItem(at: IndexPath(item: page, section: 0)))
        #expect(abs(cell.convert(cell.bounds, to: nil).maxX - 370) < 0.01)
      }
      withExtendedLifetime(cells) {}
    }

    @Test(
      "A tap that stops a moving carousel lets it settle on a cell, and selects nothing",
      arguments: [0.03, 0.1, 0.2], LayoutDirection.cases)
    func tapStopsBetweenCells(after delay: TimeInterval, direction: LayoutDirection) {
      let (window, view, layout, _) = Self.carousel(
        widths: [300, 120, 260, 200, 340, 150, 280], spacing: 10, inset: 20,
        alignment: .leading, direction: direction)
      // A flick toward the next cell: leftward, or rightward in a mirror.
      func flick(at time: TimeInterval) {
        let (from, to): (CGFloat, CGFloat) = direction == .leftToRight ? (300, 260) : (90, 130)
        window.drag(
          from: CGPoint(x: from, y: 100), to: CGPoint(x: to, y: 100), startingAt: time,
          duration: 0.05, steps: 6)
      }
      /// The view's offset in the layout's (left-to-right) coordinates.
      func offset() -> Double {
        let x = Double(view.contentOffset.x)
        guard direction == .rightToLeft else { return x }
        return PagingByCell.mirroredOffset(
          x, contentWidth: Double(view.contentSize.width), viewportWidth: 390)
      }
      flick(at: 0.1)
      // The finger lands while the view moves to the next cell, and lifts without dragging.
      let down = 0.15 + delay
      UIKitStubDriver.current.run(until: down, frameInterval: 1.0 / 60)
      let moving = offset()
      #expect(!layout.anchors.contains { abs($0 - moving) < 0.5 }, "between cells")
      window.touchBegan(at: CGPoint(x: 200, y: 100), time: down)
      window.touchEnded(time: down + 0.08)
      UIKitStubDriver.current.run(until: down + 3, frameInterval: 1.0 / 60)
      let rest = offset()
      #expect(layout.anchors.contains { abs($0 - rest) < 0.01 }, "rests at \(rest)")
      #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
      // The next flick counts from where it rests.
      let page = layout.anchors.firstIndex { abs($0 - rest) < 0.01 } ?? -1
      flick(at: down + 3.1)
      UIKitStubDriver.current.run(until: down + 6, frameInterval: 1.0 / 60)
      #expect(abs(offset() - layout.anchors[page + 1]) < 0.01)
    }

    @Test(
      "Random drags land where Carousel lands for the same touches, in either direction",
      arguments: LayoutDirection.cases)
    func matchesCarousel(direction: LayoutDirection) {
      var random = SeededGenerator(seed: 0xCA_4051)
      for _ in 0..<40 {
        let widths = (0..<random.pick([3, 5, 8])).map { _ in
          CGFloat(random.pick([80, 150, 260, 390]))
        }
        let spacing = CGFloat(random.pick([0, 8, 16]))
        let inset = CGFloat(random.pick([0, 16]))
        let alignment = random.pick(PagingByCell.Alignment.allCases)
        let (window, view, _, _) = Self.carousel(
          widths: widths, spacing: spacing, inset: inset, alignment: alignment,
          direction: direction)
        var carousel = Carousel(
          configuration: .init(
            itemWidths: widths.map(Double.init), spacing: Double(spacing),
            leadingInset: Double(inset), trailingInset: Double(inset), alignment: alignment,
            layoutDirection: direction),
          viewport: CGSize(width: 390, height: 200))
        var ignore = IgnoringScrollerDelegate()
        var time = 0.1
        for _ in 0..<4 {
          let distance = random.pick([-300.0, -90, -30, 30, 90, 300])
          let duration = random.pick([0.03, 0.1, 0.4])
          let drag = DragGesture(
            from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200 - distance, y: 100),
            duration: duration)
          for touch in drag.touches(startingAt: time, frameRate: 120) {
            switch touch.phase {
            case .down:
              window.touchBegan(at: touch.point ?? .zero, time: touch.time)
              carousel.touchDown(at: touch.point ?? .zero, at: touch.time, delegate: &ignore)
            case .move:
              window.touchMoved(to: touch.point ?? .zero, time: touch.time)
              carousel.touchMoved(to: touch.point ?? .zero, at: touch.time, delegate: &ignore)
            case .up, .cancel:
              window.touchEnded(time: touch.time)
              carousel.touchUp(at: touch.time, delegate: &ignore)
            }
          }
          // Both at rest before the next drag (they travel differently: UIKit's refitted
          // deceleration, which glides long after a slow flick, the carousel's spring; where
          // they land is what must agree).
          repeat {
            time += 1
            UIKitStubDriver.current.run(until: time, frameInterval: 1.0 / 60)
            carousel.advance(to: time, delegate: &ignore)
          } while view.isDecelerating || carousel.scroller.phase != .idle
          time += 0.1
          #expect(
            abs(Double(view.contentOffset.x) - carousel.scroller.offset) < 0.01,
            "widths \(widths), spacing \(spacing), inset \(inset), \(alignment)")
        }
      }
    }

    @Test("A flick that catches the view moving counts from the cell it was heading to")
    func flickCatchingMotion() {
      let (window, view, layout, _) = Self.carousel(
        widths: Array(repeating: 300, count: 8), spacing: 10, inset: 20, alignment: .center)
      window.drag(
        from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), startingAt: 0.1,
        duration: 0.03, steps: 4)
      UIKitStubDriver.current.run(until: 0.2, frameInterval: 1.0 / 60)
      #expect(view.isDecelerating, "still on its way to cell 1")
      window.drag(
        from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), startingAt: 0.21,
        duration: 0.03, steps: 4)
      UIKitStubDriver.current.run(until: 3, frameInterval: 1.0 / 60)
      #expect(abs(Double(view.contentOffset.x) - layout.anchors[2]) < 0.01)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// What a device review found about who moves a page (DESIGN.md §12, "One mover"), as
  /// metamorphic properties on UIKitStub. The container used to move a page that a drag on the
  /// header or the bar started; with the page's own pan on the container, UIKit's correction
  /// shifts a fling from the bar and UIKit sees the drag; a whole `contentInset` assignment keeps the
  /// reservation.
  @MainActor @Suite("One mover: what the container's own motion breaks")
  struct OneMoverFindingsTests {
    /// The fixture's header spans y 64…264 and its bar 264…304: a fast 120 pt upward drag on the
    /// bar, released into a fling; then the current page's offset at each of 30 frames. With
    /// `correctAt`, UIKit corrects the page at that frame as self-sizing rows above the visible
    /// area do: the content above grows by 20 pt and the offset with it.
    static func flingFromBar(correctAt: Int? = nil) throws -> [CGFloat] {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(
        from: CGPoint(x: 195, y: 290), to: CGPoint(x: 195, y: 170), duration: 0.05, lift: true)
      var trace: [CGFloat] = []
      for frame in 1...30 {
        if frame == correctAt {
          page.contentSize.height += 20
          page.contentOffset.y += 20
        }
        fixture.run(until: fixture.now + 1.0 / 120)
        trace.append(page.contentOffset.y)
      }
      return trace
    }

    @Test("UIKit's correction of a page flung from the bar shifts the fling and never stops it")
    func correctionKeepsMotion() throws {
      let plain = try Self.flingFromBar()
      #expect(plain[29] - plain[20] > 20, "the fling still moves after 20 frames")
      let corrected = try Self.flingFromBar(correctAt: 6)
      let deviation = (6..<30).map { abs(corrected[$0] - (plain[$0] + 20)) }.max() ?? 0
      #expect(deviation < 0.01, "without: \(plain[4...9]); with: \(corrected[4...9])")
    }

    @Test(
      "A fling from the bar over a table's estimated rows: UIKit's corrections move nothing on screen"
    )
    func estimatedRowsFlingFromBar() throws {
      let fixture = AdapterFixture(heights: [12_000, 12_000])
      fixture.usesTables = true
      fixture.estimatesRowHeights = true
      fixture.table.reloadData()
      fixture.run(until: fixture.now + 0.1)
      let page = try #require(fixture.table.currentItemView as? UITableView)
      // Deep in the estimated rows (an app's scroll); the bar is pinned at 64…104.
      page.contentOffset.y = 4000
      fixture.run(until: fixture.now + 0.1)
      let bar = try #require(fixture.table.swipeHeaderBar)
      #expect(bar.frame.minY == 64)
      let sizeBefore = page.contentSize.height
      // A fast downward drag on the bar: the page's own fling toward its top, over rows that
      // come on screen from above and are measured.
      fixture.drag(
        from: CGPoint(x: 195, y: 90), to: CGPoint(x: 195, y: 250), duration: 0.06, lift: true)
      var moves: [CGFloat] = []
      var frames = 0
      while page.isDecelerating, frames < 600 {
        frames += 1
        let row = page.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
        let before = page.rectForRow(at: row).minY - page.contentOffset.y
        fixture.run(until: fixture.now + 1.0 / 120)
        moves.append(page.rectForRow(at: row).minY - page.contentOffset.y - before)
        #expect(bar.frame.minY == 64, "the bar stays pinned")
      }
      #expect(page.contentSize.height != sizeBefore, "rows were measured on the way")
      #expect(frames > 60, "UIKit's corrections do not stop the fling")
      #expect(moves.allSatisfy { $0 >= 0 && $0 < 60 }, "\(moves.prefix(8))")
      #expect(fixture.table.offsetWritesDuringUserMotion == 0)
    }

    @Test("An app that assigns a whole contentInset keeps the header's reservation")
    func wholeInsetKeepsReservation() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      let reserved = page.contentInset.top
      #expect(reserved == 304, "T 64 + H 200 + B 40")
      page.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
      fixture.run(until: fixture.now + 0.1)
      #expect(page.contentInset.top == reserved)
      #expect(fixture.table.swipeHeaderView?.frame.minY == 64, "the header stays shown")
      #expect(page.contentInset.bottom >= 80, "the app's bottom inset is kept")
    }

    @Test("A drag that starts on the header is the page's own drag")
    func headerDragIsPageDrag() throws {
      let fixture = AdapterFixture()
      let page = try #require(fixture.table.currentItemView)
      fixture.drag(
        from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 120), duration: 0.1, lift: false)
      #expect(fixture.scrolled(page) > 50, "the drag moves the page")
      #expect(page.isDragging)
      fixture.window.touchEnded(time: fixture.now + 0.005)
    }
  }
#endif

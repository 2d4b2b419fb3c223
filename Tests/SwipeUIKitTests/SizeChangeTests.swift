#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// A size change in the middle of a motion (an iPad rotating, Split View or Stage Manager
  /// resizing the window) keeps what the user sees: the page under the finger stays the page,
  /// a list's position stays, and nothing jumps.
  @MainActor @Suite("Size changes during motion")
  struct SizeChangeTests {
    /// Resizes the window and the container to `size`, as a rotation does, and lays out.
    static func resize(_ fixture: AdapterFixture, to size: CGSize) {
      fixture.window.frame = CGRect(origin: .zero, size: size)
      fixture.table.frame = CGRect(origin: .zero, size: size)
      UIKitStubDriver.current.layoutPass()
    }

    @Test("Rotated while a list decelerates: the list keeps its place, then goes on without a jump")
    func duringDeceleration() throws {
      let fixture = AdapterFixture(heights: [6000, 6000, 6000])
      let table = fixture.table
      fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.1)
      fixture.run(until: fixture.now + 0.15)
      let page = try #require(table.currentItemView)
      let before = fixture.scrolled(page)
      #expect(page.isDecelerating)
      let speed = abs(before - fixture.scrolled(page)) + 60  // a generous frame's move
      Self.resize(fixture, to: CGSize(width: 844, height: 390))
      #expect(abs(fixture.scrolled(page) - before) < 0.5, "the list stays where it was")
      #expect(page.frame.width == 844 && table.swipeHeaderView?.frame.width == 844)
      var last = fixture.scrolled(page)
      for _ in 0..<240 {
        fixture.run(until: fixture.now + 1.0 / 120)
        let now = fixture.scrolled(page)
        #expect(abs(now - last) <= speed, "no jump: \(last) → \(now)")
        last = now
      }
      #expect(!page.isDecelerating || last > before)
      #expect(table.currentItemIndex == 0 && table.pager.contentOffset.x == 0)
    }

    @Test("Rotated while the pager settles: it lands on a page of the new width")
    func duringPageChange() throws {
      let fixture = AdapterFixture(heights: [3000, 3000, 3000])
      let table = fixture.table
      fixture.drag(from: CGPoint(x: 330, y: 600), to: CGPoint(x: 120, y: 600), duration: 0.1)
      fixture.run(until: fixture.now + 0.08)
      let index = table.currentItemIndex
      Self.resize(fixture, to: CGSize(width: 844, height: 390))
      fixture.run(until: fixture.now + 1.5)
      let landed = table.currentItemIndex
      #expect(landed == index || landed == 1, "the page it was heading for, or the one shown")
      #expect(table.pager.contentOffset.x == CGFloat(landed) * 844)
      let page = try #require(table.currentItemView)
      #expect(page.frame.width == 844 && page.frame.height == 390)
      #expect(table.swipeHeaderBar?.frame.width == 844)
    }

    @Test("Rotated under a finger dragging a list: the drag goes on from where the list is")
    func duringDrag() throws {
      let fixture = AdapterFixture(heights: [6000, 6000])
      let table = fixture.table
      fixture.drag(
        from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500), duration: 0.3, lift: false)
      let page = try #require(table.currentItemView)
      let before = fixture.scrolled(page)
      Self.resize(fixture, to: CGSize(width: 844, height: 390))
      #expect(abs(fixture.scrolled(page) - before) < 0.5)
      let time = fixture.now + 1.0 / 120
      fixture.window.touchMoved(to: CGPoint(x: 195, y: 450), time: time)
      fixture.run(until: time)
      #expect(abs(fixture.scrolled(page) - (before + 50)) < 1, "the finger's 50 pt, no more")
      fixture.window.touchEnded(time: time + 0.2)
    }
  }
#endif

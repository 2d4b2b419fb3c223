#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// A hardware keyboard on SwipeTableView (DESIGN.md §12, "One mover"): UIKit's own keyboard
  /// scrolling stays on the pages (up, down, Page Up and Down, Home, End) and is off on the
  /// pager, where it would scroll by lines and stop between pages; the container's left and
  /// right arrows turn whole pages.
  @MainActor @Suite("SwipeTableView and a hardware keyboard")
  struct KeyboardPagingAdapterTests {
    @Test("The pager leaves keyboard scrolling to the container; the pages keep UIKit's")
    func keyboardScrollingIsThePages() throws {
      let fixture = AdapterFixture()
      #expect(fixture.table.pager.allowsKeyboardScrolling == false)
      let page = try #require(fixture.table.currentItemView)
      #expect(page.allowsKeyboardScrolling, "a page's own keys are UIKit's")
    }

    @Test(
      "A right arrow from a page turns the page: the page and the pager pass it on to the container"
    )
    func arrowFromPageReachesContainer() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      let page = try #require(table.currentItemView)
      let right = fixture.window.pressKey(UIKeyCommand.inputRightArrow, from: page)
      #expect(right == .command(table))
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 1)
      // Up and down are the page's own keyboard scrolling.
      let current = try #require(table.currentItemView)
      let down = fixture.window.pressKey(UIKeyCommand.inputDownArrow, from: current)
      #expect(down == .keyboardScroll(current))
      // The pager's own keyboard scrolling, as it was, would take the arrow (and stop between
      // pages): the container's command never ran.
      table.pager.allowsKeyboardScrolling = true
      let taken = fixture.window.pressKey(UIKeyCommand.inputRightArrow, from: current)
      #expect(taken == .keyboardScroll(table.pager))
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == 1)
    }

    @Test(
      "Two quick right arrows slide two pages, and the pager rests on no page between",
      arguments: LayoutDirection.cases)
    func quickPresses(direction: LayoutDirection) {
      let fixture = AdapterFixture(direction: direction)
      let table = fixture.table
      let next: PageTurnKey = direction == .rightToLeft ? .leftArrow : .rightArrow
      let previous: PageTurnKey = direction == .rightToLeft ? .rightArrow : .leftArrow
      #expect(!table.turnPage(byKey: previous), "nothing before the first page")
      #expect(table.turnPage(byKey: next))
      fixture.run(until: fixture.now + 0.1)
      #expect(table.currentItemIndex == 0, "still on its way")
      #expect(table.turnPage(byKey: next))
      let width = table.bounds.width
      // Page 2's offset: from the left end, or right to left from the right end of 4 pages.
      let page2 = direction == .rightToLeft ? 1 * width : 2 * width
      // The pager slides on toward page 2 without a stop: every frame moves it that way until
      // it rests there.
      var offsets = [table.pager.contentOffset.x]
      for _ in 0..<120 {
        fixture.run(until: fixture.now + 1.0 / 120)
        offsets.append(table.pager.contentOffset.x)
      }
      let toward: CGFloat = direction == .rightToLeft ? -1 : 1
      let stopsAt = offsets.firstIndex(of: page2)
      #expect(stopsAt != nil)
      let moving = offsets[..<(stopsAt ?? offsets.count)]
      #expect(zip(moving, moving.dropFirst()).allSatisfy { ($1 - $0) * toward > 0 })
      #expect(offsets[(stopsAt ?? 0)...].allSatisfy { $0 == page2 })
      #expect(table.currentItemIndex == 2)
      #expect(fixture.calls.contains("index 2"))
      #expect(table.offsetWritesDuringUserMotion == 0)
    }

    @Test("No key turns the pager a finger holds")
    func fingerHoldsThePager() {
      let fixture = AdapterFixture()
      let table = fixture.table
      fixture.drag(
        from: CGPoint(x: 300, y: 600), to: CGPoint(x: 240, y: 600), duration: 0.1, lift: false)
      let held = table.pager.contentOffset.x
      #expect(held > 0)
      #expect(!table.turnPage(byKey: .rightArrow))
      #expect(!table.turnPage(byKey: .leftArrow))
      fixture.run(until: fixture.now + 0.05)
      #expect(table.pager.contentOffset.x == held)
      fixture.window.touchEnded(time: fixture.now + 1.0 / 120)
      fixture.run(until: fixture.now + 1)
      let index = table.currentItemIndex
      #expect(table.pager.contentOffset.x == CGFloat(index) * table.bounds.width)
      #expect(table.turnPage(byKey: .rightArrow))
      fixture.run(until: fixture.now + 1)
      #expect(table.currentItemIndex == index + 1)
    }
  }
#endif

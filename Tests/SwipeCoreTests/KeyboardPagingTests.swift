import Foundation
import SwipeScenario
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// DESIGN.md §12, "One mover": a hardware keyboard's left and right arrows turn whole pages,
/// one a press, and never leave the pager between two of them.
@Suite("Arrow keys turn pages")
struct KeyboardPagingTests {
  static let width = 390.0

  @Test(
    "The right arrow shows the page on the right, the left arrow the one on the left",
    arguments: LayoutDirection.cases)
  func onePagePerPress(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000], direction: direction)
    container.advance(to: 0.1)
    // Right to left, the next page is on the left.
    let next: PageTurnKey = direction == .rightToLeft ? .leftArrow : .rightArrow
    let previous: PageTurnKey = direction == .rightToLeft ? .rightArrow : .leftArrow
    #expect(container.turnPage(byKey: previous) == nil, "nothing before the first page")
    #expect(container.pager.phase == .idle)
    #expect(container.turnPage(byKey: next) == 1)
    #expect(container.pager.phase == .animating, "animated, as a tab tap")
    container.advance(to: 1)
    #expect(container.currentIndex == 1)
    #expect(container.pager.offset == Self.width)
    #expect(container.turnPage(byKey: previous) == 0)
    container.advance(to: 2)
    #expect(container.currentIndex == 0)
    #expect(container.pager.offset == 0)
  }

  @Test("Quick presses go on from the page the slide heads to, and never stop between pages")
  func quickPresses() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000, 3000])
    container.advance(to: 0.1)
    #expect(container.turnPage(byKey: .rightArrow) == 1)
    container.advance(to: 0.2)
    #expect(container.pager.offset > 0 && container.pager.offset < Self.width)
    #expect(container.turnPage(byKey: .rightArrow) == 2, "from the slide's page, not from 0")
    var restingOffsets: [Double] = []
    container.run(from: 0.2, through: 1.5) { container in
      if container.pager.phase == .idle { restingOffsets.append(container.pager.offset) }
    }
    #expect(Set(restingOffsets) == [2 * Self.width], "at rest only on page 2")
    #expect(container.currentIndex == 2)
    #expect(container.turnPage(byKey: .rightArrow) == 3)
    container.advance(to: 3)
    #expect(container.turnPage(byKey: .rightArrow) == nil, "nothing after the last page")
    #expect(container.pager.offset == 3 * Self.width)
  }

  @Test("No key turns a page a finger holds, or a swipe the finger released")
  func fingerAndSwipe() {
    let (container, _) = Fixtures.container(heights: [3000, 3000, 3000])
    container.advance(to: 0.1)
    container.touch(.down, at: CGPoint(x: 300, y: 600), time: 0.1)
    for step in 1...6 {
      container.touch(
        .move, at: CGPoint(x: 300 - 10 * Double(step), y: 600), time: 0.1 + 0.01 * Double(step))
    }
    let held = container.pager.offset
    #expect(held > 0)
    #expect(container.turnPage(byKey: .rightArrow) == nil)
    #expect(container.turnPage(byKey: .leftArrow) == nil)
    #expect(container.pager.offset == held)
    container.touch(.up, at: CGPoint(x: 150, y: 600), time: 0.17)
    container.advance(to: 0.21)
    #expect(container.pager.phase != .idle && container.pager.phase != .animating)
    #expect(container.turnPage(byKey: .rightArrow) == nil, "the swipe chooses its page")
    container.advance(to: 2)
    #expect(container.currentIndex == 1)
    #expect(container.turnPage(byKey: .rightArrow) == 2)
  }

  @Test("Under Reduce Motion a key shows the page at once")
  func reduceMotion() {
    let (container, _) = Fixtures.container(heights: [3000, 3000])
    container.reduceMotion = true
    container.advance(to: 0.1)
    #expect(container.turnPage(byKey: .rightArrow) == 1)
    #expect(container.pager.offset == Self.width)
    #expect(container.currentIndex == 1)
  }

  @Test("Without pages no key does anything")
  func noPages() {
    let (container, _) = Fixtures.container(heights: [])
    container.advance(to: 0.1)
    for key: PageTurnKey in [.leftArrow, .rightArrow] {
      #expect(container.turnPage(byKey: key) == nil)
    }
  }
}

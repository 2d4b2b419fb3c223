#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// SwipeView on the stubs: SwiftUI pages hosted in the library's scroll views, a selection
  /// that moves both ways.
  @MainActor @Suite("SwipeView")
  struct SwipeViewTests {
    typealias Swipe = SwipeView<Block, Block, Block>

    /// Four pages 1000, 1100, 1200 and 1300 pt tall under a 200 pt header and a 44 pt bar.
    static func view(
      _ selection: Binding<Int>, count: Int = 4, header: CGFloat = 200,
      pageHeight: @escaping (Int) -> CGFloat = { 1000 + 100 * CGFloat($0) }
    ) -> Swipe {
      SwipeView(selection: selection, count: count) { index in
        Block(height: pageHeight(index))
      } header: {
        Block(height: header)
      } bar: {
        Block(height: 44)
      }
    }

    @Test(
      "The container shows the selected page; header, bar and pages take their content's height")
    func showsTheSelectedPage() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 2)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        #expect(fixture.table.currentItemIndex == 2)
        let page = try #require(fixture.table.currentItemView)
        #expect(page.contentSize == CGSize(width: 390, height: 1200))
        let header = try #require(fixture.table.swipeHeaderView)
        let bar = try #require(fixture.table.swipeHeaderBar)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(bar.frame == CGRect(x: 0, y: 200, width: 390, height: 44))
        #expect(page.contentOffset.y == -244, "the page starts below the header and the bar")
        #expect(selection.writeCount == 0)
      }
    }

    @Test("A swipe to the next page writes the selection once, and SwiftUI's update leaves it")
    func swipeWritesTheSelection() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        fixture.swipeToNextPage()
        #expect(fixture.table.currentItemIndex == 1)
        #expect(selection.wrappedValue == 1)
        #expect(selection.writeCount == 1)
        // SwiftUI renders again with the written value: nothing moves.
        fixture.host.update(Self.view(selection.projectedValue))
        fixture.run(for: 0.5)
        #expect(fixture.table.currentItemIndex == 1)
        #expect(fixture.table.pager.contentOffset.x == 390)
        #expect(selection.writeCount == 1)
      }
    }

    @Test("Setting the selection slides the container there without writing the pages it passes")
    func selectionScrollsAnimated() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        selection.wrappedValue = 3
        fixture.host.update(Self.view(selection.projectedValue))
        await fixture.runQueuedTasks()
        var offsets: [CGFloat] = []
        for _ in 0..<60 {
          fixture.run(for: 1.0 / 120)
          await fixture.runQueuedTasks()
          offsets.append(fixture.table.pager.contentOffset.x)
          #expect(selection.wrappedValue == 3, "a page passed on the way reached the binding")
        }
        #expect(offsets.contains { $0 > 0 && $0 < 3 * 390 }, "animated, not a jump")
        #expect(offsets.last == 1170)
        #expect(fixture.table.currentItemIndex == 3)
        #expect(selection.writeCount == 1, "only the app's own write")
      }
    }

    @Test("A selection set while a finger holds the pages waits for the lift, then slides there")
    func selectionUnderAFinger() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        // A finger drags the pages a little and rests; the app selects page 2 meanwhile.
        fixture.drag(
          from: CGPoint(x: 330, y: 600), to: CGPoint(x: 300, y: 600), duration: 0.1, lift: false)
        selection.wrappedValue = 2
        fixture.host.update(Self.view(selection.projectedValue))
        await fixture.runQueuedTasks()
        fixture.run(for: 0.1)
        await fixture.runQueuedTasks()
        #expect(fixture.table.currentItemIndex == 0, "code never moves what a finger holds")
        #expect(selection.wrappedValue == 2)
        fixture.window.touchEnded(time: fixture.now + 0.005)
        for _ in 0..<90 {
          fixture.run(for: 1.0 / 120)
          await fixture.runQueuedTasks()
          #expect(selection.wrappedValue == 2, "the binding keeps the page asked for")
        }
        #expect(fixture.table.currentItemIndex == 2)
        #expect(fixture.table.pager.contentOffset.x == 780)
      }
    }

    @Test(
      "A finger that catches the slide to a selected page makes the page it holds the selection")
    func fingerTakesOverFromTheSlide() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        selection.wrappedValue = 3
        fixture.host.update(Self.view(selection.projectedValue))
        fixture.run(for: 0.1)
        let passing = fixture.table.currentItemIndex
        #expect(passing > 0 && passing < 3, "caught on the way (page \(passing))")
        fixture.drag(
          from: CGPoint(x: 195, y: 600), to: CGPoint(x: 215, y: 600), duration: 0.2, lift: false)
        await fixture.runQueuedTasks()
        #expect(
          selection.wrappedValue == fixture.table.currentItemIndex, "while the finger holds it")
        fixture.window.touchEnded(time: fixture.now + 0.01)
        fixture.run(for: 1)
        await fixture.runQueuedTasks()
        #expect(fixture.table.currentItemIndex < 3)
        #expect(selection.wrappedValue == fixture.table.currentItemIndex)
      }
    }

    @Test("A selection set in a transaction that disables animations jumps there at once")
    func selectionWithoutAnimation() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        selection.wrappedValue = 2
        var transaction = Transaction()
        transaction.disablesAnimations = true
        fixture.host.update(Self.view(selection.projectedValue), transaction: transaction)
        #expect(fixture.table.currentItemIndex == 2)
        #expect(fixture.table.pager.contentOffset.x == 780)
      }
    }

    @Test("A selection outside the pages shows the nearest one and writes it back")
    func selectionIsClamped() async {
      await onOwnClock {
        let selection = State(wrappedValue: 9)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        #expect(fixture.table.currentItemIndex == 3)
        await fixture.yield { selection.wrappedValue == 3 }
        #expect(selection.wrappedValue == 3)
        #expect(selection.writeCount == 1)
        selection.wrappedValue = -4
        fixture.host.update(Self.view(selection.projectedValue))
        fixture.run(for: 1)
        await fixture.yield { selection.wrappedValue == 0 }
        #expect(fixture.table.currentItemIndex == 0)
        #expect(selection.wrappedValue == 0)
      }
    }

    @Test("More pages keep the current page; fewer than it show the last page and write it back")
    func countChanges() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 2)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        let page = try #require(fixture.table.currentItemView)
        page.contentOffset = CGPoint(x: 0, y: page.contentOffset.y + 100)
        fixture.run(for: 0.1)
        fixture.host.update(Self.view(selection.projectedValue, count: 6))
        fixture.run(for: 0.1)
        #expect(fixture.table.currentItemIndex == 2)
        #expect(fixture.table.currentItemView === page, "the page keeps its view")
        #expect(page.contentOffset.y == -144, "and its position")
        fixture.host.update(Self.view(selection.projectedValue, count: 2))
        fixture.run(for: 0.1)
        #expect(fixture.table.currentItemIndex == 1)
        await fixture.yield { selection.wrappedValue == 1 }
        #expect(selection.wrappedValue == 1)
        #expect(fixture.table.pager.contentOffset.x == 390)
      }
    }

    @Test("New header content changes the header's height; new page content is measured again")
    func contentUpdates() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 1)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        fixture.host.update(
          Self.view(selection.projectedValue, header: 120) { 500 + 10 * CGFloat($0) })
        fixture.layOut()
        let header = try #require(fixture.table.swipeHeaderView)
        let bar = try #require(fixture.table.swipeHeaderBar)
        #expect(header.frame.height == 120)
        #expect(bar.frame.minY == 120)
        #expect(fixture.table.currentItemView?.contentSize.height == 510)
        #expect(fixture.table.currentItemIndex == 1)
        // Page 3 was never shown: it is made with the new content when it is.
        fixture.host.update(Self.view(selection.projectedValue, header: 120) { _ in 700 })
        selection.wrappedValue = 3
        fixture.host.update(Self.view(selection.projectedValue, header: 120) { _ in 700 })
        fixture.run(for: 1)
        #expect(fixture.table.currentItemView?.contentSize.height == 700)
      }
    }
  }
#endif

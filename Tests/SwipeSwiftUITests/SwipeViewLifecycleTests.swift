#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  extension SwipeViewTests {
    /// A pull on the page area, from y 400 down by `distance` (the finger's travel; the page
    /// shows less, through the rubber band), released.
    static func pull(_ fixture: SwipeFixture<Swipe>, by distance: CGFloat) {
      fixture.drag(
        from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 400 + distance), duration: 0.3)
    }

    @Test(
      "A page pulled past the trigger runs the refresh action; the refresh ends when it returns")
    func pullToRefresh() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 1)
        let gate = RefreshGate()
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue).onRefresh { await gate.run($0) }
        }
        // 80 pt of travel shows about 42 pt: short of the 60 pt trigger.
        Self.pull(fixture, by: 80)
        fixture.run(for: 1)
        await fixture.yield { !gate.started.isEmpty }
        #expect(gate.started.isEmpty, "a short pull refreshes nothing")
        // 300 pt of travel shows about 138 pt.
        Self.pull(fixture, by: 300)
        await fixture.yield { !gate.started.isEmpty }
        #expect(gate.started == [1])
        fixture.run(for: 2)
        #expect(fixture.table.refreshState(at: 1) == .refreshing, "held while the action runs")
        let page = try #require(fixture.table.currentItemView)
        #expect(page.contentInset.top == 304, "244 reserved and 60 held")
        gate.open()
        await fixture.yield { fixture.table.refreshState(at: 1) != .refreshing }
        #expect(gate.finished == [1])
        #expect(fixture.table.refreshState(at: 1) == .finishing(.success))
        fixture.run(for: 2)
        #expect(fixture.table.refreshState(at: 1) == .idle)
        #expect(page.contentInset.top == 244, "the held height is given back")
      }
    }

    @Test("Without a refresh action a pull past the trigger refreshes nothing")
    func noRefreshAction() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue) }
        Self.pull(fixture, by: 300)
        fixture.run(for: 0.1)
        #expect(fixture.table.refreshState(at: 0) == .idle)
        #expect(fixture.table.refreshConfiguration == nil)
      }
    }

    @Test("Dismantling cancels the running refresh and detaches the container")
    func dismantleStopsEverything() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let gate = RefreshGate()
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue).onRefresh { await gate.run($0) }
        }
        Self.pull(fixture, by: 300)
        await fixture.yield { !gate.started.isEmpty }
        #expect(gate.started == [0])
        fixture.host.dismantle()
        await fixture.yield { !gate.cancelled.isEmpty }
        #expect(gate.cancelled == [0], "the action's task is cancelled")
        #expect(gate.finished.isEmpty)
        #expect(fixture.table.superview == nil)
        #expect(fixture.table.dataSource == nil)
        #expect(fixture.table.delegate == nil)
        #expect(selection.writeCount == 0)
      }
    }

    @Test("Once dismantled and released, the container, its pages and the coordinator deallocate")
    func nothingOutlivesTheView() async {
      await onOwnClock {
        weak var table: SwipeTableView?
        weak var page: UIScrollView?
        weak var coordinator: SwipeView<Block, Block, Block>.Coordinator?
        do {
          let selection = State(wrappedValue: 0)
          let fixture = SwipeFixture { Self.view(selection.projectedValue).onRefresh { _ in } }
          fixture.swipeToNextPage()
          table = fixture.table
          page = fixture.table.currentItemView
          coordinator = fixture.host.coordinator
          #expect(page != nil)
          fixture.host.dismantle()
        }
        #expect(table == nil)
        #expect(page == nil)
        #expect(coordinator == nil)
      }
    }

    @Test("The progress action hears the pager's position move from page 0 to page 1")
    func pageProgress() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        var progress: [CGFloat] = []
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue).onPageProgressChange { progress.append($0) }
        }
        fixture.swipeToNextPage()
        #expect(progress.count > 5)
        #expect(progress.contains { $0 > 0.2 && $0 < 0.8 }, "it passes through the middle")
        #expect(progress.last == 1)
      }
    }
  }
#endif

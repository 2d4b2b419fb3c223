#if os(Linux)
  import Foundation
  @testable import SwipeCore
  @testable import SwipeSwiftUI
  @testable import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `onLoadMore` and the pages `onRefresh`/`onLoadMore` are for: what UIKit apps have through
  /// the delegate, on `SwipeView`.
  @MainActor @Suite("SwipeView load more")
  struct SwipeViewLoadMoreTests {
    /// Flicks the current page up until a load starts or `tries` flicks are done.
    static func flickToTheEnd(_ fixture: SwipeFixture<SwipeViewTests.Swipe>, tries: Int = 6) {
      for _ in 0..<tries
      where fixture.table.loadMoreState(at: fixture.table.currentItemIndex) == .idle {
        fixture.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 150), duration: 0.1)
        fixture.run(for: 0.8)
      }
    }

    @Test("Near the end a page runs the action once; the footer loads, then may load again")
    func loadsMore() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let gate = RefreshGate()
        var more = true
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue)
            .onLoadMore { index in
              await gate.run(index)
              return more
            }
        }
        let table = fixture.table
        #expect(table.loadMoreConfiguration != nil)
        Self.flickToTheEnd(fixture)
        await fixture.yield { !gate.started.isEmpty }
        #expect(gate.started == [0])
        #expect(table.loadMoreState(at: 0) == .loading)
        let footer = table.itemView(at: 0)?.subviews.lazy
          .compactMap { $0 as? StandardLoadMoreIndicator }.first
        #expect(footer?.titleLabel.text == "Loading…", "the standard footer")
        gate.open()
        await fixture.yield { table.loadMoreState(at: 0) != .loading }
        #expect(table.loadMoreState(at: 0) == .idle)
        more = false
        table.beginLoadingMore(at: 0)
        await fixture.yield { gate.started.count == 2 }
        gate.open()
        await fixture.yield { table.loadMoreState(at: 0) == .noMoreData }
        #expect(table.loadMoreState(at: 0) == .noMoreData, "the action said none remain")
      }
    }

    @Test("Without onLoadMore nothing loads more and no footer keeps room")
    func noLoadMore() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        #expect(fixture.table.loadMoreConfiguration == nil)
        #expect(fixture.table.engine.loadMoreFooterFrame(pageAt: 0) == nil)
      }
    }

    @Test("Only the pages picked refresh and load more; a new pick applies at the next update")
    func perPage() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let live = State(wrappedValue: Set([0, 2]))
        let view = {
          SwipeViewTests.view(selection.projectedValue)
            .onRefresh(pages: { live.wrappedValue.contains($0) }) { _ in }
            .onLoadMore(pages: { $0 != 1 }) { _ in true }
        }
        let fixture = SwipeFixture { view() }
        let engine = fixture.table.engine
        #expect(engine.refreshHeader(pageAt: 0) != nil)
        #expect(engine.refreshHeader(pageAt: 1) == nil)
        #expect(engine.refreshHeader(pageAt: 2) != nil)
        #expect(engine.refreshBox(pageAt: 1)?.attachment.footer == nil)
        #expect(engine.refreshBox(pageAt: 3)?.attachment.footer != nil)
        live.wrappedValue = [1]
        fixture.host.update(view())
        #expect(engine.refreshHeader(pageAt: 0) == nil)
        #expect(engine.refreshHeader(pageAt: 1) != nil)
      }
    }
  }
#endif

#if os(Linux)
  import Foundation
  @testable import SwipeSwiftUI
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `SwipeViewProxy`: the current page to its top, the header collapsed or shown, a refresh
  /// begun, from code.
  @MainActor @Suite("SwipeView proxy")
  struct SwipeViewProxyTests {
    @Test("Collapse, show and top from code move the current page; before the view, nothing")
    func calls() async throws {
      try await onOwnClock {
        let proxy = SwipeViewProxy()
        proxy.scrollCurrentPageToTop()  // no view yet: nothing, no crash
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue).proxy(proxy)
        }
        let table = fixture.table
        let page = try #require(table.currentItemView)
        proxy.setHeaderCollapsed(true)
        fixture.run(for: 0.6)
        #expect(table.headerProgress == 1, "collapsed: the bar pinned")
        #expect(page.contentOffset.y == -44, "s = H: the bar's height above the content")
        proxy.setHeaderCollapsed(false, animated: false)
        #expect(table.headerProgress == 0 && page.contentOffset.y == -244)
        fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 200), duration: 0.4)
        fixture.run(for: 3)
        #expect(page.contentOffset.y > 0)
        proxy.scrollCurrentPageToTop()
        fixture.run(for: 0.6)
        #expect(page.contentOffset.y == -244, "the top: the header whole")
      }
    }

    @Test("A refresh begun from code runs the view's refresh action")
    func beginRefreshing() async throws {
      await onOwnClock {
        let proxy = SwipeViewProxy()
        let gate = RefreshGate()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue)
            .onRefresh { await gate.run($0) }
            .proxy(proxy)
        }
        proxy.beginRefreshing(page: 0)
        fixture.run(for: 0.5)
        await fixture.yield { !gate.started.isEmpty }
        #expect(gate.started == [0])
        gate.open()
      }
    }
  }
#endif

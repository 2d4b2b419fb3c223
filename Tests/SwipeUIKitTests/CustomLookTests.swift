#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  import UIKitStub

  /// An app's own looks: a `SwipeRefreshIndicator` and a `SwipeLoadMoreIndicator` subclass,
  /// told every state (the result included) and the pull progress.
  @MainActor @Suite("Custom looks")
  struct CustomLookTests {
    /// Records what it is told.
    final class RecordingIndicator: SwipeRefreshIndicator {
      var told: [(previous: RefreshState, state: RefreshState, progress: CGFloat)] = []
      override func update(from previous: RefreshState) {
        told.append((previous, state, pullProgress))
      }
    }

    final class RecordingFooter: SwipeLoadMoreIndicator {
      var told: [LoadMoreFooter.State] = []
      override func update(from previous: LoadMoreFooter.State) { told.append(state) }
    }

    @Test("A refresh indicator of the app's hears each state, the result included, and the pull")
    func refreshCycle() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      table.refreshConfiguration = .seed
      table.refreshLook = .custom { RecordingIndicator(frame: .zero) }
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      let indicator = try #require(table.refreshIndicators[0] as? RecordingIndicator)
      fixture.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
      fixture.run(until: fixture.now + 0.5)
      table.endRefreshing(at: 0, result: .failure)
      fixture.run(until: fixture.now + 3)
      let states = indicator.told.map(\.state.name).reduce(into: [String]()) { names, name in
        if names.last != name { names.append(name) }
      }
      #expect(states == ["pulling", "armed", "refreshing", "finishing", "retracting", "idle"])
      #expect(indicator.told.contains { $0.state == .finishing(.failure) })
      let pulls = indicator.told.filter { $0.state.isPull }.map(\.progress)
      #expect(pulls.count > 5 && pulls == pulls.sorted())
      #expect(indicator.told.last.map { $0.state == .idle && $0.progress == 0 } == true)
      #expect(indicator.lastUpdated == nil, "a failure is no update")
      // Each call says what it was before.
      for (earlier, later) in zip(indicator.told, indicator.told.dropFirst()) {
        #expect(later.previous == earlier.state)
      }
    }

    @Test("A footer of the app's keeps its own height below the content and hears each state")
    func footerCycle() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      table.loadMoreConfiguration = .init()
      table.loadMoreLook = .custom(height: 80) { RecordingFooter(frame: .zero) }
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      let page = try #require(table.itemView(at: 0))
      let footer = try #require(page.subviews.compactMap { $0 as? RecordingFooter }.first)
      #expect(footer.frame == CGRect(x: 0, y: page.contentSize.height, width: 390, height: 80))
      table.beginLoadingMore(at: 0)
      UIKitStubDriver.current.layoutPass()
      table.endLoadingMore(at: 0)
      UIKitStubDriver.current.layoutPass()
      table.setNoMoreData(at: 0)
      UIKitStubDriver.current.layoutPass()
      #expect(footer.told == [.loading, .idle, .noMoreData])
      table.loadMoreLook = .custom(height: -.infinity) { RecordingFooter(frame: .zero) }
      UIKitStubDriver.current.layoutPass()
      #expect(page.subviews.compactMap { $0 as? RecordingFooter }.isEmpty, "no height, no room")
    }
  }
#endif

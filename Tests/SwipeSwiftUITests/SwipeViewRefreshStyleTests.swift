#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeSwiftUI
  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `refreshStyle`: the library's looks on `SwipeView` pages, or the app's SwiftUI view given
  /// the state and the pull progress.
  @MainActor @Suite("SwipeView refresh style")
  struct SwipeViewRefreshStyleTests {
    static func indicators<T: SwipeRefreshIndicator>(_ table: SwipeTableView, _ type: T.Type) -> [T]
    {
      table.subviews.compactMap { $0 as? T }
    }

    @Test("With no style the pages pull the standard look; a style picks a seed's or none")
    func looks() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let style = State(wrappedValue: SwipeRefreshStyle.standard)
        let view = {
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }
            .refreshStyle(style.wrappedValue)
        }
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }
        }
        #expect(!Self.indicators(fixture.table, StandardRefreshIndicator.self).isEmpty)
        let styled = SwipeFixture { view() }
        style.wrappedValue = .pullDown
        styled.host.update(view())
        styled.layOut()
        #expect(Self.indicators(styled.table, StandardRefreshIndicator.self).isEmpty)
        #expect(!Self.indicators(styled.table, PullDownRefreshIndicator.self).isEmpty)
        style.wrappedValue = .ring
        styled.host.update(view())
        styled.layOut()
        #expect(!Self.indicators(styled.table, RingRefreshIndicator.self).isEmpty)
        style.wrappedValue = .hidden
        styled.host.update(view())
        styled.layOut()
        #expect(Self.indicators(styled.table, SwipeRefreshIndicator.self).isEmpty)
      }
    }

    @Test("A SwiftUI indicator is made from the state and progress, hosted in the strip")
    func swiftUIIndicator() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        var made: [(RefreshState, CGFloat)] = []
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }
            .refreshStyle(
              .indicator { state, progress in
                let _ = made.append((state, progress))
                Block(height: 20)
              })
        }
        let table = fixture.table
        let indicators = Self.indicators(table, HostedRefreshIndicator.self)
        #expect(indicators.count == table.engine.loadedPages.count)
        let indicator = try #require(table.refreshIndicators[0] as? HostedRefreshIndicator)
        #expect(indicator.hosted.controller.parent === fixture.container, "a child controller")
        made.removeAll()
        fixture.drag(
          from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 480), duration: 0.3, lift: false)
        let strip = try #require(table.refreshIndicatorFrame(at: 0))
        #expect(indicator.frame == strip && !indicator.isHidden)
        indicator.layoutSubviews()
        #expect(indicator.hosted.controller.view.frame == indicator.bounds, "fills the strip")
        let progress = table.refreshPullProgress(at: 0)
        let last = try #require(made.last)
        #expect(last.0.isPull && last.1 == progress, "made from the state and progress now")
        #expect(made.count > 5, "again at each change")
        // A SwiftUI update makes it again; the indicator stays the same view.
        let count = made.count
        fixture.host.update(
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }
            .refreshStyle(.indicator { _, _ in Block(height: 30) }))
        #expect(made.count == count, "the new closure is used")
        #expect(table.refreshIndicators[0] === indicator)
        fixture.window.touchEnded(time: fixture.now + 0.01)
      }
    }

    @Test("Leaving, a SwiftUI indicator's hosting controller leaves the container's")
    func detaches() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }
            .refreshStyle(.indicator { _, _ in Block(height: 20) })
        }
        let indicator = try #require(fixture.table.refreshIndicators[0] as? HostedRefreshIndicator)
        let controller = indicator.hosted.controller
        fixture.host.update(
          SwipeViewTests.view(selection.projectedValue).onRefresh { _ in }.refreshStyle(.hidden))
        #expect(controller.parent == nil && indicator.superview == nil)
      }
    }
  }
#endif

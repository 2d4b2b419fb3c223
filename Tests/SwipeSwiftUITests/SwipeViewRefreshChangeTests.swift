#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// A page's refresh state and pull progress, as `onRefreshChange` reports them.
  struct RefreshReport: Equatable {
    let index: Int
    let state: RefreshState
    let progress: CGFloat
  }

  /// `onRefreshChange`: a page's refresh state and pull progress, for an app's own indicator,
  /// never reported during a view update.
  @MainActor @Suite("SwipeView refresh changes")
  struct SwipeViewRefreshChangeTests {
    @Test("A pull is reported as it opens, fires, holds and retracts, ending idle at 0")
    func pullIsReported() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 1)
        let gate = RefreshGate()
        var reports: [RefreshReport] = []
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue)
            .onRefresh { await gate.run($0) }
            .onRefreshChange { reports.append(RefreshReport(index: $0, state: $1, progress: $2)) }
        }
        SwipeViewTests.pull(fixture, by: 300)
        await fixture.yield { !gate.started.isEmpty }
        fixture.run(for: 1)
        gate.open()
        await fixture.yield { fixture.table.refreshState(at: 1) != .refreshing }
        fixture.run(for: 2)
        #expect(reports.allSatisfy { $0.index == 1 })
        let states = reports.map(\.state.name).reduce(into: [String]()) { names, name in
          if names.last != name { names.append(name) }
        }
        #expect(states == ["pulling", "armed", "refreshing", "finishing", "retracting", "idle"])
        let pulling = reports.filter { $0.state.isPull }.map(\.progress)
        #expect(pulling.count > 5)
        #expect(pulling == pulling.sorted(), "the pull opens steadily")
        #expect(reports.first { $0.state == .armed }.map { $0.progress >= 1 } == true)
        #expect(reports.last == RefreshReport(index: 1, state: .idle, progress: 0))
        #expect(
          reports.last { $0.state == .refreshing }?.progress == 1, "the held height's share")
      }
    }

    @Test("A change during a view update is reported after it, with the state then")
    func reportAfterTheUpdate() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let shown = State(wrappedValue: "none")
        let view = {
          SwipeViewTests.view(selection.projectedValue)
            .onRefresh { _ in }
            .onRefreshChange { index, state, _ in shown.wrappedValue = "\(index) \(state.name)" }
        }
        let fixture = SwipeFixture { view() }
        // A trackpad scroll pulls page 0 and goes on; the app jumps to page 2 meanwhile, which
        // cancels the pull during SwiftUI's update. (Under a finger the jump would wait for its
        // lift: code never moves what a finger holds.)
        let pointer = CGPoint(x: 195, y: 400)
        let start = fixture.now + 0.01
        fixture.window.playScroll(.down, pointer: pointer, translation: .zero, time: start)
        for step in 1...20 {
          fixture.window.playScroll(
            .move, pointer: pointer, translation: CGPoint(x: 0, y: 3 * Double(step)),
            time: start + Double(step) / 60)
        }
        await fixture.runQueuedTasks()
        #expect(shown.wrappedValue == "0 pulling")
        selection.wrappedValue = 2
        var instant = Transaction()
        instant.disablesAnimations = true
        fixture.host.update(view(), transaction: instant)
        #expect(fixture.table.refreshState(at: 0) == .idle)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
        await fixture.yield { shown.wrappedValue == "0 idle" }
        #expect(shown.wrappedValue == "0 idle")
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("SwipeTableViewRepresentable reports its pages' pulls too")
    func representableReports() async throws {
      await onOwnClock {
        let maker = PageMaker()
        let selection = State(wrappedValue: 0)
        var reports: [RefreshReport] = []
        let fixture = SwipeFixture {
          SwipeTableViewRepresentableTests.view(selection.projectedValue, maker: maker)
            .onRefresh { _ in }
            .onRefreshChange { reports.append(RefreshReport(index: $0, state: $1, progress: $2)) }
        }
        fixture.drag(
          from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 480), duration: 0.3, lift: false)
        #expect(reports.last?.state.isPull == true)
        #expect(reports.last.map { $0.progress > 0 && $0.progress < 1 } == true)
        fixture.window.touchEnded(time: fixture.now + 0.01)
        fixture.run(for: 2)
        #expect(reports.last == RefreshReport(index: 0, state: .idle, progress: 0))
      }
    }
  }
#endif

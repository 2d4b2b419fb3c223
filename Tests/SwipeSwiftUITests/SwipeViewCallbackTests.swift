#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// SwipeView's callbacks and binding writes never run while SwiftUI updates views.
  @MainActor @Suite("SwipeView callbacks")
  struct SwipeViewCallbackTests {
    @Test("A jump to a selected page reports its progress after the update, not during it")
    func progressAfterTheUpdate() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let progress = State(wrappedValue: CGFloat(0))
        let view = {
          SwipeViewTests.view(selection.projectedValue).onPageProgressChange {
            progress.wrappedValue = $0
          }
        }
        let fixture = SwipeFixture { view() }
        selection.wrappedValue = 2
        var instant = Transaction()
        instant.disablesAnimations = true
        fixture.host.update(view(), transaction: instant)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
        await fixture.yield { progress.wrappedValue == 2 }
        #expect(progress.wrappedValue == 2)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("The header's collapse progress reaches the action as a drag collapses it")
    func headerProgressFollowsADrag() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        var reports: [CGFloat] = []
        let fixture = SwipeFixture {
          SwipeViewTests.view(selection.projectedValue).onHeaderProgressChange {
            reports.append($0)
          }
        }
        fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 550), duration: 0.3)
        fixture.run(for: 0.5)
        #expect(reports.count > 5)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 < $1 })
        #expect(reports.last == fixture.table.headerProgress)
        #expect((reports.last ?? 0) > 0.5)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("A selection clamped when the view is made is written after the update, not during it")
    func clampedSelectionAfterTheUpdate() async {
      await onOwnClock {
        let selection = State(wrappedValue: 9)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
        await fixture.yield { selection.wrappedValue == 3 }
        #expect(selection.wrappedValue == 3)
        #expect(fixture.table.currentItemIndex == 3)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("Count and selection changes in one update write the binding after it")
    func countDropAfterTheUpdate() async {
      await onOwnClock {
        let selection = State(wrappedValue: 3)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        fixture.host.update(SwipeViewTests.view(selection.projectedValue, count: 2))
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
        await fixture.yield { selection.wrappedValue == 1 }
        #expect(selection.wrappedValue == 1)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import UIKitStub

  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh

  /// A command whose view change reaches code that applies another command (an observer, a
  /// delegate calling back) must not make the rest of the outer command look like the user's.
  @MainActor @Suite("Nested commands")
  struct NestedCommandTests {
    @Test("A command applied inside another leaves the outer one the adapter's own")
    func nestedCommandKeepsTheOuterOneOwn() {
      let fixture = AdapterFixture()
      fixture.run(until: 0.1)
      let table = fixture.table
      var seenAfterInner: [Bool] = []
      // An observer of the pager that, as the outer command moves it, has the adapter apply
      // another command, then looks.
      let observation = table.pager.observe(\.contentOffset, options: .new) { _, _ in
        MainActor.assumeIsolated {
          guard seenAfterInner.isEmpty else { return }
          table.perform(.setPagerContentSize(table.pager.contentSize))
          seenAfterInner.append(table.isApplyingCommand)
        }
      }
      table.perform(.setPagerOffset(10))
      observation.invalidate()
      #expect(seenAfterInner == [true])
      #expect(!table.isApplyingCommand)
    }

    @Test("A pass a delegate asks for during a pass runs after it, not inside it")
    func passDuringPassIsDeferred() {
      let fixture = AdapterFixture()
      fixture.table.refreshConfiguration = RefreshHeader.Configuration()
      fixture.run(until: 0.1)
      let table = fixture.table
      var seen: [(running: Bool, deferred: Int)] = []
      fixture.onIndexChange = { table in
        guard seen.isEmpty else { return }
        let before = table.passGate.deferredCount
        // A public call that runs a pass, from inside one (the index change is delivered there).
        table.beginRefreshing(at: 1)
        seen.append((table.passGate.isRunning, table.passGate.deferredCount - before))
      }
      // The animated page change crosses the middle in a display-link pass, which delivers the
      // index change.
      table.scrollToItem(at: 1, animated: true)
      fixture.run(until: fixture.now + 0.5)
      #expect(seen.count == 1)
      #expect(seen.first?.running == true && seen.first?.deferred == 1)
      #expect(!table.passGate.isRunning)
      #expect(table.refreshState(at: 1) == .refreshing)
      #expect(table.currentItemView.map { fixture.scrolled($0) } ?? 0 < -1)
    }

    @Test("A refresh control's action that ends the refresh runs its pass after the one firing it")
    func refreshActionDuringPassIsDeferred() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let list = UIScrollView(frame: window.bounds)
      list.contentSize = CGSize(width: 390, height: 3000)
      list.alwaysBounceVertical = true
      window.addSubview(list)
      let refresh = SwipeRefreshControl()
      list.addSubview(refresh)
      var seen: [Bool] = []
      refresh.addHandler(for: .valueChanged) { _ in
        // Fired from the driver's pass; the app ends at once (nothing to load).
        refresh.endRefreshing()
        seen.append(refresh.driver?.passGate.isRunning == true)
      }
      UIKitStubDriver.current.layoutPass()
      window.drag(
        from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), startingAt: 0.01,
        duration: 0.3, steps: 36)
      UIKitStubDriver.current.run(until: 2, frameInterval: 1.0 / 120)
      #expect(seen == [true])
      #expect((refresh.driver?.passGate.deferredCount ?? 0) >= 1)
      #expect(refresh.refreshState == .idle)
      #expect(abs(list.contentOffset.y) < 0.01)
    }
  }
#endif

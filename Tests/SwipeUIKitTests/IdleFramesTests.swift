#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import UIKitStub

  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh

  /// A pending refresh moves nothing, so it asks for no display frames: the display link runs
  /// only while something moves, and a one-shot run-loop timer waits for the refresh's finishing
  /// time (`SwipeContainer.nextHostedInstant`), on SwipeTableView and on a plain scroll view's
  /// SwipeRefreshControl alike.
  @MainActor @Suite("Idle frames while a refresh is pending")
  struct IdleFramesTests {
    /// How often a display link fires while `body` runs.
    static func fires(_ body: () -> Void) -> Int {
      let before = UIKitStubDriver.current.displayLinkFires
      body()
      return UIKitStubDriver.current.displayLinkFires - before
    }

    /// Frames at 120 Hz for `seconds`; whether `still` held at every one.
    static func run(seconds: Double, still: () -> Bool = { true }) -> Bool {
      var held = true
      for _ in 0..<Int((seconds * 120).rounded()) {
        let now = UIKitStubDriver.current.now
        UIKitStubDriver.current.run(until: now + 1.0 / 120, frameInterval: 1.0 / 120)
        held = held && still()
      }
      return held
    }

    static let finishing = RefreshHeader.Configuration().finishingDuration

    @Test("SwipeTableView: no frames while the page waits for the app or for its finishing time")
    func container() throws {
      let fixture = AdapterFixture()
      let table = fixture.table
      table.refreshConfiguration = RefreshHeader.Configuration()
      table.beginRefreshing(at: 0)
      fixture.run(until: fixture.now + 1)
      let page = try #require(table.currentItemView)
      let revealed = page.contentOffset.y
      #expect(table.refreshState(at: 0) == .refreshing)
      #expect(Self.fires { _ = Self.run(seconds: 1) } == 0)
      table.endRefreshing(at: 0)
      let end = fixture.now
      var still = false
      let finishingFires = Self.fires {
        still = Self.run(seconds: Self.finishing - 1.0 / 120) {
          page.contentOffset.y == revealed && table.refreshState(at: 0) == .finishing(.success)
        }
      }
      #expect(still)
      #expect(finishingFires == 0, "before: 120 a second")
      // The timer runs out at the deadline; the retraction then moves on frames.
      let retractionFires = Self.fires { _ = Self.run(seconds: 1) }
      #expect(retractionFires > 0)
      #expect(table.refreshState(at: 0) == .idle)
      #expect(fixture.scrolled(page) == 0)
      #expect(fixture.now > end + Self.finishing)
      #expect(Self.fires { _ = Self.run(seconds: 1) } == 0)
    }

    @Test("SwipeRefreshControl: the finishing time runs out on a timer, then the list retracts")
    func refreshControl() {
      let (window, list, refresh) = refreshableList()
      refresh.beginRefreshing()
      _ = Self.run(seconds: 1)
      let revealed = list.contentOffset.y
      #expect(revealed < 0)
      #expect(Self.fires { _ = Self.run(seconds: 1) } == 0)
      refresh.endRefreshing()
      var still = false
      let finishingFires = Self.fires {
        still = Self.run(seconds: Self.finishing - 1.0 / 120) {
          list.contentOffset.y == revealed && refresh.refreshState == .finishing(.success)
        }
      }
      #expect(still)
      #expect(finishingFires == 0, "before: 120 a second")
      #expect(Self.fires { _ = Self.run(seconds: 1) } > 0)
      #expect(refresh.refreshState == .idle)
      #expect(list.contentOffset.y == 0)
      withExtendedLifetime(window) {}
    }
  }
#endif

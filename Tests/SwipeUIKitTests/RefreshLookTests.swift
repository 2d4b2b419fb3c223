#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  @testable import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// `refreshLook`: the container makes each refreshing page's indicator, places it in the
  /// strip the pull opens and shows it the page's state and progress.
  @MainActor @Suite("Refresh look")
  struct RefreshLookTests {
    /// The fixture with the seed's refresh (60 pt) on every page, showing `look`.
    static func fixture(_ look: SwipeRefreshLook = .pullDown) -> AdapterFixture {
      let fixture = AdapterFixture()
      fixture.table.refreshConfiguration = .seed
      fixture.table.refreshLook = look
      fixture.table.reloadData()
      UIKitStubDriver.current.layoutPass()
      return fixture
    }

    static func indicators(_ table: SwipeTableView) -> [PullDownRefreshIndicator] {
      table.subviews.compactMap { $0 as? PullDownRefreshIndicator }
    }

    @Test("A pull opens the strip: the indicator is there, drawn by the progress; then it spins")
    func pullThenRefresh() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      let indicator = try #require(Self.indicators(table).first)
      #expect(indicator.isHidden, "closed at rest")
      #expect(
        table.subviews.firstIndex(of: indicator)! < table.subviews.firstIndex(
          of: table.chromeView)!,
        "under the header and the bar")
      fixture.drag(
        from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 450), duration: 0.3, lift: false)
      let strip = try #require(table.refreshIndicatorFrame(at: 0))
      #expect(!indicator.isHidden && indicator.frame == strip)
      let progress = table.refreshPullProgress(at: 0)
      #expect(progress > 0 && progress < 1)
      #expect(abs(indicator.arc.strokeEnd - progress) < 1e-9)
      fixture.drag(
        from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 700), duration: 0.3, lift: false)
      fixture.window.touchEnded(time: fixture.now + 1.0 / 120)
      fixture.run(until: fixture.now + 0.5)
      #expect(table.refreshState(at: 0) == .refreshing)
      #expect(indicator.state == .refreshing)
      #expect(indicator.arc.animationKeys() == [PullDownRefreshIndicator.spinKey])
      table.endRefreshing(at: 0)
      fixture.run(until: fixture.now + 0.1)
      #expect(!indicator.check.isHidden, "the checkmark as it finishes")
      fixture.run(until: fixture.now + 3)
      #expect(indicator.isHidden && indicator.state == .idle, "closed again")
    }

    @Test("Each loaded page has its own; none without a look or a refresh; a new look replaces")
    func perPageAndLooks() throws {
      let fixture = Self.fixture()
      let table = fixture.table
      table.scrollToItem(at: 1, animated: true)
      fixture.run(until: fixture.now + 0.1)
      #expect(Self.indicators(table).count == 2, "both pages on screen")
      fixture.run(until: fixture.now + 1)
      var made = 0
      table.refreshLook = .custom {
        made += 1
        return PullDownRefreshIndicator(frame: .zero)
      }
      UIKitStubDriver.current.layoutPass()
      #expect(made == table.engine.loadedPages.count)
      table.refreshLook = .none
      UIKitStubDriver.current.layoutPass()
      #expect(Self.indicators(table).isEmpty)
      table.refreshLook = .pullDown
      table.refreshConfiguration = nil
      table.reloadData()
      UIKitStubDriver.current.layoutPass()
      #expect(Self.indicators(table).isEmpty, "no refresh, no indicator")
    }
  }
#endif

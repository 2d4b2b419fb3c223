#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// iOS 26's Liquid Glass: bars without a background over the top of the view. The header is
  /// cut at the top inset once it scrolls up under them (what shows through them is the page,
  /// with its scroll edge effect), and the pinned bar shapes the current page's top edge effect
  /// (`UIScrollEdgeElementContainerInteraction`). Before iOS 26 nothing changes.
  @MainActor @Suite("Liquid Glass")
  struct LiquidGlassTests {
    nonisolated static let iOS26 = OperatingSystemVersion(
      majorVersion: 26, minorVersion: 0, patchVersion: 0)

    /// The fixture (T 64, H 200, B 40, no navigation bar) on `system`, laid out again there.
    static func fixture(on system: OperatingSystemVersion?) -> AdapterFixture {
      let fixture = AdapterFixture()
      if let system { UIKitStubDriver.current.systemVersion = system }
      fixture.table.setNeedsLayout()
      UIKitStubDriver.current.layoutPass()
      return fixture
    }

    /// The container under a navigation bar (T 103: 59 + 44, H 200, B 40) on `system`.
    static func navigationFixture(on system: OperatingSystemVersion?)
      -> SafeAreaContainerTests.Fixture
    {
      let fixture = SafeAreaContainerTests.Fixture()
      if let system { UIKitStubDriver.current.systemVersion = system }
      fixture.table.setNeedsLayout()
      UIKitStubDriver.current.layoutPass()
      return fixture
    }

    @Test(
      "Under glass bars the header is cut at the top inset; before iOS 26 its strip shows",
      arguments: [nil, iOS26])
    func headerCutAtTheTopInset(system: OperatingSystemVersion?) throws {
      let fixture = Self.navigationFixture(on: system)
      let glass = system != nil
      let header = try #require(fixture.table.swipeHeaderView)
      let bar = try #require(fixture.table.swipeHeaderBar)
      let page = try #require(fixture.page)
      let window = fixture.window
      for s: CGFloat in [0, 120, 200, 600] {
        page.contentOffset = CGPoint(x: 0, y: s - page.adjustedContentInset.top)
        UIKitStubDriver.current.layoutPass()
        #expect(header.frame.minY == 103 - min(s, 200), "the geometry is the same")
        let shown = header.visibleRect(in: window)
        let expected =
          glass
          ? CGRect(x: 0, y: 103, width: 393, height: max(200 - s, 0))
          : CGRect(x: 0, y: 103 - min(s, 200), width: 393, height: 200).intersection(
            window.bounds)
        #expect(
          shown.height == 0 ? expected.height == 0 : shown == expected,
          "s \(s): shows \(shown)")
        #expect(bar.visibleRect(in: window) == bar.frame, "the pinned bar is never cut")
      }
      // Under the status bar, a touch finds the page there, not the header's last strip.
      let touched = window.hitTest(CGPoint(x: 195, y: 30), with: nil)
      #expect((touched === page) == glass)
      #expect((touched === header) == !glass)
    }

    @Test("A bar the app draws itself, or a hidden navigation bar, leaves the header whole")
    func noSystemBarNoCut() throws {
      let own = Self.fixture(on: Self.iOS26)
      let page = try #require(own.table.currentItemView)
      page.contentOffset = CGPoint(x: 0, y: 600 - 304)
      UIKitStubDriver.current.layoutPass()
      let header = try #require(own.table.swipeHeaderView)
      #expect(header.visibleRect(in: own.window) == CGRect(x: 0, y: 0, width: 390, height: 64))
      let hidden = Self.navigationFixture(on: Self.iOS26)
      hidden.navigation.isNavigationBarHidden = true
      hidden.run(for: 0.05)
      let hiddenPage = try #require(hidden.page)
      hiddenPage.contentOffset = CGPoint(x: 0, y: 600 - hiddenPage.adjustedContentInset.top)
      UIKitStubDriver.current.layoutPass()
      let hiddenHeader = try #require(hidden.table.swipeHeaderView)
      #expect(hiddenHeader.visibleRect(in: hidden.window).height > 0, "its strip shows")
    }

    @Test("Under glass bars the pinned bar shapes the current page's top edge effect")
    func barShapesThePagesEdgeEffect() throws {
      let fixture = Self.fixture(on: Self.iOS26)
      let first = try #require(fixture.table.currentItemView)
      let bar = try #require(fixture.table.swipeHeaderBar)
      #expect(first.edgeElementContainers(on: .top).map(ObjectIdentifier.init) == [.init(bar)])
      fixture.table.scrollToItem(at: 1, animated: false)
      UIKitStubDriver.current.layoutPass()
      let second = try #require(fixture.table.currentItemView)
      #expect(second.edgeElementContainers(on: .top).map(ObjectIdentifier.init) == [.init(bar)])
      #expect(first.edgeElementContainers(on: .top).isEmpty, "only the page shown")
      #expect(second.edgeElementContainers(on: .bottom).isEmpty)
      let newBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
      fixture.table.swipeHeaderBar = newBar
      UIKitStubDriver.current.layoutPass()
      #expect(second.edgeElementContainers(on: .top).map(ObjectIdentifier.init) == [.init(newBar)])
      #expect(bar.interactions.isEmpty, "the bar that left is left clean")
      fixture.table.swipeHeaderBar = nil
      UIKitStubDriver.current.layoutPass()
      #expect(second.edgeElementContainers(on: .top).isEmpty)
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
    }

    @Test("Before iOS 26 nothing shapes an edge effect and no iOS 26 API runs")
    func nothingBeforeIOS26() throws {
      let fixture = Self.fixture(on: nil)
      let page = try #require(fixture.table.currentItemView)
      #expect(page.edgeElementContainers(on: .top).isEmpty)
      #expect(fixture.table.swipeHeaderBar?.interactions.isEmpty == true)
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
    }

    @Test("The cut changes nothing but what is drawn: a drag moves everything the same")
    func sameMotionUnderGlass() throws {
      func play(_ system: OperatingSystemVersion?) -> [CGFloat] {
        let fixture = Self.fixture(on: system)
        var samples: [CGFloat] = []
        fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.2)
        for step in 1...60 {
          fixture.run(until: fixture.now + 1.0 / 60)
          guard step % 6 == 0 else { continue }
          samples.append(fixture.table.swipeHeaderView?.frame.minY ?? .nan)
          samples.append(fixture.table.swipeHeaderBar?.frame.minY ?? .nan)
          samples.append(fixture.table.currentItemView?.contentOffset.y ?? .nan)
        }
        return samples
      }
      #expect(play(nil) == play(Self.iOS26))
    }
  }
#endif

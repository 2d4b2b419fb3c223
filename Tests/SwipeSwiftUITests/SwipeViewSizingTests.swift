#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// SwipeView's hosted header, bar and pages take their content's size, as it changes.
  @MainActor @Suite("SwipeView sizing")
  struct SwipeViewSizingTests {
    /// iOS 15.7, before `sizingOptions`.
    nonisolated static let iOS15 = OperatingSystemVersion(
      majorVersion: 15, minorVersion: 7, patchVersion: 0)
    /// iOS 16.0, before `safeAreaRegions`.
    nonisolated static let iOS16 = OperatingSystemVersion(
      majorVersion: 16, minorVersion: 0, patchVersion: 0)

    @Test("A state change inside the header measures it again, without an update of the view")
    func headerStateChange() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let tall = State(wrappedValue: false)
        let fixture = SwipeFixture {
          SwipeView(selection: selection.projectedValue, count: 2) { _ in
            Block(height: 1000)
          } header: {
            Expanding(isTall: tall)
          } bar: {
            Block(height: 44)
          }
        }
        let header = try #require(fixture.table.swipeHeaderView)
        #expect(header.frame.height == 200)
        tall.wrappedValue = true
        fixture.layOut()
        fixture.layOut()
        #expect(header.frame.height == 300)
        #expect(fixture.table.swipeHeaderBar?.frame.minY == 300)
        #expect(fixture.host.updateCount == 1, "no update of the view")
      }
    }

    @Test("Updates that change no content measure nothing again")
    func noMeasureWithoutChange() async {
      await onOwnClock {
        let selection = State(wrappedValue: 1)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        fixture.swipeToNextPage()
        let before = ViewGraph.measureCount
        for _ in 0..<10 {
          fixture.host.update(SwipeViewTests.view(selection.projectedValue))
          fixture.run(for: 1.0 / 60)
        }
        #expect(ViewGraph.measureCount == before)
        #expect(fixture.table.swipeHeaderView?.frame.height == 200)
      }
    }

    @Test("Before iOS 16, new content is measured at the update that brings it")
    func olderSystemMeasuresAtUpdates() async throws {
      try await onOwnClock {
        UIKitStubDriver.current.systemVersion = Self.iOS15
        let selection = State(wrappedValue: 1)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        let header = try #require(fixture.table.swipeHeaderView)
        #expect(header.frame.height == 200)
        fixture.host.update(SwipeViewTests.view(selection.projectedValue, header: 120) { _ in 600 })
        fixture.layOut()
        #expect(header.frame.height == 120)
        #expect(fixture.table.currentItemView?.contentSize.height == 600)
        #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      }
    }

    @Test(
      "The header's content stays where it is as the header slides under the status bar",
      arguments: [nil, iOS16])
    func headerIgnoresTheSafeArea(system: OperatingSystemVersion?) async throws {
      try await onOwnClock {
        if let system { UIKitStubDriver.current.systemVersion = system }
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture(safeAreaTop: 47) {
          SwipeViewTests.view(selection.projectedValue)
        }
        let header = try #require(fixture.table.swipeHeaderView)
        let hosting = try #require(hostingController(in: header)?.viewIfLoaded)
        var covered: [CGFloat] = []
        var tops: [CGFloat] = []
        for _ in 0..<3 {
          fixture.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 550), duration: 0.2)
          fixture.run(for: 0.5)
          covered.append(hosting.safeAreaInsets.top)
          tops.append(try #require(contentTop(of: hosting)))
        }
        #expect(covered.last ?? 0 > 47, "the header went under the status bar: \(covered)")
        #expect(tops == [0, 0, 0])
        #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      }
    }

    @Test("Flexible header content is measured at the container's width and height")
    func flexibleHeader() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          SwipeView(selection: selection.projectedValue, count: 2) { _ in
            Block(height: 1000)
          } header: {
            Color.blue
          }
        }
        let header = try #require(fixture.table.swipeHeaderView)
        #expect(header.frame.size == CGSize(width: 390, height: 844))
      }
    }

    /// Where the hosting view `view` lays out its content, from its top.
    func contentTop(of view: UIView) -> CGFloat? {
      Mirror(reflecting: view).descendant("contentFrame").map { ($0 as? CGRect)?.minY } ?? nil
    }
  }
#endif

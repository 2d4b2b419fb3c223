#if os(Linux)
  import Foundation
  @testable import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `swipePageIsShown`: a SwipeView page's content reads whether the page is shown, following
  /// the container's appearance rule, while SwiftUI's `onAppear` runs for loaded neighbours.
  @MainActor @Suite("SwipeView page shown")
  struct SwipePageShownTests {
    /// What each page's content last read.
    @MainActor final class Readings {
      var shown: [Int: Bool] = [:]
    }

    /// A 1000 pt page recording the value it reads at each evaluation.
    struct Probe: View {
      let index: Int
      let readings: Readings
      @Environment(\.swipePageIsShown) private var isShown

      var body: some View {
        readings.shown[index] = isShown
        return Block(height: 1000)
      }
    }

    static func view(_ selection: Binding<Int>, readings: Readings) -> SwipeView<
      Block, Block, Probe
    > {
      SwipeView(selection: selection, count: 3) { index in
        Probe(index: index, readings: readings)
      } header: {
        Block(height: 200)
      } bar: {
        Block(height: 44)
      }
    }

    @Test("The current page reads true; a swipe shows the next, then the one left reads false")
    func followsWhatIsShown() async throws {
      try await onOwnClock {
        let readings = Readings()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue, readings: readings) }
        fixture.layOut()
        #expect(readings.shown == [0: true])
        // A finger takes the pages halfway: both show.
        fixture.drag(
          from: CGPoint(x: 330, y: 600), to: CGPoint(x: 180, y: 600), duration: 0.15, lift: false)
        fixture.layOut()
        #expect(readings.shown[0] == true && readings.shown[1] == true)
        fixture.window.touchEnded(time: fixture.now + 1.0 / 120)
        fixture.run(for: 1)
        fixture.layOut()
        #expect(fixture.table.currentItemIndex == 1)
        #expect(readings.shown[0] == false && readings.shown[1] == true)
        #expect(fixture.table.itemView(at: 0) != nil, "the page left is still loaded")
        #expect(readings.shown[2] != true)
      }
    }

    @Test("A cancelled swipe leaves the neighbour not shown")
    func cancelledSwipe() async throws {
      try await onOwnClock {
        let readings = Readings()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue, readings: readings) }
        fixture.drag(from: CGPoint(x: 330, y: 600), to: CGPoint(x: 290, y: 600), duration: 0.3)
        fixture.run(for: 1)
        fixture.layOut()
        #expect(fixture.table.currentItemIndex == 0)
        #expect(readings.shown == [0: true, 1: false])
      }
    }

    /// The appearance callbacks the hosting controller of the page at `index` has had.
    static func appearance(
      _ fixture: SwipeFixture<SwipeView<Block, Block, Probe>>, page index: Int
    ) -> [String] {
      let controller = fixture.host.coordinator.pages.existingView(at: index)?.pageController
      return (controller?.callbacks ?? []).map(\.name).filter { $0.hasPrefix("view") }
    }

    @Test("A page's hosting controller is told it appears and disappears as the page is shown")
    func hostingControllerAppearance() async throws {
      try await onOwnClock {
        let readings = Readings()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue, readings: readings) }
        fixture.layOut()
        #expect(Self.appearance(fixture, page: 0) == ["viewWillAppear", "viewDidAppear"])
        fixture.swipeToNextPage()
        fixture.layOut()
        let pagesController = fixture.container.children.first { $0.view === fixture.table.pager }
        #expect(pagesController?.children.count == 3, "the loaded pages' controllers are children")
        #expect(Self.appearance(fixture, page: 2).isEmpty, "the neighbour loaded is not told")
        let shownAndLeft = [
          "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        ]
        #expect(Self.appearance(fixture, page: 0) == shownAndLeft)
        #expect(Self.appearance(fixture, page: 1) == ["viewWillAppear", "viewDidAppear"])
        // A cancelled swipe back: the page before begins to appear, then disappears again; the
        // current one begins to disappear, then appears again.
        fixture.drag(from: CGPoint(x: 60, y: 600), to: CGPoint(x: 100, y: 600), duration: 0.3)
        fixture.run(for: 1)
        fixture.layOut()
        #expect(fixture.table.currentItemIndex == 1)
        #expect(
          Self.appearance(fixture, page: 0)
            == shownAndLeft + ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(
          Self.appearance(fixture, page: 1)
            == [
              "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewWillAppear",
              "viewDidAppear",
            ])
        // The container leaves its window and comes back (a screen pushed over it and popped):
        // the page shown disappears and appears again; the loaded one left is not told.
        let before = Self.appearance(fixture, page: 0)
        fixture.table.removeFromSuperview()
        fixture.layOut()
        fixture.root.view.addSubview(fixture.table)
        fixture.layOut()
        #expect(Self.appearance(fixture, page: 0) == before)
        #expect(Self.appearance(fixture, page: 2).isEmpty)
        #expect(
          Self.appearance(fixture, page: 1).suffix(4)
            == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(!UIKitStubDriver.current.consoleMessages.contains { $0.contains("Unbalanced") })
      }
    }

    @Test("Outside a page it reads true")
    func defaultIsShown() {
      #expect(EnvironmentValues().swipePageIsShown)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeSwiftUI
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

    @Test("Outside a page it reads true")
    func defaultIsShown() {
      #expect(EnvironmentValues().swipePageIsShown)
    }
  }
#endif

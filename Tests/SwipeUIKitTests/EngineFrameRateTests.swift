#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// What the engine drives moves at the display's rate, as UIKit's own scrolling does.
  @MainActor @Suite("Engine frame rate")
  struct EngineFrameRateTests {
    @Test("A header fling moves the page on every frame of a 120 Hz display")
    func headerFlingAtDisplayRate() throws {
      let fixture = AdapterFixture()
      fixture.run(until: 0.2)
      // A quick upward flick on the header: the engine flings the current page.
      fixture.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.05)
      // The engine moves the page (and the header with it until it has collapsed).
      let page = try #require(fixture.table.currentItemView)
      var positions: [CGFloat] = [page.contentOffset.y]
      var time = fixture.now
      for _ in 0..<24 {
        time += 1.0 / 120
        UIKitStubDriver.current.advance(to: time)
        positions.append(page.contentOffset.y)
      }
      let still = zip(positions, positions.dropFirst()).filter { $0 == $1 }.count
      #expect(positions.last! > positions.first! + 100, "the page moved: \(positions)")
      #expect(still == 0, "frames where the page did not move: \(still) of 24: \(positions)")
    }
  }
#endif

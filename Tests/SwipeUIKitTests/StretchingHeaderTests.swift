#if os(Linux)
  import Foundation
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// `headerStretches` through `SwipeTableView`: the height it gives a pulled header is not taken
  /// as a new height of the app's.
  @MainActor @Suite("Stretching header")
  struct StretchingHeaderTests {
    @Test("A pull stretches the header and a release gives its height back")
    func stretchComesBack() throws {
      let fixture = AdapterFixture()
      fixture.table.headerStretches = true
      let header = try #require(fixture.table.swipeHeaderView)
      fixture.drag(
        from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 600), duration: 0.4, lift: false)
      #expect(header.frame.height > 250, "stretched: \(header.frame.height)")
      #expect(header.frame.minY == 64, "the top stays at the top inset")
      #expect(fixture.table.headerProgress < 0)
      fixture.window.touchEnded(time: fixture.now + 1.0 / 120)
      fixture.run(until: fixture.now + 2)
      #expect(header.frame.height == 200, "back to its own height")
      #expect(fixture.table.headerProgress == 0)
      #expect(fixture.table.swipeHeaderBar?.frame.minY == 264)
    }
  }
#endif

#if os(Linux)
  import Foundation
  @testable import SwipeSwiftUI
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `headerTopInsetFollowsSafeArea()`: a `SwipeView` that extends under the bars starts its
  /// header, and pins its bar, at the top of its safe area, and follows it.
  @MainActor @Suite("SwipeView top inset and the safe area")
  struct SwipeViewSafeAreaInsetTests {
    @Test("Following the safe area: the header starts under the bars, and follows them")
    func follows() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture(safeAreaTop: 47) {
          SwipeViewTests.view(selection.projectedValue).headerTopInsetFollowsSafeArea()
        }
        let table = fixture.table
        #expect(table.topInsetFollowsSafeArea)
        let header = try #require(table.swipeHeaderView)
        #expect(header.frame.minY == 47)
        fixture.window.screenSafeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
        fixture.layOut()
        #expect(header.frame.minY == 91, "a taller bar: the header follows")
      }
    }

    @Test("A number stays put whatever the safe area; 0 by default")
    func fixed() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let plain = SwipeFixture(safeAreaTop: 47) { SwipeViewTests.view(selection.projectedValue) }
        #expect(plain.table.swipeHeaderView?.frame.minY == 0)
        #expect(!plain.table.topInsetFollowsSafeArea)
        let fixed = SwipeFixture(safeAreaTop: 47) {
          SwipeViewTests.view(selection.projectedValue).headerTopInset(20)
        }
        #expect(fixed.table.swipeHeaderView?.frame.minY == 20)
      }
    }
  }
#endif

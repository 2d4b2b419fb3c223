#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeSwiftUI
  @testable import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `pagesPastNestedScrollViewEnds(_:)` reaches the container, on by default, and follows
  /// view updates.
  @MainActor @Suite("SwipeView nested scrolling")
  struct SwipeViewNestedScrollingTests {
    @Test("On by default; the modifier turns it off and back on")
    func option() async throws {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let enabled = State(wrappedValue: false)
        let view = {
          SwipeViewTests.view(selection.projectedValue)
            .pagesPastNestedScrollViewEnds(enabled.wrappedValue)
        }
        let plain = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        #expect(plain.table.pagesPastNestedScrollViewEnds)
        let fixture = SwipeFixture { view() }
        #expect(!fixture.table.pagesPastNestedScrollViewEnds)
        enabled.wrappedValue = true
        fixture.host.update(view())
        fixture.layOut()
        #expect(fixture.table.pagesPastNestedScrollViewEnds)
      }
    }
  }
#endif

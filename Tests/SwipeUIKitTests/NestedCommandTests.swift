#if os(Linux)
  import Foundation
  import SwipeCore
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// A command whose view change reaches code that applies another command (an observer, a
  /// delegate calling back) must not make the rest of the outer command look like the user's.
  @MainActor @Suite("Nested commands")
  struct NestedCommandTests {
    @Test("A command applied inside another leaves the outer one the adapter's own")
    func nestedCommandKeepsTheOuterOneOwn() {
      let fixture = AdapterFixture()
      fixture.run(until: 0.1)
      let table = fixture.table
      var seenAfterInner: [Bool] = []
      // An observer of the pager that, as the outer command moves it, has the adapter apply
      // another command, then looks.
      let observation = table.pager.observe(\.contentOffset, options: .new) { _, _ in
        MainActor.assumeIsolated {
          guard seenAfterInner.isEmpty else { return }
          table.perform(.setPagerContentSize(table.pager.contentSize))
          seenAfterInner.append(table.isApplyingCommand)
        }
      }
      table.perform(.setPagerOffset(10))
      observation.invalidate()
      #expect(seenAfterInner == [true])
      #expect(!table.isApplyingCommand)
    }
  }
#endif

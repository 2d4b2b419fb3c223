#if os(Linux)
  // Only SwipeSwiftUI (and the stubs that stand for Apple's frameworks): the types below come
  // from SwipeUIKit and SwipeCore through its re-export, or this file does not compile.
  import SwipeSwiftUI
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// `import SwipeSwiftUI` is enough, as `import SwipeUIKit` is for UIKit apps.
  @MainActor @Suite("SwiftUI imports")
  struct SwiftUIImportTests {
    @Test("The engine's and SwipeUIKit's types are visible through import SwipeSwiftUI")
    func reexports() {
      let configuration: RefreshHeader.Configuration = .seed
      let placement: RefreshPlacement = .belowBar
      let state: RefreshState = .refreshing
      let table: SwipeTableView.Type = SwipeTableView.self
      #expect(configuration.holdHeight == 60)
      #expect(placement == .belowBar)
      #expect(state.isActive)
      #expect(table.defaultReusableViewLimit == 4)
    }
  }
#endif

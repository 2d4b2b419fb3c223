#if os(Linux)
  // Only SwipeUIKit (and the stub standing for UIKit): every type of its public API must be
  // usable without `import SwipeCore`. This file does not compile when SwipeUIKit does not
  // re-export what its API exposes.
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  @MainActor @Suite("import SwipeUIKit")
  struct ImportTests {
    @Test("The engine's types in SwipeUIKit's API come with import SwipeUIKit")
    func engineTypes() {
      let table = SwipeTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let reservation: PageReservation = .contentInset
      table.headerReservation = reservation
      table.refreshConfiguration = RefreshHeader.Configuration.seed
      table.refreshPlacement = RefreshPlacement.belowBar
      table.loadMoreConfiguration = LoadMoreFooter.Configuration()
      table.headerSizing = HeaderSizing.autoLayout
      let state: RefreshState = table.refreshState(at: 0)
      let bar = SwipeSegmentedBar(titles: ["A"])
      bar.configuration = SegmentedBarLayout.Configuration(mode: .scrollable)
      let step: PageAppearance = .didAppear
      #expect(state == .idle && step == .didAppear)
      #expect(table.headerReservation == .contentInset)
    }
  }
#endif

// `import SwipeSwiftUI` is enough for every type its public API uses: SwipeUIKit's
// (`SwipeTableView`, which `SwipeTableViewRepresentable` makes, the refresh looks) and, through
// it, SwipeCore's value types (`RefreshState`, `RefreshHeader.Configuration`,
// `RefreshPlacement`…), both re-exported. CocoaPods builds one module, which needs no import.
#if !COCOAPODS && ((canImport(SwiftUI) && canImport(UIKit)) || os(Linux))
  @_exported import SwipeUIKit
#endif

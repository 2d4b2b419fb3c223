// `import SwipeUIKitRefresh` is enough for every type its public API uses: the looks
// (`SwipeRefreshLook`, `SwipeRefreshIndicator`…) come from SwipeUIKit and the states
// (`RefreshState`, `RefreshHeader.Configuration`…) from SwipeCore, which it re-exports.
// CocoaPods builds one module, which needs no import.
#if !COCOAPODS
  @_exported import SwipeUIKit
#endif

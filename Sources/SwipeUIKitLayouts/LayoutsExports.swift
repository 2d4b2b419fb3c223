// `import SwipeUIKitLayouts` is enough for every type its public API uses: the layout engines'
// value types (`WaterfallSection`, `WaterfallLayout`, `PagingByCell.Alignment`…) come from
// SwipeLayouts, which is re-exported. CocoaPods builds one module, which needs no import.
#if !COCOAPODS
  @_exported import SwipeLayouts
#endif

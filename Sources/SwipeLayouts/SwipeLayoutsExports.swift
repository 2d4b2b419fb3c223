// `import SwipeLayouts` is enough for every type its public API uses: the engine's value types
// (`Insets`, `LayoutDirection`, `Scroller`…) come from SwipeCore, which is re-exported.
// CocoaPods builds one module, which needs no import.
#if !COCOAPODS
  @_exported import SwipeCore
#endif

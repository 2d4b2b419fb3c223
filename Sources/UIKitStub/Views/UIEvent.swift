#if os(Linux)
  import Foundation

  /// An event, as UIKit's `UIEvent` (type only): the model passes one per touch phase.
  @MainActor open class UIEvent: NSObject {
    /// An event (the model creates them).
    package override init() {
      super.init()
    }
  }
#endif

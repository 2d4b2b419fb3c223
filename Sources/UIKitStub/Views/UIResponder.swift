#if os(Linux)
  import Foundation

  /// The base of every object that handles events, as UIKit's `UIResponder` (type only).
  @MainActor open class UIResponder: NSObject {
  }
#endif

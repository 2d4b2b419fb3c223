#if os(Linux)
  // SwiftUI on iOS re-exports UIKit: a file that imports only SwiftUI can name `UIView`.
  @_exported import UIKitStub
#endif

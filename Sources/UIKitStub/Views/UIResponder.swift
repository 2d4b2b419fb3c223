#if os(Linux)
  import Foundation

  /// The base of every object that handles events, as UIKit's `UIResponder` (type only).
  @MainActor open class UIResponder: NSObject {
    // SDK: open var next: UIResponder? { get } — UIResponder.h:70 (`nextResponder`; not in
    // uikit-api.md, hence `package`)
    /// The next responder in the chain: none for a bare responder (a view's is its controller
    /// or superview, a controller's its view's superview).
    package var next: UIResponder? { nil }

    /// What a subclass in another module returns where UIKit asks its `keyCommands` override
    /// (``keyCommands``).
    package var keyCommandProvider: (@MainActor () -> [UIKeyCommand]?)?
  }
#endif

#if os(Linux)
  import Foundation

  // SDK: open class CATransaction : NSObject — CATransaction.h (not in uikit-api.md, hence
  //   `package`)
  /// Groups layer changes, as Core Animation's `CATransaction`. The stub's layers have no
  /// implicit animations (a change is on screen at once, as with actions disabled), so these
  /// only record what an app asked for.
  package enum CATransaction {
    /// Whether the changes of the transaction under way animate implicitly (off in the stub).
    @MainActor package private(set) static var disablesActions = false

    // SDK: open class func begin() — CATransaction.h
    /// Starts a transaction.
    @MainActor package static func begin() {}

    // SDK: open class func commit() — CATransaction.h
    /// Ends the transaction; actions are enabled again.
    @MainActor package static func commit() {
      disablesActions = false
    }

    // SDK: open class func setDisableActions(_ flag: Bool) — CATransaction.h
    /// Turns the transaction's implicit animations off (or on).
    @MainActor package static func setDisableActions(_ flag: Bool) {
      disablesActions = flag
    }
  }
#endif

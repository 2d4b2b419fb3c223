#if os(Linux)
  import Foundation

  /// What an observer receives.
  ///
  /// The SDK's type is an `OptionSet`, whose `rawValue` the SDK list does not give
  /// (uikit-api.md §14): a plain struct here, its bits `package`. So `[.new, .old]` does not
  /// compile against the stub: pass one option (`.new`, `.old`, `.initial`, `.prior`).
  public struct NSKeyValueObservingOptions: Hashable, Sendable {
    // SDK: public let rawValue: UInt — OptionSet's requirement; uikit-api.md §14 lists only
    // `public init(rawValue: UInt)` in its code block [D14 Foundation/NSKeyValueObserving.swift]
    /// The options' bits.
    package let rawValue: UInt

    /// Options from bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Pass the new value.
    public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 1) }
    /// Pass the old value.
    public static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 2) }
    /// Call once at registration.
    public static var initial: NSKeyValueObservingOptions {
      NSKeyValueObservingOptions(rawValue: 4)
    }
    /// Call before each change too.
    public static var prior: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 8) }

    /// Whether every option of `member` is in these options.
    package func contains(_ member: NSKeyValueObservingOptions) -> Bool {
      rawValue & member.rawValue == member.rawValue
    }
  }
#endif

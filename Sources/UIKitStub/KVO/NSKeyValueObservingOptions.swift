#if os(Linux)
  import Foundation

  /// What an observer receives.
  public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

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
  }
#endif

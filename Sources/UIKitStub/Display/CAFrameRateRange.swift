#if os(Linux)
  import Foundation

  /// The range of frame rates a display link asks for, as QuartzCore's `CAFrameRateRange`
  /// (uikit-api.md §9; iOS 15).
  public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate the link accepts.
    public var minimum: Float
    /// The highest rate the link accepts.
    public var maximum: Float
    /// The rate it prefers, if any.
    public var preferred: Float?

    /// The default range: the system picks the rate (0 everywhere).
    public init() {
      self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
      self.minimum = minimum
      self.maximum = maximum
      self.preferred = preferred
    }

    /// The default range: the system picks the rate.
    public static let `default`: CAFrameRateRange = systemChoice
    private static let systemChoice = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
  }
#endif

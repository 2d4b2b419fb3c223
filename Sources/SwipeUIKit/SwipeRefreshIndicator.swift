#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// A view that shows a pull to refresh in the strip the pull opens
  /// (``SwipeTableView/refreshIndicatorFrame(at:)``), from the refresh state and the pull
  /// progress it is told (``show(_:pullProgress:)``).
  ///
  /// Subclass it for a look of your own and override ``update(from:)``; the library's looks are
  /// subclasses (``StandardRefreshIndicator``; SwipeUIKitRefresh's `PullDownRefreshIndicator` and
  /// `RingRefreshIndicator`). ``SwipeTableView/refreshLook`` has the container
  /// make, place and tell one for each page (`.custom { MyIndicator() }`); elsewhere, place one
  /// at the indicator frame and call ``show(_:pullProgress:)`` from the delegate's
  /// ``SwipeTableViewDelegate/swipeTableView(_:didUpdateRefreshAt:pullProgress:)``.
  open class SwipeRefreshIndicator: UIView {
    /// The refresh state shown.
    public private(set) var state = RefreshState.idle
    /// The pull progress shown: the opened height over the trigger distance (0 at rest, 1 at
    /// the trigger, more past it).
    public private(set) var pullProgress: CGFloat = 0

    /// When a refresh last succeeded: set when the indicator shows one, or by you (a time your
    /// app remembers). The container keeps it for each page across the page's indicators.
    public var lastUpdated: Date?

    /// Shows `state` and `pullProgress` (a non-finite or negative progress counts as 0).
    public func show(_ state: RefreshState, pullProgress: CGFloat) {
      let previous = self.state
      self.state = state
      self.pullProgress = pullProgress.isFinite ? max(pullProgress, 0) : 0
      if state == .finishing(.success), previous != state { lastUpdated = Date() }
      update(from: previous)
    }

    /// Draws ``state`` and ``pullProgress``, which were `previous` and another progress before
    /// (the same state when only the progress moved). Does nothing: override it.
    open func update(from previous: RefreshState) {}

    /// Whether the look keeps still (Reduce Motion): no spinning, results shown at once.
    public var keepsStill: Bool { UIAccessibility.isReduceMotionEnabled }
  }
#endif

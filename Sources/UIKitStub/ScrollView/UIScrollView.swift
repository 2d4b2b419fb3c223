#if os(Linux)
  import Foundation
  import SwipeCore

  /// A view whose bounds origin scrolls over its content, as UIKit's `UIScrollView`, with
  /// UIKit's physics from SwipeCore's `Scroller` (one per axis).
  ///
  /// `bounds.origin` is `contentOffset`. The `contentOffset` setter places the offset exactly
  /// (unclamped, stopping any motion), as UIKit's; `setContentOffset(_:animated:)` clamps to the
  /// scrollable range (the scroller's documented deviation). On every offset change the delegate's
  /// `scrollViewDidScroll(_:)` runs first, then the `contentOffset` observers, then the `bounds`
  /// observers, and the view is marked for layout (UIKit lays a scroll view out as it scrolls).
  @MainActor open class UIScrollView: UIView {
    package var horizontal: Scroller
    package var vertical: Scroller
    package var storedContentSize = CGSize.zero
    package var storedContentInset = UIEdgeInsets.zero
    /// The fingers on the view (``modelFingerDown(_:at:time:)``).
    var fingers = FingerSet()
    /// The adjusted inset the scrollers use (``updateAdjustedContentInset()``).
    package var storedAdjustedInset = UIEdgeInsets.zero
    package var storedAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    package let storedPan: UIPanGestureRecognizer
    /// The scrollers' event buffer, reused by every model call.
    var eventBuffer: [ScrollerEvent] = []
    /// The axes whose motion has still to meet a size or inset change (``checkPendingMotion()``).
    var pendingMotionCheck = PendingAxes()
    private var strongRefreshControl: UIRefreshControl?

    /// VoiceOver's three-finger scroll: the view moves by what it shows
    /// (``modelAccessibilityScroll(_:)``).
    nonisolated open override func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection
    ) -> Bool {
      MainActor.assumeIsolated { modelAccessibilityScroll(direction) }
    }

    /// A scroll view with the given frame.
    public override init(frame: CGRect) {
      horizontal = Scroller(
        axis: .horizontal, boundsSize: frame.size, contentSize: .zero, offset: 0)
      vertical = Scroller(axis: .vertical, boundsSize: frame.size, contentSize: .zero, offset: 0)
      storedPan = UIPanGestureRecognizer(handler: nil)
      super.init(frame: frame)
      storedPan.attachedView = self
      storedPan.owningScrollView = self
      storedPan.allowedScrollTypesMask = .all
      clipsToBounds = true  // as UIKit's scroll views
      UIKitStubDriver.current.register(self)
    }

    /// A scroll view decoded from an archive (see `UIView.init(coder:)`): a zero frame, the
    /// defaults of `init(frame:)`.
    public required init?(coder: NSCoder) {
      horizontal = Scroller(axis: .horizontal, boundsSize: .zero, contentSize: .zero, offset: 0)
      vertical = Scroller(axis: .vertical, boundsSize: .zero, contentSize: .zero, offset: 0)
      storedPan = UIPanGestureRecognizer(handler: nil)
      super.init(coder: coder)
      storedPan.attachedView = self
      storedPan.owningScrollView = self
      clipsToBounds = true
      UIKitStubDriver.current.register(self)
    }

    // MARK: - Content

    /// Where the content's origin is relative to the bounds' origin.
    open var contentOffset: CGPoint {
      get { CGPoint(x: horizontal.offset, y: vertical.offset) }
      set { placeOffset(newValue) }
    }

    /// The size of the content.
    open var contentSize: CGSize {
      get { storedContentSize }
      set {
        storedContentSize = newValue
        // The scrollable axes, and so the adjusted inset, may change with the content.
        if !updateAdjustedContentInset() { updateScrollerGeometry() }
        observers.notify(.contentSize)
      }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets {
      get { storedContentInset }
      set { setContentInset(newValue, returnAtRest: .clamp) }
    }

    /// The inset the content scrolls within: `contentInset` and the safe area the adjustment
    /// behaviour lets in (see `modelAdjustedContentInset`), as of the last change or layout
    /// pass.
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedInset }

    /// Called after `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    /// How much of the safe area goes into `adjustedContentInset` (`.automatic` by default,
    /// UIScrollView.h:73-76).
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
      get { storedAdjustmentBehavior }
      set {
        storedAdjustmentBehavior = newValue
        updateAdjustedContentInset()
      }
    }

    /// The delegate.
    ///
    /// `UITableView` and `UICollectionView` redeclare it in the SDK with a narrower type; pure
    /// Swift cannot override a read-write property with another type (uikit-api.md §0.4), so they
    /// inherit this one and read it with `as?`.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Recorded only: the model already gives a drag to one axis.
    open var isDirectionalLockEnabled: Bool = false

    /// Whether the content rubber-bands past its edges.
    open var bounces: Bool {
      get { vertical.bounces }
      set {
        horizontal.bounces = newValue
        vertical.bounces = newValue
      }
    }

    /// Whether vertical drags bounce even when the content fits.
    open var alwaysBounceVertical: Bool {
      get { vertical.alwaysBounce }
      set { vertical.alwaysBounce = newValue }
    }

    /// Whether horizontal drags bounce even when the content fits.
    open var alwaysBounceHorizontal: Bool {
      get { horizontal.alwaysBounce }
      set { horizontal.alwaysBounce = newValue }
    }

    /// Whether scrolling stops on multiples of the bounds size.
    open var isPagingEnabled: Bool {
      get { vertical.isPagingEnabled }
      set {
        horizontal.isPagingEnabled = newValue
        vertical.isPagingEnabled = newValue
      }
    }

    /// Whether touches scroll the view.
    open var isScrollEnabled: Bool {
      get { vertical.isScrollEnabled }
      set {
        horizontal.isScrollEnabled = newValue
        vertical.isScrollEnabled = newValue
      }
    }

    /// Recorded only.
    open var showsVerticalScrollIndicator: Bool = true
    /// Recorded only.
    open var showsHorizontalScrollIndicator: Bool = true

    // MARK: - Scroll indicators (UIScrollView.h:78-81, 129-131; model in UIScrollView+Indicators)

    /// Whether the system adds to the indicator insets what it adds to the content inset (true
    /// by default, UIScrollView.h:78-81; see ``modelVerticalIndicatorTrack``).
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
    /// How far the vertical indicator's track stays from the view's edges, before the system's
    /// part (UIScrollView.h:129: "default is UIEdgeInsetsZero").
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator's track stays from the view's edges, before the
    /// system's part (UIScrollView.h:130).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicator insets (UIScrollView.h:131: "use the setter only"); reads the
    /// vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
      get { verticalScrollIndicatorInsets }
      set {
        verticalScrollIndicatorInsets = newValue
        horizontalScrollIndicatorInsets = newValue
      }
    }

    /// How fast a flick slows down.
    open var decelerationRate: UIScrollView.DecelerationRate {
      get {
        UIScrollView.DecelerationRate(rawValue: CGFloat(vertical.decelerationRate.perMillisecond))
      }
      set {
        let rate = newValue.coreRate
        horizontal.decelerationRate = rate
        vertical.decelerationRate = rate
      }
    }

    /// Scrolls to `contentOffset`, over 0.3 s when `animated`.
    ///
    /// Not animated, the offset is put exactly where asked (outside the range included) and a
    /// motion stops, as UIKit does; animated, the content travels on SwipeCore's 0.3 s curve to
    /// the target clamped into the range.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      checkPendingMotion()
      isScrollingToTop = false
      let now = UIKitStubDriver.current.now
      guard animated else {
        perform(.horizontal) { scroller, queue in
          scroller.placeOffset(Double(contentOffset.x), at: now, delegate: &queue)
        }
        perform(.vertical) { scroller, queue in
          scroller.placeOffset(Double(contentOffset.y), at: now, delegate: &queue)
        }
        return
      }
      perform(.horizontal) { scroller, queue in
        scroller.setContentOffset(
          Double(contentOffset.x), animated: true, at: now, delegate: &queue)
      }
      perform(.vertical) { scroller, queue in
        scroller.setContentOffset(
          Double(contentOffset.y), animated: true, at: now, delegate: &queue)
      }
    }

    /// Whether a finger is on the content.
    open var isTracking: Bool { horizontal.isTracking || vertical.isTracking }
    /// Whether the content is being dragged.
    open var isDragging: Bool { horizontal.isDragging || vertical.isDragging }
    /// Whether the content moves on its own after a drag (deceleration, bounce or paging).
    open var isDecelerating: Bool { horizontal.isDecelerating || vertical.isDecelerating }

    /// Whether a `setContentOffset(_:animated: true)` animation is running (UIScrollView.h:
    /// iOS 17.4). On an older ``UIKitStubDriver/systemVersion`` the call is recorded as
    /// unavailable and reads false.
    open var isScrollAnimating: Bool {
      guard UIKitStubDriver.current.isAvailable("UIScrollView.isScrollAnimating", introduced: 17, 4)
      else { return false }
      return horizontal.isScrollAnimating || vertical.isScrollAnimating
    }
    /// Whether a `setContentOffset(_:animated: true)` animation runs, on any system version.
    package var isAnimatingOffset: Bool {
      horizontal.isScrollAnimating || vertical.isScrollAnimating
    }

    /// Whether a tap on the status bar may scroll this view to its top (true by default). On
    /// iPhone the tap scrolls only when exactly one on-screen scroll view allows it
    /// (UIScrollView.h:211-214; ``UIWindow/tapStatusBar(time:)``).
    open var scrollsToTop: Bool = true
    /// Set while a status-bar tap's scroll runs (its end is `scrollViewDidScrollToTop(_:)`).
    package var isScrollingToTop = false

    /// Whether the view animates its offset for a hardware keyboard's Page Up and Down, Home,
    /// End and arrow keys, when it is focused or the first responder (UIScrollView.h:288-290:
    /// "Default is YES for apps linked after iOS 17.0"). The stub has no keyboard: it keeps the
    /// setting, which a paging view turns off so that no key leaves it between pages.
    @available(iOS 17.0, *)
    open var allowsKeyboardScrolling: Bool = true

    // SDK: open func scrollRectToVisible(_ rect: CGRect, animated: Bool) — uikit-api.md §4
    /// Scrolls so that `rect` (content coordinates) is just visible in the area the adjusted
    /// inset leaves, by the nearest edge; nothing when it already is
    /// (``modelScrollRectToVisible(_:animated:)``).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      modelScrollRectToVisible(rect, animated: animated)
    }

    // MARK: - Content touches (UIScrollView.h:148-181)

    /// Whether a touch reaches a control in the content only after the scroll view's touch
    /// delay (``contentTouchDelay``) without moving, or at once when it lifts sooner
    /// (UIScrollView.h:170: "default is YES").
    open var delaysContentTouches: Bool = true
    /// Whether a drag may take a touch that a control in the content is already tracking
    /// (UIScrollView.h:171: "default is YES. if NO, then once we start tracking, we don't try
    /// to drag if the touch moves").
    open var canCancelContentTouches: Bool = true

    /// Whether touches go to `view` in the content at all (true, UIScrollView.h:177).
    open func touchesShouldBegin(
      _ touches: Set<UITouch>, with event: UIEvent?, in view: UIView
    ) -> Bool {
      true
    }

    /// Whether a drag takes the touch from `view`, which is already tracking it: true unless
    /// `view` is a control (UIScrollView.h:179-181: "default returns YES if view isn't a
    /// UIControl"); when false the view keeps the touch and the scroll view does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
      !(view is UIControl)
    }

    /// How long a resting touch waits before a control in the content sees it, when
    /// `delaysContentTouches` is on: UIKit's touch-delay timer (UIScrollView.h:148-153
    /// describes it; its length, about 150 ms, is not in the SDK).
    package static let contentTouchDelay: TimeInterval = 0.15

    /// The pan gesture recognizer whose state mirrors the drag.
    ///
    /// Not in `gestureRecognizers` (the model drives it from the scrollers, not from touches).
    /// Handlers added to it (`addHandler(_:)`) see `.began` on the move that begins the drag,
    /// `.changed` on each later move and `.ended`/`.cancelled` at release, each after the scroll
    /// view has processed that touch (delegate calls and observers included), as UIKit calls
    /// the scroll view's own target first; a touch that never dragged ends `.failed`, silently.
    open var panGestureRecognizer: UIPanGestureRecognizer { storedPan }

    /// The refresh control shown above the content (see `UIRefreshControl` for the model).
    open var refreshControl: UIRefreshControl? {
      get { strongRefreshControl }
      set {
        guard newValue !== strongRefreshControl else { return }
        strongRefreshControl?.detach(from: self)
        strongRefreshControl = newValue
        newValue?.attach(to: self)
      }
    }

    // SDK: var visibleSize: CGSize { get } — uikit-api.md §4 prose (a requirement of
    // UIFocusItemScrollableContainer, D14 UIKit/UIFocus.swift:61-65)
    /// The size of the visible area: the bounds size.
    package var visibleSize: CGSize { storedSize }

    // MARK: - Overrides

    package override var boundsOrigin: CGPoint {
      get { contentOffset }
      set { placeOffset(newValue) }
    }

    package override func boundsSizeDidChange() {
      updateScrollerGeometry()
    }

    /// Adjusts a target the scrollers chose at the end of a drag (a collection view asks its
    /// layout).
    package func adjustedTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
  }
#endif

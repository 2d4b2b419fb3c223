#if os(Linux)
  import CUIKitStub
  import Foundation

  /// A rectangle on screen that lays out, hit-tests and hosts subviews, as UIKit's `UIView`.
  ///
  /// Geometry has no transform: `frame` is derived from `center` and `bounds.size`, and a view's
  /// subviews are placed in its `bounds` coordinates (so a scroll view's subviews move with its
  /// `bounds.origin`, its content offset).
  @MainActor open class UIView: UIResponder {
    /// Observers registered with `observe(_:options:changeHandler:)`.
    nonisolated package let observers = ObservationRegistry()
    /// Whether `layoutSubviews()` runs at the next layout pass.
    package var needsLayout = true
    package var storedSize: CGSize
    package var storedCenter: CGPoint
    package var storedOrigin = CGPoint.zero
    package weak var storedSuperview: UIView?
    package var storedSubviews: [UIView] = []
    /// The safe area last reported (``updateSafeAreaTree()``).
    package var lastSafeAreaInsets = UIEdgeInsets.zero
    /// The interactions added (``addInteraction(_:)``).
    package var storedInteractions: [any UIInteraction] = []
    /// The view's layer, made when first asked for (``layer``).
    package var storedLayer: CALayer?
    /// The controller whose root view this is.
    package weak var owningController: UIViewController?
    /// The height the view's Auto Layout constraints give it at a width, for
    /// `systemLayoutSizeFitting` (a test's stand-in for constraints, such as a wrapping label's
    /// height at each width); nil: the intrinsic content size.
    package var modelFittingHeight: ((CGFloat) -> CGFloat)?

    /// A view with the given frame.
    public init(frame: CGRect) {
      storedSize = frame.size
      storedCenter = CGPoint(x: frame.midX, y: frame.midY)
      super.init()
    }

    // SDK: public init?(coder: NSCoder), required (NSCoding) — UIView.h
    // (`- initWithCoder: NS_DESIGNATED_INITIALIZER`); Interface Builder makes views this way
    /// A view decoded from an archive: a storyboard or nib. The stub reads no nib, whose keys
    /// are Interface Builder's own: the view starts with a zero frame and its defaults, and the
    /// app sizes it (its superview's layout, as a storyboard's constraints would).
    public required init?(coder: NSCoder) {
      storedSize = .zero
      storedCenter = .zero
      super.init()
    }

    // MARK: - Properties

    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled: Bool = true
    /// An integer that identifies the view.
    open var tag: Int = 0
    /// How the view's content flips in a right-to-left layout.
    /// A change lays the view out again: the effective layout direction is a trait, and a
    /// trait change relays out what depends on it (a collection view mirrors its layout).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
      didSet { setNeedsLayout() }
    }
    /// Whether subviews are clipped to the bounds (the stub does not draw; its renderers read it).
    open var clipsToBounds: Bool = false
    // SDK: @NSCopying open var backgroundColor: UIColor? — uikit-api.md §2 [IF-V]. `package`
    // here: `@NSCopying` needs `UIColor: NSCopying`, whose `copy(with:)` the list does not have.
    /// The colour the view fills its bounds with (kept as given: the stub's colours are
    /// immutable).
    package var backgroundColor: UIColor?
    /// The opacity; below 0.01 the view is invisible to hit-testing.
    open var alpha: CGFloat = 1
    // MARK: - Accessibility

    /// VoiceOver's three-finger scroll reached this view: scroll and return true (after posting
    /// `.pageScrolled` with what to say), or return false when nothing can move that way (false
    /// by default). The SDK declares it on `NSObject`; the stub on the views that use it.
    ///
    /// Nonisolated, as the iOS 17.4 SDK imports it: `- (BOOL)accessibilityScroll:` in
    /// `@interface NSObject (UIAccessibility)` carries no `NS_SWIFT_UI_ACTOR`
    /// (UIAccessibility.h:381), so an override is nonisolated too and must enter the main actor
    /// itself. (The iOS 18 SDK adds `NS_SWIFT_UI_ACTOR`; a nonisolated override compiles there.)
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      false
    }

    /// VoiceOver activated this element (a double tap): perform its action and return true,
    /// or return false to let VoiceOver tap its centre (false by default). The SDK declares it
    /// on `NSObject`; nonisolated as the iOS 17.4 SDK imports it (`- (BOOL)accessibilityActivate`
    /// carries no `NS_SWIFT_UI_ACTOR` there, UIAccessibility.h:341; the 26.2 SDK adds it,
    /// UIAccessibility.h:346).
    nonisolated open func accessibilityActivate() -> Bool {
      false
    }

    /// Whether the view is hidden (hidden views are invisible to hit-testing).
    open var isHidden: Bool = false
    /// The tint colour (recorded only).
    open var tintColor: UIColor!
    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// The layout direction of the view's content: its semantic attribute, else its superview's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      switch semanticContentAttribute {
      case .forceRightToLeft: .rightToLeft
      case .forceLeftToRight, .playback, .spatial: .leftToRight
      case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
      }
    }

    // MARK: - Geometry

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
      get {
        CGRect(
          x: storedCenter.x - storedSize.width / 2, y: storedCenter.y - storedSize.height / 2,
          width: storedSize.width, height: storedSize.height)
      }
      set {
        storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
        applySize(newValue.size)
        observers.notify(.frame)
      }
    }

    /// The view's own coordinate space: `origin` shifts the subviews, `size` is the frame's size.
    open var bounds: CGRect {
      get { CGRect(origin: boundsOrigin, size: storedSize) }
      set {
        boundsOrigin = newValue.origin
        applySize(newValue.size)
        observers.notify(.bounds)
      }
    }

    /// The centre in the superview's coordinates.
    open var center: CGPoint {
      get { storedCenter }
      set {
        storedCenter = newValue
        observers.notify(.center)
      }
    }

    /// The bounds origin; a scroll view maps it to its content offset.
    package var boundsOrigin: CGPoint {
      get { storedOrigin }
      set { storedOrigin = newValue }
    }

    private func applySize(_ size: CGSize) {
      guard size != storedSize else { return }
      storedSize = size
      // A size change lays the view out again, as UIKit does.
      setNeedsLayout()
      boundsSizeDidChange()
    }

    /// Called after the size changed (a scroll view updates its scrollers).
    package func boundsSizeDidChange() {}

    /// The size that fits: the current size, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)`.
    open func sizeToFit() {
      let size = sizeThatFits(bounds.size)
      frame = CGRect(origin: frame.origin, size: size)
    }

    /// The insets of the bounds that bars and the screen's edges cover (see
    /// `modelSafeAreaInsets` for the model).
    open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets }

    /// Called after `safeAreaInsets` changed, in the layout pass.
    open func safeAreaInsetsDidChange() {}

    /// The size the view's content asks for: none (UIKit's `noIntrinsicMetric`, -1, on both
    /// axes) unless a subclass measures its content.
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    // SDK: public class let layoutFittingCompressedSize: CGSize — UIView.h:542
    // (UILayoutFittingCompressedSize), listed in uikit-api.md's UIView section
    /// The smallest size: 0 by 0.
    public class var layoutFittingCompressedSize: CGSize { .zero }
    // SDK: public class let layoutFittingExpandedSize: CGSize — UIView.h:543
    /// A size larger than any layout: UIKit's is 10⁶ by 10⁶... here as there, a large value.
    public class var layoutFittingExpandedSize: CGSize {
      CGSize(width: 1_000_000, height: 1_000_000)
    }

    // SDK: open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize — UIView.h:549:
    // "Equivalent to sending -systemLayoutSizeFittingSize:withHorizontalFittingPriority:
    // verticalFittingPriority: with UILayoutPriorityFittingSizeLevel for both priorities."
    /// The size closest to `targetSize` the view's constraints allow (see the three-argument
    /// form for the model).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
    }

    // SDK: open func systemLayoutSizeFitting(_ targetSize: CGSize,
    // withHorizontalFittingPriority: UILayoutPriority, verticalFittingPriority:
    // UILayoutPriority) -> CGSize — UIView.h:550 (iOS 8): "The size fitting most closely to
    // targetSize in which the receiver's subtree can be laid out while optimally satisfying
    // the constraints" (UIView.h:546). Not in uikit-api.md, hence `package` (and not
    // overridable here: `modelFittingHeight` stands for a subclass's constraints).
    /// The size closest to `targetSize` the view's constraints allow: a required axis is the
    /// target's. Auto Layout is not modelled: the view's constraints are
    /// ``modelFittingHeight`` where a test gives it, else its intrinsic content size (0 where it
    /// has none, as a view without constraints fits in no room).
    package func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
      verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
      let intrinsic = intrinsicContentSize
      let width = horizontal == .required ? targetSize.width : max(intrinsic.width, 0)
      let height =
        vertical == .required
        ? targetSize.height : modelFittingHeight?(width) ?? max(intrinsic.height, 0)
      return CGSize(width: width, height: height)
    }

    /// Says that `intrinsicContentSize` changed: "the constraint-based layout system accounts
    /// for the change the next time it updates the layout" (developer.apple.com/documentation/
    /// uikit/uiviewinvalidating/intrinsiccontentsize). The stub has no constraint-based layout,
    /// so nothing else changes; a view laid out by frames hears of it from no one.
    open func invalidateIntrinsicContentSize() {}

    // MARK: - Hierarchy

    /// The view this one is a subview of.
    open var superview: UIView? { storedSuperview }

    // SDK: open var next: UIResponder? { get } — UIResponder.h:70; a view's is its controller
    // when it is a controller's view, else its superview (developer.apple.com/documentation/
    // uikit/uiresponder/next)
    package override var next: UIResponder? { owningController ?? storedSuperview }
    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The window the view is in, if any.
    open var window: UIWindow? { modelWindow }
    /// Removes the view from its superview.
    open func removeFromSuperview() { modelRemoveFromSuperview() }
    /// Inserts `view` at `index` of the subviews (moving it if it already is one).
    open func insertSubview(_ view: UIView, at index: Int) { modelInsertSubview(view, at: index) }
    /// Adds `view` in front of the other subviews.
    open func addSubview(_ view: UIView) { modelInsertSubview(view, at: storedSubviews.count) }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      modelInsertSubview(view, belowSubview: siblingSubview)
    }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      modelInsertSubview(view, aboveSubview: siblingSubview)
    }
    /// Moves a subview in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
      guard view.storedSuperview === self else { return }
      modelInsertSubview(view, at: storedSubviews.count - 1)
    }
    /// Moves a subview behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
      guard view.storedSuperview === self else { return }
      modelInsertSubview(view, at: 0)
    }
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { modelIsDescendant(of: view) }
    /// The view itself or the first descendant (depth first) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? { modelViewWithTag(tag) }

    // MARK: - Hit-testing and conversion
    /// Whether the view's own coordinate system runs right to left: x grows leftward from its
    /// right edge, and its subviews are flipped back so that their content reads as laid out.
    /// A collection view does this for a layout that asks for it (UICollectionViewLayout.h:140);
    /// other views never do.
    package var flipsBoundsHorizontally: Bool { false }

    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    ///
    /// Hidden views, views with `alpha` below 0.01 and views with user interaction off are
    /// skipped with their subviews; subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      modelHitTest(point, with: event)
    }
    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.contains(point)
    }
    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      modelConvert(point, to: view)
    }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      modelConvert(point, from: view)
    }
    /// Converts a rectangle from this view's coordinates to `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      modelConvert(rect, to: view)
    }
    /// Converts a rectangle from `view`'s coordinates to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      modelConvert(rect, from: view)
    }

    // MARK: - Layout

    /// Marks the view for `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() { needsLayout = true }
    /// Lays out this view (if marked) and then its subtree, top down.
    open func layoutIfNeeded() {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      for subview in storedSubviews { subview.layoutIfNeeded() }
    }
    /// Lays out the subviews (nothing by default).
    open func layoutSubviews() {}

    // MARK: - Gestures

    /// Attaches a gesture recognizer.
    /// A recognizer is attached to one view at a time (UIGestureRecognizer.h:55, `view`: "set
    /// by adding the recognizer to a UIView using the addGestureRecognizer: method"): adding it
    /// here detaches it from its view. A scroll view's `panGestureRecognizer` added to another
    /// view still scrolls its scroll view, for the touches on that view (WWDC 2014 session 235);
    /// added back to its scroll view, it is the scroll view's own again (the model keeps a
    /// scroll view's own pan out of `gestureRecognizers`).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
      if gestureRecognizer.owningScrollView !== self {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
      }
      gestureRecognizer.attachedView = self
    }

    /// Detaches a gesture recognizer (a scroll view's own pan too: the view no longer scrolls
    /// by touch).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      if gestureRecognizer.owningScrollView === self, gestureRecognizer.attachedView === self {
        gestureRecognizer.attachedView = nil
        return
      }
      guard let list = gestureRecognizers, list.contains(where: { $0 === gestureRecognizer })
      else { return }
      gestureRecognizers = list.filter { $0 !== gestureRecognizer }
      gestureRecognizer.attachedView = nil
    }

    /// Whether a gesture recognizer attached to this view may begin (true, as UIKit's default).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }

    // MARK: - Accessibility

    // The SDK declares these on NSObject (the UIAccessibility informal protocol, uikit-api.md
    // §3a); the stub's views are the only objects made accessible, so they live here.

    /// Whether assistive technologies see the view as one element (false, as a plain view).
    open var isAccessibilityElement: Bool = false
    /// What VoiceOver reads for the element.
    open var accessibilityLabel: String?
    /// The element's value, read after its label (a slider's position, a tab's badge).
    open var accessibilityValue: String?
    /// What the element is and does.
    open var accessibilityTraits: UIAccessibilityTraits = .noTraits
    /// The elements inside the view, in the order VoiceOver visits them (nil: the subviews).
    open var accessibilityElements: [Any]?
    /// Whether every element inside the view is hidden from assistive technologies, the view's
    /// own included (false; UIAccessibility.h:156-160: "Marks all the accessible elements
    /// contained within as hidden").
    open var accessibilityElementsHidden: Bool = false
  }
#endif

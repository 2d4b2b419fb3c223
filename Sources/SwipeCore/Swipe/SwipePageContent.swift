/// What the container needs to know about one page's list, as returned by its data source.
public struct SwipePageContent: Sendable, Equatable {
  /// The kind of page; pages are recycled between indices of the same kind (a table and a
  /// collection never share a slot).
  public var reuseIdentifier: String
  /// The height of the list's content, without the reserved header space or any padding.
  public var contentHeight: Double
  /// The inset the page's owner keeps on its scroll view (a hosted page's own `contentInset`: a
  /// tab bar's bottom inset, a third-party refresh header's held height). The container adds its
  /// reservation on top and never takes this part away.
  public var baseInset: Insets

  /// How the page reserves the space above its content for the header and the bar.
  public var reservation: PageReservation
  /// What the host's system adds to the page's inset when it is described
  /// (``ScrollSurface/systemInset``; UIKit's safe-area part): the container writes its own part
  /// around it from the first pass. Later changes come with the page's reports.
  public var systemInset: Insets

  /// Creates a description; negative or non-finite heights count as 0, non-finite insets as 0.
  public init(
    reuseIdentifier: String = "page", contentHeight: Double, baseInset: Insets = .zero,
    reservation: PageReservation = .contentInset, systemInset: Insets = .zero
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.contentHeight = contentHeight.validLength
    self.baseInset = baseInset.sanitized
    self.reservation = reservation
    self.systemInset = systemInset.sanitized.topAndBottom
  }

  /// A list of `rows` rows of `rowHeight` points.
  public static func rows(_ rows: Int, height rowHeight: Double, reuseIdentifier: String = "table")
    -> SwipePageContent
  {
    SwipePageContent(
      reuseIdentifier: reuseIdentifier, contentHeight: Double(max(rows, 0)) * rowHeight.validLength)
  }
}

/// How a page reserves the space above its content (`T + H + B`) for the shared header and bar
/// (the seed's two modes).
public enum PageReservation: Sendable, Hashable {
  /// Through the top content inset (default): the content starts below the reserved space.
  case contentInset
  /// Through a placeholder at the top of the content (a table's `tableHeaderView`, a waterfall
  /// layout's top placeholder): the inset stays the owner's, for refresh controls that assume
  /// the content starts at y = 0. The host installs it (``SwipeHostCommand/setPagePlaceholder(slot:height:)``).
  case placeholder
  /// The part that stays on screen (the top inset and the bar, `T + B`) through the top content
  /// inset, the header (`H`) through a placeholder at the top of the content. What UIKit pins at
  /// the top of the visible area (`contentOffset.y + adjustedContentInset.top`: a plain table's
  /// section headers, a flow layout's pinned headers) then pins right below the bar once the
  /// header has scrolled away, and rides with the content before: the mode for plain tables.
  case headerPlaceholder

  /// The placeholder of a page reserving `reservedTop` (`T + H + B`) with a header `header`
  /// tall.
  func placeholder(reservedTop: Double, header: Double) -> Double {
    switch self {
    case .contentInset: 0
    case .placeholder: reservedTop
    case .headerPlaceholder: min(max(header, 0), reservedTop)
    }
  }
}

/// A loaded page: a slot (the identity a renderer keeps a view for, recycled by kind), the index
/// it shows, its content, and its vertical scroll view.
public struct SwipePage: Sendable {
  /// The slot's identity, stable while the page stays loaded and reused for a later page of the
  /// same kind; renderers key their views on it.
  public let slot: Int
  /// The page index the slot shows.
  public internal(set) var index: Int
  /// The page's content description.
  public internal(set) var content: SwipePageContent
  /// The page's vertical scroll view. Its top inset reserves `T + H + B`; its bottom inset holds
  /// the short-content padding.
  public internal(set) var scroller: Scroller
  /// The bottom padding added so a short list can collapse the header.
  public internal(set) var padding: Double = 0
  /// Whether the page, shown beside the current one, agrees with it and follows it. A page that
  /// came to rest disagreeing (it was moving: a refresh revealing, a bounce settling) does not:
  /// it stays where it is until it agrees, or leaves the screen and is aligned as it reappears.
  var followsCurrent = true

  // MARK: Hosted pages

  /// The inset the page's owner keeps below the container's reservation (hosted pages).
  var ownerInset = Insets.zero
  /// The owner's top inset when the page loaded: part of where the page rests (`s = 0`). What
  /// the owner adds later holds the page open like a refresh (a third-party header's height).
  var ownerRestTop = 0.0
  /// The `contentOffset.y` the host's scroll view has, as far as the container knows; nil
  /// before the first report or command.
  var hostOffset: Double?
  /// The `contentInset` the host's scroll view has, as far as the container knows.
  var hostInset: Insets?
  /// The top and bottom of the part of the host's inset its system adds
  /// (``ScrollSurface/systemInset``): the container writes the scroller's inset minus this.
  var hostSystemInset = Insets.zero
  /// The `contentInset` the host's view gets: the scroller's whole inset less the system's part.
  var hostContentInset: Insets { scroller.contentInset.subtracting(hostSystemInset) }
  /// The indicator insets the host's view has, as far as the container knows (top and bottom).
  var hostIndicatorInset: Insets?
  /// The top and bottom of what the host's system adds to the view's indicator insets
  /// (``ScrollSurface/indicatorSystemInset``).
  var hostIndicatorSystemInset = Insets.zero
  /// Whether the host's scroll view moves on its own (a finger, a deceleration).
  var hostMoving = false
  /// Whether the host's scroll view runs a motion of its own (a deceleration, a bounce, an
  /// animation), with or without a finger resting on it.
  var hostHasMotion = false
  /// Where a change of the host's inset moved the host's offset (UIKit's clamp or rubber band
  /// for the new range), until the container writes its offset back.
  var insetDisplacedOffset: Double?
  /// The host's last change of content height and when it came: an offset change by as much
  /// at the same instant is UIKit's correction.
  var contentGrowth: (delta: Double, time: Double)?
  /// The container ended the touch the mirror followed: the host's finger must let go too.
  var hostTouchCancelled = false
  /// The app set the host's offset since the last layout pass.
  var offsetSetByApp = false
  /// A change of the host's offset the container did not make, on a host that cannot say
  /// whether the view animates (``ScrollSurface/reportsScrollAnimation``); nil when none.
  var outsideMotion: OutsideMotion?
  /// The placeholder the page's content starts with (0 when the inset reserves the space).
  var placeholder = 0.0
  /// The placeholder the host's view has, as far as the container knows: the last one it was
  /// sent.
  var hostPlaceholder: Double?
  /// The host's view may have lost its placeholder (its data source described it again): the
  /// next pass sends it again, whatever was sent before.
  var resendsPlaceholder = false

  /// The host's view may have changed while its data source described it again (a table
  /// reloading): the next pass sends its insets and placeholder again, and its offset unless
  /// the view is moving by itself (a command would stop it).
  mutating func forgetHostState() {
    if !hostMoving { hostOffset = nil }
    hostInset = nil
    hostIndicatorInset = nil
    // The view keeps the placeholder it was sent (its content height is read against it) until
    // the next pass sends the current one.
    resendsPlaceholder = true
  }
}

/// What a host that cannot report animations (UIKit before iOS 17.4) showed of a change the
/// container did not make: a single set of the offset, or the frames of an animation (the app's
/// `setContentOffset(_:animated: true)`, `scrollRectToVisible`, UIKit's keyboard avoidance).
/// The two differ only in time: a set changes the offset once, an animation again at the next
/// frame.
struct OutsideMotion: Equatable {
  /// The instant of the first layout pass after the latest change; nil until that pass.
  var seenAt: Double?
  /// The offset changed again after a pass had seen it: the host animates the view.
  var isAnimation: Bool
}

import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scene plus a timed list of touches and API calls: the format `swipe simulate` plays, tests
/// assert on, and bug reports carry (see SCENARIOS.md).
///
/// Units are points, seconds and points per second; coordinates are in the viewport, origin top
/// left, y down.
public struct Scenario: Sendable {
  /// The size of the screen the scene fills.
  public var viewport: CGSize
  /// Simulation steps (and drag touch samples) per second.
  public var frameRate: Double
  /// What is simulated.
  public var scene: Scene
  /// The input, in time order (equal times keep file order).
  public var events: [ScenarioEvent]
  /// When to print the state.
  public var sampling: Sampling
  /// Which front end plays the scene: the engine itself, or (swipe scenes) SwipeUIKit's view.
  public var host: ScenarioHost
  /// Whether UIKit-host samples report the view's `contentOffset` writes to scroll views a
  /// user's motion moves (`"report": ["writes"]`).
  public var reportsWrites = false

  /// Creates a scenario.
  public init(
    viewport: CGSize, frameRate: Double = 120, scene: Scene, events: [ScenarioEvent],
    sampling: Sampling, host: ScenarioHost = .engine
  ) {
    self.viewport = viewport
    self.frameRate = frameRate
    self.scene = scene
    self.events = events
    self.sampling = sampling
    self.host = host
  }
}

/// The front end that plays a scenario (`"host"` in the file).
public enum ScenarioHost: String, Sendable, Hashable, CaseIterable {
  /// The headless engine (the default).
  case engine
  /// SwipeUIKit's `SwipeTableView` on UIKit (on Linux, on UIKitStub): swipe scenes only. The
  /// output must be the engine's.
  case uikit
}

/// The kind of scene a scenario simulates.
public enum Scene: Sendable {
  /// The swipe container.
  case swipe(SwipeScene)
  /// One scroll view filling the viewport.
  case scroller(ScrollerScene)
  /// A paging-by-cell carousel filling the viewport.
  case carousel(CarouselScene)
  /// A compositional layout on a collection view filling the viewport.
  case compositional(CompositionalScene)

  /// The scene's key in the file.
  public var key: String {
    switch self {
    case .swipe: SwipeScene.key
    case .scroller: ScrollerScene.key
    case .carousel: CarouselScene.key
    case .compositional: CompositionalScene.key
    }
  }
}

/// When a scenario prints the state.
public enum Sampling: Sendable, Hashable {
  /// Every `interval` seconds from 0 through `until`.
  case every(TimeInterval, until: TimeInterval)
  /// At these times, in ascending order.
  case at([TimeInterval])

  /// The sample times in ascending order, from 0 through `InputLimits.maximumDuration`, at
  /// most `InputLimits.maximumSamples` + 1 of them: what a file may ask for. Times outside
  /// that range (and NaN) are left out, so a sampling built in code never asks for unbounded
  /// work.
  public var times: [TimeInterval] {
    switch self {
    case .every(let interval, let until):
      let end = min(until, InputLimits.maximumDuration)
      guard interval > 0, interval.isFinite, end >= 0 else { return [0] }
      let count = min(
        Int(saturating: (end / interval + 1e-9).rounded(.down)), InputLimits.maximumSamples)
      return (0...count).map { Double($0) * interval }
    case .at(let times):
      let valid = times.filter { $0 >= 0 && $0 <= InputLimits.maximumDuration }
      return Array(valid.sorted().prefix(InputLimits.maximumSamples))
    }
  }

  /// The last sample time: the simulation stops there.
  public var end: TimeInterval { times.last ?? 0 }
}

/// One input of a scenario.
public struct ScenarioEvent: Sendable {
  /// When it happens, in seconds.
  public var time: TimeInterval
  /// What happens.
  public var action: ScenarioAction
  /// Where the event is in its file (`events[3]`), for errors found after decoding.
  public var path: String

  /// Creates an event.
  public init(time: TimeInterval, action: ScenarioAction, path: String = "events") {
    self.time = time
    self.action = action
    self.path = path
  }
}

/// What a scenario event does.
public enum ScenarioAction: Sendable {
  /// A raw touch of a finger (1, or 2 for a second finger: swipe scenes); `down` and `move`
  /// carry a position.
  case touch(TouchPhase, CGPoint?, finger: Int = 1)
  /// Finger down at `from`, linear move to `to` with one sample per frame, hold, lift.
  case drag(DragGesture)
  /// A release with this content velocity (points per second).
  case fling(vx: Double, vy: Double)
  /// A two-finger trackpad or mouse-wheel scroll (swipe scenes): the pointer stays at `from`,
  /// the content moves by `to − from` in equal steps over `duration` (as a finger moving by it
  /// would), then the scroll ends with its velocity. No finger touches the screen: no slop.
  case scroll(DragGesture)
  /// An API call.
  case call(ScenarioCall)
}

/// A scripted drag: down at `from`, linear move to `to` over `duration`, still for `hold`, lift.
public struct DragGesture: Sendable, Equatable {
  /// Where the finger touches down.
  public var from: CGPoint
  /// Where the finger is when the move ends.
  public var to: CGPoint
  /// Seconds of movement.
  public var duration: TimeInterval
  /// Seconds the finger stays still at `to` before lifting.
  public var hold: TimeInterval

  /// Creates a drag.
  public init(from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval = 0) {
    self.from = from
    self.to = to
    self.duration = duration
    self.hold = hold
  }
}

/// An API call in a scenario. Which calls a scene accepts is checked when the file is read.
public enum ScenarioCall: Sendable, Equatable {
  /// `setContentOffset(_:animated:)` on the scroller, or the current page of a container (its
  /// UIKit `contentOffset`, which includes the reserved `T + H + B`).
  case setContentOffset(x: Double, y: Double, animated: Bool)
  /// `scrollToItem(at:animated:)` on a container.
  case scrollToItem(index: Int, animated: Bool)
  /// Scroll a carousel to a page.
  case scrollToPage(index: Int, animated: Bool)
  /// Reload a container, with new pages or the same ones.
  case reloadData(pages: [SwipeScene.Page]?)
  /// Set (or, with nil, remove) the container's header.
  case setHeader(height: Double?)
  /// Set (or, with nil, remove) the container's bar.
  case setBar(height: Double?)
  /// Change the container's top inset.
  case setTopInset(Double)
  /// A viewport change.
  case resize(CGSize)
  /// Start refreshing a page programmatically.
  case beginRefreshing(page: Int)
  /// End a page's refresh.
  case endRefreshing(page: Int)
  /// End a page's load-more.
  case endLoadingMore(page: Int)
  /// Mark a page as having no more data to load.
  case setNoMoreData(page: Int)
  /// `scrollToItem` in a compositional scene: the row (or the list) holding `item` of `section`.
  case scrollToSectionItem(section: Int, item: Int, animated: Bool)
  /// A `fling` event with a `section` (compositional scenes): the velocity across the list goes
  /// to that section's row, the one along it to the list. Carried as a call so every runner
  /// passes it through unchanged.
  case flingSection(section: Int, vx: Double, vy: Double)
  /// VoiceOver's three-finger scroll on a container; what VoiceOver says is reported as the
  /// event `announce:<text>`.
  case accessibilityScroll(AccessibilityScrollDirection)
  /// A tap on the bar's tab `index`: an animated `scrollToItem` (immediate with `reduceMotion`).
  case selectTab(index: Int)
  /// The user taps the status bar (swipe scenes): UIKit scrolls the one scroll view that allows
  /// it, the current page, to its top.
  case tapStatusBar
  /// The app assigns a whole `contentInset` to a page's scroll view (`UIEdgeInsets(top: top,
  /// left: 0, bottom: bottom, right: 0)`); swipe scenes.
  case setPageContentInset(page: Int, top: Double, bottom: Double)
  /// UIKit shifts a page's content by `dy` (self-sizing rows above the visible area, a layout's
  /// `contentOffsetAdjustment`): its content height and offset both grow by `dy`; swipe scenes.
  case correctOffset(page: Int, dy: Double)

  /// The call's name in the file.
  public var name: String {
    switch self {
    case .setContentOffset: "setContentOffset"
    case .scrollToItem: "scrollToItem"
    case .scrollToPage: "scrollToPage"
    case .reloadData: "reloadData"
    case .setHeader: "setHeader"
    case .setBar: "setBar"
    case .setTopInset: "setTopInset"
    case .resize: "resize"
    case .beginRefreshing: "beginRefreshing"
    case .endRefreshing: "endRefreshing"
    case .endLoadingMore: "endLoadingMore"
    case .setNoMoreData: "setNoMoreData"
    case .scrollToSectionItem: "scrollToItem"
    case .flingSection: "fling"
    case .accessibilityScroll: "accessibilityScroll"
    case .selectTab: "selectTab"
    case .tapStatusBar: "tapStatusBar"
    case .setPageContentInset: "setPageContentInset"
    case .correctOffset: "correctOffset"
    }
  }
}

import Foundation

/// A copy of a hosted mirror running the motion its host began by itself, as UIKit runs it (the
/// same closed forms from the same start), checked against every frame the host reports.
struct HostMotionPrediction {
  var scroller: Scroller
  /// When the host began the motion (seconds).
  var begun: TimeInterval
  /// The next instant the predicted motion changes what the layout pass reads (the visible
  /// pages or the current index), and the pager cell it was searched from.
  var change: TimeInterval?
  var searchedFrom: SwipeContainer.PagerCell?
}

/// A delegate that answers a release with the target the host reported.
private struct ReportedTarget: ScrollerDelegate {
  let target: Double

  func scrollerWillEndDragging(_ scroller: Scroller, velocity: Double, targetOffset: inout Double) {
    targetOffset = target
  }
}

extension SwipeContainer {
  // MARK: - Instants between the host's frames

  /// The next instant after the container's current time at which a hosted container's layout
  /// pass must run between the host's frames for its outcome to be the headless container's;
  /// nil when none is known.
  ///
  /// The headless container takes some decisions at the exact instant something happens: a
  /// refresh timer running out, the pager showing another set of pages or changing the current
  /// index as it moves, a neighbour coming to rest. A frame-driven host would see them at its
  /// next frame, with every view moved on by then. A front end runs ``hostedLayout(at:)`` at this
  /// instant too (a run-loop timer), after its scroll views report where they are then.
  ///
  /// For the host's own pager motion (a settle or a fling after a lift) the instant comes from a
  /// prediction: the motion UIKit begins, run from its release velocity and target with the same
  /// physics, and checked against every frame the host reports (dropped as soon as it
  /// disagrees). The prediction only says when to look: the decision is still taken on the
  /// positions the host reports at that instant. It is taken a hair after the predicted change
  /// (``hostedInstantMargin``), so the host's pager has certainly crossed.
  public var nextHostedInstant: TimeInterval? {
    guard host != nil else { return nil }
    // What the container itself runs (timers, its own motions) it knows exactly.
    var earliest = nextLayoutInstant(before: now + Self.hostedHorizon)
    if let prediction = hostPager.prediction, let change = prediction.change {
      // A hair after the change, but before the motion's own end when that comes sooner (the
      // spring reaching its page an instant after it shows another set): the host's end
      // notification then comes after the decision, as in the headless container.
      var lead = Self.hostedInstantMargin
      if let end = prediction.scroller.nextMotionTransition, end > change {
        lead = min(lead, (end - change) / 2)
      }
      let instant = change + lead
      if instant > now, instant < (earliest ?? .infinity) { earliest = instant }
    }
    return earliest
  }

  /// How far ahead ``nextHostedInstant`` searches the container's own motions (seconds): the
  /// front end asks again at every pass.
  static let hostedHorizon: TimeInterval = 1

  /// How long after a predicted change ``nextHostedInstant`` looks (seconds): far beyond the
  /// last-bit differences of two evaluations of one trajectory, far below anything visible
  /// (30,000 pt/s covers 3·10⁻⁴ pt in it).
  public static let hostedInstantMargin: TimeInterval = 1e-8

  /// The host's pager released at `time` with `velocity` (points per second) toward `target`:
  /// the mirror's copy runs the motion the host starts.
  func predictHostPager(releasedAt time: TimeInterval, velocity: Double, target: Double) {
    var probe = hostMotionProbe(at: time)
    var delegate = ReportedTarget(target: target)
    probe.release(velocity: velocity.finiteOrZero / 1000, delegate: &delegate)
    startPrediction(probe, at: time)
  }

  /// The host's pager began to settle at `time` without a release (a finger lifted without
  /// dragging): the mirror's copy settles as the host does.
  func predictHostPager(settlingAt time: TimeInterval) {
    var probe = hostMotionProbe(at: time)
    var ignore = IgnoringScrollerDelegate()
    probe.settle(delegate: &ignore)
    startPrediction(probe, at: time)
  }

  /// The pager's mirror at `time`, with no motion and no finger: where the host's motion starts.
  private func hostMotionProbe(at time: TimeInterval) -> Scroller {
    var probe = pager
    var ignore = IgnoringScrollerDelegate()
    probe.stopMotion(delegate: &ignore)
    probe.touch = .none
    probe.touchIsFollowed = false
    probe.advance(to: time, delegate: &ignore)
    return probe
  }

  private func startPrediction(_ probe: Scroller, at time: TimeInterval) {
    hostPager.prediction =
      probe.motion == .none ? nil : HostMotionPrediction(scroller: probe, begun: time)
  }

  /// Keeps the prediction while the host's pager, reported at `time`, is where it predicts;
  /// drops it once the host stopped or went elsewhere (a touch, the app's own offset, physics
  /// that differ from the prediction's).
  func checkHostPagerPrediction(at time: TimeInterval) {
    guard var prediction = hostPager.prediction else { return }
    hostPager.prediction = nil
    guard hostPager.isMoving, let offset = hostPager.offset, time.isFinite else { return }
    var ignore = IgnoringScrollerDelegate()
    prediction.scroller.advance(to: time, delegate: &ignore)
    let logical = physicalPagerOffset(offset)
    guard abs(prediction.scroller.offset - logical) <= Self.predictionTolerance else { return }
    hostPager.prediction = prediction
  }

  /// How far the host may be from the prediction before it is dropped (points).
  static let predictionTolerance = 0.001

  /// Searches the prediction for the next change of the visible pages or the current index,
  /// once per pager cell (the search walks the motion).
  func updatePredictedPagerChange() {
    guard var prediction = hostPager.prediction else { return }
    let cell = pagerCell(at: pager.offset)
    if prediction.searchedFrom == cell, (prediction.change ?? .infinity) > now { return }
    prediction.searchedFrom = cell
    prediction.change = nil
    if pageCount > 1, let end = prediction.scroller.nextMotionTransition, end.isFinite {
      prediction.change = prediction.scroller.firstChange(before: end + Self.instantResolution) {
        self.pagerCell(at: $0) == cell
      }
    }
    hostPager.prediction = prediction
  }
}

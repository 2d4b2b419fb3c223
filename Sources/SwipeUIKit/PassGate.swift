#if canImport(UIKit) || os(Linux)
  import Foundation

  /// Runs the adapter's layout passes one at a time (DESIGN.md §12): a pass asked for while one
  /// runs (a delegate, an action or an observer the pass reaches asks the view for another) is
  /// deferred and runs right after the outer one returns, at the latest instant asked for,
  /// never inside it.
  @MainActor package final class PassGate {
    /// Whether a pass runs now.
    package private(set) var isRunning = false
    /// A pass asked for during the running one, at this instant.
    private var pending: TimeInterval?
    /// How many passes were deferred since the gate was made.
    package private(set) var deferredCount = 0
    /// How many deferred passes run after one outer pass at most: a delegate that asks for a
    /// pass from every pass gets the rest at the next frame (`overflow`).
    package static let rerunLimit = 8

    /// A gate with no pass running.
    package init() {}

    /// Runs `pass` at `time` now, or after the running pass (then at the latest instant asked
    /// for). Deferred passes beyond ``rerunLimit`` are handed to `overflow`.
    package func run(
      at time: TimeInterval, _ pass: (TimeInterval) -> Void, overflow: () -> Void = {}
    ) {
      guard !isRunning else {
        pending = max(pending ?? time, time)
        deferredCount += 1
        return
      }
      isRunning = true
      defer { isRunning = false }
      pass(time)
      var reruns = 0
      while let next = pending {
        guard reruns < Self.rerunLimit else {
          pending = nil
          overflow()
          return
        }
        pending = nil
        reruns += 1
        pass(next)
      }
    }
  }
#endif

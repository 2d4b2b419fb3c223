import Foundation

/// The budgets of DESIGN.md §9c: what a scenario or layout file may ask for.
///
/// Files are checked against these limits while they are read, before any work starts, and a
/// value past one is a ``ScenarioError`` naming its JSON path and the limit. The scenario runner
/// also clamps to them, so a ``Scenario`` built in code never asks for unbounded work either.
public enum InputLimits {
  /// The longest time a file may mention, in seconds: durations, holds, event and sample times.
  public static let maximumDuration: TimeInterval = 600
  /// The frame rates a scenario may ask for, in Hz.
  public static let frameRates: ClosedRange<Double> = 1...1000
  /// The most samples a scenario may ask for.
  public static let maximumSamples = 1_000_000
  /// The most elements a file may describe in all: waterfall items, compositional items (nested
  /// `count`s multiplied out), carousel cells and container pages.
  public static let maximumElements = 10_000_000
  /// The deepest nesting of arrays and objects a file may have.
  public static let maximumNestingDepth = 256
  /// The largest magnitude of any number in a file (a length, a coordinate, a velocity), and of
  /// any length derived from several (rows × row height, a sum of heights and spacings, a
  /// content height).
  public static let maximumMagnitude = 1e12
  /// ``maximumMagnitude`` as error messages print it.
  static let maximumMagnitudeText = "1e12"

  /// Whether a derived length (a product or a sum of lengths from the file) is within
  /// ``maximumMagnitude``; false for NaN and infinities.
  public static func isWithinMagnitude(_ value: Double) -> Bool {
    abs(value) <= maximumMagnitude
  }
}

/// Counts the elements a file describes against ``InputLimits/maximumElements``, so a file that
/// asks for too many is rejected before anything is allocated for them.
///
/// One budget serves a whole file: every decoder that creates elements (a waterfall's items, a
/// compositional layout's items with nested `count`s multiplied out, a carousel's cells, a
/// container's pages) spends from it at the node that asks for them.
public struct ElementBudget: Sendable, Hashable {
  /// The elements counted so far.
  public private(set) var used = 0
  /// The most elements allowed.
  public let limit: Int

  /// A budget of `limit` elements.
  public init(limit: Int = InputLimits.maximumElements) {
    self.limit = limit
  }

  /// Counts `count` more elements, asked for at `node`.
  ///
  /// - Throws: ``ScenarioError`` at `node` when the file's total passes the limit.
  public mutating func spend(_ count: Int, at node: JSONNode) throws(ScenarioError) {
    try spend(count, at: node.path)
  }

  /// Counts `count` more elements, asked for at the JSON path `path`.
  ///
  /// - Throws: ``ScenarioError`` at `path` when the file's total passes the limit.
  public mutating func spend(_ count: Int, at path: String) throws(ScenarioError) {
    let (total, overflow) = used.addingReportingOverflow(max(count, 0))
    guard !overflow else { throw tooMany("more than \(Int.max)", at: path) }
    guard total <= limit else { throw tooMany("\(total)", at: path) }
    used = total
  }

  /// Counts `count` copies of `each` elements (a `count` group of `each` items), asked for at
  /// `path`.
  ///
  /// - Throws: ``ScenarioError`` at `path` when the file's total passes the limit.
  public mutating func spend(_ count: Int, times each: Int, at path: String) throws(ScenarioError) {
    let (product, overflow) = max(count, 0).multipliedReportingOverflow(by: max(each, 0))
    guard !overflow else { throw tooMany("more than \(Int.max)", at: path) }
    try spend(product, at: path)
  }

  private func tooMany(_ total: String, at path: String) -> ScenarioError {
    ScenarioError(
      path: path, problem: "the file's elements total \(total), more than the limit of \(limit)")
  }
}

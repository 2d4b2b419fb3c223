import Foundation
import SwipeCore

/// Counts the elements a file describes against `InputLimits.maximumElements`, so a file that
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

import Foundation
import SwipeCore

extension SwipeScene {
  /// The segmented bar the scene's `bar.titles` describe, for a bar `width` wide, or nil
  /// without titles.
  ///
  /// Scenario files have no fonts: each title is measured by
  /// `SegmentedBarLayout.estimatedTitleWidth(_:fontSize:)` at 15 pt (9 pt a character), and
  /// the tabs use `SegmentedBarLayout.Configuration`'s defaults (scrollable, 12 pt of padding
  /// around each title, an indicator as wide as the title). UIKitStub's labels measure text the
  /// same way, so `SwipeSegmentedBar` shows the same tabs on the `uikit` host.
  ///
  /// - Complexity: O(total length of the titles).
  public func barLayout(width: Double, direction: LayoutDirection = .leftToRight)
    -> SegmentedBarLayout?
  {
    guard !barTitles.isEmpty else { return nil }
    return SegmentedBarLayout(
      titles: barTitles, width: width, direction: direction,
      measure: { SegmentedBarLayout.estimatedTitleWidth($0) })
  }

  /// `{"height": h, "titles": ["…", …]}`: a non-negative height and optional tab titles (each
  /// title counts against the file's element budget, as pages do).
  static func decodeBar(_ node: JSONNode, budget: inout ElementBudget) throws(ScenarioError)
    -> (height: Double, titles: [String])
  {
    let object = try node.object(allowing: ["height", "titles"])
    let height = try object.required("height").number(atLeast: 0)
    guard let list = object.optional("titles") else { return (height, []) }
    let elements = try list.array()
    try budget.spend(elements.count, at: list)
    var titles: [String] = []
    titles.reserveCapacity(elements.count)
    for element in elements {
      titles.append(try element.string())
    }
    return (height, titles)
  }
}

import Foundation
import SwipeCompositional
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `compositional` scene: a compositional layout shown in the viewport on a
/// `CompositionalCollection` (SCENARIOS.md).
///
/// The scene's object is a compositional layout file's `compositional` object; its `width` and
/// `height` may be left out (the collection view fills the viewport) and must match the
/// viewport when given. The list scrolls along the layout's axis and every orthogonally
/// scrolling section on its own row. Touches are routed as UIKit routes them: a drag over a row
/// moves the row when its dominant axis is the row's, else the list. A `fling` takes an
/// optional `section`: the velocity along the rows' axis (`vx` in a vertical layout) goes to that
/// section's row, the one along the list's axis to the list. Calls: `setContentOffset` (the
/// list), `scrollToItem` with `section`, `item` and `animated` (the row that holds the item, or
/// the list for a section that does not scroll orthogonally).
public struct CompositionalScene: Sendable {
  /// The scene's key in a scenario file.
  public static let key = "compositional"

  /// The layout, solved for the viewport.
  public var layout: CompositionalLayout

  /// A scene showing `layout`.
  public init(layout: CompositionalLayout) {
    self.layout = layout
  }

  static func decode(_ node: JSONNode, viewport: CGSize) throws(ScenarioError)
    -> CompositionalScene
  {
    CompositionalScene(layout: try LayoutFile.decodeCompositional(node, viewport: viewport))
  }

  /// `{"vx": …, "vy": …, "section": s}`: a plain fling, or one aimed at a section's row.
  static func decodeFling(_ node: JSONNode) throws(ScenarioError) -> ScenarioAction {
    let fling = try node.object(allowing: ["vx", "vy", "section"])
    let vx = try fling.number("vx", default: 0)
    let vy = try fling.number("vy", default: 0)
    guard let section = fling.optional("section") else { return .fling(vx: vx, vy: vy) }
    return .call(.flingSection(section: try section.integer(in: 0...Int.max), vx: vx, vy: vy))
  }

  /// `{"call": "scrollToItem", "section": s, "item": i, "animated": true}`.
  static func decodeScrollToItem(_ object: JSONObject) throws(ScenarioError) -> ScenarioCall {
    if object.contains("index") {
      throw ScenarioError(
        path: object.node.child("index"),
        problem: "compositional scenes name an item by \"section\" and \"item\"")
    }
    return .scrollToSectionItem(
      section: try object.required("section").integer(in: 0...Int.max),
      item: try object.required("item").integer(in: 0...Int.max),
      animated: try object.bool("animated", default: true))
  }

  /// Checks the sections and items the events name against the layout.
  func validate(_ events: [ScenarioEvent]) throws(ScenarioError) {
    let sections = layout.numberOfSections
    for event in events {
      guard case .call(let call) = event.action else { continue }
      switch call {
      case .flingSection(let section, _, _) where section >= sections:
        throw ScenarioError(
          path: "\(event.path).fling.section",
          problem: "must be < \(sections) (the section count), got \(section)")
      case .scrollToSectionItem(let section, let item, _):
        guard section < sections else {
          throw ScenarioError(
            path: "\(event.path).section",
            problem: "must be < \(sections) (the section count), got \(section)")
        }
        let items = layout.numberOfItems(inSection: section)
        guard item < items else {
          throw ScenarioError(
            path: "\(event.path).item",
            problem: "must be < \(items) (the items in section \(section)), got \(item)")
        }
      default:
        continue
      }
    }
  }
}

import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension JSONNode {
  /// A viewport's `safeArea`, `{"top": t, "bottom": b}` (each optional, ≥ 0, together at most
  /// the viewport's height); nil without one.
  func safeArea(in viewport: CGSize) throws(ScenarioError) -> Insets? {
    let object = try object(allowing: ["width", "height", "safeArea"])
    guard let node = object.optional("safeArea") else { return nil }
    let fields = try node.object(allowing: ["top", "bottom"])
    let height = Double(viewport.height)
    var edges: [Double] = []
    for key in ["top", "bottom"] {
      guard let edge = fields.optional(key) else {
        edges.append(0)
        continue
      }
      let value = try edge.number(atLeast: 0)
      let room = height - (edges.first ?? 0)
      guard value <= room else {
        throw edge.error(
          "must be ≤ \(room.messageText) (the viewport's height"
            + (edges.isEmpty ? ")" : " less the top)") + ", got \(value.messageText)")
      }
      edges.append(value)
    }
    return Insets(top: edges[0], bottom: edges[1])
  }
}

extension Scene {
  /// The scene in a viewport with `safeArea` (nil: none); only a swipe scene has one, an error
  /// at `path` otherwise.
  func placed(in safeArea: Insets?, at path: String) throws(ScenarioError) -> Scene {
    guard let safeArea else { return self }
    guard case .swipe(var swipe) = self else {
      throw ScenarioError(path: path, problem: "applies to swipe scenes only")
    }
    swipe.safeArea = safeArea
    return .swipe(swipe)
  }
}

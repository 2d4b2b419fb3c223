import Foundation
import SwipeCore

extension SwipeScene {
  /// The `layoutDirection` field: `"leftToRight"` or `"rightToLeft"`.
  static func decodeLayoutDirection(_ node: JSONNode) throws(ScenarioError) -> LayoutDirection {
    let choices = LayoutDirection.words.map { "\"\($0)\"" }.joined(separator: " or ")
    guard case .string(let name) = node.value else {
      throw node.error("must be \(choices), got \(node.value.typeName)")
    }
    guard let direction = LayoutDirection(word: name) else {
      throw node.error("must be \(choices), got \"\(name)\"")
    }
    return direction
  }
}

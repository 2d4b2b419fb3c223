import SwipeCore

/// An engine enum that scenario files and the JSON output name with words: each case is written
/// as its Swift name (`"leftToRight"`, `"belowBar"`), as SCENARIOS.md lists them.
///
/// The words belong to the scenario contract, not to SwipeCore: the engine's enums have no raw
/// values, so that an app compares them as integers and carries no strings for them
/// (docs/decisions/0030-values-carry-only-what-they-use.md).
public protocol ScenarioWord: Equatable, Sendable {
  /// Every case, in the order an error lists their words.
  static var cases: [Self] { get }
}

extension ScenarioWord {
  /// The case's word: its Swift name.
  public var word: String { String(describing: self) }

  /// Every case's word, in ``cases``' order.
  public static var words: [String] { cases.map(\.word) }

  /// The case whose word is `word`, or nil.
  public init?(word: String) {
    guard let match = Self.cases.first(where: { $0.word == word }) else { return nil }
    self = match
  }
}

extension Axis: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [Axis] = [.horizontal, .vertical]
}

extension LayoutDirection: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [LayoutDirection] = [.leftToRight, .rightToLeft]
}

extension TouchPhase: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [TouchPhase] = [.down, .move, .up, .cancel]
}

extension ScrollPhase: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [ScrollPhase] = [
    .idle, .tracking, .dragging, .decelerating, .bouncing, .paging, .animating,
  ]
}

extension RefreshPlacement: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [RefreshPlacement] = [.aboveHeader, .belowBar]
}

extension AccessibilityScrollDirection: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [AccessibilityScrollDirection] = [
    .left, .right, .up, .down, .next, .previous,
  ]
}

extension PageAppearance: ScenarioWord {
  /// Every case, in the order the type declares them.
  public static let cases: [PageAppearance] = [
    .willAppear, .didAppear, .willDisappear, .didDisappear,
  ]
}

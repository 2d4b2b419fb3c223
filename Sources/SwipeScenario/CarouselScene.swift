import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `carousel` scene: a horizontal paging-by-cell strip filling the viewport.
public struct CarouselScene: Sendable, Hashable {
  /// The scene's key in a scenario file.
  public static let key = "carousel"

  /// The carousel's cells and rule.
  public var configuration: Carousel.Configuration

  /// A scene for `configuration`.
  public init(configuration: Carousel.Configuration) {
    self.configuration = configuration
  }

  /// The most cells a carousel scene may have.
  public static let maximumItems = 100_000

  static func decode(_ node: JSONNode, budget: inout ElementBudget) throws(ScenarioError)
    -> CarouselScene
  {
    let object = try node.object(allowing: [
      "items", "spacing", "insets", "alignment", "maxPagesPerFling", "layoutDirection",
    ])
    let itemsNode = try object.required("items")
    var widths: [Double] = []
    if case .object = itemsNode.value {
      let items = try itemsNode.object(allowing: ["count", "width"])
      let countNode = try items.required("count")
      let count = try countNode.integer(in: 0...Self.maximumItems)
      try budget.spend(count, at: countNode)
      widths = Array(repeating: try items.required("width").number(atLeast: 0), count: count)
    } else {
      let elements = try itemsNode.array()
      guard elements.count <= Self.maximumItems else {
        throw itemsNode.error("must hold at most \(Self.maximumItems) cells, got \(elements.count)")
      }
      try budget.spend(elements.count, at: itemsNode)
      for element in elements { widths.append(try element.number(atLeast: 0)) }
    }
    var leading = 0.0
    var trailing = 0.0
    if let insets = object.optional("insets") {
      let fields = try insets.object(allowing: ["leading", "trailing"])
      leading = try fields.optional("leading")?.number(atLeast: 0) ?? 0
      trailing = try fields.optional("trailing")?.number(atLeast: 0) ?? 0
    }
    let spacing = try object.optional("spacing")?.number(atLeast: 0) ?? 0
    let stripWidth =
      widths.reduce(leading + trailing, +) + spacing * Double(max(widths.count - 1, 0))
    guard InputLimits.isWithinMagnitude(stripWidth) else {
      throw itemsNode.error(
        "the strip's width (cells, spacing and insets) must be ≤ "
          + "\(InputLimits.maximumMagnitudeText), got \(stripWidth.messageText)")
    }
    let alignment = try object.optional("alignment")?.choice(
      PagingByCell.Alignment.allCases.map(\.rawValue))
    let direction = try object.optional("layoutDirection")?.choice(LayoutDirection.self)
    return CarouselScene(
      configuration: Carousel.Configuration(
        itemWidths: widths, spacing: spacing,
        leadingInset: leading, trailingInset: trailing,
        alignment: alignment.flatMap(PagingByCell.Alignment.init(rawValue:)) ?? .center,
        maxPagesPerFling: try object.optional("maxPagesPerFling")?.integer(in: 1...1000) ?? 1,
        layoutDirection: direction ?? .leftToRight))
  }
}

/// The `carousel` scene's simulation.
struct CarouselSimulation: SceneSimulation {
  var carousel: Carousel
  var recorder = EventNameRecorder()

  mutating func advance(to time: TimeInterval) {
    carousel.advance(to: time, delegate: &recorder)
  }

  mutating func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    carousel.touch(phase, at: point, time: time, delegate: &recorder)
  }

  mutating func fling(vx: Double, vy: Double, time: TimeInterval) {
    carousel.fling(velocity: vx, at: time, delegate: &recorder)
  }

  mutating func perform(_ call: ScenarioCall, time: TimeInterval) {
    if case .scrollToPage(let index, let animated) = call {
      carousel.scrollToPage(index, animated: animated, at: time, delegate: &recorder)
    }
  }

  func sampleFields() -> [(String, JSONOutput)] {
    [
      ("offset", .number(carousel.scroller.offset)),
      ("page", .number(Double(carousel.currentPage))),
      ("phase", .string(carousel.scroller.phase.word)),
    ]
  }

  mutating func takeEventNames() -> [String] { recorder.take() }
}

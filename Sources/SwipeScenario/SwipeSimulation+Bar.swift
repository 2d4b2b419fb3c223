import Foundation
import SwipeCore

extension SwipeSimulation {
  /// The bar's segmented-bar fields of a sample (SCENARIOS.md: `tabs`, `indicator`, `scroll`),
  /// from the scene's titles laid out across the bar (``SwipeScene/barLayout(width:direction:)``)
  /// at the container's progress; none without titles or without a bar.
  func segmentedBarFields() -> [(String, JSONOutput)] {
    guard let bar = container.barFrame, !scene.barTitles.isEmpty else { return [] }
    let width = Double(bar.width)
    if barLayout?.width != width {
      barLayout = scene.barLayout(width: width, direction: scene.layoutDirection)
    }
    guard let layout = barLayout else { return [] }
    let progress = container.progress
    let scroll = layout.scrollOffset(progress: progress)
    let left = Double(bar.minX) - scroll
    func visible(_ span: SegmentedBarLayout.Span) -> SegmentedBarLayout.Span {
      SegmentedBarLayout.Span(x: left + span.x, width: span.width)
    }
    return Self.segmentedBarFields(
      tabs: (0..<layout.count).map { visible(layout.tab($0)) },
      indicator: layout.indicator(progress: progress).map(visible), scroll: scroll)
  }

  /// A segmented bar's sample fields: each tab's and the indicator's `x` and `width` in
  /// viewport coordinates (where the strip shows them), and the strip's scroll offset.
  public static func segmentedBarFields(
    tabs: [SegmentedBarLayout.Span], indicator: SegmentedBarLayout.Span?, scroll: Double
  ) -> [(String, JSONOutput)] {
    func span(_ span: SegmentedBarLayout.Span) -> JSONOutput {
      .object([("x", .number(span.x)), ("width", .number(span.width))])
    }
    return [
      ("tabs", .array(tabs.map(span))),
      ("indicator", indicator.map(span) ?? .null),
      ("scroll", .number(scroll)),
    ]
  }
}

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// `SwipeWaterfallLayout` on the placement cases of another waterfall library:
  /// paololeonardi/WaterfallGrid's `WaterfallGridTests` (vertical scrolling; items 100, 80, 60,
  /// 120 and 30 pt tall in 40 pt columns; 1, 2 and 3 columns; spacing 8 and 0). Their expected
  /// alignments are the negated item origins; their grid height is the tallest column.
  @MainActor @Suite("SwipeWaterfallLayout on WaterfallGrid's cases")
  struct SwipeWaterfallLayoutExternalTests {
    struct Case: Sendable, CustomTestStringConvertible {
      var columns: Int
      var spacing: Double
      var origins: [(Double, Double)]
      var height: Double
      var testDescription: String { "\(columns) columns, spacing \(spacing)" }
    }

    nonisolated static let cases: [Case] = [
      Case(
        columns: 1, spacing: 8, origins: [(0, 0), (0, 108), (0, 196), (0, 264), (0, 392)],
        height: 422),
      Case(
        columns: 2, spacing: 8, origins: [(0, 0), (48, 0), (48, 88), (0, 108), (48, 156)],
        height: 228),
      Case(
        columns: 3, spacing: 8, origins: [(0, 0), (48, 0), (96, 0), (96, 68), (48, 88)],
        height: 188),
      Case(
        columns: 1, spacing: 0, origins: [(0, 0), (0, 100), (0, 180), (0, 240), (0, 360)],
        height: 390),
      Case(
        columns: 2, spacing: 0, origins: [(0, 0), (40, 0), (40, 80), (0, 100), (40, 140)],
        height: 220),
      Case(
        columns: 3, spacing: 0, origins: [(0, 0), (40, 0), (80, 0), (80, 60), (40, 80)],
        height: 180),
    ]

    @Test(
      "Every item lands where WaterfallGrid puts it; the content is its grid height",
      arguments: cases)
    func waterfallGridCases(_ test: Case) throws {
      let heights: [Double] = [100, 80, 60, 120, 30]
      let section = WaterfallSection(
        columns: test.columns, items: heights.map { .height($0) },
        columnSpacing: test.spacing, rowSpacing: test.spacing)
      let width = 40 * Double(test.columns) + test.spacing * Double(test.columns - 1)
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: 844),
        collectionViewLayout: SwipeWaterfallLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let data = WaterfallData([section])
      view.dataSource = data
      view.delegate = data
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      for (item, origin) in test.origins.enumerated() {
        let frame = try #require(
          view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
        #expect(Double(frame.minX) == origin.0 && Double(frame.minY) == origin.1, "item \(item)")
        #expect(Double(frame.width) == 40 && Double(frame.height) == heights[item])
        #expect(view.cellForItem(at: IndexPath(item: item, section: 0))?.frame == frame)
      }
      #expect(Double(view.contentSize.height) == test.height)
      #expect(
        try WaterfallLayout(width: width, sections: [section]).contentSize == view.contentSize)
    }
  }
#endif

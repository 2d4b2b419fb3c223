#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeTestSupport
  import SwipeUIKit
  import SwipeUIKitLayouts
  import Testing
  import UIKitStub

  /// What a waterfall's changes do to the screen: self-sizing names its item, resizes above the
  /// visible area leave what is on screen in place, and columns meet on whole pixels of the
  /// display.
  @MainActor @Suite("SwipeWaterfallLayout on screen")
  struct SwipeWaterfallLayoutScreenTests {
    typealias Fixture = SwipeWaterfallLayoutTests
    typealias Updates = SwipeWaterfallLayoutUpdateTests

    /// Each shown cell's frame in the window, by index path.
    static func screen(_ view: UICollectionView) -> [IndexPath: CGRect] {
      var frames: [IndexPath: CGRect] = [:]
      for path in view.indexPathsForVisibleItems {
        guard let cell = view.cellForItem(at: path) else { continue }
        frames[path] = cell.convert(cell.bounds, to: nil)
      }
      return frames
    }

    /// Changes item `path`'s height in the data and tells the layout, as an app does when an
    /// image arrives.
    static func resize(
      _ path: IndexPath, to height: Double, in data: WaterfallData, layout: SwipeWaterfallLayout
    ) {
      data.sections[path.section].items[path.item] = .height(height)
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: [path])
      layout.invalidateLayout(with: context)
      UIKitStubDriver.current.layoutPass()
    }

    @Test("A cell's own size invalidates its item, named in the context the layout returns")
    func selfSizingNamesTheItem() throws {
      let data = WaterfallData([Updates.section(Updates.items(30))])
      let (window, view, layout) = Fixture.collection(data)
      defer { withExtendedLifetime(window) {} }
      layout.selfSizingItems = true
      let path = IndexPath(item: 4, section: 0)
      let original = try #require(view.layoutAttributesForItem(at: path))
      let preferred = try #require(view.layoutAttributesForItem(at: path))
      preferred.frame.size.height = 333
      #expect(
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
      let context = layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      #expect(context.invalidatedItemIndexPaths == [path])
      layout.invalidateLayout(with: context)
      view.layoutIfNeeded()
      #expect(view.layoutAttributesForItem(at: path)?.frame.height == 333)
    }

    @Test(
      "An item above the screen that resizes leaves every cell on screen where it was",
      arguments: [(0, 40.0), (0, 400.0), (7, 10.0)])
    func resizeAboveKeepsTheScreen(item: Int, height: Double) throws {
      // The item is in the first section; the screen shows the second, which shifts whole.
      let data = WaterfallData([
        Updates.section(Updates.items(30)), Updates.section(Updates.items(40)),
      ])
      let (window, view, layout) = Fixture.collection(data)
      defer { withExtendedLifetime(window) {} }
      let second = try #require(layout.waterfall.headerFrame(inSection: 1))
      view.contentOffset.y = second.maxY + 200
      UIKitStubDriver.current.layoutPass()
      let before = Self.screen(view)
      let offset = view.contentOffset.y
      #expect(before.count > 6)
      let path = IndexPath(item: item, section: 0)
      let old = try #require(layout.waterfall.frame(ofItem: item, inSection: 0))
      Self.resize(path, to: height, in: data, layout: layout)
      let new = try #require(layout.waterfall.frame(ofItem: item, inSection: 0))
      #expect(new.height == height && old.height != height)
      let after = Self.screen(view)
      #expect(Set(after.keys) == Set(before.keys))
      for (path, frame) in before {
        let now = try #require(after[path])
        #expect(abs(now.minY - frame.minY) < 0.5 && now.minX == frame.minX, "item \(path)")
      }
      // The content moved under the screen by the section's shift.
      let shift = try #require(layout.waterfall.headerFrame(inSection: 1)).minY - second.minY
      #expect(abs((view.contentOffset.y - offset) - shift) < 0.01 && shift != 0)
    }

    @Test("In one column, an item above that grows or shrinks moves nothing on screen")
    func resizeAboveInOneColumn() throws {
      var section = Updates.section(Updates.items(60))
      section.columns = 1
      let data = WaterfallData([section])
      let (window, view, layout) = Fixture.collection(data)
      defer { withExtendedLifetime(window) {} }
      view.contentOffset.y = 3000
      UIKitStubDriver.current.layoutPass()
      for (item, height) in [(3, 500.0), (10, 20.0), (0, 0.0)] {
        let before = Self.screen(view)
        Self.resize(IndexPath(item: item, section: 0), to: height, in: data, layout: layout)
        let after = Self.screen(view)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, frame) in before {
          #expect(
            abs((after[path]?.minY ?? .nan) - frame.minY) < 0.5, "item \(path.item) after \(item)")
        }
      }
    }

    @Test("An item on screen that resizes grows in place: the offset stays")
    func resizeOnScreenKeepsTheOffset() throws {
      let data = WaterfallData([Updates.section(Updates.items(60))])
      let (window, view, layout) = Fixture.collection(data)
      defer { withExtendedLifetime(window) {} }
      view.contentOffset.y = 600
      UIKitStubDriver.current.layoutPass()
      let shown = try #require(
        view.indexPathsForVisibleItems.first { path in
          let frame = layout.waterfall.frame(ofItem: path.item, inSection: 0) ?? .null
          return frame.minY > 650 && frame.maxY < 1300
        })
      let before = try #require(Self.screen(view)[shown])
      Self.resize(shown, to: 300, in: data, layout: layout)
      #expect(view.contentOffset.y == 600)
      let after = try #require(Self.screen(view)[shown])
      #expect(after.minY == before.minY && after.height == 300)
    }

    @Test(
      "Columns start on whole pixels of the display and meet at the spacing, at 1×, 2× and 3×",
      arguments: [1.0, 2.0, 3.0])
    func columnsOnDisplayPixels(scale: CGFloat) throws {
      UIKitStubDriver.reset(now: 0)
      UIKitStubDriver.current.displayScale = scale
      let data = WaterfallData([Updates.section(Updates.items(30))])
      let layout = SwipeWaterfallLayout()
      #expect(layout.pixelScale == nil)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = data
      view.delegate = data
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      #expect(layout.waterfall.scale == Double(scale))
      let columns = Set((0..<3).compactMap { layout.waterfall.frame(ofItem: $0, inSection: 0) })
        .sorted { $0.minX < $1.minX }
      #expect(columns.count == 3)
      for column in columns {
        let pixels = column.minX * scale
        #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(column.minX) on a pixel")
      }
      // 390 − 10 of insets − 10 of spacing is 370: 123.33 pt a column. Gaps of the spacing, to
      // within a pixel (snapped to points, the gaps are 4.67 and 5.67 pt: a seam at 3×).
      for (left, right) in zip(columns, columns.dropFirst()) {
        #expect(abs(right.minX - left.maxX - 5) <= 1 / scale + 1e-9)
      }
      withExtendedLifetime((window, data)) {}
    }

    @Test("An explicit pixelScale wins over the display's; outside a window the scale is 1")
    func explicitAndUnspecifiedScales() {
      UIKitStubDriver.reset(now: 0)
      let data = WaterfallData([Updates.section(Updates.items(10))])
      let layout = SwipeWaterfallLayout()
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = data
      view.delegate = data
      view.layoutIfNeeded()
      #expect(layout.waterfall.scale == 1, "no window: the display scale is unspecified")
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(view)
      layout.invalidateLayout()
      view.layoutIfNeeded()
      #expect(layout.waterfall.scale == 3)
      layout.pixelScale = 2
      view.layoutIfNeeded()
      #expect(layout.waterfall.scale == 2)
      withExtendedLifetime((window, data)) {}
    }
  }
#endif

import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// The bar's capsule indicator and its badges' places.
@Suite("Segmented bar: capsule and badges")
struct SegmentedBarStyleTests {
  typealias Layout = SegmentedBarLayout

  /// Titles of 76, 26, 176 and 26 pt with 12 pt of padding: tabs of 100, 50, 200 and 50 pt,
  /// starting at 0, 100, 150, 350.
  static func layout(
    style: Layout.IndicatorStyle = .line, direction: LayoutDirection = .leftToRight
  ) -> Layout {
    Layout(
      titleWidths: [76, 26, 176, 26], width: 300,
      configuration: .init(indicatorStyle: style), direction: direction)
  }

  @Test("A line stays on the bottom edge; the style changes nothing else")
  func lineUnchanged() {
    let line = Self.layout()
    let capsule = Self.layout(style: .capsule(height: 28, padding: 8))
    #expect(
      line.indicatorFrame(progress: 0, height: 44) == CGRect(x: 12, y: 42, width: 76, height: 2))
    for progress in stride(from: 0.0, through: 3, by: 0.25) {
      #expect(line.scrollOffset(progress: progress) == capsule.scrollOffset(progress: progress))
      #expect(line.indicator(progress: progress) == capsule.indicator(progress: progress))
    }
  }

  @Test("A capsule is behind the title, padded, centred, never wider than the tab")
  func capsuleFrames() {
    let capsule = Self.layout(style: .capsule(height: 28, padding: 8))
    // Tab 0: title 76 at x 12, padded by 8 each side.
    #expect(
      capsule.indicatorFrame(progress: 0, height: 44) == CGRect(x: 4, y: 8, width: 92, height: 28))
    // Tab 1: title 26 in a 50 pt tab: padded to 42.
    #expect(
      capsule.indicatorFrame(progress: 1, height: 44)
        == CGRect(x: 104, y: 8, width: 42, height: 28))
    // Halfway between: the spans blend, as the line's do.
    let half = capsule.indicatorFrame(progress: 0.5, height: 44)
    #expect(half == CGRect(x: 54, y: 8, width: 67, height: 28))
    // Wide padding stops at the tab; a short bar caps the height.
    let wide = Self.layout(style: .capsule(height: 80, padding: 40))
    #expect(
      wide.indicatorFrame(progress: 1, height: 44) == CGRect(x: 100, y: 0, width: 50, height: 44))
    let bad = Self.layout(style: .capsule(height: .nan, padding: -5))
    #expect(
      bad.indicatorFrame(progress: 0, height: 44) == CGRect(x: 12, y: 22, width: 76, height: 0))
  }

  @Test("A badge sits on the title's top trailing corner, inside the tab and the bar")
  func badges() {
    let layout = Self.layout()
    // Tab 0: title 12…88; a 16 pt badge centred on x 88, the title 20 pt tall in a 44 pt bar.
    #expect(
      layout.badgeFrame(tab: 0, size: CGSize(width: 16, height: 16), titleHeight: 20, height: 44)
        == CGRect(x: 80, y: 4, width: 16, height: 16))
    // A wide badge on a narrow tab stays inside it (tab 1: 100…150).
    let wide = layout.badgeFrame(
      tab: 1, size: CGSize(width: 40, height: 16), titleHeight: 20, height: 44)
    #expect(wide.maxX == 150 && wide.minX >= 100)
    // A title as tall as the bar: the badge stays inside it.
    let top = layout.badgeFrame(
      tab: 0, size: CGSize(width: 8, height: 8), titleHeight: 60, height: 44)
    #expect(top.minY == 0)
  }

  @Test("Right to left, the badge mirrors to the title's top left")
  func badgesMirror() {
    let ltr = Self.layout()
    let rtl = Self.layout(direction: .rightToLeft)
    let size = CGSize(width: 16, height: 16)
    for tab in 0..<4 {
      let a = ltr.badgeFrame(tab: tab, size: size, titleHeight: 20, height: 44)
      let b = rtl.badgeFrame(tab: tab, size: size, titleHeight: 20, height: 44)
      #expect(abs(b.minX - (rtl.contentWidth - a.maxX)) < 1e-9 && a.minY == b.minY)
    }
  }

  @Test("An image and its title share the measured width: image first, centred, mirrored")
  func imageAndTitle() {
    // Tab 0's measured width, 76, is an 18 pt image, 4 pt, and a 54 pt title.
    let layout = Self.layout()
    let (image, title) = layout.imageAndTitleFrames(tab: 0, imageSide: 18, spacing: 4, height: 44)
    #expect(image == CGRect(x: 12, y: 13, width: 18, height: 18))
    #expect(title == CGRect(x: 34, y: 0, width: 54, height: 44))
    let rtl = Self.layout(direction: .rightToLeft)
    let (mirroredImage, mirroredTitle) = rtl.imageAndTitleFrames(
      tab: 0, imageSide: 18, spacing: 4, height: 44)
    #expect(mirroredImage.minX == rtl.contentWidth - 30 && mirroredImage.width == 18)
    #expect(mirroredTitle.maxX == mirroredImage.minX - 4)
    // An image wider than the room shrinks to it; bad lengths count as 0.
    let (big, rest) = layout.imageAndTitleFrames(tab: 1, imageSide: 500, spacing: .nan, height: 44)
    #expect(big.width == 26 && rest.width == 0)
  }
}

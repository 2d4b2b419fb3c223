import Foundation
import SwipeCanvas
import SwipeCore

/// The gallery's colors and fonts, close to the seeds' iOS look.
enum Theme {
  static let background = Color(hex: 0xF2F2F7)
  static let surface = Color.white
  static let separator = Color(hex: 0xC6C6C8)
  static let text = Color(hex: 0x1C1C1E)
  static let secondaryText = Color(hex: 0x8E8E93)
  static let tint = Color(hex: 0xFF3B30)
  static let blue = Color(hex: 0x007AFF)
  static let navigation = Color(hex: 0xF9F9F9, alpha: 0.97)

  static let title = Font(size: 17, bold: true)
  static let body = Font(size: 16)
  static let caption = Font(size: 12)
  static let barItem = Font(size: 15)
  static let barItemSelected = Font(size: 15, bold: true)

  /// A pleasant color for tile `index` (cells, waterfall items).
  static func tile(_ index: Int) -> Color {
    let palette: [UInt32] = [
      0xFF9500, 0x34C759, 0x5AC8FA, 0xAF52DE, 0xFF2D55, 0x5856D6, 0xFFCC00, 0x30B0C7,
    ]
    return Color(hex: palette[((index % palette.count) + palette.count) % palette.count])
  }
}

/// Drawing helpers shared by the demos.
enum Chrome {
  /// A navigation bar under a 20 pt status bar, 64 pt in all.
  static func navigationBar(_ title: String, width: Double, into list: inout DisplayList) {
    list.append(.fill(CGRect(x: 0, y: 0, width: width, height: 64), Theme.navigation))
    list.append(
      .line(
        from: CGPoint(x: 0, y: 63.5), to: CGPoint(x: width, y: 63.5), Theme.separator,
        lineWidth: 0.5))
    list.append(
      .text("9:41", in: CGRect(x: 16, y: 2, width: 60, height: 18), Theme.caption, Theme.text))
    list.append(
      .text(
        title, in: CGRect(x: 60, y: 20, width: width - 120, height: 44), Theme.title, Theme.text,
        .center))
    list.append(
      .text("‹ Back", in: CGRect(x: 8, y: 20, width: 80, height: 44), Theme.body, Theme.blue))
  }

  /// A round back button floating over content (the seed's hidden-navigation-bar screen).
  static func roundBackButton(into list: inout DisplayList) {
    list.append(.circle(center: CGPoint(x: 34, y: 48), radius: 17, Color.black.withAlpha(0.35)))
    list.append(
      .text(
        "‹", in: CGRect(x: 17, y: 29, width: 34, height: 36), Font(size: 26, bold: true), .white,
        .center))
  }

  /// The seed's header picture: a sky, a sun and hills, drawn once.
  static func headerPicture(size: CGSize) -> CanvasImage {
    let width = Double(size.width)
    let height = Double(size.height)
    var list = DisplayList()
    list.append(
      .verticalGradient(
        CGRect(origin: .zero, size: size), top: Color(hex: 0x5AC8FA), bottom: Color(hex: 0xFFD3A5)))
    list.append(
      .circle(
        center: CGPoint(x: width * 0.75, y: height * 0.35), radius: height * 0.14,
        Color(hex: 0xFFF4C2)))
    list.append(
      .circle(
        center: CGPoint(x: width * 0.2, y: height * 1.25), radius: height * 0.75,
        Color(hex: 0x4CAF50)))
    list.append(
      .circle(
        center: CGPoint(x: width * 0.8, y: height * 1.35), radius: height * 0.8,
        Color(hex: 0x2E7D32)))
    list.append(
      .text(
        "SwipeTableView", in: CGRect(x: 20, y: height - 70, width: width - 40, height: 34),
        Font(size: 26, bold: true), .white))
    list.append(
      .text(
        "shared header · sticky bar · aligned pages",
        in: CGRect(x: 20, y: height - 40, width: width - 40, height: 20), Font(size: 13), .white))
    return CanvasImage(size: size, scale: 2, drawing: list)
  }

  /// The demo app's avatar (the ring refresh look's image): the Swift orange with a white
  /// swoosh of two arcs, as the demo shows the Swift logo on iOS.
  static func avatarPicture(side: Double) -> CanvasImage {
    var list = DisplayList()
    let size = CGSize(width: side, height: side)
    list.append(.fill(CGRect(origin: .zero, size: size), Color(hex: 0xF05138)))
    list.append(
      .arc(
        center: CGPoint(x: side * 0.2, y: side * 0.05), radius: side * 0.62, start: 0.35,
        end: 1.45, .white, lineWidth: side * 0.12))
    list.append(
      .circle(center: CGPoint(x: side * 0.62, y: side * 0.6), radius: side * 0.1, .white))
    return CanvasImage(size: size, scale: 3, drawing: list)
  }

  /// The demos' bars: tabs share the bar by their titles' widths, the underline is as wide as
  /// the title and 3 pt tall.
  static let barConfiguration = SegmentedBarLayout.Configuration(
    mode: .fixed(.content), indicatorHeight: 3)

  /// A segmented bar whose selection follows the pager's progress: text colours and an
  /// underline that slides and stretches between titles, every frame from `layout`.
  static func segmentedBar(
    _ titles: [String], layout: SegmentedBarLayout, in frame: CGRect, progress: Double,
    into list: inout DisplayList
  ) {
    guard layout.count > 0 else { return }
    list.append(.fill(frame, Theme.surface))
    list.append(
      .line(
        from: CGPoint(x: frame.minX, y: frame.maxY - 0.5),
        to: CGPoint(x: frame.maxX, y: frame.maxY - 0.5), Theme.separator, lineWidth: 0.5))
    let scroll = layout.scrollOffset(progress: progress)
    let height = Double(frame.height)
    // The strip's content, shown scrolled inside the bar.
    func shown(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: frame.minX - scroll, dy: frame.minY)
    }
    list.clipped(to: frame) { list in
      for (index, title) in titles.prefix(layout.count).enumerated() {
        let emphasis = layout.emphasis(ofTab: index, progress: progress)
        list.append(
          .text(
            title, in: shown(layout.tabFrame(index, height: height)),
            emphasis > 0.5 ? Theme.barItemSelected : Theme.barItem,
            Theme.secondaryText.mixed(with: Theme.tint, emphasis), .center))
      }
      if let indicator = layout.indicatorFrame(progress: progress, height: height) {
        list.append(.fill(shown(indicator), Theme.tint, cornerRadius: 1.5))
      }
    }
  }

  /// A table row.
  static func row(_ title: String, detail: String, in rect: CGRect, into list: inout DisplayList) {
    list.append(.fill(rect, Theme.surface))
    list.append(
      .text(
        title,
        in: CGRect(
          x: Double(rect.minX) + 16, y: Double(rect.minY), width: Double(rect.width) - 120,
          height: Double(rect.height)), Theme.body, Theme.text))
    list.append(
      .text(
        detail,
        in: CGRect(
          x: Double(rect.maxX) - 110, y: Double(rect.minY), width: 94, height: Double(rect.height)),
        Theme.caption, Theme.secondaryText, .trailing))
    list.append(
      .line(
        from: CGPoint(x: Double(rect.minX) + 16, y: Double(rect.maxY) - 0.5),
        to: CGPoint(x: rect.maxX, y: rect.maxY - 0.5), Theme.separator, lineWidth: 0.5))
  }

  /// The seed's refresh spinner: an arc that grows with the pull and spins while refreshing.
  static func spinner(
    center: CGPoint, progress: Double, spinning: Bool, time: Double, into list: inout DisplayList
  ) {
    let start = spinning ? time * 2 * Double.pi * 1.2 : -Double.pi / 2
    let sweep = spinning ? 1.5 * Double.pi : max(progress, 0.02) * 1.9 * Double.pi
    list.append(
      .arc(
        center: center, radius: 11, start: start, end: start + sweep, Theme.secondaryText,
        lineWidth: 2.5))
  }
}

/// Detects taps in a touch stream: down and up within the slop and 0.3 s.
struct TapDetector {
  var start: CGPoint?
  var startTime = 0.0
  var moved = false

  mutating func down(_ point: CGPoint, _ time: Double) {
    start = point
    startTime = time
    moved = false
  }

  mutating func move(_ point: CGPoint) {
    guard let start else { return }
    if hypot(Double(point.x - start.x), Double(point.y - start.y)) >= 10 { moved = true }
  }

  /// The tap's point when the touch that just lifted was a tap.
  mutating func up(_ time: Double) -> CGPoint? {
    defer { start = nil }
    guard let start, !moved, time - startTime < 0.3 else { return nil }
    return start
  }
}

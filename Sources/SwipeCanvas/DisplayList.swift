import Foundation

/// A font request: families in fallback order, a size in points and a weight.
public struct Font: Sendable, Hashable {
  /// Family names, first preferred (Pango falls back through the list for missing glyphs).
  public var families: String
  /// Size in points.
  public var size: Double
  /// Bold or regular.
  public var isBold: Bool

  /// The bundled choice: DejaVu Sans for Latin, WenQuanYi Micro Hei for Chinese (both from
  /// Debian packages, so renders are identical on every machine that has them).
  public static let defaultFamilies = "DejaVu Sans,WenQuanYi Micro Hei"

  /// A font of `size` points.
  public init(size: Double, bold: Bool = false, families: String = defaultFamilies) {
    self.families = families
    self.size = size
    self.isBold = bold
  }

  /// A Pango font description string, such as `DejaVu Sans,WenQuanYi Micro Hei Bold 15px`.
  public var pangoDescription: String {
    "\(families) \(isBold ? "Bold " : "")\(String(format: "%.2f", size))px"
  }
}

/// How text sits horizontally in its rect (it is always centred vertically).
public enum TextAlignment: Sendable, Hashable {
  /// Against the left edge.
  case leading
  /// Centred.
  case center
  /// Against the right edge.
  case trailing
}

/// One drawing operation, in points (the canvas applies its scale).
public enum DisplayCommand: Sendable {
  /// Fill a rectangle, optionally with rounded corners.
  case fill(CGRect, Color, cornerRadius: Double = 0)
  /// Stroke a rectangle's outline.
  case stroke(CGRect, Color, lineWidth: Double, cornerRadius: Double = 0)
  /// Fill a rectangle with a vertical gradient from `top` to `bottom`.
  case verticalGradient(CGRect, top: Color, bottom: Color)
  /// A straight line.
  case line(from: CGPoint, to: CGPoint, Color, lineWidth: Double)
  /// An arc stroke (angles in radians, clockwise from 3 o'clock), e.g. a spinner.
  case arc(
    center: CGPoint, radius: Double, start: Double, end: Double, Color, lineWidth: Double)
  /// A filled circle.
  case circle(center: CGPoint, radius: Double, Color)
  /// Text laid out by Pango in `rect`, centred vertically.
  case text(String, in: CGRect, Font, Color, TextAlignment = .leading)
  /// An image drawn into `rect` (scaled to fit exactly).
  case image(CanvasImage, in: CGRect)
  /// Clip everything until the matching `popClip` to `rect`, its corners rounded by
  /// `cornerRadius` (a circle when it is half the side of a square).
  case pushClip(CGRect, cornerRadius: Double = 0)
  /// End the innermost clip.
  case popClip
  /// Draw everything until the matching `popOpacity` at `opacity`.
  case pushOpacity(Double)
  /// End the innermost opacity group.
  case popOpacity
}

/// An ordered list of drawing operations: what a renderer builds for a frame and a canvas
/// draws.
public struct DisplayList: Sendable {
  /// The operations, in drawing order.
  public var commands: [DisplayCommand]

  /// A list with `commands`.
  public init(_ commands: [DisplayCommand] = []) {
    self.commands = commands
  }

  /// Appends an operation.
  public mutating func append(_ command: DisplayCommand) {
    commands.append(command)
  }

  /// Appends operations.
  public mutating func append(contentsOf other: DisplayList) {
    commands += other.commands
  }

  /// Removes every operation, keeping the storage (frame loops reuse one list).
  public mutating func removeAll() {
    commands.removeAll(keepingCapacity: true)
  }

  /// Draws `body` clipped to `rect`, its corners rounded by `cornerRadius`.
  public mutating func clipped(
    to rect: CGRect, cornerRadius: Double = 0, _ body: (inout DisplayList) -> Void
  ) {
    append(.pushClip(rect, cornerRadius: cornerRadius))
    body(&self)
    append(.popClip)
  }
}

#if os(Linux)
  import Foundation
  import SwipeCanvas
  import UIKitStub

  /// Draws the sublayers an app added to a view's layer (UIKitStub's Core Animation model), as
  /// Core Animation composites them at the stub's time: each one's ``CALayer/presentation()``,
  /// its background, then a shape layer's path stroked from `strokeStart` to `strokeEnd`, turned
  /// by its rotation about its centre, then its own sublayers.
  ///
  /// What the model leaves out: a parent's rotation is not applied to its sublayers, a path is
  /// filled only when it is a whole circle, and arcs have round caps and lines butt ones
  /// whatever `lineCap` says.
  @MainActor enum LayerRenderer {
    /// Draws `layers`, in their superlayer's coordinates placed at `origin` in the output.
    static func draw(_ layers: [CALayer], origin: CGPoint, into list: inout DisplayList) {
      for layer in layers { draw(layer, origin: origin, into: &list) }
    }

    private static func draw(_ layer: CALayer, origin: CGPoint, into list: inout DisplayList) {
      guard let shown = layer.presentation(), !shown.isHidden, shown.opacity > 0.01 else {
        return
      }
      let frame = shown.frame.offsetBy(dx: origin.x, dy: origin.y)
      let opacity = Double(shown.opacity)
      if opacity < 1 { list.append(.pushOpacity(opacity)) }
      if let color = shown.backgroundColor, color.alpha > 0 {
        list.append(.fill(frame, Self.color(color), cornerRadius: Double(shown.cornerRadius)))
      }
      if let shape = shown as? CAShapeLayer, let path = shape.path {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let placed = PathGeometry(
          path: path, offset: CGPoint(x: frame.minX, y: frame.minY),
          rotation: shown.transform.rotation,
          about: center)
        if let fill = shape.fillColor, fill.alpha > 0, let circle = placed.wholeCircle {
          list.append(
            .circle(center: circle.center, radius: Double(circle.radius), Self.color(fill)))
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
          for piece in placed.pieces(from: shape.strokeStart, to: shape.strokeEnd) {
            list.append(piece.command(Self.color(stroke), lineWidth: Double(shape.lineWidth)))
          }
        }
      }
      if let sublayers = layer.sublayers {
        draw(sublayers, origin: CGPoint(x: frame.minX, y: frame.minY), into: &list)
      }
      if opacity < 1 { list.append(.popOpacity) }
    }

    static func color(_ color: CGColor) -> Color {
      Color(
        red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
        alpha: Double(color.alpha))
    }
  }

  /// A path's pieces placed in the output: moved by `offset`, then turned by `rotation`
  /// (clockwise on screen) about `about`.
  struct PathGeometry {
    /// A straight piece or a circular one, in output coordinates.
    enum Piece {
      case line(CGPoint, CGPoint)
      /// From `start` to `end` radians (in the direction of `clockwise`).
      case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)

      var length: Double {
        switch self {
        case .line(let a, let b): Double(hypot(b.x - a.x, b.y - a.y))
        case .arc(_, let radius, let start, let end, _): Double(radius * abs(end - start))
        }
      }

      /// The part from `a` to `b` along it (0 … `length`).
      func part(from a: Double, to b: Double) -> Piece {
        let length = length
        guard length > 0 else { return self }
        let (u, v) = (a / length, b / length)
        switch self {
        case .line(let p, let q):
          func at(_ t: Double) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
          }
          return .line(at(u), at(v))
        case .arc(let center, let radius, let start, let end, let clockwise):
          let sweep = end - start
          return .arc(
            center: center, radius: radius, start: start + sweep * CGFloat(u),
            end: start + sweep * CGFloat(v), clockwise: clockwise)
        }
      }

      /// The canvas command that strokes it.
      func command(_ color: Color, lineWidth: Double) -> DisplayCommand {
        switch self {
        case .line(let a, let b): .line(from: a, to: b, color, lineWidth: lineWidth)
        case .arc(let center, let radius, let start, let end, _):
          // The canvas sweeps clockwise on screen from the smaller angle.
          .arc(
            center: center, radius: Double(radius), start: Double(min(start, end)),
            end: Double(max(start, end)), color, lineWidth: lineWidth)
        }
      }
    }

    /// The pieces, in order.
    let all: [Piece]
    /// The path's one piece when it is a whole circle (for a fill).
    let wholeCircle: (center: CGPoint, radius: CGFloat)?

    init(path: CGPath, offset: CGPoint, rotation: CGFloat, about pivot: CGPoint) {
      func place(_ point: CGPoint) -> CGPoint {
        let p = CGPoint(x: point.x + offset.x - pivot.x, y: point.y + offset.y - pivot.y)
        let (c, s) = (cos(rotation), sin(rotation))
        return CGPoint(x: pivot.x + p.x * c - p.y * s, y: pivot.y + p.x * s + p.y * c)
      }
      var pieces: [Piece] = []
      var current: CGPoint?
      for element in path.elements {
        switch element {
        case .move(let point):
          current = place(point)
        case .line(let point):
          let next = place(point)
          if let from = current { pieces.append(.line(from, next)) }
          current = next
        case .arc(let center, let radius, let start, var end, let clockwise):
          // Sweep in the arc's direction: clockwise on screen means increasing angles.
          if clockwise, end < start { end += 2 * .pi * ((start - end) / (2 * .pi)).rounded(.up) }
          if !clockwise, end > start { end -= 2 * .pi * ((end - start) / (2 * .pi)).rounded(.up) }
          let placedCenter = place(center)
          let first = CGPoint(
            x: placedCenter.x + radius * cos(start + rotation),
            y: placedCenter.y + radius * sin(start + rotation))
          if let from = current, hypot(from.x - first.x, from.y - first.y) > 1e-6 {
            pieces.append(.line(from, first))
          }
          pieces.append(
            .arc(
              center: placedCenter, radius: radius, start: start + rotation, end: end + rotation,
              clockwise: clockwise))
          current = CGPoint(
            x: placedCenter.x + radius * cos(end + rotation),
            y: placedCenter.y + radius * sin(end + rotation))
        }
      }
      all = pieces
      if pieces.count == 1, case .arc(let center, let radius, let start, let end, _) = pieces[0],
        abs(end - start) >= 2 * .pi - 1e-9
      {
        wholeCircle = (center, radius)
      } else {
        wholeCircle = nil
      }
    }

    /// The parts of the pieces between fractions `start` and `end` of the path's length.
    func pieces(from start: CGFloat, to end: CGFloat) -> [Piece] {
      let total = all.reduce(0) { $0 + $1.length }
      let a = Double(min(max(start, 0), 1)) * total
      let b = Double(min(max(end, 0), 1)) * total
      guard b > a else { return [] }
      var result: [Piece] = []
      var walked = 0.0
      for piece in all {
        let length = piece.length
        let from = max(a, walked)
        let to = min(b, walked + length)
        if to > from { result.append(piece.part(from: from - walked, to: to - walked)) }
        walked += length
      }
      return result
    }
  }
#endif

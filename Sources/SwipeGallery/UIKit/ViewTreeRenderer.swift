#if os(Linux)
  import Foundation
  import SwipeCanvas
  import UIKitStub

  /// Draws a UIKitStub view tree with SwipeCanvas, as UIKit would composite it: each visible
  /// view's background colour, then its label text or image, then its subviews in order,
  /// clipped where the view clips (scroll views do), scrolled by their bounds' origin; the
  /// sublayers an app added to a view's layer are drawn by ``LayerRenderer``.
  @MainActor enum ViewTreeRenderer {
    /// Draws `view` and everything in it; `origin` is where its superview's bounds origin lands
    /// in the output, and `mirror`, when the superview's coordinate system is flipped (a
    /// right-to-left collection view whose layout flips it), the output x its bounds' x = 0
    /// mirrors to.
    static func draw(
      _ view: UIView, origin: CGPoint = .zero, mirror: CGFloat? = nil,
      images: (String) -> CanvasImage?, into list: inout DisplayList
    ) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      let frame =
        if let mirror {
          CGRect(
            x: mirror - view.frame.maxX, y: view.frame.minY + origin.y,
            width: view.frame.width, height: view.frame.height)
        } else {
          view.frame.offsetBy(dx: origin.x, dy: origin.y)
        }
      let opacity = Double(view.alpha)
      if opacity < 1 { list.append(.pushOpacity(opacity)) }
      // The background follows the layer's rounded corners (CALayer.h:592-594: "the background
      // of the layer will be drawn with rounded corners"); a view that clips, clips its
      // content to them too (`masksToBounds`).
      let rounded = Double(view.storedLayer?.cornerRadius ?? 0)
      let corner = view.clipsToBounds ? rounded : 0
      if let color = view.backgroundColor, color.alpha > 0 {
        list.append(.fill(frame, Self.color(color), cornerRadius: rounded))
      }
      if let label = view as? UILabel, let text = label.text, !text.isEmpty {
        let font = label.font ?? .systemFont(ofSize: 17)
        list.append(
          .text(
            text, in: frame, Font(size: Double(font.pointSize), bold: font.isBold),
            Self.color(label.textColor), Self.alignment(label.textAlignment)))
      }
      if let imageView = view as? UIImageView, let name = imageView.image?.name,
        let image = images(name)
      {
        if corner > 0 {
          list.clipped(to: frame, cornerRadius: corner) { list in
            list.append(.image(image, in: frame))
          }
        } else {
          list.append(.image(image, in: frame))
        }
      }
      let bounds = view.bounds
      let inner = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
      let innerMirror = view.flipsBoundsHorizontally ? frame.minX + bounds.maxX : nil
      func drawSubviews(into list: inout DisplayList) {
        // The sublayers an app added to the view's layer, over its content, under its subviews.
        if let sublayers = view.storedLayer?.sublayers {
          LayerRenderer.draw(sublayers, origin: inner, into: &list)
        }
        for subview in view.subviews {
          draw(subview, origin: inner, mirror: innerMirror, images: images, into: &list)
        }
      }
      if view.clipsToBounds {
        list.clipped(to: frame, cornerRadius: corner) { list in drawSubviews(into: &list) }
      } else {
        drawSubviews(into: &list)
      }
      if opacity < 1 { list.append(.popOpacity) }
    }

    static func color(_ color: UIColor?) -> Color {
      guard let color else { return .black }
      return Color(
        red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
        alpha: Double(color.alpha))
    }

    static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
      switch alignment {
      case .center: .center
      case .right: .trailing
      case .left, .justified, .natural: .leading
      }
    }
  }
#endif

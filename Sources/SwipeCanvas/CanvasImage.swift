import CCairo
import Foundation

/// A bitmap a display list can draw: pixels in a cairo image surface, immutable once made.
public final class CanvasImage: @unchecked Sendable {
  let surface: OpaquePointer
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int

  init(surface: OpaquePointer) {
    self.surface = surface
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
  }

  /// Draws `list` into a new image of `size` points at `scale` pixels per point.
  public convenience init(size: CGSize, scale: Double = 2, drawing list: DisplayList) {
    let canvas = Canvas(size: size, scale: scale)
    canvas.draw(list, background: .clear)
    self.init(surface: cairo_surface_reference(canvas.surface))
  }

  /// Reads a PNG file; nil when it cannot be read.
  public convenience init?(pngFile path: String) {
    guard let surface = cairo_image_surface_create_from_png(path),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    self.init(surface: surface)
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// The pixels as 8-bit RGBA rows (not premultiplied), for comparisons and encoders.
  public var rgbaPixels: [UInt8] {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    return Canvas.rgba(from: data, width: pixelWidth, height: pixelHeight, stride: stride)
  }
}

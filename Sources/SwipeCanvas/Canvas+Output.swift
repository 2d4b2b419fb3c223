import CCairo
import Foundation

extension Canvas {
  // MARK: - Output

  /// Writes the image as a PNG file.
  ///
  /// - Throws: ``CanvasError`` when cairo cannot write the file.
  public func writePNG(to path: String) throws(CanvasError) {
    let status = cairo_surface_write_to_png(surface, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CanvasError(
        message: "cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
    }
  }

  /// The image as an immutable ``CanvasImage`` (a copy of the current pixels).
  public func snapshot() -> CanvasImage {
    // cairo never returns NULL here: failures come back as an error surface.
    guard
      let copy = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    else { preconditionFailure("cairo returned no surface") }
    let context = cairo_create(copy)
    cairo_set_source_surface(context, surface, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(copy)
    return CanvasImage(surface: copy)
  }

  /// Calls `body` with the raw pixels: 32-bit premultiplied ARGB in native byte order (BGRA in
  /// memory on little-endian machines), `stride` bytes a row — what SDL's ARGB8888 expects.
  public func withPixels<Result>(
    _ body: (UnsafeRawPointer, _ stride: Int) throws -> Result
  ) rethrows -> Result? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
  }

  /// The pixels as 8-bit RGBA rows (not premultiplied).
  public var rgbaPixels: [UInt8] {
    withPixels { data, stride in
      Self.rgba(
        from: UnsafeMutablePointer(mutating: data.assumingMemoryBound(to: UInt8.self)),
        width: pixelWidth, height: pixelHeight, stride: stride)
    } ?? []
  }

  /// Converts cairo's premultiplied native-endian ARGB32 to straight RGBA bytes.
  static func rgba(from data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    -> [UInt8]
  {
    var output = [UInt8](repeating: 0, count: width * height * 4)
    let raw = UnsafeRawPointer(data)
    for y in 0..<height {
      for x in 0..<width {
        let pixel = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let a = pixel >> 24
        var r = (pixel >> 16) & 0xFF
        var g = (pixel >> 8) & 0xFF
        var b = pixel & 0xFF
        if a > 0, a < 255 {
          r = min(255, (r * 255 + a / 2) / a)
          g = min(255, (g * 255 + a / 2) / a)
          b = min(255, (b * 255 + a / 2) / a)
        }
        let index = (y * width + x) * 4
        output[index] = UInt8(r)
        output[index + 1] = UInt8(g)
        output[index + 2] = UInt8(b)
        output[index + 3] = UInt8(a)
      }
    }
    return output
  }
}

/// A drawing or file error of the canvas.
public struct CanvasError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  /// `message`.
  public var description: String { message }
}

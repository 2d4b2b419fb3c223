import CCairo
import CPango
import Foundation

/// Draws display lists with cairo and Pango into an image of fixed size and scale, and writes it
/// as PNG. Deterministic for a fixed size, scale and installed fonts: hinting is off and
/// antialiasing is grayscale, so text renders the same everywhere.
///
/// A canvas is reused frame after frame (it keeps one Pango layout and the font descriptions it
/// has seen).
public final class Canvas {
  /// The size in points.
  public let size: CGSize
  /// Pixels per point.
  public let scale: Double
  let surface: OpaquePointer
  let context: OpaquePointer
  let layout: OpaquePointer
  var fonts: [String: OpaquePointer] = [:]
  var opacityStack: [Double] = []
  var resampledImages: [ResampleKey: (source: CanvasImage, surface: CanvasImage)] = [:]

  /// A canvas of `size` points at `scale` pixels per point (ARGB, transparent).
  public init(size: CGSize, scale: Double = 2) {
    self.size = size
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    let width = Int32(pixels: max((Double(size.width) * self.scale).rounded(), 1))
    let height = Int32(pixels: max((Double(size.height) * self.scale).rounded(), 1))
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    context = cairo_create(surface)
    layout = Self.makeTextLayout(context)
  }

  /// A Pango layout on `context` with the canvas's text settings: grayscale antialiasing, no
  /// hinting of outlines or metrics, 72 dpi (a font's pixel size is its size in points). The
  /// text measurer uses the same, so what it measures is what the canvas draws.
  static func makeTextLayout(_ context: OpaquePointer) -> OpaquePointer {
    let layout: OpaquePointer = pango_cairo_create_layout(context)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    let pangoContext = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(pangoContext, options)
    pango_cairo_context_set_resolution(pangoContext, 72)
    cairo_font_options_destroy(options)
    pango_layout_context_changed(layout)
    return layout
  }

  deinit {
    for description in fonts.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Width in pixels.
  public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
  /// Height in pixels.
  public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

  // MARK: - Drawing

  /// Clears to `background` and draws `list`.
  public func draw(_ list: DisplayList, background: Color = .white) {
    cairo_save(context)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    set(background)
    cairo_paint(context)
    cairo_restore(context)
    cairo_save(context)
    cairo_scale(context, scale, scale)
    for command in list.commands { execute(command) }
    cairo_restore(context)
    cairo_surface_flush(surface)
  }

  func set(_ color: Color) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  func path(_ rect: CGRect, cornerRadius: Double) {
    let r = min(max(cornerRadius, 0), Double(min(rect.width, rect.height)) / 2)
    guard r > 0 else {
      cairo_rectangle(
        context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      return
    }
    let (x0, y0, x1, y1) = (
      Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)
    )
    cairo_new_sub_path(context)
    cairo_arc(context, x1 - r, y0 + r, r, -Double.pi / 2, 0)
    cairo_arc(context, x1 - r, y1 - r, r, 0, Double.pi / 2)
    cairo_arc(context, x0 + r, y1 - r, r, Double.pi / 2, Double.pi)
    cairo_arc(context, x0 + r, y0 + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
  }

  func execute(_ command: DisplayCommand) {
    switch command {
    case .fill(let rect, let color, let radius):
      set(color)
      path(rect, cornerRadius: radius)
      cairo_fill(context)
    case .stroke(let rect, let color, let width, let radius):
      set(color)
      cairo_set_line_width(context, width)
      path(rect.insetBy(dx: width / 2, dy: width / 2), cornerRadius: radius)
      cairo_stroke(context)
    case .verticalGradient(let rect, let top, let bottom):
      let pattern = cairo_pattern_create_linear(0, Double(rect.minY), 0, Double(rect.maxY))
      cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
      cairo_pattern_add_color_stop_rgba(
        pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
      cairo_set_source(context, pattern)
      path(rect, cornerRadius: 0)
      cairo_fill(context)
      cairo_pattern_destroy(pattern)
    case .line(let from, let to, let color, let width):
      set(color)
      cairo_set_line_width(context, width)
      cairo_move_to(context, Double(from.x), Double(from.y))
      cairo_line_to(context, Double(to.x), Double(to.y))
      cairo_stroke(context)
    case .arc(let center, let radius, let start, let end, let color, let width):
      set(color)
      cairo_set_line_width(context, width)
      cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
      cairo_new_sub_path(context)
      cairo_arc(context, Double(center.x), Double(center.y), radius, start, end)
      cairo_stroke(context)
      cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    case .circle(let center, let radius, let color):
      set(color)
      cairo_new_sub_path(context)
      cairo_arc(context, Double(center.x), Double(center.y), radius, 0, 2 * Double.pi)
      cairo_fill(context)
    case .text(let string, let rect, let font, let color, let alignment):
      drawText(string, in: rect, font: font, color: color, alignment: alignment)
    case .image(let image, let rect):
      drawImage(image, in: rect)
    case .pushClip(let rect, let radius):
      cairo_save(context)
      path(rect, cornerRadius: radius)
      cairo_clip(context)
    case .popClip:
      cairo_restore(context)
    case .pushOpacity(let opacity):
      cairo_push_group(context)
      opacityStack.append(opacity)
    case .popOpacity:
      guard let opacity = opacityStack.popLast() else { return }
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, opacity)
    }
  }

  func font(_ font: Font) -> OpaquePointer? {
    let key = font.pangoDescription
    if let description = fonts[key] { return description }
    let description = pango_font_description_from_string(key)
    fonts[key] = description
    return description
  }

  func drawText(
    _ string: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment
  ) {
    pango_layout_set_font_description(layout, self.font(font))
    pango_layout_set_text(layout, string, -1)
    pango_layout_set_width(layout, Int32(pixels: Double(rect.width) * Double(PANGO_SCALE)))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    pango_layout_set_alignment(
      layout,
      alignment == .center
        ? PANGO_ALIGN_CENTER : alignment == .trailing ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    set(color)
    cairo_move_to(
      context, Double(rect.minX), Double(rect.minY) + (Double(rect.height) - Double(height)) / 2)
    pango_cairo_show_layout(context, layout)
  }

  func drawImage(_ image: CanvasImage, in rect: CGRect) {
    guard image.pixelWidth > 0, image.pixelHeight > 0, rect.width > 0, rect.height > 0 else {
      return
    }
    // Resample once per size and keep it: a frame loop then draws the image 1:1, which is
    // many times cheaper than filtering a scaled image every frame.
    let width = Int(Int32(pixels: (Double(rect.width) * scale).rounded()))
    let height = Int(Int32(pixels: (Double(rect.height) * scale).rounded()))
    let source = resampled(image, width: width, height: height)
    cairo_save(context)
    cairo_translate(context, Double(rect.minX), Double(rect.minY))
    cairo_scale(context, 1 / scale, 1 / scale)
    cairo_set_source_surface(context, source, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
    cairo_rectangle(context, 0, 0, Double(width), Double(height))
    cairo_clip(context)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// `image` at `width`×`height` pixels, from the cache or resampled now.
  func resampled(_ image: CanvasImage, width: Int, height: Int) -> OpaquePointer {
    if width == image.pixelWidth, height == image.pixelHeight { return image.surface }
    let key = ResampleKey(image: ObjectIdentifier(image), width: width, height: height)
    if let cached = resampledImages[key] { return cached.surface.surface }
    let copy = Canvas(size: CGSize(width: width, height: height), scale: 1)
    cairo_save(copy.context)
    cairo_scale(
      copy.context, Double(width) / Double(image.pixelWidth),
      Double(height) / Double(image.pixelHeight))
    cairo_set_source_surface(copy.context, image.surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(copy.context), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(copy.context), CAIRO_EXTEND_PAD)
    cairo_set_operator(copy.context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(copy.context)
    cairo_restore(copy.context)
    let resampled = copy.snapshot()
    if resampledImages.count >= 16 { resampledImages.removeAll() }
    // The cache keeps the source image alive too, so its identifier cannot be reused.
    resampledImages[key] = (image, resampled)
    return resampled.surface
  }
}

/// Identifies a resampled image: the source and the pixel size.
struct ResampleKey: Hashable {
  var image: ObjectIdentifier
  var width: Int
  var height: Int
}

extension Int32 {
  /// A pixel count (or Pango length) from a Double, clamped to what cairo and Pango accept
  /// (`0...Int32.max`, NaN as 0) instead of trapping on a huge size.
  init(pixels value: Double) {
    self = value.isNaN ? 0 : Int32(Swift.min(Swift.max(value, 0), Double(Int32.max)))
  }
}

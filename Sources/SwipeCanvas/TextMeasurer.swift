import CCairo
import CPango
import Foundation

/// Measures text as ``Canvas`` draws it (the same fonts and Pango settings), so a layout made
/// from these widths fits what the canvas renders: a segmented bar's titles, for instance.
///
/// Each measurer owns its Pango layout; use one per thread.
public final class TextMeasurer {
  let surface: OpaquePointer
  let context: OpaquePointer
  let layout: OpaquePointer
  var fonts: [String: OpaquePointer] = [:]

  /// A measurer with the canvas's text settings.
  public init() {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    context = cairo_create(surface)
    layout = Canvas.makeTextLayout(context)
  }

  deinit {
    for description in fonts.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// The width in points of `text` on one line in `font` (its logical extent, as Pango lays it
  /// out; 0 for an empty string).
  public func width(of text: String, font: Font) -> Double {
    let key = font.pangoDescription
    let description = fonts[key] ?? pango_font_description_from_string(key)
    fonts[key] = description
    pango_layout_set_font_description(layout, description)
    pango_layout_set_width(layout, -1)
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / Double(PANGO_SCALE)
  }
}

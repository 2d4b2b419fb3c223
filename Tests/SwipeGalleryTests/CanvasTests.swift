import Foundation
import SwipeCanvas
import Testing

@Suite("Canvas")
struct CanvasTests {
  static var sample: DisplayList {
    DisplayList([
      .verticalGradient(
        CGRect(x: 0, y: 0, width: 120, height: 40), top: Color(hex: 0x4A90E2),
        bottom: Color(hex: 0x9013FE)),
      .fill(CGRect(x: 10, y: 50, width: 50, height: 30), Color(hex: 0xF5A623), cornerRadius: 8),
      .stroke(CGRect(x: 70, y: 50, width: 40, height: 30), .black, lineWidth: 2, cornerRadius: 4),
      .text(
        "Item0 鼠", in: CGRect(x: 0, y: 0, width: 120, height: 40), Font(size: 16, bold: true),
        .white, .center),
      .arc(center: CGPoint(x: 30, y: 100), radius: 10, start: 0, end: 4, .black, lineWidth: 3),
      .line(from: CGPoint(x: 60, y: 90), to: CGPoint(x: 110, y: 110), .black, lineWidth: 1),
      .pushClip(CGRect(x: 60, y: 95, width: 20, height: 20)),
      .circle(center: CGPoint(x: 80, y: 105), radius: 12, Color(hex: 0x34C759)),
      .popClip,
      .pushOpacity(0.4),
      .fill(CGRect(x: 90, y: 90, width: 25, height: 25), Color(hex: 0xFF3B30)),
      .popOpacity,
    ])
  }

  @Test("Drawing the same list twice gives the same pixels")
  func deterministic() {
    let a = Canvas(size: CGSize(width: 120, height: 120), scale: 2)
    let b = Canvas(size: CGSize(width: 120, height: 120), scale: 2)
    a.draw(Self.sample)
    b.draw(Self.sample)
    #expect(a.rgbaPixels == b.rgbaPixels)
    #expect(a.pixelWidth == 240)
  }

  @Test("Primitives, text, clips and opacity match the golden image")
  func primitives() throws {
    let canvas = Canvas(size: CGSize(width: 120, height: 120), scale: 2)
    canvas.draw(Self.sample)
    try ImageSnapshot.assert(canvas, named: "canvas-primitives")
  }

  @Test("A PNG written and read back keeps its pixels; an image draws scaled into its rect")
  func pngRoundTrip() throws {
    let canvas = Canvas(size: CGSize(width: 40, height: 20), scale: 1)
    canvas.draw(
      DisplayList([.fill(CGRect(x: 0, y: 0, width: 20, height: 20), Color(hex: 0x336699))]),
      background: .clear)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID()).png")
      .path
    try canvas.writePNG(to: path)
    let image = try #require(CanvasImage(pngFile: path))
    #expect(image.rgbaPixels == canvas.rgbaPixels)
    let scaled = Canvas(size: CGSize(width: 80, height: 40), scale: 1)
    scaled.draw(
      DisplayList([.image(image, in: CGRect(x: 0, y: 0, width: 80, height: 40))]),
      background: .clear)
    let pixels = scaled.rgbaPixels
    #expect(Array(pixels[0..<4]) == [0x33, 0x66, 0x99, 0xFF])  // edges do not fade
    #expect(pixels[(20 * 80 + 79) * 4 + 3] == 0)  // the transparent right half stays transparent
    #expect(CanvasImage(pngFile: "/nonexistent.png") == nil)
  }

  @Test("Writing to a folder that does not exist is an error, not a crash")
  func writeError() {
    let canvas = Canvas(size: CGSize(width: 10, height: 10))
    #expect(throws: CanvasError.self) { try canvas.writePNG(to: "/nonexistent/folder/x.png") }
  }

  @Test("Text is measured as the canvas draws it")
  func textMeasure() {
    let measurer = TextMeasurer()
    let regular = Font(size: 15)
    let bold = Font(size: 15, bold: true)
    let width = measurer.width(of: "Photos", font: bold)
    #expect(width > measurer.width(of: "Photos", font: regular))
    // Pango places glyphs on whole points here, as the canvas lays its text out.
    #expect(measurer.width(of: "ii", font: bold) == 2 * measurer.width(of: "i", font: bold))
    #expect(measurer.width(of: "", font: bold) == 0)
    #expect(measurer.width(of: "推荐", font: bold) > 20)
    // A rect exactly as wide as the measured text draws it whole; a narrower one ellipsizes.
    func pixels(_ rectWidth: Double) -> [UInt8] {
      let canvas = Canvas(size: CGSize(width: 120, height: 30), scale: 2)
      canvas.draw(
        DisplayList([
          .text("Photos", in: CGRect(x: 4, y: 0, width: rectWidth, height: 30), bold, .black)
        ]))
      return canvas.rgbaPixels
    }
    #expect(pixels(width) == pixels(width + 40))
    #expect(pixels(width - 2) != pixels(width + 40))
  }
}

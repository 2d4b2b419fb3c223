import Foundation
import SwipeCanvas
import Testing

/// Golden-image comparison in the style of swift-snapshot-testing: references live beside the
/// tests in `__Snapshots__`, a missing reference is written and the test fails, `SWIPE_RECORD=1`
/// re-records, and on a mismatch the actual image is written next to a difference mask.
///
/// The tolerance is what deterministic cairo/Pango rendering needs, measured: every golden
/// re-renders to identical pixels run after run, in any test order and in a fresh process, and
/// also with pixman's MMX, SSE2 and SSSE3 paths switched off (`PIXMAN_DISABLE="mmx sse2 ssse3"`),
/// the part of the pipeline that picks its code by CPU. Fonts come from pinned Debian packages
/// (fonts-dejavu-core, fonts-wqy-microhei), so glyphs do not vary either. What remains is a
/// margin of one level per channel for a blend rounded the other way; any larger difference, on
/// any pixel, is a change someone must look at (and re-record with `SWIPE_RECORD=1`). A 1 pt
/// shift of one cell changes 300 to 600 pixels by up to 255 levels (`ImageSnapshotTests`).
enum ImageSnapshot {
  /// A pixel differs when any channel moves by more than this (out of 255).
  static let channelTolerance = 1
  /// The image matches when at most this many pixels differ.
  static let maximumDifferingPixels = 0

  /// How an image compares with its reference.
  struct Comparison {
    /// Pixels with a channel further than ``ImageSnapshot/channelTolerance`` from the reference.
    var differingPixels: [Int]
    /// The largest channel difference over the whole image (0 for identical images).
    var largestChannelDifference: Int

    var matches: Bool { differingPixels.count <= ImageSnapshot.maximumDifferingPixels }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var recording: Bool { ProcessInfo.processInfo.environment["SWIPE_RECORD"] == "1" }

  /// The path of the reference `name.png`.
  static func referencePath(_ name: String) -> String {
    directory.appendingPathComponent("\(name).png").path
  }

  /// Compares the pixels of `canvas` with `expected` (nil when their pixel sizes differ).
  static func compare(_ canvas: Canvas, with expected: CanvasImage) -> Comparison? {
    guard expected.pixelWidth == canvas.pixelWidth, expected.pixelHeight == canvas.pixelHeight
    else { return nil }
    let actual = canvas.rgbaPixels
    let wanted = expected.rgbaPixels
    var comparison = Comparison(differingPixels: [], largestChannelDifference: 0)
    for pixel in 0..<(actual.count / 4) {
      var largest = 0
      for channel in 0..<4 {
        largest = max(
          largest, abs(Int(actual[pixel * 4 + channel]) - Int(wanted[pixel * 4 + channel])))
      }
      comparison.largestChannelDifference = max(comparison.largestChannelDifference, largest)
      if largest > channelTolerance { comparison.differingPixels.append(pixel) }
    }
    return comparison
  }

  /// Compares the canvas with the reference `name.png`; records an issue when they differ.
  static func assert(
    _ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let reference = referencePath(name)
    guard !recording, FileManager.default.fileExists(atPath: reference) else {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try canvas.writePNG(to: reference)
      Issue.record(
        "recorded \(reference); look at it and run again", sourceLocation: sourceLocation)
      return
    }
    guard let expected = CanvasImage(pngFile: reference) else {
      Issue.record("cannot read \(reference)", sourceLocation: sourceLocation)
      return
    }
    guard let comparison = compare(canvas, with: expected) else {
      Issue.record(
        "size \(canvas.pixelWidth)×\(canvas.pixelHeight), reference \(expected.pixelWidth)×\(expected.pixelHeight)",
        sourceLocation: sourceLocation)
      return
    }
    guard !comparison.matches else { return }
    let (actualPath, diffPath) = try writeFailure(canvas, expected, comparison, named: name)
    Issue.record(
      "\(name): \(comparison.differingPixels.count) pixels differ by more than \(channelTolerance)/255 (at most \(comparison.largestChannelDifference)); actual \(actualPath), diff \(diffPath)",
      sourceLocation: sourceLocation)
  }

  /// Writes the actual image and the reference washed out under a red mask of the differing
  /// pixels to the temporary folder; returns both paths.
  static func writeFailure(
    _ canvas: Canvas, _ expected: CanvasImage, _ comparison: Comparison, named name: String
  ) throws -> (actual: String, diff: String) {
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-snapshots")
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let actualPath = failures.appendingPathComponent("\(name).png").path
    let diffPath = failures.appendingPathComponent("\(name)-diff.png").path
    try canvas.writePNG(to: actualPath)
    var mask = DisplayList()
    for pixel in comparison.differingPixels {
      let x = Double(pixel % canvas.pixelWidth) / canvas.scale
      let y = Double(pixel / canvas.pixelWidth) / canvas.scale
      mask.append(
        .fill(
          CGRect(x: x, y: y, width: 1 / canvas.scale, height: 1 / canvas.scale),
          Color(hex: 0xFF0000)))
    }
    let diff = Canvas(size: canvas.size, scale: canvas.scale)
    diff.draw(
      DisplayList(
        [
          .image(expected, in: CGRect(origin: .zero, size: canvas.size)),
          .fill(CGRect(origin: .zero, size: canvas.size), Color.white.withAlpha(0.7)),
        ] + mask.commands))
    try diff.writePNG(to: diffPath)
    return (actualPath, diffPath)
  }
}

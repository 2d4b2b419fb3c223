import Foundation
import SwipeCanvas
import Testing

/// Golden-image comparison in the style of swift-snapshot-testing: references live beside the
/// tests in `__Snapshots__`, a missing reference is written and the test fails, `SWIPE_RECORD=1`
/// re-records, and on a mismatch the actual image is written next to a difference mask.
enum ImageSnapshot {
  /// A pixel differs when any channel moves by more than this (out of 255): grayscale
  /// antialiasing of the same glyphs differs by less across machines with the same fonts.
  static let channelTolerance = 24
  /// The image matches when at most this fraction of its pixels differ.
  static let pixelTolerance = 0.002

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var recording: Bool { ProcessInfo.processInfo.environment["SWIPE_RECORD"] == "1" }

  /// Compares the canvas with the reference `name.png`; records an issue when they differ.
  static func assert(
    _ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let reference = directory.appendingPathComponent("\(name).png").path
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
    guard expected.pixelWidth == canvas.pixelWidth, expected.pixelHeight == canvas.pixelHeight
    else {
      Issue.record(
        "size \(canvas.pixelWidth)×\(canvas.pixelHeight), reference \(expected.pixelWidth)×\(expected.pixelHeight)",
        sourceLocation: sourceLocation)
      return
    }
    let actual = canvas.rgbaPixels
    let wanted = expected.rgbaPixels
    var differing = 0
    var mask = DisplayList()
    for pixel in 0..<(actual.count / 4) {
      var differs = false
      for channel in 0..<4
      where abs(Int(actual[pixel * 4 + channel]) - Int(wanted[pixel * 4 + channel]))
        > channelTolerance
      {
        differs = true
      }
      if differs {
        differing += 1
        let x = Double(pixel % canvas.pixelWidth) / canvas.scale
        let y = Double(pixel / canvas.pixelWidth) / canvas.scale
        mask.append(
          .fill(
            CGRect(x: x, y: y, width: 1 / canvas.scale, height: 1 / canvas.scale),
            Color(hex: 0xFF0000)))
      }
    }
    let fraction = Double(differing) / Double(max(actual.count / 4, 1))
    guard fraction > pixelTolerance else { return }
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-snapshots")
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let actualPath = failures.appendingPathComponent("\(name).png").path
    let diffPath = failures.appendingPathComponent("\(name)-diff.png").path
    try canvas.writePNG(to: actualPath)
    let diff = Canvas(size: canvas.size, scale: canvas.scale)
    diff.draw(
      DisplayList(
        [
          .image(expected, in: CGRect(origin: .zero, size: canvas.size)),
          .fill(CGRect(origin: .zero, size: canvas.size), Color.white.withAlpha(0.7)),
        ] + mask.commands))
    try diff.writePNG(to: diffPath)
    Issue.record(
      "\(name): \(differing) pixels (\(String(format: "%.3f", fraction * 100)) %) differ; actual \(actualPath), diff \(diffPath)",
      sourceLocation: sourceLocation)
  }
}

import CWebP
import Foundation
import SwipeCanvas
import SwipeCore
import SwipeScenario

/// Plays a demo's script headless and writes what it looks like: one PNG per sample, a contact
/// sheet (a grid of frames that shows the motion in one picture) and an animated WebP (encoded by
/// libwebp's animation encoder) that GitHub shows inline.
public struct Recorder {
  /// What a recording wrote.
  public struct Output: Sendable {
    /// The frames folder.
    public var frames: String
    /// The contact sheet PNG.
    public var contactSheet: String
    /// The animated WebP.
    public var animation: String
    /// How many frames were rendered.
    public var frameCount: Int
  }

  /// Pixels per point of the frames.
  public var scale: Double
  /// The animation's size relative to the frames.
  public var animationScale = 0.5
  /// The contact sheet's thumbnails' size relative to the frames.
  public var thumbnailScale = 0.45
  /// The animation's lossy quality, 0…100.
  public var animationQuality = 50.0
  /// The animation keeps one frame in this many (2: 15 frames a second from 30 samples).
  public var animationFrameStep = 2
  /// How many frames the contact sheet shows.
  public var contactFrames = 8
  /// Whether to write every frame as a PNG.
  public var writesFrames = true

  /// The accessibility settings the demos run under (they name the files: `-rtl`,
  /// `-reduced-motion`).
  public var settings = DemoSettings()

  /// A recorder at `scale` pixels per point.
  public init(scale: Double = 1) {
    self.scale = scale
  }

  /// Records `demo` playing `scenario` (its events and sampling; the scene is the demo) into
  /// `directory`, as `<name>-contact.png`, `<name>.webp` and `<name>/frame-0001.png`….
  public func record(
    _ type: any Demo.Type, scenario: Scenario? = nil, into directory: String
  ) throws -> Output {
    // Right to left, the demo's own script is played in a mirror, so it shows the same story.
    let script =
      settings.layoutDirection == .rightToLeft ? type.script.mirroredHorizontally() : type.script
    let scenario = scenario ?? script
    let name = type.name + settings.nameSuffix
    let framesDirectory = "\(directory)/\(name)"
    try FileManager.default.createDirectory(
      atPath: writesFrames ? framesDirectory : directory, withIntermediateDirectories: true)
    let demo = type.init(viewport: scenario.viewport)
    demo.apply(settings)
    let canvas = Canvas(size: demo.viewport, scale: scale)
    let small = Canvas(
      size: CGSize(
        width: Double(demo.viewport.width) * animationScale,
        height: Double(demo.viewport.height) * animationScale),
      scale: scale)
    let animation = try WebPAnimation(
      width: small.pixelWidth, height: small.pixelHeight, quality: animationQuality)
    // Keep only the frames the contact sheet shows (a full-size frame is megabytes).
    let total = scenario.sampling.times.count
    let shown = min(contactFrames, total)
    let kept = Set((0..<shown).map { shown > 1 ? $0 * (total - 1) / (shown - 1) : 0 })
    var snapshots: [(TimeInterval, CanvasImage)] = []
    var list = DisplayList()
    var frame = 0
    var failure: (any Error)?
    var simulation: any SceneSimulation = demo
    ScenarioRunner.play(scenario, on: &simulation) { _, time in
      guard failure == nil else { return }
      list.removeAll()
      demo.render(into: &list)
      canvas.draw(list, background: Theme.background)
      frame += 1
      do {
        if writesFrames {
          try canvas.writePNG(to: String(format: "%@/frame-%04d.png", framesDirectory, frame))
        }
        let keep = kept.contains(frame - 1)
        let animate = (frame - 1) % max(animationFrameStep, 1) == 0
        guard keep || animate else { return }
        let image = canvas.snapshot()
        if animate {
          small.draw(DisplayList([.image(image, in: CGRect(origin: .zero, size: small.size))]))
          try animation.add(small, at: time)
        }
        if keep { snapshots.append((time, image)) }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    let end = scenario.sampling.end
    try animation.finish(at: end + 1.0 / 30, to: "\(directory)/\(name).webp")
    let sheet = "\(directory)/\(name)-contact.png"
    try contactSheet(
      of: snapshots, viewport: demo.viewport, title: type.title + settings.titleSuffix
    )
    .writePNG(to: sheet)
    return Output(
      frames: framesDirectory, contactSheet: sheet, animation: "\(directory)/\(name).webp",
      frameCount: frame)
  }

  /// A grid of evenly spaced frames with their times, titled.
  func contactSheet(
    of snapshots: [(TimeInterval, CanvasImage)], viewport: CGSize, title: String
  ) -> Canvas {
    let count = snapshots.count
    let columns = min(count, 4)
    let rows = max(1, (count + columns - 1) / max(columns, 1))
    let thumbScale = thumbnailScale
    let thumb = CGSize(
      width: Double(viewport.width) * thumbScale, height: Double(viewport.height) * thumbScale)
    let gap = 12.0
    let top = 40.0
    let size = CGSize(
      width: gap + Double(columns) * (Double(thumb.width) + gap),
      height: top + Double(rows) * (Double(thumb.height) + gap + 18))
    var list = DisplayList()
    list.append(
      .text(
        title, in: CGRect(x: gap, y: 8, width: Double(size.width) - 2 * gap, height: 24),
        Font(size: 16, bold: true), Theme.text))
    for (slot, (time, image)) in snapshots.enumerated() {
      let x = gap + Double(slot % columns) * (Double(thumb.width) + gap)
      let y = top + Double(slot / columns) * (Double(thumb.height) + gap + 18)
      let rect = CGRect(x: x, y: y, width: thumb.width, height: thumb.height)
      list.append(.image(image, in: rect))
      list.append(.stroke(rect, Theme.separator, lineWidth: 1))
      list.append(
        .text(
          String(format: "t = %.2f s", time),
          in: CGRect(x: x, y: Double(rect.maxY) + 2, width: Double(thumb.width), height: 16),
          Theme.caption, Theme.secondaryText, .center))
    }
    let canvas = Canvas(size: size, scale: scale)
    canvas.draw(list, background: Theme.background)
    return canvas
  }
}

/// An animated WebP built frame by frame with libwebp's `WebPAnimEncoder`.
final class WebPAnimation {
  let encoder: OpaquePointer
  let width: Int32
  let height: Int32
  var config = WebPConfig()

  init(width: Int, height: Int, quality: Double) throws {
    self.width = Int32(width)
    self.height = Int32(height)
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
      throw CanvasError(message: "libwebp version mismatch")
    }
    options.allow_mixed = 1
    config.quality = Float(min(max(quality, 0), 100))
    config.method = 4
    guard let encoder = WebPAnimEncoderNew(self.width, self.height, &options) else {
      throw CanvasError(message: "cannot start a WebP animation of \(width)×\(height)")
    }
    self.encoder = encoder
  }

  deinit {
    WebPAnimEncoderDelete(encoder)
  }

  /// Adds the canvas's current pixels as the frame starting at `time` seconds.
  func add(_ canvas: Canvas, at time: TimeInterval) throws {
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw CanvasError(message: "WebPPictureInit") }
    picture.use_argb = 1
    picture.width = width
    picture.height = height
    defer { WebPPictureFree(&picture) }
    // Cairo's ARGB32 is BGRA in memory on little-endian machines; frames are opaque, so its
    // premultiplied values are the straight ones.
    let imported = canvas.withPixels { data, stride in
      WebPPictureImportBGRA(&picture, data.assumingMemoryBound(to: UInt8.self), Int32(stride))
    }
    guard imported == 1 else { throw CanvasError(message: "cannot import a frame into WebP") }
    guard WebPAnimEncoderAdd(encoder, &picture, Self.milliseconds(time), &config) != 0
    else { throw CanvasError(message: "cannot add a WebP frame") }
  }

  /// Ends the animation at `time` seconds and writes it to `path`.
  func finish(at time: TimeInterval, to path: String) throws {
    guard WebPAnimEncoderAdd(encoder, nil, Self.milliseconds(time), nil) != 0 else {
      throw CanvasError(message: "cannot end the WebP animation")
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw CanvasError(message: "cannot assemble the WebP animation")
    }
    try Data(bytes: bytes, count: data.size).write(to: URL(fileURLWithPath: path))
  }

  /// A frame time in whole milliseconds, clamped to what libwebp takes.
  static func milliseconds(_ time: TimeInterval) -> Int32 {
    Int32(clamping: Int(saturating: (time * 1000).rounded()))
  }
}

import CSDL2
import Foundation
import SwipeCanvas
import SwipeCore
import SwipeGallery

/// The gallery's window and frame loop.
final class GalleryWindow {
  let options: GalleryCommand.Options
  let window: OpaquePointer
  let renderer: OpaquePointer
  let texture: OpaquePointer
  let canvas: Canvas
  let viewport = DemoCatalog.viewport
  var demo: (any Demo)?
  var list = DisplayList()
  var stats = FrameStats()
  let start = SDL_GetPerformanceCounter()
  let frequency = Double(SDL_GetPerformanceFrequency())
  var fingerDown = false
  var menuTap: CGPoint?
  /// The display's refresh rate; frames are paced to it when vsync is unavailable (Xvfb).
  let refreshRate: Double
  var lastIndex: Int?

  init?(options: GalleryCommand.Options) {
    self.options = options
    let width = Int32((Double(viewport.width) * options.scale).rounded())
    let height = Int32((Double(viewport.height) * options.scale).rounded())
    let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
    guard
      let window = SDL_CreateWindow(
        "SwipeTableView gallery", centered, centered, width, height,
        UInt32(SDL_WINDOW_SHOWN.rawValue))
    else { return nil }
    self.window = window
    let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    guard
      let renderer = SDL_CreateRenderer(window, -1, flags)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      SDL_DestroyWindow(window)
      return nil
    }
    self.renderer = renderer
    canvas = Canvas(size: viewport, scale: options.scale)
    guard
      let texture = SDL_CreateTexture(
        renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(canvas.pixelWidth),
        Int32(canvas.pixelHeight))
    else {
      SDL_DestroyRenderer(renderer)
      SDL_DestroyWindow(window)
      return nil
    }
    self.texture = texture
    var mode = SDL_DisplayMode()
    refreshRate =
      SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0
      ? Double(mode.refresh_rate) : 60
    if let name = options.demo, let type = DemoCatalog.demo(named: name) {
      open(type)
    }
  }

  deinit {
    SDL_DestroyTexture(texture)
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }

  func open(_ type: any Demo.Type) {
    let opened = type.init(viewport: viewport)
    opened.apply(options.settings)
    demo = opened
    lastIndex = nil
    trace("open \(type.name)")
  }

  func trace(_ line: String) {
    guard options.trace else { return }
    OutputStream.standardOutput.write(line + "\n")
  }

  /// Runs until the window closes (or `--quit-after`), one engine step and one render per frame.
  func run() -> Int32 {
    let framePeriod = 1 / refreshRate
    var running = true
    var nextFrame = now
    while running {
      running = handleEvents()
      let frameStart = now
      if let quitAfter = options.quitAfter, frameStart >= quitAfter { running = false }
      step(at: frameStart)
      let work = now - frameStart
      SDL_RenderPresent(renderer)
      stats.record(frameStart: frameStart, work: work)
      nextFrame += framePeriod
      if nextFrame > now {
        wait(until: nextFrame)
      } else {
        nextFrame = now
      }
    }
    if options.stats {
      OutputStream.standardOutput.write(stats.report(refreshRate: refreshRate) + "\n")
    }
    return 0
  }

  /// Sleeps until `deadline`, the last millisecond spinning: `SDL_Delay` alone wakes up to a
  /// millisecond late and costs frames.
  func wait(until deadline: Double) {
    let sleep = deadline - now - 0.0015
    if sleep > 0 { SDL_Delay(UInt32(sleep * 1000)) }
    while now < deadline {}
  }

  func step(at time: Double) {
    list.removeAll()
    if var demo {
      demo.advance(to: time)
      for name in demo.takeEventNames() { trace("event \(name)") }
      if options.stats {
        for text in demo.takeAnnouncements() {
          OutputStream.standardOutput.write("announce: \(text)\n")
        }
      }
      demo.render(into: &list)
      if let index = demo.sampleFields().first(where: { $0.0 == "index" || $0.0 == "page" }),
        case .number(let value) = index.1, Int(value) != lastIndex
      {
        lastIndex = Int(value)
        trace("\(index.0) \(Int(value))")
      }
    } else {
      DemoMenu.render(viewport: viewport, into: &list)
    }
    canvas.draw(list, background: .white)
    _ = canvas.withPixels { pixels, stride in
      SDL_UpdateTexture(texture, nil, pixels, Int32(stride))
    }
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
  }

  func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: Double(x) / options.scale, y: Double(y) / options.scale)
  }

  /// Handles pending input; returns false when the gallery should close.
  func handleEvents() -> Bool {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      let time = now
      switch SDL_EventType(event.type) {
      case SDL_QUIT:
        return false
      case SDL_KEYDOWN:
        let key = event.key.keysym.sym
        if key == Int32(SDLK_ESCAPE.rawValue) {
          if demo == nil { return false }
          demo = nil
          trace("menu")
        } else if key == Int32(SDLK_F12.rawValue) {
          saveScreenshot()
        } else if key == Int32(SDLK_q.rawValue) {
          return false
        } else if let demoKey = Self.demoKey(key), let demo {
          demo.press(demoKey, time: time)
        }
      case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
        fingerDown = true
        let location = point(x: event.button.x, y: event.button.y)
        if var demo { demo.touch(.down, at: location, time: time) } else { menuTap = location }
      case SDL_MOUSEMOTION where fingerDown:
        let location = point(x: event.motion.x, y: event.motion.y)
        if var demo { demo.touch(.move, at: location, time: time) }
      case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
        fingerDown = false
        if var demo {
          demo.touch(.up, at: nil, time: time)
        } else if let tap = menuTap, let type = DemoMenu.demo(at: tap) {
          open(type)
        }
        menuTap = nil
      case SDL_MOUSEWHEEL:
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        demo?.wheel(by: Double(-event.wheel.y) * 60, at: point(x: x, y: y), time: time)
      default:
        break
      }
    }
    return true
  }

  /// The demo key an SDL key stands for.
  static func demoKey(_ key: Int32) -> DemoKey? {
    switch key {
    case Int32(SDLK_LEFT.rawValue): .left
    case Int32(SDLK_RIGHT.rawValue): .right
    case Int32(SDLK_UP.rawValue): .up
    case Int32(SDLK_DOWN.rawValue): .down
    case Int32(SDLK_PAGEUP.rawValue): .pageUp
    case Int32(SDLK_PAGEDOWN.rawValue): .pageDown
    case Int32(SDLK_HOME.rawValue): .home
    case Int32(SDLK_END.rawValue): .end
    case Int32(SDLK_r.rawValue): .refresh
    case Int32(SDLK_TAB.rawValue): .nextControl
    case Int32(SDLK_RETURN.rawValue), Int32(SDLK_SPACE.rawValue): .activate
    default: nil
    }
  }

  func saveScreenshot() {
    do {
      try canvas.writePNG(to: options.screenshot)
      trace("screenshot \(options.screenshot)")
    } catch {
      OutputStream.standardError.write("error: \(error)\n")
    }
  }
}

/// Frame timing: how long each frame's work took and how many frames were shown each second.
struct FrameStats {
  var frames = 0
  var worstWork = 0.0
  var totalWork = 0.0
  var windowStart = 0.0
  var framesInWindow = 0
  var slowestSecond = Double.infinity
  var firstFrame: Double?
  var lastFrame = 0.0
  /// Frames whose engine step and render took longer than a 60 Hz frame.
  var slowFrames = 0

  mutating func record(frameStart: Double, work: Double) {
    frames += 1
    totalWork += work
    worstWork = max(worstWork, work)
    if work > 1.0 / 60 { slowFrames += 1 }
    if firstFrame == nil {
      firstFrame = frameStart
      windowStart = frameStart
    }
    lastFrame = frameStart
    framesInWindow += 1
    if frameStart - windowStart >= 1 {
      // Frames shown per second over this window (its last frame opens the next window).
      slowestSecond = min(slowestSecond, Double(framesInWindow - 1) / (frameStart - windowStart))
      framesInWindow = 1
      windowStart = frameStart
    }
  }

  func report(refreshRate: Double) -> String {
    let span = max(lastFrame - (firstFrame ?? 0), 1e-9)
    let average = Double(max(frames - 1, 0)) / span
    let slowest = slowestSecond.isFinite ? String(format: "%.1f fps", slowestSecond) : "-"
    return String(
      format:
        "frames %d, %.1f fps average (display %.0f Hz), slowest second %@, "
        + "engine+render per frame %.2f ms average, %.2f ms worst, %d over 16.7 ms",
      frames, average, refreshRate, slowest, totalWork / Double(max(frames, 1)) * 1000,
      worstWork * 1000, slowFrames)
  }
}

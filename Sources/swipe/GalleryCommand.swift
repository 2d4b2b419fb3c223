import CSDL2
import Foundation
import SwipeCanvas
import SwipeCore
import SwipeGallery

/// `swipe gallery [--demo NAME] [--scale S] [--stats] [--trace] [--quit-after SECONDS]
/// [--screenshot PATH]`: an SDL2 window with the demo list; the mouse is the finger, the wheel
/// scrolls, Esc goes back, F12 saves a screenshot. The engine runs once per displayed frame.
enum GalleryCommand {
  struct Options {
    var demo: String?
    var scale = 1.0
    var stats = false
    var trace = false
    var quitAfter: Double?
    var screenshot = "gallery-screenshot.png"
  }

  static func run(_ arguments: [String]) -> Int32 {
    var options = Options()
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--demo": options.demo = remaining.next()
      case "--scale": options.scale = remaining.next().flatMap(Double.init) ?? 1
      case "--stats": options.stats = true
      case "--trace": options.trace = true
      case "--quit-after": options.quitAfter = remaining.next().flatMap(Double.init)
      case "--screenshot": options.screenshot = remaining.next() ?? options.screenshot
      default:
        OutputStream.standardError.write(
          "error: unknown option \(argument)\nusage: swipe gallery [--demo NAME] [--scale S] "
            + "[--stats] [--trace] [--quit-after SECONDS] [--screenshot PATH]\n")
        return 2
      }
    }
    guard options.scale > 0, options.scale <= 4 else {
      OutputStream.standardError.write("error: --scale: must be in (0, 4]\n")
      return 2
    }
    if let name = options.demo, DemoCatalog.demo(named: name) == nil {
      OutputStream.standardError.write(
        "error: --demo: unknown demo \"\(name)\" (one of: \(DemoCatalog.names))\n")
      return 2
    }
    guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
      OutputStream.standardError.write(
        "error: no display (\(String(cString: SDL_GetError()))); try `make gallery`, which records instead\n"
      )
      return 1
    }
    defer { SDL_Quit() }
    guard let window = GalleryWindow(options: options) else {
      OutputStream.standardError.write(
        "error: cannot open a window: \(String(cString: SDL_GetError()))\n")
      return 1
    }
    return window.run()
  }
}

import CSDL2
import Foundation
import SwipeCanvas
import SwipeCore
import SwipeGallery

/// `swipe gallery [--demo NAME] [--scale S] [--stats] [--trace] [--quit-after SECONDS]
/// [--screenshot PATH] [--rtl] [--reduce-motion]`: an SDL2 window with the demo list; the mouse
/// is the finger, the wheel and the keyboard scroll, Esc goes back, F12 saves a screenshot. The
/// engine runs once per displayed frame.
enum GalleryCommand {
  static let usage = """
    usage: swipe gallery [--demo NAME] [--scale S] [--stats] [--trace] [--quit-after SECONDS]
                         [--screenshot PATH] [--rtl] [--reduce-motion]

    Opens the gallery window: the demo list, then the demo you pick. The mouse is the finger
    (drag, flick, tap), the wheel scrolls, Esc goes back, F12 saves a screenshot. Keys: ←/→
    change page, ↑/↓ scroll a line, Page Up/Down a screen, Home/End the page's ends, R
    refreshes, Tab moves along the bar's tabs and Return selects one. Needs a display; without
    one, `swipe record --demo all --out DIR` records the demos instead.

      --demo NAME           open this demo directly (`swipe record --list` lists them)
      --scale S             window pixels per point, in (0, 4] (default 1)
      --stats               print the frame rate and the time per frame when the window closes
      --trace               print page changes and engine events as they happen
      --quit-after SECONDS  close the window after this many seconds
      --screenshot PATH     where F12 saves (default gallery-screenshot.png)
      --rtl                 lay the containers out right to left
      --reduce-motion       Reduce Motion: page changes without the slide, still spinners
    """

  /// The hint every "no display" error carries.
  static let recordHint = "use 'swipe record --demo all --out DIR' to record the demos instead"

  struct Options {
    var demo: String?
    var scale = 1.0
    var stats = false
    var trace = false
    var quitAfter: Double?
    var screenshot = "gallery-screenshot.png"
    var settings = DemoSettings()
  }

  static func run(_ arguments: [String]) -> Int32 {
    var options = Options()
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h": return Usage.show(usage)
      case "--stats": options.stats = true
      case "--trace": options.trace = true
      case "--rtl": options.settings.layoutDirection = .rightToLeft
      case "--reduce-motion": options.settings.reduceMotion = true
      case "--demo", "--screenshot":
        guard let text = remaining.next() else { return Usage.fail("\(argument) needs a value") }
        if argument == "--demo" { options.demo = text } else { options.screenshot = text }
      case "--scale":
        guard let text = remaining.next(), let number = Double(text), number > 0, number <= 4
        else { return Usage.fail("--scale: must be a number in (0, 4]") }
        options.scale = number
      case "--quit-after":
        guard let text = remaining.next(), let number = Double(text), number >= 0,
          number.isFinite
        else { return Usage.fail("--quit-after: must be a number of seconds ≥ 0") }
        options.quitAfter = number
      default:
        return Usage.unknownOption(argument, command: "gallery")
      }
    }
    if let name = options.demo, DemoCatalog.demo(named: name) == nil {
      return Usage.fail("--demo: unknown demo \"\(name)\" (one of: \(DemoCatalog.names))")
    }
    let environment = ProcessInfo.processInfo.environment
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    let requested = isSet("SDL_VIDEODRIVER")
    guard requested || isSet("DISPLAY") || isSet("WAYLAND_DISPLAY") else {
      return Usage.fail("no display (DISPLAY and WAYLAND_DISPLAY are not set); \(recordHint)")
    }
    if !requested {
      // Only the display the environment names: otherwise SDL falls back to an invisible
      // offscreen window (and its other back ends print to standard error on the way).
      SDL_SetHint(SDL_HINT_VIDEODRIVER, isSet("WAYLAND_DISPLAY") ? "wayland,x11" : "x11")
    }
    guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
      return Usage.fail("no display (\(String(cString: SDL_GetError()))); \(recordHint)")
    }
    defer { SDL_Quit() }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    guard requested || !["offscreen", "dummy"].contains(driver) else {
      return Usage.fail("no display (only SDL's \(driver) driver is available); \(recordHint)")
    }
    guard let window = GalleryWindow(options: options) else {
      return Usage.fail("cannot open a window (\(String(cString: SDL_GetError()))); \(recordHint)")
    }
    return window.run()
  }
}

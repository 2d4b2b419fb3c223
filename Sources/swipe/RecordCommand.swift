import Foundation
import SwipeCore
import SwipeGallery
import SwipeScenario

/// `swipe record --list` and `swipe record --demo NAME|all [--scenario FILE] --out DIR
/// [--scale S]`: plays demos headless and writes frames, a contact sheet and an animated WebP.
enum RecordCommand {
  static let usage = """
    usage: swipe record --list
           swipe record --demo NAME|all [--scenario FILE] --out DIR [--scale S] [--no-frames]
                        [--thumbnail F] [--animation-scale F] [--rtl] [--reduce-motion]

    Plays gallery demos headless and writes, for each, its frames (DIR/NAME/frame-0001.png…),
    a contact sheet (DIR/NAME-contact.png) and an animated WebP (DIR/NAME.webp). No display
    is needed.

      --list               list the demos
      --demo NAME|all      the demo to record, or every one
      --scenario FILE      play this scenario's events and sampling instead of the demo's own
                           script (FILE|-; its viewport is at most \(maximumViewport) points a side)
      --out DIR            the output folder (created if needed; must be writable)
      --scale S            pixels per point of the frames, in (0, 4] (default 1)
      --no-frames          write only the contact sheet and the animation
      --thumbnail F        the contact sheet's thumbnails' size, in (0, 1] (default 0.45)
      --animation-scale F  the animation's size, in (0, 1] (default 0.5)
      --rtl                lay the containers out right to left (files named <demo>-rtl)
      --reduce-motion      Reduce Motion (files named <demo>-reduced-motion)
    """

  /// The largest viewport side a recorded scenario may have, in points (frames are images).
  static let maximumViewport = 4096.0

  struct Options {
    var demo: String?
    var scenarioPath: String?
    var output: String?
    var scale = 1.0
    var frames = true
    var thumbnail = 0.45
    var animationScale = 0.5
    var settings = DemoSettings()
  }

  static func run(_ arguments: [String]) -> Int32 {
    var options = Options()
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--help", "-h":
        return Usage.show(usage)
      case "--list":
        let width = (DemoCatalog.everything.map { $0.name.count }.max() ?? 0) + 2
        for type in DemoCatalog.everything {
          let name = type.name.padding(toLength: width, withPad: " ", startingAt: 0)
          OutputStream.standardOutput.write("\(name)\(type.summary)\n")
        }
        return 0
      case "--demo", "--scenario", "--out":
        guard let text = remaining.next() else { return Usage.fail("\(argument) needs a value") }
        switch argument {
        case "--demo": options.demo = text
        case "--scenario": options.scenarioPath = text
        default: options.output = text
        }
      case "--scale", "--thumbnail", "--animation-scale":
        let upper = argument == "--scale" ? 4.0 : 1.0
        guard let text = remaining.next(), let number = Double(text), number > 0, number <= upper
        else {
          return Usage.fail("\(argument): must be a number in (0, \(Int(upper))]")
        }
        switch argument {
        case "--scale": options.scale = number
        case "--thumbnail": options.thumbnail = number
        default: options.animationScale = number
        }
      case "--no-frames": options.frames = false
      case "--rtl": options.settings.layoutDirection = .rightToLeft
      case "--reduce-motion": options.settings.reduceMotion = true
      default:
        return Usage.unknownOption(argument, command: "record")
      }
    }
    return record(options)
  }

  static func record(_ options: Options) -> Int32 {
    guard let demo = options.demo, let output = options.output else {
      return Usage.fail("record needs --demo NAME|all and --out DIR (see 'swipe record --help')")
    }
    let types =
      demo == "all" ? DemoCatalog.everything : DemoCatalog.demo(named: demo).map { [$0] } ?? []
    if types.isEmpty {
      return Usage.fail("--demo: unknown demo \"\(demo)\" (one of: \(DemoCatalog.names), all)")
    }
    var scenario: Scenario?
    if let path = options.scenarioPath {
      do {
        scenario = try Scenario.decode(try readInput(path))
      } catch let error as ScenarioError {
        OutputStream.standardError.write("\(error)\n")
        return 2
      } catch {
        return Usage.fail("\(path): cannot read (\(error.localizedDescription))")
      }
      if let viewport = scenario?.viewport {
        for (name, side) in [("width", viewport.width), ("height", viewport.height)]
        where Double(side) > maximumViewport {
          return Usage.fail(
            "viewport.\(name): must be ≤ \(Int(maximumViewport)) to record, got "
              + Double(side).messageText)
        }
      }
    }
    if let problem = writableFolderProblem(output) {
      return Usage.fail("--out: cannot write to '\(output)' (\(problem))")
    }
    var recorder = Recorder(scale: options.scale)
    recorder.writesFrames = options.frames
    recorder.thumbnailScale = options.thumbnail
    recorder.animationScale = options.animationScale
    recorder.settings = options.settings
    for type in types {
      do {
        let result = try recorder.record(type, scenario: scenario, into: output)
        OutputStream.standardOutput.write(
          "\(type.name): \(result.frameCount) frames\n  \(result.contactSheet)\n  \(result.animation)\n"
            + (options.frames ? "  \(result.frames)/\n" : ""))
      } catch {
        return Usage.fail("recording \(type.name): \(error)")
      }
    }
    return 0
  }

  /// Why `path` cannot be used as the output folder (nil when it can): it is created if
  /// missing, then a probe file is written and removed, before any demo is played.
  static func writableFolderProblem(_ path: String) -> String? {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
    let probe = URL(fileURLWithPath: path).appendingPathComponent(".swipe-record-probe")
    do {
      try Data().write(to: probe)
      try manager.removeItem(at: probe)
    } catch {
      return "not writable"
    }
    return nil
  }
}

import Foundation
import SwipeCore
import SwipeGallery

/// `swipe record --list` and `swipe record --demo NAME|all [--scenario FILE] --out DIR
/// [--scale S]`: plays demos headless and writes frames, a contact sheet and an animated WebP.
enum RecordCommand {
  static let usage =
    "usage: swipe record --list\n"
    + "       swipe record --demo NAME|all [--scenario FILE] --out DIR [--scale S] [--no-frames]\n"
    + "                    [--thumbnail F] [--animation-scale F]\n"

  static func run(_ arguments: [String]) -> Int32 {
    var demo: String?
    var scenarioPath: String?
    var output: String?
    var scale = 1.0
    var frames = true
    var thumbnail = 0.45
    var animationScale = 0.5
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      switch argument {
      case "--list":
        for type in DemoCatalog.all {
          let name = type.name.padding(toLength: 16, withPad: " ", startingAt: 0)
          OutputStream.standardOutput.write("\(name)\(type.summary)\n")
        }
        return 0
      case "--demo": demo = remaining.next()
      case "--scenario": scenarioPath = remaining.next()
      case "--out": output = remaining.next()
      case "--scale":
        guard let text = remaining.next(), let number = Double(text), number > 0, number <= 4 else {
          OutputStream.standardError.write("error: --scale: must be a number in (0, 4]\n")
          return 2
        }
        scale = number
      case "--no-frames": frames = false
      case "--thumbnail", "--animation-scale":
        guard let text = remaining.next(), let number = Double(text), number > 0, number <= 1 else {
          OutputStream.standardError.write("error: \(argument): must be a number in (0, 1]\n")
          return 2
        }
        if argument == "--thumbnail" { thumbnail = number } else { animationScale = number }
      default:
        OutputStream.standardError.write("error: unknown option \(argument)\n" + usage)
        return 2
      }
    }
    guard let demo, let output else {
      OutputStream.standardError.write(usage)
      return 2
    }
    let types = demo == "all" ? DemoCatalog.all : DemoCatalog.demo(named: demo).map { [$0] } ?? []
    if types.isEmpty {
      OutputStream.standardError.write(
        "error: --demo: unknown demo \"\(demo)\" (one of: \(DemoCatalog.names), all)\n")
      return 2
    }
    var scenario: Scenario?
    if let scenarioPath {
      do {
        scenario = try Scenario.decode(try readInput(scenarioPath))
      } catch {
        OutputStream.standardError.write("\(error)\n")
        return 2
      }
    }
    var recorder = Recorder(scale: scale)
    recorder.writesFrames = frames
    recorder.thumbnailScale = thumbnail
    recorder.animationScale = animationScale
    for type in types {
      do {
        let result = try recorder.record(type, scenario: scenario, into: output)
        OutputStream.standardOutput.write(
          "\(type.name): \(result.frameCount) frames\n  \(result.contactSheet)\n  \(result.animation)\n"
            + (frames ? "  \(result.frames)/\n" : ""))
      } catch {
        OutputStream.standardError.write("error: recording \(type.name): \(error)\n")
        return 1
      }
    }
    return 0
  }
}

import Foundation
import SwipeCore
import SwipeScenario

/// `swipe layout FILE|-`: computes a layout and prints one JSON object, written as it is made so
/// a layout of millions of items is never held as text.
enum LayoutCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let data: Data
    switch FileArgument(arguments, command: "layout", usage: Usage.layout) {
    case .data(let read): data = read
    case .exit(let status): return status
    }
    let file: LayoutFile
    do {
      file = try LayoutFile.decode(data)
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    do {
      try file.output().write { OutputStream.standardOutput.write($0) }
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    OutputStream.standardOutput.write("\n")
    return 0
  }
}

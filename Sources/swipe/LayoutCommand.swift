import Foundation
import SwipeCore

/// `swipe layout FILE|-`: computes a layout and prints one JSON object, written as it is made so
/// a layout of millions of items is never held as text.
enum LayoutCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let data = readFileArgument(arguments, command: "layout") else { return 2 }
    do {
      let file = try LayoutFile.decode(data)
      try file.output().write { OutputStream.standardOutput.write($0) }
      OutputStream.standardOutput.write("\n")
      return 0
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
  }
}

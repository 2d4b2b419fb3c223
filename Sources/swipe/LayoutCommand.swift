import Foundation
import SwipeCore

/// `swipe layout FILE|-`: computes a layout and prints one JSON object.
enum LayoutCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let data = readFileArgument(arguments, command: "layout") else { return 2 }
    do {
      let file = try LayoutFile.decode(data)
      var text = file.output().text
      text += "\n"
      OutputStream.standardOutput.write(text)
      return 0
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
  }
}

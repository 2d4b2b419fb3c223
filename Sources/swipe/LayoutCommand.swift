import Foundation
import SwipeCore

/// `swipe layout FILE|-`: computes a layout and prints one JSON object.
enum LayoutCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      OutputStream.standardError.write("usage: swipe layout FILE|-\n")
      return 2
    }
    let data: Data
    do {
      data = try readInput(path)
    } catch {
      OutputStream.standardError.write(
        "error: \(path): cannot read (\(error.localizedDescription))\n")
      return 2
    }
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

import Foundation
import SwipeCore

/// `swipe simulate FILE|-`: plays a scenario and prints JSON Lines.
enum SimulateCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let data: Data
    switch FileArgument(arguments, command: "simulate", usage: Usage.simulate) {
    case .data(let read): data = read
    case .exit(let status): return status
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.decode(data)
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    var buffer = ""
    do {
      try ScenarioRunner.run(scenario) { line in
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 {
          OutputStream.standardOutput.write(buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
    } catch {
      OutputStream.standardOutput.write(buffer)
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    OutputStream.standardOutput.write(buffer)
    return 0
  }
}

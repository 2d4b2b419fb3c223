import Foundation

/// The command-line help text.
enum Usage {
  static let text = """
    usage: swipe <command> [options]

    commands:
      simulate FILE|-        play a scenario, print one JSON line per sample
      layout FILE|-          compute a layout and answer its queries (one JSON object)
      gallery [--demo NAME] [--stats]
                             open the gallery window (mouse = finger, wheel scrolls, Esc back)
      record --list          list the gallery's demos
      record --demo NAME|all [--scenario FILE] --out DIR [--scale S] [--no-frames]
                             play demos headless: frames, a contact sheet, an animated WebP
      bench [--json] [--quick] [--smoke] [--filter TEXT]
                             run the benchmarks (JSON: one object with "results")

    Scenario and layout formats: SCENARIOS.md. Errors: one line on stderr, exit status 2.
    """

  /// Prints the help and returns `exitStatus`.
  static func print(to stream: OutputStream, exitStatus: Int32 = 0) -> Int32 {
    stream.write(text + "\n")
    return exitStatus
  }
}

/// Standard output or standard error, written to without Foundation's buffering surprises.
enum OutputStream {
  case standardOutput
  case standardError

  func write(_ text: String) {
    let handle: FileHandle = self == .standardOutput ? .standardOutput : .standardError
    handle.write(Data(text.utf8))
  }
}

/// Reads a whole file, or standard input for `-`.
func readInput(_ path: String) throws -> Data {
  if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
  return try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Reads the one `FILE|-` argument of a command; on a usage or read error prints it and returns
/// nil (the command exits with status 2).
func readFileArgument(_ arguments: [String], command: String) -> Data? {
  guard arguments.count == 1, let path = arguments.first else {
    OutputStream.standardError.write("usage: swipe \(command) FILE|-\n")
    return nil
  }
  do {
    return try readInput(path)
  } catch {
    OutputStream.standardError.write(
      "error: \(path): cannot read (\(error.localizedDescription))\n")
    return nil
  }
}

import Foundation

/// The command-line help texts and the rules every command follows (SCENARIOS.md, "The
/// command"): `--help` prints usage to standard output with status 0; a mistake the user can fix
/// is one `error: …` line on standard error with status 2.
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

    `swipe COMMAND --help` describes a command. Scenario and layout formats: SCENARIOS.md.
    Errors: one line on standard error, exit status 2.
    """

  static let simulate = """
    usage: swipe simulate FILE|-

    Plays a scenario file (SCENARIOS.md; `-` reads standard input) and prints one JSON object
    per sample, one per line. An invalid file prints one `error: <path>: <problem>` line on
    standard error, nothing on standard output, and exits with status 2.

    `"host": "uikit"` in a swipe scenario plays it through SwipeUIKit's SwipeTableView on
    UIKitStub (Linux builds) instead of the engine alone; the output format is the same.
    """

  static let layout = """
    usage: swipe layout FILE|-

    Computes a waterfall or compositional layout file (SCENARIOS.md; `-` reads standard input)
    and prints one JSON object: the content size, every element and the answers to the file's
    queries. An invalid file prints one `error: <path>: <problem>` line on standard error and
    exits with status 2.
    """

  /// Prints `text` and a newline to standard output; status 0.
  static func show(_ text: String) -> Int32 {
    OutputStream.standardOutput.write(text + "\n")
    return 0
  }

  /// Prints `error: <message>` on one line of standard error; status 2.
  static func fail(_ message: String) -> Int32 {
    let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    OutputStream.standardError.write("error: \(line)\n")
    return 2
  }

  /// The error for an option `command` does not know.
  static func unknownOption(_ option: String, command: String) -> Int32 {
    fail("unknown option '\(option)' (see 'swipe \(command) --help')")
  }

  /// Whether `argument` asks for help.
  static func isHelp(_ argument: String) -> Bool { argument == "--help" || argument == "-h" }
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

/// What a `FILE|-` command was asked to do.
enum FileArgument {
  /// Read and process this data.
  case data(Data)
  /// Stop with this exit status (help printed, or an error reported).
  case exit(Int32)

  /// Reads the one `FILE|-` argument of `command`, handling `--help` and reporting usage and
  /// read errors.
  init(_ arguments: [String], command: String, usage: String) {
    if arguments.contains(where: Usage.isHelp) {
      self = .exit(Usage.show(usage))
      return
    }
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      self = .exit(Usage.unknownOption(option, command: command))
      return
    }
    guard arguments.count == 1, let path = arguments.first else {
      let problem = arguments.isEmpty ? "needs" : "takes exactly"
      self = .exit(
        Usage.fail("swipe \(command) \(problem) one FILE or - (see 'swipe \(command) --help')"))
      return
    }
    do {
      self = .data(try readInput(path))
    } catch {
      self = .exit(Usage.fail("\(path): cannot read (\(error.localizedDescription))"))
    }
  }
}

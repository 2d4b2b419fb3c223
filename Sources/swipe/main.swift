import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
let status: Int32 =
  switch arguments.first {
  case nil, "-h", "--help", "help": Usage.show(Usage.text)
  case "simulate": SimulateCommand.run(rest)
  case "layout": LayoutCommand.run(rest)
  case "record": RecordCommand.run(rest)
  case "gallery": GalleryCommand.run(rest)
  case "bench": BenchCommand.run(rest)
  case let option? where option.hasPrefix("-"):
    Usage.fail("unknown option '\(option)' (see 'swipe --help')")
  case let command?: Usage.fail("unknown command '\(command)' (see 'swipe --help')")
  }
exit(status)

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32 =
  switch arguments.first {
  case "simulate": SimulateCommand.run(Array(arguments.dropFirst()))
  case "layout": LayoutCommand.run(Array(arguments.dropFirst()))
  case "record": RecordCommand.run(Array(arguments.dropFirst()))
  case "gallery": GalleryCommand.run(Array(arguments.dropFirst()))
  case "bench": BenchCommand.run(Array(arguments.dropFirst()))
  case "-h", "--help", "help": Usage.print(to: .standardOutput)
  default: Usage.print(to: .standardError, exitStatus: 2)
  }
exit(status)

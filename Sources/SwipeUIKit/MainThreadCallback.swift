#if canImport(UIKit) || os(Linux)
  import Foundation

  /// A main-actor function handed to a nonisolated callback that UIKit only ever runs on the main
  /// thread (a key-value observation of a view): the call checks the isolation and allocates
  /// nothing. `MainActor.assumeIsolated` would box its closure on every call, once per scroll
  /// frame per observation (measured: one 32-byte allocation per callback in `swipe bench`'s
  /// `uikit.frame.drag`).
  package struct MainThreadCallback<Argument>: @unchecked Sendable {
    private let body: (Argument) -> Void

    package init(_ body: @escaping @MainActor (Argument) -> Void) {
      // Same representation; only the isolation annotation differs, and `callAsFunction`
      // checks it.
      self.body = unsafeBitCast(body, to: ((Argument) -> Void).self)
    }

    package func callAsFunction(_ argument: Argument) {
      MainActor.preconditionIsolated("a view callback ran off the main actor")
      body(argument)
    }
  }
#endif

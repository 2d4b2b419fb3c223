#if os(Linux)
  import Foundation

  /// SwiftUI's view graph, reduced to what the stub's model needs while it works: whether a
  /// view update is under way, the environment the view being evaluated sees, which hosting
  /// view is evaluating (the state it reads is its dependency), and what the evaluation asked
  /// for (a sheet, the safe area its root ignores, a UIKit scroll view for its root).
  ///
  /// SwiftUI updates views on the main thread, one update at a time, so this is the main
  /// actor's.
  @MainActor package enum ViewGraph {
    /// SwiftUI's console warning for a state write during a view update.
    package static let stateWriteDuringUpdate =
      "Modifying state during view update, this will cause undefined behavior."

    /// Whether SwiftUI is updating views: a state written now is "Modifying state during view
    /// update" (SwiftUI prints it and the write's effect is undefined; the stub prints it and
    /// writes).
    package static var isUpdating: Bool { CallStack.current.updateDepth > 0 }

    /// Runs `body` as a view update (a representable's make, update and dismantle calls; a
    /// hosting view's render), nested or not.
    package static func update<Result>(_ body: () throws -> Result) rethrows -> Result {
      let stack = CallStack.current
      stack.updateDepth += 1
      defer { stack.updateDepth -= 1 }
      return try body()
    }

    /// How many times hosting controllers measured their content (`sizeThatFits(in:)`), for
    /// tests that count measurements.
    package internal(set) static var measureCount = 0

    /// Prints a runtime issue as SwiftUI does (to the stub's console).
    package static func runtimeIssue(_ message: String) {
      UIKitStubDriver.current.log(message)
    }

    // MARK: - Evaluation

    /// The environment of the view being evaluated.
    package private(set) static var environment = EnvironmentValues()

    /// Evaluates `body` in the environment `transform` makes of the current one.
    static func withEnvironment<Result>(
      _ transform: (inout EnvironmentValues) -> Void, _ body: () -> Result
    ) -> Result {
      let saved = environment
      transform(&environment)
      defer { environment = saved }
      return body()
    }

    /// The hosting view whose content is being evaluated, if any.
    private(set) static weak var evaluatingView: UIView?
    /// The sheets the evaluation asked for.
    private(set) static var sheets: [SheetRequest] = []
    /// Whether the view being sized is the root, or reached from it through views that only
    /// pass their content on (bodies, environment writers).
    static var isAtRoot = false
    /// Whether the primitive view being sized was reached at the root.
    static var primitiveIsAtRoot = false
    /// The safe-area edges the root ignores.
    static var rootIgnoredEdges: Edge.Set = []
    /// The edges where the root ignores the keyboard's safe area.
    static var rootIgnoredKeyboardEdges: Edge.Set = []
    /// What the root shows in a UIKit scroll view, as first sized.
    private(set) static var scrollContent: ScrollContent?
    /// The view controller representable at the root, as first sized.
    private(set) static var rootRepresentable: RootRepresentableRequest?

    /// What evaluating a hosting view's root asked for.
    struct Evaluation {
      var sheets: [SheetRequest]
      var ignoredEdges: Edge.Set
      var ignoredKeyboardEdges: Edge.Set
      var scrollContent: ScrollContent?
      var rootRepresentable: RootRepresentableRequest?
    }

    /// Evaluates `body` for `view`, a hosting view, in a fresh environment (a hosting
    /// controller's root inherits nothing it is not given), recording what it asks for; each
    /// state the content reads is handed to `onRead` (nil: not recorded).
    static func evaluate<Result>(
      for view: UIView, onRead: ((@escaping StateRead) -> Void)? = nil, _ body: () -> Result
    ) -> (Result, Evaluation) {
      let saved = (
        environment, evaluatingView, sheets, isAtRoot, rootIgnoredEdges, rootIgnoredKeyboardEdges,
        scrollContent, rootRepresentable
      )
      (
        environment, evaluatingView, sheets, isAtRoot, rootIgnoredEdges, rootIgnoredKeyboardEdges,
        scrollContent, rootRepresentable
      ) = (EnvironmentValues(), view, [], true, [], [], nil, nil)
      let stack = CallStack.current
      let savedReader = stack.onRead
      stack.onRead = onRead
      defer {
        (
          environment, evaluatingView, sheets, isAtRoot, rootIgnoredEdges,
          rootIgnoredKeyboardEdges, scrollContent, rootRepresentable
        ) = saved
        stack.onRead = savedReader
      }
      let result = body()
      return (
        result,
        Evaluation(
          sheets: sheets, ignoredEdges: rootIgnoredEdges,
          ignoredKeyboardEdges: rootIgnoredKeyboardEdges, scrollContent: scrollContent,
          rootRepresentable: rootRepresentable)
      )
    }

    /// A sheet the evaluated content asks to show (or not).
    static func request(_ sheet: SheetRequest) {
      guard evaluatingView != nil else { return }
      sheets.append(sheet)
    }

    /// The root's content asks to be shown in a UIKit scroll view; the first request of an
    /// evaluation (its first sizing, at the hosting view's size) is kept.
    static func request(_ content: ScrollContent) {
      guard evaluatingView != nil, scrollContent == nil else { return }
      scrollContent = content
    }

    /// The root is a view controller representable; the first request of an evaluation is
    /// kept.
    static func request(_ representable: RootRepresentableRequest) {
      guard evaluatingView != nil, rootRepresentable == nil else { return }
      rootRepresentable = representable
    }
  }

  /// A state read during an evaluation: whether it was written since.
  typealias StateRead = @MainActor () -> Bool

  /// What the view graph is doing in the current thread's call stack: whether it updates
  /// views, and who records the states the evaluation reads.
  ///
  /// A state is not bound to the main actor (SwiftUI's `State` is not), so it cannot read the
  /// main actor's view graph; SwiftUI updates views synchronously on the main actor, so what it
  /// does is a property of the call stack: per thread, set and reset within one synchronous
  /// main-actor call. A state that finds it set is being read or written by that call, on the
  /// main actor. (A task-local value would not do: a `Task` started during an update inherits
  /// it and runs after the update.)
  final class CallStack {
    /// How many view updates the call stack is in.
    var updateDepth = 0
    /// Records a state read by the evaluation under way.
    var onRead: ((@escaping StateRead) -> Void)?

    private static let key = "SwiftUIStub.ViewGraph.CallStack"

    /// The current thread's.
    static var current: CallStack {
      let dictionary = Thread.current.threadDictionary
      if let stack = dictionary[key] as? CallStack { return stack }
      let stack = CallStack()
      dictionary[key] = stack
      return stack
    }
  }

  /// A `sheet(isPresented:onDismiss:content:)` as evaluated: whether it is to be shown, and how
  /// to make its content.
  struct SheetRequest {
    let isPresented: Bool
    let makeContent: @MainActor () -> AnyView
    let onDismiss: (() -> Void)?
  }
#endif

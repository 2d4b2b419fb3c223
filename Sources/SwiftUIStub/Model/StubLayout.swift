#if os(Linux)
  import Foundation

  /// A view that sizes itself in the stub's layout model; every other view is sized by its
  /// `body`.
  @MainActor package protocol StubSizing {
    /// The size the view takes when offered `proposal`. A dimension that is not finite is
    /// unspecified (``StubLayout/isBounded(_:)``).
    func stubSize(proposing proposal: CGSize) -> CGSize
  }

  /// The stub's layout model: enough of SwiftUI's sizing for a hosting controller to answer
  /// `sizeThatFits(in:)` on Linux.
  ///
  /// A primitive view answers for itself (``StubSizing``); any other view is its `body`. The
  /// rules are the stub's, documented on each view (`Color` fills what it is offered, `Text`
  /// sets 10 pt per character in 20 pt lines, stacks add up their children), so tests can
  /// predict every size; they are not measurements of SwiftUI.
  @MainActor package enum StubLayout {
    /// The size `view` takes when offered `proposal`.
    ///
    /// A view reading an environment object that no ancestor provided is laid out as empty,
    /// after SwiftUI's message ("No ObservableObject of type … found") is printed: SwiftUI
    /// stops the app there, the stub lets the test report it.
    package static func size<V: View>(of view: V, proposing proposal: CGSize) -> CGSize {
      if let sized = view as? any StubSizing {
        let atRoot = ViewGraph.isAtRoot
        ViewGraph.primitiveIsAtRoot = atRoot
        ViewGraph.isAtRoot = false
        defer { ViewGraph.isAtRoot = atRoot }
        return sized.stubSize(proposing: proposal)
      }
      // A primitive view the model does not know (a representable) takes no space; at the
      // root, a view controller representable is still shown, over the whole content frame.
      if V.Body.self == Never.self {
        if ViewGraph.isAtRoot, let representable = view as? any UIViewControllerRepresentable {
          ViewGraph.request(RootRepresentableRequest(representable))
        }
        return .zero
      }
      for key in EnvironmentObjectKey.keys(of: view) where !ViewGraph.environment.contains(key) {
        ViewGraph.runtimeIssue(key.missingMessage)
        return .zero
      }
      return size(of: view.body, proposing: proposal)
    }

    /// `views` one below the other, `spacing` apart, each offered the proposal's width and an
    /// unbounded height: the sum of their heights and the widest width.
    package static func stack(_ views: [any View], spacing: CGFloat, proposal: CGSize) -> CGSize {
      let offer = CGSize(width: proposal.width, height: .infinity)
      var size = CGSize.zero
      for (index, view) in views.enumerated() {
        let child = StubLayout.size(of: view, proposing: offer)
        size.width = max(size.width, child.width)
        size.height += child.height + (index > 0 ? spacing : 0)
      }
      return size
    }

    /// Whether a proposed dimension is bounded: any finite length. `.infinity` is the stub's
    /// unspecified dimension (SwiftUI's nil, which a `CGSize` cannot hold: stacks offer it to
    /// measure their children, and a hosting controller's ideal size is measured with it).
    /// `CGFloat.greatestFiniteMagnitude` is a real proposal, as in SwiftUI, whose views choose
    /// their size from the proposal they get (ProposedViewSize's documentation): a flexible
    /// view such as `Color` takes all of it.
    package static func isBounded(_ length: CGFloat) -> Bool {
      length.isFinite
    }
  }
#endif

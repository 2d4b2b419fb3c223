#if os(Linux)
  import Foundation

  /// A view that sizes itself in the stub's layout model; every other view is sized by its
  /// `body`.
  @MainActor package protocol StubSizing {
    /// The size the view takes when offered `proposal`. A dimension that is not finite (or is
    /// `CGFloat.greatestFiniteMagnitude`, as `sizeThatFits(in:)` callers pass) is unbounded.
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
    package static func size<V: View>(of view: V, proposing proposal: CGSize) -> CGSize {
      if let sized = view as? any StubSizing { return sized.stubSize(proposing: proposal) }
      // A primitive view the model does not know (a representable) takes no space.
      if V.Body.self == Never.self { return .zero }
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

    /// Whether a proposed dimension is bounded.
    package static func isBounded(_ length: CGFloat) -> Bool {
      length.isFinite && length < .greatestFiniteMagnitude
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// The view an `if`–`else` in a `ViewBuilder` builds: one of two views, as SwiftUI's
  /// `_ConditionalContent`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    // SDK: @usableFromInline @frozen enum Storage — D14 SwiftUI/SwiftUI.swift:6979
    /// Which branch was taken, with its view.
    @usableFromInline package enum Storage {
      /// The `if` branch.
      case trueContent(TrueContent)
      /// The `else` branch.
      case falseContent(FalseContent)
    }

    // SDK: @usableFromInline let storage — D14 SwiftUI/SwiftUI.swift:6984
    /// The branch taken.
    package let storage: Storage

    // SDK: @usableFromInline init(storage:) — D14 SwiftUI/SwiftUI.swift:6990 (in the `View` extension)
    /// The view of one branch.
    package init(storage: Storage) {
      self.storage = storage
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A conditional view is primitive.
    public typealias Body = Never
  }

  extension _ConditionalContent: StubSizing where TrueContent: View, FalseContent: View {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      // It only passes its branch on: the branch is where it is (at the root or not).
      ViewGraph.isAtRoot = ViewGraph.primitiveIsAtRoot
      return switch storage {
      case .trueContent(let view): StubLayout.size(of: view, proposing: proposal)
      case .falseContent(let view): StubLayout.size(of: view, proposing: proposal)
      }
    }
  }
#endif

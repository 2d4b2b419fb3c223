#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeUIKit
    import SwipeUIKitRefresh
  #endif

  /// What a ``SwipeView`` page's pull to refresh shows in the strip it opens
  /// (``SwipeView/refreshStyle(_:)``): one of the library's looks, a SwiftUI view of your own
  /// given the state and the pull progress, or nothing.
  public struct SwipeRefreshStyle {
    /// Which look.
    enum Kind: Equatable {
      case standard, pullDown, ring, hidden, view
    }

    let kind: Kind
    /// The app's view for a state and a pull progress (``indicator(_:)``).
    let indicator: (@MainActor (RefreshState, CGFloat) -> AnyView)?

    /// The standard look, the default: a spinner that draws in with the pull and spins while
    /// refreshing, beside a line of text (SwipeUIKit's `StandardRefreshIndicator`).
    public static var standard: SwipeRefreshStyle {
      SwipeRefreshStyle(kind: .standard, indicator: nil)
    }
    /// The Swift seed's arc, that spins, then draws a checkmark (`PullDownRefreshIndicator`).
    public static var pullDown: SwipeRefreshStyle {
      SwipeRefreshStyle(kind: .pullDown, indicator: nil)
    }
    /// The Objective-C seed's ring, head and tail chasing (`RingRefreshIndicator`, no image).
    public static var ring: SwipeRefreshStyle { SwipeRefreshStyle(kind: .ring, indicator: nil) }
    /// Nothing: draw your own from ``SwipeView/onRefreshChange(perform:)``.
    public static var hidden: SwipeRefreshStyle { SwipeRefreshStyle(kind: .hidden, indicator: nil) }

    /// A SwiftUI view of your own, made again whenever the page's refresh state or pull
    /// progress changes, and when the `SwipeView` updates: it fills the strip the pull opens
    /// (clipped to it), in the `SwipeView`'s environment.
    ///
    /// ```swift
    /// .refreshStyle(.indicator { state, progress in
    ///   ProgressView(value: min(progress, 1)).opacity(state.isActive ? 0 : 1)
    /// })
    /// ```
    ///
    /// - Parameter indicator: The view for the page's refresh state and pull progress (the
    ///   opened height over the trigger distance: 0 at rest, 1 at the trigger, the held
    ///   height's share while refreshing).
    public static func indicator<Indicator: View>(
      @ViewBuilder _ indicator:
        @escaping @MainActor (
          _ state: RefreshState, _ pullProgress: CGFloat
        ) -> Indicator
    ) -> SwipeRefreshStyle {
      SwipeRefreshStyle(kind: .view) { state, progress in AnyView(indicator(state, progress)) }
    }

    /// The container's look for this style; `hosted` makes the indicator of a view style.
    @MainActor func look(hosted: @escaping @MainActor () -> SwipeRefreshIndicator)
      -> SwipeRefreshLook
    {
      switch kind {
      case .standard: .standard
      case .pullDown: .pullDown
      case .ring: .ring
      case .hidden: .none
      case .view: .custom(hosted)
      }
    }
  }

  /// Where a hosted refresh indicator takes its view, environment and parent controller.
  @MainActor protocol HostedRefreshIndicatorSource: AnyObject {
    /// The app's view for `state` and `progress`, nil when the style is not a view.
    func refreshIndicatorView(state: RefreshState, progress: CGFloat) -> AnyView?
    /// The environment the `SwipeView` is in.
    var environment: EnvironmentValues { get }
    /// The controller whose child the hosting controller becomes.
    var controller: SwipeContainerController { get }
  }

  /// A refresh indicator showing the app's SwiftUI view (``SwipeRefreshStyle/indicator(_:)``):
  /// a hosting controller, a child of the container's, whose view fills the strip.
  final class HostedRefreshIndicator: SwipeRefreshIndicator {
    let hosted: HostedContent<AnyView>
    private weak var source: (any HostedRefreshIndicatorSource)?

    init(source: any HostedRefreshIndicatorSource) {
      self.source = source
      hosted = HostedContent(content: AnyView(EmptyView()), environment: source.environment)
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      clipsToBounds = true
      hosted.attach(to: source.controller, in: self)
      render()
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The view for the state and progress shown, in the `SwipeView`'s environment.
    func render() {
      guard let source, let view = source.refreshIndicatorView(state: state, progress: pullProgress)
      else { return }
      _ = hosted.show(view, in: source.environment)
    }

    override func update(from previous: RefreshState) {
      render()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let view: UIView = hosted.controller.view
      if view.frame != bounds { view.frame = bounds }
    }

    /// Leaving the container (its page went, or the style changed), the hosting controller
    /// leaves the container's controller.
    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      if superview == nil { hosted.detach() }
    }
  }
#endif

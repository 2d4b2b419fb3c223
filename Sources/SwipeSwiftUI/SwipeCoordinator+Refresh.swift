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
  #endif

  extension SwipeCoordinator {
    // MARK: - Refresh changes

    /// The refresh control of the page at `index` changed state or pull: the refresh-change
    /// action hears the page's state and pull progress as they are now (after the update, when
    /// one is running: once per page, with the values current then).
    func refreshDidChange(at index: Int) {
      guard !isDismantled, let action = options.refreshChange else { return }
      guard !isUpdating else {
        if !deferredRefreshReports.contains(index) { deferredRefreshReports.append(index) }
        scheduleDeferredWork()
        return
      }
      action(index, table.refreshState(at: index), table.refreshPullProgress(at: index))
    }

    // MARK: - Refresh style

    /// Gives the container the style's look when the look changes; a view style's indicators
    /// show the app's view again (the `SwipeView` updated: its state may have changed).
    func applyRefreshStyle(_ style: SwipeRefreshStyle) {
      if style.kind != appliedRefreshKind {
        appliedRefreshKind = style.kind
        table.refreshLook = style.look { [weak self] in
          guard let self else { return SwipeRefreshIndicator(frame: .zero) }
          return HostedRefreshIndicator(source: self)
        }
      } else if style.kind == .view {
        for case let indicator as HostedRefreshIndicator in table.subviews { indicator.render() }
      }
    }
  }

  extension SwipeCoordinator: HostedRefreshIndicatorSource {
    func refreshIndicatorView(state: RefreshState, progress: CGFloat) -> AnyView? {
      options.refreshStyle.indicator?(state, progress)
    }
  }
#endif

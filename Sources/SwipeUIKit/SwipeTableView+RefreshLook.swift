#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// What a page's pull to refresh shows in the strip it opens.
  public enum SwipeRefreshLook {
    /// Nothing: draw your own from the delegate's progress, at
    /// ``SwipeTableView/refreshIndicatorFrame(at:)``.
    case none
    /// The Swift seed's arc (``PullDownRefreshIndicator``).
    case pullDown
    /// An indicator of your own, made once for each loaded page that pulls to refresh.
    case custom(@MainActor () -> SwipeRefreshIndicator)

    @MainActor func makeIndicator() -> SwipeRefreshIndicator? {
      switch self {
      case .none: nil
      case .pullDown: PullDownRefreshIndicator(frame: .zero)
      case .custom(let make): make()
      }
    }
  }

  extension SwipeTableView {
    // MARK: - Refresh indicators

    /// Places each loaded page's indicator in the strip its pull opens (hidden while none is
    /// open) and shows it the page's refresh state and pull progress when they change; makes
    /// the indicators of pages that have come, drops those of pages that left.
    func updateRefreshIndicators() {
      guard refreshIndicators.isEmpty == false || refreshLookMakesIndicators else { return }
      for page in engine.loadedPages {
        let index = page.index
        guard engine.refreshHeader(pageAt: index) != nil else {
          dropRefreshIndicator(at: index)
          continue
        }
        guard let indicator = refreshIndicators[index] ?? makeRefreshIndicator(at: index) else {
          continue
        }
        if let frame = engine.refreshIndicatorFrame(pageAt: index) {
          if indicator.frame != frame { indicator.frame = frame }
          if indicator.isHidden { indicator.isHidden = false }
        } else if !indicator.isHidden {
          indicator.isHidden = true
        }
        let state = engine.refreshState(pageAt: index)
        let progress = CGFloat(engine.refreshPullProgress(pageAt: index))
        if indicator.state != state || indicator.pullProgress != progress {
          indicator.show(state, pullProgress: progress)
        }
      }
      for index in refreshIndicators.keys where engine.loadedPage(at: index) == nil {
        dropRefreshIndicator(at: index)
      }
    }

    private var refreshLookMakesIndicators: Bool {
      if case .none = refreshLook { return false }
      return true
    }

    private func makeRefreshIndicator(at index: Int) -> SwipeRefreshIndicator? {
      guard let indicator = refreshLook.makeIndicator() else { return nil }
      indicator.isHidden = true
      // Over the pages, under the header and the bar.
      insertSubview(indicator, belowSubview: chromeView)
      refreshIndicators[index] = indicator
      return indicator
    }

    func dropRefreshIndicator(at index: Int) {
      refreshIndicators.removeValue(forKey: index)?.removeFromSuperview()
    }

    /// Drops every indicator (the look changed: the next pass makes new ones).
    func dropRefreshIndicators() {
      for indicator in refreshIndicators.values { indicator.removeFromSuperview() }
      refreshIndicators.removeAll()
    }
  }
#endif

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

  /// What a pull to refresh shows in the strip it opens.
  ///
  /// The seeds' looks, the Swift seed's arc (`.pullDown`) and the Objective-C seed's ring
  /// (`.ring`), come with `import SwipeUIKitRefresh`, so that an app that keeps the standard
  /// look does not carry them.
  public enum SwipeRefreshLook {
    /// Nothing: draw your own from the delegate's progress, at
    /// ``SwipeTableView/refreshIndicatorFrame(at:)``.
    case none
    /// The standard look, the default: a spinner and a line of text
    /// (``StandardRefreshIndicator``).
    case standard
    /// An indicator of your own, made once for each loaded page that pulls to refresh.
    case custom(@MainActor () -> SwipeRefreshIndicator)

    @MainActor package func makeIndicator() -> SwipeRefreshIndicator? {
      switch self {
      case .none: nil
      case .standard: StandardRefreshIndicator(frame: .zero)
      case .custom(let make): make()
      }
    }
  }

  /// What a list's load more shows below its content.
  public enum SwipeLoadMoreLook {
    /// Nothing: the list keeps no room for a footer (draw your own from the delegate's
    /// ``SwipeTableViewDelegate/swipeTableView(_:didTriggerLoadMoreAt:)`` and
    /// ``SwipeTableView/loadMoreState(at:)``).
    case none
    /// The standard footer, the default (``StandardLoadMoreIndicator``, 44 pt).
    case standard
    /// A footer of your own, `height` points tall, made once for each loaded page slot.
    case custom(height: CGFloat, @MainActor () -> SwipeLoadMoreIndicator)

    /// How tall the footer is (0 for none).
    package var height: CGFloat {
      switch self {
      case .none: 0
      case .standard: StandardLoadMoreIndicator.height
      case .custom(let height, _): height.isFinite ? max(height, 0) : 0
      }
    }

    @MainActor package func makeIndicator() -> SwipeLoadMoreIndicator? {
      switch self {
      case .none: nil
      case .standard: StandardLoadMoreIndicator(frame: .zero)
      case .custom(_, let make): make()
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
          if let date = indicator.lastUpdated { refreshDates[index] = date }
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
      if let date = refreshDates[index] { indicator.lastUpdated = date }
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

    // MARK: - Load-more indicators

    /// Places each loaded page's load-more footer in its scroll view, right below the content
    /// (hidden while the page has none: no load more, or content that fits), and shows it the
    /// page's footer state.
    func updateLoadMoreIndicators() {
      guard loadMoreIndicators.isEmpty == false || storedLoadMoreLook.height > 0 else { return }
      for page in engine.loadedPages {
        guard let view = pages[page.slot]?.view,
          let frame = engine.loadMoreFooterFrame(pageAt: page.index)
        else {
          loadMoreIndicators[page.slot]?.isHidden = true
          continue
        }
        guard
          let indicator = loadMoreIndicators[page.slot] ?? makeLoadMoreIndicator(slot: page.slot)
        else { continue }
        if indicator.superview !== view { view.addSubview(indicator) }
        if indicator.frame != frame { indicator.frame = frame }
        if indicator.isHidden { indicator.isHidden = false }
        let state = engine.loadMoreState(pageAt: page.index)
        if indicator.state != state { indicator.show(state) }
      }
      for slot in loadMoreIndicators.keys where pages[slot] == nil {
        loadMoreIndicators.removeValue(forKey: slot)?.removeFromSuperview()
      }
    }

    private func makeLoadMoreIndicator(slot: Int) -> SwipeLoadMoreIndicator? {
      guard let indicator = storedLoadMoreLook.makeIndicator() else { return nil }
      indicator.onLoadRequest = { [weak self] in
        guard let self, let page = engine.loadedPages.first(where: { $0.slot == slot }) else {
          return
        }
        beginLoadingMore(at: page.index)
      }
      loadMoreIndicators[slot] = indicator
      return indicator
    }

    /// Drops every load-more indicator (the look changed: the next pass makes new ones).
    func dropLoadMoreIndicators() {
      for indicator in loadMoreIndicators.values { indicator.removeFromSuperview() }
      loadMoreIndicators.removeAll()
    }
  }
#endif

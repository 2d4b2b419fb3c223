#if os(Linux)
  import Foundation

  extension UIView {
    // MARK: - Hierarchy model

    /// The window the view is in: the first `UIWindow` up the superview chain.
    package var modelWindow: UIWindow? {
      var view: UIView? = self
      while let current = view {
        if let window = current as? UIWindow { return window }
        view = current.storedSuperview
      }
      return nil
    }

    /// Inserts `view` at `index` of the subviews (moving it if it already is one).
    package func modelInsertSubview(_ view: UIView, at index: Int) {
      guard view !== self else { return }
      if view.storedSuperview === self {
        storedSubviews.removeAll { $0 === view }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        return
      }
      let newWindow = modelWindow
      let oldWindow = view.modelWindow
      view.removeFromSuperview()
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
      view.storedSuperview = self
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      view.didMoveToSuperview()
      if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
      didAddSubview(view)
      view.setNeedsLayout()
      setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview`.
    package func modelInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
      let adjust = view.storedSuperview === self && (subviewIndex(of: view) ?? 0) < index ? 1 : 0
      insertSubview(view, at: index - adjust)
    }

    /// Inserts `view` just above `siblingSubview`.
    package func modelInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
      let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
      let target = index ?? storedSubviews.count
      let adjust = view.storedSuperview === self && (subviewIndex(of: view) ?? 0) < target ? 1 : 0
      insertSubview(view, at: target - adjust)
    }

    /// Removes the view from its superview.
    package func modelRemoveFromSuperview() {
      guard let parent = storedSuperview else { return }
      let oldWindow = modelWindow
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      if oldWindow != nil { propagateWillMove(toWindow: nil) }
      parent.storedSubviews.removeAll { $0 === self }
      storedSuperview = nil
      didMoveToSuperview()
      if oldWindow != nil { propagateDidMoveToWindow() }
      parent.setNeedsLayout()
    }

    /// Whether the view is `view` or inside it.
    package func modelIsDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.storedSuperview
      }
      return false
    }

    /// The view itself or the first descendant (depth first) with the tag.
    package func modelViewWithTag(_ tag: Int) -> UIView? {
      if self.tag == tag { return self }
      for subview in storedSubviews {
        if let found = subview.modelViewWithTag(tag) { return found }
      }
      return nil
    }

    private func subviewIndex(of view: UIView) -> Int? {
      storedSubviews.firstIndex { $0 === view }
    }

    /// Tells the views, top down, that they are about to move to `newWindow`; a controller's
    /// view tells its controller first, which appears or disappears with it
    /// (`UIViewController+Appearance.swift`).
    private func propagateWillMove(toWindow newWindow: UIWindow?) {
      owningController?.rootViewWillMove(toWindow: newWindow)
      willMove(toWindow: newWindow)
      for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
      didMoveToWindow()
      owningController?.rootViewDidMoveToWindow()
      for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }

    /// Whether the view shows in `window`: it and its ancestors are neither hidden nor
    /// transparent, and its frame meets the window's bounds.
    package func isOnScreen(in window: UIWindow) -> Bool {
      var current: UIView? = self
      while let view = current {
        if view.isHidden || view.alpha < 0.01 { return false }
        current = view.storedSuperview
      }
      // Overlapping by some area: a view beside the window, edge to edge, is off screen
      // (corelibs' `CGRect.intersects` counts touching edges).
      let shown = convert(bounds, to: window)
      let screen = window.bounds
      return shown.minX < screen.maxX && shown.maxX > screen.minX && shown.minY < screen.maxY
        && shown.maxY > screen.minY
    }

    /// The part of the view that is drawn, in `window`'s coordinates: its bounds, cut by every
    /// ancestor that clips to its bounds ("subviews are confined to the bounds of the view",
    /// UIView.h, `clipsToBounds`) and by the window; empty when it or an ancestor is hidden or
    /// transparent, or when it is in another window.
    package func visibleRect(in window: UIWindow) -> CGRect {
      var shown = convert(bounds, to: window)
      var current: UIView? = self
      while let view = current {
        if view.isHidden || view.alpha < 0.01 { return .zero }
        if view !== self, view.clipsToBounds {
          shown = shown.intersection(view.convert(view.bounds, to: window))
        }
        if view === window { break }
        current = view.storedSuperview
      }
      guard current === window else { return .zero }
      let visible = shown.intersection(window.bounds)
      return visible.isNull || visible.isEmpty ? .zero : visible
    }

    /// The chain from the root view down to this view.
    package var ancestorChainFromRoot: [UIView] {
      var chain: [UIView] = []
      var current: UIView? = self
      while let view = current {
        chain.append(view)
        current = view.storedSuperview
      }
      return chain.reversed()
    }
  }
#endif

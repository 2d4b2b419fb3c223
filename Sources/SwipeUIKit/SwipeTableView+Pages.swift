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

  /// A page view the engine placed in a slot, with what observes it.
  @MainActor struct PageBinding {
    let view: UIScrollView
    /// The view framed and added to the pager: the page's root (``SwipeTableViewPageRoot``)
    /// or, for a scroll view in none, the scroll view itself.
    let root: UIView
    var observations: [NSKeyValueObservation]
    let panRelay: ActionRelay
    /// The part of the view's inset UIKit added (`adjustedContentInset − contentInset`) when
    /// the engine last heard of it.
    var systemInset = UIEdgeInsets.zero
    /// The part of the view's indicator insets UIKit adds, when the engine last heard of it.
    var indicatorSystemInset = UIEdgeInsets.zero
    /// The view's own vertical indicator insets before it was bound, given back when it leaves
    /// (the engine owns their top and bottom meanwhile).
    let ownIndicatorInsets: UIEdgeInsets
    /// The view's subviews hidden from VoiceOver because the header and bar cover them
    /// (`SwipeTableView.updateCoveredContent(slot:index:)`), shown again when they are not.
    var coveredViews: [UIView] = []
  }

  extension SwipeTableView {
    // MARK: - Describing pages to the engine

    /// The data source's view for `index` (reusing one that left the screen), described for the
    /// engine: its class is its kind, its content height and its own inset come from the view.
    func describePage(at index: Int) -> SwipePageContent? {
      guard dataSource != nil || controllerDataSource != nil, index >= 0, index < itemCount else {
        return nil
      }
      let bound = engine.loadedPage(at: index).flatMap { page in
        pages[page.slot].map { (page.slot, $0) }
      }
      let candidate = bound?.1.view ?? describedViews[index] ?? reusableViews.popLast()
      // What the data source does to the view (a table reloading its rows) is described below;
      // the engine is in the middle of a pass and must not hear it as the user's scrolling.
      commandDepth += 1
      defer { commandDepth -= 1 }
      let view: UIScrollView
      if let controllerDataSource {
        view = controllerPageView(at: index, reusing: candidate, from: controllerDataSource)
      } else if let dataSource {
        view = dataSource.swipeTableView(self, viewForItemAt: index, reusing: candidate)
      } else {
        return nil
      }
      // A data source that keeps a view per page returns views that left the screen without
      // taking them as the candidate: such a view is shown again and must leave the pool, or a
      // later page would be offered it (and remove it from the pager when it is not taken).
      reusableViews.removeAll { $0 === view }
      if controllerDataSource != nil { controllerContainmentNeedsSync = true }
      if let (slot, binding) = bound {
        // A shown page described again (a reload): a new view takes over its slot.
        if binding.view !== view {
          describedViews[index] = view
          bind(slot: slot, index: index)
          recycle(binding.view, root: binding.root)
        }
      } else {
        if let candidate, candidate !== view { recycle(candidate) }
        describedViews[index] = view
      }
      let root = pageRoot(of: view)
      if root.frame.size != bounds.size {
        root.frame = engine.contentFrame(ofPageAt: index)
      }
      root.layoutIfNeeded()
      return SwipePageContent(
        reuseIdentifier: String(describing: type(of: view)),
        contentHeight: Double(view.contentSize.height - Self.placeholderHeight(in: view)),
        baseInset: Insets(view.contentInset),
        reservation: Self.reservation(
          headerReservation, of: view, inForeignRoot: root is any ForeignScrollViewPageRoot),
        systemInset: Insets(ScrollViewSurface.systemInset(of: view)))
    }

    /// How `view` reserves the header's space under `mode`: a placeholder only where the view
    /// can hold one and is the app's (not a scroll view another framework made and lays out,
    /// as SwiftUI's `List`), and, by default (`.headerPlaceholder`), not in place of a table's
    /// own `tableHeaderView`.
    static func reservation(
      _ mode: PageReservation, of view: UIScrollView, inForeignRoot: Bool = false
    ) -> PageReservation {
      guard !inForeignRoot, canHoldPlaceholder(view) else { return .contentInset }
      if mode == .headerPlaceholder, let table = view as? UITableView,
        let own = table.tableHeaderView, !(own is PlaceholderView)
      {
        return .contentInset
      }
      return mode
    }

    /// The view the container frames and adds to the pager for `view`: its nearest ancestor
    /// below the pager that adopts ``SwipeTableViewPageRoot``, else the view itself.
    func pageRoot(of view: UIScrollView) -> UIView {
      var ancestor = view.superview
      while let current = ancestor, current !== pager, current !== self {
        if current is any SwipeTableViewPageRoot { return current }
        ancestor = current.superview
      }
      return view
    }

    /// Puts `view` in the reuse pool, out of the pager with its root (the one it was bound
    /// with, else the one it is in), unless the root frames another page: a root whose owner
    /// replaced its scroll view stays while the new one shows.
    func recycle(_ view: UIScrollView, root boundRoot: UIView? = nil) {
      let root = boundRoot ?? pageRoot(of: view)
      let framesAnother =
        pages.values.contains { $0.view !== view && $0.root === root }
        || describedViews.values.contains { $0 !== view && pageRoot(of: $0) === root }
      if !framesAnother { root.removeFromSuperview() }
      if root is ControllerPageRoot { controllerContainmentNeedsSync = true }
      guard !reusableViews.contains(where: { $0 === view }) else { return }
      reusableViews.append(view)
      trimReusableViews()
    }

    /// Lets the oldest spare page views go, down to ``reusableViewLimit``.
    func trimReusableViews() {
      let extra = reusableViews.count - reusableViewLimit
      guard extra > 0 else { return }
      for view in reusableViews.prefix(extra) {
        // A controller page let go: its controller goes with its view.
        if let root = pageRoot(of: view) as? ControllerPageRoot {
          controllerRoots.removeValue(forKey: ObjectIdentifier(root.controller))
        }
      }
      reusableViews.removeFirst(extra)
    }

    // MARK: - Commands

    /// Applies one of the engine's commands to the views.
    func perform(_ command: SwipeHostCommand) {
      commandDepth += 1
      defer { commandDepth -= 1 }
      switch command {
      case .loadPage(let slot, let index, _):
        bind(slot: slot, index: index)
      case .unloadPage(let slot, let ownerInset):
        unbind(slot: slot, ownerInset: ownerInset)
      case .setPagePlaceholder(let slot, let height):
        if let view = pages[slot]?.view { setPlaceholder(height, on: view) }
      case .setPageInset(let slot, let inset):
        pages[slot]?.view.contentInset = UIEdgeInsets(inset)
      case .setPageIndicatorInset(let slot, let inset):
        if let view = pages[slot]?.view {
          var insets = view.verticalScrollIndicatorInsets
          (insets.top, insets.bottom) = (CGFloat(inset.top), CGFloat(inset.bottom))
          view.verticalScrollIndicatorInsets = insets
        }
      case .setPageOffset(let slot, let offset):
        if let view = pages[slot]?.view {
          countOffsetWrite(to: view)
          view.contentOffset = CGPoint(x: view.contentOffset.x, y: CGFloat(offset))
        }
      case .stopPage(let slot):
        if let view = pages[slot]?.view {
          countOffsetWrite(to: view)
          userMovedViews.remove(ObjectIdentifier(view))
          view.setContentOffset(view.contentOffset, animated: false)
        }
      case .cancelPageTouch(let slot):
        if let pan = pages[slot]?.view.panGestureRecognizer {
          // UIKit's way to make a scroll view let go of its finger.
          pan.isEnabled = false
          pan.isEnabled = true
        }
      case .setPagerContentSize(let size):
        pager.contentSize = size
      case .setPagerOffset(let offset):
        countOffsetWrite(to: pager)
        pager.contentOffset = CGPoint(x: CGFloat(offset), y: 0)
      case .stopPager:
        countOffsetWrite(to: pager)
        userMovedViews.remove(ObjectIdentifier(pager))
        pager.setContentOffset(pager.contentOffset, animated: false)
      }
    }

    /// Counts a write of `view`'s offset made while a user's motion moves it (a drag, or the
    /// deceleration after its release): DESIGN.md §12, "One mover", says there are none. A
    /// settle that follows the engine's stop is not the user's.
    private func countOffsetWrite(to view: UIScrollView) {
      noteMotion(of: view)
      if userMovedViews.contains(ObjectIdentifier(view)) { offsetWritesDuringUserMotion += 1 }
    }

    /// Follows which views a user's motion moves, for ``offsetWritesDuringUserMotion``: from a
    /// drag until the view rests or the engine stops it.
    func noteMotion(of view: UIScrollView) {
      if view.isDragging {
        userMovedViews.insert(ObjectIdentifier(view))
      } else if !view.isDecelerating {
        userMovedViews.remove(ObjectIdentifier(view))
      }
    }

    /// The view described for `index` now shows that page in `slot`: it goes into the pager and
    /// is observed.
    func bind(slot: Int, index: Int) {
      if let old = pages[slot] {
        unobserve(old)
        old.view.verticalScrollIndicatorInsets = old.ownIndicatorInsets
        uncover(old)
      }
      // A page the data source no longer has (a reload waiting for the finger to lift shows the
      // old pages until then) is an empty scroll view.
      let view =
        describedViews.removeValue(forKey: index)
        ?? UIScrollView(frame: engine.contentFrame(ofPageAt: index))
      // The view's `contentInsetAdjustmentBehavior` is the app's: what UIKit adds for the safe
      // area is reported with the view (`ScrollViewSurface.systemInset`) and the engine writes
      // the rest. UIKit gives a view its safe area in its layout pass: the next pass reads it.
      setNeedsLayout()
      view.alwaysBounceVertical = true
      view.scrollsToTop = false  // `applyFrames()` gives it to the current page
      let root = pageRoot(of: view)
      root.frame = engine.contentFrame(ofPageAt: index)
      if root.superview !== pager { pager.addSubview(root) }
      let relay = ActionRelay { [weak self, weak view] _ in
        guard let self, let view else { return }
        self.pageDidChange(view, slot: slot)
      }
      TargetAction.add(relay, to: view.panGestureRecognizer)
      let report = MainThreadCallback<UIScrollView> { [weak self] view in
        self?.pageDidChange(view, slot: slot)
      }
      let observations = [
        view.observe(\.contentOffset, options: .new) { view, _ in report(view) },
        view.observe(\.contentSize, options: .new) { view, _ in report(view) },
        view.observe(\.contentInset, options: .new) { view, _ in report(view) },
      ]
      pages[slot] = PageBinding(
        view: view, root: root, observations: observations, panRelay: relay,
        systemInset: ScrollViewSurface.systemInset(of: view),
        indicatorSystemInset: ScrollViewSurface.indicatorSystemInset(of: view),
        ownIndicatorInsets: view.verticalScrollIndicatorInsets)
    }

    private func unbind(slot: Int, ownerInset: Insets) {
      guard let binding = pages.removeValue(forKey: slot) else { return }
      returnPan(of: binding.view)
      unobserve(binding)
      userMovedViews.remove(ObjectIdentifier(binding.view))
      // A view waiting for reuse is at rest: a motion it carried (a bounce under the finger that
      // just lifted) would go on in the page it shows next.
      binding.view.setContentOffset(binding.view.contentOffset, animated: false)
      binding.view.contentInset = UIEdgeInsets(ownerInset)
      binding.view.verticalScrollIndicatorInsets = binding.ownIndicatorInsets
      uncover(binding)
      setPlaceholder(0, on: binding.view)
      recycle(binding.view, root: binding.root)
    }

    private func unobserve(_ binding: PageBinding) {
      for observation in binding.observations { observation.invalidate() }
      TargetAction.remove(binding.panRelay, from: binding.view.panGestureRecognizer)
    }

    // MARK: - Reports

    /// Hands one of the engine's notifications to the delegate.
    func deliver(_ event: SwipeContainerEvent) {
      if case .refreshFeedback(_, .announce(let text)) = event {
        UIAccessibility.post(notification: AccessibilityConstants.announcement, argument: text)
        return
      }
      if case .pageMotion(let index, let motion) = event {
        if let page = itemView(at: index) { Self.tell(page, motion) }
        return
      }
      switch event {
      case .currentIndexDidChange, .didEndDecelerating, .didEndScrollingAnimation:
        announceSettledPage(after: event)
      default: break
      }
      tellDelegate(event)
    }

    /// Tells a page's own delegate of a drag the container's finger made on it (one that began
    /// on the header or the bar), which UIKit's pan on the page never saw. `isDragging` and
    /// `isDecelerating` stay false: the container moves the page by its offset.
    static func tell(_ page: UIScrollView, _ motion: ScrollerEvent) {
      guard let delegate = page.delegate else { return }
      #if canImport(UIKit)
        switch motion {
        case .willBeginDragging: delegate.scrollViewWillBeginDragging?(page)
        case .didEndDragging(let decelerate):
          delegate.scrollViewDidEndDragging?(page, willDecelerate: decelerate)
        case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating?(page)
        case .didEndDecelerating: delegate.scrollViewDidEndDecelerating?(page)
        case .didScroll, .didEndScrollingAnimation: break
        }
      #else
        switch motion {
        case .willBeginDragging: delegate.scrollViewWillBeginDragging(page)
        case .didEndDragging(let decelerate):
          delegate.scrollViewDidEndDragging(page, willDecelerate: decelerate)
        case .willBeginDecelerating: delegate.scrollViewWillBeginDecelerating(page)
        case .didEndDecelerating: delegate.scrollViewDidEndDecelerating(page)
        case .didScroll, .didEndScrollingAnimation: break
        }
      #endif
    }

    /// Tells the engine where every view is and what it does now (as a finger lifts: a view that
    /// starts settling fires no observation until its next frame).
    func reportViews() {
      for (slot, binding) in pages {
        engine.hostedPage(inSlot: slot, didChange: ScrollViewSurface(binding.view))
      }
      engine.hostedPager(didChange: ScrollViewSurface(pager))
    }

    /// A page view changed by itself (the user scrolled it, UIKit decelerated it, its owner
    /// changed its inset or content): the engine hears it; the layout pass follows.
    func pageDidChange(_ view: UIScrollView, slot: Int) {
      guard !isApplyingCommand, pages[slot]?.view === view else { return }
      noteMotion(of: view)
      engine.hostedPage(inSlot: slot, didChange: ScrollViewSurface(view))
      setNeedsLayout()
    }

    // MARK: - Placeholders

    /// Whether the page can reserve the header's room with a placeholder: a table (its
    /// `tableHeaderView`) or a collection view whose layout is a `PlaceholderLayout`
    /// (SwipeUIKitLayouts' `SwipeWaterfallLayout`: room above its first section).
    static func canHoldPlaceholder(_ view: UIScrollView) -> Bool {
      view is UITableView || placeholderLayout(of: view) != nil
    }

    /// The height of the placeholder the container put at the top of the page's content.
    static func placeholderHeight(in view: UIScrollView) -> CGFloat {
      if let table = view as? UITableView {
        return (table.tableHeaderView as? PlaceholderView)?.frame.height ?? 0
      }
      return placeholderLayout(of: view)?.containerPlaceholder ?? 0
    }

    private static func placeholderLayout(of view: UIScrollView) -> (any PlaceholderLayout)? {
      (view as? UICollectionView)?.collectionViewLayout as? any PlaceholderLayout
    }

    /// Puts a placeholder of `height` at the top of the page's content (0 removes it), and
    /// brings its content size up to date.
    func setPlaceholder(_ height: Double, on view: UIScrollView) {
      if let table = view as? UITableView {
        setPlaceholder(height, on: table)
      } else if let layout = Self.placeholderLayout(of: view),
        layout.containerPlaceholder != CGFloat(height)
      {
        layout.containerPlaceholder = CGFloat(height)
        view.layoutIfNeeded()
      }
    }

    /// Puts a placeholder of `height` at the top of `table` (0 removes it). UIKit reads a table
    /// header's height when it is assigned, so a new height is assigned again.
    private func setPlaceholder(_ height: Double, on table: UITableView) {
      guard height > 0 else {
        if table.tableHeaderView is PlaceholderView { table.tableHeaderView = nil }
        return
      }
      let placeholder = table.tableHeaderView as? PlaceholderView ?? PlaceholderView(frame: .zero)
      placeholder.frame = CGRect(x: 0, y: 0, width: table.bounds.width, height: CGFloat(height))
      table.tableHeaderView = placeholder
    }
  }

  /// The empty view that reserves the header's space at the top of a table's content.
  final class PlaceholderView: UIView {}

  /// A collection view layout that leaves room above its first section for the container's
  /// header and bar, in the placeholder mode (`PageReservation.placeholder`), so that its
  /// pinned section headers stop under the bar. SwipeUIKitLayouts' `SwipeWaterfallLayout` is
  /// one; the container finds it on a page's collection view.
  @MainActor package protocol PlaceholderLayout: AnyObject {
    /// The room above the first section, in points; the layout invalidates itself when it
    /// changes.
    var containerPlaceholder: CGFloat { get set }
  }
#endif

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
    // MARK: - Selection

    /// Scrolls the container to the selected page (clamped to the pages there are).
    func moveToSelection(animated: Bool) {
      guard count > 0 else {
        pendingSelection = nil
        return
      }
      let target = min(max(selection.wrappedValue, 0), count - 1)
      guard target != (pendingSelection ?? table.currentItemIndex) else { return }
      // An animation runs on the display link: only in a window, and only once there is a width.
      if animated, table.window != nil, table.bounds.width > 0 {
        pendingSelection = target
        table.scrollToItem(at: target, animated: true)
      } else {
        pendingSelection = nil
        table.scrollToItem(at: target, animated: false)
      }
      // Under a finger the change waits for the lift: until it is done the target is the
      // selection shown.
      if table.engine.pendingPageIndex == target { pendingSelection = target }
    }

    /// Whether the container is still on its way to `pendingSelection`: the change waits for a
    /// finger's lift, or slides there.
    var isMovingToPendingSelection: Bool {
      guard let pendingSelection else { return false }
      return table.engine.pendingPageIndex == pendingSelection
        || table.engine.slidingToIndex == pendingSelection
    }

    /// The page the container shows, or is scrolling to.
    var shownSelection: Int { pendingSelection ?? table.currentItemIndex }

    /// Writes the page the container shows to the binding, when it differs (after the update,
    /// when one is running).
    func reportSelection() {
      guard !isDismantled, count > 0 else { return }
      guard !isUpdating else {
        scheduleDeferredWork()
        return
      }
      let index = shownSelection
      if selection.wrappedValue != index { selection.wrappedValue = index }
    }

    // MARK: - Progress

    /// The pager moved: the progress action hears its continuous position (after the update,
    /// when one is running).
    func pagerDidScroll() {
      guard !isDismantled, let action = options.pageProgress else { return }
      guard !isUpdating else {
        isProgressDeferred = true
        scheduleDeferredWork()
        return
      }
      action(table.pageProgress)
    }

    /// The header's collapse progress changed: the header-progress action hears it (after the
    /// update, when one is running, with the value current then).
    func headerProgressDidChange() {
      guard !isDismantled, let action = options.headerProgress else { return }
      guard !isUpdating else {
        isHeaderProgressDeferred = true
        scheduleDeferredWork()
        return
      }
      action(table.headerProgress)
    }

    // MARK: - After the update

    /// Schedules what waited for the update to end: SwiftUI allows no state change while it
    /// updates views ("Modifying state during view update, this will cause undefined
    /// behavior"), and the progress and refresh-change actions and the binding write state. It
    /// runs in a main-actor task, once, with the values current then.
    func scheduleDeferredWork() {
      let writesSelection = count > 0 && selection.wrappedValue != shownSelection
      let reports =
        isProgressDeferred || isHeaderProgressDeferred || !deferredRefreshReports.isEmpty
      guard !isDismantled, !isDeferredWorkScheduled, reports || writesSelection else { return }
      isDeferredWorkScheduled = true
      Task { [weak self] in
        guard let self else { return }
        self.isDeferredWorkScheduled = false
        if self.isProgressDeferred {
          self.isProgressDeferred = false
          self.pagerDidScroll()
        }
        if self.isHeaderProgressDeferred {
          self.isHeaderProgressDeferred = false
          self.headerProgressDidChange()
        }
        let refreshed = self.deferredRefreshReports
        self.deferredRefreshReports = []
        for index in refreshed { self.refreshDidChange(at: index) }
        self.reportSelection()
      }
    }
  }
#endif

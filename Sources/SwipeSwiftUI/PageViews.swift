#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// The page views of a container, one per index, made the first time the container asks for
  /// the page and kept until the page count drops below it.
  ///
  /// One view per page keeps each page's scroll view (and, for SwiftUI pages, its state) while
  /// the user swipes away and back, as `TabView`'s pages are kept.
  @MainActor final class PageViews {
    private var views: [Int: UIScrollView] = [:]
    /// Pages whose content changed while they were off screen: updated when next shown.
    private var stale: Set<Int> = []
    private var make: (Int) -> UIScrollView = { _ in UIScrollView(frame: .zero) }
    private var update: ((Int, UIScrollView) -> Void)?
    private var discard: ((UIScrollView) -> Void)?

    /// The number of pages made and kept.
    var count: Int { views.count }

    /// How a page's view is made, how an existing one takes new content (nil: never), and what
    /// is done to one that is dropped (nil: nothing).
    func configure(
      make: @escaping (Int) -> UIScrollView, update: ((Int, UIScrollView) -> Void)?,
      discard: ((UIScrollView) -> Void)? = nil
    ) {
      self.make = make
      self.update = update
      self.discard = discard
    }

    /// The view of the page at `index`: the one made before (brought up to date), else a new
    /// one.
    func view(at index: Int) -> UIScrollView {
      if let view = views[index] {
        if stale.remove(index) != nil { update?(index, view) }
        return view
      }
      let view = make(index)
      views[index] = view
      return view
    }

    /// New content: pages for which `isShown` holds are updated now, the others when they are
    /// next shown.
    func contentDidChange(isShown: (Int) -> Bool) {
      guard let update else { return }
      for (index, view) in views {
        if isShown(index) {
          update(index, view)
        } else {
          stale.insert(index)
        }
      }
    }

    /// Forgets the pages at `count` and after.
    func trim(to count: Int) {
      for (index, view) in views where index >= count { discard?(view) }
      views = views.filter { $0.key < count }
      stale = stale.filter { $0 < count }
    }

    /// Forgets every page.
    func removeAll() {
      for view in views.values { discard?(view) }
      views.removeAll()
      stale.removeAll()
    }
  }
#endif

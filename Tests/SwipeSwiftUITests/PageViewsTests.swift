#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeSwiftUI

  /// The front end's page views: made once per index, kept while in the container, and of
  /// those that left, only the last few.
  @MainActor @Suite("PageViews")
  struct PageViewsTests {
    /// Page views of plain scroll views, bounded to `limit` out of the container, recording
    /// what is made and dropped.
    @MainActor final class Pages {
      let views = PageViews()
      var made: [Int: UIScrollView] = [:]
      var dropped: [Int] = []

      init(limit: Int?) {
        views.configure(
          make: { [unowned self] index in
            let view = UIScrollView(frame: .zero)
            view.tag = index
            self.made[index] = view
            return view
          },
          update: nil,
          discard: { [unowned self] view in self.dropped.append(view.pageScrollView.tag) },
          offscreenLimit: limit)
      }

      /// The page at `index` enters the container, or leaves it.
      func move(_ index: Int, in isInContainer: Bool) {
        guard let view = made[index] else { return }
        views.page(view, at: index, isInContainer: isInContainer)
      }
    }

    @Test("Pages that left are kept up to the limit; the one that left first is dropped first")
    func boundedOffscreen() {
      let pages = Pages(limit: 2)
      for index in 0..<4 {
        _ = pages.views.view(at: index)
        pages.move(index, in: true)
      }
      for index in 0..<3 { pages.move(index, in: false) }
      #expect(pages.dropped == [0])
      #expect(pages.views.count == 3)
      pages.move(1, in: true)  // shown again: no longer among those that left
      pages.move(3, in: false)
      #expect(pages.dropped == [0])
      pages.move(1, in: false)
      #expect(pages.dropped == [0, 2])
      let made = pages.made[0]
      #expect(pages.views.view(at: 0) !== made, "a dropped page is made anew")
    }

    @Test("A page dropped with the count that leaves the container later leaves its index alone")
    func droppedPageLeavingLater() throws {
      let pages = Pages(limit: 1)
      _ = pages.views.view(at: 1)
      let old = try #require(pages.made[1])
      pages.move(1, in: true)
      pages.views.trim(to: 1)
      #expect(pages.dropped == [1])
      // The count comes back: a new page 1 is made and shown, then the old one's root leaves.
      let new = pages.views.view(at: 1)
      pages.move(1, in: true)
      pages.views.page(old, at: 1, isInContainer: false)
      _ = pages.views.view(at: 2)
      pages.move(2, in: true)
      pages.move(2, in: false)
      _ = pages.views.view(at: 3)
      pages.move(3, in: true)
      pages.move(3, in: false)
      #expect(pages.dropped == [1, 2], "the shown page 1 is kept")
      #expect(pages.views.view(at: 1) === new)
    }

    @Test("Without a limit every page made is kept until the count drops below it")
    func unbounded() {
      let pages = Pages(limit: nil)
      for index in 0..<10 {
        _ = pages.views.view(at: index)
        pages.move(index, in: true)
        pages.move(index, in: false)
      }
      #expect(pages.dropped.isEmpty)
      pages.views.trim(to: 4)
      #expect(pages.dropped.sorted() == Array(4..<10))
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// Page content: a `List` with one 3000 pt row when `isList`, else a 1000 pt block.
  struct ListOrBlock: View {
    let isList: Bool

    var body: some View {
      if isList {
        List { Block(height: 3000) }
      } else {
        Block(height: 1000)
      }
    }
  }

  /// Page content that becomes a list when its own state `isList` is set: no update of the
  /// SwipeView brings it.
  struct LoadingThenList: View {
    @State var isList: Bool

    init(isList: State<Bool>) {
      _isList = isList
    }

    var body: some View {
      ListOrBlock(isList: isList)
    }
  }

  /// SwipeView pages whose content scrolls by itself (`List`, `ScrollView`): SwiftUI's scroll
  /// view is the page's.
  @MainActor @Suite("SwipeView scrolling pages")
  struct SwipeViewScrollingPageTests {
    static func view<Page: View>(
      _ selection: Binding<Int>, count: Int = 3, @ViewBuilder page: @escaping (Int) -> Page
    ) -> SwipeView<Block, Block, Page> {
      SwipeView(selection: selection, count: count, page: page) {
        Block(height: 200)
      } bar: {
        Block(height: 44)
      }
    }

    /// The hosting view `page` (the container's current page) is shown in: SwiftUI's scroll
    /// view's nearest hosting ancestor, or the one inside the library's scroll view.
    static func hostingView(of page: UIScrollView) -> UIView? {
      if let inside = hostingController(in: page)?.viewIfLoaded { return inside }
      var ancestor = page.superview
      while let current = ancestor {
        if let controller = current.next as? UIViewController, controller.viewIfLoaded === current {
          return current
        }
        ancestor = current.superview
      }
      return nil
    }

    /// Where the hosting view `view` lays out its content.
    static func contentFrame(of view: UIView) -> CGRect? {
      Mirror(reflecting: view).descendant("contentFrame") as? CGRect
    }

    @Test(
      "A page that scrolls by itself avoids the keyboard; other content keeps its size",
      arguments: [nil, SwipeViewSizingTests.iOS16], [true, false])
    func keyboardAvoidance(system: OperatingSystemVersion?, isList: Bool) async throws {
      try await onOwnClock {
        if let system { UIKitStubDriver.current.systemVersion = system }
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { _ in ListOrBlock(isList: isList) }
        }
        let page = try #require(fixture.table.currentItemView)
        let hosting = try #require(Self.hostingView(of: page))
        let before = try #require(Self.contentFrame(of: hosting))
        fixture.window.showKeyboard(height: 300)
        fixture.layOut()
        let shown = try #require(Self.contentFrame(of: hosting))
        if isList {
          #expect(before.maxY == 844)
          #expect(hosting.convert(shown, to: fixture.window).maxY == 544, "above the keyboard")
        } else {
          #expect(shown == before, "not squeezed inside its scroll view")
        }
        fixture.window.hideKeyboard()
        fixture.layOut()
        #expect(Self.contentFrame(of: hosting) == before)
        #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      }
    }

    /// Whether a scroll view lies between `view` and the container's pager.
    static func isNested(_ view: UIView, in table: SwipeTableView) -> Bool {
      var ancestor = view.superview
      while let current = ancestor, current !== table.pager {
        if current is UIScrollView { return true }
        ancestor = current.superview
      }
      return false
    }

    @Test(
      "A List page scrolls as the page: SwiftUI's list is the page's scroll view, not nested",
      arguments: [17, 15])
    func listIsThePage(major: Int) async throws {
      try await onOwnClock {
        UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
          majorVersion: major, minorVersion: 0, patchVersion: 0)
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { _ in List { Block(height: 3000) } }
        }
        let page = try #require(fixture.table.currentItemView)
        #expect((page is UICollectionView) == (major >= 16))
        #expect((page is UITableView) == (major < 16))
        #expect(!Self.isNested(page, in: fixture.table), "no second scroller around the list")
        #expect(page.frame.size == CGSize(width: 390, height: 844))
        #expect(page.contentSize.height == 3000)
        #expect(page.contentInset.top == 244, "the header's room, by the inset")
        #expect((page as? UITableView)?.tableHeaderView == nil, "no placeholder in SwiftUI's table")
        #expect(page.contentOffset.y == -244)
        fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 550), duration: 0.3)
        fixture.run(for: 2)
        let header = try #require(fixture.table.swipeHeaderView)
        let scrolled = page.contentOffset.y + 244
        #expect(scrolled > 100, "the list scrolled")
        #expect(header.frame.minY == -min(scrolled, 200), "and the header with it")
      }
    }

    @Test("A ScrollView page scrolls as the page: SwiftUI's UIScrollView is the page's")
    func scrollViewIsThePage() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 1)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { index in
            ScrollView { Block(height: 1500 + 100 * CGFloat(index)) }
          }
        }
        let page = try #require(fixture.table.currentItemView)
        let hosting = try #require(page.superview)
        #expect(String(describing: type(of: hosting)).hasPrefix("HostingView<"))
        #expect(!Self.isNested(page, in: fixture.table))
        #expect(page.contentSize.height == 1600)
        #expect(page.contentOffset.y == -244)
        #expect(hosting.frame.size == CGSize(width: 390, height: 844), "laid out at the page size")
      }
    }

    @Test("Content that becomes a List, or stops being one, gives the container its scroll view")
    func contentSwitches() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { _ in ListOrBlock(isList: false) }
        }
        let plain = try #require(fixture.table.currentItemView)
        #expect(plain.contentSize.height == 1000)
        fixture.host.update(Self.view(selection.projectedValue) { _ in ListOrBlock(isList: true) })
        fixture.layOut()
        let list = try #require(fixture.table.currentItemView)
        #expect(list is UICollectionView)
        #expect(list.contentInset.top == 244)
        #expect(!Self.isNested(list, in: fixture.table))
        fixture.host.update(Self.view(selection.projectedValue) { _ in ListOrBlock(isList: false) })
        fixture.layOut()
        let back = try #require(fixture.table.currentItemView)
        #expect(!(back is UICollectionView))
        #expect(back.contentSize.height == 1000)
        #expect(back.contentInset.top == 244)
        #expect(list.superview == nil, "SwiftUI's list is gone")
      }
    }

    @Test("A page whose own state makes it a List gives the container the list (iOS 16)")
    func stateMakesAList() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let isList = State(wrappedValue: false)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { index in
            if index == 0 { LoadingThenList(isList: isList) } else { Block(height: 1000) }
          }
        }
        #expect(!(fixture.table.currentItemView is UICollectionView))
        isList.wrappedValue = true
        fixture.layOut()
        await fixture.runQueuedTasks()
        fixture.layOut()
        let list = try #require(fixture.table.currentItemView)
        #expect(list is UICollectionView)
        #expect(list.contentInset.top == 244)
        #expect(fixture.host.updateCount == 1, "no update of the SwipeView")
      }
    }

    @Test(
      "Flexible plain content fills the page below the pinned bar",
      arguments: [(0.0, 800.0), (64, 736)])
    func flexibleContent(topInset: CGFloat, height: CGFloat) async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          Self.view(selection.projectedValue) { _ in Color.red }.headerTopInset(topInset)
        }
        let page = try #require(fixture.table.currentItemView)
        #expect(page.contentSize == CGSize(width: 390, height: height))
        #expect(page.contentInset.top == topInset + 244)
      }
    }
  }
#endif

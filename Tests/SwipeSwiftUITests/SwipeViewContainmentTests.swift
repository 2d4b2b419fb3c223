#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// The containment callbacks `controller` got, in order.
  @MainActor func moves(of controller: UIViewController) -> [UIViewController.Callback] {
    controller.callbacks.filter { callback in
      switch callback {
      case .willMove, .didMove: true
      default: false
      }
    }
  }

  /// SwipeView in SwiftUI's view controller hierarchy: the hosted header, bar and pages are
  /// children of the view's controller, see the view's environment and can present.
  @MainActor @Suite("SwipeView in the hierarchy")
  struct SwipeViewContainmentTests {
    static let french = Locale(identifier: "fr_FR")

    /// The fixture's environment: French, with a profile 90 pt high.
    static var environment: EnvironmentValues {
      var values = EnvironmentValues()
      values.locale = french
      values[object: Profile.self] = Profile(height: 90)
      return values
    }

    @Test("A ScrollView in the header or the bar leaves the status-bar tap to the current page")
    func statusBarTapWithScrollingChrome() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture {
          SwipeView(selection: selection.projectedValue, count: 2) { _ in
            Block(height: 3000)
          } header: {
            ScrollView(.horizontal) { Block(height: 200) }
          } bar: {
            ScrollView(.horizontal) { Block(height: 44) }
          }
        }
        let page = try #require(fixture.table.currentItemView)
        let chrome = [fixture.table.swipeHeaderView, fixture.table.swipeHeaderBar]
        let chromeScrollViews = UIKitStubDriver.current.scrollViews(in: fixture.window).filter {
          view in chrome.contains { $0.map(view.isDescendant(of:)) ?? false }
        }
        #expect(chromeScrollViews.count == 2, "SwiftUI's scroll views in the header and the bar")
        fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.3)
        fixture.run(for: 2)
        let scrolled = page.contentOffset.y
        #expect(scrolled > -page.adjustedContentInset.top + 300)
        #expect(fixture.window.tapStatusBar(time: fixture.now) === page)
        fixture.run(for: 1)
        #expect(page.contentOffset.y == -page.adjustedContentInset.top)
      }
    }

    @Test("The header's, the bar's and each page's hosting controllers are children, and appear")
    func hostingControllersAreChildren() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        fixture.swipeToNextPage()
        let header = try #require(hostingController(in: fixture.table.swipeHeaderView))
        let bar = try #require(hostingController(in: fixture.table.swipeHeaderBar))
        let page = try #require(hostingController(in: fixture.table.currentItemView))
        // The pages' controllers are children of a child of the container's whose view is the
        // pager, which tells each page's controller its appearance itself.
        let pages = try #require(page.parent)
        #expect(pages.parent === fixture.container && pages.view === fixture.table.pager)
        for controller in [header, bar, page] {
          let owner = controller === page ? pages : fixture.container
          #expect(controller.parent === owner)
          #expect(controller.isInViewControllerHierarchy)
          #expect(controller.appearanceState == .appeared)
          let parent = ObjectIdentifier(owner)
          #expect(
            Array(controller.callbacks.prefix(1)) == [.willMove(toParent: parent)],
            "added with addChild")
          #expect(controller.callbacks.contains(.didMove(toParent: parent)))
        }
        #expect(fixture.container.parent === fixture.root, "SwiftUI's hosting controller's child")
        // Fewer pages: page 1's controller leaves with its page.
        fixture.host.update(SwipeViewTests.view(selection.projectedValue, count: 1))
        fixture.run(for: 0.5)
        #expect(page.parent == nil)
        #expect(moves(of: page).suffix(2) == [.willMove(toParent: nil), .didMove(toParent: nil)])
        #expect(!pages.children.contains { $0 === page })
        #expect(page.appearanceState == .disappeared)
      }
    }

    @Test("The current page is the content scroll view of the controller that shows the view")
    func contentScrollView() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { SwipeViewTests.view(selection.projectedValue) }
        #expect(fixture.root.contentScrollView(for: .top) === fixture.table.currentItemView)
        fixture.swipeToNextPage()
        #expect(fixture.table.currentItemIndex == 1)
        #expect(fixture.root.contentScrollView(for: .top) === fixture.table.currentItemView)
      }
    }

    @Test("Header, bar and pages see the environment's values and objects, and its changes")
    func environmentReachesTheHostedViews() async throws {
      try await onOwnClock {
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture(environment: Self.environment) {
          SwipeView(selection: selection.projectedValue, count: 2) { _ in
            ProfileBlock()
          } header: {
            LocaleBlock()
          } bar: {
            ProfileBlock()
          }
        }
        let header = try #require(fixture.table.swipeHeaderView)
        let bar = try #require(fixture.table.swipeHeaderBar)
        #expect(header.frame.height == 150, "French")
        #expect(bar.frame.height == 90)
        #expect(fixture.table.currentItemView?.contentSize.height == 90)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
        fixture.host.environment.locale = Locale(identifier: "en_US")
        fixture.host.update()
        fixture.layOut()
        #expect(header.frame.height == 50, "measured again in English")
      }
    }

    @Test("A sheet presented from a page presents, without UIKit's warning")
    func sheetFromAPage() async {
      await onOwnClock {
        let selection = State(wrappedValue: 0)
        let shown = State(wrappedValue: false)
        let fixture = SwipeFixture {
          SwipeView(selection: selection.projectedValue, count: 2) { _ in
            SheetBlock(shown: shown.projectedValue)
          } header: {
            Block(height: 200)
          }
        }
        shown.wrappedValue = true
        fixture.layOut()
        #expect(fixture.root.presentedViewController is UIHostingController<AnyView>)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("SwipeTableViewRepresentable's header and bar are children and see the environment")
    func representableChrome() async throws {
      try await onOwnClock {
        let maker = PageMaker()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture(environment: Self.environment) {
          SwipeTableViewRepresentable(selection: selection.projectedValue, count: 2) { index in
            maker.page(index)
          } header: {
            LocaleBlock()
          } bar: {
            ProfileBlock()
          }
        }
        for chrome in [fixture.table.swipeHeaderView, fixture.table.swipeHeaderBar] {
          let controller = try #require(hostingController(in: chrome))
          #expect(controller.parent === fixture.container)
          #expect(controller.appearanceState == .appeared)
        }
        #expect(fixture.table.swipeHeaderView?.frame.height == 150)
        #expect(fixture.table.swipeHeaderBar?.frame.height == 90)
      }
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// A `List` of `rows` blocks 100 pt high (one row when `rows` is 1), or a block when `rows`
  /// is 0.
  struct RowsOrBlock: View {
    let rows: Int

    var body: some View {
      if rows == 0 {
        Block(height: 100)
      } else if rows == 1 {
        List { Block(height: 100) }
      } else {
        List {
          Block(height: 100)
          Block(height: 100)
          Block(height: 100)
        }
      }
    }
  }

  /// A `ScrollView` of a block whose height the test changes through a state.
  struct ScrollingBlock: View {
    @State var height: CGFloat

    init(height: State<CGFloat>) {
      _height = height
    }

    var body: some View {
      ScrollView { Block(height: height) }
    }
  }

  /// What the stub's hosting view shows for a `ScrollView` or a `List` at its root: a UIKit
  /// scroll view inside it, as SwiftUI does on iOS.
  @MainActor @Suite("UIHostingController scroll content")
  struct ScrollContentRenderTests {
    static let frame = CGRect(x: 0, y: 0, width: 390, height: 600)

    @Test("A ScrollView at the root is a UIScrollView over the hosting view, with its content")
    func scrollViewAtTheRoot() async throws {
      try await onOwnClock {
        let height = State(wrappedValue: CGFloat(1500))
        let screen = HostingScreen(rootView: ScrollingBlock(height: height), frame: Self.frame)
        let view = try #require(screen.view)
        let scroll = try #require(view.scrollContentView)
        #expect(type(of: scroll) == UIScrollView.self)
        #expect(scroll.superview === view)
        #expect(scroll.frame == view.bounds)
        #expect(scroll.contentSize == CGSize(width: 390, height: 1500))
        #expect(screen.host.sizeThatFits(in: CGSize(width: 390, height: 600)).height == 600)
        height.wrappedValue = 2000
        UIKitStubDriver.current.layoutPass()
        #expect(view.scrollContentView === scroll, "the same scroll view, with its new content")
        #expect(scroll.contentSize.height == 2000)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        UIKitStubDriver.current.layoutPass()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
      }
    }

    @Test(
      "A List at the root is a collection view from iOS 16 and a table before, one cell a row",
      arguments: [17, 16, 15, 13])
    func listAtTheRoot(major: Int) async throws {
      try await onOwnClock {
        UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
          majorVersion: major, minorVersion: 0, patchVersion: 0)
        let screen = HostingScreen(rootView: RowsOrBlock(rows: 3), frame: Self.frame)
        let view = try #require(screen.view)
        let list = try #require(view.scrollContentView)
        #expect((list is UICollectionView) == (major >= 16))
        #expect((list is UITableView) == (major < 16))
        #expect(list.superview === view)
        #expect(list.frame == view.bounds)
        #expect(list.contentSize.height == 300)
        if let collection = list as? UICollectionView {
          #expect(collection.numberOfItems(inSection: 0) == 3)
        }
      }
    }

    @Test("A List whose rows change keeps its view; content that stops being one removes it")
    func contentChanges() async throws {
      try await onOwnClock {
        let screen = HostingScreen(rootView: RowsOrBlock(rows: 1), frame: Self.frame)
        let view = try #require(screen.view)
        let list = try #require(view.scrollContentView)
        #expect(list.contentSize.height == 100)
        screen.host.rootView = RowsOrBlock(rows: 3)
        UIKitStubDriver.current.layoutPass()
        #expect(view.scrollContentView === list)
        #expect(list.contentSize.height == 300)
        screen.host.rootView = RowsOrBlock(rows: 0)
        UIKitStubDriver.current.layoutPass()
        #expect(view.scrollContentView == nil)
        #expect(list.superview == nil)
        #expect(!view.subviews.contains { $0 is UIScrollView }, "only what the block draws")
      }
    }

    @Test("A ScrollView that is not the root's content renders no scroll view in the stub")
    func nestedScrollView() async throws {
      try await onOwnClock {
        let screen = HostingScreen(
          rootView: VStack {
            Block(height: 44)
            ScrollView { Block(height: 1000) }
          }, frame: Self.frame)
        let view = try #require(screen.view)
        #expect(view.scrollContentView == nil)
        #expect(!view.subviews.contains { $0 is UIScrollView }, "only what the blocks draw")
      }
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeSwiftUI
  @testable import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// SwiftUIStub draws what a hosting controller's content shows (colours and text as UIKit
  /// views, list rows in their cells) and shows a view controller representable at its root,
  /// so the gallery plays a SwiftUI screen.
  @MainActor @Suite("SwiftUIStub drawing")
  struct StubDrawingTests {
    static let frame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A header as the demo's: a colour under two lines, 200 pt tall.
    struct Banner: View {
      var body: some View {
        ZStack {
          Color(red: 0.2, green: 0.4, blue: 0.8)
          VStack(spacing: 6) {
            Text("Title").font(.title).foregroundColor(.white)
            Text("Subtitle").font(.subheadline)
          }
        }
        .frame(height: 200)
      }
    }

    @Test("A frame, a ZStack and a VStack place colours and text as SwiftUI centres them")
    func banner() async throws {
      try await onOwnClock {
        let screen = HostingScreen(rootView: Banner(), frame: Self.frame)
        let view = try #require(screen.view)
        let items = view.drawing.items
        // The 200 pt frame is centred in 844: 322…522; the stack of two 20 pt lines (the stub's
        // text metrics) 6 pt apart is centred in it.
        #expect(items.count == 3)
        guard case .fill(let color, let rect) = items.first else {
          Issue.record("no fill first")
          return
        }
        #expect(rect == CGRect(x: 0, y: 322, width: 390, height: 200))
        #expect(color == Color(red: 0.2, green: 0.4, blue: 0.8))
        #expect(
          items[1]
            == .text(
              "Title", font: .title, color: .white,
              frame: CGRect(x: 0, y: 399, width: 390, height: 20), isCentred: true))
        #expect(
          items[2]
            == .text(
              "Subtitle", font: .subheadline, color: .black,
              frame: CGRect(x: 0, y: 425, width: 390, height: 20), isCentred: true))
        // As UIKit views the gallery draws: a coloured view and two labels, taking no touches.
        let labels = view.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Title", "Subtitle"])
        #expect(labels.first?.font?.pointSize == 28 && labels.first?.textAlignment == .center)
        #expect(view.hitTest(CGPoint(x: 195, y: 400), with: nil) === view)
      }
    }

    /// A list of `count` rows made by a `ForEach`.
    struct Rows: View {
      let count: Int
      var body: some View {
        List {
          ForEach(0..<count, id: \.self) { row in Text("Row \(row)").frame(height: 44) }
        }
      }
    }

    @Test("Each row of a ForEach is a list row, drawn in its cell 20 pt in")
    func listRows() async throws {
      try await onOwnClock {
        let screen = HostingScreen(rootView: Rows(count: 30), frame: Self.frame)
        let view = try #require(screen.view)
        let list = try #require(view.scrollContentView)
        #expect(abs(list.contentSize.height - 30 * 44) < 0.01)
        let cells = list.subviews.compactMap { $0 as? UICollectionViewCell }
          .sorted { $0.frame.minY < $1.frame.minY }
        let first = try #require(cells.first)
        let label = try #require(
          first.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Row 0" && label.frame.minX == 20)
        #expect(label.textAlignment == .natural, "from the leading edge")
        // More rows: the cells show them.
        screen.host.rootView = Rows(count: 31)
        UIKitStubDriver.current.layoutPass()
        #expect(abs(list.contentSize.height - 31 * 44) < 0.01)
      }
    }

    /// A screen whose body is a `SwipeView` bound to its own state.
    struct Screen: View {
      @State var tab = 0
      var body: some View {
        SwipeView(selection: $tab, count: 3) { index in
          Text("Page \(index)")
        } header: {
          Color.blue.frame(height: 100)
        }
        .segmentedBar(titles: ["One", "Two", "Three"])
      }
    }

    @Test("A SwipeView at a hosting controller's root is its child, full size, and pages")
    func rootRepresentable() async throws {
      try await onOwnClock {
        let screen = HostingScreen(rootView: Screen(), frame: Self.frame)
        let view = try #require(screen.view)
        UIKitStubDriver.current.layoutPass()
        let table = try #require(view.subviews.compactMap { $0 as? SwipeTableView }.first)
        #expect(table.frame == view.bounds)
        #expect(screen.host.children.count == 1, "its controller a child of the hosting one")
        let bar = try #require(table.swipeHeaderBar as? SwipeSegmentedBar)
        #expect(bar.titles == ["One", "Two", "Three"] && bar.frame.height == 44)
        // A tap on the third tab selects its page; the screen's state follows.
        let now = UIKitStubDriver.current.now
        let tab = CGPoint(x: 330, y: bar.frame.midY)
        screen.window.touchBegan(at: tab, time: now + 0.01)
        screen.window.touchEnded(time: now + 0.05)
        UIKitStubDriver.current.run(until: now + 1, frameInterval: 1.0 / 60)
        #expect(table.currentItemIndex == 2)
        // The screen renders again and updates the same container.
        screen.host.rootView = Screen()
        UIKitStubDriver.current.layoutPass()
        #expect(view.subviews.compactMap { $0 as? SwipeTableView }.first === table)
      }
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// UIKit pages made by the app, one view per index.
  @MainActor final class PageMaker {
    var made: [Int: [UIScrollView]] = [:]

    func page(_ index: Int) -> UIScrollView {
      let view = UIScrollView(frame: .zero)
      view.contentSize = CGSize(width: 390, height: 2000 + 100 * CGFloat(index))
      made[index, default: []].append(view)
      return view
    }
  }

  /// SwipeTableViewRepresentable on the stubs: the app's own scroll views as pages.
  @MainActor @Suite("SwipeTableViewRepresentable")
  struct SwipeTableViewRepresentableTests {
    typealias Swipe = SwipeTableViewRepresentable<Block, Block>

    static func view(_ selection: Binding<Int>, count: Int = 4, maker: PageMaker) -> Swipe {
      SwipeTableViewRepresentable(selection: selection, count: count) { index in
        maker.page(index)
      } header: {
        Block(height: 200)
      } bar: {
        Block(height: 44)
      }
    }

    @Test("The container shows the scroll views the page closure makes, each made once")
    func showsTheGivenScrollViews() async throws {
      try await onOwnClock {
        let maker = PageMaker()
        let selection = State(wrappedValue: 0)
        let fixture = SwipeFixture { Self.view(selection.projectedValue, maker: maker) }
        #expect(fixture.table.currentItemView === maker.made[0]?.first)
        fixture.swipeToNextPage()
        fixture.swipeToNextPage()
        #expect(selection.wrappedValue == 2)
        #expect(fixture.table.currentItemView === maker.made[2]?.first)
        selection.wrappedValue = 0
        fixture.host.update(Self.view(selection.projectedValue, maker: maker))
        fixture.run(for: 1)
        #expect(fixture.table.currentItemIndex == 0)
        #expect(fixture.table.currentItemView === maker.made[0]?.first, "the same view again")
        #expect(maker.made.values.allSatisfy { $0.count == 1 }, "\(maker.made.mapValues(\.count))")
        let page = try #require(fixture.table.currentItemView)
        #expect(page.contentOffset.y == -244, "reserved below the hosted header and bar")
      }
    }

    @Test("Fewer pages drop the views past the count; more pages make new ones")
    func countDropsViews() async {
      await onOwnClock {
        let maker = PageMaker()
        let selection = State(wrappedValue: 3)
        let fixture = SwipeFixture { Self.view(selection.projectedValue, maker: maker) }
        #expect(maker.made[3]?.count == 1)
        fixture.host.update(Self.view(selection.projectedValue, count: 2, maker: maker))
        fixture.run(for: 0.5)
        await fixture.yield { selection.wrappedValue == 1 }
        #expect(selection.wrappedValue == 1, "the selection follows the clamped page")
        #expect(fixture.table.currentItemView === maker.made[1]?.first)
        fixture.host.update(Self.view(selection.projectedValue, count: 4, maker: maker))
        selection.wrappedValue = 3
        var instant = Transaction()
        instant.disablesAnimations = true
        fixture.host.update(
          Self.view(selection.projectedValue, count: 4, maker: maker), transaction: instant)
        fixture.run(for: 0.1)
        #expect(maker.made[3]?.count == 2, "page 3 was dropped with the count and made again")
        #expect(fixture.table.currentItemView === maker.made[3]?.last)
      }
    }
  }
#endif

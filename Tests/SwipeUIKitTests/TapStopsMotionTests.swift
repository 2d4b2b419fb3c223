#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// DESIGN.md §12: a tap that stops what the container moves itself (a header fling, an
  /// animated page change) stops it and selects nothing, as a tap that stops a scroll view's own
  /// deceleration does in UIKit; at rest a tap selects.
  @MainActor @Suite("A tap that stops the container's motion")
  struct TapStopsMotionTests {
    @MainActor final class Selections: NSObject, UICollectionViewDelegate {
      var selected: [IndexPath] = []
      func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
      ) { selected.append(indexPath) }
    }

    @MainActor final class Items: NSObject, UICollectionViewDataSource {
      func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { 60 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }

    /// A container (T 64, H 200, B 40) of three collection views of 60 items 390 × 100.
    @MainActor final class Fixture: SwipeTableViewDataSource {
      let window: UIWindow
      let table: SwipeTableView
      let items = Items()
      let selections = Selections()

      init() {
        // A fresh clock first: views register with the driver that exists when they are made.
        UIKitStubDriver.reset(now: 0)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = SwipeTableView(frame: window.bounds)
        table.swipeHeaderTopInset = 64
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        window.addSubview(table)
        table.dataSource = self
        run(for: 0.2)
      }

      var now: TimeInterval { UIKitStubDriver.current.now }

      func run(for seconds: TimeInterval) {
        UIKitStubDriver.current.run(until: now + seconds, frameInterval: 1.0 / 120)
      }

      func tap(at point: CGPoint) {
        window.touchBegan(at: point, time: now + 0.005)
        window.touchEnded(time: now + 0.04)
      }

      func numberOfItems(in swipeTableView: SwipeTableView) -> Int { 3 }

      func swipeTableView(
        _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
      ) -> UIScrollView {
        if let view { return view }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        let page = UICollectionView(frame: .zero, collectionViewLayout: layout)
        page.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        page.dataSource = items
        page.delegate = selections
        return page
      }
    }

    @Test("At rest a tap on a page selects the item under it")
    func tapAtRestSelects() {
      let fixture = Fixture()
      fixture.tap(at: CGPoint(x: 200, y: 400))
      // The first item starts right below the bar (T + H + B = 304).
      #expect(fixture.selections.selected == [IndexPath(item: 0, section: 0)])
    }

    @Test("A tap during a header fling stops it and selects nothing; the next one selects")
    func tapDuringHeaderFling() throws {
      let fixture = Fixture()
      fixture.window.drag(
        from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 130),
        startingAt: fixture.now + 0.01, duration: 0.08, steps: 10)
      fixture.run(for: 0.1)
      let page = try #require(fixture.table.currentItemView)
      let moving = page.contentOffset.y
      fixture.run(for: 0.02)
      #expect(page.contentOffset.y > moving + 1, "the header fling moves the page")
      fixture.tap(at: CGPoint(x: 200, y: 600))
      let stopped = page.contentOffset.y
      fixture.run(for: 0.2)
      #expect(abs(page.contentOffset.y - stopped) < 0.01, "the tap stopped the fling")
      #expect(fixture.selections.selected.isEmpty, "and selected nothing")
      fixture.tap(at: CGPoint(x: 200, y: 600))
      #expect(fixture.selections.selected.count == 1, "at rest again, a tap selects")
    }

    @Test("A tap during an animated page change stops it and selects nothing")
    func tapDuringPageChange() {
      let fixture = Fixture()
      fixture.table.scrollToItem(at: 2, animated: true)
      fixture.run(for: 0.05)
      fixture.tap(at: CGPoint(x: 200, y: 600))
      #expect(fixture.selections.selected.isEmpty)
      fixture.run(for: 1)
      fixture.tap(at: CGPoint(x: 200, y: 600))
      #expect(fixture.selections.selected.count == 1)
    }
  }
#endif

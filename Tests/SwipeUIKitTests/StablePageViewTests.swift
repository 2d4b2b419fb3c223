#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeTestSupport
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// A data source that keeps one view per page and returns it whatever the container offers
  /// for reuse (as a SwiftUI front end or a model-owned set of tables does).
  @MainActor private final class StableViews: SwipeTableViewDataSource {
    var views: [Int: UIScrollView] = [:]
    let count: Int

    init(count: Int) {
      self.count = count
    }

    func numberOfItems(in swipeTableView: SwipeTableView) -> Int { count }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      if let view = views[index] { return view }
      let view = UIScrollView(frame: swipeTableView.bounds)
      view.contentSize = CGSize(width: 390, height: 2000)
      views[index] = view
      return view
    }
  }

  @MainActor @Suite("SwipeTableView with one view per page")
  struct StablePageViewTests {
    @Test(
      "A page view the data source returns again leaves the reuse pool, so it stays shown",
      arguments: [1, 59, 112] as [UInt64])
    func returnedViewLeavesThePool(seed: UInt64) throws {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let table = SwipeTableView(frame: window.bounds)
      window.addSubview(table)
      let views = StableViews(count: 8)
      table.dataSource = views
      UIKitStubDriver.current.layoutPass()
      // Animated and instant moves between far and near pages, some interrupted: every page
      // the container has loaded must be in the pager at every frame. (Each seed once lost a
      // shown page: the pool handed it out as a reuse candidate while it was shown, and the
      // container removed the candidate the data source did not take.)
      var generator = SeededGenerator(seed: seed)
      var missing: [String] = []
      var frames = 0
      for step in 0..<40 {
        table.scrollToItem(
          at: Int.random(in: 0..<views.count, using: &generator),
          animated: Bool.random(using: &generator))
        for _ in 0..<Int.random(in: 1..<30, using: &generator) {
          UIKitStubDriver.current.run(until: UIKitStubDriver.current.now + 1.0 / 60)
          for page in 0..<views.count {
            guard let view = table.itemView(at: page), view.superview !== table.pager else {
              continue
            }
            frames += 1
            if missing.count < 3 { missing.append("step \(step): page \(page)") }
          }
        }
      }
      #expect(frames == 0, "\(frames) frames with a loaded page out of the pager: \(missing)")
    }
  }
#endif

#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Plain tables' floating section headers, the status-bar tap, and API newer than the
  /// played iOS version.
  @MainActor @Suite("Pinned section headers, scroll to top, availability")
  struct PinnedHeaderAndStatusBarTests {
    /// A table of two sections (10 and 30 rows of 44 pt, headers of 28) under a 200 pt header
    /// view, `inset` on top.
    private func sectionedTable(
      style: UITableView.Style, inset: CGFloat, in window: UIWindow
    ) -> UITableView {
      let table = UITableView(frame: window.bounds, style: style)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      var content = rowsContent([10, 30], height: 44)
      content.heightForHeader = { _, _ in 28 }
      content.viewForHeader = { _, _ in UIView(frame: .zero) }
      table.content = content
      table.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0)
      window.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      return table
    }

    @Test("A plain table pins the header at contentOffset.y + adjustedContentInset.top")
    func plainHeadersPinBelowTheInset() {
      let window = makeWindow()
      let table = sectionedTable(style: .plain, inset: 100, in: window)
      let firstTop: CGFloat = 200
      let secondTop: CGFloat = 200 + 28 + 10 * 44
      #expect(table.rectForHeader(inSection: 0).minY == firstTop)
      #expect(table.pinnedSection == nil)
      // Scrolled so that the visible area starts 50 pt into the first section.
      table.contentOffset = CGPoint(x: 0, y: firstTop + 50 - 100)
      #expect(table.rectForHeader(inSection: 0).minY == firstTop + 50)
      #expect(table.pinnedSection == 0)
      // Near the end of the section the next one pushes it up.
      table.contentOffset = CGPoint(x: 0, y: secondTop - 10 - 100)
      #expect(table.rectForHeader(inSection: 0).minY == secondTop - 28)
      #expect(table.rectForHeader(inSection: 1).minY == secondTop)
      table.contentOffset = CGPoint(x: 0, y: secondTop + 300 - 100)
      UIKitStubDriver.current.layoutPass()
      #expect(table.pinnedSection == 1)
      #expect(table.rectForHeader(inSection: 1).minY == table.contentOffset.y + 100)
      // Header views follow: in front of the cells, where the header is.
      let views = table.subviews.filter { !($0 is UITableViewCell) && $0 !== table.tableHeaderView }
      #expect(views.contains { $0.frame == table.rectForHeader(inSection: 1) })
    }

    @Test("A flow layout that pins headers keeps them below the adjusted inset while scrolling")
    func flowLayoutPinsHeaders() throws {
      let window = makeWindow()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 50)
      layout.minimumLineSpacing = 0
      layout.headerReferenceSize = CGSize(width: 320, height: 30)
      layout.sectionHeadersPinToVisibleBounds = true
      let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let source = ItemsDataSource(items: [10, 10])
      collection.dataSource = source
      collection.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
      window.addSubview(collection)
      UIKitStubDriver.current.layoutPass()
      let first = IndexPath(item: 0, section: 0)
      let second = IndexPath(item: 0, section: 1)
      let kind = UICollectionView.elementKindSectionHeader
      func headerY(_ path: IndexPath) throws -> CGFloat {
        try #require(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)).frame.minY
      }
      #expect(try headerY(first) == 0)
      collection.contentOffset = CGPoint(x: 0, y: 200 - 64)
      UIKitStubDriver.current.layoutPass()
      #expect(try headerY(first) == 200)
      // The first section ends at 530: its header is pushed up as the second one arrives.
      collection.contentOffset = CGPoint(x: 0, y: 520 - 64)
      UIKitStubDriver.current.layoutPass()
      #expect(try headerY(first) == 500)
      #expect(try headerY(second) == 530)
      layout.sectionHeadersPinToVisibleBounds = false
      UIKitStubDriver.current.layoutPass()
      #expect(try headerY(first) == 0)
    }

    @Test("A grouped table's headers stay with their sections")
    func groupedHeadersDoNotPin() {
      let window = makeWindow()
      let table = sectionedTable(style: .grouped, inset: 0, in: window)
      table.contentOffset = CGPoint(x: 0, y: 400)
      #expect(table.rectForHeader(inSection: 0).minY == 200)
      #expect(table.pinnedSection == nil)
    }

    @Test("The status bar tap scrolls the one scroll view that allows it, and none of several")
    func statusBarTap() {
      final class Recorder: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
          calls.append("didEndScrollingAnimation")
        }
      }
      let window = makeWindow()
      let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let second = UIScrollView(frame: CGRect(x: 320, y: 0, width: 320, height: 480))
      for view in [first, second] {
        view.contentSize = CGSize(width: 320, height: 3000)
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.contentOffset = CGPoint(x: 0, y: 500)
        window.addSubview(view)
      }
      // Off screen: only the first counts.
      let recorder = Recorder()
      first.delegate = recorder
      #expect(window.tapStatusBar(time: 0.1) === first)
      UIKitStubDriver.current.run(until: 1)
      #expect(first.contentOffset.y == -20)
      #expect(recorder.calls == ["didScrollToTop"])
      // Two on screen: nothing scrolls.
      first.contentOffset = CGPoint(x: 0, y: 500)
      second.frame.origin.x = 0
      #expect(window.tapStatusBar(time: 2) == nil)
      UIKitStubDriver.current.run(until: 3)
      #expect(first.contentOffset.y == 500 && second.contentOffset.y == 500)
      second.scrollsToTop = false
      #expect(window.tapStatusBar(time: 4) === first)
    }

    @Test("isScrollAnimating on iOS 17.3 is recorded as unavailable and reads false")
    func scrollAnimatingNeedsIOS17_4() {
      let window = makeWindow()
      let view = UIScrollView(frame: window.bounds)
      view.contentSize = CGSize(width: 320, height: 3000)
      window.addSubview(view)
      view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
      UIKitStubDriver.current.advance(to: 0.1)
      #expect(view.isScrollAnimating)
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
        majorVersion: 17, minorVersion: 3, patchVersion: 0)
      #expect(!view.isScrollAnimating)
      #expect(UIKitStubDriver.current.unavailableAPICalls == ["UIScrollView.isScrollAnimating"])
    }

    @Test("scrollToRow puts the row at the top, middle or bottom of the area the inset leaves")
    func scrollToRowPositions() {
      let window = makeWindow(width: 320, height: 480)
      let table = UITableView(frame: window.bounds, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.content = rowsContent([40], height: 40)
      table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 20, right: 0)
      window.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      let path = IndexPath(row: 10, section: 0)
      table.scrollToRow(at: path, at: .top, animated: false)
      #expect(abs(table.contentOffset.y - (400 - 100)) < 0.01, "the row right below the inset")
      table.scrollToRow(at: path, at: .bottom, animated: false)
      #expect(abs(table.contentOffset.y - (440 - 100 - 360)) < 0.01)
      table.scrollToRow(at: path, at: .middle, animated: false)
      #expect(abs(table.contentOffset.y - (420 - 100 - 180)) < 0.01)
      // Visible already: `.none` moves nothing; past the end the range clamps.
      table.scrollToRow(at: path, at: .none, animated: false)
      #expect(abs(table.contentOffset.y - 140) < 0.01)
      table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
      #expect(abs(table.contentOffset.y - (1600 + 20 - 480)) < 0.01)
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
      #expect(abs(table.contentOffset.y - 1140) < 0.01, "no such row: nothing moves")
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// The delegate hears the header's collapse progress as it moves
  /// (`swipeTableView(_:didUpdateHeaderProgress:)`), for a fading title or a zooming header.
  @MainActor @Suite("Header progress through the delegate")
  struct HeaderProgressDelegateTests {
    @MainActor final class Recorder: NSObject, SwipeTableViewDelegate {
      var reports: [CGFloat] = []
      func swipeTableView(
        _ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat
      ) {
        #expect(progress == swipeTableView.headerProgress)
        reports.append(progress)
      }
    }

    @Test("A drag up reports every step from 0 to 1; a header that moves nothing reports nothing")
    func dragReportsEachStep() throws {
      let fixture = AdapterFixture()
      let recorder = Recorder()
      fixture.table.delegate = recorder
      let header = try #require(fixture.table.swipeHeaderView)
      fixture.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.5)
      fixture.run(until: fixture.now + 2)
      #expect(recorder.reports.count > 10)
      #expect(zip(recorder.reports, recorder.reports.dropFirst()).allSatisfy { $0 < $1 })
      #expect(recorder.reports.last == 1)
      #expect(header.frame.minY == CGFloat(64 - 200), "collapsed")
      let count = recorder.reports.count
      fixture.run(until: fixture.now + 1)
      fixture.drag(from: CGPoint(x: 300, y: 700), to: CGPoint(x: 100, y: 700), duration: 0.2)
      fixture.run(until: fixture.now + 1)
      #expect(fixture.table.currentItemIndex == 1)
      #expect(recorder.reports.count == count, "the next page was aligned: nothing moved")
      // Back down to the top of the page: from 1 to 0.
      fixture.table.currentItemView?.setContentOffset(CGPoint(x: 0, y: -304), animated: true)
      fixture.run(until: fixture.now + 1)
      #expect(recorder.reports.last == 0)
    }
  }
#endif

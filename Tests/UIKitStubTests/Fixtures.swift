#if os(Linux)
  import Foundation
  @testable import UIKitStub

  /// A delegate that records every call, in order.
  @MainActor final class RecordingDelegate: NSObject, UIScrollViewDelegate, UITableViewDelegate {
    var calls: [String] = []
    var newTarget: CGPoint?
    var lastVelocity: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      calls.append("willBeginDragging")
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append("willEndDragging")
      lastVelocity = velocity
      if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      calls.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      calls.append("didEndDecelerating")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      calls.append("didEndScrollingAnimation")
    }
  }

  /// A data source of `rows` rows per section.
  @MainActor final class RowsDataSource: NSObject, UITableViewDataSource {
    let rows: [Int]
    init(rows: [Int]) { self.rows = rows }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }

  @MainActor func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    UIKitStubDriver.reset()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }
#endif

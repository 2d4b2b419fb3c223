#if os(Linux)
  import Foundation
  @testable import UIKitStub

  /// A delegate that records every call, in order.
  @MainActor final class RecordingDelegate: NSObject, UIScrollViewDelegate {
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

  /// A table content of `rows[section]` rows per section, each `height` high (the table's
  /// `rowHeight` when nil), with cells of the class registered as "cell".
  @MainActor func rowsContent(_ rows: [Int], height: CGFloat? = nil) -> UITableView.Content {
    var content = UITableView.Content(
      numberOfSections: { _ in rows.count },
      numberOfRows: { _, section in rows[section] },
      cellForRow: { table, path in table.dequeueReusableCell(withIdentifier: "cell", for: path) })
    if let height { content.heightForRow = { _, _ in height } }
    return content
  }

  @MainActor func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    UIKitStubDriver.reset()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }
#endif

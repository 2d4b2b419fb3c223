#if canImport(UIKit) && canImport(ObjectiveC)
  import Foundation
  import UIKit

  extension SwipeSegmentedBar {
    /// Lays the bar out again when the user's text size changes: the labels take their new
    /// fonts by themselves (`adjustsFontForContentSizeCategory`), and the next layout pass
    /// measures them. A selector observer is removed by the system when the bar goes away.
    func observeContentSizeCategory() {
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @objc private func contentSizeCategoryDidChange() {
      setNeedsLayout()
    }
  }
#endif

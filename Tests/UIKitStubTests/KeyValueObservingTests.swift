#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("Key-value observing")
  struct KeyValueObservingTests {
    final class Box: @unchecked Sendable {
      var values: [CGFloat] = []
    }

    @Test("A subclass key path observes the property the scroll view model changes")
    func subclassKeyPathsMatch() {
      final class MyTable: UITableView {}
      _ = makeWindow()
      let table = MyTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
      let box = Box()
      let offset = table.observe(\.contentOffset, options: .new) { _, change in
        box.values.append(change.newValue?.y ?? -1)
      }
      let size = (table as UITableView).observe(\UITableView.contentSize, options: .new) {
        _, change in
        box.values.append(change.newValue?.height ?? -1)
      }
      table.contentSize = CGSize(width: 100, height: 500)
      table.contentOffset = CGPoint(x: 0, y: 40)
      #expect(box.values == [500, 40])
      offset.invalidate()
      table.contentOffset = CGPoint(x: 0, y: 50)
      #expect(box.values == [500, 40])
      _ = size
    }

    @Test("An observed scroll view deallocates while its observation lives on")
    func observationDoesNotRetainTheView() {
      _ = makeWindow()
      weak var weakView: UIScrollView?
      var observation: NSKeyValueObservation?
      do {
        let view = UIScrollView(frame: .zero)
        weakView = view
        observation = view.observe(\.contentOffset) { _, _ in }
        #expect(view.observers.count == 1)
      }
      #expect(weakView == nil)
      observation = nil
      #expect(observation == nil)
    }

    @Test("A released observation stops observing")
    func releasedObservationStops() {
      _ = makeWindow()
      let view = UIScrollView(frame: .zero)
      var observation: NSKeyValueObservation? = view.observe(\.bounds) { _, _ in }
      #expect(view.observers.count == 1)
      observation = nil
      #expect(observation == nil)
      #expect(view.observers.count == 0)
    }
  }
#endif

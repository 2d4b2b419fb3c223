#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// The stub's model of what VoiceOver can focus (`UIKitStubDriver.voiceOverElements(in:)`):
  /// `accessibilityElementsHidden` hides a subtree, an element hides its insides, a container's
  /// `accessibilityElements` orders it, and subviews are read from the top left.
  @MainActor @Suite("VoiceOver navigation")
  struct VoiceOverNavigationTests {
    static func element(_ label: String, _ frame: CGRect) -> UIView {
      let view = UIView(frame: frame)
      view.isAccessibilityElement = true
      view.accessibilityLabel = label
      return view
    }

    static func labels(_ elements: [UIView]) -> [String] {
      elements.map { $0.accessibilityLabel ?? "?" }
    }

    @Test("Subviews read from the top left to the bottom right, whatever their order")
    func geometricOrder() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
      window.addSubview(list)
      // Inserted bottom first, as a table inserts cells below what it has.
      for (label, y) in [("c", 88.0), ("a", 0), ("b", 44)] {
        list.insertSubview(Self.element(label, CGRect(x: 0, y: y, width: 390, height: 44)), at: 0)
      }
      list.addSubview(Self.element("b2", CGRect(x: 200, y: 44, width: 190, height: 44)))
      #expect(
        Self.labels(UIKitStubDriver.current.voiceOverElements(in: window)) == [
          "a", "b", "b2", "c",
        ])
    }

    @Test("accessibilityElementsHidden and isHidden leave out a subtree; an element its insides")
    func hiddenSubtrees() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      cell.addSubview(Self.element("title", CGRect(x: 0, y: 0, width: 200, height: 44)))
      cell.addSubview(Self.element("detail", CGRect(x: 200, y: 0, width: 190, height: 44)))
      let other = Self.element("other", CGRect(x: 0, y: 44, width: 390, height: 44))
      other.addSubview(Self.element("inside", CGRect(x: 0, y: 0, width: 10, height: 10)))
      window.addSubview(cell)
      window.addSubview(other)
      let driver = UIKitStubDriver.current
      #expect(Self.labels(driver.voiceOverElements(in: window)) == ["title", "detail", "other"])
      cell.accessibilityElementsHidden = true
      #expect(Self.labels(driver.voiceOverElements(in: window)) == ["other"])
      cell.accessibilityElementsHidden = false
      cell.subviews[1].isHidden = true
      #expect(Self.labels(driver.voiceOverElements(in: window)) == ["title", "other"])
      other.accessibilityElementsHidden = true
      #expect(Self.labels(driver.voiceOverElements(in: window)) == ["title"], "its own too")
    }

    @Test("A container's accessibilityElements replace its subviews, in their order")
    func declaredElements() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let container = UIView(frame: window.bounds)
      let first = Self.element("first", CGRect(x: 0, y: 0, width: 390, height: 44))
      let second = Self.element("second", CGRect(x: 0, y: 44, width: 390, height: 44))
      let left = Self.element("left out", CGRect(x: 0, y: 88, width: 390, height: 44))
      for view in [first, second, left] { container.addSubview(view) }
      window.addSubview(container)
      container.accessibilityElements = [second, first]
      #expect(
        Self.labels(UIKitStubDriver.current.voiceOverElements(in: window)) == [
          "second", "first",
        ])
    }

    @Test("VoiceOver starting and stopping is posted, once per change")
    func statusNotification() {
      UIKitStubDriver.reset(now: 0)
      final class Count: @unchecked Sendable { var value = 0 }
      let count = Count()
      let token = NotificationCenter.default.addObserver(
        forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
      ) { _ in count.value += 1 }
      defer { NotificationCenter.default.removeObserver(token) }
      UIKitStubDriver.current.isVoiceOverRunning = true
      UIKitStubDriver.current.isVoiceOverRunning = true
      #expect(UIAccessibility.isVoiceOverRunning)
      UIKitStubDriver.current.isVoiceOverRunning = false
      #expect(count.value == 2)
    }
  }
#endif

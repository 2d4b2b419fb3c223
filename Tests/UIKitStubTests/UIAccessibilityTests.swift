#if os(Linux)
  import Foundation
  import Testing
  // The accessibility constants are mutable C globals, as in the iOS 17.4 SDK; a test that reads
  // them imports them as an app would.
  @preconcurrency @testable import UIKitStub

  /// What the stub's accessibility API shares with the iOS 17.4 SDK's beyond spelling: isolation
  /// and the constants' values.
  @MainActor @Suite("UIAccessibility")
  struct UIAccessibilityTests {
    /// A view that scrolls one way; its override is nonisolated, as one must be against the SDK.
    final class Scrolling: UIView {
      nonisolated override func accessibilityScroll(
        _ direction: UIAccessibilityScrollDirection
      ) -> Bool {
        direction == .down
      }
    }

    /// Compiles only while `accessibilityScroll(_:)` is nonisolated (UIAccessibility.h:381 in
    /// the iOS 17.4 SDK has no NS_SWIFT_UI_ACTOR): VoiceOver's call needs no main-actor hop.
    nonisolated static func scroll(_ view: UIView, _ direction: UIAccessibilityScrollDirection)
      -> Bool
    {
      view.accessibilityScroll(direction)
    }

    @Test("A three-finger scroll goes up the views until one moves; a scroll view pages itself")
    func scrollGoesUpTheHierarchy() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let pager = UIScrollView(frame: window.bounds)
      pager.contentSize = CGSize(width: 390 * 3, height: 844)
      let list = UIScrollView(frame: window.bounds)
      list.contentSize = CGSize(width: 390, height: 2000)
      list.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
      list.contentOffset = CGPoint(x: 0, y: -100)
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      window.addSubview(pager)
      pager.addSubview(list)
      list.addSubview(cell)
      UIKitStubDriver.current.layoutPass()
      // Sideways: the list cannot, so the pager does, by its width.
      #expect(UIKitStubDriver.current.accessibilityScroll(.left, from: cell) === pager)
      UIKitStubDriver.current.run(until: 1)
      #expect(pager.contentOffset.x == 390)
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts.last == "Page 2 of 3")
      // Up: the list moves by what it shows, its height less its inset.
      #expect(UIKitStubDriver.current.accessibilityScroll(.up, from: cell) === list)
      UIKitStubDriver.current.run(until: 2)
      #expect(abs(list.contentOffset.y - 644) < 0.01)
      // Past the pager's end nothing moves: no view handles it.
      pager.contentOffset = CGPoint(x: 780, y: 0)
      #expect(UIKitStubDriver.current.accessibilityScroll(.left, from: cell) == nil)
    }

    @Test("accessibilityScroll is nonisolated and false unless a view scrolls")
    func accessibilityScrollIsNonisolated() {
      #expect(!Self.scroll(UIView(frame: .zero), .down))
      #expect(Self.scroll(Scrolling(frame: .zero), .down))
      #expect(!Self.scroll(Scrolling(frame: .zero), .up))
    }

    @Test("The notification and trait constants are distinct; a view starts with no traits")
    func constants() {
      let notifications: [UIAccessibility.Notification] = [
        .screenChanged, .layoutChanged, .announcement, .pageScrolled,
      ]
      #expect(Set(notifications.map(\.rawValue)).count == notifications.count)
      #expect(notifications.map(\.isSpoken) == [false, false, true, true])
      let traits: [UIAccessibilityTraits] = [.button, .selected, .tabBar]
      #expect(traits.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
      #expect(
        traits.reduce(UIAccessibilityTraits.none) { $0.union($1) }.rawValue.nonzeroBitCount == 3)
      #expect(UIView(frame: .zero).accessibilityTraits == .none)
      #expect(UIAccessibilityTraits.button.union(.selected).contains(.selected))
      #expect(!UIAccessibilityTraits.button.contains(.selected))
    }

    @Test("Posted notifications are recorded in order; VoiceOver speaks announcements and statuses")
    func posts() {
      UIKitStubDriver.reset()
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
      UIAccessibility.post(notification: .announcement, argument: "Refreshing")
      UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 5")
      #expect(
        UIKitStubDriver.current.accessibilityPosts.map(\.notification) == [
          .layoutChanged, .announcement, .pageScrolled,
        ])
      #expect(UIKitStubDriver.current.spokenAccessibilityTexts == ["Refreshing", "Page 2 of 5"])
    }
  }
#endif

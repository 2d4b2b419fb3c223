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

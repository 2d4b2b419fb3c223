#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKit
  import Testing
  @preconcurrency import UIKitStub

  /// `SwipeSegmentedBar`'s capsule indicator and its badges.
  @MainActor @Suite("SwipeSegmentedBar: capsule and badges", .serialized)
  struct SegmentedBarStyleUIKitTests {
    typealias Bar = SwipeSegmentedBarTests

    static func badgeLabel(_ bar: SwipeSegmentedBar, _ index: Int) -> UILabel? {
      bar.badgeLabels[index]
    }

    @Test("A capsule sits behind the titles, rounded, where the layout puts it, in a light fill")
    func capsule() throws {
      let (window, bar) = Bar.standalone()
      bar.configuration.indicatorStyle = .capsule(height: 30, padding: 8)
      UIKitStubDriver.current.layoutPass()
      let frame = try #require(bar.layout.indicatorFrame(progress: 0, height: 44))
      #expect(bar.indicator.frame == frame && frame.height == 30 && frame.minY == 7)
      #expect(bar.indicator.layer.cornerRadius == 15)
      #expect(bar.strip.subviews.first === bar.indicator, "behind the titles")
      #expect(bar.indicator.backgroundColor?.alpha == 0.12, "a light fill, not the tint")
      bar.progress = 1.5
      let between = try #require(bar.layout.indicatorFrame(progress: 1.5, height: 44))
      #expect(bar.indicator.frame == between)
      bar.configuration.indicatorStyle = .line
      UIKitStubDriver.current.layoutPass()
      #expect(bar.indicator.layer.cornerRadius == 0 && bar.indicator.frame.height == 2)
      #expect(bar.strip.subviews.last === bar.indicator, "a line over the titles")
      withExtendedLifetime(window) {}
    }

    @Test("Badges: a count, 99+, a dot, a text; placed by the layout; read as the tab's value")
    func badges() throws {
      let (window, bar) = Bar.standalone()
      bar.setBadge(.count(3), forTabAt: 1)
      bar.setBadge(.count(150), forTabAt: 2)
      bar.setBadge(.dot, forTabAt: 0)
      bar.setBadge(.text("New"), forTabAt: 3)
      let three = try #require(Self.badgeLabel(bar, 1))
      #expect(three.text == "3" && three.frame.height == 16 && three.frame.width == 16)
      #expect(three.layer.cornerRadius == 8 && three.clipsToBounds)
      let lineHeight = Double(bar.tabLabels[1].font.lineHeight)
      #expect(
        three.frame
          == bar.layout.badgeFrame(
            tab: 1, size: three.frame.size, titleHeight: lineHeight, height: 44))
      #expect(Self.badgeLabel(bar, 2)?.text == "99+")
      let dot = try #require(Self.badgeLabel(bar, 0))
      #expect(dot.text == nil && dot.frame.size == CGSize(width: 8, height: 8))
      #expect(bar.tabLabels.map(\.accessibilityValue) == ["New", "3", "99+", "New"])
      #expect(bar.badge(forTabAt: 1) == .count(3))
      // Off again: a nil badge, a count of 0; out of range is ignored.
      bar.setBadge(nil, forTabAt: 1)
      bar.setBadge(.count(0), forTabAt: 2)
      bar.setBadge(.dot, forTabAt: 9)
      #expect(Self.badgeLabel(bar, 1) == nil && Self.badgeLabel(bar, 2) == nil)
      #expect(bar.tabLabels[1].accessibilityValue == nil)
      // Fewer titles: the badges past them go.
      bar.titles = ["One", "Two"]
      UIKitStubDriver.current.layoutPass()
      #expect(bar.badgeLabels.keys.sorted() == [0])
      #expect(bar.strip.subviews.last === Self.badgeLabel(bar, 0), "over the indicator")
      withExtendedLifetime(window) {}
    }

    @Test("Right to left, a badge sits on its title's top left")
    func rightToLeft() throws {
      let (window, bar) = Bar.standalone()
      window.semanticContentAttribute = .forceRightToLeft
      bar.setNeedsLayout()
      UIKitStubDriver.current.layoutPass()
      bar.setBadge(.count(5), forTabAt: 0)
      let badge = try #require(Self.badgeLabel(bar, 0))
      let title = bar.tabLabels[0].frame
      #expect(bar.layout.direction == .rightToLeft)
      #expect(badge.frame.midX < title.midX, "on the left half of its tab")
      withExtendedLifetime(window) {}
    }

    @Test("An image before a title: measured in, placed by the layout, tinted as its title")
    func images() throws {
      let (window, bar) = Bar.standalone()
      bar.setImage(UIImage(named: "star"), forTabAt: 1)
      bar.setImage(UIImage(named: "star"), forTabAt: 7)
      UIKitStubDriver.current.layoutPass()
      let imageView = try #require(bar.tabImageViews[1])
      #expect(bar.tabImageViews.count == 1, "out of range is ignored")
      let side = bar.tabLabels[1].font.lineHeight.rounded()
      let frames = bar.layout.imageAndTitleFrames(
        tab: 1, imageSide: Double(side), spacing: 4, height: 44)
      #expect(
        abs(frames.title.width - bar.tabLabels[1].intrinsicContentSize.width) < 1e-9,
        "the measured width is the image, the room, then the whole title")
      #expect(imageView.frame == frames.image && bar.tabLabels[1].frame == frames.title)
      #expect(imageView.tintColor === bar.titleColor, "not selected: the title's colour")
      bar.progress = 1
      #expect(imageView.tintColor === bar.selectedTitleColor)
      bar.setImage(nil, forTabAt: 1)
      #expect(bar.tabImageViews.isEmpty && imageView.superview == nil)
      withExtendedLifetime(window) {}
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import Testing
  import UIKitStub

  /// iOS 13–17.3, where `UIScrollView.isScrollAnimating` does not exist (DESIGN.md §12): the
  /// adapter never calls it there, and an animation the app runs on a page is still followed, not
  /// taken for a set of the offset at every frame.
  @MainActor @Suite("Before iOS 17.4")
  struct OlderSystemTests {
    /// iOS 17.3, the last version without `isScrollAnimating`.
    static let olderSystem = OperatingSystemVersion(
      majorVersion: 17, minorVersion: 3, patchVersion: 0)

    /// The frames of: a header drag that pulls the page 80 pt past its top and lets go; while
    /// the container bounces it back, the app animates the page to `s = 500`. Each frame: the
    /// page's `s` and the header's y.
    /// `version` nil: the stub's default, iOS 17.4.
    static func animationDuringBounce(on version: OperatingSystemVersion?) -> [[CGFloat]] {
      let fixture = AdapterFixture()
      if let version { UIKitStubDriver.current.systemVersion = version }
      fixture.run(until: 0.1)
      guard let page = fixture.table.currentItemView else { return [] }
      // On the header (64…264), pulled down 160 pt: the rubber band shows about 80.
      fixture.drag(from: CGPoint(x: 195, y: 120), to: CGPoint(x: 195, y: 280), duration: 0.2)
      fixture.run(until: fixture.now + 0.03)
      var frames: [[CGFloat]] = []
      let minimum = -(64 + 200 + 40) as CGFloat
      page.setContentOffset(CGPoint(x: 0, y: minimum + 500), animated: true)
      for _ in 0..<60 {
        fixture.run(until: fixture.now + 1.0 / 120)
        frames.append([fixture.scrolled(page), fixture.table.swipeHeaderView?.frame.minY ?? .nan])
      }
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      return frames
    }

    @Test("An animation the app starts while the container bounces a page runs as on iOS 17.4")
    func animationIsFollowed() {
      let latest = Self.animationDuringBounce(on: nil)
      let older = Self.animationDuringBounce(on: Self.olderSystem)
      #expect(latest.count == 60 && older.count == 60)
      // The page starts above its top (the bounce), so the first frames are outside its range:
      // a clamp there would jump it to 0 and fight the animation.
      #expect((latest.first?[0] ?? 0) < -1)
      #expect(latest.last?[0] == 500)
      for (frame, (a, b)) in zip(latest, older).enumerated() {
        #expect(
          abs(a[0] - b[0]) < 0.01 && abs(a[1] - b[1]) < 0.01, "frame \(frame): \(a) vs \(b)")
      }
    }

    @Test("A set of the offset outside the range is brought back one frame later, and stays")
    func setIsClampedAtTheNextFrame() {
      let fixture = AdapterFixture()
      UIKitStubDriver.current.systemVersion = Self.olderSystem
      fixture.run(until: 0.1)
      guard let page = fixture.table.currentItemView else { return }
      let minimum = -(64 + 200 + 40) as CGFloat
      page.contentOffset = CGPoint(x: 0, y: minimum - 100)
      UIKitStubDriver.current.layoutPass()
      // The pass that sees the change cannot tell it from an animation's first frame.
      #expect(page.contentOffset.y == minimum - 100)
      fixture.run(until: fixture.now + 1.0 / 120)
      #expect(page.contentOffset.y == minimum)
      #expect(fixture.table.swipeHeaderView?.frame.minY == 64)
      fixture.run(until: fixture.now + 0.5)
      #expect(page.contentOffset.y == minimum)
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
    }
  }
#endif

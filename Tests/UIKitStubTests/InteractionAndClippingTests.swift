#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  /// The stub's interactions (UIInteraction.h:14-29), iOS 26's scroll edge element containers,
  /// and what of a view is drawn under ancestors that clip to their bounds.
  @MainActor @Suite("UIKitStub interactions and clipping")
  struct InteractionAndClippingTests {
    @Test("An interaction moves between views and tells them; an edge container shapes one edge")
    func interactions() {
      UIKitStubDriver.reset(now: 0)
      UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
        majorVersion: 26, minorVersion: 0, patchVersion: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let scrollView = UIScrollView(frame: window.bounds)
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      let second = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
      for view in [scrollView, first, second] { window.addSubview(view) }
      let interaction = UIScrollEdgeElementContainerInteraction()
      interaction.scrollView = scrollView
      interaction.edge = .top
      first.addInteraction(interaction)
      #expect(interaction.view === first)
      #expect(
        scrollView.edgeElementContainers(on: .top).map(ObjectIdentifier.init) == [.init(first)])
      #expect(scrollView.edgeElementContainers(on: .bottom).isEmpty)
      second.addInteraction(interaction)
      #expect(first.interactions.isEmpty, "an interaction is on one view at a time")
      #expect(
        scrollView.edgeElementContainers(on: .top).map(ObjectIdentifier.init) == [.init(second)])
      second.removeInteraction(interaction)
      #expect(interaction.view == nil)
      #expect(scrollView.edgeElementContainers(on: .top).isEmpty)
      #expect(UIKitStubDriver.current.unavailableAPICalls.isEmpty)
      UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
        majorVersion: 17, minorVersion: 4, patchVersion: 0)
      _ = UIScrollEdgeElementContainerInteraction()
      #expect(
        UIKitStubDriver.current.unavailableAPICalls == ["UIScrollEdgeElementContainerInteraction"])
    }

    @Test("What is drawn is cut by every ancestor that clips, whatever its bounds' origin")
    func visibleRect() {
      UIKitStubDriver.reset(now: 0)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let clip = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
      clip.bounds = CGRect(x: 0, y: 100, width: 390, height: 744)
      let child = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
      window.addSubview(clip)
      clip.addSubview(child)
      #expect(child.convert(child.bounds, to: window).minY == 50, "placed in the window's terms")
      #expect(child.visibleRect(in: window) == CGRect(x: 0, y: 50, width: 390, height: 100))
      clip.clipsToBounds = true
      #expect(child.visibleRect(in: window) == CGRect(x: 0, y: 100, width: 390, height: 50))
      child.frame.origin.y = -60
      #expect(child.visibleRect(in: window) == .zero)
      child.frame.origin.y = 50
      clip.isHidden = true
      #expect(child.visibleRect(in: window) == .zero)
    }
  }
#endif

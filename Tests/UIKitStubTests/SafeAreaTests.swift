#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Safe areas from the window and a navigation bar, and the adjusted content inset each
  /// adjustment behaviour makes of them (UIScrollView.h:37-76, UIView.h:275).
  @MainActor @Suite("Safe area and adjusted content inset")
  struct SafeAreaTests {
    /// An iPhone 15's window: 393 × 852, 59 pt on top, 34 at the bottom.
    private func phoneWindow() -> UIWindow {
      let window = makeWindow(width: 393, height: 852)
      window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
      return window
    }

    private func scrollView(contentHeight: CGFloat) -> UIScrollView {
      let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      view.contentSize = CGSize(width: 393, height: contentHeight)
      return view
    }

    @Test("A view's safe area is the part of it the window's safe area does not cover")
    func safeAreaFromTheWindow() {
      let window = phoneWindow()
      let full = UIView(frame: window.bounds)
      let lower = UIView(frame: CGRect(x: 0, y: 40, width: 393, height: 700))
      window.addSubview(full)
      full.addSubview(lower)
      UIKitStubDriver.current.layoutPass()
      #expect(full.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(lower.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    }

    @Test("Each adjustment behaviour lets its part of the safe area into the adjusted inset")
    func adjustmentBehaviours() {
      let window = phoneWindow()
      let long = scrollView(contentHeight: 3000)
      let short = scrollView(contentHeight: 300)
      for view in [long, short] {
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.addSubview(view)
      }
      UIKitStubDriver.current.layoutPass()
      let adjusted = UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0)
      let plain = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      // .automatic outside a navigation controller: the scrollable axes only.
      #expect(long.adjustedContentInset == adjusted)
      #expect(short.adjustedContentInset == plain)
      short.alwaysBounceVertical = true
      UIKitStubDriver.current.layoutPass()
      #expect(short.adjustedContentInset == adjusted)
      short.alwaysBounceVertical = false
      short.contentInsetAdjustmentBehavior = .always
      #expect(short.adjustedContentInset == adjusted)
      long.contentInsetAdjustmentBehavior = .never
      #expect(long.adjustedContentInset == plain)
      #expect(long.contentInset == plain)
    }

    @Test("The adjusted inset sets the scroll range: the rest is at -adjustedContentInset.top")
    func adjustedInsetIsTheRange() {
      let window = phoneWindow()
      let view = scrollView(contentHeight: 3000)
      window.addSubview(view)
      final class Recorder: NSObject, UIScrollViewDelegate {
        var changes = 0
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
      }
      let recorder = Recorder()
      view.delegate = recorder
      UIKitStubDriver.current.layoutPass()
      #expect(recorder.changes == 1)
      window.drag(
        from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), startingAt: 0, duration: 0.1,
        steps: 5, lift: true)
      UIKitStubDriver.current.run(until: 3)
      #expect(abs(view.contentOffset.y + 59) < 0.01)
      view.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
      view.setContentOffset(CGPoint(x: 0, y: 10_000), animated: true)
      UIKitStubDriver.current.run(until: 4)
      #expect(abs(view.contentOffset.y - (3000 + 34 - 852)) < 0.01)
    }

    @Test("A navigation bar covers its child's top; automatic adjusts its content scroll view")
    func navigationControllerInsets() throws {
      let window = phoneWindow()
      let content = UIViewController(nibName: nil, bundle: nil)
      let table = UITableView(frame: .zero, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.content = rowsContent([3], height: 44)
      content.view = table
      let navigation = UINavigationController(rootViewController: content)
      navigation.view.frame = window.bounds
      window.addSubview(navigation.view)
      UIKitStubDriver.current.layoutPass()
      #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
      #expect(table.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      // Short content, yet adjusted on top and bottom: it is the content scroll view.
      #expect(table.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      // Content that fits rests at the top of the adjusted range.
      #expect(table.contentOffset.y == -103)

      // A scroll view below another view is not the content scroll view: scrollable axes only.
      let screen = UIViewController(nibName: nil, bundle: nil)
      let holder = UIView(frame: .zero)
      screen.view = holder
      let cover = UIView(frame: .zero)
      holder.addSubview(cover)
      let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      inner.contentSize = CGSize(width: 393, height: 100)
      holder.addSubview(inner)
      navigation.pushViewController(screen, animated: false)
      UIKitStubDriver.current.layoutPass()
      #expect(screen.contentScrollView == nil)
      #expect(inner.adjustedContentInset == .zero)
      screen.setContentScrollView(inner)
      UIKitStubDriver.current.layoutPass()
      #expect(inner.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    @Test("A large title shows over the content scroll view's top and collapses as it scrolls")
    func largeTitleFollowsTheContentScrollView() {
      let window = phoneWindow()
      let content = UIViewController(nibName: nil, bundle: nil)
      let scroll = UIScrollView(frame: .zero)
      scroll.contentSize = CGSize(width: 393, height: 3000)
      content.view = scroll
      let navigation = UINavigationController(rootViewController: content)
      navigation.navigationBar.prefersLargeTitles = true
      navigation.view.frame = window.bounds
      window.addSubview(navigation.view)
      UIKitStubDriver.current.layoutPass()
      #expect(navigation.navigationBar.frame.height == 96)
      scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + 30)
      UIKitStubDriver.current.layoutPass()
      #expect(navigation.navigationBar.frame.height == 66)
    }

    @Test("A scroll view passes on the safe area it does not incorporate, where its content is")
    func scrollViewContentSafeArea() {
      let window = phoneWindow()
      window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 47, bottom: 34, right: 47)
      let pager = scrollView(contentHeight: 852)
      pager.contentInsetAdjustmentBehavior = .never
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let list = scrollView(contentHeight: 3000)
      window.addSubview(pager)
      pager.addSubview(content)
      window.addSubview(list)
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
      list.addSubview(cell)
      UIKitStubDriver.current.layoutPass()
      // `.never` incorporates nothing: its content is covered as a plain view's would be.
      #expect(content.safeAreaInsets == UIEdgeInsets(top: 59, left: 47, bottom: 34, right: 47))
      // Scrolled, the content's covered part moves with it.
      pager.contentOffset = CGPoint(x: 0, y: 100)
      UIKitStubDriver.current.layoutPass()
      #expect(content.safeAreaInsets.top == 159)
      // A list adjusts its scrolling axis: its rows get only the sides.
      #expect(list.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(cell.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    }

    @Test("The responder chain runs view, controller, superview; content scroll views per edge")
    func responderChainAndContentScrollViews() {
      let window = phoneWindow()
      let holder = UIView(frame: window.bounds)
      let screen = UIViewController(nibName: nil, bundle: nil)
      let inner = UIView(frame: .zero)
      screen.view = inner
      holder.addSubview(inner)
      window.addSubview(holder)
      let leaf = UIView(frame: .zero)
      inner.addSubview(leaf)
      #expect(leaf.next === inner)
      #expect(inner.next === screen)
      #expect(screen.next === holder)
      #expect(holder.next === window)
      let top = scrollView(contentHeight: 100)
      let bottom = scrollView(contentHeight: 100)
      screen.setContentScrollView(top)
      screen.setContentScrollView(bottom, for: .bottom)
      #expect(screen.contentScrollView(for: .top) === top)
      #expect(screen.contentScrollView(for: .bottom) === bottom)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Touch ownership as UIKit decides it: hit-testing, controls tracking touches, scroll views
  /// delaying and cancelling content touches (UIScrollView.h:148-181).
  @MainActor @Suite("UIControl tracking and content touches")
  struct UIControlTrackingTests {
    /// A window with `container` filling it and a button at (20, 200, 120, 40) on a 300 pt
    /// block at the top of its content (a table's header view).
    private func place(_ container: UIView) -> (UIWindow, UIButton) {
      let window = makeWindow()
      window.addSubview(container)
      let block = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
      if let table = container as? UITableView {
        table.tableHeaderView = block
      } else {
        container.addSubview(block)
      }
      let button = UIButton(frame: CGRect(x: 20, y: 200, width: 120, height: 40))
      block.addSubview(button)
      UIKitStubDriver.current.layoutPass()
      return (window, button)
    }

    /// A plain table of 40 rows of 50 pt under whatever header it gets.
    private func tableWithContent() -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.content = rowsContent([40], height: 50)
      return table
    }

    private func scrollViewWithContent() -> UIScrollView {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      return scrollView
    }

    @Test("Image views and labels are not interactive: touches pass to the view behind them")
    func imagesAndLabelsPassTouchesThrough() {
      let window = makeWindow()
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      window.addSubview(header)
      let image = UIImageView(image: nil)
      image.frame = header.bounds
      header.addSubview(image)
      let label = UILabel(frame: CGRect(x: 0, y: 150, width: 320, height: 30))
      header.addSubview(label)
      #expect(!image.isUserInteractionEnabled && !label.isUserInteractionEnabled)
      #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === header)
      #expect(window.hitTest(CGPoint(x: 10, y: 160), with: nil) === header)
      // A button inside a non-interactive image view is unreachable, as on a device.
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      image.addSubview(button)
      #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === header)
      image.isUserInteractionEnabled = true
      #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
    }

    @Test("A tap on a button fires it once; the button tracks while the finger is down")
    func tapFiresButton() {
      let (window, button) = place(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
      window.touchBegan(at: CGPoint(x: 50, y: 220), time: 0)
      #expect(button.isTracking && button.isHighlighted)
      window.touchEnded(time: 0.05)
      #expect(!button.isTracking && !button.isHighlighted)
      #expect(button.tapCount == 1)
      // A lift outside the button does not fire it.
      window.touchBegan(at: CGPoint(x: 50, y: 220), time: 1)
      window.touchMoved(to: CGPoint(x: 50, y: 300), time: 1.05)
      window.touchEnded(time: 1.1)
      #expect(button.tapCount == 1)
    }

    @Test(
      "In a scroll view a button sees a resting touch only after the delay, a quick tap at lift")
    func scrollViewDelaysContentTouches() {
      let (window, button) = place(scrollViewWithContent())
      window.touchBegan(at: CGPoint(x: 50, y: 220), time: 0)
      #expect(!button.isTracking)
      UIKitStubDriver.current.advance(to: 0.1)
      #expect(!button.isTracking)
      UIKitStubDriver.current.advance(to: 0.2)
      #expect(button.isTracking)
      window.touchEnded(time: 0.25)
      #expect(button.tapCount == 1)
      window.touchBegan(at: CGPoint(x: 50, y: 220), time: 1)
      window.touchEnded(time: 1.05)
      #expect(button.tapCount == 2)
    }

    @Test("A drag that starts on a button at once scrolls; the button never sees the touch")
    func quickDragScrolls() {
      for container in [scrollViewWithContent(), tableWithContent()] {
        let (window, button) = place(container)
        window.drag(
          from: CGPoint(x: 50, y: 230), to: CGPoint(x: 50, y: 130), startingAt: 0,
          duration: 0.1, steps: 5)
        #expect(container.contentOffset.y > 50)
        #expect(button.tapCount == 0)
      }
    }

    @Test(
      "After the delay a plain scroll view leaves a tracking control the touch; a table takes it")
    func touchesShouldCancelDecides() {
      let plain = scrollViewWithContent()
      let (window, button) = place(plain)
      window.touchBegan(at: CGPoint(x: 50, y: 230), time: 0)
      UIKitStubDriver.current.advance(to: 0.2)
      for step in 1...5 {
        window.touchMoved(
          to: CGPoint(x: 50, y: 230 - 20 * CGFloat(step)), time: 0.2 + 0.02 * Double(step))
      }
      #expect(plain.touchesShouldCancel(in: button) == false)
      #expect(plain.contentOffset.y == 0 && !plain.isDragging)
      #expect(button.isTracking && !button.isHighlighted)
      window.touchEnded(time: 0.4)
      #expect(button.tapCount == 0)

      let table = tableWithContent()
      let (tableWindow, cellButton) = place(table)
      #expect(table.touchesShouldCancel(in: cellButton))
      tableWindow.touchBegan(at: CGPoint(x: 50, y: 230), time: 0)
      UIKitStubDriver.current.advance(to: 0.2)
      #expect(cellButton.isTracking)
      for step in 1...5 {
        tableWindow.touchMoved(
          to: CGPoint(x: 50, y: 230 - 20 * CGFloat(step)), time: 0.2 + 0.02 * Double(step))
      }
      #expect(!cellButton.isTracking && table.isDragging && table.contentOffset.y > 50)
      tableWindow.touchEnded(time: 0.4)
      #expect(cellButton.tapCount == 0)
    }

    @Test(
      "Without the delay a control tracks at touch-down; without cancelling, it keeps the touch")
    func delayAndCancelSwitches() {
      let table = tableWithContent()
      table.delaysContentTouches = false
      table.canCancelContentTouches = false
      let (window, button) = place(table)
      window.touchBegan(at: CGPoint(x: 50, y: 230), time: 0)
      #expect(button.isTracking)
      for step in 1...5 {
        window.touchMoved(
          to: CGPoint(x: 50, y: 230 - 20 * CGFloat(step)), time: 0.02 * Double(step))
      }
      #expect(table.contentOffset.y == 0 && button.isTracking)
      window.touchEnded(time: 0.2)
    }

    @Test(
      "A slider keeps horizontal drags, moving by dx / width; a vertical drag scrolls its table")
    func sliderKeepsParallelDrags() {
      let window = makeWindow()
      let pager = UIScrollView(frame: window.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      window.addSubview(pager)
      let table = tableWithContent()
      pager.addSubview(table)
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
      table.tableHeaderView = header
      let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
      header.addSubview(slider)
      UIKitStubDriver.current.layoutPass()
      window.drag(
        from: CGPoint(x: 60, y: 215), to: CGPoint(x: 110, y: 217), startingAt: 0,
        duration: 0.1, steps: 5)
      #expect(abs(slider.value - 0.75) < 1e-6)
      #expect(pager.contentOffset.x == 0 && table.contentOffset.y == 0)
      window.drag(
        from: CGPoint(x: 60, y: 215), to: CGPoint(x: 62, y: 115), startingAt: 1,
        duration: 0.1, steps: 5)
      #expect(abs(slider.value - 0.75) < 1e-6)
      #expect(table.contentOffset.y > 50)
      // Elsewhere on the table a horizontal drag pages.
      window.drag(
        from: CGPoint(x: 260, y: 400), to: CGPoint(x: 160, y: 400), startingAt: 3,
        duration: 0.1, steps: 5)
      #expect(pager.contentOffset.x > 50)
    }

    @Test("A segmented control selects the tapped segment")
    func segmentedControlSelects() {
      let window = makeWindow()
      let control = UISegmentedControl(items: ["A", "B", "C"])
      control.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
      window.addSubview(control)
      var changes = 0
      control.addHandler(for: .valueChanged) { _ in changes += 1 }
      window.touchBegan(at: CGPoint(x: 250, y: 20), time: 0)
      window.touchEnded(time: 0.05)
      #expect(control.selectedSegmentIndex == 2 && changes == 1)
    }
  }
#endif

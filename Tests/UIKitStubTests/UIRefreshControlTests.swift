#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("UIRefreshControl")
  struct UIRefreshControlTests {
    private func makeScrollView(in window: UIWindow) -> UIScrollView {
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      window.addSubview(scrollView)
      return scrollView
    }

    @Test("Pulled past its trigger it refreshes, sends valueChanged and holds exactly its height")
    func pullRefreshes() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let control = UIRefreshControl()
      scrollView.refreshControl = control
      var valueChanges = 0
      control.addHandler(for: .valueChanged) { _ in valueChanges += 1 }
      window.drag(
        from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 450), startingAt: 0,
        duration: 0.4, steps: 10, lift: false)
      #expect(scrollView.contentOffset.y < -UIRefreshControl.triggerDistance)
      #expect(control.isRefreshing)
      #expect(valueChanges == 1)
      #expect(scrollView.contentInset.top == UIRefreshControl.height)
      window.touchEnded(time: 0.4)
      UIKitStubDriver.current.run(until: 5)
      #expect(scrollView.contentOffset.y == -UIRefreshControl.height)
      #expect(valueChanges == 1)

      control.endRefreshing()
      #expect(scrollView.contentInset.top == 0)
      UIKitStubDriver.current.run(until: 10)
      #expect(scrollView.contentOffset.y == 0)
      #expect(!control.isRefreshing)
    }

    @Test("An inset change the owner makes during a refresh survives endRefreshing")
    func ownerInsetSurvives() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let control = UIRefreshControl()
      scrollView.refreshControl = control
      var valueChanges = 0
      control.addHandler(for: .valueChanged) { _ in valueChanges += 1 }
      control.beginRefreshing()
      #expect(scrollView.contentInset.top == UIRefreshControl.height)
      scrollView.contentInset.top += 30
      control.endRefreshing()
      #expect(scrollView.contentInset.top == 30)
      #expect(valueChanges == 0)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// Who owns a touch on the header, by UIKit's hit-test and recognizers (DESIGN.md §12, "Touch
  /// ownership is UIKit's hit-test"): one header view of each kind, vertical and horizontal
  /// drags, taps, a second finger and the edge-pop gesture.
  ///
  /// The reference is the same script on a header of plain chrome (an interactive `UIView`
  /// with nothing in it), where the drag is the page's or the pager's own pan, attached to the
  /// container (DESIGN.md §12, "One mover"), and moves what a drag on the page moves: content
  /// that is not interactive, or a control the drag leaves, changes nothing. The fixture's
  /// header spans y 64…264, the bar 264…304.
  /// Three cells a screen wide: a carousel three frames wide.
  @MainActor final class CarouselData: NSObject, UICollectionViewDataSource {
    static let shared = CarouselData()

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 3 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @MainActor @Suite("SwipeTableView's header under UIKit's touch rules")
  struct HeaderTouchTests {
    /// What the header holds, filling it unless a frame is given (header coordinates).
    enum Content: String, CaseIterable, CustomTestStringConvertible {
      case chrome, image, label, button, slider, segmented, carousel, swiftUI
      var testDescription: String { rawValue }
    }

    /// A fixture whose header holds one `content` view (its first subview); the view is
    /// returned for the test to read.
    static func fixture(_ content: Content) -> (AdapterFixture, UIView?) {
      let fixture = AdapterFixture()
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      let frame = CGRect(x: 0, y: 20, width: 390, height: 160)
      let view: UIView?
      switch content {
      case .chrome: view = nil
      case .image:
        let image = UIImageView(image: UIImage(named: "banner"))
        image.frame = header.bounds
        // An image view as the header itself (it ignores touches unless told otherwise).
        fixture.table.swipeHeaderView = image
        UIKitStubDriver.current.layoutPass()
        return (fixture, image)
      case .label:
        let label = UILabel(frame: frame)
        label.text = "Header"
        view = label
      case .button: view = UIButton(frame: frame)
      case .slider: view = UISlider(frame: frame)
      case .segmented: view = UISegmentedControl(items: ["One", "Two"])
      case .carousel:
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 390, height: 160)
        let carousel = UICollectionView(frame: frame, collectionViewLayout: layout)
        carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        carousel.dataSource = CarouselData.shared
        carousel.reloadData()
        view = carousel
      case .swiftUI: view = UIHostingController(rootView: Text("Header")).view
      }
      if let view {
        if !(view is UICollectionView) { view.frame = frame }
        header.addSubview(view)
      }
      fixture.table.swipeHeaderView = header
      UIKitStubDriver.current.layoutPass()
      return (fixture, view)
    }

    /// One step of a script: a finger (0 or 1) down, moving or up at a time after the start.
    enum Step {
      case down(CGPoint, at: TimeInterval, finger: Int = 0)
      case move(CGPoint, at: TimeInterval, finger: Int = 0)
      case up(at: TimeInterval, finger: Int = 0)
    }

    /// A slow drag of finger 0 from `from` to `to` in 0.3 s (a sample per 120 Hz frame), held
    /// still 0.1 s, then lifted: the page comes to rest where the finger left it.
    static func drag(from: CGPoint, to: CGPoint) -> [Step] {
      var steps: [Step] = [.down(from, at: 0.01)]
      for frame in 1...36 {
        let fraction = CGFloat(frame) / 36
        let point = CGPoint(
          x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        steps.append(.move(point, at: 0.01 + Double(frame) / 120))
      }
      steps.append(.move(to, at: 0.41))
      steps.append(.up(at: 0.45))
      return steps
    }

    /// What a script leaves on screen, sampled every 50 ms until 1 s.
    struct Trace: Equatable {
      var scrolled: [CGFloat] = []
      var pager: [CGFloat] = []
      /// Whether the current page's own scroll view ever dragged (a second mover).
      var pageDragged = false
      /// Whether the pager's own pan ever dragged it (a second mover under the chrome).
      var pagerDragged = false
    }

    static func play(_ steps: [Step], on fixture: AdapterFixture) throws -> Trace {
      let page = try #require(fixture.table.currentItemView)
      let start = fixture.now
      var trace = Trace()
      var pending = steps[...]
      var sample = 0.05
      while sample <= 1.0 + 1e-9 {
        while let step = pending.first, time(of: step) <= sample {
          pending.removeFirst()
          switch step {
          case .down(let point, let at, let finger):
            fixture.window.touchBegan(at: point, time: start + at, finger: finger)
          case .move(let point, let at, let finger):
            fixture.window.touchMoved(to: point, time: start + at, finger: finger)
          case .up(let at, let finger):
            fixture.window.touchEnded(time: start + at, finger: finger)
          }
          trace.pageDragged = trace.pageDragged || page.isDragging
          trace.pagerDragged = trace.pagerDragged || fixture.table.pager.isDragging
        }
        fixture.run(until: start + sample)
        trace.scrolled.append((fixture.scrolled(page) * 100).rounded() / 100)
        trace.pager.append((fixture.table.pager.contentOffset.x * 100).rounded() / 100)
        sample += 0.05
      }
      return trace
    }

    private static func time(of step: Step) -> TimeInterval {
      switch step {
      case .down(_, let at, _), .move(_, let at, _), .up(let at, _): at
      }
    }

    // MARK: - Vertical drags

    @Test(
      "A vertical drag on any header content scrolls the page as one on plain chrome",
      arguments: Content.allCases)
    func verticalDrag(content: Content) throws {
      let script = Self.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 120))
      let reference = try Self.play(script, on: Self.fixture(.chrome).0)
      // 80 pt less the 10 pt slop, crossed at the fifth 2.22 pt move.
      #expect(reference.scrolled.last == 68.89, "the reference drag moves the page")
      // The same drag 300 pt lower, on the page, moves it the same.
      let onPage = Self.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 420))
      #expect(try Self.play(onPage, on: Self.fixture(.chrome).0) == reference)
      let (fixture, view) = Self.fixture(content)
      let trace = try Self.play(script, on: fixture)
      #expect(trace == reference, "\(content): one mover, the page's pan")
      #expect(trace.pageDragged, "\(content): UIKit drags the page's own scroll view")
      switch view {
      case let button as UIButton: #expect(button.tapCount == 0, "the drag cancels the button")
      case let slider as UISlider: #expect(slider.value == 0.5, "the drag leaves the slider")
      case let carousel as UIScrollView: #expect(carousel.contentOffset.x == 0)
      default: break
      }
    }

    // MARK: - Horizontal drags

    @Test(
      "A horizontal drag on plain or non-interactive content swipes the pages",
      arguments: [Content.chrome, .image, .label, .swiftUI])
    func horizontalDragSwipes(content: Content) throws {
      let (fixture, _) = Self.fixture(content)
      let trace = try Self.play(
        Self.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 60, y: 150)), on: fixture)
      #expect(!trace.pageDragged && trace.pagerDragged, "\(content): one mover, the pager's pan")
      #expect(fixture.table.currentItemIndex == 1, "\(content): the swipe turns the page")
      #expect(trace.pager.last == 390)
    }

    @Test(
      "A horizontal drag on a slider or a carousel moves it and not the pager",
      arguments: [Content.slider, .carousel])
    func horizontalDragKeptByContent(content: Content) throws {
      let (fixture, view) = Self.fixture(content)
      let trace = try Self.play(
        Self.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 40, y: 150)), on: fixture)
      #expect(trace.pager.allSatisfy { $0 == 0 }, "\(content): the pager never moves")
      #expect(trace.scrolled.allSatisfy { $0 == 0 }, "\(content): the page never moves")
      #expect(fixture.table.currentItemIndex == 0)
      switch view {
      case let slider as UISlider:
        #expect(abs(slider.value - (0.5 - 60 / 390)) < 0.001, "the slider follows dx / width")
      case let carousel as UIScrollView:
        // 60 pt less the slop.
        #expect(carousel.contentOffset.x == 50, "the carousel scrolls")
      default: Issue.record("no view")
      }
    }

    // MARK: - Taps

    @Test("A tap on a button fires it once and moves nothing")
    func tapFiresButton() throws {
      let (fixture, view) = Self.fixture(.button)
      let button = try #require(view as? UIButton)
      let trace = try Self.play(
        [.down(CGPoint(x: 100, y: 150), at: 0.01), .up(at: 0.06)], on: fixture)
      #expect(button.tapCount == 1)
      #expect(trace.scrolled.allSatisfy { $0 == 0 } && trace.pager.allSatisfy { $0 == 0 })
    }

    @Test("A tap on a segmented control selects the segment under it")
    func tapSelectsSegment() throws {
      let (fixture, view) = Self.fixture(.segmented)
      let control = try #require(view as? UISegmentedControl)
      _ = try Self.play([.down(CGPoint(x: 300, y: 150), at: 0.01), .up(at: 0.06)], on: fixture)
      #expect(control.selectedSegmentIndex == 1)
    }

    @Test("A drag that starts on a button does not fire it")
    func dragFromButton() throws {
      let (fixture, view) = Self.fixture(.button)
      let button = try #require(view as? UIButton)
      // Up 40 pt: the finger lifts inside the button, which a drag must still not fire.
      let script = Self.drag(from: CGPoint(x: 100, y: 220), to: CGPoint(x: 100, y: 180))
      let reference = try Self.play(script, on: Self.fixture(.chrome).0)
      #expect(try Self.play(script, on: fixture) == reference)
      #expect(button.tapCount == 0)
    }

    // MARK: - Two fingers

    @Test(
      "A second finger neither moves the drag nor ends it",
      arguments: [CGPoint(x: 300, y: 180), CGPoint(x: 300, y: 600)])
    func secondFinger(landing: CGPoint) throws {
      let one = Self.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 130))
      let reference = try Self.play(one, on: Self.fixture(.chrome).0)
      var two = one
      // The second finger lands at 0.1 s, moves 100 pt down and lifts at 0.3 s, mid-drag.
      two.append(.down(landing, at: 0.1, finger: 1))
      for step in 1...10 {
        let point = CGPoint(x: landing.x, y: landing.y + CGFloat(step) * 10)
        two.append(.move(point, at: 0.1 + Double(step) * 0.02, finger: 1))
      }
      two.append(.up(at: 0.305, finger: 1))
      two.sort { Self.time(of: $0) < Self.time(of: $1) }
      let trace = try Self.play(two, on: Self.fixture(.chrome).0)
      #expect(trace == reference)
    }

    // MARK: - The edge-pop gesture

    @Test(
      "The navigation controller's edge pop wins over a swipe that starts at the edge",
      arguments: [CGPoint(x: 5, y: 600), CGPoint(x: 5, y: 150)])
    func edgePop(start: CGPoint) throws {
      let fixture = AdapterFixture()
      let root = UIViewController(nibName: nil, bundle: nil)
      let screen = UIViewController(nibName: nil, bundle: nil)
      let navigation = UINavigationController(rootViewController: root)
      navigation.view.frame = fixture.window.bounds
      fixture.table.removeFromSuperview()
      screen.view = fixture.table
      navigation.pushViewController(screen, animated: false)
      fixture.window.addSubview(navigation.view)
      UIKitStubDriver.current.layoutPass()
      var popped: [UIGestureRecognizer.State] = []
      let edge = try #require(navigation.interactivePopGestureRecognizer)
      edge.addHandler { popped.append($0.state) }
      // A swipe toward the previous page: it would bounce the pager at page 0; at page 1 it
      // would turn back to page 0.
      fixture.table.scrollToItem(at: 1, animated: false)
      let trace = try Self.play(
        Self.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y)), on: fixture)
      #expect(popped.first == .began, "the edge pan recognizes")
      #expect(trace.pager.allSatisfy { $0 == 390 }, "the pager never moves")
      #expect(fixture.table.currentItemIndex == 1)
    }

    /// The container pushed on a navigation controller whose back swipe from anywhere (iOS 26,
    /// UINavigationController.h:88-91) is `enabled`, showing `index`; the pop's states. The
    /// caller keeps the navigation controller (as an app's window keeps its root controller).
    static func contentPopFixture(index: Int, enabled: Bool = true) throws -> (
      AdapterFixture, UINavigationController, Box<[UIGestureRecognizer.State]>
    ) {
      let fixture = AdapterFixture()
      let screen = UIViewController(nibName: nil, bundle: nil)
      let navigation = UINavigationController(
        rootViewController: UIViewController(nibName: nil, bundle: nil))
      navigation.view.frame = fixture.window.bounds
      fixture.table.removeFromSuperview()
      screen.view = fixture.table
      navigation.pushViewController(screen, animated: false)
      fixture.window.addSubview(navigation.view)
      UIKitStubDriver.current.layoutPass()
      let pop = try #require(navigation.interactiveContentPopGestureRecognizer)
      pop.isEnabled = enabled
      let states = Box<[UIGestureRecognizer.State]>([])
      pop.addHandler { states.value.append($0.state) }
      fixture.table.scrollToItem(at: index, animated: false)
      return (fixture, navigation, states)
    }

    @Test(
      "On the first page a back swipe from anywhere pops; the pager does not move",
      arguments: [CGPoint(x: 100, y: 600), CGPoint(x: 100, y: 150)])
    func contentPopOnFirstPage(start: CGPoint) throws {
      let (fixture, navigation, states) = try Self.contentPopFixture(index: 0)
      let trace = try Self.play(
        Self.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y)), on: fixture)
      #expect(states.value.first == .began, "the content pop recognizes")
      #expect(trace.pager.allSatisfy { $0 == 0 }, "no rubber band under the pop")
      #expect(fixture.table.currentItemIndex == 0)
      withExtendedLifetime(navigation) {}
    }

    @Test(
      "After the first page the same swipe goes back a page; the pop waits and fails",
      arguments: [CGPoint(x: 100, y: 600), CGPoint(x: 100, y: 150)])
    func contentPopWaitsForPager(start: CGPoint) throws {
      let (fixture, navigation, states) = try Self.contentPopFixture(index: 1)
      let pop = try #require(navigation.interactiveContentPopGestureRecognizer)
      #expect(pop.requires(toFail: fixture.table.pager.panGestureRecognizer))
      let trace = try Self.play(
        Self.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y)), on: fixture)
      #expect(states.value.isEmpty)
      #expect(trace.pager.contains { $0 < 390 }, "the pager follows the finger back")
      fixture.run(until: fixture.now + 1)
      #expect(fixture.table.currentItemIndex == 0)
      withExtendedLifetime(navigation) {}
    }

    @Test("With the back swipe from anywhere off, the first page rubber-bands as before")
    func contentPopOff() throws {
      let (fixture, navigation, states) = try Self.contentPopFixture(index: 0, enabled: false)
      let start = CGPoint(x: 100, y: 600)
      let trace = try Self.play(
        Self.drag(from: start, to: CGPoint(x: start.x + 200, y: start.y)), on: fixture)
      #expect(states.value.isEmpty)
      #expect(trace.pager.contains { $0 < 0 }, "the pager rubber-bands past the first page")
      withExtendedLifetime(navigation) {}
    }
  }

  /// A value a handler closure appends to.
  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
#endif

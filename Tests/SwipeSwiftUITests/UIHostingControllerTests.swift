#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// A page of the tests: a title above a block of the given height.
  private struct Titled: View {
    let title: String
    let height: CGFloat

    var body: some View {
      VStack(spacing: 4) {
        Text(title)
        Color.blue.frame(height: height)
      }
    }
  }

  /// The stub's hosting controller sizes its root view with the stub's layout model.
  @MainActor @Suite("UIHostingController")
  struct UIHostingControllerTests {
    static let unbounded = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)

    @Test("A composed view's fitting height is its body's: text lines, spacing and a frame")
    func composedView() {
      let host = UIHostingController(rootView: Titled(title: "Hello", height: 100))
      // "Hello": one 20 pt line at 300 pt; then 4 pt of spacing; then the 100 pt block.
      #expect(host.sizeThatFits(in: Self.unbounded) == CGSize(width: 300, height: 124))
      // 35 characters wrap at 300 pt (30 a line) onto two lines.
      host.rootView = Titled(title: String(repeating: "x", count: 35), height: 100)
      #expect(host.sizeThatFits(in: Self.unbounded).height == 144)
    }

    @Test("Conditional content is sized by the branch taken")
    func conditionalContent() {
      @ViewBuilder func page(_ tall: Bool) -> some View {
        if tall {
          Color.red.frame(height: 900)
        } else {
          Color.red.frame(height: 90)
        }
      }
      #expect(
        UIHostingController(rootView: page(true)).sizeThatFits(in: Self.unbounded).height == 900)
      #expect(
        UIHostingController(rootView: page(false)).sizeThatFits(in: Self.unbounded).height == 90)
    }

    @Test("The hosting view answers sizeThatFits as its controller does and counts updates")
    func hostingView() throws {
      let host = UIHostingController(rootView: Color.gray.frame(height: 44))
      let view = try #require(host.view as? HostingView<FrameLayout<Color>>)
      #expect(view.sizeThatFits(Self.unbounded).height == 44)
      host.rootView = Color.gray.frame(height: 60)
      #expect(view.sizeThatFits(Self.unbounded).height == 60)
      #expect(view.updateCount == 1)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// An object the tests provide with `environmentObject(_:)`.
  final class Profile: ObservableObject {
    let height: CGFloat

    init(height: CGFloat) {
      self.height = height
    }
  }

  /// A block 150 pt high in French, 50 pt in any other locale.
  struct LocaleBlock: View {
    @Environment(\.locale) var locale

    var body: some View {
      Block(height: locale.identifier == "fr_FR" ? 150 : 50)
    }
  }

  /// A block as high as the environment's profile says.
  struct ProfileBlock: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
      Block(height: profile.height)
    }
  }

  /// The stub's environment: values and objects flow from a view to the views in it.
  @MainActor @Suite("Environment")
  struct EnvironmentTests {
    static let proposal = CGSize(width: 300, height: CGFloat.infinity)
    static let french = Locale(identifier: "fr_FR")

    @Test("A value set with environment(_:_:) reaches the views in it, and no others")
    func valuesReachTheViewsBelow() async {
      await onOwnClock {
        let host = UIHostingController(
          rootView: VStack(spacing: 0) {
            LocaleBlock()
            VStack(spacing: 0) { LocaleBlock() }.environment(\.locale, Self.french)
          })
        #expect(host.sizeThatFits(in: Self.proposal).height == 200)
      }
    }

    @Test("An object set with environmentObject(_:) reaches the views that read it")
    func objectsReachTheViewsBelow() async {
      await onOwnClock {
        let host = UIHostingController(
          rootView: ProfileBlock().environmentObject(Profile(height: 80)))
        #expect(host.sizeThatFits(in: Self.proposal).height == 80)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("A view reading an object no ancestor provided prints SwiftUI's error and is empty")
    func missingObject() async {
      await onOwnClock {
        let host = UIHostingController(rootView: ProfileBlock())
        #expect(host.sizeThatFits(in: Self.proposal).height == 0)
        #expect(
          UIKitStubDriver.current.consoleMessages == [
            "No ObservableObject of type Profile found. A View.environmentObject(_:) for Profile"
              + " may be missing as an ancestor of this view."
          ])
      }
    }

    @Test("environment(\\.self, values) passes a whole environment, values and objects")
    func wholeEnvironment() async {
      await onOwnClock {
        var values = EnvironmentValues()
        values.locale = Self.french
        values[object: Profile.self] = Profile(height: 30)
        let host = UIHostingController(
          rootView: VStack(spacing: 0) {
            LocaleBlock()
            ProfileBlock()
          }.environment(\.self, values))
        #expect(host.sizeThatFits(in: Self.proposal).height == 180)
      }
    }
  }
#endif

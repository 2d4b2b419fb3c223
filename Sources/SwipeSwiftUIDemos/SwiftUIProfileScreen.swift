#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  import SwipeSwiftUI
  import SwipeUIKitDemos

  /// The demo app's SwiftUI screen: a `SwipeView` of four `List`s under one header and the
  /// library's segmented bar, pinned under the navigation bar, each list pulling to refresh and
  /// loading more at its end.
  ///
  /// It is written as an app writes it, with SwiftUI alone; on Linux it is built against
  /// SwiftUIStub, which draws its colours and text, so the gallery plays it (`swiftui-profile`).
  public struct SwiftUIProfileScreen: View {
    @State private var tab = 0
    @State private var rowCounts = Array(repeating: Self.firstRows, count: Self.titles.count)

    /// The tabs.
    static let titles = ["Posts", "Replies", "Media", "Likes"]
    /// The rows a page shows at first.
    static let firstRows = 60
    /// The rows each load adds.
    static let pageSize = 20
    /// The rows a page can load in all.
    static let limit = 120

    /// The screen, on its first tab.
    public init() {}

    /// The container, its header, its bar and its lists.
    public var body: some View {
      SwipeView(selection: $tab, count: Self.titles.count) { index in
        List {
          ForEach(0..<rowCounts[index], id: \.self) { row in
            Text("\(Self.titles[index]) \(row + 1)").frame(height: 44)
          }
        }
      } header: {
        ZStack {
          Color(red: 0.16, green: 0.36, blue: 0.72)
          VStack(spacing: 6) {
            Text("SwipeView").font(.title).foregroundColor(.white)
            Text("One header, one bar, four SwiftUI lists")
              .font(.subheadline).foregroundColor(.white)
          }
        }
        .frame(height: 200)
      }
      .segmentedBar(titles: Self.titles)
      .headerTopInsetFollowsSafeArea()
      .onRefresh { index in
        // A network call would go here.
        try? await Task.sleep(nanoseconds: 800_000_000)
        rowCounts[index] = Self.firstRows
      }
      .onLoadMore { index in
        try? await Task.sleep(nanoseconds: 800_000_000)
        rowCounts[index] = min(rowCounts[index] + Self.pageSize, Self.limit)
        return rowCounts[index] < Self.limit
      }
      .edgesIgnoringSafeArea(.top)
    }
  }

  /// The demo app's SwiftUI screens, listed after SwipeUIKitDemos' UIKit ones.
  @MainActor public enum SwipeSwiftUIDemoCatalog {
    /// Every SwiftUI screen, each made in a hosting controller.
    public static let all: [SwipeUIKitDemoCatalog.Entry] = [
      SwipeUIKitDemoCatalog.Entry(
        name: "swiftui-profile", title: "SwiftUI: SwipeView",
        summary: "Four SwiftUI lists share a header and the segmented bar; pull to refresh, "
          + "load more.",
        make: { _ in
          let controller = UIHostingController(rootView: SwiftUIProfileScreen())
          controller.title = "SwiftUI"
          return controller
        })
    ]
  }
#endif

// The context of SwiftUI excerpts: a view's body, with the state the excerpt names.
// INCLUDE swiftui-support

struct SampleScreen: View {
  @State private var tab = 0
  @State private var titleOpacity = 0.0
  @ObservedObject var model: ProfileModel
  let swipe = SwipeViewProxy()

  var body: some View {
    // SAMPLE
  }
}

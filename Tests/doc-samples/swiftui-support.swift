// What the SwiftUI samples name but leave to the app: stand-ins for its model and its views
// (included by the SwiftUI contexts).
import SwiftUI
import SwipeSwiftUI

/// Stands for an app's model.
@MainActor final class ProfileModel: ObservableObject {
  struct Post: Identifiable {
    let id: Int
  }

  struct Tab {
    let title: String
    var posts: [Post] = []
  }

  struct User {
    let name: String
  }

  @Published var unread = 3
  @Published var tabs = [Tab(title: "Posts"), Tab(title: "Photos")]
  @Published var posts = (0..<20).map(Post.init)
  @Published var photos: [String] = []
  let user = User(name: "Ada")

  func reload(tab: Int) async {}

  func loadMore(tab: Int) async -> Bool { false }
}

/// Stands for an app's row.
struct PostRow: View {
  let post: ProfileModel.Post
  var body: some View { Text("Post \(post.id)") }
}

/// Stands for an app's grid of photos.
struct PhotoGrid: View {
  let photos: [String]
  var body: some View { Text("\(photos.count) photos") }
}

/// Stands for an app's grid of posts.
struct PostsGrid: View {
  let posts: [ProfileModel.Post]
  var body: some View { Text("\(posts.count) posts") }
}

/// Stands for an app's list of one tab's posts.
struct PostsList: View {
  let tab: Int
  var body: some View { Text("Tab \(tab)") }
}

/// Stands for an app's header.
struct ProfileHeader: View {
  var user: ProfileModel.User?
  var body: some View { Text(user?.name ?? "Profile") }
}

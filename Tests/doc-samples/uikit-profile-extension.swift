// The context of a UIKit excerpt that extends the getting-started guide's ProfileViewController.
// SAMPLE

// INCLUDE uikit-support

final class ProfileViewController: UIViewController {
  let feeds: [FeedDataSource] = [.posts, .photos, .likes]
}

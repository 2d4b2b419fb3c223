import SwiftUI
import SwipeSwiftUIDemos
import SwipeUIKit
import SwipeUIKitDemos
import UIKit

/// The demo app: a navigation controller over the list of SwipeUIKitDemos' UIKit screens and
/// SwipeSwiftUIDemos' SwiftUI ones.
@main
struct SwipeTableViewDemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoNavigation().ignoresSafeArea()
    }
  }
}

/// The UIKit navigation stack, in SwiftUI.
struct DemoNavigation: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: DemoListController())
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// The list of screens.
final class DemoListController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "SwipeTableView"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "demo")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.entries.count
  }

  /// The UIKit screens, then the SwiftUI ones.
  static let entries = SwipeUIKitDemoCatalog.all + SwipeSwiftUIDemoCatalog.all

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
    let entry = Self.entries[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = entry.title
    content.secondaryText = entry.summary
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let entry = Self.entries[indexPath.row]
    navigationController?.pushViewController(DemoHostController(entry: entry), animated: true)
  }
}

/// Shows one screen full size. Where the screen pins its bar under the navigation bar, the
/// container's top inset follows the safe area by itself (the seed's 64 pt was an iPhone 8's
/// navigation bar); the hidden
/// navigation bar screen hides the bar and pops with its own back button, and the fading title
/// screen hides it for its own bar, laid out under the status bar.
final class DemoHostController: UIViewController {
  private let screen: UIViewController

  init(entry: SwipeUIKitDemoCatalog.Entry) {
    screen = entry.make(UIScreen.main.bounds.size)
    super.init(nibName: nil, bundle: nil)
    title = screen.title ?? entry.title
    (screen as? HiddenNavigationBarViewController)?.onBack = { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The screens that draw their own bar at the top.
  private var hidesNavigationBar: Bool {
    screen is HiddenNavigationBarViewController || screen is FadingTitleViewController
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(screen)
    view.addSubview(screen.view)
    screen.didMove(toParent: self)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(hidesNavigationBar, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if hidesNavigationBar {
      navigationController?.setNavigationBarHidden(false, animated: animated)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    screen.view.frame = view.bounds
    if let fading = screen as? FadingTitleViewController {
      fading.layOutTitleBar(statusBarHeight: view.safeAreaInsets.top)
    }
  }
}

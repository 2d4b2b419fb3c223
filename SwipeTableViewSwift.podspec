# SwipeTableView for Swift on CocoaPods. The pod is not called `SwipeTableView`: that name belongs
# to the original Objective-C library. Tests/packaging/check-podspec.py (run by `make test`) keeps
# this file in step with Package.swift and CHANGELOG.md.
#
# One subspec per SwiftPM library product: `Core` is SwipeCore, `UIKit` is SwipeUIKit, `Layouts`
# and `UIKitLayouts` are SwipeLayouts and SwipeUIKitLayouts, `UIKitRefresh` is SwipeUIKitRefresh,
# `SwiftUI` is SwipeSwiftUI, each depending on the subspecs its target depends on. Not a subspec:
# SwipeCanvas (and the `swipe` executable on it), which needs cairo and Pango, system libraries
# that CocoaPods cannot provide to an iOS app; nor SwipeScenario, the command line's file formats,
# which is no product: an app ships the engine alone. The Linux-only UIKitStub and SwiftUIStub targets
# are not in the pod either; the sources import them only where UIKit or SwiftUI is missing.
#
# CocoaPods compiles every subspec into one module, `SwipeTableViewSwift`, where SwiftPM has one
# module per target, so an app imports `SwipeTableViewSwift` instead of `SwipeCore` or
# `SwipeUIKit`, and a source's import of another of the package's modules sits under
# `#if !COCOAPODS` (CocoaPods compiles its pods with `-D COCOAPODS`). The package name lets the
# sources' `package` declarations compile, as SwiftPM's `-package-name` does.
Pod::Spec.new do |s|
  s.name = 'SwipeTableViewSwift'
  s.module_name = 'SwipeTableViewSwift'
  # The first version heading of CHANGELOG.md.
  s.version = '0.1.0'
  s.summary = 'SwipeTableView in Swift: a paged container of lists that share one header and bar.'
  s.description = <<~DESC
    A horizontally paged container of vertically scrolling lists that share one header and one
    segmented bar, with pull-to-refresh and load-more, a waterfall layout and paging-by-cell
    carousels, on a deterministic engine with UIScrollView's physics. `Core` is the engine,
    pure Swift; `UIKit` is SwipeTableView and the collection view layouts on real UIKit views;
    `SwiftUI` wraps them for SwiftUI.
  DESC
  s.homepage = 'https://github.com/swipetableview-swift/SwipeTableView-Swift'
  s.license = { :type => 'MIT', :file => 'LICENSE' }
  s.author = 'SwipeTableView for Swift contributors'
  s.source = {
    :git => 'https://github.com/swipetableview-swift/SwipeTableView-Swift.git',
    :tag => s.version.to_s
  }

  # Package.swift: `platforms: [.iOS(.v13), .macOS(.v11)]`, `swiftLanguageModes: [.v6]`.
  s.ios.deployment_target = '13.0'
  s.osx.deployment_target = '11.0'
  s.swift_version = '6.0'
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name SwipeTableViewSwift' }

  s.default_subspecs = 'UIKit'

  s.subspec 'Core' do |core|
    core.source_files = 'Sources/SwipeCore/**/*.swift'
  end

  # On macOS these sources compile to nothing, as SwiftPM's SwipeUIKit and SwipeSwiftUI do.
  s.subspec 'UIKit' do |uikit|
    uikit.source_files = 'Sources/SwipeUIKit/**/*.swift'
    uikit.dependency 'SwipeTableViewSwift/Core'
    uikit.ios.frameworks = 'UIKit'
  end

  # The collection view layouts: SwipeWaterfallLayout and PagingByCellLayout, over their engines.
  s.subspec 'Layouts' do |layouts|
    layouts.source_files = 'Sources/SwipeLayouts/**/*.swift'
    layouts.dependency 'SwipeTableViewSwift/Core'
  end

  s.subspec 'UIKitLayouts' do |uikit_layouts|
    uikit_layouts.source_files = 'Sources/SwipeUIKitLayouts/**/*.swift'
    uikit_layouts.dependency 'SwipeTableViewSwift/Core'
    uikit_layouts.dependency 'SwipeTableViewSwift/Layouts'
    uikit_layouts.dependency 'SwipeTableViewSwift/UIKit'
    uikit_layouts.ios.frameworks = 'UIKit'
  end

  # The seeds' refresh looks (`.pullDown`, `.ring`), and refresh and load more for any scroll
  # view outside a SwipeTableView.
  s.subspec 'UIKitRefresh' do |uikit_refresh|
    uikit_refresh.source_files = 'Sources/SwipeUIKitRefresh/**/*.swift'
    uikit_refresh.dependency 'SwipeTableViewSwift/Core'
    uikit_refresh.dependency 'SwipeTableViewSwift/UIKit'
    uikit_refresh.ios.frameworks = 'UIKit'
  end

  s.subspec 'SwiftUI' do |swiftui|
    swiftui.source_files = 'Sources/SwipeSwiftUI/**/*.swift'
    swiftui.dependency 'SwipeTableViewSwift/Core'
    swiftui.dependency 'SwipeTableViewSwift/UIKit'
    swiftui.dependency 'SwipeTableViewSwift/UIKitRefresh'
    swiftui.ios.frameworks = 'UIKit', 'SwiftUI'
  end
end

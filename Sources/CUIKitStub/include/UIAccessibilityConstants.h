// UIKitStub's accessibility constants, declared as the iOS 17.4 SDK declares UIKit's
// (UIKit.framework/Headers/UIAccessibilityConstants.h, with the Swift names of UIKit.apinotes):
// C globals that are not `const`. Swift imports each as a mutable static property of its
// `NS_TYPED_ENUM` (`swift_wrapper(struct)`) type and Swift 6 reports every use as shared mutable
// state, so code that compiles against the stub reads them as it must against the SDK (the iOS
// 18 SDK makes them `const` and NS_SWIFT_NONISOLATED). The values are the stub's own.
#ifndef CUIKITSTUB_UIACCESSIBILITYCONSTANTS_H
#define CUIKITSTUB_UIACCESSIBILITYCONSTANTS_H

#include <stdint.h>

// UIKit's accessibility namespace, which Swift imports as a struct (uikit-api.md §3b).
typedef struct __attribute__((swift_name("UIAccessibility"))) CUIKitStubAccessibility {
  void *_Nonnull _reserved;
} CUIKitStubAccessibility;

// UIAccessibilityConstants.h:28, 31, 34, 52, 61, 106.
typedef uint64_t UIAccessibilityTraits __attribute__((swift_wrapper(struct)));

extern UIAccessibilityTraits UIAccessibilityTraitNone
    __attribute__((swift_name("UIAccessibilityTraits.none")));
extern UIAccessibilityTraits UIAccessibilityTraitButton
    __attribute__((swift_name("UIAccessibilityTraits.button")));
extern UIAccessibilityTraits UIAccessibilityTraitSelected
    __attribute__((swift_name("UIAccessibilityTraits.selected")));
extern UIAccessibilityTraits UIAccessibilityTraitStaticText
    __attribute__((swift_name("UIAccessibilityTraits.staticText")));
extern UIAccessibilityTraits UIAccessibilityTraitTabBar
    __attribute__((swift_name("UIAccessibilityTraits.tabBar")));

// UIAccessibilityConstants.h:123, 129, 136, 143, 152; UIKit.apinotes names the type
// UIAccessibility.Notification.
typedef uint32_t UIAccessibilityNotifications
    __attribute__((swift_wrapper(struct))) __attribute__((swift_name("UIAccessibility.Notification")));

extern UIAccessibilityNotifications UIAccessibilityScreenChangedNotification
    __attribute__((swift_name("UIAccessibility.Notification.screenChanged")));
extern UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification
    __attribute__((swift_name("UIAccessibility.Notification.layoutChanged")));
extern UIAccessibilityNotifications UIAccessibilityAnnouncementNotification
    __attribute__((swift_name("UIAccessibility.Notification.announcement")));
extern UIAccessibilityNotifications UIAccessibilityPageScrolledNotification
    __attribute__((swift_name("UIAccessibility.Notification.pageScrolled")));

#endif

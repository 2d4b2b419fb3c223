#include "UIAccessibilityConstants.h"

// The stub's values: a trait is a bit, a notification a number.
UIAccessibilityTraits UIAccessibilityTraitNone = 0;
UIAccessibilityTraits UIAccessibilityTraitButton = 1 << 0;
UIAccessibilityTraits UIAccessibilityTraitSelected = 1 << 3;
UIAccessibilityTraits UIAccessibilityTraitStaticText = 1 << 6;
UIAccessibilityTraits UIAccessibilityTraitTabBar = 1 << 15;

UIAccessibilityNotifications UIAccessibilityScreenChangedNotification = 1000;
UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification = 1001;
UIAccessibilityNotifications UIAccessibilityAnnouncementNotification = 1008;
UIAccessibilityNotifications UIAccessibilityPageScrolledNotification = 1009;

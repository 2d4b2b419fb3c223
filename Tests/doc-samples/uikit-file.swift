// The context of UIKit samples that are whole files naming the app's own types.
// SAMPLE

// INCLUDE uikit-support

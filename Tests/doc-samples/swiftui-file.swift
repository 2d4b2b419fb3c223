// The context of SwiftUI samples that are whole files naming the app's own types.
// SAMPLE

// INCLUDE swiftui-support

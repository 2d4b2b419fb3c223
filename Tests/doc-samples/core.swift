// The context of engine samples that continue an earlier one: top-level code that uses
// SwipeCore (doc_samples.py puts the sample in place of the `// SAMPLE` line).
import Foundation
import SwipeCore

// SAMPLE

// The context of compositional layout samples: top-level code over SwipeCompositional.
import Foundation
import SwipeCompositional
import SwipeCore

// SAMPLE

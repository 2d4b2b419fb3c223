extension Double {
  /// The number as error messages print it: a whole number without a fraction (`120`, not
  /// `120.0`), any other in Swift's shortest form that reads back the same.
  package var messageText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}

/// Which keyboard a text field asks for, as UIKit's `UIKeyboardType`, with Apple's raw values.
/// Accepted: nothing is typed here.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// How typed text is capitalised, as UIKit's `UITextAutocapitalizationType`, with Apple's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether typed text is autocorrected, as UIKit's `UITextAutocorrectionType`, with Apple's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// What the return key says, as UIKit's `UIReturnKeyType`, with Apple's raw values.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a field holds, for AutoFill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
}

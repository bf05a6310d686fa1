import Foundation
import HostProtocol
import SwiftUI
import Testing
@testable import UIKit

/// A secret note in a `UITextView` shows in the App Switcher as a label's text does; the
/// keyboard code around it compiles and waits (no keyboard is shown here).
@MainActor
struct TextViewAndKeyboardTests {
  @Test func aTextViewIsCapturedWithTheTextItShows() {
    let note = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    note.text = "PIN 4711"
    note.font = .systemFont(ofSize: 20)
    note.scrollRangeToVisible(note.selectedRange)
    let captured = ViewCapture.node(note)
    #expect(captured.text == "PIN 4711" && captured.fontSize == 20)
    note.text = ""
    #expect(ViewCapture.node(note).text == nil, "an empty text view shows no text")
  }

  @Test func keyboardNotificationsCarryTheirFrameAsAValue() {
    let frame = CGRect(x: 0, y: 500, width: 390, height: 300)
    let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
    let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    #expect(value?.cgRectValue == frame)
    #expect(UIResponder.keyboardWillHideNotification != UIResponder.keyboardWillChangeFrameNotification)
  }

  struct Note: Identifiable {
    var id: String { title }
    var title: String
  }

  struct NotesList: View {
    @State var notes = [Note(title: "Groceries"), Note(title: "Passwords")]

    var body: some View {
      List($notes, id: \.title) { $note in
        Text(note.title)
      }
    }
  }

  struct NotesColumn: View {
    @State var notes = [Note(title: "Groceries")]

    var body: some View {
      VStack { ForEach($notes) { $note in TextField("Title", text: $note.title) } }
    }
  }

  @Test func aListOverABindingShowsARowPerElement() throws {
    let texts = try ViewEvaluator.evaluate(NotesList(), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(texts.contains("Groceries") && texts.contains("Passwords"))
    let fields = try ViewEvaluator.evaluate(NotesColumn(), in: EnvironmentValues()).flatMap(\.allNodes).compactMap(\.text)
    #expect(fields.contains("Groceries"), "each row gets a binding to its element")
  }
}

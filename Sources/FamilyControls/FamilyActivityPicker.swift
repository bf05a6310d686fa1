import ManagedSettings
public import SwiftUI

/// The system's picker of apps, categories and websites, as FamilyControls' `FamilyActivityPicker`.
///
/// On iOS the picker is drawn by the system, out of the app's process, and lists the person's
/// apps; the host has no such list. Here it draws its header and footer over an empty list, and
/// the selection stays what the app gave it.
public struct FamilyActivityPicker: View {
  let headerText: String?
  let footerText: String?
  let selection: Binding<FamilyActivitySelection>

  /// A picker that edits `selection`.
  public init(selection: Binding<FamilyActivitySelection>) {
    self.init(headerText: nil, footerText: nil, selection: selection)
  }

  /// A picker with a header and a footer (iOS 16).
  public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {
    self.headerText = headerText
    self.footerText = footerText
    self.selection = selection
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let headerText { Text(verbatim: headerText).font(.footnote) }
      Spacer()
      if let footerText { Text(verbatim: footerText).font(.footnote) }
    }
  }
}

extension View {
  /// Presents the system's activity picker while `isPresented` is true, editing `selection`.
  public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>) -> some View {
    familyActivityPicker(headerText: nil, footerText: nil, isPresented: isPresented, selection: selection)
  }

  /// Presents the system's activity picker with a header and a footer (iOS 16).
  public func familyActivityPicker(
    headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>
  ) -> some View {
    sheet(isPresented: isPresented) { FamilyActivityPicker(headerText: headerText, footerText: footerText, selection: selection) }
  }
}

//
//  ScreenTimeSetupView.swift
//
//  A Screen Time app's setup screen: the system's activity picker inline and as a sheet
//  (`FamilyActivityPicker`, `familyActivityPicker(isPresented:selection:)`), and the picked apps
//  shown by their tokens (`Label(applicationToken)` with an icon-only style), which only the
//  system can name.
//

import FamilyControls
import SwiftUI

struct ScreenTimeSetupView: View {
    @StateObject var model = ScreenTimeSetupModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text(model.isAuthorized ? "Screen Time is on" : "Allow Screen Time")
            FamilyActivityPicker(headerText: "Apps to limit", footerText: "Only you can change this", selection: $model.selection)
            ForEach(Array(model.selection.applicationTokens), id: \.self) { token in
                Label(token)
                    .labelStyle(.iconOnly)
            }
            Button("Choose apps") { model.isPickerPresented = true }
        }
        .familyActivityPicker(isPresented: $model.isPickerPresented, selection: $model.selection)
    }
}

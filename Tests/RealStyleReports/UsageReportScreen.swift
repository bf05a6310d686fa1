// The app's side: a screen that shows the extension's reports for today and this week.
import DeviceActivity
import SwiftUI

struct UsageReportScreen: View {
    @State private var filter = DeviceActivityFilter(
        segment: .daily(during: Calendar.current.dateInterval(of: .weekOfYear, for: .now)!),
        users: .all,
        devices: .init([.iPhone, .iPad])
    )

    var body: some View {
        NavigationStack {
            VStack {
                Text("Screen Time").font(.title)
                DeviceActivityReport(.totalActivity, filter: filter)
                    .frame(height: 80)
                DeviceActivityReport(.weekly, filter: DeviceActivityFilter(segment: .hourly()))
                    .frame(maxHeight: .infinity)
                DeviceActivityReport(DeviceActivityReport.Context(rawValue: "shared.totalUsage"))
            }
        }
    }
}

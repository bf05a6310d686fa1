//
//  DeliveryLiveActivity.swift
//
//  Xcode's widget extension template with "Include Live Activity", as delivery and timer apps
//  ship it: the attributes and content state, the Lock Screen view, the Dynamic Island regions,
//  and the template's preview. The host serves timeline widgets; this compiles beside them.
//

import ActivityKit
import WidgetKit
import SwiftUI

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var eta: Date
    }

    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Order \(context.attributes.orderNumber)")
                    .font(.headline)
                Text(context.state.status)
                Text(timerInterval: Date()...context.state.eta, countsDown: true)
                    .monospacedDigit()
            }
            .padding()
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta, style: .timer)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.status)")
                }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text(context.state.eta, style: .relative)
            } minimal: {
                Image(systemName: "box.truck")
            }
            .widgetURL(URL(string: "deliveries://order"))
            .keylineTint(Color.red)
        }
    }
}

extension DeliveryAttributes {
    fileprivate static var preview: DeliveryAttributes {
        DeliveryAttributes(orderNumber: "A-1042")
    }
}

extension DeliveryAttributes.ContentState {
    fileprivate static var onTheWay: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(status: "On the way", eta: .now.addingTimeInterval(900))
    }

    fileprivate static var delivered: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(status: "Delivered", eta: .now)
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.delivered
}

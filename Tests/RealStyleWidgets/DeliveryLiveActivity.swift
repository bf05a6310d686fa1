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
                .contentMargins(.leading, 12)
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta, style: .timer)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
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

/// The app's side, in a file apps share with their widget extension: starts, updates and ends the
/// delivery's Live Activity, and says why it could not.
enum DeliveryActivityManager {
    static func start(order: String, eta: Date) -> String {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return "Live Activities are off" }
        do {
            let state = DeliveryAttributes.ContentState(status: "Preparing", eta: eta)
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: order),
                content: .init(state: state, staleDate: eta.addingTimeInterval(600)),
                pushType: .token)
            return activity.id
        } catch {
            return "could not start: \(error)"
        }
    }

    static func request(order: String, eta: Date) -> String {
        do {
            let state = DeliveryAttributes.ContentState(status: "Preparing", eta: eta)
            return try Activity<DeliveryAttributes>.request(
                attributes: DeliveryAttributes(orderNumber: order), content: ActivityContent(state: state, staleDate: nil)
            ).id
        } catch let error as ActivityAuthorizationError {
            return "\(error)"
        } catch {
            return "unexpected: \(error)"
        }
    }

    static func finishAll() async {
        for activity in Activity<DeliveryAttributes>.activities {
            await activity.update(ActivityContent(state: .init(status: "Arriving", eta: .now), staleDate: nil))
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}

// A widget extension that ships only what iOS draws without a timeline: a Live Activity and a
// control, as React Native and Flutter apps add a "widget" target for their Live Activity
// (expo-apple-targets' `targets/widget/index.swift` in luke-h1/foam, alexquach/todo_list's
// bundle). `extension-host widgets` serves timeline widgets, so it names what the bundle holds
// instead of showing an empty report (`LiveActivityOnlyBundleEndToEndTests`).

import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

public struct WorkoutActivityAttributes: ActivityAttributes {
  public struct ContentState: Codable & Hashable {
    var heartRate: Int
    var elapsed: ClosedRange<Date>
  }

  public typealias WorkoutState = ContentState

  public let workoutName: String
}

struct WorkoutLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: WorkoutActivityAttributes.self) { context in
      HStack {
        Text(context.attributes.workoutName)
        Spacer()
        Text(timerInterval: context.state.elapsed, countsDown: false)
      }
      .padding()
      .activityBackgroundTint(Color.black.opacity(0.6))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label("\(context.state.heartRate)", systemImage: "heart.fill")
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(timerInterval: context.state.elapsed, countsDown: false)
        }
      } compactLeading: {
        Image(systemName: "figure.run")
      } compactTrailing: {
        Text("\(context.state.heartRate)")
      } minimal: {
        Image(systemName: "heart.fill")
      }
    }
  }
}

struct StartWorkoutIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Workout"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
struct StartWorkoutControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.workout.start") {
      ControlWidgetButton(action: StartWorkoutIntent()) {
        Label("Start Workout", systemImage: "figure.run")
      }
    }
  }
}

@main
struct exportWidgets: WidgetBundle {
  var body: some Widget {
    // Export widgets here
    WorkoutLiveActivity()
    if #available(iOS 18.0, *) {
      StartWorkoutControl()
    }
  }
}

#Preview(
  "Lockscreen View",
  as: .content,
  using: WorkoutActivityAttributes(workoutName: "Morning Run")
) {
  WorkoutLiveActivity()
} contentStates: {
  WorkoutActivityAttributes.WorkoutState(heartRate: 142, elapsed: Date()...Date().addingTimeInterval(1800))
}

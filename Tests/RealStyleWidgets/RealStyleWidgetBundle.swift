//
//  RealStyleWidgetBundle.swift
//
//  Widgets written the way shipped apps and Apple's templates write them, compiled unchanged
//  in Swift 5 mode as Xcode builds a widget extension. The tests evaluate each one's provider
//  and views in every family and redaction state.
//

import SwiftUI
import WidgetKit

@main
struct RealStyleWidgetBundle: WidgetBundle {
    var body: some Widget {
        OneTimeCodeWidget()
        BalanceWidget()
        BatteryWidget()
        if #available(iOS 17.0, *) {
            MessagesWidget()
        }
        CountdownWidget()
        EmojiWidget()
        WeatherWidget()
        StepsWidget()
        HabitsWidget()
        DeliveryLiveActivity()
        UsageChartWidget()
        FocusTimerWidget()
        TimerControl()
        ShortcutsGridWidget()
        PhotoFrameWidget()
        WaterIntakeWidget()
        if #available(iOS 17.0, *) {
            CityTimeWidget()
        }
        RunSummaryWidget()
        SurfWidget()
        FeedTimerWidget()
        GlucoseWidget()
        ReadingGoalWidget()
        PomodoroWidget()
        DeploymentWidget()
        ScoreWidget()
        ScoresControl()
        NotesWidget()
        DayGreetingWidget()
        WorkoutTagsWidget()
        LessonScheduleWidget()
        if #available(iOS 18.0, *) {
            FavoriteToggleControl()
        }
        TaskListWidget()
        AddTaskControl()
    }
}

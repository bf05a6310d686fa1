//
//  PhotoFrameWidget.swift
//
//  A photo widget in the style of self-hosted photo apps' widget extensions (Immich, Ente):
//  the provider reads the server and session the app saved in its App Group and fetches with
//  URLSession (without a login it shows an error entry, as those widgets do); the image joins the
//  accented group through widgetAccentedRenderingMode behind `if #available(iOS 18.0, *)`, and
//  the pre-iOS 17 branch sets `background()` where iOS 17 uses `containerBackground`. The one
//  line added for Linux is the guarded FoundationNetworking import (Source compatibility).
//

import SwiftUI
import WidgetKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum PhotoFrameError: Error, LocalizedError {
    case noLogin
    case fetchFailed

    var errorDescription: String? {
        switch self {
        case .noLogin: return "Login to see your photos"
        case .fetchFailed: return "Unable to connect to your server"
        }
    }
}

struct PhotoFrameEntry: TimelineEntry {
    let date: Date
    var image: UIImage?
    var subtitle: String?
    var error: PhotoFrameError?
}

struct PhotoFrameAPI {
    let serverURL: URL
    let sessionKey: String

    init() throws {
        guard let defaults = UserDefaults(suiteName: "group.com.example.photos"),
              let server = defaults.string(forKey: "widget_server_url"),
              let sessionKey = defaults.string(forKey: "widget_auth_token"),
              let serverURL = URL(string: server)
        else {
            throw PhotoFrameError.noLogin
        }
        self.serverURL = serverURL
        self.sessionKey = sessionKey
    }

    func randomImage() async throws -> UIImage {
        var request = URLRequest(url: serverURL.appendingPathComponent("api/search/random"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(sessionKey, forHTTPHeaderField: "x-session-key")
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200, let image = UIImage(data: data) else {
            throw PhotoFrameError.fetchFailed
        }
        return image
    }
}

struct PhotoFrameProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoFrameEntry {
        PhotoFrameEntry(date: Date(), image: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoFrameEntry) -> Void) {
        completion(PhotoFrameEntry(date: Date(), image: nil, subtitle: "1 year ago"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoFrameEntry>) -> Void) {
        Task {
            let now = Date()
            guard let api = try? PhotoFrameAPI() else {
                completion(Timeline(entries: [PhotoFrameEntry(date: now, error: .noLogin)], policy: .atEnd))
                return
            }
            do {
                let image = try await api.randomImage()
                completion(Timeline(entries: [PhotoFrameEntry(date: now, image: image)], policy: .atEnd))
            } catch {
                completion(Timeline(entries: [PhotoFrameEntry(date: now, error: .fetchFailed)], policy: .atEnd))
            }
        }
    }
}

extension Image {
    @ViewBuilder
    func tintedWidgetImage() -> some View {
        if #available(iOS 18.0, *) {
            self.widgetAccentedRenderingMode(.accentedDesaturated)
        } else {
            self
        }
    }
}

struct PhotoFrameWidgetView: View {
    var entry: PhotoFrameEntry

    var body: some View {
        if let image = entry.image {
            ZStack(alignment: .bottomLeading) {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
                if let subtitle = entry.subtitle {
                    Text(subtitle)
                        .foregroundColor(.white)
                        .padding(6)
                        .background(ContainerRelativeShape().fill(Color.black.opacity(0.6)))
                }
            }
        } else {
            VStack(spacing: 8) {
                Image("PhotoFrameLogo")
                    .tintedWidgetImage()
                Text(entry.error?.errorDescription ?? "")
                    .minimumScaleFactor(0.25)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct PhotoFrameWidget: Widget {
    let kind: String = "PhotoFrameWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PhotoFrameProvider()) { entry in
            if #available(iOS 17.0, *) {
                PhotoFrameWidgetView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                PhotoFrameWidgetView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Photo Frame")
        .description("A random photo from your library.")
        .supportedFamilies([.systemSmall, .systemLarge])
        .contentMarginsDisabled()
    }
}

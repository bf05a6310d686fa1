import Foundation
import Testing
import WidgetKit

/// A timeline provider that fetches its entries, as Immich's (`ImmichAPI.swift`) does, compiles
/// with only Foundation and WidgetKit imported: on iOS `URLSession` and `URLRequest` are
/// Foundation's; on Linux WidgetKit brings them from FoundationNetworking. This file imports
/// nothing else, so it compiles only if WidgetKit does.
struct WidgetNetworkingImportTests {
  @Test func aProvidersRequestIsBuiltAsOnIOS() throws {
    let url = try #require(URL(string: "https://photos.example/api/search/random?sessionKey=k"))
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = try JSONEncoder().encode(["size": 1])
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.httpBody == Data(#"{"size":1}"#.utf8))
    #expect(URLError(.badURL).code == .badURL)
  }

  @Test func theSharedSessionIsFoundations() {
    let session: URLSession = URLSession.shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }
}

import HostProtocol
import Foundation
import HostEngine

extension ConformanceReport {
  /// `--format json`: stable keys (sorted), checks in run order, times in whole milliseconds.
  public func json() throws -> String {
    try ReportJSON.text(JSONReport(self))
  }
}

private struct JSONReport: Encodable {
  struct Summary: Encodable {
    var extensions: Int
    var passed: Int
    var failed: Int
    var skipped: Int
    var milliseconds: Int
  }

  struct Extension: Encodable {
    var name: String
    var manifest: String
    var extensionPoint: String
    var principalClass: String
    var passed: Int
    var failed: Int
    var skipped: Int
    var milliseconds: Int
    var checks: [Check]
  }

  struct Check: Encodable {
    var id: String
    var summary: String
    var status: String
    var message: String
    var milliseconds: Int
  }

  var summary: Summary
  var extensions: [Extension]

  init(_ report: ConformanceReport) {
    summary = Summary(
      extensions: report.extensions.count, passed: report.count(.pass), failed: report.count(.fail),
      skipped: report.count(.skip), milliseconds: Int(report.milliseconds.rounded()))
    extensions = report.extensions.map { item in
      Extension(
        name: item.name, manifest: item.manifest, extensionPoint: item.extensionPoint.rawValue,
        principalClass: item.principalClass, passed: item.count(.pass), failed: item.count(.fail),
        skipped: item.count(.skip), milliseconds: Int(item.milliseconds.rounded()),
        checks: item.checks.map { check in
          Check(
            id: check.id, summary: check.summary, status: check.verdict.status.rawValue,
            message: check.verdict.message, milliseconds: Int(check.milliseconds.rounded()))
        })
    }
  }
}

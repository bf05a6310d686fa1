import HostProtocol
import HostEngine
import ManifestLint
extension ConformanceReport {
  /// `--format junit`: one `<testsuite>` per extension, one `<testcase>` per check; a failed check
  /// carries a `<failure>`, a skipped one a `<skipped>`, each with the message.
  public var junit: String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"extension-host conform\" tests=\"\(count(.pass) + count(.fail) + count(.skip))\" "
        + "failures=\"\(count(.fail))\" skipped=\"\(count(.skip))\" time=\"\(seconds(milliseconds))\">",
    ]
    for report in extensions {
      lines.append(
        "  <testsuite name=\"\(XMLText.escape(report.name))\" tests=\"\(report.checks.count)\" "
          + "failures=\"\(report.count(.fail))\" skipped=\"\(report.count(.skip))\" "
          + "time=\"\(seconds(report.milliseconds))\">")
      lines.append("    <properties>")
      lines.append("      <property name=\"manifest\" value=\"\(XMLText.escape(report.manifest))\"/>")
      lines.append("      <property name=\"extensionPoint\" value=\"\(report.extensionPoint.rawValue)\"/>")
      lines.append("      <property name=\"principalClass\" value=\"\(XMLText.escape(report.principalClass))\"/>")
      lines.append("    </properties>")
      for check in report.checks {
        let open =
          "    <testcase classname=\"conform.\(XMLText.escape(report.name))\" name=\"\(XMLText.escape(check.id))\" "
          + "time=\"\(seconds(check.milliseconds))\""
        let message = XMLText.escape(check.verdict.message)
        switch check.verdict.status {
        case .pass:
          lines.append(open + "/>")
        case .fail:
          lines.append(open + ">")
          lines.append("      <failure message=\"\(message)\" type=\"\(XMLText.escape(check.id))\">\(message)</failure>")
          lines.append("    </testcase>")
        case .skip:
          lines.append(open + ">")
          lines.append("      <skipped message=\"\(message)\"/>")
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Milliseconds as JUnit's seconds with three decimals: `0.012`.
  private func seconds(_ milliseconds: Double) -> String {
    let whole = Int(milliseconds.rounded())
    let fraction = String(whole % 1000)
    return "\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

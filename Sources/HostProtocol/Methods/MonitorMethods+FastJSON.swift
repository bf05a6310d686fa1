import FoundationEssentials

// The fast JSON paths of what a monitor extension sends and reads in each callback batch (the
// callback, its store writes, the activities it looks up): the same members and values as
// `Codable`. A monitor is a fresh process for every batch, so `Codable`'s first use of each type
// (its metadata built by name, its conformances looked up) would be paid again every time.

extension MonitorCallbackRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("callback", callback.rawValue)
    output.member("activity", activity)
    output.member("event", event)
    output.member("now", now)
    output.member("timeZone", timeZone)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let callback = json["callback"]?.string.flatMap(MonitorCallback.init(rawValue:)),
      let activity = json["activity"]?.string, let event = json.optional("event", { $0.string }),
      let now = json["now"]?.double, let timeZone = json["timeZone"]?.string
    else { return nil }
    self.init(callback: callback, activity: activity, event: event, now: now, timeZone: timeZone)
  }
}

extension StoreWriteRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("store", store)
    output.member("shield", shield)
    output.member("keys", keys.map(\.rawValue))
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let store = json["store"]?.string, let shield = json["shield"].flatMap(StoreShieldSettings.init(json:)),
      let keys = json.list("keys", { $0.string.flatMap(StoreShieldSettings.Key.init(rawValue:)) })
    else { return nil }
    self.init(store: store, shield: shield, keys: keys)
  }
}

extension StoreShieldSettings: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("applications", applications)
    output.member("webDomains", webDomains)
    output.member("applicationCategories", applicationCategories)
    output.member("webDomainCategories", webDomainCategories)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let applications = json.optional("applications", { $0.list(OpaqueToken.init(json:)) }),
      let webDomains = json.optional("webDomains", { $0.list(OpaqueToken.init(json:)) }),
      let applicationCategories = json.optional("applicationCategories", StoreCategoryPolicy.init(json:)),
      let webDomainCategories = json.optional("webDomainCategories", StoreCategoryPolicy.init(json:))
    else { return nil }
    self.init(
      applications: applications, webDomains: webDomains, applicationCategories: applicationCategories,
      webDomainCategories: webDomainCategories)
  }
}

extension StoreCategoryPolicy: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind.rawValue)
    output.member("categories", categories)
    output.member("exceptions", exceptions)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let kind = json["kind"]?.string.flatMap(Kind.init(rawValue:)),
      let categories = json.list("categories", OpaqueToken.init(json:)),
      let exceptions = json.list("exceptions", OpaqueToken.init(json:))
    else { return nil }
    self.init(kind: kind, categories: categories, exceptions: exceptions)
  }
}

extension MonitoredActivitiesRequest: MemberlessFastJSON {}

// The activities a monitor looks up are read fast; the host writes them with `Codable`, once per
// lookup, in a process that has long paid its first use.

extension MonitoredActivitiesResult: FastJSONDecodable {
  public init?(json: JSONValue) {
    guard let registrations = json.list("registrations", ActivityRegistration.init(json:)) else { return nil }
    self.init(registrations: registrations)
  }
}

extension ActivityRegistration: FastJSONDecodable {
  public init?(json: JSONValue) {
    guard let activity = json["activity"]?.string, let schedule = json["schedule"].flatMap(ActivityScheduleRule.init(json:)),
      let members = json["events"]?.members
    else { return nil }
    var events: [String: ActivityEventRule] = [:]
    for member in members {
      guard let event = ActivityEventRule(json: member.value) else { return nil }
      events[member.key] = event
    }
    self.init(activity: activity, schedule: schedule, events: events)
  }
}

extension ActivityScheduleRule: FastJSONDecodable {
  public init?(json: JSONValue) {
    guard let intervalStart = json["intervalStart"].flatMap(DateComponents.init(json:)),
      let intervalEnd = json["intervalEnd"].flatMap(DateComponents.init(json:)), let repeats = json["repeats"]?.bool,
      let warningTime = json.optional("warningTime", DateComponents.init(json:))
    else { return nil }
    self.init(intervalStart: intervalStart, intervalEnd: intervalEnd, repeats: repeats, warningTime: warningTime)
  }
}

extension ActivityEventRule: FastJSONDecodable {
  public init?(json: JSONValue) {
    guard let applications = json.list("applications", OpaqueToken.init(json:)),
      let categories = json.list("categories", OpaqueToken.init(json:)),
      let webDomains = json.list("webDomains", OpaqueToken.init(json:)),
      let threshold = json["threshold"].flatMap(DateComponents.init(json:)),
      let includesPastActivity = json["includesPastActivity"]?.bool
    else { return nil }
    self.init(
      applications: applications, categories: categories, webDomains: webDomains, threshold: threshold,
      includesPastActivity: includesPastActivity)
  }
}

extension DateComponents {
  /// Components whose members are all numbers (and `isLeapMonth`), as a schedule's times and an
  /// event's threshold are; any other member (a calendar, a time zone) is left to `Codable`.
  init?(json: JSONValue) {
    guard let members = json.members else { return nil }
    self.init()
    for member in members {
      if member.key == "isLeapMonth" {
        guard let value = member.value.bool else { return nil }
        isLeapMonth = value
        continue
      }
      guard let value = member.value.int, let unit = Self.numericMembers[member.key] else { return nil }
      setValue(value, for: unit)
    }
  }

  /// The numeric members `Codable` writes, by key.
  private static let numericMembers: [String: Calendar.Component] = [
    "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
    "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter,
    "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear,
    "dayOfYear": .dayOfYear,
  ]
}

import HostEngine
import HostProtocol
import ShieldRendering

/// `extension-host render`: draw a shield configuration as an SVG picture of an iPhone screen.
enum RenderCommand: Subcommand {
  static let appearance = Option.choice(
    "--appearance", Appearance.allCases.map(\.rawValue),
    "Resolve dynamic colours (label, secondaryLabel, systemBlue, ...) for this appearance. Default: light.")
  static let output = Option.text("--output", "<file.svg>", "Write the SVG to this file. Default: standard output.")
  static let subjectName = Option.text(
    "--subject-name", "<name>", "The app or domain the default subtitle names. Default: \"this app\".")
  static let systemDefault = Option.flag(
    "--system-default",
    "Draw the system's default shield, what iOS shows when the configuration extension fails or times out. Takes no file.")

  static let declaration = CommandDeclaration(
    name: "render",
    summary: "Draw a shield configuration (JSON) as an SVG of the iPhone screen",
    overview: """
      Draw the shield a configuration describes, as iOS lays it out, as an SVG picture of an
      iPhone screen (393 x 852 points): blurred background, icon, title, subtitle, buttons, submenu.
      """,
    usage: ["render <configuration.json> [options]", "render --system-default [options]"],
    arguments: [
      .init(
        label: "<configuration.json>",
        help: #"A ShieldConfiguration as the wire codes it, e.g. {"title": {"text": "Blocked", "color": {"red": 0, "#
          + #""green": 0, "blue": 0, "alpha": 1, "name": "label"}}, "backgroundBlurStyle": 2} or a shield/configuration "#
          + #"result {"configuration": {...}, "isSystemDefault": false}. Fields left out get the system's defaults. "#
          + "'-' reads standard input.")
    ],
    options: [appearance, output, subjectName, systemDefault],
    notes: """
      Warnings (unknown keys, colours out of range, more than three submenu items, unreadable icon
      data) go to standard error; the picture is still drawn. What is exact and what is approximated:
      Documentation/Rendering.md.

      EXAMPLES:
        extension-host render shield.json --output shield.svg
        extension-host render shield.json --appearance dark --subject-name example.com > dark.svg
        extension-host render --system-default --subject-name Safari --output default.svg
      """)

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let appearanceName = arguments.value(Self.appearance)
    let output = arguments.value(Self.output)
    let subjectName = arguments.value(Self.subjectName) ?? "this app"
    let systemDefault = arguments.flag(Self.systemDefault)
    let files = arguments.positionals
    let appearance = appearanceName.flatMap(Appearance.init(rawValue:)) ?? .light

    let shield: ResolvedShield
    switch (systemDefault, files.count) {
    case (true, 0):
      shield = ResolvedShield(nil, subjectName: subjectName)
    case (true, _):
      throw UsageError("--system-default draws the default shield; give it no configuration file")
    case (false, 0):
      throw UsageError("missing the configuration file (or --system-default)")
    case (false, 1):
      let file = try ShieldConfigurationFile.load(path: files[0])
      let source = files[0] == "-" ? "<stdin>" : files[0]
      let warnings = file.warnings + (file.configuration?.renderWarnings ?? []).map { "\(source): \($0)" }
      for warning in warnings { Console.error("warning: \(warning)\n") }
      shield = ResolvedShield(
        file.configuration, subjectName: subjectName, isSystemDefault: file.isSystemDefault)
    case (false, _):
      throw UsageError("expected one configuration file, got \(files.count)")
    }

    let svg = ShieldSVGRenderer.svg(for: shield, appearance: appearance)
    guard let output else {
      Console.out(svg)
      return .success
    }
    try SVGOutput.write(svg, to: output)
    return .success
  }
}

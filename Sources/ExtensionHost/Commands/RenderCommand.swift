import HostEngine
import HostProtocol
import ShieldRendering

/// `extension-host render`: draw a shield configuration as an SVG picture of an iPhone screen.
enum RenderCommand: Subcommand {
  static let name = "render"
  static let summary = "Draw a shield configuration (JSON) as an SVG of the iPhone screen"
  static let help = """
    OVERVIEW: Draw the shield a configuration describes, as iOS lays it out, as an SVG picture of an
    iPhone screen (393 x 852 points): blurred background, icon, title, subtitle, buttons, submenu.

    USAGE: extension-host render <configuration.json> [options]
           extension-host render --system-default [options]

    ARGUMENTS:
      <configuration.json>   A ShieldConfiguration as the wire codes it, e.g.
                             {"title": {"text": "Blocked", "color": {"red": 0, "green": 0, "blue": 0,
                             "alpha": 1, "name": "label"}}, "backgroundBlurStyle": 2}
                             or a shield/configuration result {"configuration": {...},
                             "isSystemDefault": false}. Fields left out get the system's defaults.
                             '-' reads standard input.

    OPTIONS:
      --appearance <light|dark>  Resolve dynamic colours (label, secondaryLabel, systemBlue, ...) for
                                 this appearance. Default: light.
      --output <file.svg>        Write the SVG to this file. Default: standard output.
      --subject-name <name>      The app or domain the default subtitle names. Default: "this app".
      --system-default           Draw the system's default shield, what iOS shows when the
                                 configuration extension fails or times out. Takes no file.
      -h, --help                 Show this help.

    Warnings (unknown keys, colours out of range, more than three submenu items, unreadable icon
    data) go to standard error; the picture is still drawn. What is exact and what is approximated:
    Documentation/Rendering.md.

    EXAMPLES:
      extension-host render shield.json --output shield.svg
      extension-host render shield.json --appearance dark --subject-name example.com > dark.svg
      extension-host render --system-default --subject-name Safari --output default.svg

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let appearanceName = try arguments.option("--appearance", oneOf: Appearance.allCases.map(\.rawValue))
    let output = try arguments.option("--output")
    let subjectName = try arguments.option("--subject-name") ?? "this app"
    let systemDefault = arguments.flag("--system-default")
    let files = try arguments.positionals()
    try arguments.finish()
    let appearance = appearanceName.flatMap(Appearance.init(rawValue:)) ?? .light
    if output?.isEmpty == true { throw UsageError("--output needs a file name") }

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
    try ShieldSVGRenderer.write(svg, to: output)
    return .success
  }
}

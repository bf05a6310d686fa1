import Testing

/// The YAML reader the CI-job tests rely on: it must reject what a runner would, or those tests
/// pass over broken jobs.
struct BlockYAMLTests {
  @Test func readsMappingsSequencesAndLiteralBlocks() throws {
    let document = """
      # a comment
      name: job # trailing comment
      steps:
        - uses: actions/checkout@v4
        - name: 'It''s here'
          run: |
            echo "# not a comment"
            exit 0
      list:
      - a
      - "b: c"
      """
    let node = try BlockYAML.parse(document)
    #expect(node["name"]?.text == "job")
    let steps = try #require(node["steps"]?.items)
    #expect(steps.count == 2)
    #expect(steps[0]["uses"]?.text == "actions/checkout@v4")
    #expect(steps[1]["name"]?.text == "It's here")
    #expect(steps[1]["run"]?.text == "echo \"# not a comment\"\nexit 0\n")
    #expect(node["list"]?.items?.compactMap(\.text) == ["a", "b: c"])
  }

  @Test(arguments: [
    ("a:\n\tb: c", 2), ("a: b\n  c: d", 2), ("a: [b, c]", 1), ("a: 'b", 1), ("a: b\na: c", 2), ("- a\nb: c", 2),
  ])
  func rejectsWhatIsNotInTheSubset(document: String, line: Int) {
    #expect(throws: BlockYAML.ParseError.self) { try BlockYAML.parse(document) }
    do {
      _ = try BlockYAML.parse(document)
    } catch {
      #expect(error.line == line, "\(error)")
    }
  }
}

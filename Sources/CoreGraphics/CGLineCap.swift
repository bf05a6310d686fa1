/// The end of a stroked line, as Core Graphics' `CGLineCap`, with Apple's raw values.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// The corner of a stroked line, as Core Graphics' `CGLineJoin`, with Apple's raw values.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

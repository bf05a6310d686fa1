// The Swift overlay of the C module `os` (target COSLog), as Apple's SDK overlays are built:
// with it, `import os`, `import os.log` and `import OSLog` all bring `Logger`.
@_exported import os

// On iOS, `import OSLog` brings the `os` module's Logger with it; extension code uses either.
@_exported import os

extension PlistNode {
  /// This node and every node below it, depth first in file order (values only, not keys).
  package var descendants: [PlistNode] {
    var result: [PlistNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      result.append(node)
      switch node.value {
      case .array(let items): for item in items.reversed() { stack.append(item) }
      case .dictionary(let entries): for entry in entries.reversed() { stack.append(entry.value) }
      default: break
      }
    }
    return result
  }
}

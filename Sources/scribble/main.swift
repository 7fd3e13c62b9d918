#if canImport(Glibc)
import Glibc
#endif
import ScribbleTool

exit(Tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)

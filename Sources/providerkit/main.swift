import Foundation
import ProviderKitCLI

let io = StandardIO()
let status = await Tool.run(Array(CommandLine.arguments.dropFirst()), io: io)
io.flush()
exit(status.rawValue)

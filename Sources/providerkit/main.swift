import Foundation
import ProviderKitCLI

let status = await Tool.run(Array(CommandLine.arguments.dropFirst()), io: StandardIO())
exit(status.rawValue)

#!/usr/bin/env python3
"""Adds the `ProviderKitBenchmarks` executable target to an older commit's Package.swift (used by
`Benchmarks/run.sh --baseline`, so a commit from before the benchmarks existed can be measured).
Such a commit builds raw metadata eagerly: PROVIDERKIT_EAGER_RAW_METADATA tells the hand-written
mappings to keep the payload the way that commit's mappers do."""
import sys

path = sys.argv[1]
text = open(path).read()
if '"ProviderKitBenchmarks"' not in text:
    anchor = '.executableTarget(name: "providerkit", dependencies: ["ProviderKitCLI"], swiftSettings: sharedSettings),'
    if anchor not in text:
        sys.exit("add-bench-target: cannot find the providerkit target in %s" % path)
    target = anchor + '''
        .executableTarget(
            name: "ProviderKitBenchmarks",
            dependencies: [
                "ProviderKit", "ProviderKitPlaid", "ProviderKitPlaidLegacy", "ProviderKitMesh", "ProviderKitMeld",
                "ProviderKitPlaidSandbox", "ProviderKitPlaidLegacySandbox", "ProviderKitMeldSandbox",
            ],
            path: "Benchmarks/Sources/ProviderKitBenchmarks",
            swiftSettings: sharedSettings + [.define("PROVIDERKIT_EAGER_RAW_METADATA")]),'''
    open(path, "w").write(text.replace(anchor, target))

// swift-tools-version:6.1
import PackageDescription

// The layers, each depending only on those before it:
//   RefereeStreams   checked writes to standard output and error (no other dependency)
//   RefereeModel     the compiled game model (no source text)
//   RefereeLanguage  lexer, parser, AST, diagnostics, checker: rule text -> model
//   RefereeEngine    game state, legal moves, transitions, outcome: model -> play
//   RefereeAnalysis  perft, playouts, solvers and computer players (consumer)
//   RefereeBench     the engine against hand-written baselines (consumer)
//   RefereeCheck     the scenario runner and batch checker (consumer)
//   RefereePlay      the command language shared by `referee play` and the REPL (consumer)
//   RefereeREPL      the interactive libedit front end (consumer)
//   Referee          the library to embed: rules, games, views and analysis (consumer)
//   RefereeLSP       the language server for editors (consumer of the language layer, of
//                    RefereeCheck, for check's lint warnings, and of the engine, for completion)
//   referee          the command-line tool (target RefereeCLI)
//   EmbedReference   a build step that embeds docs/language.md in RefereeLSP
let package = Package(
    name: "Referee",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "referee", targets: ["RefereeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "RefereeStreams"),
        .target(name: "RefereeModel"),
        .target(name: "RefereeLanguage", dependencies: ["RefereeModel"]),
        .target(name: "RefereeEngine", dependencies: ["RefereeModel"]),
        .target(name: "RefereeAnalysis", dependencies: ["RefereeEngine", "RefereeStreams"]),
        .target(name: "RefereeBench", dependencies: ["RefereeAnalysis", "RefereeLanguage"]),
        .target(name: "RefereeCheck", dependencies: ["RefereeLanguage", "RefereeEngine", "RefereeAnalysis"]),
        .target(name: "RefereePlay", dependencies: ["RefereeLanguage", "RefereeEngine", "RefereeAnalysis"]),
        .target(name: "RefereeREPL", dependencies: ["RefereePlay", "RefereeLanguage", "RefereeStreams", "CEditLine"]),
        .target(name: "RefereeLSP", dependencies: ["RefereeLanguage", "RefereeEngine", "RefereeCheck"], plugins: ["EmbedReference"]),
        .executableTarget(name: "EmbedReferenceTool"),
        .plugin(name: "EmbedReference", capability: .buildTool(), dependencies: ["EmbedReferenceTool"]),
        // Named apart from the library `Referee` by more than case, which macOS file systems ignore.
        .executableTarget(
            name: "RefereeCLI",
            dependencies: [
                "RefereeCheck", "RefereePlay", "RefereeREPL", "RefereeAnalysis", "RefereeBench", "RefereeLSP",
                "Referee", "RefereeStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/referee"
        ),
        .testTarget(name: "RefereeLanguageTests", dependencies: ["RefereeLanguage"]),
        .testTarget(name: "RefereeEngineTests", dependencies: ["RefereeLanguage", "RefereeEngine"]),
        .testTarget(name: "RefereeAnalysisTests", dependencies: ["RefereeAnalysis", "RefereeLanguage"]),
        .testTarget(name: "RefereeCorpusTests", dependencies: ["RefereeLanguage"]),
        .testTarget(name: "RefereeBenchTests", dependencies: ["RefereeBench"]),
        .testTarget(
            name: "RefereePropertyTests",
            dependencies: ["RefereePlay", "RefereeLanguage", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "RefereeCheckTests", dependencies: ["RefereeCheck", "RefereePlay"]),
        .testTarget(name: "RefereeREPLTests", dependencies: ["RefereeREPL", "RefereeLanguage"]),
        .testTarget(name: "RefereeLSPTests", dependencies: ["RefereeLSP", "RefereeLanguage"]),
        .testTarget(name: "RefereeCLITests"),
    ]
)

// The JSON protocol of `referee play --json`, tested against its schema (docs/protocol.schema.json).
package.targets.append(.testTarget(name: "RefereeProtocolTests", dependencies: ["RefereePlay", "RefereeLanguage", "RefereeEngine"]))

// The library to embed, and a test that uses nothing else. Its folder is not Sources/Referee,
// which macOS file systems would take for Sources/referee, the command-line tool's.
package.products.append(.library(name: "Referee", targets: ["Referee"]))
package.targets.append(.target(name: "Referee", dependencies: ["RefereeLanguage", "RefereeEngine", "RefereeAnalysis"], path: "Sources/RefereeLibrary"))
package.targets.append(.testTarget(name: "RefereeLibraryTests", dependencies: ["Referee"]))

// swift-tools-version:5.9
import PackageDescription

// The root package keeps its sources in folders of its own choosing.
let package = Package(
    name: "Shapes",
    targets: [
        .target(name: "AppCore", dependencies: [.target(name: "HAModels")], path: "Kit"),
        .testTarget(name: "AppCoreTests", dependencies: ["AppCore"], path: "Checks"),
    ]
)

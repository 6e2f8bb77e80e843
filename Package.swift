// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "screenname",
    products: [
        .executable(name: "screenname", targets: ["screenname"]),
        .library(name: "ScreenNameKit", targets: ["ScreenNameKit"]),
        // libscreenname, the C library of `make lib` (screenname.h declares it).
        .library(name: "ScreenNameC", type: .dynamic, targets: ["ScreenNameC"]),
    ],
    targets: [
        .target(name: "ScreenNameKit"),
        .executableTarget(name: "screenname", dependencies: ["ScreenNameKit"]),
        .target(name: "ScreenNameC", dependencies: ["ScreenNameKit"], exclude: ["screenname.h"]),
        // The corpus generator and timing harness of `make bench`; not part of the tool.
        .executableTarget(name: "screenname-bench"),
        .testTarget(name: "ScreenNameKitTests", dependencies: ["ScreenNameKit"]),
        // The CLI tests run the built binaries (the tool, and the benchmark's corpus generator where it is built);
        // they link neither.
        .testTarget(name: "ScreenNameCLITests", dependencies: ["screenname"]),
    ]
)

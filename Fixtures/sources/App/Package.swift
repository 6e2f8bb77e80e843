// swift-tools-version:5.9
import PackageDescription

// A feature module named as Apple's Messages framework is, as a chat app's may be.
let package = Package(
    name: "MyApp",
    targets: [.executableTarget(name: "MyApp", dependencies: ["Messages"]), .target(name: "Messages")]
)

// swift-tools-version:5.9
import PackageDescription

// A nested package whose one target is the whole Sources folder.
let package = Package(name: "HAModels", targets: [.target(name: "HAModels", path: "Sources")])

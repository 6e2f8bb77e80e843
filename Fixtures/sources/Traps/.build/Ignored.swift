struct IgnoredBuild: View {}

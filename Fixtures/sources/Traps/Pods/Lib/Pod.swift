class IgnoredPod: UIViewController {}

// A stand-in for UIKit: the classes and overridable methods whose symbols the probe's controllers make.
open class UIResponder {
    public init() {}
}

open class UIViewController: UIResponder {
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open var title: String? { get { nil } set {} }
}

open class UINavigationController: UIViewController {}

open class UIView: UIResponder {
    open func layoutSubviews() {}
}

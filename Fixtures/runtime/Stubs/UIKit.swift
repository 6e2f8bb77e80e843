// A stand-in for UIKit: only the class names and the subclassing the probe needs.
open class UIResponder { public init() {} }
open class UIViewController: UIResponder {}
open class UINavigationController: UIViewController {}
open class UITabBarController: UIViewController {}
open class UITableViewController: UIViewController {}
open class UIPageViewController: UIViewController {}
open class UISplitViewController: UIViewController {}
open class UIAlertController: UIViewController {}
open class UIInputWindowController: UIViewController {}
open class UISystemKeyboardDockController: UIViewController {}
open class _UIAlertControllerTextFieldViewController: UIViewController {}
open class UIApplicationRotationFollowingController: UIViewController {}
open class UISearchContainerViewController: UIViewController {}
open class _UIContextMenuActionsOnlyViewController: UIViewController {}

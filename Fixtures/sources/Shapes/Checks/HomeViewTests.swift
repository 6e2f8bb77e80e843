import XCTest

final class HomeViewTests: XCTestCase {}

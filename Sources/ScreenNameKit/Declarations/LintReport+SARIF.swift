extension LintReport {
    /// The report as a SARIF 2.1.0 log, on one line: one run whose driver lists every check as a rule, and a result
    /// per finding with its place relative to the folder lint ran in (`%SRCROOT%`, the checkout in code scanning)
    /// and a fingerprint that stays the same while the finding does, wherever its line moves.
    var sarif: String {
        let checks = ScreenLinter.Check.allCases
        let rules = checks.map { check in
            var rule = JSONObject()
            rule.add("id", check.rawValue)
            rule.add("shortDescription", json: LintReport.message(check.summary))
            rule.add("fullDescription", json: LintReport.message(check.summary + " " + check.help))
            rule.add("help", json: LintReport.message(check.help))
            var configuration = JSONObject()
            configuration.add("level", check.severity.rawValue)
            rule.add("defaultConfiguration", json: configuration.text)
            return rule.text
        }
        let results = findings.map { finding in
            var result = JSONObject()
            result.add("ruleId", finding.check)
            if let index = checks.firstIndex(where: { $0.rawValue == finding.check }) { result.add("ruleIndex", index) }
            result.add("level", finding.severity.rawValue)
            result.add("message", json: LintReport.message(finding.message))
            var artifact = JSONObject()
            artifact.add("uri", LintReport.uriReference(finding.file))
            artifact.add("uriBaseId", "%SRCROOT%")
            var region = JSONObject()
            region.add("startLine", max(finding.line, 1))
            region.add("startColumn", max(finding.column, 1))
            var physical = JSONObject()
            physical.add("artifactLocation", json: artifact.text)
            physical.add("region", json: region.text)
            var location = JSONObject()
            location.add("physicalLocation", json: physical.text)
            result.add("locations", json: "[" + location.text + "]")
            var fingerprints = JSONObject()
            fingerprints.add("screennameFinding/v1", LintReport.fingerprint(finding))
            result.add("partialFingerprints", json: fingerprints.text)
            if let owners = finding.owners {
                var properties = JSONObject()
                properties.add("owners", owners)
                result.add("properties", json: properties.text)
            }
            return result.text
        }
        var driver = JSONObject()
        driver.add("name", "screenname")
        if !toolVersion.isEmpty { driver.add("version", toolVersion) }
        driver.add("rules", json: "[" + rules.joined(separator: ",") + "]")
        var tool = JSONObject()
        tool.add("driver", json: driver.text)
        var run = JSONObject()
        run.add("tool", json: tool.text)
        run.add("results", json: "[" + results.joined(separator: ",") + "]")
        var log = JSONObject()
        log.add("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        log.add("version", "2.1.0")
        log.add("runs", json: "[" + run.text + "]")
        return log.text
    }

    /// A SARIF message object.
    static func message(_ text: String) -> String {
        var message = JSONObject()
        message.add("text", text)
        return message.text
    }

    /// A path as a relative URI reference: every byte but the unreserved ones and `/` percent-encoded, so that
    /// `My App/HomeView.swift` is `My%20App/HomeView.swift`.
    static func uriReference(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// 64-bit FNV-1a of the check, the name and the file, in hexadecimal: the same on every run and platform, and
    /// unchanged when lines move. Its definition must not change, or code scanning would see every finding as new.
    static func fingerprint(_ finding: ScreenLinter.Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (finding.check + "\u{0}" + finding.name + "\u{0}" + finding.file).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

import RefereePlay

/// A validator for the part of JSON Schema (draft 2020-12) that `docs/protocol.schema.json`
/// uses: `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`, `items`,
/// `minItems`, `maxItems`, `minimum`, `pattern`, `oneOf`, `anyOf` and `$ref` to `#/$defs/…`. `$schema`,
/// `title` and `description` are read as notes. Any other keyword is an error of the schema,
/// so that the schema cannot come to rely on one this validator would skip.
struct JSONSchema {
    let root: JSONValue

    static let notes: Set<String> = ["$schema", "title", "description"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
        "minimum", "pattern", "oneOf", "anyOf", "$ref", "$defs",
    ]

    /// Every problem with `value`, each with the JSON pointer of the part it is about; empty when
    /// the value is valid.
    func problems(_ value: JSONValue) -> [String] {
        var out: [String] = []
        check(value, against: root, at: "", into: &out, depth: 0)
        return out
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into out: inout [String], depth: Int) {
        guard depth < 64 else { return out.append("\(path): the schema's references go round in a circle") }
        if case .bool(let allowed) = schema {
            if !allowed { out.append("\(path): no value is allowed here") }
            return
        }
        guard case .object(let keywords) = schema else { return out.append("\(path): a schema must be an object or a boolean") }
        for (key, rule) in keywords {
            switch key {
            case _ where Self.notes.contains(key), "$defs":
                continue
            case "$ref":
                guard case .string(let reference) = rule, let target = resolve(reference) else {
                    out.append("\(path): cannot resolve $ref \(rule.encoded)")
                    continue
                }
                check(value, against: target, at: path, into: &out, depth: depth + 1)
            case "type":
                let names: [String]
                switch rule {
                case .string(let name): names = [name]
                case .array(let items): names = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
                default: names = []
                }
                if !names.contains(where: { Self.matches(value, type: $0) }) {
                    out.append("\(path): \(Self.typeName(value)) is not of type \(names.joined(separator: " or "))")
                }
            case "enum":
                guard case .array(let allowed) = rule else { out.append("\(path): enum must be an array"); continue }
                if !allowed.contains(value) { out.append("\(path): \(value.encoded) is not one of \(rule.encoded)") }
            case "const":
                if value != rule { out.append("\(path): \(value.encoded) is not \(rule.encoded)") }
            case "properties":
                guard case .object(let fields) = value, case .object(let schemas) = rule else { continue }
                for (name, sub) in schemas {
                    if let field = fields.first(where: { $0.0 == name }) {
                        check(field.1, against: sub, at: path + "/" + name, into: &out, depth: depth + 1)
                    }
                }
            case "required":
                guard case .object(let fields) = value, case .array(let names) = rule else { continue }
                for case .string(let name) in names where !fields.contains(where: { $0.0 == name }) {
                    out.append("\(path): the field '\(name)' is missing")
                }
            case "additionalProperties":
                guard case .object(let fields) = value else { continue }
                let declared: Set<String>
                if case .object(let schemas)? = schema["properties"] { declared = Set(schemas.map(\.0)) } else { declared = [] }
                for (name, field) in fields where !declared.contains(name) {
                    if case .bool(false) = rule {
                        out.append("\(path): the field '\(name)' is not allowed")
                    } else {
                        check(field, against: rule, at: path + "/" + name, into: &out, depth: depth + 1)
                    }
                }
            case "items":
                guard case .array(let items) = value else { continue }
                for (i, item) in items.enumerated() { check(item, against: rule, at: path + "/\(i)", into: &out, depth: depth + 1) }
            case "minItems":
                guard case .array(let items) = value, case .number(let least) = rule else { continue }
                if items.count < least { out.append("\(path): \(items.count) items, fewer than \(least)") }
            case "maxItems":
                guard case .array(let items) = value, case .number(let most) = rule else { continue }
                if items.count > most { out.append("\(path): \(items.count) items, more than \(most)") }
            case "minimum":
                guard case .number(let n) = value, case .number(let least) = rule else { continue }
                if n < least { out.append("\(path): \(n) is less than \(least)") }
            case "pattern":
                guard case .string(let text) = rule, let pattern = try? Regex(text) else {
                    out.append("\(path): pattern must be a regular expression")
                    continue
                }
                guard case .string(let string) = value else { continue }
                if (try? pattern.firstMatch(in: string)) == nil {
                    out.append("\(path): \(value.encoded) does not match \(text)")
                }
            case "oneOf", "anyOf":
                guard case .array(let options) = rule else { out.append("\(path): \(key) must be an array"); continue }
                var failures: [[String]] = []
                for option in options {
                    var found: [String] = []
                    check(value, against: option, at: path, into: &found, depth: depth + 1)
                    failures.append(found)
                }
                let passing = failures.filter(\.isEmpty).count
                if passing == 0 {
                    let closest = failures.min { $0.count < $1.count } ?? []
                    out.append("\(path): matches none of \(key) (closest: \(closest.prefix(3).joined(separator: "; ")))")
                } else if key == "oneOf", passing > 1 {
                    out.append("\(path): matches \(passing) of oneOf, not one")
                }
            default:
                out.append("\(path): the schema uses '\(key)', which this validator does not know")
            }
        }
    }

    /// The schema a `#/$defs/NAME` reference names.
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/$defs/") else { return nil }
        return root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.number, "integer"), (.number, "number"), (.string, "string"),
             (.array, "array"), (.object, "object"): true
        default: false
        }
    }

    static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

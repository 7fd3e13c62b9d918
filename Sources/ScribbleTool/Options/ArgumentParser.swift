/// A mistake in how the tool was called: exit status 2.
package struct UsageError: Error, CustomStringConvertible, Equatable {
    var message: String
    /// The usage line to print under the message, `scribble card rotate CARD …`; `nil` for the
    /// command's own.
    var usage: String? = nil
    package var description: String { message }

    /// The mistake `message`, with `usage` printed under it (the command's own usage when `nil`).
    package init(message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
    }
}

/// One option a command accepts.
package struct OptionSpec: Sendable {
    /// The long name, with its dashes: `--scale`.
    var name: String
    /// A one-letter alias with its dash, such as `-o`.
    var alias: String? = nil
    /// The placeholder for its value in help, or `nil` for a flag that takes none.
    var value: String? = nil
    /// The values it takes when they are a fixed set (`png`, `svg`, `pdf`), as its parser reads
    /// them, for shell completion to offer; empty for a free value (a number, a path, a colour).
    var choices: [String] = []
    /// One line of help.
    var help: String
}

/// What a command line said, once checked against a command's options.
package struct ParsedArguments: Equatable {
    /// Arguments that are not options, in order.
    package var positionals: [String] = []
    /// The last value given for each option that takes one, by long name.
    var values: [String: String] = [:]
    /// The flags that were given, by long name.
    var flags: Set<String> = []
    /// Every option as it was given, in order, repeats included: for a command whose options
    /// are steps that apply one after another (`edit --select-rect … --move … --delete`).
    var occurrences: [Occurrence] = []

    /// One option on the command line, by its long name, with its value if it takes one.
    struct Occurrence: Equatable {
        /// The long name, with its dashes: `--move`.
        var name: String
        /// Its value, or `nil` for a flag.
        var value: String?
    }

    /// The value of an option, if given.
    package func value(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    package func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of a numeric option, checked to be finite and within `range`.
    package func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError(message: "\(name) expects a number, got \"\(text)\"")
        }
        guard range.contains(number) else {
            throw UsageError(
                message:
                    "\(name) must be between \(range.lowerBound.shortDescription) and \(range.upperBound.shortDescription), got \(text)"
            )
        }
        return number
    }

    /// The value of an option that must be one of a set of names.
    func choice<T: RawRepresentable>(_ name: String, of type: T.Type) throws(UsageError) -> T?
    where T: CaseIterable, T.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let value = T(rawValue: text) else {
            let known = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "\(name) must be one of \(known), got \"\(text)\"")
        }
        return value
    }
}

/// Splits a command line into options and positionals by a table of option specs.
///
/// Accepts `--name value`, `--name=value`, aliases such as `-o value`, `--` to end options,
/// and a lone `-` as a positional (standard input or output). A word that reads as a negative
/// number (`-15`, `-0.5`, `-10,20`) is a positional too, as no option's name starts with a digit,
/// so `rotate CARD ELEMENT -15` means -15 degrees. An unknown option is refused with the known
/// name nearest it.
struct ArgumentParser {
    var options: [OptionSpec]
    /// The message for an option the table does not have, when there is a better one than
    /// "unknown option" (an option of another subcommand, say); `nil` for the usual one.
    var unknownOption: @Sendable (String) -> String? = { _ in nil }

    /// Whether a word is a number with a minus sign (or numbers with commas, as `-10,20`),
    /// rather than an option.
    static func isNegativeNumber(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let body = argument.dropFirst()
        guard let first = body.first, first.isASCII, first.isNumber || first == "." else { return false }
        return body.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
            Double(part.hasPrefix("-") ? String(part.dropFirst()) : String(part)) != nil
        }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || Self.isNegativeNumber(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name || $0.alias == name }) else {
                if let message = unknownOption(name) { throw UsageError(message: message) }
                let known = options.map(\.name) + [Tool.helpOption.name]
                throw UsageError(message: "unknown option \(name)" + Suggestion.clause(for: name, among: known))
            }
            guard spec.value != nil else {
                if inlineValue != nil { throw UsageError(message: "\(spec.name) takes no value") }
                parsed.flags.insert(spec.name)
                parsed.occurrences.append(ParsedArguments.Occurrence(name: spec.name, value: nil))
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "\(spec.name) needs a value")
            }
            parsed.values[spec.name] = value
            parsed.occurrences.append(ParsedArguments.Occurrence(name: spec.name, value: value))
        }
        return parsed
    }
}

extension Double {
    /// The number without a trailing ".0" when it is whole.
    var shortDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}

import Scribble

extension CardSubcommand {
    /// `scribble card check`: what is wrong in a store, and repairs.
    static let check = CardSubcommand(
        name: "check",
        summary: "Look for damage and leftovers in the store; --repair fixes what it safely can.",
        usage: "[CARD…] [--repair]",
        discussion: """
            Reports, one a line: broken things (a card.json that does not load — damaged, of an
            unknown version, naming files outside its folder —, a missing or unreadable image or
            drawing, a symbolic link), leftovers (files and folders that an interrupted command left
            behind; harmless, as the card is whole without them) and foreign files (not made by
            Scribble; left alone). Without CARD, the whole store is checked.

            --repair removes leftovers and links, renders a drawn element's lost image again from
            its drawing, keeps an element whose drawing is lost as a picture, and removes an element
            whose image is lost with nothing to render it from. A card.json that does not load is
            never touched. The exit status is 0 when nothing broken is left, 1 otherwise.
            """,
        options: [OptionSpec(name: "--repair", help: "Fix what can be fixed without guessing.")],
        run: { arguments, store in
            let ids = arguments.positionals.isEmpty ? nil : try arguments.positionals.map(store.resolveCard)
            let report = try store.check(ids, repair: arguments.has("--repair"))
            for finding in report.findings {
                Console.output("\(finding.severity.rawValue): \(finding)")
            }
            Console.output(CardCheckCommand.summary(of: report, repaired: arguments.has("--repair")))
            return report.isSound ? .success : .badInput
        })
}

enum CardCheckCommand {
    static func summary(of report: CardCheckReport, repaired: Bool) -> String {
        func count(_ severity: CardFinding.Severity) -> Int { report.findings.filter { $0.severity == severity }.count }
        let broken = count(.broken)
        let leftovers = count(.leftover)
        let foreign = count(.foreign)
        let unrepaired = report.findings.filter { $0.severity == .broken && $0.repair == nil }.count
        var parts: [String] = []
        if broken > 0 {
            parts.append(repaired ? "\(broken) broken, \(broken - unrepaired) repaired" : "\(broken) broken")
        }
        if leftovers > 0 {
            parts.append(
                "\(leftovers) leftover\(leftovers == 1 ? "" : "s")\(repaired ? " removed" : " (harmless; --repair removes them)")"
            )
        }
        if foreign > 0 { parts.append("\(foreign) foreign") }
        let cards = "\(report.cardsChecked) card\(report.cardsChecked == 1 ? "" : "s")"
        return "checked \(cards): " + (parts.isEmpty ? "nothing wrong" : parts.joined(separator: ", "))
    }
}

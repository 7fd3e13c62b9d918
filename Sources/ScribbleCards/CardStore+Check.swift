import Foundation
import ScribbleKit

extension CardStore {
    /// Looks through the store for leftovers, foreign files and damage, and repairs what can be
    /// repaired without guessing.
    ///
    /// Leftovers of interrupted operations are reported as harmless (``CardFinding/Severity/leftover``);
    /// the card they are in is whole. A repair:
    /// - removes leftovers (temporary files, unreferenced element files, `.new-` and `.trash-` folders);
    /// - removes symbolic links inside card folders (only the links);
    /// - renders a drawn element's missing or damaged PNG again from its drawing;
    /// - keeps an element whose drawing is missing or damaged as a plain picture;
    /// - records the real pixel size of a picture whose PNG is not the size `card.json` says;
    /// - removes an element whose image is gone and has no drawing to render it from.
    ///
    /// It never touches a card whose `card.json` does not load (damaged, of an unknown version,
    /// naming files that are not its own), nor files it did not make: those are reported only.
    /// - Parameters:
    ///   - ids: The cards to check, or `nil` for the whole store (and its own folder's entries).
    ///   - repair: Whether to repair.
    /// - Throws: ``CardError`` only when the store cannot be listed.
    public func check(_ ids: [UUID]? = nil, repair: Bool = false) throws(CardError) -> CardCheckReport {
        var report = CardCheckReport()
        let checked: [UUID]
        if let ids {
            checked = ids
        } else {
            try checkStoreEntries(into: &report, repair: repair)
            checked = try cardIDs()
        }
        for id in checked {
            report.cardsChecked += 1
            report.findings += checkCard(id, repair: repair)
        }
        return report
    }

    /// The folders `scribble serve` keeps in a store beside the cards: `recordings`, the drawing
    /// page's recordings and the drawings they replay to. They are the store's own, not foreign;
    /// the server looks after what is in them.
    public static let serverFolders: Set<String> = ["recordings"]

    /// The store's own entries: anything that is not a card folder or one of ``serverFolders``.
    private func checkStoreEntries(into report: inout CardCheckReport, repair: Bool) throws(CardError) {
        guard FileManager.default.fileExists(atPath: folder) else { return }
        let entries = try CardFolder.entries(of: folder)
        let lock = repair ? try CardFolder.Lock(folder, exclusive: true, followingLink: true) : nil
        defer { withExtendedLifetime(lock) {} }
        for entry in entries {
            let entryPath = folder + "/" + entry.name
            if entry.type == .folder, CardID.parseCanonical(entry.name) != nil { continue }
            if entry.type == .folder, Self.serverFolders.contains(entry.name) { continue }
            if entry.type == .symbolicLink {
                report.findings.append(
                    CardFinding(severity: .broken, path: entryPath, message: CardFolder.unsafeLink(entryPath).message))
            } else if entry.type == .folder,
                entry.name.hasPrefix(CardFolder.newCardPrefix) || entry.name.hasPrefix(CardFolder.trashPrefix)
            {
                let what =
                    entry.name.hasPrefix(CardFolder.newCardPrefix)
                    ? "a card that was being made" : "a card that was being deleted"
                var finding = CardFinding(
                    severity: .leftover, path: entryPath,
                    message: "\(entryPath): left over from \(what) when the tool was stopped")
                if repair, (try? CardFolder.removeTree(entryPath)) != nil { finding.repair = "removed" }
                report.findings.append(finding)
            } else {
                report.findings.append(
                    CardFinding(
                        severity: .foreign, path: entryPath,
                        message: "\(entryPath): not a card; Scribble leaves it alone"))
            }
        }
    }

    /// Checks one card, and repairs it when asked.
    private func checkCard(_ cardID: UUID, repair: Bool) -> [CardFinding] {
        let cardPath = path(of: cardID)
        if CardFolder.entryType(at: cardPath) == .symbolicLink {
            return [CardFinding(severity: .broken, path: cardPath, message: CardFolder.unsafeLink(cardPath).message)]
        }
        let lock: CardFolder.Lock
        var card: Card
        do {
            lock = try CardFolder.Lock(cardPath, exclusive: repair)
            card = try load(cardID)
        } catch {
            let path = error.kind == .notFound ? cardPath : cardFilePath(cardID)
            return [CardFinding(severity: .broken, path: path, message: error.message)]
        }
        defer { withExtendedLifetime(lock) {} }

        var findings: [CardFinding] = []
        let entries: [CardFolder.Entry]
        do {
            entries = try CardFolder.entries(of: cardPath)
        } catch {
            return [CardFinding(severity: .broken, path: cardPath, message: error.message)]
        }
        let referenced = Set(card.elements.flatMap(\.fileNames))
        var strayLinks: [Int] = []
        var leftovers: [Int] = []
        for entry in entries where entry.name != CardFolder.cardFileName && !referenced.contains(entry.name) {
            let entryPath = path(of: entry.name, in: cardID)
            if entry.type == .symbolicLink {
                strayLinks.append(findings.count)
                findings.append(
                    CardFinding(severity: .broken, path: entryPath, message: CardFolder.unsafeLink(entryPath).message))
            } else if Self.isLeftover(entry, referenced: referenced) {
                let what =
                    CardFolder.isTemporaryName(entry.name)
                    ? "a temporary file left by a write that was stopped"
                    : "left over from a change that was stopped: card.json does not reference it"
                leftovers.append(findings.count)
                findings.append(CardFinding(severity: .leftover, path: entryPath, message: "\(entryPath): \(what)"))
            } else {
                findings.append(
                    CardFinding(
                        severity: .foreign, path: entryPath,
                        message: "\(entryPath): not part of the card; Scribble leaves it alone"))
            }
        }

        var changed = false
        for element in card.elements {
            let inspection = inspect(element, in: card)
            findings += inspection.findings
            guard repair, inspection.needsRepair else { continue }
            let outcome = repairElement(element, inspection, in: &card)
            changed = true
            for index in findings.indices.suffix(inspection.findings.count) { findings[index].repair = outcome }
        }

        guard repair else { return findings }
        do {
            for index in strayLinks {
                try CardFolder.remove(findings[index].path)
                findings[index].repair = "removed the link"
            }
            if changed { try commit(&card) } else { try sweep(card) }
            for index in leftovers { findings[index].repair = "removed" }
        } catch {
            findings.append(
                CardFinding(severity: .broken, path: cardPath, message: "\(error.message) (while repairing)"))
        }
        return findings
    }

    /// What is wrong with one element's files.
    private struct Inspection {
        var findings: [CardFinding] = []
        /// The drawing, when the element is drawn and it reads.
        var drawing: Drawing?
        /// Whether the image is missing, unsafe or damaged.
        var imageIsBad = false
        /// The image's real pixel size, when it reads but is not the size the card records.
        var actualSize: (width: Int, height: Int)?
        /// Whether the drawing of a drawn element is missing, unsafe or damaged.
        var drawingIsBad = false
        /// The photo of an element made from one, when it reads.
        var photo: [UInt8]?
        /// Whether the photo of an element made from one is missing, unsafe or damaged.
        var photoIsBad = false

        var needsRepair: Bool { imageIsBad || actualSize != nil || drawingIsBad || photoIsBad }
    }

    private func inspect(_ element: CardElement, in card: Card) -> Inspection {
        var inspection = Inspection()
        do {
            let image = try image(of: element, in: card.id)
            if image.width != element.image.pixelWidth || image.height != element.image.pixelHeight {
                inspection.actualSize = (image.width, image.height)
                let file = path(of: element.imageFileName, in: card.id)
                inspection.findings.append(
                    CardFinding(
                        severity: .broken, path: file,
                        message:
                            "\(file): the image is \(image.width)×\(image.height) pixels, but card.json says \(element.image.pixelWidth)×\(element.image.pixelHeight)"
                    ))
            }
        } catch {
            inspection.imageIsBad = true
            inspection.findings.append(
                CardFinding(
                    severity: .broken, path: path(of: element.imageFileName, in: card.id), message: error.message))
        }
        if let name = element.photoFileName {
            let file = path(of: name, in: card.id)
            do {
                let bytes = try CardFolder.read(file, limit: limits.imageFileBytes, what: "photo")
                _ = try ImageAttachment.photo(jpeg: bytes, maximumPixels: limits.imagePixels)
                inspection.photo = bytes
            } catch {
                inspection.photoIsBad = true
                inspection.findings.append(
                    CardFinding(severity: .broken, path: file, message: "\(file): \(error.message)"))
            }
        }
        if let name = element.drawingFileName {
            do {
                inspection.drawing = try drawing(of: element, in: card.id)
            } catch {
                inspection.drawingIsBad = true
                inspection.findings.append(
                    CardFinding(severity: .broken, path: path(of: name, in: card.id), message: error.message))
            }
        }
        return inspection
    }

    /// Repairs one element's files or its record in the card, without guessing.
    /// - Returns: What was done, for every finding about the element.
    private func repairElement(_ element: CardElement, _ inspection: Inspection, in card: inout Card) -> String {
        if let drawing = inspection.drawing, let area = element.image.drawingArea,
            inspection.imageIsBad || inspection.actualSize != nil
        {
            do {
                let rendered = try ImageAttachment.renderAgain(
                    drawing, area: area, pixelWidth: element.image.pixelWidth, pixelHeight: element.image.pixelHeight)
                try CardFolder.write(rendered.png, to: path(of: element.imageFileName, in: card.id))
                try card.replaceImage(of: element.id, with: rendered.image)
                return "rendered the image again from its drawing"
            } catch {
                return remove(element, from: &card, because: "its image could not be rendered again (\(error.message))")
            }
        }
        if let photo = inspection.photo, inspection.imageIsBad || inspection.actualSize != nil {
            do {
                let made = try ImageAttachment.photo(jpeg: photo, maximumPixels: limits.imagePixels)
                try CardFolder.write(made.png, to: path(of: element.imageFileName, in: card.id))
                try card.replaceImage(of: element.id, with: made.image)
                return "made the image again from its photo"
            } catch {
                return remove(
                    element, from: &card, because: "its image could not be made again from its photo (\(error.message))"
                )
            }
        }
        if inspection.imageIsBad {
            return remove(
                element, from: &card, because: "its image is lost and there is no drawing or photo to make it from")
        }
        var image = element.image
        var actions: [String] = []
        if let size = inspection.actualSize {
            image.pixelWidth = size.width
            image.pixelHeight = size.height
            actions.append("card.json now records the image's real size")
        }
        if inspection.drawingIsBad {
            image.source = .picture
            actions.append("the element keeps its image as a picture, without the drawing")
        }
        if inspection.photoIsBad {
            image.source = .picture
            actions.append("the element keeps its image as a picture, without the photo")
        }
        do {
            try card.replaceImage(of: element.id, with: image)
        } catch {
            return remove(element, from: &card, because: error.message)
        }
        return actions.joined(separator: "; ")
    }

    private func remove(_ element: CardElement, from card: inout Card, because reason: String) -> String {
        _ = try? card.removeElement(element.id)
        return "removed element \(CardID.string(element.id)) from the card: \(reason)"
    }
}

import Foundation
import ScribbleCards
import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

@Suite struct CardJSONTests {
    static let cardID = "6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10"
    static let elementID = "0d9b5c3e-1111-4c4e-9a43-5d2f0e3b7a10"

    /// A card.json with one element; the element's image file is on line 6.
    static func document(version: String = "1", imageFile: String = "\(elementID).png", extra: String = "") -> String {
        """
        { "format": "scribble-card", "version": \(version),
          "id": "\(cardID)",
          "size": { "width": 1300, "height": 2000 }, "background": "#fafafa",
          "elements": [
            { "id": "\(elementID)", "kind": "image", "transform": { "offset": { "x": -10, "y": 20 }, "size": { "width": 250, "height": 100 }, "rotation": 15 },
              "image": { "file": "\(imageFile)", "width": 500, "height": 200 }\(extra) } ] }
        """
    }

    func decodingError(_ text: String) -> FormatError? {
        do {
            _ = try Card(decodingJSON: Array(text.utf8), file: "card.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aCardReadsBackEqual() throws {
        var card = try Card(size: Size(width: 1080.5, height: 1920), background: Color(parsing: "#10203040")!)
        try card.add(
            CardElement(
                transform: ElementTransform(
                    offset: Vector(dx: -0.1, dy: 1e-7), size: Size(width: 250, height: 93.75), rotation: -33.3),
                image: ElementImage(
                    pixelWidth: 1332, pixelHeight: 500,
                    source: .drawing(area: Rect(x: 40.25, y: -12, width: 666, height: 250)))))
        try card.add(
            CardElement(
                transform: ElementTransform(size: Size(width: 10, height: 10)),
                image: ElementImage(pixelWidth: 1, pixelHeight: 1)))
        let decoded = try Card(decodingJSON: card.jsonEncoded())
        #expect(decoded == card)
    }

    @Test func theDocumentSaysWhatItIs() throws {
        let card = try Card(decodingJSON: Array(Self.document().utf8))
        #expect(CardID.string(card.id) == Self.cardID)
        #expect(card.background.hexString == "#fafafa")
        #expect(card.elements.first?.transform.rotation == 15)
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self)
        #expect(text.hasPrefix("{ \"format\": \"scribble-card\", \"version\": 2,\n  \"id\": \"\(Self.cardID)\""))
    }

    @Test func aFileNameThatLeadsOutOfTheFolderIsRefused() {
        let error = decodingError(Self.document(imageFile: "../../etc/passwd"))
        #expect(
            error?.description
                == "card.json:6:26: elements[0].image.file: \"../../etc/passwd\" leads out of the card's folder; an element's files are in the card's own folder, named after the element's id"
        )
    }

    @Test(arguments: [
        (
            "/etc/passwd",
            "\"/etc/passwd\" is an absolute path; an element's files are in the card's own folder, named after the element's id"
        ),
        (
            "sub/x.png",
            "\"sub/x.png\" is a path into another folder; an element's files are in the card's own folder, named after the element's id"
        ),
        (
            ".hidden.png",
            "\".hidden.png\" is a hidden name; an element's files are in the card's own folder, named after the element's id"
        ),
        ("x.jpg", "\"x.jpg\" does not end in \".png\""),
    ])
    func fileNamesMustBePlainNamesInTheFolder(name: String, message: String) {
        #expect(decodingError(Self.document(imageFile: name))?.message == message)
    }

    @Test func aPhotoElementKeepsItsOriginalNamedAfterIt() throws {
        var card = try Card(size: Size(width: 1300, height: 2000), background: .white)
        try card.add(
            CardElement(
                transform: ElementTransform(size: Size(width: 250, height: 500)),
                image: ElementImage(pixelWidth: 8, pixelHeight: 16, source: .photo)))
        let text = String(decoding: card.jsonEncoded(), as: UTF8.self)
        let element = try #require(card.elements.first)
        #expect(element.fileNames == ["\(CardID.string(element.id)).png", "\(CardID.string(element.id)).jpg"])
        #expect(text.contains("\"original\": \"\(CardID.string(element.id)).jpg\""))
        #expect(try Card(decodingJSON: card.jsonEncoded()) == card)
        let wrong = Self.document().replacingOccurrences(
            of: "\"height\": 200 }", with: "\"height\": 200, \"original\": \"photo.jpg\" }")
        #expect(
            decodingError(wrong)?.description
                == "card.json:5:5: elements[0]: the photo file \"photo.jpg\" is not named after the element's id; it must be \"\(Self.elementID).jpg\""
        )
        let notJPEG = Self.document().replacingOccurrences(
            of: "\"height\": 200 }", with: "\"height\": 200, \"original\": \"\(Self.elementID).png\" }")
        #expect(decodingError(notJPEG)?.message == "\"\(Self.elementID).png\" does not end in \".jpg\"")
    }

    @Test func aFileNameMustBeTheElementsOwn() {
        let error = decodingError(Self.document(imageFile: "photo.png"))
        #expect(
            error?.description
                == "card.json:5:5: elements[0]: the image file \"photo.png\" is not named after the element's id; it must be \"\(Self.elementID).png\""
        )
    }

    @Test func anUnknownVersionIsRefused() {
        let error = decodingError(Self.document(version: "3"))
        #expect(
            error?.description
                == "card.json:1:41: version: version 3 is not supported; this reader knows versions 1 to 2")
    }

    @Test func aTruncatedDocumentIsRefused() {
        let text = Self.document()
        let error = decodingError(String(text.prefix(text.count / 2)))
        #expect(error?.message.hasPrefix("expected") == true)
        #expect(error?.line == 5)
        #expect(decodingError("")?.description == "card.json:1:1: expected an object, found the end of the file")
    }

    @Test func otherDocumentsAreNotCards() {
        let error = decodingError(
            #"{ "format": "scribble-drawing", "version": 1, "canvas": { "width": 1, "height": 1 }, "strokes": [] }"#)
        #expect(
            error?.description
                == "card.json:1:13: format: expected \"scribble-card\", found \"scribble-drawing\"; this is not a card")
        #expect(
            decodingError(#"{ "version": 1 }"#)?.description
                == "card.json:1:1: missing key \"format\", which must be \"scribble-card\"")
    }

    @Test func idsMustBeUUIDs() {
        let text = Self.document().replacingOccurrences(of: Self.elementID + "\", \"kind\"", with: "../x\", \"kind\"")
        #expect(
            decodingError(text)?.message
                == "\"../x\" is not an id: ids are UUIDs in lowercase, such as \"6f1c2a9e-0b7d-4c4e-9a43-5d2f0e3b7a10\""
        )
    }

    @Test func elementKindsAreKnownByName() {
        let text = Self.document().replacingOccurrences(of: "\"kind\": \"image\"", with: "\"kind\": \"text\"")
        #expect(decodingError(text)?.message == "unknown element kind \"text\"; known element kinds: image")
    }

    @Test func anElementIdGivenTwiceIsRefused() throws {
        let text = Self.document().replacingOccurrences(
            of: "} } ] }", with: "} },\n" + Self.document().components(separatedBy: "\"elements\": [\n")[1])
        let error = decodingError(text)
        #expect(error?.message == "the card already has an element \(Self.elementID)")
        #expect(error?.path == "elements[1]")
    }

    @Test func theNumberOfElementsIsLimited() throws {
        var card = try Card()
        for _ in 0..<3 {
            try card.add(
                CardElement(
                    transform: ElementTransform(size: Size(width: 1, height: 1)),
                    image: ElementImage(pixelWidth: 1, pixelHeight: 1)))
        }
        let error = #expect(throws: FormatError.self) { try Card(decodingJSON: card.jsonEncoded(), maximumElements: 2) }
        #expect(error?.message == "a card holds at most 2 elements")
        #expect(error?.path == "elements[2]")
    }

    @Test func sizesMustBePositive() {
        let text = Self.document().replacingOccurrences(of: "\"width\": 250", with: "\"width\": -250")
        #expect(decodingError(text)?.message == "an element's width must be above 0 and at most 100000, found -250")
        let pixels = Self.document().replacingOccurrences(of: "\"width\": 500", with: "\"width\": 40000")
        #expect(decodingError(pixels)?.message == "an image's width must be 1 to 32767 pixels, found 40000")
    }
}

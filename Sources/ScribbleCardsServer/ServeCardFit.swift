import Scribble

extension ServeCards {
    /// The width an element added to `card` is given when `width` is asked: at most the card's
    /// width, and narrower where its picture would be taller than the card, so that a dropped
    /// drawing or picture is never larger than the card it lands on.
    static func fittedWidth(_ width: Double, _ attachment: ImageAttachment, _ card: Card) -> Double {
        let aspect = attachment.image.aspectRatio
        guard aspect.isFinite, aspect > 0 else { return min(width, card.size.width) }
        return max(1, min(width, card.size.width, card.size.height * aspect))
    }
}

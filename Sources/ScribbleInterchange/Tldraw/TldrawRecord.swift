/// A tldraw record, with the keys the reader needs.
struct TldrawRecord {
    var id = ""
    var typeName = ""
    var type = ""
    var parentId = ""
    var index = ""
    var name: String?
    var x = 0.0
    var y = 0.0
    var rotation = 0.0
    var opacity = 1.0
    var color = "black"
    var size = "m"
    var dash = "draw"
    var isPen = false
    var scale = 1.0
    var scaleX = 1.0
    var scaleY = 1.0
    var segments: [[TldrawPathDecoder.Vector]] = []
}

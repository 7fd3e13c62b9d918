import Foundation
import Scribble

/// The options of `scribble render` for batches: how many drawings render at once, whether
/// folders are read with their subfolders, and a fixed image size for data sets.
enum BatchArguments {
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "--jobs", value: "N",
            help: "How many drawings render at once (default: one per core, \(activeCores) here)."),
        OptionSpec(name: "--recursive", help: "Read the files in the subfolders of a folder INPUT too."),
        OptionSpec(
            name: "--size", value: "WxH",
            help: "Fit each drawing's ink, centred, into an image of exactly W×H pixels (256x256)."),
        BatchReport.verboseOption,
    ]

    /// The cores this process may run on, at least one: asked of the system once, since the
    /// answer reads the control group's files.
    static let activeCores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The most drawings `--jobs` lets render at once.
    static let maximumJobs = 256

    /// How many drawings render at once: `--jobs`, else one per active core.
    /// - Throws: `UsageError` for a value that is not a whole number from 1 to ``maximumJobs``.
    static func jobs(_ arguments: ParsedArguments) throws(UsageError) -> Int {
        guard let text = arguments.value("--jobs") else { return activeCores }
        guard let jobs = Int(text), (1...maximumJobs).contains(jobs) else {
            throw UsageError(message: "--jobs expects a whole number from 1 to \(maximumJobs), got \"\(text)\"")
        }
        return jobs
    }

    /// Applies `--size` to the render options: every image exactly that many pixels, the ink
    /// (or with `--fit canvas`, the canvas) fitted into it, with `--padding` as the margin in
    /// pixels (default 1/32 of the smaller side).
    /// - Throws: `UsageError` for a size that is not `WxH` within Cairo's limits, a margin that
    ///   leaves no room, `--scale` given too (the size sets the scale), or SVG output.
    static func applySize(_ arguments: ParsedArguments, to options: inout Renderer.Options, format: Renderer.Format)
        throws(UsageError)
    {
        guard let text = arguments.value("--size") else { return }
        guard var size = FixedImageSize(parsing: text), size.width >= 1, size.height >= 1,
            size.width <= 32767, size.height <= 32767
        else {
            throw UsageError(
                message: "--size expects WIDTHxHEIGHT in pixels, each 1 to 32767, such as 256x256, got \"\(text)\"")
        }
        guard arguments.value("--scale") == nil else {
            throw UsageError(message: "--size sets the scale of each drawing; leave out --scale")
        }
        guard format != .svg else {
            throw UsageError(message: "--size applies to PNG and PDF output; an SVG scales to any size")
        }
        if let padding = try arguments.number("--padding", in: 0...10_000) {
            guard 2 * padding < Double(min(size.width, size.height)) else {
                throw UsageError(
                    message:
                        "--padding \(padding.shortDescription) leaves no room for ink in \(size.width)×\(size.height) pixels"
                )
            }
            size.margin = padding
        }
        if arguments.value("--fit") == nil { options.fit = .bounds }
        options.size = size
    }
}

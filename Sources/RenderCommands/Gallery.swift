import ArgumentParser
import CairoRenderer
import LayoutSpec
import SafeIO
import SpecFiles

/// `render gallery`: a Markdown page showing every spec of a folder as its diagram, next to the
/// spec and the exact command that draws that diagram. The project's Docs/Gallery.md is this
/// command's output (`make gallery`); a test checks that it is up to date.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a Markdown gallery of a folder of specs and their diagrams.",
        discussion: """
            Every spec SPECS/NAME.json (or .yaml, .yml) is shown as IMAGES/NAME.png (linked to IMAGES/NAME.svg), grouped by layout kind in the order of `render --list-layouts`, with its spec and the command that draws the PNG byte for byte (`--compression small`, the compression of snapshot baselines). Image links are relative to the output file. The images are not drawn here; draw them with `render SPECS --out-dir IMAGES --format png,svg --compression small`.

            Example (the project's own gallery):
              render gallery Fixtures --images Snapshots -o Docs/Gallery.md
            """
    )

    @Argument(help: ArgumentHelp("The folder of specs (*.json, *.yaml, *.yml).", valueName: "specs"))
    var specs: String

    @Option(help: ArgumentHelp("The folder holding NAME.png and NAME.svg for every spec.", valueName: "dir"))
    var images: String

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Write the page to this file. Default: standard output.", valueName: "path"))
    var output: String?

    @Flag(help: "Write nothing; exit 1 if the output file differs from the page this command would write.")
    var check = false

    func validate() throws {
        if check && output == nil { throw ValidationError("--check needs the page's path (-o FILE) to compare with.") }
    }

    func run() throws {
        let files: [String]
        do { files = try SpecLoader.specs(in: specs) } catch { throw CLIError(error) }
        // A page of no specs is a wrong folder, as for `render check` and a batch.
        if files.isEmpty {
            throw CLIError.cannotRead(
                path: specs, reason: "no specs there (\(SpecLoader.filePatterns)); give the folder of specs")
        }
        let paths = files.map { GalleryPage.join(specs, $0) }
        if let output, !check, let clash = SameFile.firstClash(inputs: paths, outputs: [output]) {
            throw ValidationError(
                "-o \(clash.output) is the spec \(clash.input); writing the page would replace it. Write the page elsewhere (-o Docs/Gallery.md)."
            )
        }
        if let output, !check {
            try Files.refuseReplacingSpecs(outputs: [output], fix: "Write the page elsewhere (-o Docs/Gallery.md).")
        }
        // The images' folder first: else every image would be "missing", with a fix that fails.
        if let file = FileSystem.firstNonFolder(onPathTo: images) {
            throw CLIError.cannotRead(
                path: images,
                reason:
                    "\(file) is not a folder; give --images the folder that holds NAME.png and NAME.svg for every spec")
        }
        if !Files.exists(images) {
            throw CLIError.cannotRead(
                path: images,
                reason: "no such folder; make it, and draw every spec into it as NAME.png and NAME.svg ("
                    + ShellWord.command(["render", "SPEC", ShellWord.path(GalleryPage.join(images, "NAME.png"))]) + ")")
        }
        if let same = SpecLoader.firstSameName(paths) {
            throw ValidationError(
                "\(same.first) and \(same.second) are both named \(same.name)\(SpecLoader.caseNote(of: same)); the gallery would show \(GalleryPage.join(images, same.name)).png for both. Rename one."
            )
        }
        var entries: [GalleryPage.Entry] = []
        for (file, path) in zip(files, paths) {
            let name = SpecLoader.name(of: file)
            let text = try Files.readText(path)
            let document: SpecDocument
            let parsed: ParsedSpec
            do { parsed = try SpecLoader.parse(Array(text.utf8), path: path) } catch { throw CLIError(error) }
            do { document = try SpecDocument(value: parsed.value) } catch { throw CLIError(parsed.invalid(error)) }
            for ext in ["png", "svg"] where !Files.exists(GalleryPage.join(images, "\(name).\(ext)")) {
                let image = GalleryPage.join(images, "\(name).\(ext)")
                throw CLIError.cannotRead(
                    path: image,
                    reason: "the gallery shows it; draw it first with "
                        + ShellWord.command(["render", ShellWord.path(path), ShellWord.path(image)]))
            }
            entries.append(GalleryPage.Entry(name: name, kind: document.kind.name, specText: text, file: file))
        }
        let page = GalleryPage.markdown(
            entries, specDirectory: specs, imageDirectory: images,
            linkBase: output.map { GalleryPage.directory(of: $0) } ?? ".")
        guard let output else { return try Output.standardOutput(page) }
        if check {
            let exists = Files.exists(output)
            let current = exists ? try Files.readText(output) : ""
            if current != page {
                let command = ShellWord.command([
                    "render", "gallery", ShellWord.path(specs), "--images", ShellWord.path(images), "-o",
                    ShellWord.path(output),
                ])
                let state = exists ? "is out of date" : "does not exist"
                Output.standardError(Output.printable("\(output) \(state); run: \(command)") + "\n")
                throw ExitCode(1)
            }
            return
        }
        try Files.writeAtomically(Array(page.utf8), to: output)
    }
}

/// The gallery page, built as a string: pure.
enum GalleryPage {
    struct Entry {
        var name: String
        var kind: String
        var specText: String
        /// The spec's file name in its folder (`NAME.json`, `NAME.yaml`).
        var file: String

        /// The code block's language: `yaml` for a YAML spec, else `json`.
        var language: String { YAMLSpec.isYAML(file) ? "yaml" : "json" }
    }

    /// The page for `entries`; links are relative to `linkBase` (the output file's folder), commands
    /// use `specDirectory` and `imageDirectory` as given (run from the current folder). Names and
    /// folders are escaped for where they go (`MarkdownText`, `XMLText`, `ShellWord`): a file name
    /// can add no markup, no HTML and no command to the page.
    static func markdown(_ entries: [Entry], specDirectory: String, imageDirectory: String, linkBase: String)
        -> String
    {
        let specLink = relativePath(from: linkBase, to: specDirectory)
        let imageLink = relativePath(from: linkBase, to: imageDirectory)
        let generator = ShellWord.command([
            "render", "gallery", ShellWord.path(specDirectory), "--images", ShellWord.path(imageDirectory),
        ])
        let all = ShellWord.command([
            "render", ShellWord.path(specDirectory), "--out-dir", ShellWord.path(imageDirectory), "--format", "png,svg",
            "--compression", "small",
        ])
        var out: [String] = [
            "# Gallery",
            "",
            "<!-- Generated by `\(XMLText.commentText(generator))` (make gallery); do not edit. -->",
            "",
            "Every spec of \(MarkdownText.code(specDirectory + "/")), drawn as its diagram "
                + "\(MarkdownText.code(imageDirectory + "/NAME.png")), next to the spec. "
                + "Each command below, run from the package root, writes that PNG byte for byte "
                + "(`--compression small` is libpng's compression, the one snapshot baselines use; "
                + "`render`'s default `fast` draws the same pixels as other bytes). Drop `--compression small` "
                + "and name the output `.svg` for the SVG. All of them at once, in one process on all cores: "
                + "\(MarkdownText.code(all)).",
            "",
        ]
        let order = LayoutKinds.all.map(\.name)
        var kinds = order.filter { k in entries.contains { $0.kind == k } }
        kinds += Set(entries.map(\.kind)).subtracting(order).sorted()
        out.append(kinds.map { "[`\($0)`](#\($0))" }.joined(separator: " · "))
        out.append("")
        for kind in kinds {
            out.append("## \(kind)")
            out.append("")
            for e in entries where e.kind == kind {
                let spec = MarkdownText.linkTarget(join(specLink, e.file))
                let png = XMLText.escaped(MarkdownText.linkTarget(join(imageLink, "\(e.name).png")))
                let svg = MarkdownText.linkTarget(join(imageLink, "\(e.name).svg"))
                let draw = ShellWord.command([
                    "render", ShellWord.path(join(specDirectory, e.file)),
                    ShellWord.path(join(imageDirectory, "\(e.name).png")),
                    "--compression", "small",
                ])
                out.append("### \(MarkdownText.escaped(e.name))")
                out.append("")
                out.append("[spec](\(spec)) · [SVG](\(svg))")
                out.append("")
                out.append(
                    "<img src=\"\(png)\" alt=\"\(XMLText.escaped(e.name, newlineReferences: true))\" width=\"360\">")
                out.append("")
                out.append("```sh")
                out.append(draw)
                out.append("```")
                out.append("")
                out.append("<details><summary>spec</summary>")
                out.append("")
                let specText = trimmingTrailingNewlines(e.specText)
                let fence = MarkdownText.fence(for: specText)
                out.append(fence + e.language)
                out.append(specText)
                out.append(fence)
                out.append("")
                out.append("</details>")
                out.append("")
            }
        }
        return out.joined(separator: "\n")
    }

    static func trimmingTrailingNewlines(_ s: String) -> String {
        var s = Substring(s)
        while s.last == "\n" || s.last == "\r" { s = s.dropLast() }
        return String(s)
    }

    static func join(_ dir: String, _ name: String) -> String {
        if dir.isEmpty || dir == "." { return name }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// The folder of `file` (`.` for a bare name).
    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let dir = String(file[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// `target` as seen from `base`, each relative to the current folder or absolute, with `.`
    /// and `..` resolved by name (`SameFile.normalised`): `relativePath(from: "Docs", to:
    /// "Snapshots")` is `../Snapshots`, and so is it from `/repo/Docs` or `Docs/../Docs` (an
    /// absolute `-o` linked to `specs/` as if beside it, `..` counted as a folder).
    static func relativePath(from base: String, to target: String) -> String {
        func parts(_ p: String) -> [Substring] { SameFile.normalised(p).split(separator: "/") }
        let b = parts(base)
        let t = parts(target)
        var common = 0
        while common < b.count, common < t.count, b[common] == t[common] { common += 1 }
        let up = Array(repeating: "..", count: b.count - common)
        let rest = t[common...].map(String.init)
        let joined = (up + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}

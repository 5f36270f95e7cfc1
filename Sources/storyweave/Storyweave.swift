import ArgumentParser

/// The `storyweave` command line: one subcommand per file in this folder.
@main
struct Storyweave: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyweave",
        abstract: "Interface Builder in the browser, for teams: server and document tools.",
        subcommands: [
            // Each subcommand lives in its own file (ServeCommand.swift, FormatCommand.swift, ...).
            FormatCommand.self,
            ServeCommand.self,
            MigrateDataCommand.self,
            LintCommand.self,
            CompileCommand.self,
            ExportCommand.self,
            StringsCommand.self,
            InfoCommand.self,
            ClassesCommand.self,
            LayoutCommand.self,
        ]
    )
}

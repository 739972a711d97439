import ArgumentParser

// The whole program: parse the arguments, run, map the outcome to an exit code (RenderCommand.swift).
RenderRoot.main()

package jopt.ir.asm;

/** A position in the parsed text (1-based line and column), used to report errors. */
public record SourceLoc(int line, int column) {}

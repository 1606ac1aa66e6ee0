package jopt.ir.ods;

/** One successor (or variadic successor group) of an op. */
public record SuccessorDef(String name, boolean variadic) {}

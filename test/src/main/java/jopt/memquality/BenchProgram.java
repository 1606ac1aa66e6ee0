package jopt.memquality;

import java.util.List;

/**
 * A program of the comparison: a name (the corpus file, or {@code gen-SEED-I} for a generated
 * one), its MLIR text without deallocations, the arguments of its {@code @main} (interpreter
 * values: Longs for integers, Doubles for floats) and whether it was written or generated.
 */
public record BenchProgram(String name, String text, List<Object> args, boolean generated) {}

package jopt.dialects.onnx;

/**
 * The elements of an op's (single) result when what is known of its operands determines them:
 * constants, and integer expressions of sizes known at run time ({@code Shape}, {@code Gather},
 * {@code Concat} of shapes). Returns null when they are not known; may throw
 * ArithmeticException or IndexOutOfBoundsException on values it cannot compute (then not known).
 * Named in the op's row of the op table ({@code fold=...}); see {@link OnnxRules}.
 */
@FunctionalInterface
public interface Folder {
  Known fold(OnnxNode n);
}

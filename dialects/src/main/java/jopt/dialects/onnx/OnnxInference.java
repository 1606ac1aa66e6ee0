package jopt.dialects.onnx;

import java.util.List;

/**
 * Runs an op's shape rule and folder, as its row of the op table names them: what is known of
 * its results from what is known of its operands. The importer calls it for each node, the
 * lowering (through {@link ValueFacts}) for each op; the one place an op's shapes are inferred.
 */
public final class OnnxInference {
  private OnnxInference() {}

  /** The largest result folded, unless a splat: shape arithmetic, not data. */
  public static final int MAX_ELEMENTS = 4096;

  /**
   * The facts of the results of an op of schema {@code s}; an entry is null where nothing is
   * known. Shapes that cannot be throw {@link ShapeError} (sizes that overflow too).
   */
  public static Facts[] infer(OnnxSchemas.Schema s, List<Facts> operands, OnnxAttrs attrs, int numResults,
      List<List<Facts>> yields, Leaves leaves) {
    OnnxNode n = new OnnxNode(s, operands, attrs, numResults, yields, leaves);
    if (s.shapeName() != null) {
      try {
        OnnxRules.shapeRule(s.shapeName()).infer(n);
      } catch (ArithmeticException e) {
        throw new ShapeError("its dimension sizes overflow");
      } catch (OnnxAttrs.MissingAttribute e) {
        // The op's verifier reports it; nothing is known of the results.
        return new Facts[numResults];
      }
    }
    Facts[] r = new Facts[numResults];
    for (int i = 0; i < numResults; i++) {
      r[i] = n.result(i);
    }
    if (s.folderName() != null && numResults == 1 && r[0] != null && r[0].isTensor() && r[0].value() == null
        && r[0].isStatic() && Known.supports(r[0].element())) {
      Known k = fold(n, s, r[0]);
      if (k != null) {
        r[0] = r[0].withValue(k);
      }
    }
    if ("split".equals(s.shapeName()) && numResults > 1) {
      foldSplit(n, r);
    }
    return r;
  }

  /** A Split of a known value: each static result part gets its elements (multi-result, no folder row). */
  private static void foldSplit(OnnxNode n, Facts[] r) {
    try {
      Known[] parts = Folders.splitParts(n, r);
      for (int i = 0; i < r.length; i++) {
        if (parts[i] != null && r[i].value() == null && Known.supports(r[i].element())
            && java.util.Arrays.equals(parts[i].shape(), Dims.values(r[i].dims()))) {
          r[i] = r[i].withValue(parts[i]);
        }
      }
    } catch (ArithmeticException | IndexOutOfBoundsException | IllegalArgumentException | IllegalStateException
        | ShapeError | OnnxAttrs.MissingAttribute e) {
      // Not known.
    }
  }

  private static Known fold(OnnxNode n, OnnxSchemas.Schema s, Facts result) {
    try {
      long count = Known.count(Dims.values(result.dims()));
      if (count > MAX_ELEMENTS && !OnnxRules.foldsSplats(s)) {
        return null;
      }
      Known k = OnnxRules.folder(s.folderName()).fold(n);
      return k != null && java.util.Arrays.equals(k.shape(), Dims.values(result.dims())) ? k : null;
    } catch (ArithmeticException | IndexOutOfBoundsException | IllegalArgumentException | IllegalStateException
        | ShapeError | OnnxAttrs.MissingAttribute e) {
      // Division by zero, an index out of range, an expression where a constant is needed: not known.
      return null;
    }
  }
}

package jopt.dialects.onnx;

/**
 * Where the values known only at run time come from, as the caller of a rule names them: a
 * dimension of a result that the rule cannot express from its operands (a Reshape to a shape
 * computed from data, NonZero's count), or an element of a result's value.
 */
public interface Leaves {
  /** Dimension {@code d} of result {@code result}. */
  SymInt dim(int result, int d);

  /** Element {@code k} of result {@code result} (an integer tensor). */
  SymInt element(int result, int k);

  /** Leaves named by a counter: distinct from each other and from any other family's. */
  static Leaves counting(String prefix) {
    int[] next = {0};
    return new Leaves() {
      @Override
      public SymInt dim(int result, int d) {
        return SymInt.of(Atom.Leaf.dim(prefix + next[0]++, null));
      }

      @Override
      public SymInt element(int result, int k) {
        return SymInt.of(Atom.Leaf.any(prefix + next[0]++, null));
      }
    };
  }
}

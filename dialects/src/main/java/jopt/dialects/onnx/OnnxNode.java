package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Type;

/**
 * One onnx op as its shape rule and folder see it: its schema, what is known of its operands,
 * its attributes (with the schema's defaults) and regions' results, and the facts of its results
 * the rule sets. Element types follow the schema's type variables unless the rule sets them.
 */
public final class OnnxNode {
  private final OnnxSchemas.Schema schema;
  private final List<Facts> operands;
  private final OnnxAttrs attrs;
  private final Facts[] results;
  private final List<List<Facts>> yields;
  private final Leaves leaves;

  public OnnxNode(OnnxSchemas.Schema schema, List<Facts> operands, OnnxAttrs attrs, int numResults,
      List<List<Facts>> yields, Leaves leaves) {
    this.schema = schema;
    this.operands = List.copyOf(operands);
    this.attrs = attrs;
    this.results = new Facts[numResults];
    this.yields = yields == null ? List.of() : yields;
    this.leaves = leaves;
  }

  public OnnxSchemas.Schema schema() {
    return schema;
  }

  /** The ONNX op ({@code Clip} for {@code ClipV6}). */
  public String op() {
    return schema.onnxOp();
  }

  public OnnxAttrs attrs() {
    return attrs;
  }

  public int numOperands() {
    return operands.size();
  }

  /** Operand {@code i}'s facts; {@link Facts#NONE} beyond the operands. */
  public Facts in(int i) {
    return i < operands.size() ? operands.get(i) : Facts.NONE;
  }

  public List<Facts> operands() {
    return operands;
  }

  /** Whether optional operand {@code i} is absent. */
  public boolean absent(int i) {
    return in(i).isNone();
  }

  public int numResults() {
    return results.length;
  }

  /** The facts of the results each region yields (If: then, else; Loop and Scan: the body). */
  public List<List<Facts>> yields() {
    return yields;
  }

  // ---- what is known of operands' values

  /** The elements of operand {@code i} when all are known constants, else null. */
  public long[] constInts(int i) {
    Known k = in(i).value();
    if (k == null || k.isFloat() || !k.isConstant()) {
      return null;
    }
    long[] r = new long[k.size()];
    for (int j = 0; j < r.length; j++) {
      r[j] = k.l(j);
    }
    return r;
  }

  /** The elements of integer operand {@code i} as known (constants or expressions), else null. */
  public List<SymInt> symInts(int i) {
    Known k = in(i).value();
    return k == null || k.isFloat() ? null : k.syms();
  }

  /** The elements of float operand {@code i}, else null. */
  public double[] constFloats(int i) {
    Known k = in(i).value();
    if (k == null || !k.isFloat()) {
      return null;
    }
    double[] r = new double[k.size()];
    for (int j = 0; j < r.length; j++) {
      r[j] = k.d(j);
    }
    return r;
  }

  // ---- results

  public Facts result(int i) {
    return results[i];
  }

  public void set(int i, Facts f) {
    if (i < results.length) {
      results[i] = f;
    }
  }

  /** Result {@code i} of the schema's element type and {@code dims} (null: unranked). */
  public void setShape(int i, List<SymInt> dims) {
    setShape(i, dims, resultElement(i));
  }

  public void setShape(int i, List<SymInt> dims, Type element) {
    if (i < results.length && element != null) {
      results[i] = Facts.tensor(element, dims);
    }
  }

  /** A dimension of result {@code i} known only at run time. */
  public SymInt unknownDim(int i, int d) {
    return leaves.dim(i, d);
  }

  /** {@code rank} dimensions of result {@code i}, each known only at run time. */
  public List<SymInt> unknownDims(int i, int rank) {
    List<SymInt> r = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      r.add(unknownDim(i, d));
    }
    return r;
  }

  /** Element {@code k} of result {@code i}'s value, known only at run time. */
  public SymInt unknownElement(int i, int k) {
    return leaves.element(i, k);
  }

  /**
   * The element type of result {@code i} by the schema: the one type its output allows, else
   * the type of the first present input of the same type variable; null when neither says.
   */
  public Type resultElement(int i) {
    List<OnnxSchemas.Value> outs = schema.outputs();
    if (outs.isEmpty()) {
      return null;
    }
    OnnxSchemas.Value v = outs.get(Math.min(i, outs.size() - 1));
    List<String> allowed = schema.allowed(v);
    if (allowed.size() == 1) {
      Type t = ElementTypes.fromToken(allowed.get(0));
      if (t != null) {
        return t;
      }
    }
    List<OnnxSchemas.Value> ins = schema.inputs();
    for (int j = 0; j < ins.size(); j++) {
      if (!ins.get(j).type().equals(v.type())) {
        continue;
      }
      int last = ins.get(j).variadic() ? operands.size() : j + 1;
      for (int k = j; k < last; k++) {
        if (in(k).isTensor()) {
          return in(k).element();
        }
      }
    }
    return null;
  }

  /** A shape error of this op. */
  public ShapeError error(String message) {
    return new ShapeError(message);
  }

  /** Axis {@code axis} of rank {@code rank}, a negative one from the end; out of range is an error. */
  public int axis(long axis, int rank, String what) {
    if (axis < -rank || axis >= rank) {
      throw error(what + " " + axis + " is out of range for rank " + rank);
    }
    return (int) (axis < 0 ? axis + rank : axis);
  }
}

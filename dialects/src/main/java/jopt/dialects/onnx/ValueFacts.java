package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.StringAttr;

/**
 * What is known of the values of onnx IR, op by op through the rules of the op table: each
 * value's {@link Facts}, computed on demand from its defining op and its operands' facts (or
 * given by {@link #put}). A size known only at run time is a leaf naming where it is read: a
 * {@link DimOf dimension} of a value, an {@link ElementOf element} of one; the symbolic
 * dimensions of a function's arguments ({@code onnx.dim_params}) are leaves of their names, so
 * two arguments of dimension {@code batch} have one size.
 */
public final class ValueFacts {
  /** Deeper chains of operands are not followed (they get their types' facts). */
  static final int MAX_DEPTH = 64;

  /** Dimension {@code dim} of {@code value}. */
  public record DimOf(Value value, int dim) {}

  /** Element {@code index} (row-major) of {@code value}. */
  public record ElementOf(Value value, int index) {}

  private final Map<Value, Facts> facts = new IdentityHashMap<>();
  private final Map<Value, Integer> ids = new IdentityHashMap<>();
  private final Map<String, SymInt> named = new HashMap<>();

  /** Facts of the values of {@code func} ({@code func.func}): its arguments' named dims read. */
  public static ValueFacts forFunction(Operation func) {
    ValueFacts vf = new ValueFacts();
    if (func.getNumRegions() == 0 || func.getRegion(0).isEmpty()) {
      return vf;
    }
    Block entry = func.getRegion(0).front();
    DimRanges ranges = DimRanges.of(func);
    for (BlockArgument a : entry.getArguments()) {
      vf.facts.put(a, vf.withElements(a, vf.argFacts(func, a, ranges)));
    }
    return vf;
  }

  public ValueFacts() {}

  /**
   * The facts of argument {@code a}: dims named by {@code onnx.dim_params} ({@code "0:N,2:S"}) by
   * name, bounded by their declared {@code ranges} (which the lowering checks at the entry).
   */
  private Facts argFacts(Operation func, BlockArgument a, DimRanges ranges) {
    Map<Integer, String> params = dimParams(func, a.getArgNumber());
    return Facts.ofType(a.getType(), d -> {
      String name = params.get(d);
      if (name == null) {
        return dimLeaf(a, d);
      }
      DimRanges.Range r = ranges.get(name);
      return named.computeIfAbsent("$" + name, n -> SymInt.of(r == null ? Atom.Leaf.dim(n, new DimOf(a, d))
          : new Atom.Leaf(n, new DimOf(a, d), r.lo(), r.hi())));
    });
  }

  /** The string attribute {@code name} of argument {@code arg} of {@code func} ({@code onnx.name}), or null. */
  public static String argString(Operation func, int arg, String name) {
    if (func.getAttr("arg_attrs") instanceof ArrayAttr all && arg < all.size()
        && all.get(arg) instanceof DictionaryAttr d && d.get(name) instanceof StringAttr s) {
      return s.getValue();
    }
    return null;
  }

  /** The names of argument {@code arg}'s dims by {@code onnx.dim_params} ({@code "0:N,2:S"}), by dim. */
  public static Map<Integer, String> dimParams(Operation func, int arg) {
    Map<Integer, String> params = new HashMap<>();
    String text = argString(func, arg, "onnx.dim_params");
    if (text != null) {
      for (String p : text.split(",")) {
        int colon = p.indexOf(':');
        if (colon > 0) {
          try {
            params.put(Integer.parseInt(p.substring(0, colon).trim()), p.substring(colon + 1));
          } catch (NumberFormatException e) {
            // Not onnx-mlir's form: the dim is a leaf of its own.
          }
        }
      }
    }
    return params;
  }

  /** Sets the facts of {@code v} (a value built in place of another keeps its facts). */
  public void put(Value v, Facts f) {
    facts.put(v, f);
  }

  /** Whether facts of {@code v} are recorded. */
  public boolean has(Value v) {
    return facts.containsKey(v);
  }

  /** The facts of {@code v}. */
  public Facts of(Value v) {
    return of(v, 0);
  }

  private Facts of(Value v, int depth) {
    Facts f = facts.get(v);
    if (f == null) {
      f = withElements(v, compute(v, depth));
      facts.put(v, f);
    }
    return f;
  }

  /**
   * The longest canonical text a size or an element expression of a value keeps; a longer one
   * becomes a leaf of the value, read at run time. Expressions nest through every reshape of a
   * chain, and a graph edit can make them grow with each layer (a mutant of a 12-layer encoder
   * took minutes to import); real models' sizes stay far below this.
   */
  static final int MAX_EXPRESSION_TEXT = 2048;

  /** Shape tensors longer than this whose elements are known only at run time keep no leaves. */
  static final int MAX_ELEMENT_LEAVES = 16;

  /**
   * A small integer tensor whose elements are not known (a shape read from data, a count given
   * as an input): its elements as leaves, so that the sizes computed from them are expressions
   * the lowering computes at run time.
   */
  private Facts withElements(Value v, Facts f) {
    if (f.value() != null || !f.isTensor() || !(f.element() instanceof jopt.ir.type.IntegerType it)
        || it.getWidth() == 1 || !f.isStatic() || f.rank() > 1) {
      return f;
    }
    long n = f.rank() == 0 ? 1 : f.dim(0).value();
    if (n > MAX_ELEMENT_LEAVES) {
      return f;
    }
    SymInt[] e = new SymInt[(int) n];
    for (int k = 0; k < n; k++) {
      e[k] = elementLeaf(v, k);
    }
    return f.withValue(Known.ofInts(f.rank() == 0 ? new long[0] : new long[] {n}, f.element(), e));
  }

  private String id(Value v) {
    return "v" + ids.computeIfAbsent(v, k -> ids.size());
  }

  /** Dimension {@code d} of {@code v}, known at run time. */
  public SymInt dimLeaf(Value v, int d) {
    return SymInt.of(Atom.Leaf.dim(id(v) + "." + d, new DimOf(v, d)));
  }

  /** Element {@code k} of {@code v}, known at run time. */
  public SymInt elementLeaf(Value v, int k) {
    return SymInt.of(Atom.Leaf.any(id(v) + "[" + k + "]", new ElementOf(v, k)));
  }

  /** The facts {@code v}'s type states, its dynamic dims leaves of their own. */
  public Facts ofType(Value v) {
    return Facts.ofType(v.getType(), d -> dimLeaf(v, d));
  }

  private Facts compute(Value v, int depth) {
    Operation op = v.getDefiningOp();
    if (op == null || depth > MAX_DEPTH) {
      return ofType(v);
    }
    int index = op.getResults().indexOf(v);
    if (op.getName().equals("arith.constant") && op.getAttr("value") instanceof DenseElementsAttr d) {
      Known k = Known.of(d);
      return k == null ? ofType(v) : Facts.known(k);
    }
    OnnxSchemas.Schema s = op.getName().startsWith("onnx.") ? OnnxSchemas.get(op.getName().substring(5)) : null;
    if (s == null) {
      return ofType(v);
    }
    List<Facts> operands = new ArrayList<>();
    for (Value o : op.getOperands()) {
      operands.add(of(o, depth + 1));
    }
    List<List<Facts>> yields = new ArrayList<>();
    for (Region r : op.getRegions()) {
      Operation term = r.isEmpty() ? null : r.front().getLastOp();
      if (term == null) {
        continue;
      }
      List<Facts> ys = new ArrayList<>();
      for (Value y : term.getOperands()) {
        ys.add(of(y, depth + 1));
      }
      yields.add(ys);
    }
    Facts[] r;
    try {
      r = OnnxInference.infer(s, operands, OnnxAttrs.of(op), op.getNumResults(), yields, new Leaves() {
        @Override
        public SymInt dim(int result, int d) {
          return dimLeaf(op.getResult(result), d);
        }

        @Override
        public SymInt element(int result, int k) {
          return elementLeaf(op.getResult(result), k);
        }
      });
    } catch (ShapeError e) {
      return ofType(v);
    }
    // Every result at once: the others' facts are the same computation.
    for (int i = 0; i < op.getNumResults(); i++) {
      Value res = op.getResult(i);
      if (res != v && !facts.containsKey(res)) {
        facts.put(res, declared(res, r[i]));
      }
    }
    return declared(v, r[index]);
  }

  /** Inferred facts narrowed by the declared type; the declared type's where they disagree. */
  private Facts declared(Value v, Facts inferred) {
    Type t = v.getType();
    if (inferred == null) {
      return ofType(v);
    }
    Facts m = inferred.meet(t, d -> dimLeaf(v, d));
    return m != null ? m.bounded(MAX_EXPRESSION_TEXT, d -> dimLeaf(v, d), k -> elementLeaf(v, k))
        : ofType(v);
  }

  /**
   * The integer elements of {@code v} when they are known constants (an {@code onnx.Constant}
   * of integers, or a shape computation over such constants and static shapes); empty otherwise.
   */
  public static java.util.Optional<List<Long>> constantInts(Value v) {
    Known k = v == null ? null : new ValueFacts().of(v).value();
    if (k == null || k.isFloat() || !k.isConstant() || k.size() > OnnxInference.MAX_ELEMENTS) {
      return java.util.Optional.empty();
    }
    List<Long> r = new ArrayList<>();
    for (int i = 0; i < k.size(); i++) {
      r.add(k.l(i));
    }
    return java.util.Optional.of(r);
  }
}

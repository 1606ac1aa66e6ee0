package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.onnx.Facts;
import jopt.dialects.onnx.OnnxAttrs;
import jopt.dialects.onnx.SymInt;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * One onnx op being lowered: its operands as the conversion remapped them (the lowered values
 * where their producers were lowered: read them here, never through {@code op.getOperand}), its
 * attributes read by name with ONNX's defaults, its result types with unsigned element types made
 * signless, and the conversion's rewriter, inserting before it. A lowering that cannot handle the
 * op throws {@link #fail}; its pattern then fails and the conversion undoes what it built.
 */
final class Lowering {
  final ConversionPatternRewriter b;
  final Operation op;
  final Location loc;
  private final List<Value> operands;
  private final Set<Value> unsignedValues;
  private final Sizes sizes;
  private final OnnxAttrs attrs;

  Lowering(ConversionPatternRewriter b, Operation op, List<Value> operands, Set<Value> unsignedValues, Sizes sizes) {
    this.b = b;
    this.op = op;
    this.operands = operands;
    this.loc = op.getLoc();
    this.unsignedValues = unsignedValues;
    this.sizes = sizes;
    this.attrs = OnnxAttrs.of(op);
  }

  /** What is known of {@code v} (its symbolic dims, its elements), by the op table's rules. */
  Facts facts(Value v) {
    return sizes.of(v);
  }

  /** Dimension {@code d} of {@code v}: a size, or an expression of sizes known at run time. */
  SymInt dim(Value v, int d) {
    return sizes.dim(v, d);
  }

  /** The dims of ranked {@code v}. */
  List<SymInt> dims(Value v) {
    List<SymInt> r = new ArrayList<>();
    for (int d = 0; d < ((RankedTensorType) v.getType()).getRank(); d++) {
      r.add(dim(v, d));
    }
    return r;
  }

  /** {@code s} as an index value (an arith.constant, or index arithmetic over tensor.dim). */
  Value size(SymInt s) {
    return sizes.get(b, loc, s);
  }

  /** Whether {@code s} can be computed here (its leaves are sizes of values already lowered). */
  boolean canBuild(SymInt s) {
    return sizes.canBuild(s);
  }

  /** {@code s} as an op's mixed size: an index attribute when constant, else an index value. */
  jopt.ir.rewrite.OpFoldResult foldResult(SymInt s) {
    return s.isConstant() ? jopt.ir.rewrite.OpFoldResult.of(IntegerAttr.getIndex(s.value()))
        : jopt.ir.rewrite.OpFoldResult.of(size(s));
  }

  /** Records that the dims of {@code v} (built by this lowering) are {@code dims}. */
  void setDims(Value v, List<SymInt> dims) {
    RankedTensorType t = (RankedTensorType) v.getType();
    sizes.facts().put(v, Facts.tensor(t.getElementType(), dims).meet(t, d -> dims.get(d)));
  }

  /** The size {@code index} holds, or null. */
  SymInt sizeOf(Value index) {
    return sizes.sizeOf(index);
  }

  /** The tensor type of {@code dims} ({@code ?} where not constant). */
  static RankedTensorType typeOf(List<SymInt> dims, Type element) {
    long[] shape = new long[dims.size()];
    for (int i = 0; i < shape.length; i++) {
      shape[i] = dims.get(i).isConstant() ? dims.get(i).value() : ShapedType.DYNAMIC;
    }
    return RankedTensorType.get(shape, element);
  }

  /** A {@code cf.assert} of {@code ok} (i1) with the op's name and {@code what} as its message. */
  void check(Value ok, String what) {
    jopt.dialects.cf.AssertOp.create(b, loc, ok, "'" + name() + "': " + what);
  }

  /** The sizes of the dynamic dims of {@code t}, whose dims are {@code dims}. */
  List<Value> dynamicSizes(RankedTensorType t, List<SymInt> dims) {
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < t.getRank(); i++) {
      if (t.isDynamicDim(i)) {
        r.add(size(dims.get(i)));
      }
    }
    return r;
  }

  /** The dims of result {@code i} (by the op's shape rule, its static sizes the type's). */
  List<SymInt> resultDims(int i) {
    RankedTensorType t = resultType(i);
    Facts f = sizes.of(op.getResult(i));
    List<SymInt> r = new ArrayList<>();
    for (int d = 0; d < t.getRank(); d++) {
      r.add(!t.isDynamicDim(d) ? SymInt.of(t.getDimSize(d))
          : f.hasRank() && f.rank() == t.getRank() ? f.dim(d) : sizes.facts().dimLeaf(op.getResult(i), d));
    }
    return r;
  }

  /** A {@code tensor.empty} of result {@code i}'s type, its dynamic sizes computed. */
  Value emptyResult(int i) {
    return emptyOf(resultType(i), resultDims(i));
  }

  /** A {@code tensor.empty} of type {@code t} whose dims are {@code dims}. */
  Value emptyOf(RankedTensorType t, List<SymInt> dims) {
    return Linalg.empty(this, t, dynamicSizes(t, dims));
  }

  /** Why an op cannot be lowered; the driver reports it as a note of the legalization error. */
  static final class Failure extends RuntimeException {
    Failure(String reason) {
      super(reason, null, false, false);
    }
  }

  Failure fail(String reason) {
    return new Failure(reason);
  }

  String name() {
    return op.getName();
  }

  int numOperands() {
    return op.getNumOperands();
  }

  Value operand(int i) {
    return operands.get(i);
  }

  /** Whether optional operand {@code i} is absent (beyond the operands, or of type none). */
  boolean absent(int i) {
    return i >= operands.size() || operands.get(i).getType() instanceof NoneType;
  }

  /** Whether result {@code i} is absent (none) or unused. */
  boolean resultUnused(int i) {
    return i >= op.getNumResults() || op.getResult(i).getType() instanceof NoneType
        || op.getResult(i).hasNoUses();
  }

  /** Whether {@code v}'s elements are unsigned integers (ONNX's uint types, made signless). */
  boolean unsigned(Value v) {
    return unsignedValues.contains(v);
  }

  /** The ranked tensor type of operand {@code i}. */
  RankedTensorType type(int i) {
    return tensorType(operand(i), "operand #" + i);
  }

  RankedTensorType tensorType(Value v, String what) {
    if (!(v.getType() instanceof RankedTensorType t)) {
      throw fail(what + " is not a ranked tensor");
    }
    return t;
  }

  /**
   * Result {@code i}'s type: a ranked tensor, unsigned element types made signless, dynamic dims
   * refined by the op's shape rule where its operands tell them.
   */
  RankedTensorType resultType(int i) {
    if (!(op.getResult(i).getType() instanceof jopt.ir.type.TensorType t)) {
      throw fail("result #" + i + " is not a tensor");
    }
    jopt.ir.type.TensorType declared = (jopt.ir.type.TensorType) OnnxTypes.signless(t);
    if (declared instanceof RankedTensorType r && isStatic(r)) {
      return r;
    }
    Facts f = sizes.of(op.getResult(i));
    if (f.hasRank()) {
      return RankedTensorType.get(f.sizes(), declared.getElementType(),
          declared instanceof RankedTensorType r ? r.getEncoding() : null);
    }
    throw fail("result #" + i + " is unranked and its shape is not known from the operands");
  }

  /** The static shape of {@code v}, or null. */
  static long[] staticShape(Value v) {
    return v.getType() instanceof RankedTensorType t && isStatic(t) ? t.getShape().clone() : null;
  }

  /** Result {@code i}'s type, required static. */
  RankedTensorType staticResultType(int i) {
    RankedTensorType t = resultType(i);
    if (!isStatic(t)) {
      throw fail("result #" + i + " has a dynamic shape (" + t + ")");
    }
    return t;
  }

  /** Operand {@code i}'s type, required static. */
  RankedTensorType staticType(int i) {
    RankedTensorType t = type(i);
    if (!isStatic(t)) {
      throw fail("operand #" + i + " has a dynamic shape (" + t + ")");
    }
    return t;
  }

  static boolean isStatic(RankedTensorType t) {
    for (long d : t.getShape()) {
      if (d == ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  Attribute attr(String name) {
    return op.getAttr(name);
  }

  /** Integer attribute {@code name}, or its schema's default; a failure when it has neither. */
  long intAttr(String name) {
    try {
      return attrs.getInt(name);
    } catch (OnnxAttrs.MissingAttribute e) {
      throw fail(e.getMessage());
    }
  }

  /** Float attribute {@code name} (an integer one read as a float), or its schema's default. */
  double floatAttr(String name) {
    try {
      return attrs.getFloat(name);
    } catch (OnnxAttrs.MissingAttribute e) {
      throw fail(e.getMessage());
    }
  }

  /** String attribute {@code name}, or its schema's default. */
  String stringAttr(String name) {
    try {
      return attrs.getString(name);
    } catch (OnnxAttrs.MissingAttribute e) {
      throw fail(e.getMessage());
    }
  }

  /** The op's attributes with the defaults of its schema (for attributes without one: {@code opt...}). */
  OnnxAttrs attrs() {
    return attrs;
  }

  /** The integers of array attribute {@code name}, or null when absent. */
  long[] intsAttr(String name) {
    Attribute a = op.getAttr(name);
    if (a == null) {
      return null;
    }
    if (!(a instanceof ArrayAttr arr)) {
      throw fail("attribute '" + name + "' is not an array");
    }
    long[] r = new long[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(arr.get(i) instanceof IntegerAttr x)) {
        throw fail("attribute '" + name + "' is not an integer array");
      }
      r[i] = x.getValue();
    }
    return r;
  }

  Type typeAttr(String name) {
    if (!(op.getAttr(name) instanceof TypeAttr t)) {
      throw fail("attribute '" + name + "' is missing");
    }
    return t.getValue();
  }

  /** Axis {@code axis} of a rank-{@code rank} tensor, a negative one counted from the end. */
  int axis(long axis, int rank) {
    long a = axis < 0 ? axis + rank : axis;
    if (a < 0 || a >= rank) {
      throw fail("axis " + axis + " is out of range for rank " + rank);
    }
    return (int) a;
  }

  /** The constant elements of operand {@code i}, or null when it is no constant. */
  DenseElementsAttr constant(int i) {
    return absent(i) ? null : OnnxTypes.constantElements(operand(i));
  }

  /** The integer constant elements of operand {@code i}, or null when it is no such constant. */
  long[] constantInts(int i) {
    DenseElementsAttr d = constant(i);
    if (d == null || Scalars.isFloat(d.getElementType())) {
      return null;
    }
    return d.getLongs();
  }

  /** {@link #constantInts}, required. */
  long[] requireConstantInts(int i, String what) {
    long[] r = constantInts(i);
    if (r == null) {
      throw fail(what + " (operand #" + i + ") is not a constant");
    }
    return r;
  }

  List<Value> operands(int from) {
    return new ArrayList<>(operands.subList(from, operands.size()));
  }
}

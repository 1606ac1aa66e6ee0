package jopt.dialects.tosa;

import static jopt.dialects.tosa.TosaOp.fail;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapeCompatibility;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;

/**
 * The ops' own verifiers (ODS's hasVerifier), for the checks TosaOps.cpp makes that programs
 * most often trip over, with mlir-opt-22's words; ops not listed here accept what their spec
 * accepts.
 */
final class TosaVerifiers {
  private TosaVerifiers() {}

  static boolean verify(Operation op) {
    return switch (op.getName()) {
      case "tosa.const" -> verifyConst(op);
      case "tosa.const_shape" -> verifyConstShape(op);
      case "tosa.negate" -> verifyNegate(op);
      case "tosa.mul" -> verifyMul(op);
      case "tosa.transpose" -> verifyTranspose(op);
      case "tosa.reshape" -> verifyReshape(op);
      case "tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d" ->
          verifyConv(op) && verifyConvModes(op) && verifyConvErrorIf(op);
      case "tosa.transpose_conv2d" -> verifyConv(op) && verifyConvModes(op);
      case "tosa.concat" -> verifyConcat(op);
      case "tosa.gather" -> verifyGather(op);
      case "tosa.matmul" -> verifyZeroPoint(op, 0, 2, "a") && verifyZeroPoint(op, 1, 3, "b");
      case "tosa.reduce_all", "tosa.reduce_any", "tosa.reduce_max", "tosa.reduce_min", "tosa.reduce_product",
          "tosa.reduce_sum" -> verifyReduce(op) && verifyInferredReduceType(op);
      case "tosa.clamp" -> verifyClamp(op);
      case "tosa.cond_if" -> verifyCondIf(op);
      case "tosa.while_loop" -> verifyWhileLoop(op);
      case "tosa.variable_read" -> verifyVariableUse(op, TosaOp.of(op).result("output1").getType(), "'output1'");
      case "tosa.variable_write" -> verifyVariableUse(op, TosaOp.of(op).operand("input1").getType(), "'input1'");
      default -> true;
    };
  }

  static boolean verifyRegions(Operation op) {
    return true;
  }

  private static Type element(Type t) {
    return Types.getElementTypeOrSelf(t);
  }

  private static boolean verifyConst(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type attrType = op.getAttr("values").getType();
    if (!(attrType instanceof jopt.ir.type.TensorType) || !(tosa.result("output").getType() instanceof jopt.ir.type.TensorType)) {
      return fail(op, "expected tensors for attr/result type");
    }
    return element(attrType).equals(element(tosa.result("output").getType()))
        || fail(op, "expected same attr/result element types");
  }

  private static boolean verifyConstShape(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    DenseElementsAttr values = (DenseElementsAttr) op.getAttr("values");
    int rank = ((ShapeType) tosa.result("output").getType()).rank();
    if (values.getType().getRank() != 1) {
      return fail(op, "expect elements in attribute values with rank 1");
    }
    return values.getNumElements() == rank || fail(op, "expect number of elements in attribute values ("
        + values.getNumElements() + ") to be equal to the rank (" + rank + ") for the result shape type");
  }

  private static boolean verifyNegate(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type in = tosa.operand("input1").getType();
    Type out = tosa.result("output").getType();
    if (!element(in).equals(element(out))) {
      return fail(op, "expect input and output to have same element type, got " + str(element(in)) + " and "
          + str(element(out)));
    }
    Type inZp = element(tosa.operand("input1_zp").getType());
    if (!element(in).equals(inZp)) {
      return fail(op, "expect both input1 and its zero point are the same element type, got " + str(element(in))
          + " and " + str(inZp));
    }
    Type outZp = element(tosa.operand("output_zp").getType());
    if (!element(out).equals(outZp)) {
      return fail(op, "expect both output and its zero point are the same element type, got " + str(element(out))
          + " and " + str(outZp));
    }
    return ShapeCompatibility.compatible(in, out) || fail(op, "requires the same shape for input1 and output");
  }

  private static boolean verifyMul(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type a = tosa.operand("input1").getType();
    Type b = tosa.operand("input2").getType();
    Type out = tosa.result("output").getType();
    if (!element(a).equals(element(out)) || !element(b).equals(element(out))) {
      return fail(op, "requires the same element type for all operands and results");
    }
    if (a instanceof RankedTensorType ra && b instanceof RankedTensorType rb) {
      if (ra.getRank() != rb.getRank()) {
        return fail(op, "a and b operands don't have matching ranks, got " + ra.getRank() + " and " + rb.getRank());
      }
      if (TosaShapes.broadcast(ra.getShape(), rb.getShape()) == null) {
        return fail(op, "a and b operands don't have broadcast-compatible shapes, got " + str(a) + " and " + str(b));
      }
    }
    if (!(out instanceof RankedTensorType r)) {
      return true;
    }
    if (a instanceof RankedTensorType ra && ra.getRank() != r.getRank()) {
      return fail(op, "result type has different rank than a, got " + r.getRank() + " vs " + ra.getRank());
    }
    if (b instanceof RankedTensorType rb && rb.getRank() != r.getRank()) {
      return fail(op, "result type has different rank than b, got " + r.getRank() + " vs " + rb.getRank());
    }
    return true;
  }

  private static boolean verifyTranspose(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    int[] perms = ((DenseArrayAttr) op.getAttr("perms")).asInts();
    if (!(tosa.operand("input1").getType() instanceof RankedTensorType in)) {
      return true;
    }
    if (perms.length != in.getRank()) {
      return fail(op, "expected perms attribute to have size " + in.getRank() + " (input rank) but got size "
          + perms.length);
    }
    boolean[] seen = new boolean[perms.length];
    for (int p : perms) {
      if (p < 0 || p >= perms.length || seen[p]) {
        return fail(op, "expected valid permutation indices");
      }
      seen[p] = true;
    }
    if (!(tosa.result("output").getType() instanceof RankedTensorType out)) {
      return true;
    }
    if (out.getRank() != in.getRank()) {
      return fail(op, "expected input tensor rank to equal result tensor rank");
    }
    for (int i = 0; i < perms.length; i++) {
      long o = out.getDimSize(i);
      long d = in.getDimSize(perms[i]);
      if (!ShapedType.isDynamic(o) && !ShapedType.isDynamic(d) && o != d) {
        return fail(op, "expected output tensor dim " + i + " to match input dim " + perms[i] + " with value of " + d);
      }
    }
    return true;
  }

  /** verifySameElementTypes: "expect input and output to have same element type". */
  private static boolean sameElementTypes(Operation op, Type in, Type out) {
    Type a = element(in);
    Type b = element(out);
    return a.equals(b)
        || fail(op, "expect input and output to have same element type, got " + str(a) + " and " + str(b));
  }

  /** The values of a shape operand made by tosa.const_shape, or null. */
  private static long[] constShape(jopt.ir.Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !def.getName().equals("tosa.const_shape")
        || !(def.getAttr("values") instanceof DenseElementsAttr d)) {
      return null;
    }
    return d.getLongs();
  }

  private static boolean verifyReshape(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type inType = tosa.operand("input1").getType();
    if (!sameElementTypes(op, inType, tosa.result("output").getType())) {
      return false;
    }
    long[] shape = constShape(tosa.operand("shape"));
    if (shape == null) {
      return true;
    }
    int missing = 0;
    for (long d : shape) {
      missing += d == -1 ? 1 : 0;
    }
    if (missing > 1) {
      return fail(op, "expected at most one target dimension to be -1");
    }
    if (!(tosa.result("output").getType() instanceof RankedTensorType out)) {
      return true;
    }
    if (shape.length != out.getRank()) {
      return fail(op, "new shape does not match result rank");
    }
    for (int i = 0; i < shape.length; i++) {
      long o = out.getDimSize(i);
      if (shape[i] != -1 && !ShapedType.isDynamic(o) && shape[i] != o) {
        return fail(op, "new shape is inconsistent with result shape");
      }
      if (shape[i] < -1) {
        return fail(op, "new shape has invalid tensor dimension size " + shape[i]);
      }
    }
    if (inType instanceof RankedTensorType in && in.hasStaticShape()) {
      long inCount = in.getNumElements();
      if (out.hasStaticShape() && inCount != out.getNumElements()) {
        return fail(op, "cannot reshape " + inCount + " elements into " + out.getNumElements());
      }
      long newCount = 1;
      boolean staticShape = true;
      for (long d : shape) {
        newCount *= d > 0 ? d : 1;
        staticShape &= d > 0;
      }
      if (staticShape && inCount != newCount || inCount == 0 || newCount == 0) {
        return fail(op, "cannot reshape " + inCount + " elements into " + newCount);
      }
    }
    return true;
  }

  private static boolean verifyReduce(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    long axis = ((jopt.ir.attr.IntegerAttr) op.getAttr("axis")).getValue();
    Type inType = tosa.operand("input").getType();
    Type outType = tosa.result("output").getType();
    if (inType instanceof RankedTensorType in) {
      if (axis < 0) {
        return fail(op, "reduce axis must not be negative");
      }
      if (axis >= in.getRank()) {
        return fail(op, "expect input tensor rank (" + in.getRank() + ") to be larger than reduce axis (" + axis + ")");
      }
    }
    if (outType instanceof RankedTensorType out) {
      if (inType instanceof RankedTensorType in && out.getRank() != in.getRank()) {
        return fail(op, "expect output tensor rank to be equal to input tensor rank");
      }
      if (axis < 0) {
        return fail(op, "reduce axis must not be negative");
      }
      if (axis >= out.getRank()) {
        return fail(op, "expect output tensor rank (" + out.getRank() + ") to be larger than reduce axis (" + axis
            + ")");
      }
      long d = out.getDimSize((int) axis);
      if (!ShapedType.isDynamic(d) && d != 1) {
        return fail(op, "expect reduced dimension size to be 1, got " + d);
      }
    }
    return true;
  }

  /** InferTensorType: the result is the input with the axis of size 1, of the input's element type. */
  private static boolean verifyInferredReduceType(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type inType = tosa.operand("input").getType();
    Type outType = tosa.result("output").getType();
    Type inferred = inType;
    if (inType instanceof RankedTensorType in) {
      long[] shape = in.getShape().clone();
      shape[(int) ((jopt.ir.attr.IntegerAttr) op.getAttr("axis")).getValue()] = 1;
      inferred = RankedTensorType.get(shape, in.getElementType());
    }
    if (element(inferred).equals(element(outType)) && ShapeCompatibility.compatible(inferred, outType)) {
      return true;
    }
    op.emitOpError("inferred type(s) " + str(inferred) + " are incompatible with return type(s) of operation "
        + str(outType));
    return fail(op, "failed to infer returned types");
  }

  private static boolean verifyConcat(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type outType = tosa.result("output").getType();
    for (jopt.ir.Value v : op.getOperands()) {
      if (!sameElementTypes(op, v.getType(), outType)) {
        return false;
      }
    }
    long axis = ((jopt.ir.attr.IntegerAttr) op.getAttr("axis")).getValue();
    RankedTensorType first = null;
    int firstIndex = -1;
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (!(op.getOperand(i).getType() instanceof RankedTensorType r)) {
        continue;
      }
      if (first == null) {
        first = r;
        firstIndex = i;
        if (axis < 0 || axis >= r.getRank()) {
          return fail(op, "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got "
              + axis);
        }
        continue;
      }
      if (r.getRank() != first.getRank()) {
        return fail(op, "expect all operands to have the same rank, but got " + first.getRank() + " vs "
            + r.getRank() + " on operands " + firstIndex + " and " + i);
      }
      for (int d = 0; d < r.getRank(); d++) {
        long a = r.getDimSize(d);
        long b = first.getDimSize(d);
        if (d != axis && !ShapedType.isDynamic(a) && !ShapedType.isDynamic(b) && a != b) {
          return fail(op, "expect all operand shapes to have the same sizes on non-axis dimensions, but got " + a
              + " vs " + b + " at index " + d + " on operands " + firstIndex + " and " + i);
        }
      }
    }
    if (first == null || !(outType instanceof RankedTensorType out) || out.getRank() != first.getRank()) {
      return true;
    }
    long sum = 0;
    for (jopt.ir.Value v : op.getOperands()) {
      if (!(v.getType() instanceof RankedTensorType r) || ShapedType.isDynamic(r.getDimSize((int) axis))) {
        return true;
      }
      sum += r.getDimSize((int) axis);
    }
    long o = out.getDimSize((int) axis);
    return ShapedType.isDynamic(o) || o == sum || fail(op,
        "requires sum of axis dimensions of input1 equal to output axis dimension, got " + sum + " and " + o);
  }

  /** values [N, K, C], indices [N, W]: output [N, W, C]. */
  private static boolean verifyGather(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    if (!sameElementTypes(op, tosa.operand("values").getType(), tosa.result("output").getType())) {
      return false;
    }
    if (!(tosa.result("output").getType() instanceof RankedTensorType out)) {
      return true;
    }
    long[] expected = {ShapedType.DYNAMIC, ShapedType.DYNAMIC, ShapedType.DYNAMIC};
    if (tosa.operand("values").getType() instanceof RankedTensorType values) {
      expected[0] = values.getDimSize(0);
      expected[2] = values.getDimSize(2);
    }
    if (tosa.operand("indices").getType() instanceof RankedTensorType indices) {
      expected[0] = ShapedType.isDynamic(expected[0]) ? indices.getDimSize(0) : expected[0];
      expected[1] = indices.getDimSize(1);
    }
    for (int d = 0; d < 3; d++) {
      long o = out.getDimSize(d);
      if (!ShapedType.isDynamic(o) && !ShapedType.isDynamic(expected[d]) && o != expected[d]) {
        return fail(op, "requires output dimension " + d + " to have size " + expected[d] + ", got " + o);
      }
    }
    return true;
  }

  private static boolean isF8(Type t) {
    return t == jopt.ir.type.FloatType.F8E5M2 || t == jopt.ir.type.FloatType.F8E4M3FN;
  }

  /** verifyConvOp: element types of input, weight, bias, result and zero points. */
  private static boolean verifyConv(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type in = element(tosa.operand("input").getType());
    Type weight = element(tosa.operand("weight").getType());
    Type bias = element(tosa.operand("bias").getType());
    Type result = element(tosa.result("output").getType());
    boolean floats = bias instanceof jopt.ir.type.FloatType && result instanceof jopt.ir.type.FloatType;
    if (floats && !bias.equals(result)) {
      return fail(op, "expect both bias and result to have same element type, got " + str(bias) + " and "
          + str(result));
    }
    if ((isF8(in) || isF8(weight)) && !in.equals(weight)) {
      return fail(op, "expect both input and weight to have same element type, got " + str(in) + " and "
          + str(weight));
    }
    if ((in instanceof jopt.ir.type.FloatType) != (weight instanceof jopt.ir.type.FloatType)) {
      return fail(op, "expect both input and weight to be float or not together, got " + str(in) + " and "
          + str(weight));
    }
    Type inZp = element(tosa.operand("input_zp").getType());
    if (!in.equals(inZp)) {
      return fail(op, "expect both input and its zero point are the same element type, got " + str(in) + " and "
          + str(inZp));
    }
    Type weightZp = element(tosa.operand("weight_zp").getType());
    return weight.equals(weightZp) || fail(op, "expect both weight and its zero point are the same element type, got "
        + str(weight) + " and " + str(weightZp));
  }

  /** verifyConvOpModes: the accumulator type the input's element type needs. */
  private static boolean verifyConvModes(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type in = element(tosa.operand("input").getType());
    Type acc = ((jopt.ir.attr.TypeAttr) op.getAttr("acc_type")).getValue();
    Type f16 = jopt.ir.type.FloatType.F16;
    Type f32 = jopt.ir.type.FloatType.F32;
    String error = isInt(in, 8) && !isInt(acc, 32) ? "accumulator type for i8 tensor is not i32"
        : isInt(in, 16) && !isInt(acc, 48) ? "accumulator type for i16 tensor is not i48"
        : (in == jopt.ir.type.FloatType.F8E5M2 || in == jopt.ir.type.FloatType.F8E4M3) && acc != f16
            ? "accumulator type for f8 tensor is not f16"
        : in == f16 && acc != f16 && acc != f32 ? "accumulator type for f16 tensor is not f16/f32"
        : in == jopt.ir.type.FloatType.BF16 && acc != f32 ? "accumulator type for bf16 tensor is not f32"
        : in == f32 && acc != f32 ? "accumulator type for f32 tensor is not f32" : null;
    return error == null || fail(op, error);
  }

  private static boolean isInt(Type t, int width) {
    return t instanceof jopt.ir.type.IntegerType i && i.width() == width;
  }

  private static String list(long[] values) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      b.append(i > 0 ? ", " : "").append(values[i]);
    }
    return b.toString();
  }

  /** verifyConvOpErrorIf: padding, strides, dilations, the output size of each spatial dimension, bias channels. */
  private static boolean verifyConvErrorIf(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    long[] pad = ((DenseArrayAttr) op.getAttr("pad")).asLongs();
    long[] stride = ((DenseArrayAttr) op.getAttr("stride")).asLongs();
    long[] dilation = ((DenseArrayAttr) op.getAttr("dilation")).asLongs();
    for (long p : pad) {
      if (p < 0) {
        return fail(op, "expect all padding values to be >= 0, got " + list(pad));
      }
    }
    for (long v : stride) {
      if (v < 1) {
        return fail(op, "expect all stride values to be >= 1, got " + list(stride));
      }
    }
    for (long v : dilation) {
      if (v < 1) {
        return fail(op, "expect all dilation values to be >= 1, got " + list(dilation));
      }
    }
    if (!(tosa.result("output").getType() instanceof RankedTensorType out)) {
      return true;
    }
    if (tosa.operand("input").getType() instanceof RankedTensorType in
        && tosa.operand("weight").getType() instanceof RankedTensorType w) {
      boolean depthwise = op.getName().equals("tosa.depthwise_conv2d");
      String[][] dims = op.getName().equals("tosa.conv3d")
          ? new String[][] {{"depth", "d", "front", "back"}, {"height", "y", "top", "bottom"},
              {"width", "x", "left", "right"}}
          : new String[][] {{"height", "y", "top", "bottom"}, {"width", "x", "left", "right"}};
      for (int i = 0; i < dims.length; i++) {
        long inSize = in.getDimSize(i + 1);
        long kernel = w.getDimSize(depthwise ? i : i + 1);
        if (ShapedType.isDynamic(inSize) || ShapedType.isDynamic(kernel)) {
          continue;
        }
        long num = inSize - 1 + pad[2 * i] + pad[2 * i + 1] - (kernel - 1) * dilation[i];
        String[] d = dims[i];
        if (num % stride[i] != 0) {
          return fail(op, "expected input_" + d[0] + " - 1 + pad_" + d[2] + " + pad_" + d[3] + " - (kernel_" + d[0]
              + " - 1) * dilation_" + d[1] + " to be wholly divisible by stride_" + d[1] + ", got (" + inSize
              + " - 1 + " + pad[2 * i] + " + " + pad[2 * i + 1] + " - (" + kernel + " - 1) * " + dilation[i] + ") / "
              + stride[i]);
        }
        long calculated = num / stride[i] + 1;
        long expected = out.getDimSize(i + 1);
        if (!ShapedType.isDynamic(expected) && calculated != expected) {
          return fail(op, "calculated output " + d[0] + " did not match expected: calculated=" + calculated
              + ", expected=" + expected);
        }
      }
    }
    if (!(tosa.operand("bias").getType() instanceof RankedTensorType bias)) {
      return true;
    }
    long biasChannels = bias.getDimSize(0);
    long outChannels = out.getDimSize(out.getRank() - 1);
    if (ShapedType.isDynamic(biasChannels) || ShapedType.isDynamic(outChannels)) {
      return true;
    }
    return biasChannels == outChannels || biasChannels == 1 || fail(op,
        "bias channels expected to be equal to output channels (" + outChannels + ") or 1, got " + biasChannels);
  }

  /** "expect input a and a_zp have the same element type". */
  private static boolean verifyZeroPoint(Operation op, int input, int zp, String name) {
    Type a = element(op.getOperand(input).getType());
    Type z = element(op.getOperand(zp).getType());
    return a.equals(z) || fail(op, "expect input " + name + " and " + name + "_zp have the same element type, got "
        + str(a) + " and " + str(z));
  }

  /** clamp's bounds are attributes of the input's element type (integer or float alike). */
  private static boolean verifyClamp(Operation op) {
    TosaOp tosa = TosaOp.of(op);
    Type e = element(tosa.operand("input").getType());
    jopt.ir.Attribute min = op.getAttr("min_val");
    jopt.ir.Attribute max = op.getAttr("max_val");
    boolean integer = e instanceof jopt.ir.type.IntegerType;
    boolean kinds = integer ? min instanceof jopt.ir.attr.IntegerAttr && max instanceof jopt.ir.attr.IntegerAttr
        : min instanceof jopt.ir.attr.FloatAttr && max instanceof jopt.ir.attr.FloatAttr;
    return kinds && min.getType().equals(max.getType()) && max.getType().equals(e)
        || fail(op, "min/max attributes types are incompatible with input/output element types.");
  }

  /** errorIfTypeOrShapeMismatch of two value lists: their number, then each pair's element type and shape. */
  private static boolean sameTypes(Operation op, java.util.List<? extends jopt.ir.Value> a, String nameA,
      java.util.List<? extends jopt.ir.Value> b, String nameB) {
    if (a.size() != b.size()) {
      return fail(op, "require same number of values in " + nameA + " (" + a.size() + ") and " + nameB + " ("
          + b.size() + ")");
    }
    for (int i = 0; i < a.size(); i++) {
      Type x = a.get(i).getType();
      Type y = b.get(i).getType();
      if (!element(x).equals(element(y))) {
        return fail(op, "require same element type for " + nameA + " (" + str(element(x)) + ") and " + nameB + " ("
            + str(element(y)) + ")");
      }
      if (!ShapeCompatibility.compatible(x, y)) {
        return fail(op, "require same shapes for " + nameA + " (" + str(x) + ") and " + nameB + " (" + str(y) + ")");
      }
    }
    return true;
  }

  /** The values a region's tosa.yield gives, or null when the block does not end with one. */
  private static java.util.List<jopt.ir.Value> yielded(jopt.ir.Region r) {
    if (r.getBlocks().isEmpty()) {
      return null;
    }
    Operation last = r.getBlocks().get(0).getLastOp();
    return last != null && last.getName().equals("tosa.yield") ? last.getOperands() : null;
  }

  private static java.util.List<jopt.ir.Value> arguments(jopt.ir.Region r) {
    return r.getBlocks().isEmpty() ? java.util.List.of() : new java.util.ArrayList<>(r.getBlocks().get(0).getArguments());
  }

  /** cond_if: each branch takes the inputs and yields the results. */
  private static boolean verifyCondIf(Operation op) {
    java.util.List<jopt.ir.Value> inputs = op.getOperands().subList(1, op.getNumOperands());
    java.util.List<? extends jopt.ir.Value> outputs = op.getResults();
    String[] names = {"'then_graph'", "'else_graph'"};
    for (int i = 0; i < 2; i++) {
      java.util.List<jopt.ir.Value> results = yielded(op.getRegion(i));
      if (!sameTypes(op, arguments(op.getRegion(i)), names[i] + " arguments", inputs, "'input_list'")
          || results != null && !sameTypes(op, results, names[i] + " results", outputs, "'output_list'")) {
        return false;
      }
    }
    return true;
  }

  /** while_loop: results as inputs, the condition takes them and yields one boolean, the body maps them. */
  private static boolean verifyWhileLoop(Operation op) {
    java.util.List<jopt.ir.Value> inputs = op.getOperands();
    if (!sameTypes(op, inputs, "'input_list'", op.getResults(), "'output_list'")
        || !sameTypes(op, arguments(op.getRegion(0)), "'cond_graph' arguments", inputs, "'input_list'")
        || !sameTypes(op, arguments(op.getRegion(1)), "'body_graph' arguments", inputs, "'input_list'")) {
      return false;
    }
    java.util.List<jopt.ir.Value> body = yielded(op.getRegion(1));
    if (body != null && !sameTypes(op, body, "'body_graph' results", inputs, "'input_list'")) {
      return false;
    }
    java.util.List<jopt.ir.Value> cond = yielded(op.getRegion(0));
    if (cond != null && cond.size() != 1) {
      return fail(op, "require 'cond_graph' only have one result");
    }
    return true;
  }

  /** The variable read or written is declared before the op, of the type the op reads or writes. */
  private static boolean verifyVariableUse(Operation op, Type type, String name) {
    String symbol = ((jopt.ir.attr.StringAttr) op.getAttr("name")).getValue();
    Operation module = op;
    while (module.getParentOp() != null && !module.getName().equals("builtin.module")) {
      module = module.getParentOp();
    }
    Operation[] found = {null};
    findVariable(module, op, symbol, found);
    if (found[0] == null) {
      return fail(op, "'" + symbol + "' has not been declared by 'tosa.variable'");
    }
    if (!(found[0].getAttr("var_shape") instanceof DenseElementsAttr varShape)
        || !(varShape.getType().getElementType() instanceof jopt.ir.type.IndexType)
        || !(found[0].getAttr("type") instanceof jopt.ir.attr.TypeAttr)) {
      return true; // the declaration is invalid itself, and reported there
    }
    long[] shape = varShape.getLongs();
    for (int i = 0; i < shape.length; i++) {
      shape[i] = shape[i] == -1 ? ShapedType.DYNAMIC : shape[i];
    }
    Type variable = RankedTensorType.get(shape, ((jopt.ir.attr.TypeAttr) found[0].getAttr("type")).getValue());
    if (!element(type).equals(element(variable))) {
      return fail(op, "require same element type for " + name + " (" + str(element(type)) + ") and the input tensor ("
          + str(element(variable)) + ")");
    }
    return ShapeCompatibility.compatible(type, variable) || fail(op, "require same shapes for " + name + " ("
        + str(type) + ") and the input tensor (" + str(variable) + ")");
  }

  /** MLIR's findVariableDecl: the first tosa.variable named {@code symbol} before {@code use}, in walk order. */
  private static boolean findVariable(Operation at, Operation use, String symbol, Operation[] found) {
    if (at == use) {
      return true;
    }
    if (at.getName().equals("tosa.variable") && at.getAttr("sym_name") instanceof jopt.ir.attr.StringAttr s
        && s.getValue().equals(symbol)) {
      found[0] = at;
      return true;
    }
    for (int r = 0; r < at.getNumRegions(); r++) {
      for (jopt.ir.Block b : at.getRegion(r).getBlocks()) {
        for (Operation o : b.getOperations()) {
          if (findVariable(o, use, symbol, found)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static String str(Type t) {
    return "'" + t + "'";
  }
}

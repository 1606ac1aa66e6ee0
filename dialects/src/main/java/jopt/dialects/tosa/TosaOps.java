package jopt.dialects.tosa;

import static jopt.dialects.tosa.TosaConstraints.ACC_TYPE;
import static jopt.dialects.tosa.TosaConstraints.ELEMENTS;
import static jopt.dialects.tosa.TosaConstraints.FLOAT_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.I1_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.INDEX_ELEMENTS;
import static jopt.dialects.tosa.TosaConstraints.INDEX_TENSOR_2D;
import static jopt.dialects.tosa.TosaConstraints.INT16_OR_32_TENSOR_1D;
import static jopt.dialects.tosa.TosaConstraints.INT32_OR_64_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.INT8_LIKE;
import static jopt.dialects.tosa.TosaConstraints.INT8_TENSOR_1D;
import static jopt.dialects.tosa.TosaConstraints.INT_LIKE;
import static jopt.dialects.tosa.TosaConstraints.INT_OR_FLOAT_ATTR;
import static jopt.dialects.tosa.TosaConstraints.MXFP_DATA_3D;
import static jopt.dialects.tosa.TosaConstraints.MXFP_DATA_AT_LEAST_1D;
import static jopt.dialects.tosa.TosaConstraints.MXFP_SCALE_3D;
import static jopt.dialects.tosa.TosaConstraints.MXFP_SCALE_AT_LEAST_1D;
import static jopt.dialects.tosa.TosaConstraints.SCALAR_INT32_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.SCALAR_INT8_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.SCALAR_INT_OR_FLOAT_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.SCALAR_TENSOR;
import static jopt.dialects.tosa.TosaConstraints.SHAPE;
import static jopt.dialects.tosa.TosaConstraints.TENSOR;
import static jopt.dialects.tosa.TosaConstraints.TENSOR_1D;
import static jopt.dialects.tosa.TosaConstraints.TENSOR_3D;
import static jopt.dialects.tosa.TosaConstraints.TENSOR_4D;
import static jopt.dialects.tosa.TosaConstraints.TENSOR_5D;
import static jopt.dialects.tosa.TosaConstraints.TENSOR_AT_LEAST_1D;
import static jopt.dialects.tosa.TosaConstraints.i64Array;
import static jopt.dialects.tosa.TosaConstraints.shapeOfRank;
import static jopt.dialects.tosa.TosaOps.Check.BROADCASTABLE;
import static jopt.dialects.tosa.TosaOps.Check.ELEMENTWISE;
import static jopt.dialects.tosa.TosaOps.Check.SAME_ELEMENT_TYPE;
import static jopt.dialects.tosa.TosaOps.Check.SAME_OPERANDS_ELEMENT_TYPE;
import static jopt.dialects.tosa.TosaOps.Check.SAME_RANK;
import static jopt.dialects.tosa.TosaOps.Check.SAME_SHAPE;
import static jopt.dialects.tosa.TosaOps.Check.SHAPE_SAME_RANKS;
import static jopt.dialects.tosa.TosaOps.Effects.NONE;
import static jopt.dialects.tosa.TosaOps.Effects.PURE;
import static jopt.dialects.tosa.TosaOps.Effects.UNKNOWN;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import jopt.dialects.tosa.TosaEnumAttr.Kind;
import jopt.ir.attr.BoolAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraint;

/**
 * The ops of MLIR 22's TOSA dialect, one row each (TosaOps.td, TosaShapeOps.td, TosaUtilOps.td as
 * mlir-opt-22 registers them): the ODS declaration (operands, attributes, results, summary), its
 * syntax, its memory effects, the trait checks ODS adds, and the op's own verifier where it has
 * one here ({@link TosaVerifiers}). {@link TosaOp} turns a row into a definition.
 */
public final class TosaOps {
  private TosaOps() {}

  /** How an op is written. */
  public enum Syntax {
    /** The spec's declarative format (most ops: {@code operands attr-dict `:` functional-type(operands, results)}). */
    FORMAT,
    /** Generic form only (tosa.const). */
    GENERIC,
    /** The custom form whose attribute dictionary writes enum attributes as bare keywords ({@link TosaSyntax}). */
    ENUM_DICT,
    /** tosa.cond_if's custom form. */
    COND_IF,
    /** tosa.while_loop's custom form. */
    WHILE_LOOP
  }

  /** The op's memory effects: Pure, NoMemoryEffect without speculation, or unknown. */
  public enum Effects { PURE, NONE, UNKNOWN }

  /** ODS traits with a verifier that the generic verifier does not run, checked by {@link TosaOp}. */
  public enum Check {
    /** SameOperandsAndResultElementType. */
    SAME_ELEMENT_TYPE,
    /** SameOperandsElementType. */
    SAME_OPERANDS_ELEMENT_TYPE,
    /** SameOperandsAndResultShape. */
    SAME_SHAPE,
    /** ResultsBroadcastableShape. */
    BROADCASTABLE,
    /** TosaElementwiseOperator: the ranked operands and results have one rank. */
    ELEMENTWISE,
    /** SameOperandsAndResultRank. */
    SAME_RANK,
    /** TosaShapeOperatorWithSameRanks. */
    SHAPE_SAME_RANKS,
    /** Commutative (a trait for the rewriter, nothing to check). */
    COMMUTATIVE
  }

  /**
   * One op: its spec, syntax, effects and checks; {@code enumAttr} is the attribute the custom
   * dictionary reads as a bare keyword (ENUM_DICT), {@code enumKind} its enum.
   */
  public record Row(OpSpec spec, Syntax syntax, Effects effects, Set<Check> checks, String enumAttr,
      Kind enumKind) {
    public String name() {
      return spec.name();
    }
  }

  private static final String FORMAT = "operands attr-dict `:` functional-type(operands, results)";

  private static OpSpec.Builder op(String mnemonic, String summary) {
    return OpSpec.op("tosa." + mnemonic).summary(summary);
  }

  private static Row row(OpSpec.Builder b, Effects effects, Check... checks) {
    return new Row(b.format(FORMAT).build(), Syntax.FORMAT, effects, set(checks), null, null);
  }

  private static Row enumRow(OpSpec.Builder b, String attr, Kind kind, Effects effects, Check... checks) {
    return new Row(b.build(), Syntax.ENUM_DICT, effects, set(checks), attr, kind);
  }

  private static Set<Check> set(Check... checks) {
    return checks.length == 0 ? Set.of() : EnumSet.of(checks[0], checks);
  }

  private static final Check[] BINARY = {SAME_ELEMENT_TYPE, BROADCASTABLE, ELEMENTWISE, SAME_RANK};
  private static final Check[] COMMUTATIVE_BINARY = {Check.COMMUTATIVE, SAME_ELEMENT_TYPE, BROADCASTABLE,
      ELEMENTWISE, SAME_RANK};
  private static final Check[] UNARY = {SAME_SHAPE, SAME_ELEMENT_TYPE, BROADCASTABLE, ELEMENTWISE, SAME_RANK};

  /** Tosa_ElementwiseOp of two operands of one constraint. */
  private static Row binary(String mnemonic, String summary, TypeConstraint c, Effects effects, Check... checks) {
    return row(op(mnemonic, summary).operand("input1", c).operand("input2", c).result("output", c), effects, checks);
  }

  /** Tosa_ElementwiseUnaryOp of operand {@code input1}. */
  private static Row unary(String mnemonic, String summary, TypeConstraint c, Effects effects) {
    return row(op(mnemonic, summary).operand("input1", c).result("output", c), effects, UNARY);
  }

  /** A comparison: Tosa_ElementwiseOp with SameOperandsElementType and an i1 result. */
  private static Row compare(String mnemonic, String summary, Check... extra) {
    List<Check> checks = new ArrayList<>(List.of(extra));
    checks.addAll(List.of(SAME_OPERANDS_ELEMENT_TYPE, BROADCASTABLE, ELEMENTWISE, SAME_RANK));
    return row(op(mnemonic, summary).operand("input1", TENSOR).operand("input2", TENSOR).result("output", I1_TENSOR),
        PURE, checks.toArray(new Check[0]));
  }

  /** A reduction along {@code axis}, with nan_mode for min and max. */
  private static Row reduce(String mnemonic, String summary, Effects effects, boolean nanMode) {
    OpSpec.Builder b = op(mnemonic, summary).operand("input", TENSOR_AT_LEAST_1D).attr("axis", AttrConstraints.I32);
    if (!nanMode) {
      return row(b.result("output", TENSOR_AT_LEAST_1D), effects);
    }
    return enumRow(nan(b).result("output", TENSOR_AT_LEAST_1D), "nan_mode", Kind.NAN_MODE, effects);
  }

  private static OpSpec.Builder nan(OpSpec.Builder b) {
    return b.defaultAttr("nan_mode", Kind.NAN_MODE.constraint(), TosaEnumAttr.PROPAGATE);
  }

  /** A convolution: input, weight, bias and zero points, then its attributes. */
  private static OpSpec.Builder conv(String mnemonic, String summary, TypeConstraint tensor) {
    return op(mnemonic, summary).operand("input", tensor).operand("weight", tensor).operand("bias", TENSOR_1D)
        .operand("input_zp", SCALAR_INT_OR_FLOAT_TENSOR).operand("weight_zp", SCALAR_INT_OR_FLOAT_TENSOR);
  }

  private static OpSpec.Builder localBound(OpSpec.Builder b) {
    return b.defaultOptionalAttr("local_bound", AttrConstraints.BOOL, BoolAttr.FALSE);
  }

  /** A Tosa_ElementwiseShapeOp of one or two shapes. */
  private static Row shapeOp(String mnemonic, String summary, int operands) {
    OpSpec.Builder b = op(mnemonic, summary).operand("input1", SHAPE);
    if (operands == 2) {
      b.operand("input2", SHAPE);
    }
    return row(b.result("output", SHAPE), PURE, SHAPE_SAME_RANKS);
  }

  public static final List<Row> ROWS = List.of(
      // ---- tensor data engine
      enumRow(nan(op("argmax", "Perform argmax on the input.").operand("input", TENSOR_AT_LEAST_1D)
          .attr("axis", AttrConstraints.I32)).result("output", TENSOR), "nan_mode", Kind.NAN_MODE, NONE),
      row(op("avg_pool2d", "Performs average pooling on the input.").operand("input", TENSOR_4D)
          .operand("input_zp", SCALAR_INT_OR_FLOAT_TENSOR).operand("output_zp", SCALAR_INT_OR_FLOAT_TENSOR)
          .attr("kernel", i64Array(2)).attr("stride", i64Array(2)).attr("pad", i64Array(4))
          .attr("acc_type", ACC_TYPE).result("output", TENSOR_4D), NONE),
      row(localBound(conv("conv2d", "2D Convolution operator.", TENSOR_4D).attr("pad", i64Array(4))
          .attr("stride", i64Array(2)).attr("dilation", i64Array(2)).attr("acc_type", ACC_TYPE))
          .result("output", TENSOR_4D), NONE),
      row(localBound(conv("conv3d", "3D Convolution operator.", TENSOR_5D).attr("pad", i64Array(6))
          .attr("stride", i64Array(3)).attr("dilation", i64Array(3)).attr("acc_type", ACC_TYPE))
          .result("output", TENSOR_5D), NONE),
      row(localBound(conv("depthwise_conv2d", "Depthwise 2D Convolution operator.", TENSOR_4D)
          .attr("pad", i64Array(4)).attr("stride", i64Array(2)).attr("dilation", i64Array(2))
          .attr("acc_type", ACC_TYPE)).result("output", TENSOR_4D), NONE),
      row(localBound(op("fft2d", "Performs FFT2D operation on the input.").operand("input_real", TENSOR_3D)
          .operand("input_imag", TENSOR_3D).attr("inverse", AttrConstraints.BOOL))
          .result("output_real", TENSOR_3D).result("output_imag", TENSOR_3D), PURE, SAME_ELEMENT_TYPE, SAME_SHAPE),
      row(op("matmul", "Matrix multiplication operator.").operand("a", TENSOR_3D).operand("b", TENSOR_3D)
          .operand("a_zp", SCALAR_INT_OR_FLOAT_TENSOR).operand("b_zp", SCALAR_INT_OR_FLOAT_TENSOR)
          .result("output", TENSOR_3D), NONE),
      enumRow(op("matmul_t_block_scaled",
          "Performs two dimensional matrix multiplications using block scaled tensors.")
          .operand("a_data", MXFP_DATA_3D).operand("a_scale", MXFP_SCALE_3D).operand("b_data", MXFP_DATA_3D)
          .operand("b_scale", MXFP_SCALE_3D).attr("block_size", Kind.BLOCK_SIZE.constraint())
          .result("output_data", TENSOR_3D), "block_size", Kind.BLOCK_SIZE, NONE),
      enumRow(nan(op("max_pool2d", "Performs max pooling on the input.").operand("input", TENSOR_4D)
          .attr("kernel", i64Array(2)).attr("stride", i64Array(2)).attr("pad", i64Array(4)))
          .result("output", TENSOR_4D), "nan_mode", Kind.NAN_MODE, PURE),
      row(localBound(op("rfft2d", "Performs RFFT2D operation on the input.").operand("input_real", TENSOR_3D))
          .result("output_real", TENSOR_3D).result("output_imag", TENSOR_3D), PURE, SAME_ELEMENT_TYPE),
      row(localBound(conv("transpose_conv2d", "Transpose 2D Convolution operator.", TENSOR_4D)
          .attr("out_pad", i64Array(4)).attr("stride", i64Array(2)).attr("acc_type", ACC_TYPE))
          .result("output", TENSOR_4D), NONE),
      // ---- activation functions
      enumRow(nan(op("clamp", "Computes clamp(features, min, max).").operand("input", TENSOR)
          .attr("min_val", INT_OR_FLOAT_ATTR).attr("max_val", INT_OR_FLOAT_ATTR)).result("output", TENSOR),
          "nan_mode", Kind.NAN_MODE, PURE, UNARY),
      row(op("erf", "Computes gauss error function of input.").operand("input", TENSOR).result("output", TENSOR),
          PURE, UNARY),
      row(op("sigmoid", "Computes elementwise sigmoid of input.").operand("input", TENSOR).result("output", TENSOR),
          PURE, UNARY),
      row(op("tanh", "Computes elementwise hyperbolic tangent of input.").operand("input", TENSOR)
          .result("output", TENSOR), PURE, UNARY),
      // ---- elementwise binary
      binary("add", "Elementwise addition operator.", TENSOR, NONE, COMMUTATIVE_BINARY),
      row(op("arithmetic_right_shift", "Elementwise Arithmetic Right Shift.").operand("input1", TENSOR)
          .operand("input2", TENSOR).attr("round", AttrConstraints.BOOL).result("output", TENSOR), NONE, BINARY),
      binary("bitwise_and", "Bitwise AND operator.", TENSOR, PURE, COMMUTATIVE_BINARY),
      binary("bitwise_or", "Bitwise OR operator.", TENSOR, PURE, COMMUTATIVE_BINARY),
      binary("bitwise_xor", "Bitwise XOR operator.", TENSOR, PURE, COMMUTATIVE_BINARY),
      binary("intdiv", "Integer divide operator.", INT32_OR_64_TENSOR, NONE, BINARY),
      binary("logical_and", "Returns the truth value of input1 AND input2 element-wise.", I1_TENSOR, PURE,
          COMMUTATIVE_BINARY),
      binary("logical_left_shift", "Elementwise Logical Left Shift.", TENSOR, NONE, BINARY),
      binary("logical_right_shift", "Elementwise Logical Right Shift.", TENSOR, NONE, BINARY),
      binary("logical_or", "Returns the truth value of x OR y element-wise.", I1_TENSOR, PURE, COMMUTATIVE_BINARY),
      binary("logical_xor", "Returns the truth value of input1 XOR input2 element-wise.", I1_TENSOR, PURE,
          COMMUTATIVE_BINARY),
      enumRow(nan(op("maximum", "Elementwise Maximum.").operand("input1", TENSOR).operand("input2", TENSOR))
          .result("output", TENSOR), "nan_mode", Kind.NAN_MODE, PURE, COMMUTATIVE_BINARY),
      enumRow(nan(op("minimum", "Elementwise Minimum.").operand("input1", TENSOR).operand("input2", TENSOR))
          .result("output", TENSOR), "nan_mode", Kind.NAN_MODE, PURE, COMMUTATIVE_BINARY),
      row(op("mul", "Multiplication operator.").operand("input1", TENSOR).operand("input2", TENSOR)
          .operand("shift", SCALAR_INT8_TENSOR).result("output", TENSOR), NONE),
      binary("pow", "Computes the power of one value to another.", TENSOR, NONE, BINARY),
      binary("sub", "Elementwise subtraction operator.", TENSOR, NONE, BINARY),
      row(op("table", "Table lookup operator.").operand("input1", TENSOR).operand("table", TENSOR_1D)
          .result("output", TENSOR), NONE),
      // ---- elementwise unary
      unary("abs", "Elementwise abs operator.", TENSOR, NONE),
      unary("bitwise_not", "Bitwise NOT operator.", TENSOR, PURE),
      unary("ceil", "Elementwise ceil operator.", TENSOR, PURE),
      unary("clz", "Elementwise count leading zero operator.", TENSOR, PURE),
      unary("cos", "Elementwise cos operator.", FLOAT_TENSOR, PURE),
      unary("exp", "Elementwise exp operator.", TENSOR, PURE),
      unary("floor", "Elementwise floor operator.", TENSOR, PURE),
      unary("log", "Elementwise log operator.", TENSOR, PURE),
      unary("logical_not", "Returns the truth value of NOT input1 element-wise.", I1_TENSOR, PURE),
      row(op("negate", "Elementwise negate operator.").operand("input1", TENSOR)
          .operand("input1_zp", SCALAR_INT_OR_FLOAT_TENSOR).operand("output_zp", SCALAR_INT_OR_FLOAT_TENSOR)
          .result("output", TENSOR), NONE),
      unary("reciprocal", "Elementwise reciprocal operator.", TENSOR, PURE),
      unary("rsqrt", "Elementwise 1/sqrt operator.", TENSOR, PURE),
      unary("sin", "Elementwise sin operator.", FLOAT_TENSOR, PURE),
      // ---- elementwise ternary
      row(op("select", "Elementwise select operator.").operand("input1", I1_TENSOR).operand("input2", TENSOR)
          .operand("input3", TENSOR).result("output", TENSOR), PURE, BROADCASTABLE, ELEMENTWISE, SAME_RANK),
      // ---- comparison
      compare("equal", "Returns the truth value of (input1 == input2) element-wise.", Check.COMMUTATIVE),
      compare("greater", "Returns the truth value of (input1 > input2) element-wise."),
      compare("greater_equal", "Returns the truth value of (input1 >= input2) element-wise."),
      // ---- reductions
      reduce("reduce_all", "Reduce All operator.", PURE, false),
      reduce("reduce_any", "Reduce Any operator.", PURE, false),
      reduce("reduce_max", "Reduce Max operator.", PURE, true),
      reduce("reduce_min", "Reduce Min operator.", PURE, true),
      reduce("reduce_product", "Reduce Product operator.", NONE, false),
      reduce("reduce_sum", "Reduce Sum operator.", NONE, false),
      // ---- data layout
      row(op("concat", "Concatenates tensors along one dimension.").variadicOperand("input1", TENSOR_AT_LEAST_1D)
          .attr("axis", AttrConstraints.I32).result("output", TENSOR_AT_LEAST_1D), PURE),
      row(op("pad", "Pads a tensor with value specified.").operand("input1", TENSOR_AT_LEAST_1D)
          .operand("padding", SHAPE).operand("pad_const", SCALAR_TENSOR).result("output", TENSOR_AT_LEAST_1D), PURE),
      row(op("reshape", "Reshape operator.").operand("input1", TENSOR).operand("shape", SHAPE)
          .result("output", TENSOR), PURE),
      row(op("reverse", "Reverse operator.").operand("input1", TENSOR_AT_LEAST_1D).attr("axis", AttrConstraints.I32)
          .result("output", TENSOR_AT_LEAST_1D), PURE, SAME_RANK, SAME_SHAPE, SAME_ELEMENT_TYPE),
      row(op("slice", "Slice operator.").operand("input1", TENSOR_AT_LEAST_1D).operand("start", SHAPE)
          .operand("size", SHAPE).result("output", TENSOR_AT_LEAST_1D), PURE),
      row(op("tile", "Tile operator.").operand("input1", TENSOR_AT_LEAST_1D).operand("multiples", SHAPE)
          .result("output", TENSOR_AT_LEAST_1D), PURE),
      row(op("transpose", "Transpose operator.").operand("input1", TENSOR_AT_LEAST_1D)
          .attr("perms", AttrConstraints.DENSE_I32_ARRAY).result("output", TENSOR_AT_LEAST_1D)
          .predicate("all of {input1, output} have same element type", TosaOp::sameElementTypes), PURE),
      // ---- scatter/gather
      row(op("gather", "Gather operation.").operand("values", TENSOR_3D).operand("indices", INDEX_TENSOR_2D)
          .result("output", TENSOR_3D), NONE),
      row(op("scatter", "Scatter operation.").operand("values_in", TENSOR_3D).operand("indices", INDEX_TENSOR_2D)
          .operand("input", TENSOR_3D).result("values_out", TENSOR_3D), NONE),
      // ---- image
      enumRow(op("resize", "Resize operation, supports various resize/upsample modes.").operand("input", TENSOR_4D)
          .operand("scale", shapeOfRank(4)).operand("offset", shapeOfRank(2)).operand("border", shapeOfRank(2))
          .attr("mode", Kind.RESIZE_MODE.constraint()).result("output", TENSOR_4D), "mode", Kind.RESIZE_MODE, PURE),
      // ---- type conversion
      row(op("cast", "Cast operation.").operand("input", TENSOR).result("output", TENSOR), PURE, SAME_SHAPE),
      enumRow(op("cast_from_block_scaled", "Apply scales from a scale tensor to the values in a value tensor")
          .operand("input_data", MXFP_DATA_AT_LEAST_1D).operand("input_scale", MXFP_SCALE_AT_LEAST_1D)
          .attr("block_size", Kind.BLOCK_SIZE.constraint()).result("output_data", TENSOR_AT_LEAST_1D),
          "block_size", Kind.BLOCK_SIZE, PURE),
      enumRow(op("cast_to_block_scaled",
          "Calculate scale tensor values per block, output to separate scale and data tensors.")
          .operand("input_data", TENSOR_AT_LEAST_1D).attr("block_size", Kind.BLOCK_SIZE.constraint())
          .result("output_data", MXFP_DATA_AT_LEAST_1D).result("output_scale", MXFP_SCALE_AT_LEAST_1D),
          "block_size", Kind.BLOCK_SIZE, PURE),
      enumRow(op("rescale", "Tosa rescale operator.").operand("input", TENSOR)
          .operand("multiplier", INT16_OR_32_TENSOR_1D).operand("shift", INT8_TENSOR_1D)
          .operand("input_zp", SCALAR_INT_OR_FLOAT_TENSOR).operand("output_zp", SCALAR_INT_OR_FLOAT_TENSOR)
          .attr("scale32", AttrConstraints.BOOL).attr("rounding_mode", Kind.ROUNDING_MODE.constraint())
          .attr("per_channel", AttrConstraints.BOOL).attr("input_unsigned", AttrConstraints.BOOL)
          .attr("output_unsigned", AttrConstraints.BOOL).result("output", TENSOR),
          "rounding_mode", Kind.ROUNDING_MODE, NONE),
      // ---- data nodes
      new Row(op("const", "Constant operator.").attr("values", ELEMENTS).result("output", TENSOR)
          .predicate("all of {values, output} have same shape", TosaOp::constShapesMatch).build(),
          Syntax.GENERIC, PURE, Set.of(), null, null),
      row(op("identity", "Identity operator.").operand("input1", TENSOR).result("output", TENSOR), PURE),
      // ---- custom
      row(op("custom", "Custom operator wrapper for Tosa").attr("operator_name", AttrConstraints.STRING)
          .attr("domain_name", AttrConstraints.STRING).attr("implementation_attrs", AttrConstraints.STRING)
          .variadicOperand("input_list", TENSOR).variadicResult("output_list", TENSOR), UNKNOWN),
      // ---- control flow
      new Row(op("cond_if", "Conditional if operator.").operand("condition", I1_TENSOR)
          .variadicOperand("input_list", TENSOR).variadicResult("output_list", TENSOR)
          .region("then_graph", RegionDef.Blocks.EXACTLY_ONE).region("else_graph", RegionDef.Blocks.EXACTLY_ONE)
          .build(), Syntax.COND_IF, UNKNOWN, Set.of(), null, null),
      new Row(op("while_loop", "output = input; While (Cond(output)) {output = Body(output)}")
          .variadicOperand("input_list", TENSOR).variadicResult("output_list", TENSOR)
          .region("cond_graph", RegionDef.Blocks.EXACTLY_ONE).region("body_graph", RegionDef.Blocks.EXACTLY_ONE)
          .build(), Syntax.WHILE_LOOP, UNKNOWN, Set.of(), null, null),
      // ---- variables
      new Row(op("variable", "Defines a variable").attr("sym_name", AttrConstraints.SYMBOL_NAME)
          .attr("var_shape", INDEX_ELEMENTS).attr("type", AttrConstraints.TYPE)
          .optionalAttr("initial_value", AttrConstraints.ANY)
          .format("$sym_name attr-dict custom<VariableOpTypeOrInitialValue>($var_shape, $type, $initial_value)")
          .customDirective("VariableOpTypeOrInitialValue", TosaSyntax.VARIABLE_TYPE_OR_INITIAL_VALUE).build(),
          Syntax.FORMAT, UNKNOWN, Set.of(), null, null),
      new Row(op("variable_write", "write_buffer operator").attr("name", AttrConstraints.SYMBOL_NAME)
          .operand("input1", TENSOR).format("$name attr-dict `,` $input1 `:` type($input1)").build(),
          Syntax.FORMAT, UNKNOWN, Set.of(), null, null),
      new Row(op("variable_read", "read_buffer operator").attr("name", AttrConstraints.SYMBOL_NAME)
          .result("output1", TENSOR).format("$name attr-dict `:` type($output1)").build(),
          Syntax.FORMAT, UNKNOWN, Set.of(), null, null),
      // ---- utility
      enumRow(op("apply_scale", "Rescale scalar operator for Tosa tensor operators").operand("value", INT_LIKE)
          .operand("multiplier", INT_LIKE).operand("shift", INT8_LIKE)
          .attr("rounding_mode", Kind.ROUNDING_MODE.constraint()).result("output", INT_LIKE),
          "rounding_mode", Kind.ROUNDING_MODE, PURE),
      new Row(op("yield", "yield operator").variadicOperand("inputs", TENSOR)
          .format("$inputs attr-dict `:` type($inputs)").build(), Syntax.FORMAT, PURE, Set.of(), null, null),
      // ---- shape ops
      shapeOp("add_shape", "Elementwise addition of shapes.", 2),
      row(op("concat_shape", "Concatenates a list of shapes.").variadicOperand("input", SHAPE)
          .result("output", SHAPE), PURE),
      new Row(op("const_shape", "Constant Shape operator.").attr("values", INDEX_ELEMENTS).result("output", SHAPE)
          .format(FORMAT).build(), Syntax.FORMAT, PURE, Set.of(), null, null),
      row(op("dim", "Extract size of dimension from input tensor.").operand("input1", TENSOR_AT_LEAST_1D)
          .attr("axis", AttrConstraints.I32).result("output", SHAPE), PURE),
      shapeOp("div_ceil_shape", "Elementwise ceiling divide of shapes.", 2),
      shapeOp("div_floor_shape", "Elementwise floor divide of shapes.", 2),
      shapeOp("exp2_shape", "Elementwise exponent base 2 of a shape.", 1),
      shapeOp("log2_ceil_shape", "Elementwise ceiling of log base 2 of a shape.", 1),
      shapeOp("log2_floor_shape", "Elementwise floor of log base 2 of a shape.", 1),
      shapeOp("max_shape", "Elementwise maximum of shapes.", 2),
      shapeOp("min_shape", "Elementwise minimum of shapes.", 2),
      shapeOp("mod_shape", "Elementwise modulo of shapes.", 2),
      shapeOp("mul_shape", "Elementwise multiplication of shapes.", 2),
      row(op("slice_shape", "Extract slice of a shape.").operand("input", SHAPE).operand("start", SCALAR_INT32_TENSOR)
          .operand("size", SCALAR_INT32_TENSOR).result("output", SHAPE), PURE),
      shapeOp("sub_shape", "Elementwise subtraction of shapes.", 2));

  private static final Map<String, Row> BY_NAME =
      ROWS.stream().collect(Collectors.toUnmodifiableMap(Row::name, Function.identity()));

  /** The row of an op name, or null. */
  public static Row row(String name) {
    return BY_NAME.get(name);
  }
}

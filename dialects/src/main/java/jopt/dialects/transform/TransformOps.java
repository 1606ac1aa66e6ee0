package jopt.dialects.transform;

import static jopt.dialects.transform.TransformConstraints.HANDLE;
import static jopt.dialects.transform.TransformConstraints.HANDLE_OR_PARAM;
import static jopt.dialects.transform.TransformConstraints.PARAM;
import static jopt.dialects.transform.TransformConstraints.PARAM_OR_OP_HANDLE;
import static jopt.dialects.transform.TransformConstraints.VALUE_HANDLE;

import java.util.List;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.type.IntegerType;

/**
 * The transform ops jopt knows, each its ODS declaration and assembly format as mlir-opt-22
 * registers it: the dialect's own (TransformOps.td) and those of the extensions (linalg's
 * structured ops, bufferization, loop). The pattern descriptors of {@code apply_patterns} are
 * rows of {@link #PATTERN_DESCRIPTORS}. Traits, consumed handles and verifiers are in
 * {@link TransformOp}.
 */
final class TransformOps {
  private TransformOps() {}

  /** ODS's I64ArrayAttr, read in formats as an attribute of its storage class. */
  private static final AttrConstraint I64_ARRAY = AttrConstraint.of("64-bit integer array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr && arr.getValue().stream()
          .allMatch(e -> e instanceof IntegerAttr i && i.getType().equals(IntegerType.get(64))))
      .parsedAsStorageKind(jopt.ir.type.NoneType.get());
  /** ODS's TypeArrayAttr. */
  private static final AttrConstraint TYPE_ARRAY = AttrConstraint.of("type array attribute",
      a -> a instanceof ArrayAttr, a -> a instanceof ArrayAttr arr
          && arr.getValue().stream().allMatch(e -> e instanceof TypeAttr));
  /** {@code ConfinedAttr<I64Attr, [IntPositive]>}. */
  private static final AttrConstraint POSITIVE_I64 = AttrConstraints.I64.confined(
      "64-bit signless integer attribute whose value is positive", a -> ((IntegerAttr) a).getValue() > 0);
  private static final IntegerAttr MINUS_ONE = IntegerAttr.get(IntegerType.get(64), -1);
  private static final DenseArrayAttr NO_SIZES = DenseArrayAttr.i64();
  private static final DenseArrayAttr NO_FLAGS = DenseArrayAttr.ofBool();
  private static final ArrayAttr EMPTY_ARRAY = ArrayAttr.get(List.of());

  // ---- the dialect's own ops (TransformOps.td)

  static final OpSpec NAMED_SEQUENCE = OpSpec.op("transform.named_sequence")
      .summary("Named transform sequence that can be included elsewhere")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .attr("function_type", AttrConstraints.FUNCTION_TYPE)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .region("body", RegionDef.Blocks.AT_MOST_ONE)
      .build();

  static final OpSpec SEQUENCE = OpSpec.op("transform.sequence")
      .summary("Contains a sequence of other transform ops to apply")
      .attr("failure_propagation_mode", TransformConstraints.FAILURE_PROPAGATION_MODE)
      .optionalOperand("root", HANDLE)
      .variadicOperand("extra_bindings", HANDLE_OR_PARAM)
      .attrSizedOperandSegments()
      .variadicResult("results", HANDLE)
      .region("body", RegionDef.Blocks.EXACTLY_ONE)
      .format("custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings))"
          + " (`->` type($results)^)? `failures` `(` $failure_propagation_mode `)`"
          + " attr-dict-with-keyword regions")
      .customDirective("SequenceOpOperands", TransformDirectives.SEQUENCE_OPERANDS)
      .build();

  static final OpSpec YIELD = OpSpec.op("transform.yield")
      .summary("Yields operation handles from a transform IR region")
      .variadicOperand("operands", HANDLE_OR_PARAM)
      .format("$operands attr-dict (`:` type($operands)^)?")
      .build();

  static final OpSpec INCLUDE = OpSpec.op("transform.include")
      .summary("Includes a named transform sequence")
      .attr("target", AttrConstraints.SYMBOL_REF)
      .attr("failure_propagation_mode", TransformConstraints.FAILURE_PROPAGATION_MODE)
      .variadicOperand("operands", HANDLE_OR_PARAM)
      .variadicResult("results", HANDLE_OR_PARAM)
      .format("$target `failures` `(` $failure_propagation_mode `)` `(` $operands `)` attr-dict"
          + " `:` functional-type($operands, $results)")
      .build();

  static final OpSpec FOREACH_MATCH = OpSpec.op("transform.foreach_match")
      .summary("Applies named sequences when a named matcher succeeds")
      .operand("root", HANDLE)
      .variadicOperand("forwarded_inputs", HANDLE_OR_PARAM)
      .optionalAttr("restrict_root", AttrConstraints.UNIT)
      .optionalAttr("flatten_results", AttrConstraints.UNIT)
      .attr("matchers", TransformConstraints.SYMBOL_REF_ARRAY)
      .attr("actions", TransformConstraints.SYMBOL_REF_ARRAY)
      .result("updated", HANDLE)
      .variadicResult("forwarded_outputs", HANDLE_OR_PARAM)
      .format("oilist( `restrict_root` $restrict_root | `flatten_results` $flatten_results )"
          + " `in` $root (`,` $forwarded_inputs^)? custom<ForeachMatchSymbols>($matchers, $actions)"
          + " attr-dict `:` functional-type(operands, results)")
      .customDirective("ForeachMatchSymbols", TransformDirectives.FOREACH_MATCH_SYMBOLS)
      .build();

  static final OpSpec COLLECT_MATCHING = OpSpec.op("transform.collect_matching")
      .summary("Collects all payload ops that match the given named matcher")
      .attr("matcher", AttrConstraints.SYMBOL_REF)
      .operand("root", HANDLE)
      .variadicResult("results", HANDLE_OR_PARAM)
      .format("$matcher `in` $root attr-dict `:` functional-type($root, $results)")
      .build();

  static final OpSpec APPLY_PATTERNS = OpSpec.op("transform.apply_patterns")
      .summary("Greedily applies patterns to the body of the targeted op")
      .operand("target", HANDLE)
      .optionalAttr("apply_cse", AttrConstraints.UNIT)
      .defaultAttr("max_iterations", AttrConstraints.I64, MINUS_ONE)
      .defaultAttr("max_num_rewrites", AttrConstraints.I64, MINUS_ONE)
      .region("patterns", RegionDef.Blocks.AT_MOST_ONE)
      .format("`to` $target $patterns attr-dict `:` type($target)")
      .build();

  static final OpSpec APPLY_LICM = targetOnly("transform.apply_licm",
      "Move loop-invariant code out of a loop-like op", "`to` $target attr-dict `:` type($target)");
  static final OpSpec APPLY_CSE = targetOnly("transform.apply_cse",
      "Eliminate common subexpressions in the body of the target op", "`to` $target attr-dict `:` type($target)");
  static final OpSpec APPLY_DCE = targetOnly("transform.apply_dce",
      "Eliminate dead operations in the body of the target op", "`to` $target attr-dict `:` type($target)");
  static final OpSpec VERIFY = targetOnly("transform.verify", "Verifies the targeted ops",
      "$target attr-dict `:` type($target)");

  static final OpSpec GET_PARENT_OP = OpSpec.op("transform.get_parent_op")
      .summary("Gets handles to the closest parent ops")
      .operand("target", HANDLE)
      .optionalAttr("isolated_from_above", AttrConstraints.UNIT)
      .optionalAttr("allow_empty_results", AttrConstraints.UNIT)
      .optionalAttr("op_name", AttrConstraints.STRING)
      .optionalAttr("deduplicate", AttrConstraints.UNIT)
      .defaultAttr("nth_parent", POSITIVE_I64, IntegerAttr.get(IntegerType.get(64), 1))
      .result("parent", HANDLE)
      .format("$target attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec GET_PRODUCER_OF_OPERAND = OpSpec.op("transform.get_producer_of_operand")
      .summary("Get handle to the producer of this operation's operand number")
      .operand("target", HANDLE)
      .attr("operand_number", AttrConstraints.I64)
      .result("producer", HANDLE)
      .format("$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec GET_CONSUMERS_OF_RESULT = OpSpec.op("transform.get_consumers_of_result")
      .summary("Get handle to the consumers of this operation's result number")
      .operand("target", HANDLE)
      .attr("result_number", AttrConstraints.I64)
      .result("consumers", HANDLE)
      .format("$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec GET_DEFINING_OP = OpSpec.op("transform.get_defining_op")
      .summary("Get handle to the defining op of a value")
      .operand("target", VALUE_HANDLE)
      .result("result", HANDLE)
      .format("$target attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec GET_TYPE = OpSpec.op("transform.get_type")
      .summary("Get a parameter containing the type of the given value")
      .operand("value", VALUE_HANDLE)
      .optionalAttr("elemental", AttrConstraints.UNIT)
      .result("type_param", PARAM)
      .format("(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)")
      .build();

  static final OpSpec PARAM_CONSTANT = OpSpec.op("transform.param.constant")
      .summary("Produces a new transform dialect parameter value associated with the given attribute")
      .attr("value", AttrConstraints.ANY)
      .result("param", PARAM)
      .format("$value attr-dict `->` type($param)")
      .build();

  static final OpSpec MATCH_OPERATION_NAME = OpSpec.op("transform.match.operation_name")
      .summary("Matches a single operation of one of the given kinds")
      .operand("operand_handle", HANDLE)
      .attr("op_names", AttrConstraints.STRING_ARRAY)
      .format("$operand_handle $op_names attr-dict `:` type($operand_handle)")
      .build();

  static final OpSpec PRINT = OpSpec.op("transform.print")
      .summary("Dump each payload op")
      .optionalOperand("target", HANDLE)
      .optionalAttr("name", AttrConstraints.STRING)
      .optionalAttr("assume_verified", AttrConstraints.UNIT)
      .optionalAttr("use_local_scope", AttrConstraints.UNIT)
      .optionalAttr("skip_regions", AttrConstraints.UNIT)
      .format("$target attr-dict (`:` type($target)^)?")
      .build();

  static final OpSpec CAST = OpSpec.op("transform.cast")
      .operand("input", HANDLE)
      .result("output", HANDLE)
      .format("$input attr-dict `:` type($input) `to` type($output)")
      .build();

  static final OpSpec MERGE_HANDLES = OpSpec.op("transform.merge_handles")
      .summary("Merges handles into one pointing to the union of payload ops")
      .variadicOperand("handles", HANDLE_OR_PARAM)
      .optionalAttr("deduplicate", AttrConstraints.UNIT)
      .result("result", HANDLE_OR_PARAM)
      .format("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)")
      .build();

  static final OpSpec SPLIT_HANDLE = OpSpec.op("transform.split_handle")
      .summary("Splits a handle or parameter into multiple values")
      .operand("handle", HANDLE_OR_PARAM)
      .defaultAttr("pass_through_empty_handle", AttrConstraints.BOOL, BoolAttr.TRUE)
      .defaultAttr("fail_on_payload_too_small", AttrConstraints.BOOL, BoolAttr.TRUE)
      .optionalAttr("overflow_result", AttrConstraints.I64)
      .variadicResult("results", HANDLE_OR_PARAM)
      .format("$handle attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec ANNOTATE = OpSpec.op("transform.annotate")
      .summary("Annotates the target operation with an attribute by name")
      .operand("target", HANDLE)
      .attr("name", AttrConstraints.STRING)
      .optionalOperand("param", PARAM)
      .format("$target $name attr-dict (`=` $param^)? `:` type($target) (`,` type($param)^)?")
      .build();

  static final OpSpec SELECT = OpSpec.op("transform.select")
      .summary("Select payload ops by name")
      .operand("target", HANDLE)
      .attr("op_name", AttrConstraints.STRING)
      .result("result", HANDLE)
      .format("$op_name `in` $target attr-dict `:` functional-type(operands, results)")
      .build();

  // ---- linalg's structured ops (LinalgTransformOps.td)

  static final OpSpec STRUCTURED_MATCH = OpSpec.op("transform.structured.match")
      .operand("target", HANDLE)
      .optionalAttr("ops", AttrConstraints.STRING_ARRAY)
      .optionalAttr("interface", TransformConstraints.MATCH_INTERFACE)
      .optionalAttr("op_attrs", AttrConstraints.DICTIONARY)
      .optionalAttr("filter_result_type", AttrConstraints.TYPE)
      .optionalAttr("filter_operand_types", TYPE_ARRAY)
      .result("results", HANDLE)
      .format("(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? (`attributes` $op_attrs^)?"
          + " (`filter_result_type` `=` $filter_result_type^)?"
          + " (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict"
          + " `:` functional-type($target, results)")
      .build();

  static final OpSpec TILE_USING_FOR = OpSpec.op("transform.structured.tile_using_for")
      .operand("target", HANDLE)
      .variadicOperand("dynamic_sizes", PARAM_OR_OP_HANDLE)
      .defaultOptionalAttr("static_sizes", AttrConstraints.DENSE_I64_ARRAY, NO_SIZES)
      .defaultOptionalAttr("interchange", AttrConstraints.DENSE_I64_ARRAY, NO_SIZES)
      .defaultOptionalAttr("scalable_sizes", AttrConstraints.DENSE_BOOL_ARRAY, NO_FLAGS)
      .result("tiled_linalg_op", HANDLE)
      .variadicResult("loops", HANDLE)
      .format("$target `tile_sizes` custom<DynamicIndexList>($dynamic_sizes, $static_sizes, $scalable_sizes)"
          + " (`interchange` `=` $interchange^)? attr-dict `:` functional-type(operands, results)")
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .build();

  static final OpSpec TILE_REDUCTION_USING_FOR = OpSpec.op("transform.structured.tile_reduction_using_for")
      .operand("target", HANDLE)
      .defaultAttr("reduction_dims", I64_ARRAY, EMPTY_ARRAY)
      .defaultAttr("tile_sizes", I64_ARRAY, EMPTY_ARRAY)
      .variadicResult("fill_op", HANDLE)
      .result("split_op", HANDLE)
      .result("combining_op", HANDLE)
      .result("for_op", HANDLE)
      .format("$target (`reduction_dims` `=` $reduction_dims^)? `by` `tile_sizes` `=` $tile_sizes"
          + " attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec VECTORIZE = OpSpec.op("transform.structured.vectorize")
      .operand("target", HANDLE)
      .variadicOperand("vector_sizes", PARAM_OR_OP_HANDLE)
      .defaultOptionalAttr("static_vector_sizes", AttrConstraints.DENSE_I64_ARRAY, NO_SIZES)
      .optionalAttr("vectorize_nd_extract", AttrConstraints.UNIT)
      .optionalAttr("assume_dynamic_dims_match_vec_sizes", AttrConstraints.UNIT)
      .optionalAttr("create_named_contraction", AttrConstraints.UNIT)
      .defaultOptionalAttr("scalable_sizes", AttrConstraints.DENSE_BOOL_ARRAY, NO_FLAGS)
      .format("$target oilist(`vector_sizes` custom<DynamicIndexList>($vector_sizes, $static_vector_sizes,"
          + " $scalable_sizes)) attr-dict `:` type($target)(`,`type($vector_sizes)^)?")
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .build();

  static final OpSpec VECTORIZE_CHILDREN_AND_APPLY_PATTERNS =
      OpSpec.op("transform.structured.vectorize_children_and_apply_patterns")
      .operand("target", HANDLE)
      .optionalAttr("fold_type_extensions_into_contract", AttrConstraints.UNIT)
      .optionalAttr("vectorize_padding", AttrConstraints.UNIT)
      .optionalAttr("vectorize_nd_extract", AttrConstraints.UNIT)
      .optionalAttr("flatten_1d_depthwise_conv", AttrConstraints.UNIT)
      .optionalAttr("disable_multi_reduction_to_contract_patterns", AttrConstraints.UNIT)
      .optionalAttr("disable_transfer_permutation_map_lowering_patterns", AttrConstraints.UNIT)
      .result("transformed", HANDLE)
      .format("$target attr-dict `:`functional-type(operands, results)")
      .build();

  static final OpSpec HOIST_REDUNDANT_VECTOR_TRANSFERS =
      OpSpec.op("transform.structured.hoist_redundant_vector_transfers")
      .operand("target", HANDLE)
      .optionalAttr("verify_non_zero_trip", AttrConstraints.UNIT)
      .result("transformed", HANDLE)
      .format("$target attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec CONVERT_CONV2D_TO_IMG2COL = OpSpec.op("transform.structured.convert_conv2d_to_img2col")
      .operand("target", HANDLE)
      .result("img2col_tensor", HANDLE)
      .result("transformed", HANDLE)
      .format("$target attr-dict `:` functional-type($target, results)")
      .build();

  static final OpSpec GENERALIZE = semiFunctional("transform.structured.generalize");
  static final OpSpec SPECIALIZE = semiFunctional("transform.structured.specialize");

  static final OpSpec DECOMPOSE = OpSpec.op("transform.structured.decompose")
      .operand("target", HANDLE)
      .result("transformed", HANDLE)
      .format("$target attr-dict `:` functional-type(operands, results)")
      .build();

  static final OpSpec FUSE_INTO_CONTAINING_OP = OpSpec.op("transform.structured.fuse_into_containing_op")
      .summary("Fuse a producer into a containing operation.")
      .operand("producer_op", HANDLE)
      .operand("containing_op", HANDLE)
      .result("fused_op", HANDLE)
      .result("new_containing_op", HANDLE)
      .format("$producer_op `into` $containing_op attr-dict  `:` functional-type(operands, results)")
      .build();

  // ---- the bufferization and loop extensions

  static final OpSpec ONE_SHOT_BUFFERIZE = OpSpec.op("transform.bufferization.one_shot_bufferize")
      .optionalAttr("function_boundary_type_conversion", TransformConstraints.LAYOUT_MAP_OPTION)
      .operand("target", HANDLE)
      .defaultAttr("allow_return_allocs_from_loops", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("allow_unknown_ops", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("bufferize_function_boundaries", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("dump_alias_sets", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("test_analysis_only", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("print_conflicts", AttrConstraints.BOOL, BoolAttr.FALSE)
      .defaultAttr("check_parallel_regions", AttrConstraints.BOOL, BoolAttr.TRUE)
      .defaultAttr("memcpy_op", AttrConstraints.STRING, StringAttr.get("memref.copy"))
      .result("transformed", HANDLE)
      .format("(`layout` `{` $function_boundary_type_conversion^ `}`)? $target attr-dict"
          + " `:` functional-type($target, results)")
      .build();

  static final OpSpec LOOP_HOIST_LOOP_INVARIANT_SUBSETS = targetOnly("transform.loop.hoist_loop_invariant_subsets",
      "Hoist loop invariant subset ops", "$target attr-dict `:` type($target)");

  /**
   * The pattern descriptors ({@code transform.apply_patterns.*}) without properties, written
   * {@code attr-dict}: one row per op of mlir-opt-22.
   */
  static final List<OpSpec> PATTERN_DESCRIPTORS = List.of(
      pattern("canonicalization"),
      pattern("linalg.decompose_pack_unpack"), pattern("linalg.decompose_pad"),
      pattern("linalg.erase_unnecessary_inputs"), pattern("linalg.fold_unit_extent_dims_via_reshapes"),
      pattern("linalg.fold_unit_extent_dims_via_slices"), pattern("linalg.tiling_canonicalization"),
      pattern("linalg.fold_add_into_dest"), pattern("linalg.pad_vectorization"),
      pattern("vector.reduction_to_contract"), pattern("vector.transfer_permutation_patterns"),
      pattern("vector.cast_away_vector_leading_one_dim"), pattern("vector.lower_broadcast"),
      pattern("vector.lower_create_mask"), pattern("vector.lower_gather"), pattern("vector.lower_masks"),
      pattern("vector.lower_masked_transfers"), pattern("vector.materialize_masks"),
      pattern("vector.rank_reducing_subview_patterns"), pattern("vector.fold_arith_extension"),
      pattern("vector.elementwise_to_vector"), pattern("vector.drop_unit_dims_with_shape_cast"),
      pattern("vector.lower_outerproduct"), pattern("vector.lower_scan"), pattern("vector.lower_shape_cast"),
      pattern("vector.lower_interleave"), pattern("vector.interleave_to_shuffle"),
      pattern("vector.lower_bitcast"), pattern("vector.sink_ops"), pattern("vector.sink_mem_ops"),
      pattern("tensor.fold_tensor_subset_ops"), pattern("tensor.drop_redundant_insert_slice_rank_expansion"),
      pattern("tensor.fold_into_pack_and_unpack"), pattern("tensor.merge_consecutive_insert_extract_slice"),
      pattern("tensor.reassociative_reshape_folding"), pattern("tensor.rewrite_as_constant"),
      pattern("tensor.bubble_up_extract_slice"), pattern("tensor.decompose_concat"),
      pattern("tensor.fold_tensor_subset_ops_into_vector_transfers"),
      pattern("memref.alloc_to_alloca"), pattern("memref.expand_ops"), pattern("memref.expand_strided_metadata"),
      pattern("memref.extract_address_computations"), pattern("memref.fold_memref_alias_ops"),
      pattern("memref.resolve_ranked_shaped_type_result_dims"), pattern("scf.for_loop_canonicalization"),
      pattern("gpu.gpu_rewrite_patterns"));

  private static OpSpec pattern(String name) {
    return OpSpec.op("transform.apply_patterns." + name).format("attr-dict").build();
  }

  /** An op of one handle operand and no result. */
  private static OpSpec targetOnly(String name, String summary, String format) {
    return OpSpec.op(name).summary(summary).operand("target", HANDLE).format(format).build();
  }

  /** An op from a handle to a handle written {@code custom<SemiFunctionType>}. */
  private static OpSpec semiFunctional(String name) {
    return OpSpec.op(name)
        .operand("target", HANDLE)
        .result("transformed", HANDLE)
        .format("$target attr-dict `:` custom<SemiFunctionType>(type($target), type($transformed))")
        .customDirective("SemiFunctionType", TransformDirectives.SEMI_FUNCTION_TYPE)
        .build();
  }
}

// Every transform op jopt registers, round-tripped in the form mlir-opt-22 prints it: named
// sequences as functions, sequences with their implicit yield, the results of ops with several
// result groups named after the groups, scalable sizes in square brackets. jopt reads, verifies
// and prints transform IR; it does not interpret it.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

module @schedule attributes {transform.with_named_sequence} {
  transform.named_sequence @is_conv(%candidate: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %candidate ["linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d"] : !transform.any_op
    transform.yield %candidate : !transform.any_op
  }
  transform.named_sequence @lower_conv(%conv: !transform.any_op {transform.consumed}) {
    %col, %mm = transform.structured.convert_conv2d_to_img2col %conv : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
  transform.named_sequence private @external_step(!transform.any_op {transform.readonly}, !transform.param<i32> {transform.readonly}) -> !transform.any_value
  transform.named_sequence @tile_and_vectorize(%func: !transform.op<"func.func"> {transform.readonly}, %width: !transform.param<i64> {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} interface{LinalgOp} attributes {tag = "hot"} filter_result_type = tensor<8x8xf32> filter_operand_types = [tensor<8x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>] in %func : (!transform.op<"func.func">) -> !transform.any_op
    %tiled, %outer, %inner = transform.structured.tile_using_for %mm tile_sizes [%width, [16], 0] interchange = [1, 0, 2] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled vector_sizes [8, [4], %width] {vectorize_nd_extract} : !transform.any_op, !transform.param<i64>
    %loops = transform.structured.match interface{LoopLikeInterface} in %func : (!transform.op<"func.func">) -> !transform.any_op
    transform.apply_licm to %loops : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.canonicalization
      transform.apply_patterns.linalg.decompose_pack_unpack
      transform.apply_patterns.linalg.decompose_pad
      transform.apply_patterns.linalg.erase_unnecessary_inputs
      transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes
      transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.linalg.fold_add_into_dest
      transform.apply_patterns.linalg.pad_vectorization
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_create_mask
      transform.apply_patterns.vector.lower_gather
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.materialize_masks
      transform.apply_patterns.vector.rank_reducing_subview_patterns
      transform.apply_patterns.vector.fold_arith_extension
      transform.apply_patterns.vector.elementwise_to_vector
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_scan
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_interleave
      transform.apply_patterns.vector.interleave_to_shuffle
      transform.apply_patterns.vector.lower_bitcast
      transform.apply_patterns.vector.sink_ops
      transform.apply_patterns.vector.sink_mem_ops
      transform.apply_patterns.tensor.fold_tensor_subset_ops
      transform.apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion
      transform.apply_patterns.tensor.fold_into_pack_and_unpack
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.reassociative_reshape_folding
      transform.apply_patterns.tensor.rewrite_as_constant
      transform.apply_patterns.tensor.bubble_up_extract_slice
      transform.apply_patterns.tensor.decompose_concat
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.memref.alloc_to_alloca
      transform.apply_patterns.memref.expand_ops
      transform.apply_patterns.memref.expand_strided_metadata
      transform.apply_patterns.memref.extract_address_computations
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims
      transform.apply_patterns.scf.for_loop_canonicalization
      transform.apply_patterns.gpu.gpu_rewrite_patterns
    } {apply_cse, max_iterations = 4} : !transform.op<"func.func">
    transform.apply_cse to %func : !transform.op<"func.func">
    transform.apply_dce to %func : !transform.op<"func.func">
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %convs = transform.collect_matching @is_conv in %root : (!transform.any_op) -> !transform.any_op
    %parent = transform.get_parent_op %convs {isolated_from_above, deduplicate} : (!transform.any_op) -> !transform.op<"func.func">
    %outer = transform.get_parent_op %convs {op_name = "scf.for", nth_parent = 2, allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %width = transform.param.constant 8 : i64 -> !transform.param<i64>
    transform.include @tile_and_vectorize failures(suppress) (%parent, %width) : (!transform.op<"func.func">, !transform.param<i64>) -> ()
    %red = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %fill, %partial, %combine, %for = transform.structured.tile_reduction_using_for %red reduction_dims = [1] by tile_sizes = [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %generic = transform.structured.generalize %partial : (!transform.any_op) -> !transform.any_op
    %named = transform.structured.specialize %generic : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.decompose %named : (!transform.any_op) -> !transform.any_op
    %fused, %container = transform.structured.fuse_into_containing_op %fill into %for : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %body = transform.structured.vectorize_children_and_apply_patterns %parts {vectorize_padding, disable_multi_reduction_to_contract_patterns} : (!transform.any_op) -> !transform.any_op
    %hoisted = transform.structured.hoist_redundant_vector_transfers %parent {verify_non_zero_trip} : (!transform.op<"func.func">) -> !transform.op<"func.func">
    %producer = transform.get_producer_of_operand %container[0] : (!transform.any_op) -> !transform.any_op
    %users = transform.get_consumers_of_result %container[0] : (!transform.any_op) -> !transform.any_op
    %both = transform.merge_handles deduplicate %producer, %users : !transform.any_op
    %first, %rest = transform.split_handle %both {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %adds = transform.select "arith.addf" in %rest : (!transform.any_op) -> !transform.any_op
    transform.annotate %adds "unroll" = %width : !transform.any_op, !transform.param<i64>
    transform.annotate %first "visited" : !transform.any_op
    %as_func = transform.cast %first : !transform.any_op to !transform.op<"func.func">
    transform.print %as_func {name = "after tiling"} : !transform.op<"func.func">
    transform.print {name = "whole payload", skip_regions}
    transform.verify %root : !transform.any_op
    %updated = transform.foreach_match in %root
        @is_conv -> @lower_conv : (!transform.any_op) -> !transform.any_op
    %buffers = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %updated {bufferize_function_boundaries = true, memcpy_op = "linalg.copy"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// A top-level sequence (the older entry point), with a nested one taking extra bindings.
transform.sequence failures(propagate) {
^bb0(%top: !transform.any_op):
  %m = transform.structured.match ops{["linalg.fill"]} in %top : (!transform.any_op) -> !transform.any_op
  %p = transform.param.constant 2 : i64 -> !transform.any_param
  %r = transform.sequence %top, %m, %p : (!transform.any_op, !transform.any_op, !transform.any_param) -> !transform.any_op failures(suppress) attributes {note = "inner"} {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op, %c: !transform.any_param):
    transform.yield %b : !transform.any_op
  }
}

// Handles of PDL's operation type are transform handles.
transform.sequence failures(propagate) {
^bb0(%arg0: !pdl.operation):
  %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg0 : (!pdl.operation) -> !pdl.operation
  %1:2 = transform.structured.convert_conv2d_to_img2col %0 : (!pdl.operation) -> (!pdl.operation, !pdl.operation)
}

// CHECK: module {
// CHECK-NEXT:   module @schedule attributes {transform.with_named_sequence} {
// CHECK-NEXT:     transform.named_sequence @is_conv(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-NEXT:       transform.match.operation_name %arg0 ["linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d"] : !transform.any_op
// CHECK-NEXT:       transform.yield %arg0 : !transform.any_op
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.named_sequence @lower_conv(%arg0: !transform.any_op {transform.consumed}) {
// CHECK-NEXT:       %img2col_tensor, %transformed = transform.structured.convert_conv2d_to_img2col %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.named_sequence private @external_step(!transform.any_op {transform.readonly}, !transform.param<i32> {transform.readonly}) -> !transform.any_value
// CHECK-NEXT:     transform.named_sequence @tile_and_vectorize(%arg0: !transform.op<"func.func"> {transform.readonly}, %arg1: !transform.param<i64> {transform.readonly}) {
// CHECK-NEXT:       %0 = transform.structured.match ops{["linalg.matmul"]} interface{LinalgOp} attributes {tag = "hot"} filter_result_type = tensor<8x8xf32> filter_operand_types = [tensor<8x4xf32>, tensor<4x8xf32>, tensor<8x8xf32>] in %arg0 : (!transform.op<"func.func">) -> !transform.any_op
// CHECK-NEXT:       %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [%arg1, [16], 0] interchange = [1, 0, 2] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       transform.structured.vectorize %tiled_linalg_op vector_sizes [8, [4], %arg1] {vectorize_nd_extract} : !transform.any_op, !transform.param<i64>
// CHECK-NEXT:       %1 = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.op<"func.func">) -> !transform.any_op
// CHECK-NEXT:       transform.apply_licm to %1 : !transform.any_op
// CHECK-NEXT:       transform.loop.hoist_loop_invariant_subsets %1 : !transform.any_op
// CHECK-NEXT:       transform.apply_patterns to %arg0 {
// CHECK-NEXT:         transform.apply_patterns.canonicalization
// CHECK-NEXT:         transform.apply_patterns.linalg.decompose_pack_unpack
// CHECK-NEXT:         transform.apply_patterns.linalg.decompose_pad
// CHECK-NEXT:         transform.apply_patterns.linalg.erase_unnecessary_inputs
// CHECK-NEXT:         transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes
// CHECK-NEXT:         transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
// CHECK-NEXT:         transform.apply_patterns.linalg.tiling_canonicalization
// CHECK-NEXT:         transform.apply_patterns.linalg.fold_add_into_dest
// CHECK-NEXT:         transform.apply_patterns.linalg.pad_vectorization
// CHECK-NEXT:         transform.apply_patterns.vector.reduction_to_contract
// CHECK-NEXT:         transform.apply_patterns.vector.transfer_permutation_patterns
// CHECK-NEXT:         transform.apply_patterns.vector.cast_away_vector_leading_one_dim
// CHECK-NEXT:         transform.apply_patterns.vector.lower_broadcast
// CHECK-NEXT:         transform.apply_patterns.vector.lower_create_mask
// CHECK-NEXT:         transform.apply_patterns.vector.lower_gather
// CHECK-NEXT:         transform.apply_patterns.vector.lower_masks
// CHECK-NEXT:         transform.apply_patterns.vector.lower_masked_transfers
// CHECK-NEXT:         transform.apply_patterns.vector.materialize_masks
// CHECK-NEXT:         transform.apply_patterns.vector.rank_reducing_subview_patterns
// CHECK-NEXT:         transform.apply_patterns.vector.fold_arith_extension
// CHECK-NEXT:         transform.apply_patterns.vector.elementwise_to_vector
// CHECK-NEXT:         transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
// CHECK-NEXT:         transform.apply_patterns.vector.lower_outerproduct
// CHECK-NEXT:         transform.apply_patterns.vector.lower_scan
// CHECK-NEXT:         transform.apply_patterns.vector.lower_shape_cast
// CHECK-NEXT:         transform.apply_patterns.vector.lower_interleave
// CHECK-NEXT:         transform.apply_patterns.vector.interleave_to_shuffle
// CHECK-NEXT:         transform.apply_patterns.vector.lower_bitcast
// CHECK-NEXT:         transform.apply_patterns.vector.sink_ops
// CHECK-NEXT:         transform.apply_patterns.vector.sink_mem_ops
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_subset_ops
// CHECK-NEXT:         transform.apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_into_pack_and_unpack
// CHECK-NEXT:         transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
// CHECK-NEXT:         transform.apply_patterns.tensor.reassociative_reshape_folding
// CHECK-NEXT:         transform.apply_patterns.tensor.rewrite_as_constant
// CHECK-NEXT:         transform.apply_patterns.tensor.bubble_up_extract_slice
// CHECK-NEXT:         transform.apply_patterns.tensor.decompose_concat
// CHECK-NEXT:         transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
// CHECK-NEXT:         transform.apply_patterns.memref.alloc_to_alloca
// CHECK-NEXT:         transform.apply_patterns.memref.expand_ops
// CHECK-NEXT:         transform.apply_patterns.memref.expand_strided_metadata
// CHECK-NEXT:         transform.apply_patterns.memref.extract_address_computations
// CHECK-NEXT:         transform.apply_patterns.memref.fold_memref_alias_ops
// CHECK-NEXT:         transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims
// CHECK-NEXT:         transform.apply_patterns.scf.for_loop_canonicalization
// CHECK-NEXT:         transform.apply_patterns.gpu.gpu_rewrite_patterns
// CHECK-NEXT:       } {apply_cse, max_iterations = 4 : i64} : !transform.op<"func.func">
// CHECK-NEXT:       transform.apply_cse to %arg0 : !transform.op<"func.func">
// CHECK-NEXT:       transform.apply_dce to %arg0 : !transform.op<"func.func">
// CHECK-NEXT:       transform.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
// CHECK-NEXT:       %0 = transform.collect_matching @is_conv in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %1 = transform.get_parent_op %0 {deduplicate, isolated_from_above} : (!transform.any_op) -> !transform.op<"func.func">
// CHECK-NEXT:       %2 = transform.get_parent_op %0 {allow_empty_results, nth_parent = 2 : i64, op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %3 = transform.param.constant 8 : i64 -> !transform.param<i64>
// CHECK-NEXT:       transform.include @tile_and_vectorize failures(suppress) (%1, %3) : (!transform.op<"func.func">, !transform.param<i64>) -> ()
// CHECK-NEXT:       %4 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %fill_op, %split_op, %combining_op, %for_op = transform.structured.tile_reduction_using_for %4 reduction_dims = [1] by tile_sizes = [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// CHECK-NEXT:       %5 = transform.structured.generalize %split_op : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %6 = transform.structured.specialize %5 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %7 = transform.structured.decompose %6 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %fused_op, %new_containing_op = transform.structured.fuse_into_containing_op %fill_op into %for_op : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %8 = transform.structured.vectorize_children_and_apply_patterns %7 {disable_multi_reduction_to_contract_patterns, vectorize_padding} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %9 = transform.structured.hoist_redundant_vector_transfers %1 {verify_non_zero_trip} : (!transform.op<"func.func">) -> !transform.op<"func.func">
// CHECK-NEXT:       %10 = transform.get_producer_of_operand %new_containing_op[0] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %11 = transform.get_consumers_of_result %new_containing_op[0] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %12 = transform.merge_handles deduplicate %10, %11 : !transform.any_op
// CHECK-NEXT:       %13:2 = transform.split_handle %12 {overflow_result = 1 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:       %14 = transform.select "arith.addf" in %13#1 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.annotate %14 "unroll" = %3 : !transform.any_op, !transform.param<i64>
// CHECK-NEXT:       transform.annotate %13#0 "visited" : !transform.any_op
// CHECK-NEXT:       %15 = transform.cast %13#0 : !transform.any_op to !transform.op<"func.func">
// CHECK-NEXT:       transform.print %15 {name = "after tiling"} : !transform.op<"func.func">
// CHECK-NEXT:       transform.print  {name = "whole payload", skip_regions}
// CHECK-NEXT:       transform.verify %arg0 : !transform.any_op
// CHECK-NEXT:       %updated_root = transform.foreach_match in %arg0
// CHECK-NEXT:           @is_conv -> @lower_conv : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %16 = transform.bufferization.one_shot_bufferize layout{IdentityLayoutMap} %updated_root {bufferize_function_boundaries = true, memcpy_op = "linalg.copy"} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       transform.yield
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   transform.sequence  failures(propagate) {
// CHECK-NEXT:   ^bb0(%arg0: !transform.any_op):
// CHECK-NEXT:     %0 = transform.structured.match ops{["linalg.fill"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %1 = transform.param.constant 2 : i64 -> !transform.any_param
// CHECK-NEXT:     %2 = sequence %arg0, %0, %1 : (!transform.any_op, !transform.any_op, !transform.any_param) -> !transform.any_op failures(suppress) attributes {note = "inner"} {
// CHECK-NEXT:     ^bb0(%arg1: !transform.any_op, %arg2: !transform.any_op, %arg3: !transform.any_param):
// CHECK-NEXT:       yield %arg2 : !transform.any_op
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   transform.sequence  failures(propagate) {
// CHECK-NEXT:   ^bb0(%arg0: !pdl.operation):
// CHECK-NEXT:     %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg0 : (!pdl.operation) -> !pdl.operation
// CHECK-NEXT:     %img2col_tensor, %transformed = transform.structured.convert_conv2d_to_img2col %0 : (!pdl.operation) -> (!pdl.operation, !pdl.operation)
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: %26:3 = "transform.structured.tile_using_for"(%25, %arg7) <{interchange = array<i64: 1, 0, 2>, scalable_sizes = array<i1: false, true, false>, static_sizes = array<i64: -9223372036854775808, 16, 0>}> : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
// GENERIC: "transform.structured.vectorize"(%26#0, %arg7) <{scalable_sizes = array<i1: false, true, false>, static_vector_sizes = array<i64: 8, 4, -9223372036854775808>, vectorize_nd_extract}> : (!transform.any_op, !transform.param<i64>) -> ()
// GENERIC: "transform.apply_patterns"(%arg6) <{apply_cse, max_iterations = 4 : i64, max_num_rewrites = -1 : i64}> ({
// GENERIC: %6 = "transform.get_parent_op"(%5) <{deduplicate, isolated_from_above, nth_parent = 1 : i64}> : (!transform.any_op) -> !transform.op<"func.func">
// GENERIC: %7 = "transform.get_parent_op"(%5) <{allow_empty_results, nth_parent = 2 : i64, op_name = "scf.for"}> : (!transform.any_op) -> !transform.any_op
// GENERIC: "transform.include"(%6, %8) <{failure_propagation_mode = 2 : i32, target = @tile_and_vectorize}> : (!transform.op<"func.func">, !transform.param<i64>) -> ()
// GENERIC: %10:4 = "transform.structured.tile_reduction_using_for"(%9) <{reduction_dims = [1], tile_sizes = [0, 4]}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
// GENERIC: %15 = "transform.structured.vectorize_children_and_apply_patterns"(%13) <{disable_multi_reduction_to_contract_patterns, vectorize_padding}> : (!transform.any_op) -> !transform.any_op
// GENERIC: %20:2 = "transform.split_handle"(%19) <{fail_on_payload_too_small = true, overflow_result = 1 : i64, pass_through_empty_handle = true}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// GENERIC: %23 = "transform.foreach_match"(%arg5) <{actions = [@lower_conv], matchers = [@is_conv]}> : (!transform.any_op) -> !transform.any_op
// GENERIC: %24 = "transform.bufferization.one_shot_bufferize"(%23) <{allow_return_allocs_from_loops = false, allow_unknown_ops = false, bufferize_function_boundaries = true, check_parallel_regions = true, dump_alias_sets = false, function_boundary_type_conversion = 1 : i32, memcpy_op = "linalg.copy", print_conflicts = false, test_analysis_only = false}> : (!transform.any_op) -> !transform.any_op
// GENERIC: "transform.sequence"() <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC: %4 = "transform.sequence"(%arg1, %2, %3) <{failure_propagation_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC: "transform.sequence"() <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({

// Transform schedules in the shape codegen pipelines write them: a payload function with a
// matmul and a reduction, then a module of named sequences (a matcher collected and dispatched
// with foreach_match, tiling with a parameter, vectorization with scalable sizes, pattern sets,
// loop hoisting, bufferization), and an older top-level transform.sequence.

func.func @payload(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

module @schedule attributes {transform.with_named_sequence} {
  transform.named_sequence @is_matmul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tile_matmul(%mm: !transform.any_op {transform.consumed}) {
    %size = transform.param.constant 4 : i64 -> !transform.param<i64>
    %tiled, %loops:2 = transform.structured.tile_using_for %mm tile_sizes [%size, 8, 0] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled vector_sizes [4, [8], 16] : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mms = transform.collect_matching @is_matmul in %root : (!transform.any_op) -> !transform.any_op
    %func = transform.get_parent_op %mms {isolated_from_above, deduplicate} : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %func {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.linalg.decompose_pack_unpack
      transform.apply_patterns.tensor.fold_tensor_subset_ops
      transform.apply_patterns.canonicalization
    } : !transform.op<"func.func">
    %loops = transform.structured.match interface{LoopLikeInterface} in %func : (!transform.op<"func.func">) -> !transform.any_op
    transform.apply_licm to %loops : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    %hoisted = transform.structured.hoist_redundant_vector_transfers %func : (!transform.op<"func.func">) -> !transform.op<"func.func">
    %updated = transform.foreach_match in %root
        @is_matmul -> @tile_matmul : (!transform.any_op) -> !transform.any_op
    %buffers = transform.bufferization.one_shot_bufferize %updated {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @reduce(%in: tensor<64x128xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in : tensor<64x128xf32>) outs(%out : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

transform.sequence failures(propagate) {
^bb0(%top: !transform.any_op):
  %red = transform.structured.match ops{["linalg.generic"]} in %top : (!transform.any_op) -> !transform.any_op
  %fill, %partial, %merge, %for = transform.structured.tile_reduction_using_for %red by tile_sizes = [0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
  %generic = transform.structured.generalize %merge : (!transform.any_op) -> !transform.any_op
  transform.print %generic {name = "merged"} : !transform.any_op
}

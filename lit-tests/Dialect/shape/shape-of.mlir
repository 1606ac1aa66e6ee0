// COMPARE: mlir-opt-22
// RUN: jopt %s | jopt | FileCheck %s --check-prefix=ROUND
// RUN: jopt %s -linalg-fuse-elementwise-ops | FileCheck %s --check-prefix=FUSE
// RUN: jopt %s -canonicalize | FileCheck %s --check-prefix=CANON

// shape.shape_of and shape.to_extent_tensor on extent tensors: printed back as parsed; dead
// after fusion, they go; an element of a shape is the value's tensor.dim (MLIR's
// ExtractFromShapeOfExtentTensor); a cast to its own type folds away.

// ROUND-LABEL: func @shapes
// ROUND: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x1xf32> -> tensor<?xindex>
// ROUND: shape.to_extent_tensor %[[S]] : tensor<?xindex> -> tensor<2xindex>
// CANON-LABEL: func @shapes(%arg0: tensor<?x1xf32>, %arg1: tensor<?x3xf32>)
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %0 = shape.shape_of %arg0 : tensor<?x1xf32> -> tensor<?xindex>
// CANON-NEXT: %1 = shape.to_extent_tensor %0 : tensor<?xindex> -> tensor<2xindex>
// CANON-NEXT: %extracted = tensor.extract %1[%c0] : tensor<2xindex>
// CANON-NEXT: %2 = shape.shape_of %arg1 : tensor<?x3xf32> -> tensor<2xindex>
// CANON-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1xf32>
// CANON-NEXT: return %extracted, %2, %dim
func.func @shapes(%a: tensor<?x1xf32>, %b: tensor<?x3xf32>) -> (index, tensor<2xindex>, index) {
  %c0 = arith.constant 0 : index
  %s = shape.shape_of %a : tensor<?x1xf32> -> tensor<?xindex>
  %e = shape.to_extent_tensor %s : tensor<?xindex> -> tensor<2xindex>
  %x = tensor.extract %e[%c0] : tensor<2xindex>
  %t = shape.shape_of %b : tensor<?x3xf32> -> tensor<2xindex>
  %u = shape.to_extent_tensor %t : tensor<2xindex> -> tensor<2xindex>
  %y = tensor.extract %s[%c0] : tensor<?xindex>
  return %x, %u, %y : index, tensor<2xindex>, index
}

// A fill sized by an element of a shape, fused into its consumer: the shape ops are dead.
// FUSE-LABEL: func @sized_by_shape(%arg0: tensor<?x1xf32>) -> tensor<?x1xf32>
// FUSE-NOT: shape.
// FUSE: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?x1xf32>
// FUSE-NEXT: tensor.empty(%[[D]]) : tensor<?x1xf32>
// FUSE-NEXT: linalg.generic
// FUSE-NOT: shape.
func.func @sized_by_shape(%a: tensor<?x1xf32>) -> tensor<?x1xf32> {
  %half = arith.constant 5.000000e-01 : f32
  %c0 = arith.constant 0 : index
  %s = shape.shape_of %a : tensor<?x1xf32> -> tensor<?xindex>
  %e = shape.to_extent_tensor %s : tensor<?xindex> -> tensor<2xindex>
  %n = tensor.extract %e[%c0] : tensor<2xindex>
  %init0 = tensor.empty(%n) : tensor<?x1xf32>
  %fill = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%init0 : tensor<?x1xf32>) {
  ^bb0(%o: f32):
    linalg.yield %half : f32
  } -> tensor<?x1xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x1xf32>
  %init1 = tensor.empty(%d0) : tensor<?x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %fill : tensor<?x1xf32>, tensor<?x1xf32>) outs(%init1 : tensor<?x1xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    linalg.yield %m : f32
  } -> tensor<?x1xf32>
  return %r : tensor<?x1xf32>
}

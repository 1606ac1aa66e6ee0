// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s

// The shape dialect's types parse and print back; shape_of of a value shape is a !shape.shape
// (its inferred type), and a !shape.shape result is compatible with any extent tensor.

// CHECK-LABEL: func @types(%arg0: !shape.shape, %arg1: !shape.size, %arg2: !shape.value_shape, %arg3: tensor<?xf32>)
// CHECK-NEXT: %0 = shape.to_extent_tensor %arg0 : !shape.shape -> tensor<?xindex>
// CHECK-NEXT: %1 = shape.shape_of %arg2 : !shape.value_shape -> !shape.shape
// CHECK-NEXT: %2 = shape.shape_of %arg3 : tensor<?xf32> -> !shape.shape
// CHECK-NEXT: return %0, %1, %2, %arg1 : tensor<?xindex>, !shape.shape, !shape.shape, !shape.size
func.func @types(%arg0: !shape.shape, %arg1: !shape.size, %arg2: !shape.value_shape, %arg3: tensor<?xf32>)
    -> (tensor<?xindex>, !shape.shape, !shape.shape, !shape.size) {
  %0 = shape.to_extent_tensor %arg0 : !shape.shape -> tensor<?xindex>
  %1 = shape.shape_of %arg2 : !shape.value_shape -> !shape.shape
  %2 = shape.shape_of %arg3 : tensor<?xf32> -> !shape.shape
  return %0, %1, %2, %arg1 : tensor<?xindex>, !shape.shape, !shape.shape, !shape.size
}

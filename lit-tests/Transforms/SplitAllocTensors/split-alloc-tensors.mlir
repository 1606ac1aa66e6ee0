// Each use of a bufferization.alloc_tensor gets its own alloc_tensor right before the user,
// in nested regions too; then every alloc_tensor of a block without uses is erased (as the
// original: also one that had no use to begin with). Dynamic sizes and copy operands come along.
// RUN: jopt --hlo-split-alloc-tensors %s | FileCheck %s
// RUN: jopt --hlo-split-alloc-tensors %s | jopt --hlo-split-alloc-tensors | FileCheck %s

// CHECK-LABEL: func.func @two_uses(
// CHECK:  %[[V0:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = linalg.fill ins(%arg0 : f32) outs(%[[V0]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = linalg.fill ins(%arg0 : f32) outs(%[[V2]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:  return %[[V1]], %[[V3]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
func.func @two_uses(%f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @nested(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V0:.*]] = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:  %[[V1:.*]] = scf.for %arg2 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg3 = %[[V0]]) -> (tensor<?xf32>) {
// CHECK-NEXT:  %[[V2:.*]] = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:  %[[V3:.*]] = linalg.fill ins(%arg1 : f32) outs(%[[V2]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:  scf.yield %[[V3]] : tensor<?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V1]] : tensor<?xf32>
// CHECK-NEXT:  }
func.func @nested(%n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %0) -> tensor<?xf32> {
    %2 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @copy(
// CHECK:  %[[V0:.*]] = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = linalg.fill ins(%arg1 : f32) outs(%[[V0]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT:  return %[[V2]], %[[V1]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
func.func @copy(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @single_use(
// CHECK:  %[[V0:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = linalg.fill ins(%arg0 : f32) outs(%[[V0]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:  return %[[V1]] : tensor<4xf32>
// CHECK-NEXT:  }

func.func @single_use(%f: f32) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func @unused() {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  return
}

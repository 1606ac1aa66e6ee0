// Code on tensors alone owns no buffer: hlo-deallocate (here in jopt-deallocation-pipeline) leaves it as it is and frees the buffers
// of the rest (a function left unbufferized beside bufferized ones, as One-Shot Bufferize leaves
// those of a nested module). Only an op converting between tensors and memrefs is refused
// (invalid.mlir).
// RUN: jopt --jopt-deallocation-pipeline %s | FileCheck %s
// RUN: jopt-run %s -p jopt-deallocation-pipeline --input-may-leak | FileCheck %s --check-prefix=EXEC

// EXEC: result #0: 6.0 : f32
// EXEC: heap after: allocations=1 frees=1

// CHECK-LABEL: func.func @on_tensors(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%[[T:.*]] = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:      %[[E:.*]] = tensor.extract %[[T]][%[[C0]]] : tensor<4xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[E]], %[[E]] : f32
// CHECK-NEXT:      %[[I:.*]] = tensor.insert %[[S]] into %[[T]][%[[C0]]] : tensor<4xf32>
// CHECK-NEXT:      scf.yield %[[I]] : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : tensor<4xf32>
func.func @on_tensors(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.extract %a[%c0] : tensor<4xf32>
    %s = arith.addf %e, %e : f32
    %b = tensor.insert %s into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         memref.store {{.*}}, %[[A]]
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[A]]
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    return %[[V]] : f32
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%c3 : f32) outs(%a : memref<4xf32>)
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %a[%c0] : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}

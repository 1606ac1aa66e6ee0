// Code on tensors alone owns no buffer: hlo-deallocate (here in jopt-deallocation-pipeline) leaves it as it is and frees the buffers
// of the rest (a function left unbufferized beside bufferized ones, as One-Shot Bufferize leaves
// those of a nested module). A tensor made from a buffer (bufferization.to_tensor) and the
// tensors and buffers made from it are one alias class with the buffer: it is freed after the
// last use of any of them; a tensor is never freed. Only a buffer that leaves its block as a
// tensor is refused (invalid.mlir). The deallocated output runs clean (jopt-run bufferizes the
// tensors left; leaks of that bufferization are not counted).
// RUN: jopt --jopt-deallocation-pipeline %s | FileCheck %s
// RUN: jopt-run %s -p jopt-deallocation-pipeline --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt --jopt-deallocation-pipeline %s -o %t.mlir
// RUN: jopt-run %t.mlir --entry=@buffers_and_tensors --args=3 | FileCheck %s --check-prefix=MIXED
// RUN: jopt -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' %s -o %t.merge.mlir
// RUN: jopt-run %t.merge.mlir --entry=@buffers_and_tensors --args=3 | FileCheck %s --check-prefix=MIXED
// RUN: jopt -p 'builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})' %s -o %t.keep.mlir
// RUN: jopt-run %t.keep.mlir --entry=@buffers_and_tensors --args=3 | FileCheck %s --check-prefix=MIXED

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

// A constant tensor made a buffer (owned by nobody), a buffer made a tensor that a loop on
// tensors carries: the buffer is freed after the last tensor.extract of the loop's result, the
// loop's own buffer in each iteration.
// CHECK-LABEL: func.func @buffers_and_tensors(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<8x1xf32>
// CHECK:         bufferization.to_tensor %[[A]] restrict
// CHECK:         scf.for
// CHECK:           %[[B:.*]] = memref.alloc() : memref<8x1xf32>
// CHECK:           memref.load %[[B]]
// CHECK-NEXT:      memref.dealloc %[[B]] : memref<8x1xf32>
// CHECK:           scf.yield
// CHECK:         %[[E:.*]] = tensor.extract
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<8x1xf32>
// CHECK-NOT:     memref.dealloc %[[A]] :
// MIXED: result #0: 3.0 : f32
func.func @buffers_and_tensors(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1.5> : tensor<8x1xf32>
  %m = bufferization.to_buffer %cst : tensor<8x1xf32> to memref<8x1xf32>
  %a = memref.alloc() : memref<8x1xf32>
  memref.copy %m, %a : memref<8x1xf32> to memref<8x1xf32>
  %t = bufferization.to_tensor %a restrict : memref<8x1xf32> to tensor<8x1xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8x1xf32>) {
    %e = tensor.extract %acc[%i, %c0] : tensor<8x1xf32>
    %b = memref.alloc() : memref<8x1xf32>
    linalg.fill ins(%e : f32) outs(%b : memref<8x1xf32>)
    %v = memref.load %b[%i, %c0] : memref<8x1xf32>
    %w = arith.addf %v, %e : f32
    %acc2 = tensor.insert %w into %acc[%i, %c0] : tensor<8x1xf32>
    scf.yield %acc2 : tensor<8x1xf32>
  }
  %r = tensor.extract %s[%c1, %c0] : tensor<8x1xf32>
  %extra = memref.alloc() : memref<4xf32>
  memref.store %r, %extra[%c0] : memref<4xf32>
  %q = memref.load %extra[%c0] : memref<4xf32>
  return %q : f32
}

// Tensor constants become private memref.globals named by shape and element type, shared by equal values.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s

// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_4xi32 : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_2x3xi1 : memref<2x3xi1> = dense<{{\[\[}}true, false, true], [false, true, false]]> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @__constant_xf32 : memref<f32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @constants(%arg0: index) -> (f32, i1, i32, f32) {
// CHECK-NEXT: %0 = memref.get_global @__constant_xf32 : memref<f32>
// CHECK-NEXT: %1 = memref.get_global @__constant_2x3xi1 : memref<2x3xi1>
// CHECK-NEXT: %2 = memref.get_global @__constant_4xi32 : memref<4xi32>
// CHECK-NEXT: %3 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %4 = memref.get_global @__constant_4xi32 : memref<4xi32>
// CHECK-NEXT: %5 = memref.load %0[] : memref<f32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %6 = memref.load %1[%c0, %arg0] : memref<2x3xi1>
// CHECK-NEXT: %7 = memref.load %4[%arg0] : memref<4xi32>
// CHECK-NEXT: %8 = memref.load %3[%arg0] : memref<4xf32>
// CHECK-NEXT: %9 = memref.load %2[%arg0] : memref<4xi32>
// CHECK-NEXT: return %5, %6, %9, %8 : f32, i1, i32, f32
// CHECK-LABEL: func.func @constant_written(%arg0: index, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>


func.func @constants(%i: index) -> (f32, i1, i32, f32) {
  %a = arith.constant dense<1.0> : tensor<f32>
  %b = arith.constant dense<[[true, false, true], [false, true, false]]> : tensor<2x3xi1>
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %d = arith.constant dense<2.0> : tensor<4xf32>
  %e = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = tensor.extract %a[] : tensor<f32>
  %c0 = arith.constant 0 : index
  %y = tensor.extract %b[%c0, %i] : tensor<2x3xi1>
  %z = tensor.extract %e[%i] : tensor<4xi32>
  %w = tensor.extract %d[%i] : tensor<4xf32>
  %u = tensor.extract %c[%i] : tensor<4xi32>
  return %x, %y, %u, %w : f32, i1, i32, f32
}

func.func @constant_written(%i: index, %f: f32) -> tensor<4xf32> {
  %d = arith.constant dense<2.0> : tensor<4xf32>
  %0 = tensor.insert %f into %d[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

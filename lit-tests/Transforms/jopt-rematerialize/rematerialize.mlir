// jopt-rematerialize: torch-mlir's zero accumulator, one fill handed to every matmul of a
// shape, is made again before each user, so each writes its own short-lived buffer in place
// (One-Shot Bufferize would copy the shared one for each and keep it live throughout).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-rematerialize))' | FileCheck %s
// RUN: jopt-run %s -e shared --args=random,random -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e shared --args=random,random -p 'builtin.module(func.func(jopt-rematerialize),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-AFTER

// CHECK-LABEL: func.func @shared
// CHECK: %[[M0:.+]] = linalg.matmul
// CHECK: %[[E1:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %[[F1:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E1]] : tensor<16x16xf32>)
// CHECK-NEXT: %[[M1:.+]] = linalg.matmul ins(%[[M0]], %arg1 : {{.*}}) outs(%[[F1]] : tensor<16x16xf32>)
// CHECK: %[[E2:.+]] = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %[[F2:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E2]] : tensor<16x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[M1]], %arg1 : {{.*}}) outs(%[[F2]] : tensor<16x16xf32>)
// RUN-BEFORE: heap after: allocations=3 {{.*}} total-peak-bytes=3072
// RUN-AFTER: heap after: allocations=3 {{.*}} total-peak-bytes=2048
func.func @shared(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %c = linalg.matmul ins(%b, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %c : tensor<16x16xf32>
}

// A fill right before its only user stays.
// CHECK-LABEL: func.func @adjacent
// CHECK: tensor.empty
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: linalg.matmul
// CHECK-NOT: linalg.fill
func.func @adjacent(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %a : tensor<16x16xf32>
}

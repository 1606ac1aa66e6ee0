// jopt-hoist-insert-destinations on a dynamic batch: the padded buffer of a decomposed pad is
// sized by tensor.dims of the unpadded value, made after it; those are the sizes of the empty
// tensor the value is computed into, so the padded buffer is made before it with those sizes
// (and the insertion takes them too), and eliminate-empty-tensors makes the producer write into
// its interior: no copy at any batch size.
// RUN: jopt %s -p 'builtin.module(func.func(linalg-decompose-pad,jopt-hoist-insert-destinations),eliminate-empty-tensors)' | FileCheck %s
// RUN: jopt-run %s -e padconv --args=random:1,random -p 'builtin.module(func.func(linalg-decompose-pad,jopt-hoist-insert-destinations),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e padconv --args=random:3,random -p 'builtin.module(func.func(linalg-decompose-pad,jopt-hoist-insert-destinations),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN3
// RUN: jopt-run %s -e padconv --args=random:6,random -p 'builtin.module(func.func(linalg-decompose-pad,jopt-hoist-insert-destinations),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN6
// RUN: jopt-run %s -e padconv --args=random:3,random -p 'builtin.module(func.func(linalg-decompose-pad),eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=BEFORE3

// CHECK-LABEL: func.func @padconv
// CHECK: %[[N:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[P:.+]] = tensor.empty(%[[N]]) : tensor<?x4x10x10xf32>
// CHECK: %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[P]] : tensor<?x4x10x10xf32>)
// CHECK: %[[S:.+]] = tensor.extract_slice %[[F]][0, 0, 1, 1] [%[[N]], 4, 8, 8] [1, 1, 1, 1]
// CHECK: %[[R:.+]] = linalg.generic {{.*}} outs(%[[S]] : tensor<?x4x8x8xf32>)
// CHECK: tensor.insert_slice %[[R]] into %[[F]][0, 0, 1, 1] [%[[N]], 4, 8, 8] [1, 1, 1, 1]
// RUN1: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=2624 live
// RUN3: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=7872 live
// RUN6: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=15744 live
// Without the hoist: the ReLU's own buffer and a copy into the padded one.
// BEFORE3: heap after: allocations=3 frees=2 {{.*}} total-peak-bytes=7872 live
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @padconv(%x: tensor<?x4x8x8xf32>, %w: tensor<4x4x3x3xf32>) -> tensor<?x4x8x8xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x4x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<?x4x8x8xf32>) outs(%e : tensor<?x4x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x4x8x8xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x4x8x8xf32> to tensor<?x4x10x10xf32>
  %e2 = tensor.empty(%n) : tensor<?x4x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<?x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f2 : tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
  return %c : tensor<?x4x8x8xf32>
}

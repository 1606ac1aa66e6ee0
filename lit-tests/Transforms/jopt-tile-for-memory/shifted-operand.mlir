// An operand that holds a loop shifted (d0 + 1) is not a plain dimension: its tile is not the
// operand's rows [i, i + t), so that loop does not slice the op. The chain below (a window sum
// over a padded input, then floor) stays whole along d0; before the fix the tile read the whole
// padded input at the tile's local rows (a fuzz program's result 7.0 where 6.0 is right). Along
// d1 the input is a window (d1 + d2, no constant): the chain is tiled by columns, each tile
// padding the columns of the source its windows read (a halo pad), all 5 rows whole.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=2}))' | FileCheck %s
// RUN: jopt-run %s -e shifted --args=random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=2}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @shifted(
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
// CHECK: %[[S:.+]] = tensor.extract_slice %{{.+}}[0, %{{.+}}] [4, %{{.+}}] [1, 1] : tensor<4x8xf32> to tensor<4x?xf32>
// CHECK: tensor.pad %[[S]] low[0, %{{.+}}] high[1, %{{.+}}]
// CHECK: } : tensor<4x?xf32> to tensor<5x6xf32>
// CHECK: linalg.generic {{.*}}"reduction"{{.*}} ins(%{{.+}}, %{{.+}} : tensor<5x6xf32>, tensor<3xf32>) outs(%{{.+}} : tensor<4x4xf32>)
// CHECK: math.floor
// EXEC: heap after:
// EXEC-NOT: differs
#shift = affine_map<(d0, d1, d2) -> (d0 + 1, d1 + d2)>
#window = affine_map<(d0, d1, d2) -> (d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @shifted(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant 1.5 : f32
  %padded = tensor.pad %a low[0, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %s : f32
  } : tensor<4x8xf32> to tensor<5x10xf32>
  %w = tensor.empty() : tensor<3xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %init = linalg.fill ins(%s : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#shift, #window, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%padded, %w : tensor<5x10xf32>, tensor<3xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%in: f32, %unused: f32, %acc: f32):
    %y = arith.addf %in, %acc : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %f = math.floor %in : f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// A window op's input read through a window of the tiled loop (a convolution's input rows,
// oh * stride + kh * dilation) is sliced with its halo when it is made before the chain: a tile
// of output rows [r, r + n) reads the input rows [r * s, r * s + (n - 1) * s + (k - 1) * d + 1),
// the op keeping its indexing map. A pad only that op reads (a "same" convolution's) joins the
// chain: each tile pads the rows of the source its windows read, the padding per tile (the first
// and last tiles hold the padding rows). Results are bit-equal.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=4}))' | FileCheck %s
// RUN: jopt-run %s -e same --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=4}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e same --args=random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e strided --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=4}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e dilated --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=4}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e dilated --args=random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e in_place --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=4}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e in_place --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tile-size=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e in_place --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=2}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e in_place --args=random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC
// A remainder tile (tiles of 3 of 8 rows: 0 and 6 peeled, 3 in the loop, the last 2 rows apart)
// and tiles with no interior one (2 tiles of 4 rows: each pads at run time):
// RUN: jopt-run %s -e same --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tile-size=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e dilated --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tile-size=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e same --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=2}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tile-size=3}))' | FileCheck %s --check-prefix=REM
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=0 tiles=2}))' | FileCheck %s --check-prefix=RUNTIME
// REM-LABEL: func.func @same(
// REM: tensor.pad %{{.+}} low[0, 1, 1, 0] high[0, 0, 1, 0]
// REM: } : tensor<1x4x8x2xf32> to tensor<1x5x10x2xf32>
// REM: tensor.insert_slice %{{.+}} into %{{.+}}[0, 0, 0, 0] [1, 3, 8, 4]
// REM: scf.for %{{.+}} = %{{.+}} to %{{.+}} step
// REM: tensor.extract_slice %{{.+}}[0, %{{.+}}, 0, 0] [1, 5, 8, 2]
// REM: tensor.pad %{{.+}} low[0, 0, 1, 0] high[0, 0, 1, 0]
// REM: tensor.extract_slice %{{.+}}[0, 5, 0, 0] [1, 3, 8, 2]
// REM: tensor.pad %{{.+}} low[0, 0, 1, 0] high[0, 1, 1, 0]
// REM: } : tensor<1x3x8x2xf32> to tensor<1x4x10x2xf32>
// REM: tensor.insert_slice %{{.+}} into %{{.+}}[0, 6, 0, 0] [1, 2, 8, 4]
// RUNTIME-LABEL: func.func @same(
// RUNTIME: scf.for
// RUNTIME: tensor.extract_slice %{{.+}}[0, %{{.+}}, 0, 0] [1, %{{.+}}, 8, 2]
// RUNTIME: tensor.pad %{{.+}} low[0, %{{.+}}, 1, 0] high[0, %{{.+}}, 1, 0]
// RUNTIME: } : tensor<1x?x8x2xf32> to tensor<1x6x10x2xf32>
// EXEC: heap after:
// EXEC-NOT: differs

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

// Stride 1, padded by one row and column ("same"): tiles of 2 of the 8 rows, each reading 4
// padded rows. The first tile (padded by a row above) and the last (a row below) are made apart
// with static padding; the loop's tiles read source rows [r - 1, r + 3), padded by no row.
// CHECK-LABEL: func.func @same(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x8x8x2xf32>
// CHECK: %[[S0:.+]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 3, 8, 2] [1, 1, 1, 1] : tensor<1x8x8x2xf32> to tensor<1x3x8x2xf32>
// CHECK: tensor.pad %[[S0]] low[0, 1, 1, 0] high[0, 0, 1, 0]
// CHECK: } : tensor<1x3x8x2xf32> to tensor<1x4x10x2xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK: %[[FIRST:.+]] = tensor.insert_slice %{{.+}} into %{{.+}}[0, 0, 0, 0] [1, 2, 8, 4]
// CHECK: %[[LB:.+]] = arith.constant 2 : index
// CHECK: %[[UB:.+]] = arith.constant 6 : index
// CHECK: %[[LOOP:.+]] = scf.for %[[R:.+]] = %[[LB]] to %[[UB]] step %{{.+}} iter_args(%[[ACC:.+]] = %[[FIRST]]) -> (tensor<1x8x8x4xf32>)
// CHECK: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[OFF:.+]] = arith.subi %[[R]], %[[C1]] : index
// CHECK: %[[S:.+]] = tensor.extract_slice %[[X]][0, %[[OFF]], 0, 0] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x8x8x2xf32> to tensor<1x4x8x2xf32>
// CHECK: %[[P:.+]] = tensor.pad %[[S]] low[0, 0, 1, 0] high[0, 0, 1, 0]
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], %{{.+}} : tensor<1x4x10x2xf32>, tensor<3x3x2x4xf32>) outs(%{{.+}} : tensor<1x2x8x4xf32>)
// CHECK: tensor.insert_slice %{{.+}} into %[[ACC]][0, %[[R]], 0, 0] [1, 2, 8, 4]
// CHECK: %[[S7:.+]] = tensor.extract_slice %[[X]][0, 5, 0, 0] [1, 3, 8, 2]
// CHECK: tensor.pad %[[S7]] low[0, 0, 1, 0] high[0, 1, 1, 0]
// CHECK: tensor.insert_slice %{{.+}} into %[[LOOP]][0, 6, 0, 0] [1, 2, 8, 4]
func.func @same(%x: tensor<1x8x8x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x8x8x2xf32> to tensor<1x10x10x2xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x10x10x2xf32>, tensor<3x3x2x4xf32>) outs(%f : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %e2 = tensor.empty() : tensor<1x8x8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x8x4xf32>) outs(%e2 : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

// Stride 2, no padding: a tile of 2 output rows reads 5 input rows from row 2 * r.
// CHECK-LABEL: func.func @strided(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x17x17x2xf32>
// CHECK: scf.for %[[R:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[OFF:.+]] = arith.muli %[[R]], %[[C2]] : index
// CHECK: %[[S:.+]] = tensor.extract_slice %[[X]][0, %[[OFF]], 0, 0] [1, 5, 17, 2] [1, 1, 1, 1] : tensor<1x17x17x2xf32> to tensor<1x5x17x2xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[S]], %{{.+}} : tensor<1x5x17x2xf32>, tensor<3x3x2x4xf32>) outs(%{{.+}} : tensor<1x2x8x4xf32>)
func.func @strided(%x: tensor<1x17x17x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x17x17x2xf32>, tensor<3x3x2x4xf32>) outs(%f : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %e2 = tensor.empty() : tensor<1x8x8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x8x4xf32>) outs(%e2 : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

// Dilation 2, padded by 2: a tile of 2 rows reads 6 padded rows.
// The first tile reads source rows [0, 4) padded by 2 above, the loop's (r = 2, 4) rows
// [r - 2, r + 4), the last rows [4, 8) padded by 2 below.
// CHECK-LABEL: func.func @dilated(
// CHECK: tensor.pad %{{.+}} low[0, 2, 2, 0] high[0, 0, 2, 0]
// CHECK: } : tensor<1x4x8x2xf32> to tensor<1x6x12x2xf32>
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<2> {{.*}} ins(%{{.+}}, %{{.+}} : tensor<1x6x12x2xf32>, tensor<3x3x2x4xf32>) outs(%{{.+}} : tensor<1x2x8x4xf32>)
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step
// CHECK: tensor.extract_slice %{{.+}}[0, %{{.+}}, 0, 0] [1, 6, 8, 2]
// CHECK: tensor.pad %{{.+}} low[0, 0, 2, 0] high[0, 0, 2, 0]
// CHECK: tensor.extract_slice %{{.+}}[0, 4, 0, 0] [1, 4, 8, 2]
// CHECK: tensor.pad %{{.+}} low[0, 0, 2, 0] high[0, 2, 2, 0]
func.func @dilated(%x: tensor<1x8x8x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 2, 2, 0] high[0, 2, 2, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x8x8x2xf32> to tensor<1x12x12x2xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x12x12x2xf32>, tensor<3x3x2x4xf32>) outs(%f : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %e2 = tensor.empty() : tensor<1x8x8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x8x8x4xf32>) outs(%e2 : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

// A residual add written in place into the block's input, which the padded depthwise convolution
// reads through its window: a tile writing its rows at once would overwrite rows the next tile's
// halo reads, so each tile's sum goes to a tile buffer that the next tile inserts, after its own
// reads (the loop carries it; the first tile is made apart, the last tile's inserted after it).
// The block input is read from the loop's iteration argument, so it stays one buffer.
// CHECK-LABEL: func.func @in_place(
// CHECK-SAME: %[[X:[^:]+]]: tensor<1x8x8x4xf32>
// CHECK: %[[T0:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x2x8x4xf32>)
// CHECK: %[[LOOP:.+]]:2 = scf.for %[[R:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %[[X]], %[[PREV:.+]] = %[[T0]]) -> (tensor<1x8x8x4xf32>, tensor<1x2x8x4xf32>)
// CHECK: %[[BACK:.+]] = arith.subi %[[R]], %{{.+}} : index
// CHECK: tensor.extract_slice %[[ACC]][0, %{{.+}}, 0, 0] [1, 4, 8, 4]
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK: %[[IN:.+]] = tensor.extract_slice %[[ACC]][0, %[[R]], 0, 0] [1, 2, 8, 4]
// CHECK: %[[INS:.+]] = tensor.insert_slice %[[PREV]] into %[[ACC]][0, %[[BACK]], 0, 0] [1, 2, 8, 4]
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} ins(%{{.+}}, %[[IN]] : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) outs(%[[PREV]] : tensor<1x2x8x4xf32>)
// CHECK: scf.yield %[[INS]], %[[SUM]]
// CHECK: tensor.insert_slice %[[LOOP]]#1 into %[[LOOP]]#0[0, 4, 0, 0] [1, 2, 8, 4]
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, 6, 0, 0] [1, 2, 8, 4]
func.func @in_place(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x8x8x4xf32> to tensor<1x10x10x4xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%f : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %x : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%x : tensor<1x8x8x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}

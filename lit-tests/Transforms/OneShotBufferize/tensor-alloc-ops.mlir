// tensor.generate, splat, pad, concat and rank: generate/splat/pad fill a new buffer with a linalg.map,
// pad and concat copy their inputs into subviews of it.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW

// CHECK-LABEL: func.func @concat_static(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x7xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x7xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<2x7xf32> to memref<2x3xf32, strided<[7, 1]>>
// CHECK-NEXT: memref.copy %1, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[7, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[0, 3] [2, 4] [1, 1] : memref<2x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// CHECK-NEXT: memref.copy %0, %subview_0 : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<2x7xf32> to tensor<2x7xf32>
// CHECK-NEXT: return %2 : tensor<2x7xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_three(%arg0: tensor<1x?xf32>, %arg1: tensor<2x?xf32>, %arg2: f32) -> (tensor<4x?xf32>, tensor<1x?xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg1 : tensor<2x?xf32> to memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %0, %c1 : memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %alloc, %c1_0 : memref<4x?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %4, %subview : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %subview_2 = memref.subview %alloc[1, 0] [2, %dim_1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %3, %subview_2 : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %alloc[3, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %2, %subview_3 : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %5 = bufferization.to_tensor %alloc : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = memref.dim %1, %c1_4 : memref<1x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc_6 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?xf32>
// CHECK-NEXT: memref.copy %1, %alloc_6 : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_6[%c0, %c0] : memref<1x?xf32>
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc_6 : memref<1x?xf32> to tensor<1x?xf32>
// CHECK-NEXT: return %5, %6 : tensor<4x?xf32>, tensor<1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_static(%arg0: tensor<2x4xf32>, %arg1: f32) -> tensor<3x7xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x7xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<3x7xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %5 = arith.sitofp %4 : i32 to f32
// CHECK-NEXT: linalg.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[0, 1] [2, 4] [1, 1] : memref<3x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// CHECK-NEXT: memref.copy %0, %subview : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<3x7xf32> to tensor<3x7xf32>
// CHECK-NEXT: return %1 : tensor<3x7xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad_dynamic_source(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<5x6xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x6xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<5x6xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[1, 1] [%dim, 4] [1, 1] : memref<5x6xf32> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<5x6xf32> to tensor<5x6xf32>
// CHECK-NEXT: return %2 : tensor<5x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generate(%arg0: index, %arg1: f32, %arg2: tensor<3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg2 : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x3xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = memref.load %0[%3] : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %5 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %6 = arith.sitofp %5 : i32 to f32
// CHECK-NEXT: %7 = arith.addf %6, %4 : f32
// CHECK-NEXT: linalg.yield %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<?x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %1 : tensor<?x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generate_insert(%arg0: f32) -> tensor<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg0, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat(%arg0: f32, %arg1: index) -> (tensor<4xf32>, tensor<?x2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK-NEXT: linalg.map outs(%alloc_0 : memref<?x2xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc_0 : memref<?x2xf32> to tensor<?x2xf32>
// CHECK-NEXT: return %0, %1 : tensor<4xf32>, tensor<?x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank(%arg0: tensor<*xf32>, %arg1: tensor<2x?xf32>) -> (index, index) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<2x?xf32> to memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT: %2 = memref.rank %1 : memref<*xf32>
// CHECK-NEXT: %3 = memref.rank %0 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %2, %3 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// FB-LABEL: func.func @concat_static(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x4xf32, strided<[?, ?], offset: ?>>) -> memref<2x7xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x7xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<2x7xf32> to memref<2x3xf32, strided<[7, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[7, 1]>>
// FB-NEXT: %subview_0 = memref.subview %alloc[0, 3] [2, 4] [1, 1] : memref<2x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// FB-NEXT: memref.copy %arg1, %subview_0 : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// FB-NEXT: %cast = memref.cast %alloc : memref<2x7xf32> to memref<2x7xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<2x7xf32>
// FB-NEXT: }
// FB-LABEL: func.func @concat_three(%arg0: memref<1x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x?xf32, strided<[?, ?], offset: ?>>, %arg2: f32) -> (memref<4x?xf32>, memref<1x?xf32, strided<[?, ?], offset: ?>>) {
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %dim = memref.dim %arg0, %c1 : memref<1x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<4x?xf32>
// FB-NEXT: %c1_0 = arith.constant 1 : index
// FB-NEXT: %dim_1 = memref.dim %alloc, %c1_0 : memref<4x?xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1]>>
// FB-NEXT: %subview_2 = memref.subview %alloc[1, 0] [2, %dim_1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: memref.copy %arg1, %subview_2 : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: %subview_3 = memref.subview %alloc[3, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: memref.copy %arg0, %subview_3 : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: memref.store %arg2, %arg0[%c0, %c0] : memref<1x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc, %arg0 : memref<4x?xf32>, memref<1x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @pad_static(%arg0: memref<2x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<3x7xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x7xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<3x7xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: %1 = linalg.index 1 : index
// FB-NEXT: %2 = arith.index_cast %0 : index to i32
// FB-NEXT: %3 = arith.sitofp %2 : i32 to f32
// FB-NEXT: linalg.yield %3 : f32
// FB-NEXT: }
// FB-NEXT: %subview = memref.subview %alloc[0, 1] [2, 4] [1, 1] : memref<3x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// FB-NEXT: memref.copy %arg0, %subview : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// FB-NEXT: %cast = memref.cast %alloc : memref<3x7xf32> to memref<3x7xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<3x7xf32>
// FB-NEXT: }
// FB-LABEL: func.func @pad_dynamic_source(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<5x6xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x6xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<5x6xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: %1 = linalg.index 1 : index
// FB-NEXT: linalg.yield %arg1 : f32
// FB-NEXT: }
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %subview = memref.subview %alloc[1, 1] [%dim, 4] [1, 1] : memref<5x6xf32> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// FB-NEXT: memref.copy %arg0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// FB-NEXT: %cast = memref.cast %alloc : memref<5x6xf32> to memref<5x6xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<5x6xf32>
// FB-NEXT: }
// FB-LABEL: func.func @generate(%arg0: index, %arg1: f32, %arg2: memref<3xf32, strided<[?], offset: ?>>) -> memref<?x3xf32> {
// FB-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<?x3xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: %1 = linalg.index 1 : index
// FB-NEXT: %2 = memref.load %arg2[%1] : memref<3xf32, strided<[?], offset: ?>>
// FB-NEXT: %3 = arith.index_cast %0 : index to i32
// FB-NEXT: %4 = arith.sitofp %3 : i32 to f32
// FB-NEXT: %5 = arith.addf %4, %2 : f32
// FB-NEXT: linalg.yield %5 : f32
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %alloc : memref<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<?x3xf32>
// FB-NEXT: }
// FB-LABEL: func.func @generate_insert(%arg0: f32) -> memref<4xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: linalg.yield %arg0 : f32
// FB-NEXT: }
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: memref.store %arg0, %alloc[%c1] : memref<4xf32>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %alloc : memref<4xf32>
// FB-NEXT: }
// FB-LABEL: func.func @splat(%arg0: f32, %arg1: index) -> (memref<4xf32>, memref<?x2xf32>) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: linalg.yield %arg0 : f32
// FB-NEXT: }
// FB-NEXT: %alloc_0 = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x2xf32>
// FB-NEXT: linalg.map outs(%alloc_0 : memref<?x2xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: linalg.yield %arg0 : f32
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast_1 = memref.cast %alloc_0 : memref<?x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc, %alloc_0 : memref<4xf32>, memref<?x2xf32>
// FB-NEXT: }
// FB-LABEL: func.func @rank(%arg0: memref<*xf32>, %arg1: memref<2x?xf32, strided<[?, ?], offset: ?>>) -> (index, index) {
// FB-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// FB-NEXT: %1 = memref.rank %arg1 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %0, %1 : index, index
// FB-NEXT: }
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @concat_static(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x7xf32> {
// ANALYSIS-NEXT: %concat = tensor.concat dim(1) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %concat : tensor<2x7xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @concat_three(%arg0: tensor<1x?xf32>, %arg1: tensor<2x?xf32>, %arg2: f32) -> (tensor<4x?xf32>, tensor<1x?xf32>) attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1, %arg0 {__inplace_operands_attr__ = ["true", "true", "true"]} : (tensor<1x?xf32>, tensor<2x?xf32>, tensor<1x?xf32>) -> tensor<4x?xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg0[%c0, %c0] {__inplace_operands_attr__ = ["none", "false", "none", "none"]} : tensor<1x?xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %concat, %inserted : tensor<4x?xf32>, tensor<1x?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @pad_static(%arg0: tensor<2x4xf32>, %arg1: f32) -> tensor<3x7xf32> {
// ANALYSIS-NEXT: %padded = tensor.pad %arg0 low[0, 1] high[1, 2] {
// ANALYSIS-NEXT: ^bb0(%arg2: index, %arg3: index):
// ANALYSIS-NEXT: %0 = arith.index_cast %arg2 : index to i32
// ANALYSIS-NEXT: %1 = arith.sitofp %0 : i32 to f32
// ANALYSIS-NEXT: tensor.yield %1 : f32
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["true"]} : tensor<2x4xf32> to tensor<3x7xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %padded : tensor<3x7xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @pad_dynamic_source(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<5x6xf32> {
// ANALYSIS-NEXT: %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// ANALYSIS-NEXT: ^bb0(%arg2: index, %arg3: index):
// ANALYSIS-NEXT: tensor.yield %arg1 : f32
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["true"]} : tensor<?x4xf32> to tensor<5x6xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %padded : tensor<5x6xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @generate(%arg0: index, %arg1: f32, %arg2: tensor<3xf32>) -> tensor<?x3xf32> {
// ANALYSIS-NEXT: %generated = tensor.generate %arg0 {
// ANALYSIS-NEXT: ^bb0(%arg3: index, %arg4: index):
// ANALYSIS-NEXT: %extracted = tensor.extract %arg2[%arg4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT: %0 = arith.index_cast %arg3 : index to i32
// ANALYSIS-NEXT: %1 = arith.sitofp %0 : i32 to f32
// ANALYSIS-NEXT: %2 = arith.addf %1, %extracted : f32
// ANALYSIS-NEXT: tensor.yield %2 : f32
// ANALYSIS-NEXT: } : tensor<?x3xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %generated : tensor<?x3xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @generate_insert(%arg0: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %generated = tensor.generate  {
// ANALYSIS-NEXT: ^bb0(%arg1: index):
// ANALYSIS-NEXT: tensor.yield %arg0 : f32
// ANALYSIS-NEXT: } : tensor<4xf32>
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg0 into %generated[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @splat(%arg0: f32, %arg1: index) -> (tensor<4xf32>, tensor<?x2xf32>) {
// ANALYSIS-NEXT: %splat = tensor.splat %arg0 : tensor<4xf32>
// ANALYSIS-NEXT: %splat_0 = tensor.splat %arg0[%arg1] : tensor<?x2xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %splat, %splat_0 : tensor<4xf32>, tensor<?x2xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @rank(%arg0: tensor<*xf32>, %arg1: tensor<2x?xf32>) -> (index, index) {
// ANALYSIS-NEXT: %rank = tensor.rank %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<*xf32>
// ANALYSIS-NEXT: %rank_0 = tensor.rank %arg1 {__inplace_operands_attr__ = ["true"]} : tensor<2x?xf32>
// ANALYSIS-NEXT: return %rank, %rank_0 : index, index
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: }

// CBW-LABEL: func.func @concat_static(%arg0: tensor<2x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x7xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x7xf32>
// CBW-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<2x7xf32> to memref<2x3xf32, strided<[7, 1]>>
// CBW-NEXT: memref.copy %1, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[7, 1]>>
// CBW-NEXT: %subview_0 = memref.subview %alloc[0, 3] [2, 4] [1, 1] : memref<2x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// CBW-NEXT: memref.copy %0, %subview_0 : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 3>>
// CBW-NEXT: %2 = bufferization.to_tensor %alloc : memref<2x7xf32> to tensor<2x7xf32>
// CBW-NEXT: return %2 : tensor<2x7xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @concat_three(%arg0: tensor<1x?xf32>, %arg1: tensor<2x?xf32>, %arg2: f32) -> (tensor<4x?xf32>, tensor<1x?xf32>) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %3 = bufferization.to_buffer %arg1 : tensor<2x?xf32> to memref<2x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<1x?xf32> to memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %dim = memref.dim %0, %c1 : memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<4x?xf32>
// CBW-NEXT: %c1_0 = arith.constant 1 : index
// CBW-NEXT: %dim_1 = memref.dim %alloc, %c1_0 : memref<4x?xf32>
// CBW-NEXT: %subview = memref.subview %alloc[0, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1]>>
// CBW-NEXT: memref.copy %4, %subview : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1]>>
// CBW-NEXT: %subview_2 = memref.subview %alloc[1, 0] [2, %dim_1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CBW-NEXT: memref.copy %3, %subview_2 : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CBW-NEXT: %subview_3 = memref.subview %alloc[3, 0] [1, %dim_1] [1, 1] : memref<4x?xf32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CBW-NEXT: memref.copy %2, %subview_3 : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CBW-NEXT: %5 = bufferization.to_tensor %alloc : memref<4x?xf32> to tensor<4x?xf32>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c1_4 = arith.constant 1 : index
// CBW-NEXT: %dim_5 = memref.dim %1, %c1_4 : memref<1x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc_6 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?xf32>
// CBW-NEXT: memref.copy %1, %alloc_6 : memref<1x?xf32, strided<[?, ?], offset: ?>> to memref<1x?xf32>
// CBW-NEXT: memref.store %arg2, %alloc_6[%c0, %c0] : memref<1x?xf32>
// CBW-NEXT: %6 = bufferization.to_tensor %alloc_6 : memref<1x?xf32> to tensor<1x?xf32>
// CBW-NEXT: return %5, %6 : tensor<4x?xf32>, tensor<1x?xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @pad_static(%arg0: tensor<2x4xf32>, %arg1: f32) -> tensor<3x7xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x7xf32>
// CBW-NEXT: linalg.map outs(%alloc : memref<3x7xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: %2 = linalg.index 0 : index
// CBW-NEXT: %3 = linalg.index 1 : index
// CBW-NEXT: %4 = arith.index_cast %2 : index to i32
// CBW-NEXT: %5 = arith.sitofp %4 : i32 to f32
// CBW-NEXT: linalg.yield %5 : f32
// CBW-NEXT: }
// CBW-NEXT: %subview = memref.subview %alloc[0, 1] [2, 4] [1, 1] : memref<3x7xf32> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// CBW-NEXT: memref.copy %0, %subview : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[7, 1], offset: 1>>
// CBW-NEXT: %1 = bufferization.to_tensor %alloc : memref<3x7xf32> to tensor<3x7xf32>
// CBW-NEXT: return %1 : tensor<3x7xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @pad_dynamic_source(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<5x6xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x6xf32>
// CBW-NEXT: linalg.map outs(%alloc : memref<5x6xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: %3 = linalg.index 0 : index
// CBW-NEXT: %4 = linalg.index 1 : index
// CBW-NEXT: linalg.yield %arg1 : f32
// CBW-NEXT: }
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %dim = memref.dim %1, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %subview = memref.subview %alloc[1, 1] [%dim, 4] [1, 1] : memref<5x6xf32> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// CBW-NEXT: memref.copy %0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[6, 1], offset: 7>>
// CBW-NEXT: %2 = bufferization.to_tensor %alloc : memref<5x6xf32> to tensor<5x6xf32>
// CBW-NEXT: return %2 : tensor<5x6xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @generate(%arg0: index, %arg1: f32, %arg2: tensor<3xf32>) -> tensor<?x3xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg2 : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CBW-NEXT: linalg.map outs(%alloc : memref<?x3xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: %2 = linalg.index 0 : index
// CBW-NEXT: %3 = linalg.index 1 : index
// CBW-NEXT: %4 = memref.load %0[%3] : memref<3xf32, strided<[?], offset: ?>>
// CBW-NEXT: %5 = arith.index_cast %2 : index to i32
// CBW-NEXT: %6 = arith.sitofp %5 : i32 to f32
// CBW-NEXT: %7 = arith.addf %6, %4 : f32
// CBW-NEXT: linalg.yield %7 : f32
// CBW-NEXT: }
// CBW-NEXT: %1 = bufferization.to_tensor %alloc : memref<?x3xf32> to tensor<?x3xf32>
// CBW-NEXT: return %1 : tensor<?x3xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @generate_insert(%arg0: f32) -> tensor<4xf32> {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: %1 = linalg.index 0 : index
// CBW-NEXT: linalg.yield %arg0 : f32
// CBW-NEXT: }
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CBW-NEXT: memref.store %arg0, %alloc_0[%c1] : memref<4xf32>
// CBW-NEXT: %0 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: return %0 : tensor<4xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @splat(%arg0: f32, %arg1: index) -> (tensor<4xf32>, tensor<?x2xf32>) {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: linalg.map outs(%alloc : memref<4xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: linalg.yield %arg0 : f32
// CBW-NEXT: }
// CBW-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: %alloc_0 = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x2xf32>
// CBW-NEXT: linalg.map outs(%alloc_0 : memref<?x2xf32>)
// CBW-NEXT: (%init: f32) {
// CBW-NEXT: linalg.yield %arg0 : f32
// CBW-NEXT: }
// CBW-NEXT: %1 = bufferization.to_tensor %alloc_0 : memref<?x2xf32> to tensor<?x2xf32>
// CBW-NEXT: return %0, %1 : tensor<4xf32>, tensor<?x2xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @rank(%arg0: tensor<*xf32>, %arg1: tensor<2x?xf32>) -> (index, index) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<2x?xf32> to memref<2x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<*xf32> to memref<*xf32>
// CBW-NEXT: %2 = memref.rank %1 : memref<*xf32>
// CBW-NEXT: %3 = memref.rank %0 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: return %2, %3 : index, index
// CBW-NEXT: }
// CBW-NEXT: }

func.func @concat_static(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x7xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  return %c : tensor<2x7xf32>
}
func.func @concat_three(%a: tensor<1x?xf32>, %b: tensor<2x?xf32>, %f: f32) -> (tensor<4x?xf32>, tensor<1x?xf32>) {
  %c = tensor.concat dim(0) %a, %b, %a : (tensor<1x?xf32>, tensor<2x?xf32>, tensor<1x?xf32>) -> tensor<4x?xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %a[%c0, %c0] : tensor<1x?xf32>
  return %c, %w : tensor<4x?xf32>, tensor<1x?xf32>
}
func.func @pad_static(%t: tensor<2x4xf32>, %f: f32) -> tensor<3x7xf32> {
  %p = tensor.pad %t low[0, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    tensor.yield %y : f32
  } : tensor<2x4xf32> to tensor<3x7xf32>
  return %p : tensor<3x7xf32>
}
func.func @pad_dynamic_source(%t: tensor<?x4xf32>, %f: f32) -> tensor<5x6xf32> {
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<5x6xf32>
  return %p : tensor<5x6xf32>
}
func.func @generate(%n: index, %f: f32, %src: tensor<3xf32>) -> tensor<?x3xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %e = tensor.extract %src[%j] : tensor<3xf32>
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    %z = arith.addf %y, %e : f32
    tensor.yield %z : f32
  } : tensor<?x3xf32>
  return %g : tensor<?x3xf32>
}
func.func @generate_insert(%f: f32) -> tensor<4xf32> {
  %g = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %w = tensor.insert %f into %g[%c1] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @splat(%f: f32, %n: index) -> (tensor<4xf32>, tensor<?x2xf32>) {
  %s = tensor.splat %f : tensor<4xf32>
  %d = tensor.splat %f[%n] : tensor<?x2xf32>
  return %s, %d : tensor<4xf32>, tensor<?x2xf32>
}
func.func @rank(%t: tensor<*xf32>, %u: tensor<2x?xf32>) -> (index, index) {
  %r = tensor.rank %t : tensor<*xf32>
  %s = tensor.rank %u : tensor<2x?xf32>
  return %r, %s : index, index
}

// tensor.collapse_shape, expand_shape and reshape: views of the source buffer (memref.collapse_shape,
// expand_shape, reshape); a source whose layout does not allow the view is copied first.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID

// CHECK: memref.global "private" constant @__constant_2xindex : memref<2xindex> = dense<[2, 3]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>> to memref<2x3x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6x4xf32>
// CHECK-NEXT: memref.copy %collapse_shape, %alloc_0 : memref<6x4xf32> to memref<6x4xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<6x4xf32> to tensor<6x4xf32>
// CHECK-NEXT: return %2 : tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_write(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: index) -> (tensor<6xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %collapse_shape, %alloc_0 : memref<6xf32> to memref<6xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<6xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<6xf32> to tensor<6xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = memref.load %1[%c0, %c0] : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %3, %4 : tensor<6xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse0d(%arg0: tensor<1x1xf32>) -> tensor<f32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<1x1xf32> to memref<1x1xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %0 [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: memref.copy %collapse_shape, %alloc : memref<f32, strided<[], offset: ?>> to memref<f32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<f32> to tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_slice(%arg0: tensor<8x8xf32>) -> tensor<16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[0, 0] [4, 4] [1, 2] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %collapse_shape : memref<16xf32> to tensor<16xf32>
// CHECK-NEXT: return %1 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %expand_shape, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: memref.copy %expand_shape, %alloc : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %1 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_static(%arg0: tensor<12xf32>, %arg1: f32) -> tensor<3x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1{{\]\]}} output_shape [3, 4] : memref<12xf32, strided<[?], offset: ?>> into memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
// CHECK-NEXT: memref.copy %expand_shape, %alloc : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<3x4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<3x4xf32> to tensor<3x4xf32>
// CHECK-NEXT: return %1 : tensor<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>) -> tensor<2x3xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<2xindex> to memref<2xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<6xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy %reshape, %alloc_0 : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %3 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_write(%arg0: tensor<6xf32>, %arg1: f32) -> (tensor<2x3xf32>, tensor<6xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = memref.get_global @__constant_2xindex : memref<2xindex>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%2) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy %reshape, %alloc_0 : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0, %c0] : memref<2x3xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %3, %arg0 : tensor<2x3xf32>, tensor<6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_dyn(%arg0: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_0 = memref.dim %1, %c2 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x4x?xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<?x4x?xf32> into memref<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %collapse_shape, %c0_1 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %collapse_shape, %c1 : memref<?x?xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc(%dim_2, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: memref.copy %collapse_shape, %alloc_4 : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %alloc_4 : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %0, %c0_5 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %dim_8 = memref.dim %0, %c2_7 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %alloc_9 = memref.alloc(%dim_6, %dim_8) {alignment = 64 : i64} : memref<?x4x?xf32>
// CHECK-NEXT: memref.copy %0, %alloc_9 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// CHECK-NEXT: %collapse_shape_10 = memref.collapse_shape %alloc_9 {{\[\[}}0, 1, 2{{\]\]}} : memref<?x4x?xf32> into memref<?xf32>
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %dim_12 = memref.dim %collapse_shape_10, %c0_11 : memref<?xf32>
// CHECK-NEXT: %alloc_13 = memref.alloc(%dim_12) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %collapse_shape_10, %alloc_13 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %5 = bufferization.to_tensor %alloc_13 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %4, %5 : tensor<?x?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_collapse_alloc(%arg0: index, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<2x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// CHECK-NEXT: %0 = bufferization.to_tensor %collapse_shape_0 : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_unranked(%arg0: tensor<6xf32>, %arg1: tensor<?xindex>) -> tensor<*xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<?xindex> to memref<?xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%0) : (memref<6xf32>, memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %reshape : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: return %2 : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// FB: memref.global "private" constant @__constant_2xindex : memref<2xindex> = dense<[2, 3]> {alignment = 64 : i64}
// FB-LABEL: func.func @collapse(%arg0: memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<6x4xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x4xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>> to memref<2x3x4xf32>
// FB-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// FB-NEXT: %cast = memref.cast %collapse_shape : memref<6x4xf32> to memref<6x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %collapse_shape : memref<6x4xf32>
// FB-NEXT: }
// FB-LABEL: func.func @collapse_write(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<6xf32>, f32) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// FB-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// FB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// FB-NEXT: memref.copy %collapse_shape, %alloc_0 : memref<6xf32> to memref<6xf32>
// FB-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<6xf32>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<2x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc_0 : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// FB-NEXT: return %alloc_0, %0 : memref<6xf32>, f32
// FB-NEXT: }
// FB-LABEL: func.func @collapse0d(%arg0: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<f32, strided<[], offset: ?>> {
// FB-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
// FB-NEXT: return %collapse_shape : memref<f32, strided<[], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @collapse_slice(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<16xf32> {
// FB-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 2] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// FB-NEXT: memref.copy %subview, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// FB-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<4x4xf32> into memref<16xf32>
// FB-NEXT: %cast = memref.cast %collapse_shape : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: return %collapse_shape : memref<16xf32>
// FB-NEXT: }
// FB-LABEL: func.func @expand(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %expand_shape : memref<?x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @expand_static(%arg0: memref<12xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<3x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [3, 4] : memref<12xf32, strided<[?], offset: ?>> into memref<3x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: memref.store %arg1, %expand_shape[%c0, %c0] : memref<3x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %expand_shape : memref<3x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @reshape(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// FB-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<6xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32>
// FB-NEXT: %cast = memref.cast %reshape : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %reshape : memref<2x3xf32>
// FB-NEXT: }
// FB-LABEL: func.func @reshape_write(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<2x3xf32>, memref<6xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %0 = memref.get_global @__constant_2xindex : memref<2xindex>
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// FB-NEXT: %reshape = memref.reshape %alloc(%0) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// FB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// FB-NEXT: memref.copy %reshape, %alloc_0 : memref<2x3xf32> to memref<2x3xf32>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: memref.store %arg1, %alloc_0[%c0, %c0] : memref<2x3xf32>
// FB-NEXT: %cast = memref.cast %alloc_0 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc_0, %arg0 : memref<2x3xf32>, memref<6xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @collapse_dyn(%arg0: memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>) -> (memref<?x?xf32>, memref<?xf32>) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// FB-NEXT: %c2 = arith.constant 2 : index
// FB-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x4x?xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// FB-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<?x4x?xf32> into memref<?x?xf32>
// FB-NEXT: %c0_1 = arith.constant 0 : index
// FB-NEXT: %dim_2 = memref.dim %arg0, %c0_1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// FB-NEXT: %c2_3 = arith.constant 2 : index
// FB-NEXT: %dim_4 = memref.dim %arg0, %c2_3 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// FB-NEXT: %alloc_5 = memref.alloc(%dim_2, %dim_4) {alignment = 64 : i64} : memref<?x4x?xf32>
// FB-NEXT: memref.copy %arg0, %alloc_5 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// FB-NEXT: %collapse_shape_6 = memref.collapse_shape %alloc_5 {{\[\[}}0, 1, 2{{\]\]}} : memref<?x4x?xf32> into memref<?xf32>
// FB-NEXT: %cast = memref.cast %collapse_shape : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %cast_7 = memref.cast %collapse_shape_6 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: return %collapse_shape, %collapse_shape_6 : memref<?x?xf32>, memref<?xf32>
// FB-NEXT: }
// FB-LABEL: func.func @expand_collapse_alloc(%arg0: index, %arg1: f32) -> memref<8xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<2x4xf32>
// FB-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// FB-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
// FB-NEXT: %collapse_shape_0 = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// FB-NEXT: %cast = memref.cast %collapse_shape_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// FB-NEXT: return %collapse_shape_0 : memref<8xf32>
// FB-NEXT: }
// FB-LABEL: func.func @reshape_unranked(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// FB-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<6xf32>, memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// FB-NEXT: return %reshape : memref<*xf32>
// FB-NEXT: }
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> attributes {"W_11[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} {__inplace_operands_attr__ = ["false"]} : tensor<2x3x4xf32> into tensor<6x4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<6x4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @collapse_write(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: index) -> (tensor<6xf32>, f32) attributes {"W_10[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["false"]} : tensor<2x3xf32> into tensor<6xf32>
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %collapsed[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<6xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%c0, %c0] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<2x3xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<6xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @collapse0d(%arg0: tensor<1x1xf32>) -> tensor<f32> attributes {"W_9[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %arg0 [] {__inplace_operands_attr__ = ["false"]} : tensor<1x1xf32> into tensor<f32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<f32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @collapse_slice(%arg0: tensor<8x8xf32>) -> tensor<16xf32> attributes {"W_8[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 2] {__inplace_operands_attr__ = ["false"]} : tensor<8x8xf32> to tensor<4x4xf32>
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<4x4xf32> into tensor<16xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @expand(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x4xf32> attributes {"W_7[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] {__inplace_operands_attr__ = ["false", "none"]} : tensor<?xf32> into tensor<?x4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %expanded : tensor<?x4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @expand_static(%arg0: tensor<12xf32>, %arg1: f32) -> tensor<3x4xf32> attributes {"W_6[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [3, 4] {__inplace_operands_attr__ = ["false"]} : tensor<12xf32> into tensor<3x4xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %expanded[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<3x4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<3x4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>) -> tensor<2x3xf32> attributes {"W_5[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %reshape = tensor.reshape %arg0(%arg1) {__inplace_operands_attr__ = ["false", "true"]} : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %reshape : tensor<2x3xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @reshape_write(%arg0: tensor<6xf32>, %arg1: f32) -> (tensor<2x3xf32>, tensor<6xf32>) attributes {"W_3[NOT-WRITABLE: bbArg 0]", "W_4[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %cst = arith.constant dense<[2, 3]> : tensor<2xindex>
// ANALYSIS-NEXT: %reshape = tensor.reshape %arg0(%cst) {__inplace_operands_attr__ = ["false", "true"]} : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %reshape[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<2x3xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "false"]} %inserted, %arg0 : tensor<2x3xf32>, tensor<6xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @collapse_dyn(%arg0: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) attributes {"W_1[NOT-WRITABLE: bbArg 0]", "W_2[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} {__inplace_operands_attr__ = ["false"]} : tensor<?x4x?xf32> into tensor<?x?xf32>
// ANALYSIS-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} {__inplace_operands_attr__ = ["false"]} : tensor<?x4x?xf32> into tensor<?xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %collapsed, %collapsed_0 : tensor<?x?xf32>, tensor<?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @expand_collapse_alloc(%arg0: index, %arg1: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT: %0 = bufferization.alloc_tensor() : tensor<2x4xf32>
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %0[%c0, %c0] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<2x4xf32>
// ANALYSIS-NEXT: %collapsed = tensor.collapse_shape %inserted {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x4xf32> into tensor<8xf32>
// ANALYSIS-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> into tensor<4x2xf32>
// ANALYSIS-NEXT: %collapsed_0 = tensor.collapse_shape %expanded {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<4x2xf32> into tensor<8xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %collapsed_0 : tensor<8xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @reshape_unranked(%arg0: tensor<6xf32>, %arg1: tensor<?xindex>) -> tensor<*xf32> attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %reshape = tensor.reshape %arg0(%arg1) {__inplace_operands_attr__ = ["false", "true"]} : (tensor<6xf32>, tensor<?xindex>) -> tensor<*xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %reshape : tensor<*xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: }

// CBW: memref.global "private" constant @__constant_2xindex : memref<2xindex> = dense<[2, 3]> {alignment = 64 : i64}
// CBW-LABEL: func.func @collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x4xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>> to memref<2x3x4xf32>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// CBW-NEXT: %2 = bufferization.to_tensor %collapse_shape : memref<6x4xf32> to tensor<6x4xf32>
// CBW-NEXT: return %2 : tensor<6x4xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @collapse_write(%arg0: tensor<2x3xf32>, %arg1: f32, %arg2: index) -> (tensor<6xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CBW-NEXT: memref.copy %collapse_shape, %alloc_0 : memref<6xf32> to memref<6xf32>
// CBW-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<6xf32>
// CBW-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<6xf32> to tensor<6xf32>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %4 = memref.load %1[%c0, %c0] : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: return %3, %4 : tensor<6xf32>, f32
// CBW-NEXT: }
// CBW-LABEL: func.func @collapse0d(%arg0: tensor<1x1xf32>) -> tensor<f32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<1x1xf32> to memref<1x1xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %0 [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_tensor %collapse_shape : memref<f32, strided<[], offset: ?>> to tensor<f32>
// CBW-NEXT: return %1 : tensor<f32>
// CBW-NEXT: }
// CBW-LABEL: func.func @collapse_slice(%arg0: tensor<8x8xf32>) -> tensor<16xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %subview = memref.subview %0[0, 0] [4, 4] [1, 2] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CBW-NEXT: memref.copy %subview, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<4x4xf32> into memref<16xf32>
// CBW-NEXT: %1 = bufferization.to_tensor %collapse_shape : memref<16xf32> to tensor<16xf32>
// CBW-NEXT: return %1 : tensor<16xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @expand(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x4xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_tensor %expand_shape : memref<?x4xf32, strided<[?, ?], offset: ?>> to tensor<?x4xf32>
// CBW-NEXT: return %1 : tensor<?x4xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @expand_static(%arg0: tensor<12xf32>, %arg1: f32) -> tensor<3x4xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CBW-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1{{\]\]}} output_shape [3, 4] : memref<12xf32, strided<[?], offset: ?>> into memref<3x4xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
// CBW-NEXT: memref.copy %expand_shape, %alloc : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32>
// CBW-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<3x4xf32>
// CBW-NEXT: %1 = bufferization.to_tensor %alloc : memref<3x4xf32> to tensor<3x4xf32>
// CBW-NEXT: return %1 : tensor<3x4xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @reshape(%arg0: tensor<6xf32>, %arg1: tensor<2xindex>) -> tensor<2x3xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<2xindex> to memref<2xindex, strided<[?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CBW-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<6xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32>
// CBW-NEXT: %3 = bufferization.to_tensor %reshape : memref<2x3xf32> to tensor<2x3xf32>
// CBW-NEXT: return %3 : tensor<2x3xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @reshape_write(%arg0: tensor<6xf32>, %arg1: f32) -> (tensor<2x3xf32>, tensor<6xf32>) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %2 = memref.get_global @__constant_2xindex : memref<2xindex>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CBW-NEXT: %reshape = memref.reshape %alloc(%2) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CBW-NEXT: memref.copy %reshape, %alloc_0 : memref<2x3xf32> to memref<2x3xf32>
// CBW-NEXT: memref.store %arg1, %alloc_0[%c0, %c0] : memref<2x3xf32>
// CBW-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<2x3xf32> to tensor<2x3xf32>
// CBW-NEXT: return %3, %arg0 : tensor<2x3xf32>, tensor<6xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @collapse_dyn(%arg0: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %dim = memref.dim %1, %c0 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %c2 = arith.constant 2 : index
// CBW-NEXT: %dim_0 = memref.dim %1, %c2 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x4x?xf32>
// CBW-NEXT: memref.copy %1, %alloc : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<?x4x?xf32> into memref<?x?xf32>
// CBW-NEXT: %4 = bufferization.to_tensor %collapse_shape : memref<?x?xf32> to tensor<?x?xf32>
// CBW-NEXT: %c0_1 = arith.constant 0 : index
// CBW-NEXT: %dim_2 = memref.dim %0, %c0_1 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %c2_3 = arith.constant 2 : index
// CBW-NEXT: %dim_4 = memref.dim %0, %c2_3 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// CBW-NEXT: %alloc_5 = memref.alloc(%dim_2, %dim_4) {alignment = 64 : i64} : memref<?x4x?xf32>
// CBW-NEXT: memref.copy %0, %alloc_5 : memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x4x?xf32>
// CBW-NEXT: %collapse_shape_6 = memref.collapse_shape %alloc_5 {{\[\[}}0, 1, 2{{\]\]}} : memref<?x4x?xf32> into memref<?xf32>
// CBW-NEXT: %5 = bufferization.to_tensor %collapse_shape_6 : memref<?xf32> to tensor<?xf32>
// CBW-NEXT: return %4, %5 : tensor<?x?xf32>, tensor<?xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @expand_collapse_alloc(%arg0: index, %arg1: f32) -> tensor<8xf32> {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CBW-NEXT: memref.copy %alloc, %alloc_0 : memref<2x4xf32> to memref<2x4xf32>
// CBW-NEXT: memref.store %arg1, %alloc_0[%c0, %c0] : memref<2x4xf32>
// CBW-NEXT: %collapse_shape = memref.collapse_shape %alloc_0 {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// CBW-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
// CBW-NEXT: %collapse_shape_1 = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// CBW-NEXT: %0 = bufferization.to_tensor %collapse_shape_1 : memref<8xf32> to tensor<8xf32>
// CBW-NEXT: return %0 : tensor<8xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @reshape_unranked(%arg0: tensor<6xf32>, %arg1: tensor<?xindex>) -> tensor<*xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<?xindex> to memref<?xindex, strided<[?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CBW-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<6xf32>, memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// CBW-NEXT: %3 = bufferization.to_tensor %reshape : memref<*xf32> to tensor<*xf32>
// CBW-NEXT: return %3 : tensor<*xf32>
// CBW-NEXT: }
// CBW-NEXT: }

// ID: memref.global "private" constant @__constant_2xindex : memref<2xindex> = dense<[2, 3]> {alignment = 64 : i64}
// ID-LABEL: func.func @collapse(%arg0: memref<2x3x4xf32>) -> memref<6x4xf32> {
// ID-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// ID-NEXT: return %collapse_shape : memref<6x4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @collapse_write(%arg0: memref<2x3xf32>, %arg1: f32, %arg2: index) -> (memref<6xf32>, f32) {
// ID-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// ID-NEXT: memref.copy %collapse_shape, %alloc : memref<6xf32> to memref<6xf32>
// ID-NEXT: memref.store %arg1, %alloc[%arg2] : memref<6xf32>
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<2x3xf32>
// ID-NEXT: return %alloc, %0 : memref<6xf32>, f32
// ID-NEXT: }
// ID-LABEL: func.func @collapse0d(%arg0: memref<1x1xf32>) -> memref<f32> {
// ID-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
// ID-NEXT: return %collapse_shape : memref<f32>
// ID-NEXT: }
// ID-LABEL: func.func @collapse_slice(%arg0: memref<8x8xf32>) -> memref<16xf32> {
// ID-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2]>>
// ID-NEXT: %collapse_shape = memref.collapse_shape %subview {{\[\[}}0, 1{{\]\]}} : memref<4x4xf32, strided<[8, 2]>> into memref<16xf32, strided<[2]>>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// ID-NEXT: memref.copy %collapse_shape, %alloc : memref<16xf32, strided<[2]>> to memref<16xf32>
// ID-NEXT: return %alloc : memref<16xf32>
// ID-NEXT: }
// ID-LABEL: func.func @expand(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// ID-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// ID-NEXT: return %expand_shape : memref<?x4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @expand_static(%arg0: memref<12xf32>, %arg1: f32) -> memref<3x4xf32> {
// ID-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: memref.store %arg1, %expand_shape[%c0, %c0] : memref<3x4xf32>
// ID-NEXT: return %expand_shape : memref<3x4xf32>
// ID-NEXT: }
// ID-LABEL: func.func @reshape(%arg0: memref<6xf32>, %arg1: memref<2xindex>) -> memref<2x3xf32> {
// ID-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// ID-NEXT: return %reshape : memref<2x3xf32>
// ID-NEXT: }
// ID-LABEL: func.func @reshape_write(%arg0: memref<6xf32>, %arg1: f32) -> (memref<2x3xf32>, memref<6xf32>) {
// ID-NEXT: %0 = memref.get_global @__constant_2xindex : memref<2xindex>
// ID-NEXT: %reshape = memref.reshape %arg0(%0) : (memref<6xf32>, memref<2xindex>) -> memref<2x3xf32>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// ID-NEXT: memref.copy %reshape, %alloc : memref<2x3xf32> to memref<2x3xf32>
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<2x3xf32>
// ID-NEXT: return %alloc, %arg0 : memref<2x3xf32>, memref<6xf32>
// ID-NEXT: }
// ID-LABEL: func.func @collapse_dyn(%arg0: memref<?x4x?xf32>) -> (memref<?x?xf32>, memref<?xf32>) {
// ID-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : memref<?x4x?xf32> into memref<?x?xf32>
// ID-NEXT: %collapse_shape_0 = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} : memref<?x4x?xf32> into memref<?xf32>
// ID-NEXT: return %collapse_shape, %collapse_shape_0 : memref<?x?xf32>, memref<?xf32>
// ID-NEXT: }
// ID-LABEL: func.func @expand_collapse_alloc(%arg0: index, %arg1: f32) -> memref<8xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<2x4xf32>
// ID-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// ID-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1{{\]\]}} output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
// ID-NEXT: %collapse_shape_0 = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// ID-NEXT: return %collapse_shape_0 : memref<8xf32>
// ID-NEXT: }
// ID-LABEL: func.func @reshape_unranked(%arg0: memref<6xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// ID-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
// ID-NEXT: return %reshape : memref<*xf32>
// ID-NEXT: }
// ID-NEXT: }

func.func @collapse(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}
func.func @collapse_write(%t: tensor<2x3xf32>, %f: f32, %i: index) -> (tensor<6xf32>, f32) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %w = tensor.insert %f into %c[%i] : tensor<6xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0, %c0] : tensor<2x3xf32>
  return %w, %r : tensor<6xf32>, f32
}
func.func @collapse0d(%t: tensor<1x1xf32>) -> tensor<f32> {
  %c = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}
func.func @collapse_slice(%t: tensor<8x8xf32>) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0, 0][4, 4][1, 2] : tensor<8x8xf32> to tensor<4x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  return %c : tensor<16xf32>
}
func.func @expand(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
func.func @expand_static(%t: tensor<12xf32>, %f: f32) -> tensor<3x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %e[%c0, %c0] : tensor<3x4xf32>
  return %w : tensor<3x4xf32>
}
func.func @reshape(%t: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @reshape_write(%t: tensor<6xf32>, %f: f32) -> (tensor<2x3xf32>, tensor<6xf32>) {
  %s = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %r[%c0, %c0] : tensor<2x3xf32>
  return %w, %t : tensor<2x3xf32>, tensor<6xf32>
}
func.func @collapse_dyn(%t: tensor<?x4x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %d = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  return %c, %d : tensor<?x?xf32>, tensor<?xf32>
}
func.func @expand_collapse_alloc(%n: index, %f: f32) -> tensor<8xf32> {
  %e = bufferization.alloc_tensor() : tensor<2x4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %e[%c0, %c0] : tensor<2x4xf32>
  %c = tensor.collapse_shape %w [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
  %y = tensor.collapse_shape %x [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  return %y : tensor<8xf32>
}
func.func @reshape_unranked(%t: tensor<6xf32>, %s: tensor<?xindex>) -> tensor<*xf32> {
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// tensor.extract_slice (memref.subview, rank-reduced layouts) and tensor.insert_slice (copy into a
// subview; in place when the slice was extracted from the same buffer).
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map test-analysis-only" %s | FileCheck %s --check-prefix=FBA
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=ID

// CHECK-LABEL: func.func @extract(%arg0: tensor<8x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %0[%arg1, 4] [4, 8] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %subview[%c0, %c0] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_reduced(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %0[%arg1, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<16xf32> to tensor<16xf32>
// CHECK-NEXT: return %1 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert(%arg0: tensor<8x16xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg2, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<8x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: return %2 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tile(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %alloc) -> (memref<8x16xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<2x16xf32, strided<[16, 1], offset: ?>>)
// CHECK-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<2x16xf32, strided<[16, 1], offset: ?>> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: scf.yield %arg3 : memref<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<8x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: return %2 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tile_dyn(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %0, %c0_0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %0, %c1_2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim_1, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<?x?xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<?xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: %subview_4 = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_4 : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.yield %arg4 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %3 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @overwrite(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: memref.copy %1, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// CHECK-NEXT: memref.copy %0, %subview_0 : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<8x8xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %2 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_after_slice_write(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %1[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %0, %alloc_1 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %subview_2 = memref.subview %alloc_1[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: memref.copy %alloc_0, %subview_2 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_1 : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %3, %2 : tensor<8xf32>, tensor<4xf32>
// CHECK-NEXT: }

// FB-LABEL: func.func @extract(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> f32 {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %subview = memref.subview %arg0[%arg1, 4] [4, 8] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %0 = memref.load %subview[%c0, %c0] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %0 : f32
// FB-NEXT: }
// FB-LABEL: func.func @rank_reduced(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<16xf32, strided<[?], offset: ?>> {
// FB-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: return %subview : memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @insert(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %subview = memref.subview %arg0[%arg2, 4] [4, 8] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: memref.copy %arg1, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @tile(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c2 = arith.constant 2 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (memref<8x16xf32, strided<[?, ?], offset: ?>>) {
// FB-NEXT: %subview = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<2x16xf32, strided<[?, ?], offset: ?>>)
// FB-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: memref.copy %subview, %subview_0 : memref<2x16xf32, strided<[?, ?], offset: ?>> to memref<2x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: scf.yield %arg3 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<8x16xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @tile_dyn(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// FB-NEXT: %subview = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<?xf32, strided<[?], offset: ?>>)
// FB-NEXT: %subview_0 = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: memref.copy %subview, %subview_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg4 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @overwrite(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<8x8xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
// FB-NEXT: %subview_0 = memref.subview %alloc[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// FB-NEXT: memref.copy %arg0, %subview_0 : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// FB-NEXT: %cast = memref.cast %alloc : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<8x8xf32>
// FB-NEXT: }
// FB-LABEL: func.func @read_after_slice_write(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<8xf32, strided<[?], offset: ?>>, memref<4xf32>) {
// FB-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %subview, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// FB-NEXT: %subview_1 = memref.subview %arg0[4] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: memref.copy %alloc_0, %subview_1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<4xf32>
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @extract(%arg0: tensor<8x16xf32>, %arg1: index) -> f32 {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 4] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<4x8xf32>
// ANALYSIS-NEXT: %extracted = tensor.extract %extracted_slice[%c0, %c0] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x8xf32>
// ANALYSIS-NEXT: return %extracted : f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @rank_reduced(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<16xf32> attributes {"W_5[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [1, 16] [1, 1] {__inplace_operands_attr__ = ["false", "none"]} : tensor<8x16xf32> to tensor<16xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @insert(%arg0: tensor<8x16xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> tensor<8x16xf32> attributes {"W_4[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 4] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "false", "none"]} : tensor<4x8xf32> into tensor<8x16xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8x16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @tile(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> attributes {"W_3[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c2 = arith.constant 2 : index
// ANALYSIS-NEXT: %c8 = arith.constant 8 : index
// ANALYSIS-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<2x16xf32>
// ANALYSIS-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2x16xf32>) -> tensor<2x16xf32>
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg3[%arg2, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x16xf32> into tensor<8x16xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8x16xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8x16xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @tile_dyn(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> attributes {"W_2[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg0, %c1 : tensor<?x?xf32>
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x?xf32>) {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [1, %dim] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?x?xf32> to tensor<?xf32>
// ANALYSIS-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg4[%arg3, 0] [1, %dim] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none", "none"]} : tensor<?xf32> into tensor<?x?xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<?x?xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<?x?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @overwrite(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<8x8xf32> {
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<8x8xf32>
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4x8xf32> into tensor<8x8xf32>
// ANALYSIS-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %inserted_slice[4, 0] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4x8xf32> into tensor<8x8xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted_slice_0 : tensor<8x8xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @read_after_slice_write(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<4xf32>) attributes {"C_0[DEF: bbArg 0]", "W_0[NOT-WRITABLE: bbArg 0]", "W_1[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT: %0 = linalg.fill {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[4] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// ANALYSIS-NEXT: return {"C_0[READ: 1]", __inplace_operands_attr__ = ["true", "true"]} %inserted_slice, %extracted_slice : tensor<8xf32>, tensor<4xf32>
// ANALYSIS-NEXT: }

// FBA-LABEL: func.func @extract(%arg0: tensor<8x16xf32> {bufferization.access = "read"}, %arg1: index) -> f32 {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 4] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<4x8xf32>
// FBA-NEXT: %extracted = tensor.extract %extracted_slice[%c0, %c0] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x8xf32>
// FBA-NEXT: return %extracted : f32
// FBA-NEXT: }
// FBA-LABEL: func.func @rank_reduced(%arg0: tensor<8x16xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<16xf32> {
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [1, 16] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<16xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<16xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @insert(%arg0: tensor<8x16xf32> {bufferization.access = "read-write"}, %arg1: tensor<4x8xf32> {bufferization.access = "read"}, %arg2: index) -> tensor<8x16xf32> {
// FBA-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 4] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<4x8xf32> into tensor<8x16xf32>
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8x16xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @tile(%arg0: tensor<8x16xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<8x16xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c2 = arith.constant 2 : index
// FBA-NEXT: %c8 = arith.constant 8 : index
// FBA-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8x16xf32> to tensor<2x16xf32>
// FBA-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2x16xf32>) -> tensor<2x16xf32>
// FBA-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg3[%arg2, 0] [2, 16] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x16xf32> into tensor<8x16xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8x16xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8x16xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @tile_dyn(%arg0: tensor<?x?xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg0, %c1 : tensor<?x?xf32>
// FBA-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x?xf32>) {
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3, 0] [1, %dim] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?x?xf32> to tensor<?xf32>
// FBA-NEXT: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
// FBA-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg4[%arg3, 0] [1, %dim] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none", "none"]} : tensor<?xf32> into tensor<?x?xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<?x?xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?x?xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @overwrite(%arg0: tensor<4x8xf32> {bufferization.access = "read"}, %arg1: f32) -> tensor<8x8xf32> {
// FBA-NEXT: %0 = tensor.empty() : tensor<8x8xf32>
// FBA-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %0[0, 0] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4x8xf32> into tensor<8x8xf32>
// FBA-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %inserted_slice[4, 0] [4, 8] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4x8xf32> into tensor<8x8xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted_slice_0 : tensor<8x8xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @read_after_slice_write(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> (tensor<8xf32>, tensor<4xf32>) {
// FBA-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// FBA-NEXT: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// FBA-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[4] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<8xf32>
// FBA-NEXT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %inserted_slice, %extracted_slice : tensor<8xf32>, tensor<4xf32>
// FBA-NEXT: }

// CBW-LABEL: func.func @extract(%arg0: tensor<8x16xf32>, %arg1: index) -> f32 {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %subview = memref.subview %0[%arg1, 4] [4, 8] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = memref.load %subview[%c0, %c0] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: return %1 : f32
// CBW-NEXT: }
// CBW-LABEL: func.func @rank_reduced(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<16xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %subview = memref.subview %0[%arg1, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_tensor %subview : memref<16xf32, strided<[?], offset: ?>> to tensor<16xf32>
// CBW-NEXT: return %1 : tensor<16xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @insert(%arg0: tensor<8x16xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> tensor<8x16xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CBW-NEXT: memref.copy %1, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CBW-NEXT: %subview = memref.subview %alloc[%arg2, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: memref.copy %0, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_tensor %alloc : memref<8x16xf32> to tensor<8x16xf32>
// CBW-NEXT: return %2 : tensor<8x16xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @tile(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c2 = arith.constant 2 : index
// CBW-NEXT: %c8 = arith.constant 8 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<8x16xf32>
// CBW-NEXT: %1 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %alloc) -> (memref<8x16xf32>) {
// CBW-NEXT: %subview = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x16xf32>
// CBW-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2x16xf32>)
// CBW-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
// CBW-NEXT: memref.copy %arg3, %alloc_1 : memref<8x16xf32> to memref<8x16xf32>
// CBW-NEXT: %subview_2 = memref.subview %alloc_1[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: memref.copy %alloc_0, %subview_2 : memref<2x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// CBW-NEXT: scf.yield %alloc_1 : memref<8x16xf32>
// CBW-NEXT: }
// CBW-NEXT: %2 = bufferization.to_tensor %1 : memref<8x16xf32> to tensor<8x16xf32>
// CBW-NEXT: return %2 : tensor<8x16xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @tile_dyn(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %dim = memref.dim %1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c0_0 = arith.constant 0 : index
// CBW-NEXT: %dim_1 = memref.dim %0, %c0_0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %c1_2 = arith.constant 1 : index
// CBW-NEXT: %dim_3 = memref.dim %0, %c1_2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc(%dim_1, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
// CBW-NEXT: %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<?x?xf32>) {
// CBW-NEXT: %subview = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CBW-NEXT: %alloc_4 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_4 : memref<?xf32>)
// CBW-NEXT: %c0_5 = arith.constant 0 : index
// CBW-NEXT: %dim_6 = memref.dim %arg4, %c0_5 : memref<?x?xf32>
// CBW-NEXT: %c1_7 = arith.constant 1 : index
// CBW-NEXT: %dim_8 = memref.dim %arg4, %c1_7 : memref<?x?xf32>
// CBW-NEXT: %alloc_9 = memref.alloc(%dim_6, %dim_8) {alignment = 64 : i64} : memref<?x?xf32>
// CBW-NEXT: memref.copy %arg4, %alloc_9 : memref<?x?xf32> to memref<?x?xf32>
// CBW-NEXT: %subview_10 = memref.subview %alloc_9[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CBW-NEXT: memref.copy %alloc_4, %subview_10 : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CBW-NEXT: scf.yield %alloc_9 : memref<?x?xf32>
// CBW-NEXT: }
// CBW-NEXT: %3 = bufferization.to_tensor %2 : memref<?x?xf32> to tensor<?x?xf32>
// CBW-NEXT: return %3 : tensor<?x?xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @overwrite(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<8x8xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CBW-NEXT: memref.copy %alloc, %alloc_0 : memref<8x8xf32> to memref<8x8xf32>
// CBW-NEXT: %subview = memref.subview %alloc_0[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CBW-NEXT: memref.copy %1, %subview : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
// CBW-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CBW-NEXT: memref.copy %alloc_0, %alloc_1 : memref<8x8xf32> to memref<8x8xf32>
// CBW-NEXT: %subview_2 = memref.subview %alloc_1[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// CBW-NEXT: memref.copy %0, %subview_2 : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// CBW-NEXT: %2 = bufferization.to_tensor %alloc_1 : memref<8x8xf32> to tensor<8x8xf32>
// CBW-NEXT: return %2 : tensor<8x8xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @read_after_slice_write(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<4xf32>) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CBW-NEXT: %subview = memref.subview %1[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %2 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CBW-NEXT: memref.copy %0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CBW-NEXT: %subview_1 = memref.subview %alloc_0[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CBW-NEXT: memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CBW-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// CBW-NEXT: return %3, %2 : tensor<8xf32>, tensor<4xf32>
// CBW-NEXT: }

// ID-LABEL: func.func @extract(%arg0: memref<8x16xf32>, %arg1: index) -> f32 {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %subview = memref.subview %arg0[%arg1, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: %0 = memref.load %subview[%c0, %c0] : memref<4x8xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: return %0 : f32
// ID-NEXT: }
// ID-LABEL: func.func @rank_reduced(%arg0: memref<8x16xf32>, %arg1: index) -> memref<16xf32> {
// ID-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: ?>>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// ID-NEXT: memref.copy %subview, %alloc : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32>
// ID-NEXT: return %alloc : memref<16xf32>
// ID-NEXT: }
// ID-LABEL: func.func @insert(%arg0: memref<8x16xf32>, %arg1: memref<4x8xf32>, %arg2: index) -> memref<8x16xf32> {
// ID-NEXT: %subview = memref.subview %arg0[%arg2, 4] [4, 8] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: memref.copy %arg1, %subview : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: return %arg0 : memref<8x16xf32>
// ID-NEXT: }
// ID-LABEL: func.func @tile(%arg0: memref<8x16xf32>, %arg1: f32) -> memref<8x16xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c2 = arith.constant 2 : index
// ID-NEXT: %c8 = arith.constant 8 : index
// ID-NEXT: %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (memref<8x16xf32>) {
// ID-NEXT: %subview = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<2x16xf32, strided<[16, 1], offset: ?>>)
// ID-NEXT: %subview_0 = memref.subview %arg3[%arg2, 0] [2, 16] [1, 1] : memref<8x16xf32> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: memref.copy %subview, %subview_0 : memref<2x16xf32, strided<[16, 1], offset: ?>> to memref<2x16xf32, strided<[16, 1], offset: ?>>
// ID-NEXT: scf.yield %arg3 : memref<8x16xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<8x16xf32>
// ID-NEXT: }
// ID-LABEL: func.func @tile_dyn(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) -> memref<?x?xf32> {
// ID-NEXT: %c0 = arith.constant 0 : index
// ID-NEXT: %c1 = arith.constant 1 : index
// ID-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// ID-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<?x?xf32>) {
// ID-NEXT: %subview = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// ID-NEXT: linalg.fill ins(%arg1 : f32) outs(%subview : memref<?xf32, strided<[1], offset: ?>>)
// ID-NEXT: %subview_0 = memref.subview %arg4[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// ID-NEXT: memref.copy %subview, %subview_0 : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// ID-NEXT: scf.yield %arg4 : memref<?x?xf32>
// ID-NEXT: }
// ID-NEXT: return %0 : memref<?x?xf32>
// ID-NEXT: }
// ID-LABEL: func.func @overwrite(%arg0: memref<4x8xf32>, %arg1: f32) -> memref<8x8xf32> {
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// ID-NEXT: %subview = memref.subview %alloc[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// ID-NEXT: memref.copy %arg0, %subview : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// ID-NEXT: %subview_0 = memref.subview %alloc[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// ID-NEXT: memref.copy %arg0, %subview_0 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
// ID-NEXT: return %alloc : memref<8x8xf32>
// ID-NEXT: }
// ID-LABEL: func.func @read_after_slice_write(%arg0: memref<8xf32>, %arg1: f32) -> (memref<8xf32>, memref<4xf32>) {
// ID-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// ID-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: memref.copy %subview, %alloc : memref<4xf32, strided<[1]>> to memref<4xf32>
// ID-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// ID-NEXT: %subview_1 = memref.subview %arg0[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// ID-NEXT: memref.copy %alloc_0, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// ID-NEXT: return %arg0, %alloc : memref<8xf32>, memref<4xf32>
// ID-NEXT: }

func.func @extract(%t: tensor<8x16xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[%i, 4] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  %e = tensor.extract %s[%c0, %c0] : tensor<4x8xf32>
  return %e : f32
}
func.func @rank_reduced(%t: tensor<8x16xf32>, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  return %s : tensor<16xf32>
}
func.func @insert(%t: tensor<8x16xf32>, %u: tensor<4x8xf32>, %i: index) -> tensor<8x16xf32> {
  %r = tensor.insert_slice %u into %t[%i, 4] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @tile(%t: tensor<8x16xf32>, %f: f32) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %t) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %a[%i, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
    %g = linalg.fill ins(%f : f32) outs(%s : tensor<2x16xf32>) -> tensor<2x16xf32>
    %n = tensor.insert_slice %g into %a[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
    scf.yield %n : tensor<8x16xf32>
  }
  return %r : tensor<8x16xf32>
}
func.func @tile_dyn(%t: tensor<?x?xf32>, %f: f32, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?x?xf32>) {
    %s = tensor.extract_slice %a[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
    %g = linalg.fill ins(%f : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
    %m = tensor.insert_slice %g into %a[%i, 0] [1, %d1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    scf.yield %m : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
func.func @overwrite(%t: tensor<4x8xf32>, %f: f32) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %r = tensor.insert_slice %t into %e[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  %full = tensor.insert_slice %t into %r[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %full : tensor<8x8xf32>
}
func.func @read_after_slice_write(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %g into %t[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r, %s : tensor<8xf32>, tensor<4xf32>
}

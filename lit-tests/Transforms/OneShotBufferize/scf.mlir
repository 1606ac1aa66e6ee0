// scf.for / scf.if / scf.yield: loop-carried buffers in place, copies of read-only inits, if results
// of either branch (fully dynamic layout when the branches differ).
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=FBA

// CHECK-LABEL: func.func @for_insert(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<?xf32>) {
// CHECK-NEXT: memref.store %arg2, %arg4[%arg3] : memref<?xf32>
// CHECK-NEXT: scf.yield %arg4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %2 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_read_after(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: memref.store %arg2, %arg4[%arg3] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %3, %4 : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_const_bounds(%arg0: f32) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: memref.store %arg0, %arg2[%arg1] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_nested_linalg(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// CHECK-NEXT: %4 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %arg4) -> (memref<8xf32>) {
// CHECK-NEXT: linalg.add ins(%arg6, %0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) outs(%arg6 : memref<8xf32>)
// CHECK-NEXT: scf.yield %arg6 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %3 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_mixed_iter_args(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %1:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2, %arg5 = %alloc) -> (f32, memref<4xf32>) {
// CHECK-NEXT: %3 = memref.load %arg5[%c0] : memref<4xf32>
// CHECK-NEXT: %4 = arith.addf %arg4, %3 : f32
// CHECK-NEXT: memref.store %4, %arg5[%arg3] : memref<4xf32>
// CHECK-NEXT: scf.yield %4, %arg5 : f32, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1#1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1#0, %2 : f32, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg3, %alloc[%arg4] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: return %3 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_both_write(%arg0: tensor<4xf32>, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: %3 = memref.load %1[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %2, %3 : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_in_for(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %3 = arith.remui %arg3, %c2 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %3, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (memref<4xf32>) {
// CHECK-NEXT: memref.store %arg2, %arg4[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }

// FB-LABEL: func.func @for_insert(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<?xf32, strided<[?], offset: ?>>) {
// FB-NEXT: memref.store %arg2, %arg4[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg4 : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @for_read_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// FB-NEXT: memref.store %arg2, %arg4[%arg3] : memref<4xf32>
// FB-NEXT: scf.yield %arg4 : memref<4xf32>
// FB-NEXT: }
// FB-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0, %1 : memref<4xf32>, f32
// FB-NEXT: }
// FB-LABEL: func.func @for_const_bounds(%arg0: f32) -> memref<4xf32> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %alloc) -> (memref<4xf32>) {
// FB-NEXT: memref.store %arg0, %arg2[%arg1] : memref<4xf32>
// FB-NEXT: scf.yield %arg2 : memref<4xf32>
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0 : memref<4xf32>
// FB-NEXT: }
// FB-LABEL: func.func @for_nested_linalg(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: index) -> memref<8xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %1 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %arg4) -> (memref<8xf32, strided<[?], offset: ?>>) {
// FB-NEXT: linalg.add ins(%arg6, %arg1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs(%arg6 : memref<8xf32, strided<[?], offset: ?>>)
// FB-NEXT: scf.yield %arg6 : memref<8xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: scf.yield %1 : memref<8xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<8xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @for_mixed_iter_args(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (f32, memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2, %arg5 = %arg0) -> (f32, memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %1 = memref.load %arg5[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %2 = arith.addf %arg4, %1 : f32
// FB-NEXT: memref.store %2, %arg5[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %2, %arg5 : f32, memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0#0, %0#1 : f32, memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @if_select(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %0 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: memref.store %arg3, %arg0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: } else {
// FB-NEXT: scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @if_both_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32, %arg3: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// FB-NEXT: %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: memref.store %arg2, %arg0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: } else {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// FB-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: %1 = memref.load %0[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// FB-NEXT: }
// FB-LABEL: func.func @if_in_for(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %c2 = arith.constant 2 : index
// FB-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %1 = arith.remui %arg3, %c2 : index
// FB-NEXT: %2 = arith.cmpi eq, %1, %c0 : index
// FB-NEXT: %3 = scf.if %2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// FB-NEXT: memref.store %arg2, %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: } else {
// FB-NEXT: scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @for_insert(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> attributes {"W_8[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @for_read_after(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) attributes {"W_7[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @for_const_bounds(%arg0: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %c4 = arith.constant 4 : index
// ANALYSIS-NEXT: %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg0 into %arg2[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @for_nested_linalg(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> attributes {"W_6[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT: %1 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %arg4) -> (tensor<8xf32>) {
// ANALYSIS-NEXT: %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg6, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @for_mixed_iter_args(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (f32, tensor<4xf32>) attributes {"W_5[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2, %arg5 = %arg0) -> (f32, tensor<4xf32>) {
// ANALYSIS-NEXT: %extracted = tensor.extract %arg5[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: %1 = arith.addf %arg4, %extracted : f32
// ANALYSIS-NEXT: %inserted = tensor.insert %1 into %arg5[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["none", "true"]} %1, %inserted : f32, tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["none", "true"]} %0#0, %0#1 : f32, tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @if_select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> attributes {"W_2[NOT-WRITABLE: bbArg 1]", "W_3[NOT-WRITABLE: bbArg 0]", "W_4[NOT-WRITABLE: bbArg 1]"} {
// ANALYSIS-NEXT: %0 = scf.if %arg2 -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: } else {
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @if_both_write(%arg0: tensor<4xf32>, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) attributes {"W_1[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %0 = scf.if %arg1 -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: } else {
// ANALYSIS-NEXT: %1 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @if_in_for(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %c2 = arith.constant 2 : index
// ANALYSIS-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %1 = arith.remui %arg3, %c2 : index
// ANALYSIS-NEXT: %2 = arith.cmpi eq, %1, %c0 : index
// ANALYSIS-NEXT: %3 = scf.if %2 -> (tensor<4xf32>) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: } else {
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// ANALYSIS-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT: }

// FBA-LABEL: func.func @for_insert(%arg0: tensor<?xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<?xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<?xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @for_read_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// FBA-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// FBA-NEXT: }
// FBA-LABEL: func.func @for_const_bounds(%arg0: f32) -> tensor<4xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %c4 = arith.constant 4 : index
// FBA-NEXT: %0 = tensor.empty() : tensor<4xf32>
// FBA-NEXT: %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %0) -> (tensor<4xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg0 into %arg2[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @for_nested_linalg(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: index) -> tensor<8xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<8xf32>) {
// FBA-NEXT: %1 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %arg4) -> (tensor<8xf32>) {
// FBA-NEXT: %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg6, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<8xf32>) -> tensor<8xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @for_mixed_iter_args(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> (f32, tensor<4xf32>) {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2, %arg5 = %arg0) -> (f32, tensor<4xf32>) {
// FBA-NEXT: %extracted = tensor.extract %arg5[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: %1 = arith.addf %arg4, %extracted : f32
// FBA-NEXT: %inserted = tensor.insert %1 into %arg5[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["none", "true"]} %1, %inserted : f32, tensor<4xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["none", "true"]} %0#0, %0#1 : f32, tensor<4xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @if_select(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// FBA-NEXT: %0 = scf.if %arg2 -> (tensor<4xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: } else {
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// FBA-NEXT: }
// FBA-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @if_both_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// FBA-NEXT: %0 = scf.if %arg1 -> (tensor<4xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: } else {
// FBA-NEXT: %1 = tensor.empty() : tensor<4xf32>
// FBA-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// FBA-NEXT: }
// FBA-NEXT: %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// FBA-NEXT: }
// FBA-LABEL: func.func @if_in_for(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %c2 = arith.constant 2 : index
// FBA-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// FBA-NEXT: %1 = arith.remui %arg3, %c2 : index
// FBA-NEXT: %2 = arith.cmpi eq, %1, %c0 : index
// FBA-NEXT: %3 = scf.if %2 -> (tensor<4xf32>) {
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: } else {
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<4xf32>
// FBA-NEXT: }
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// FBA-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FBA-NEXT: }

func.func @for_insert(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @for_read_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @for_const_bounds(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %e) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @for_nested_linalg(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<8xf32>) {
      %x = linalg.add ins(%b, %u : tensor<8xf32>, tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    }
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @for_mixed_iter_args(%t: tensor<4xf32>, %n: index, %f: f32) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %f, %a = %t) -> (f32, tensor<4xf32>) {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %y = arith.addf %s, %x : f32
    %b = tensor.insert %y into %a[%i] : tensor<4xf32>
    scf.yield %y, %b : f32, tensor<4xf32>
  }
  return %r#0, %r#1 : f32, tensor<4xf32>
}
func.func @if_select(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %b = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  } else {
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @if_both_write(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.if %c -> (tensor<4xf32>) {
    %b = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
func.func @if_in_for(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %odd = arith.remui %i, %c2 : index
    %c = arith.cmpi eq, %odd, %c0 : index
    %b = scf.if %c -> (tensor<4xf32>) {
      %x = tensor.insert %f into %a[%c0] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// scf.while (before/after iter args, scf.condition always in place) and scf.execute_region (results
// are the yielded values).
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize %s | FileCheck %s
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=FB
// RUN: jopt --one-shot-bufferize="test-analysis-only print-conflicts" %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=FBA
// RUN: jopt --one-shot-bufferize="copy-before-write" %s | FileCheck %s --check-prefix=CBW

// CHECK-LABEL: func.func @while_insert(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT: scf.condition(%3) %arg3, %arg4 : memref<4xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CHECK-NEXT: memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT: %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: scf.yield %arg3, %3 : memref<4xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_read_after(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %2:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT: scf.condition(%5) %arg3, %arg4 : memref<4xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CHECK-NEXT: memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT: %5 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: scf.yield %arg3, %5 : memref<4xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %3, %4 : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %4 = memref.load %0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %3, %4 : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region_two(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, index) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1:2 = scf.execute_region -> (memref<4xf32>, index) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc, %arg2 : memref<4xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2, %1#1 : tensor<4xf32>, index
// CHECK-NEXT: }

// FB-LABEL: func.func @while_insert(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32, strided<[?], offset: ?>>, index) -> (memref<4xf32, strided<[?], offset: ?>>, index) {
// FB-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// FB-NEXT: scf.condition(%1) %arg3, %arg4 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg3: memref<4xf32, strided<[?], offset: ?>>, %arg4: index):
// FB-NEXT: memref.store %arg2, %arg3[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %1 = arith.addi %arg4, %c1 : index
// FB-NEXT: scf.yield %arg3, %1 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: return %0#0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @while_read_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: %0:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// FB-NEXT: %2 = arith.cmpi slt, %arg4, %arg1 : index
// FB-NEXT: scf.condition(%2) %arg3, %arg4 : memref<4xf32>, index
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: index):
// FB-NEXT: memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// FB-NEXT: %2 = arith.addi %arg4, %c1 : index
// FB-NEXT: scf.yield %arg3, %2 : memref<4xf32>, index
// FB-NEXT: }
// FB-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0#0, %1 : memref<4xf32>, f32
// FB-NEXT: }
// FB-LABEL: func.func @execute_region(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// FB-NEXT: %0 = scf.execute_region -> memref<4xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FB-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// FB-NEXT: scf.yield %alloc : memref<4xf32>
// FB-NEXT: }
// FB-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0, %1 : memref<4xf32>, f32
// FB-NEXT: }
// FB-LABEL: func.func @execute_region_two(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, index) {
// FB-NEXT: %0:2 = scf.execute_region -> (memref<4xf32, strided<[?], offset: ?>>, index) {
// FB-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %arg0, %arg2 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }

// ANALYSIS-LABEL: func.func @while_insert(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> attributes {"W_3[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// ANALYSIS-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// ANALYSIS-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// ANALYSIS-NEXT: } do {
// ANALYSIS-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: %1 = arith.addi %arg4, %c1 : index
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// ANALYSIS-NEXT: } attributes {__inplace_operands_attr__ = ["false", "none"]}
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @while_read_after(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) attributes {"W_2[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %c0 = arith.constant 0 : index
// ANALYSIS-NEXT: %c1 = arith.constant 1 : index
// ANALYSIS-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// ANALYSIS-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// ANALYSIS-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// ANALYSIS-NEXT: } do {
// ANALYSIS-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// ANALYSIS-NEXT: %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: %1 = arith.addi %arg4, %c1 : index
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// ANALYSIS-NEXT: } attributes {__inplace_operands_attr__ = ["false", "none"]}
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @execute_region(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) attributes {"W_1[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %0 = scf.execute_region -> tensor<4xf32> {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT: }
// ANALYSIS-LABEL: func.func @execute_region_two(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, index) attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// ANALYSIS-NEXT: %0:2 = scf.execute_region -> (tensor<4xf32>, index) {
// ANALYSIS-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %arg2 : tensor<4xf32>, index
// ANALYSIS-NEXT: }
// ANALYSIS-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, index
// ANALYSIS-NEXT: }

// FBA-LABEL: func.func @while_insert(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// FBA-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// FBA-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// FBA-NEXT: } do {
// FBA-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: %1 = arith.addi %arg4, %c1 : index
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// FBA-NEXT: } attributes {__inplace_operands_attr__ = ["true", "none"]}
// FBA-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// FBA-NEXT: }
// FBA-LABEL: func.func @while_read_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// FBA-NEXT: %c0 = arith.constant 0 : index
// FBA-NEXT: %c1 = arith.constant 1 : index
// FBA-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// FBA-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// FBA-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// FBA-NEXT: } do {
// FBA-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// FBA-NEXT: %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: %1 = arith.addi %arg4, %c1 : index
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// FBA-NEXT: } attributes {__inplace_operands_attr__ = ["false", "none"]}
// FBA-NEXT: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %extracted : tensor<4xf32>, f32
// FBA-NEXT: }
// FBA-LABEL: func.func @execute_region(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// FBA-NEXT: %0 = scf.execute_region -> tensor<4xf32> {
// FBA-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FBA-NEXT: }
// FBA-NEXT: %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FBA-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// FBA-NEXT: }
// FBA-LABEL: func.func @execute_region_two(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, index) {
// FBA-NEXT: %0:2 = scf.execute_region -> (tensor<4xf32>, index) {
// FBA-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FBA-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %arg2 : tensor<4xf32>, index
// FBA-NEXT: }
// FBA-NEXT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, index
// FBA-NEXT: }

// CBW-LABEL: func.func @while_insert(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT: %1:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CBW-NEXT: %3 = arith.cmpi slt, %arg4, %arg1 : index
// CBW-NEXT: scf.condition(%3) %arg3, %arg4 : memref<4xf32>, index
// CBW-NEXT: } do {
// CBW-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %arg3, %alloc_0 : memref<4xf32> to memref<4xf32>
// CBW-NEXT: memref.store %arg2, %alloc_0[%arg4] : memref<4xf32>
// CBW-NEXT: %3 = arith.addi %arg4, %c1 : index
// CBW-NEXT: scf.yield %alloc_0, %3 : memref<4xf32>, index
// CBW-NEXT: }
// CBW-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: return %2 : tensor<4xf32>
// CBW-NEXT: }
// CBW-LABEL: func.func @while_read_after(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %c0 = arith.constant 0 : index
// CBW-NEXT: %c1 = arith.constant 1 : index
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT: %2:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CBW-NEXT: %5 = arith.cmpi slt, %arg4, %arg1 : index
// CBW-NEXT: scf.condition(%5) %arg3, %arg4 : memref<4xf32>, index
// CBW-NEXT: } do {
// CBW-NEXT: ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CBW-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %arg3, %alloc_0 : memref<4xf32> to memref<4xf32>
// CBW-NEXT: memref.store %arg2, %alloc_0[%arg4] : memref<4xf32>
// CBW-NEXT: %5 = arith.addi %arg4, %c1 : index
// CBW-NEXT: scf.yield %alloc_0, %5 : memref<4xf32>, index
// CBW-NEXT: }
// CBW-NEXT: %3 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: %4 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %3, %4 : tensor<4xf32>, f32
// CBW-NEXT: }
// CBW-LABEL: func.func @execute_region(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %2 = scf.execute_region -> memref<4xf32> {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CBW-NEXT: scf.yield %alloc : memref<4xf32>
// CBW-NEXT: }
// CBW-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: %4 = memref.load %0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: return %3, %4 : tensor<4xf32>, f32
// CBW-NEXT: }
// CBW-LABEL: func.func @execute_region_two(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, index) {
// CBW-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT: %1:2 = scf.execute_region -> (memref<4xf32>, index) {
// CBW-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT: memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CBW-NEXT: scf.yield %alloc, %arg2 : memref<4xf32>, index
// CBW-NEXT: }
// CBW-NEXT: %2 = bufferization.to_tensor %1#0 : memref<4xf32> to tensor<4xf32>
// CBW-NEXT: return %2, %1#1 : tensor<4xf32>, index
// CBW-NEXT: }

func.func @while_insert(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %x = tensor.insert %f into %b[%j] : tensor<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %x, %k : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}
func.func @while_read_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %x = tensor.insert %f into %b[%j] : tensor<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %x, %k : tensor<4xf32>, index
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#0, %e : tensor<4xf32>, f32
}
func.func @execute_region(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.execute_region -> tensor<4xf32> {
    %x = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @execute_region_two(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, index) {
  %r:2 = scf.execute_region -> (tensor<4xf32>, index) {
    %x = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %x, %i : tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, index
}

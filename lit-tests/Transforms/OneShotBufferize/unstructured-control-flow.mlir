// One-Shot Bufferize of functions with unstructured control flow (cf.br and cf.cond_br carrying
// tensors; blocks of func.func and scf.execute_region), as mlir-opt-22: a block argument is
// equivalent to the operands branches forward to it and takes their buffer type (a fully
// dynamic layout where they differ, each branch casting to it); an operand that cannot be
// written in place is copied before the branch; returns in several blocks give the function the
// type they agree on. Without bufferize-function-boundaries the function's blocks keep tensors.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: jopt --one-shot-bufferize %s | FileCheck %s --check-prefix=NOFB
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=IDENTITY
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s | FileCheck %s --check-prefix=CBW
// RUN: jopt --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" %s | FileCheck %s --check-prefix=ANALYSIS
// The programs run (bufferized by jopt-run, as a tensor program is):
// RUN: jopt-run %s --entry=@loop_sum --args=3,zeros 2>&1 | FileCheck %s --check-prefix=RUN-LOOP
// RUN: jopt-run %s --entry=@copy_before_branch --args=2.0,3 2>&1 | FileCheck %s --check-prefix=RUN-COPY
// RUN: jopt-run %s --entry=@region_blocks --args=iota,2 2>&1 | FileCheck %s --check-prefix=RUN-REGION
// RUN: jopt-run %s --entry=@caller --args=true,1.5,iota 2>&1 | FileCheck %s --check-prefix=RUN-CALLER
// RUN-LOOP: result #0: memref<8xf32> [3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
// RUN-COPY: result #0: memref<4xf32> [2.0, 4.0, 2.0, 2.0]
// RUN-COPY-NEXT: result #1: 2.0 : f32
// RUN-REGION: result #0: memref<4xf32> [5.0, 1.0, 2.0, 3.0]
// RUN-CALLER: result #0: 1.5 : f32
// RUN-CALLER-NEXT: result #1: memref<4xf32> [0.0, 1.0, 2.0, 3.0]

// A loop of blocks carrying a tensor: the insert writes the carried buffer in place.
// CHECK-LABEL: func.func @loop_sum(%arg0: index, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb1(%c0, %arg1 : index, memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb1(%0: index, %1: memref<8xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = memref.load %1[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %4 = arith.addf %3, %cst : f32
// CHECK-NEXT: memref.store %4, %1[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5, %1 : index, memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @loop_sum(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %c1 = arith.constant 1 : index
// NOFB-NEXT: %cst = arith.constant 1.000000e+00 : f32
// NOFB-NEXT: cf.br ^bb1(%c0, %arg1 : index, tensor<8xf32>)
// NOFB-NEXT: ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// NOFB-NEXT: %2 = bufferization.to_buffer %1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %3 = bufferization.to_buffer %1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %4 = arith.cmpi slt, %0, %arg0 : index
// NOFB-NEXT: cf.cond_br %4, ^bb2, ^bb3
// NOFB-NEXT: ^bb2:  // pred: ^bb1
// NOFB-NEXT: %5 = memref.load %3[%c0] : memref<8xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %6 = arith.addf %5, %cst : f32
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// NOFB-NEXT: memref.copy %2, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// NOFB-NEXT: memref.store %6, %alloc[%c0] : memref<8xf32>
// NOFB-NEXT: %7 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// NOFB-NEXT: %8 = arith.addi %0, %c1 : index
// NOFB-NEXT: cf.br ^bb1(%8, %7 : index, tensor<8xf32>)
// NOFB-NEXT: ^bb3:  // pred: ^bb1
// NOFB-NEXT: return %1 : tensor<8xf32>
// NOFB-NEXT: }
// CBW-LABEL: func.func @loop_sum(%arg0: index, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// CBW: %4 = arith.addf %3, %cst : f32
// CBW: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CBW: memref.copy %1, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CBW: memref.store %4, %alloc[%c0] : memref<8xf32>
func.func @loop_sum(%n: index, %init: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  cf.br ^header(%c0, %init : index, tensor<8xf32>)
^header(%i: index, %acc: tensor<8xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %x = tensor.extract %acc[%c0] : tensor<8xf32>
  %y = arith.addf %x, %one : f32
  %acc2 = tensor.insert %y into %acc[%c0] : tensor<8xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %acc2 : index, tensor<8xf32>)
^exit:
  return %acc : tensor<8xf32>
}

// Two new buffers of the same type meet: the argument takes their type.
// CHECK-LABEL: func.func @diamond_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: linalg.fill ins(%0 : f32) outs(%alloc_1 : memref<4xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc_1 : memref<4xf32>)
// CHECK-NEXT: ^bb3(%1: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @diamond_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// NOFB-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NOFB-NEXT: ^bb1:  // pred: ^bb0
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// NOFB-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.br ^bb3(%0 : tensor<4xf32>)
// NOFB-NEXT: ^bb2:  // pred: ^bb0
// NOFB-NEXT: %1 = arith.addf %arg1, %arg1 : f32
// NOFB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%1 : f32) outs(%alloc_0 : memref<4xf32>)
// NOFB-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.br ^bb3(%2 : tensor<4xf32>)
// NOFB-NEXT: ^bb3(%3: tensor<4xf32>):  // 2 preds: ^bb1, ^bb2
// NOFB-NEXT: return %3 : tensor<4xf32>
// NOFB-NEXT: }
func.func @diamond_allocs(%c: i1, %f: f32) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %e = tensor.empty() : tensor<4xf32>
  %fa = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%fa : tensor<4xf32>)
^b:
  %e2 = tensor.empty() : tensor<4xf32>
  %g = arith.addf %f, %f : f32
  %fb = linalg.fill ins(%g : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%fb : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// A slice and an argument meet: the block argument has a fully dynamic layout, each branch
// casts to it.
// CHECK-LABEL: func.func @slice_or_arg(%arg0: i1, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<16xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%subview : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%alloc : memref<4xf32>)
// CHECK-NEXT: ^bb1(%0: memref<4xf32>):  // pred: ^bb0
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: cf.br ^bb2(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb2(%1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @slice_or_arg(%arg0: i1, %arg1: tensor<16xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// NOFB-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %subview = memref.subview %0[2] [4] [1] : memref<16xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.cond_br %arg0, ^bb2(%1 : tensor<4xf32>), ^bb1(%2 : tensor<4xf32>)
// NOFB-NEXT: ^bb1(%3: tensor<4xf32>):  // pred: ^bb0
// NOFB-NEXT: cf.br ^bb2(%3 : tensor<4xf32>)
// NOFB-NEXT: ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NOFB-NEXT: %cst = arith.constant 2.000000e+00 : f32
// NOFB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<4xf32>)
// NOFB-NEXT: %5 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: return %5 : tensor<4xf32>
// NOFB-NEXT: }
// IDENTITY-LABEL: func.func @slice_or_arg(%arg0: i1, %arg1: memref<16xf32>, %arg2: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDENTITY-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: cf.cond_br %arg0, ^bb2(%cast : memref<4xf32, strided<[?], offset: ?>>), ^bb1(%alloc : memref<4xf32>)
// IDENTITY-NEXT: ^bb1(%0: memref<4xf32>):  // pred: ^bb0
// IDENTITY-NEXT: %cast_0 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: cf.br ^bb2(%cast_0 : memref<4xf32, strided<[?], offset: ?>>)
// IDENTITY-NEXT: ^bb2(%1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// IDENTITY-NEXT: %cst = arith.constant 2.000000e+00 : f32
// IDENTITY-NEXT: linalg.fill ins(%cst : f32) outs(%1 : memref<4xf32, strided<[?], offset: ?>>)
// IDENTITY-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: memref.copy %1, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT: return %alloc_1 : memref<4xf32>
// IDENTITY-NEXT: }
func.func @slice_or_arg(%c: i1, %t: tensor<16xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^join(%s : tensor<4xf32>), ^other(%e : tensor<4xf32>)
^other(%o: tensor<4xf32>):
  cf.br ^join(%o : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  %f = arith.constant 2.0 : f32
  %w = linalg.fill ins(%f : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %w : tensor<4xf32>
}

// The buffer filled before the loop is read after it: the first write in the loop works on
// a copy made before the branch into the loop.
// CHECK-LABEL: func.func @copy_before_branch(%arg0: f32, %arg1: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: cf.br ^bb1(%c0, %alloc_0 : index, memref<4xf32>)
// CHECK-NEXT: ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: memref.store %2, %1[%c1] : memref<4xf32>
// CHECK-NEXT: %3 = arith.addi %0, %c1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT: cf.cond_br %4, ^bb1(%3, %1 : index, memref<4xf32>), ^bb2(%1 : memref<4xf32>)
// CHECK-NEXT: ^bb2(%5: memref<4xf32>):  // pred: ^bb1
// CHECK-NEXT: %6 = memref.load %alloc[%c1] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %5 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %5, %6 : memref<4xf32>, f32
// CHECK-NEXT: }
// NOFB-LABEL: func.func @copy_before_branch(%arg0: f32, %arg1: index) -> (tensor<4xf32>, f32) {
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %c1 = arith.constant 1 : index
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// NOFB-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.br ^bb1(%c0, %0 : index, tensor<4xf32>)
// NOFB-NEXT: ^bb1(%1: index, %2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NOFB-NEXT: %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %4 = arith.addf %arg0, %arg0 : f32
// NOFB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: memref.copy %3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NOFB-NEXT: memref.store %4, %alloc_0[%c1] : memref<4xf32>
// NOFB-NEXT: %5 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: %6 = arith.addi %1, %c1 : index
// NOFB-NEXT: %7 = arith.cmpi slt, %6, %arg1 : index
// NOFB-NEXT: cf.cond_br %7, ^bb1(%6, %5 : index, tensor<4xf32>), ^bb2(%5 : tensor<4xf32>)
// NOFB-NEXT: ^bb2(%8: tensor<4xf32>):  // pred: ^bb1
// NOFB-NEXT: %9 = memref.load %alloc[%c1] : memref<4xf32>
// NOFB-NEXT: return %8, %9 : tensor<4xf32>, f32
// NOFB-NEXT: }
// ANALYSIS-LABEL: func.func @copy_before_branch(%arg0: f32, %arg1: index) -> (tensor<4xf32>, f32) {
// ANALYSIS: cf.br ^bb1(%c0, %1 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS: cf.cond_br %6, ^bb1(%5, %inserted : index, tensor<4xf32>), ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "none", "true", "true"]}
func.func @copy_before_branch(%f: f32, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%c0, %filled : index, tensor<4xf32>)
^loop(%i: index, %t: tensor<4xf32>):
  %g = arith.addf %f, %f : f32
  %w = tensor.insert %g into %t[%c1] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %i2, %n : index
  cf.cond_br %cond, ^loop(%i2, %w : index, tensor<4xf32>), ^done(%w : tensor<4xf32>)
^done(%r: tensor<4xf32>):
  %old = tensor.extract %filled[%c1] : tensor<4xf32>
  return %r, %old : tensor<4xf32>, f32
}

// A read-only argument written in a loop of blocks: a copy each iteration.
// CHECK-LABEL: func.func @write_arg_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.store %cst, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = memref.load %arg0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addi %0, %c1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb1(%4 : index), ^bb2(%3 : f32)
// CHECK-NEXT: ^bb2(%6: f32):  // pred: ^bb1
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// NOFB-LABEL: func.func @write_arg_in_loop(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// NOFB-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %c1 = arith.constant 1 : index
// NOFB-NEXT: %cst = arith.constant 1.000000e+00 : f32
// NOFB-NEXT: cf.br ^bb1(%c0 : index)
// NOFB-NEXT: ^bb1(%2: index):  // 2 preds: ^bb0, ^bb1
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NOFB-NEXT: memref.store %cst, %alloc[%c0] : memref<4xf32>
// NOFB-NEXT: %3 = memref.load %alloc[%c0] : memref<4xf32>
// NOFB-NEXT: %4 = memref.load %0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %5 = arith.addf %3, %4 : f32
// NOFB-NEXT: %6 = arith.addi %2, %c1 : index
// NOFB-NEXT: %7 = arith.cmpi slt, %6, %arg1 : index
// NOFB-NEXT: cf.cond_br %7, ^bb1(%6 : index), ^bb2(%5 : f32)
// NOFB-NEXT: ^bb2(%8: f32):  // pred: ^bb1
// NOFB-NEXT: return %8 : f32
// NOFB-NEXT: }
func.func @write_arg_in_loop(%t: tensor<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %w[%c0] : tensor<4xf32>
  %r = tensor.extract %t[%c1] : tensor<4xf32>
  %s = arith.addf %x, %r : f32
  %n2 = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %n2, %n : index
  cf.cond_br %cond, ^loop(%n2 : index), ^done(%s : f32)
^done(%v: f32):
  return %v : f32
}

// Several returns: a result whose returns agree on a type (after casts) takes it, the other
// keeps the boundary type; a caller reads the callee's equivalences over all its returns.
// CHECK-LABEL: func.func @multi_return(%arg0: i1, %arg1: f32) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %cast_2 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @multi_return(%arg0: i1, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// NOFB-NEXT: %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NOFB-NEXT: ^bb1:  // pred: ^bb0
// NOFB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// NOFB-NEXT: %1 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: return %0, %1 : tensor<4xf32>, tensor<4xf32>
// NOFB-NEXT: ^bb2:  // pred: ^bb0
// NOFB-NEXT: return %0, %0 : tensor<4xf32>, tensor<4xf32>
// NOFB-NEXT: }
func.func @multi_return(%c: i1, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.cond_br %c, ^x, ^y
^x:
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%f : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
^y:
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @multi_return_arg(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @multi_return_arg(%arg0: i1, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// NOFB-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NOFB-NEXT: ^bb1:  // pred: ^bb0
// NOFB-NEXT: return %arg1 : tensor<4xf32>
// NOFB-NEXT: ^bb2:  // pred: ^bb0
// NOFB-NEXT: return %arg1 : tensor<4xf32>
// NOFB-NEXT: }
func.func @multi_return_arg(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^x, ^y
^x:
  return %t : tensor<4xf32>
^y:
  return %t : tensor<4xf32>
}

// CHECK-LABEL: func.func @caller(%arg0: i1, %arg1: f32, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> (f32, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %0:2 = call @multi_return(%arg0, %arg1) : (i1, f32) -> (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0#1[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = call @multi_return_arg(%arg0, %arg2, %arg2) : (i1, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %1, %2 : f32, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @caller(%arg0: i1, %arg1: f32, %arg2: tensor<4xf32>) -> (f32, tensor<4xf32>) {
// NOFB-NEXT: %0:2 = call @multi_return(%arg0, %arg1) : (i1, f32) -> (tensor<4xf32>, tensor<4xf32>)
// NOFB-NEXT: %1 = bufferization.to_buffer %0#1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %2 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %3 = call @multi_return_arg(%arg0, %arg2, %arg2) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// NOFB-NEXT: return %2, %3 : f32, tensor<4xf32>
// NOFB-NEXT: }
func.func @caller(%c: i1, %f: f32, %t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %0:2 = call @multi_return(%c, %f) : (i1, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %x = tensor.extract %0#1[%c0] : tensor<4xf32>
  %1 = call @multi_return_arg(%c, %t, %t) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %x, %1 : f32, tensor<4xf32>
}

// Blocks inside an scf.execute_region, and an scf.for inside a block.
// CHECK-LABEL: func.func @region_blocks(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %0 = scf.execute_region -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb1(%1: index, %2: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %3 = arith.cmpi slt, %1, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %4 = arith.addi %1, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%4, %2 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: scf.yield %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @region_blocks(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// NOFB-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %c1 = arith.constant 1 : index
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NOFB-NEXT: cf.br ^bb1(%c0, %alloc : index, memref<4xf32>)
// NOFB-NEXT: ^bb1(%3: index, %4: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOFB-NEXT: %5 = arith.cmpi slt, %3, %arg1 : index
// NOFB-NEXT: cf.cond_br %5, ^bb2, ^bb3
// NOFB-NEXT: ^bb2:  // pred: ^bb1
// NOFB-NEXT: %cst = arith.constant 5.000000e+00 : f32
// NOFB-NEXT: memref.store %cst, %4[%c0] : memref<4xf32>
// NOFB-NEXT: %6 = arith.addi %3, %c1 : index
// NOFB-NEXT: cf.br ^bb1(%6, %4 : index, memref<4xf32>)
// NOFB-NEXT: ^bb3:  // pred: ^bb1
// NOFB-NEXT: scf.yield %4 : memref<4xf32>
// NOFB-NEXT: }
// NOFB-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: return %2 : tensor<4xf32>
// NOFB-NEXT: }
func.func @region_blocks(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^h(%c0, %t : index, tensor<4xf32>)
  ^h(%i: index, %a: tensor<4xf32>):
    %cond = arith.cmpi slt, %i, %n : index
    cf.cond_br %cond, ^b, ^e
  ^b:
    %g = arith.constant 5.0 : f32
    %a2 = tensor.insert %g into %a[%c0] : tensor<4xf32>
    %i2 = arith.addi %i, %c1 : index
    cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
  ^e:
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @loop_in_block(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg3[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg3 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb2(%0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: ^bb2(%1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// NOFB-LABEL: func.func @loop_in_block(%arg0: i1, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// NOFB-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : tensor<4xf32>)
// NOFB-NEXT: ^bb1:  // pred: ^bb0
// NOFB-NEXT: %c0 = arith.constant 0 : index
// NOFB-NEXT: %c4 = arith.constant 4 : index
// NOFB-NEXT: %c1 = arith.constant 1 : index
// NOFB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NOFB-NEXT: %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// NOFB-NEXT: %cst = arith.constant 3.000000e+00 : f32
// NOFB-NEXT: memref.store %cst, %arg3[%arg2] : memref<4xf32>
// NOFB-NEXT: scf.yield %arg3 : memref<4xf32>
// NOFB-NEXT: }
// NOFB-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// NOFB-NEXT: cf.br ^bb2(%2 : tensor<4xf32>)
// NOFB-NEXT: ^bb2(%3: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NOFB-NEXT: return %3 : tensor<4xf32>
// NOFB-NEXT: }
func.func @loop_in_block(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
^a:
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %t) -> tensor<4xf32> {
    %f = arith.constant 3.0 : f32
    %y = tensor.insert %f into %x[%i] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  cf.br ^b(%l : tensor<4xf32>)
^b(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

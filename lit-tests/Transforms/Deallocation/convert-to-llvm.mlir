// hlo-convert-deallocation-ops-to-llvm (also registered as convert-deallocation-ops-to-llvm,
// the seed's spelling), on functions as the original: null, own, get_buffer, free and retain
// become LLVM ops on !llvm.ptr, memref descriptors and i64; everything else keeps its types
// (signatures, region arguments, call results), with builtin.unrealized_conversion_cast at the
// boundary: an operand cast once after its definition, a result still used cast back once
// after its replacement (the original's partial conversion). The runtime functions free and
// retainBuffers are declared once. The expectations are jopt's exact output;
// convert-to-llvm-mlir-opt.mlir checks that mlir-opt-22 accepts (parses and verifies) it.
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NONE

// No deallocation op is left, in any of the cases below.
// NONE-NOT: {{[ ]deallocation\.}}

// null: the null pointer, cast back for the return.

// CHECK: module {
// CHECK-NEXT: func.func @null() -> !deallocation.ownership {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: return %1 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @null() -> !deallocation.ownership {
  %n = deallocation.null
  return %n : !deallocation.ownership
}

// -----

// own: the allocated pointer (field 0) of the memref descriptor, extracted at the op from the
// descriptor cast made once per memref right after its definition (here shared by own and
// get_buffer); rank 0 has no size/stride arrays; the layout does not change the descriptor.

// CHECK: module {
// CHECK-NEXT: func.func @own(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (!deallocation.ownership, !deallocation.ownership, !deallocation.ownership, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<f64>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %alloc_0 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: return %3, %6, %8, %11 : !deallocation.ownership, !deallocation.ownership, !deallocation.ownership, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @own(%arg: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (!deallocation.ownership, !deallocation.ownership, !deallocation.ownership, index) {
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %s = memref.alloc() : memref<f64>
  %os = deallocation.own %s : memref<f64>
  %ob = deallocation.own %arg : memref<?x4xf32, strided<[?, 1], offset: ?>>
  %p = deallocation.get_buffer %a : memref<2xf32>
  return %oa, %os, %ob, %p : !deallocation.ownership, !deallocation.ownership, !deallocation.ownership, index
}

// -----

// get_buffer: ptrtoint to i64, cast back to index; of an indicator, of a memref, and of an
// unranked memref, whose descriptor points to the ranked one (its first field is loaded).

// CHECK: module {
// CHECK-NEXT: func.func @get_buffer(%arg0: !deallocation.ownership, %arg1: memref<4xi8>, %arg2: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<4xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: return %4, %7, %11 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @get_buffer(%o: !deallocation.ownership, %m: memref<4xi8>, %u: memref<*xf32>) -> (index, index, index) {
  %0 = deallocation.get_buffer %o : !deallocation.ownership
  %1 = deallocation.get_buffer %m : memref<4xi8>
  %2 = deallocation.get_buffer %u : memref<*xf32>
  return %0, %1, %2 : index, index, index
}

// -----

// free: a call of free, declared once.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @free_op(%arg0: !deallocation.ownership, %arg1: !deallocation.ownership) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @free(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @free_op(%o: !deallocation.ownership, %p: !deallocation.ownership) {
  deallocation.free %o
  deallocation.free %p
  return
}

// -----

// A retain: the indicators and the retained memrefs' allocated pointers go to two stack arrays
// (allocated at the function entry: jopt has no memref.alloca_scope to wrap them in, as the
// original does), retainBuffers(numAllocs, allocs, numRetained, retained) is called, and the
// results are loaded from the retained array.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @retain(%arg0: i1, %arg1: !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg1 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %alloc_0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %6, %13 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %8, %14 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %15 = llvm.getelementptr %1[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %4, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %16 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %11, %16 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %12, %17 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%0, %1, %2, %3) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %18 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %21 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%22) : (!llvm.ptr) -> ()
// CHECK-NEXT: %23 = scf.if %arg0 -> (!deallocation.ownership) {
// CHECK-NEXT: scf.yield %20 : !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %10 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc, %23 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @retain(%c: i1, %x: !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %b = memref.alloc() : memref<2x3xf32>
  %ob = deallocation.own %b : memref<2x3xf32>
  %n = deallocation.null
  %r:2 = deallocation.retain(%a, %b) of(%oa, %ob, %x) : (memref<2xf32>, memref<2x3xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  deallocation.free %r#1
  %s = scf.if %c -> !deallocation.ownership {
    scf.yield %r#0 : !deallocation.ownership
  } else {
    scf.yield %n : !deallocation.ownership
  }
  return %a, %s : memref<2xf32>, !deallocation.ownership
}

// -----

// As many memrefs as allocs: one count constant for both arrays.

// CHECK: module {
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @retain_square(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: !deallocation.ownership, %arg3: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg3 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg2 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %4, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %3, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %7, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %8, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%0, %1, %0, %2) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %13 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %16 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: return %15, %18 : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @retain_square(%a: memref<4xf32>, %b: memref<4xf32>, %x: !deallocation.ownership, %y: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%a, %b) of(%x, %y) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}

// -----

// Every retain goes through the runtime, as in the original, also without retained memrefs
// or without allocs.

// CHECK: module {
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @retain_trivial(%arg0: memref<2xf32>, %arg1: !deallocation.ownership, %arg2: !deallocation.ownership) -> !deallocation.ownership {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.alloca %7 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.alloca %9 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %11 = llvm.alloca %9 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %arg2 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %arg1 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %13, %14 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %15 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %12, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%1, %2, %3, %4) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %16, %17 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%5, %6, %7, %8) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %18 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: llvm.call @retainBuffers(%9, %10, %9, %11) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: return %20 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @retain_trivial(%m: memref<2xf32>, %x: !deallocation.ownership, %y: !deallocation.ownership) -> !deallocation.ownership {
  deallocation.retain() of(%x, %y) : (!deallocation.ownership, !deallocation.ownership) -> ()
  %r = deallocation.retain(%m) of() : (memref<2xf32>) -> !deallocation.ownership
  deallocation.retain() of() : () -> ()
  return %r : !deallocation.ownership
}

// -----

// Loops: iteration arguments and results keep their types; the stack arrays of a retain inside
// scf.for and scf.if go to the function's entry block (an alloca in the loop would grow the
// stack on each iteration).

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<4xf32>, %arg5: !deallocation.ownership) -> !deallocation.ownership {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg4 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %6 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (!deallocation.ownership) {
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %arg7 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %alloc : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %13 = scf.if %arg3 -> (!deallocation.ownership) {
// CHECK-NEXT: %14 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %11, %16 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %9, %17 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %18 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %14, %18 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %15, %19 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%0, %1, %0, %2) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %20 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %23 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%24) : (!llvm.ptr) -> ()
// CHECK-NEXT: scf.yield %22 : !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: llvm.call @free(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT: scf.yield %12 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %13 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: %7:2 = scf.while (%arg6 = %6, %arg7 = %5) : (!deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: scf.condition(%arg3) %arg6, %arg7 : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: !deallocation.ownership, %arg7: !deallocation.ownership):
// CHECK-NEXT: scf.yield %arg7, %arg6 : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7#1 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%8) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %7#0 : !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @loops(%lb: index, %ub: index, %step: index, %c: i1, %m: memref<4xf32>, %o: !deallocation.ownership) -> !deallocation.ownership {
  %n = deallocation.null
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %o) -> !deallocation.ownership {
    %t = memref.alloc() : memref<4xf32>
    %ot = deallocation.own %t : memref<4xf32>
    %k = scf.if %c -> !deallocation.ownership {
      %x:2 = deallocation.retain(%t, %m) of(%ot, %acc) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
      deallocation.free %x#1
      scf.yield %x#0 : !deallocation.ownership
    } else {
      deallocation.free %acc
      scf.yield %ot : !deallocation.ownership
    }
    scf.yield %k : !deallocation.ownership
  }
  %w:2 = scf.while (%a = %r, %b = %n) : (!deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
    scf.condition(%c) %a, %b : !deallocation.ownership, !deallocation.ownership
  } do {
  ^bb0(%a2: !deallocation.ownership, %b2: !deallocation.ownership):
    scf.yield %b2, %a2 : !deallocation.ownership, !deallocation.ownership
  }
  deallocation.free %w#1
  return %w#0 : !deallocation.ownership
}

// -----

// scf.parallel iterations may run concurrently: the arrays stay in the parallel body.

// CHECK: module {
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @parallel(%arg0: index, %arg1: index, %arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: !deallocation.ownership) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg1) {
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.alloca %3 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %alloc : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %7, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %8, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %9, %13 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%3, %4, %3, %5) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %14 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: %17 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: "test.use"(%16, %19) : (!deallocation.ownership, !deallocation.ownership) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @parallel(%lb: index, %ub: index, %m: memref<4xf32>, %n: memref<4xf32>, %o: !deallocation.ownership) {
  scf.parallel (%i) = (%lb) to (%ub) step (%ub) {
    %t = memref.alloc() : memref<4xf32>
    %ot = deallocation.own %t : memref<4xf32>
    %x:2 = deallocation.retain(%m, %n) of(%ot, %o) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
    "test.use"(%x#0, %x#1) : (!deallocation.ownership, !deallocation.ownership) -> ()
    scf.reduce
  }
  return
}

// -----

// Calls and declarations keep their signatures; the call result is cast for free.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func private @make() -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT: func.func @calls() {
// CHECK-NEXT: %0:2 = call @make() : () -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0#1 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @make() -> (memref<4xf32>, !deallocation.ownership)

func.func @calls() {
  %m, %o = func.call @make() : () -> (memref<4xf32>, !deallocation.ownership)
  deallocation.free %o
  return
}

// -----

// Existing declarations of the runtime functions are reused.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @declared(%arg0: !deallocation.ownership) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

llvm.func @free(!llvm.ptr)

func.func @declared(%o: !deallocation.ownership) {
  deallocation.free %o
  return
}

// -----

// Without deallocation ops, nothing changes and nothing is declared.

// CHECK: module {
// CHECK-NEXT: func.func @nothing(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @nothing(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// -----

// Blocks of unstructured control flow.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @blocks(%arg0: i1, %arg1: !deallocation.ownership) {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.ptr to !deallocation.ownership
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : !deallocation.ownership), ^bb1(%1 : !deallocation.ownership)
// CHECK-NEXT: ^bb1(%2: !deallocation.ownership):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !deallocation.ownership to !llvm.ptr
// CHECK-NEXT: llvm.call @free(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @blocks(%c: i1, %o: !deallocation.ownership) {
  %n = deallocation.null
  cf.cond_br %c, ^bb1(%o : !deallocation.ownership), ^bb1(%n : !deallocation.ownership)
^bb1(%x: !deallocation.ownership):
  deallocation.free %x
  return
}

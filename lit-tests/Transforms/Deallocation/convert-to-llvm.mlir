// hlo-convert-deallocation-ops-to-llvm (also registered as convert-deallocation-ops-to-llvm,
// the seed's spelling): ownership indicators become !llvm.ptr everywhere (block arguments,
// results, function signatures); null, own, get_buffer, free and retain become LLVM ops; the
// runtime functions free and retainBuffers are declared once. The expectations are jopt's
// exact output; convert-to-llvm-mlir-opt.mlir checks that mlir-opt-22 accepts (parses and verifies) it.
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %s | FileCheck %s --check-prefix=NONE

// Nothing of the deallocation dialect is left, in any of the cases below.
// NONE-NOT: deallocation

// null: the null pointer; a returned indicator retypes the signature.

// CHECK: module {
// CHECK-NEXT: func.func @null() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @null() -> !deallocation.ownership {
  %n = deallocation.null
  return %n : !deallocation.ownership
}

// -----

// own: the allocated pointer (field 0) of the memref descriptor, made once per memref right
// after its definition (here shared by own and get_buffer); rank 0 has no size/stride arrays;
// the layout does not change the descriptor.

// CHECK: module {
// CHECK-NEXT: func.func @own(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (!llvm.ptr, !llvm.ptr, !llvm.ptr, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<f64>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %alloc_0 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %7 = arith.index_cast %6 : i64 to index
// CHECK-NEXT: return %3, %5, %1, %7 : !llvm.ptr, !llvm.ptr, !llvm.ptr, index
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

// get_buffer: ptrtoint to i64, index_cast to index; of an indicator, of a memref, and of an
// unranked memref, whose descriptor points to the ranked one (its first field is loaded).

// CHECK: module {
// CHECK-NEXT: func.func @get_buffer(%arg0: !llvm.ptr, %arg1: memref<4xi8>, %arg2: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT: %6 = arith.index_cast %5 : i64 to index
// CHECK-NEXT: %7 = llvm.ptrtoint %1 : !llvm.ptr to i64
// CHECK-NEXT: %8 = arith.index_cast %7 : i64 to index
// CHECK-NEXT: %9 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT: %10 = arith.index_cast %9 : i64 to index
// CHECK-NEXT: return %6, %8, %10 : index, index, index
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
// CHECK-NEXT: func.func @free_op(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.call @free(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @free(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @free_op(%o: !deallocation.ownership, %p: !deallocation.ownership) {
  deallocation.free %o
  deallocation.free %p
  return
}

// -----

// A general retain: the retained memrefs' allocated pointers and the indicators go to two
// stack arrays (allocated at the function entry), retainBuffers is called, and the results
// are loaded from the memrefs array.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @retain(%arg0: i1, %arg1: !llvm.ptr) -> (memref<2xf32>, !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %alloc : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %alloc_0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %5, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %7, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %5, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %7, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %3[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %13 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%0, %1, %2, %3) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %14 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%17) : (!llvm.ptr) -> ()
// CHECK-NEXT: %18 = scf.if %arg0 -> (!llvm.ptr) {
// CHECK-NEXT: scf.yield %15 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %8 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc, %18 : memref<2xf32>, !llvm.ptr
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
// CHECK-NEXT: func.func @retain_square(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: !llvm.ptr, %arg3: !llvm.ptr) -> (!llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.alloca %4 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %7 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %3, %8 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg2, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg3, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%4, %5, %4, %6) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %11 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: return %12, %14 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @retain_square(%a: memref<4xf32>, %b: memref<4xf32>, %x: !deallocation.ownership, %y: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%a, %b) of(%x, %y) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}

// -----

// No retained memref: every alloc is freed (free(NULL) does nothing). No alloc: the results
// are null.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @retain_trivial(%arg0: memref<2xf32>, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT: llvm.call @free(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @free(%arg2) : (!llvm.ptr) -> ()
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @retain_trivial(%m: memref<2xf32>, %x: !deallocation.ownership, %y: !deallocation.ownership) -> !deallocation.ownership {
  deallocation.retain() of(%x, %y) : (!deallocation.ownership, !deallocation.ownership) -> ()
  %r = deallocation.retain(%m) of() : (memref<2xf32>) -> !deallocation.ownership
  deallocation.retain() of() : () -> ()
  return %r : !deallocation.ownership
}

// -----

// Loops: iteration arguments and results are retyped; the stack arrays of a retain inside
// scf.for and scf.if go to the function's entry block (an alloca in the loop would grow the
// stack on each iteration).

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<4xf32>, %arg5: !llvm.ptr) -> !llvm.ptr {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.alloca %2 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (!llvm.ptr) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %alloc : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = scf.if %arg3 -> (!llvm.ptr) {
// CHECK-NEXT: %11 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %9, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %9, %13 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %14 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg7, %14 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%2, %3, %2, %4) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %15 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%18) : (!llvm.ptr) -> ()
// CHECK-NEXT: scf.yield %16 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: llvm.call @free(%arg7) : (!llvm.ptr) -> ()
// CHECK-NEXT: scf.yield %9 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: %7:2 = scf.while (%arg6 = %6, %arg7 = %5) : (!llvm.ptr, !llvm.ptr) -> (!llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: scf.condition(%arg3) %arg6, %arg7 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: !llvm.ptr, %arg7: !llvm.ptr):
// CHECK-NEXT: scf.yield %arg7, %arg6 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.call @free(%7#1) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %7#0 : !llvm.ptr
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
// CHECK-NEXT: func.func @parallel(%arg0: index, %arg1: index, %arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: !llvm.ptr) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg1) {
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.alloca %4 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %alloc : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %9 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %10 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %3, %10 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %8, %11 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg4, %12 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%4, %5, %4, %6) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %13 = llvm.getelementptr %5[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %15 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: "test.use"(%14, %16) : (!llvm.ptr, !llvm.ptr) -> ()
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

// Calls and declarations: signatures and call results are retyped.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func private @make() -> (memref<4xf32>, !llvm.ptr)
// CHECK-NEXT: func.func @calls() {
// CHECK-NEXT: %0:2 = call @make() : () -> (memref<4xf32>, !llvm.ptr)
// CHECK-NEXT: llvm.call @free(%0#1) : (!llvm.ptr) -> ()
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
// CHECK-NEXT: func.func @declared(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.call @free(%arg0) : (!llvm.ptr) -> ()
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
// CHECK-NEXT: func.func @blocks(%arg0: i1, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : !llvm.ptr), ^bb1(%0 : !llvm.ptr)
// CHECK-NEXT: ^bb1(%1: !llvm.ptr):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.call @free(%1) : (!llvm.ptr) -> ()
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

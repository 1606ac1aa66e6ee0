// Memref descriptors built by hand with the LLVM dialect (llvm.mlir.poison, llvm.insertvalue of
// pointers from llvm.inttoptr and llvm.mlir.constant sizes), made memrefs by
// builtin.unrealized_conversion_cast: a view of the allocation the aligned pointer points into,
// at that pointer's byte offset, checked as any view. The CHECK lines of @main and @unaligned are
// what mlir-runner-22 prints for this file lowered by `mlir-opt-22 -convert-scf-to-cf
// -convert-to-llvm -reconcile-unrealized-casts` (but for the address after base@); the faults
// are jopt-run's own.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: jopt-run %s -e unaligned -entry-point-result=void | FileCheck %s --check-prefix=ALIGN
// RUN: not jopt-run %s --entry=@index_out_of_bounds 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not jopt-run %s --entry=@past_allocation 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not jopt-run %s --entry=@no_allocation 2>&1 | FileCheck %s --check-prefix=NOWHERE
// RUN: not jopt-run %s --entry=@after_free 2>&1 | FileCheck %s --check-prefix=UAF

!d1 = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
!d2 = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>

func.func private @printMemrefF32(memref<*xf32>)

// A rank-1 descriptor over %buf: allocated pointer %buf, aligned pointer %buf + %shift bytes.
func.func @view1(%buf: memref<6xf32>, %shift: i64, %offset: i64, %size: i64) -> memref<?xf32, strided<[1], offset: ?>> {
  %p = memref.extract_aligned_pointer_as_index %buf : memref<6xf32> -> index
  %start = arith.index_cast %p : index to i64
  %moved = arith.addi %start, %shift : i64
  %allocated = llvm.inttoptr %start : i64 to !llvm.ptr
  %aligned = llvm.inttoptr %moved : i64 to !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %d = llvm.mlir.poison : !d1
  %d0 = llvm.insertvalue %allocated, %d[0] : !d1
  %d1 = llvm.insertvalue %aligned, %d0[1] : !d1
  %d2 = llvm.insertvalue %offset, %d1[2] : !d1
  %d3 = llvm.insertvalue %size, %d2[3, 0] : !d1
  %d4 = llvm.insertvalue %one, %d3[4, 0] : !d1
  %m = builtin.unrealized_conversion_cast %d4 : !d1 to memref<?xf32, strided<[1], offset: ?>>
  return %m : memref<?xf32, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %buf = memref.alloca() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %buf[%i] : memref<6xf32>
  }
  // Aligned pointer at element 2 (8 bytes in), offset 1, two elements: %buf[3] and %buf[4].
  %shift = llvm.mlir.constant(8 : i64) : i64
  %offset = llvm.mlir.constant(1 : i64) : i64
  %size = llvm.mlir.constant(2 : i64) : i64
  %v = func.call @view1(%buf, %shift, %offset, %size) : (memref<6xf32>, i64, i64, i64) -> memref<?xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %y = memref.load %v[%c1] : memref<?xf32, strided<[1], offset: ?>>
  vector.print %x : f32
  vector.print %y : f32
  // CHECK: 3
  // CHECK-NEXT: 4
  %big = llvm.mlir.constant(40.5 : f32) : f32
  memref.store %big, %v[%c1] : memref<?xf32, strided<[1], offset: ?>>
  %all = memref.cast %buf : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%all) : (memref<*xf32>) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  40.5,  5]

  // A 3x2 transposed view of the same buffer: sizes [3, 2], strides [1, 3].
  %p = memref.extract_aligned_pointer_as_index %buf : memref<6xf32> -> index
  %pi = arith.index_cast %p : index to i64
  %ptr = llvm.inttoptr %pi : i64 to !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %u = llvm.mlir.undef : !d2
  %t0 = llvm.insertvalue %ptr, %u[0] : !d2
  %t1 = llvm.insertvalue %ptr, %t0[1] : !d2
  %t2 = llvm.insertvalue %zero, %t1[2] : !d2
  %t3 = llvm.insertvalue %three, %t2[3, 0] : !d2
  %t4 = llvm.insertvalue %two, %t3[3, 1] : !d2
  %t5 = llvm.insertvalue %one, %t4[4, 0] : !d2
  %t6 = llvm.insertvalue %three, %t5[4, 1] : !d2
  %t = builtin.unrealized_conversion_cast %t6 : !d2 to memref<3x2xf32, strided<[1, 3]>>
  %tu = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  func.call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data =
  // CHECK-NEXT: {{\[}}[0,   3],
  // CHECK-NEXT: [1,   40.5],
  // CHECK-NEXT: [2,   5]]

  // Fields read back: a size, and the aligned pointer as an integer again.
  %rows = llvm.extractvalue %t6[3, 0] : !d2
  vector.print %rows : i64
  // CHECK-NEXT: 3
  %back = llvm.extractvalue %t6[1] : !d2
  %bi = llvm.ptrtoint %back : !llvm.ptr to i64
  %same = arith.cmpi eq, %bi, %pi : i64
  vector.print %same : i1
  // CHECK-NEXT: 1
  return
}

// A pointer made from the integer 3 (no buffer is there): its memref may be inspected.
func.func @unaligned() {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %ptr = llvm.inttoptr %c3 : i64 to !llvm.ptr
  %d = llvm.mlir.poison : !d1
  %d0 = llvm.insertvalue %ptr, %d[0] : !d1
  %d1 = llvm.insertvalue %ptr, %d0[1] : !d1
  %d2 = llvm.insertvalue %c0, %d1[2] : !d1
  %d3 = llvm.insertvalue %c1, %d2[3, 0] : !d1
  %d4 = llvm.insertvalue %c1, %d3[4, 0] : !d1
  %m = builtin.unrealized_conversion_cast %d4 : !d1 to memref<1xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<1xf32> -> index
  %c4 = arith.constant 4 : index
  %rem = arith.remui %p, %c4 : index
  vector.print %rem : index
  // ALIGN: 3
  %pi = llvm.ptrtoint %ptr : !llvm.ptr to i64
  vector.print %pi : i64
  // ALIGN-NEXT: 3
  return
}

// A descriptor of 5 elements over 10: index 7 is in the allocation, outside the view.
// INDEX: llvm-memref-descriptor.mlir:[[# @LINE + 10]]:3: error: index 7 out of bounds for dimension 0 of size 5
// INDEX-NEXT: memref.store %f, %v[%c7] : memref<?xf32, strided<[1], offset: ?>>
// INDEX: llvm-memref-descriptor.mlir:[[# @LINE + 3]]:10: note: buffer #1 allocated here
func.func @index_out_of_bounds() {
  %f = arith.constant 1.0 : f32
  %buf = memref.alloca() : memref<6xf32>
  %c7 = arith.constant 7 : index
  %shift = llvm.mlir.constant(0 : i64) : i64
  %five = llvm.mlir.constant(5 : i64) : i64
  %v = func.call @view1(%buf, %shift, %shift, %five) : (memref<6xf32>, i64, i64, i64) -> memref<?xf32, strided<[1], offset: ?>>
  memref.store %f, %v[%c7] : memref<?xf32, strided<[1], offset: ?>>
  return
}

// A descriptor claiming more than its allocation holds: index 4 is in the view, past the buffer.
// PAST: llvm-memref-descriptor.mlir:[[# @LINE + 8]]:8: error: read of bytes [24, 28) outside buffer #1 (memref<6xf32>, 24 bytes)
func.func @past_allocation() -> f32 {
  %buf = memref.alloca() : memref<6xf32>
  %c4 = arith.constant 4 : index
  %shift = llvm.mlir.constant(4 : i64) : i64
  %offset = llvm.mlir.constant(1 : i64) : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %v = func.call @view1(%buf, %shift, %offset, %ten) : (memref<6xf32>, i64, i64, i64) -> memref<?xf32, strided<[1], offset: ?>>
  %x = memref.load %v[%c4] : memref<?xf32, strided<[1], offset: ?>>
  return %x : f32
}

// NOWHERE: llvm-memref-descriptor.mlir:[[# @LINE + 14]]:8: error: read through a pointer to no allocation: address 0x13 is in no buffer
func.func @no_allocation() -> f32 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %ptr = llvm.inttoptr %c3 : i64 to !llvm.ptr
  %d = llvm.mlir.poison : !d1
  %d0 = llvm.insertvalue %ptr, %d[0] : !d1
  %d1 = llvm.insertvalue %ptr, %d0[1] : !d1
  %d2 = llvm.insertvalue %c4, %d1[2] : !d1
  %d3 = llvm.insertvalue %c1, %d2[3, 0] : !d1
  %d4 = llvm.insertvalue %c1, %d3[4, 0] : !d1
  %m = builtin.unrealized_conversion_cast %d4 : !d1 to memref<1xf32, strided<[1], offset: 4>>
  %i = arith.constant 0 : index
  %x = memref.load %m[%i] : memref<1xf32, strided<[1], offset: 4>>
  return %x : f32
}

// The pointer was taken before the free: it still points into the freed buffer.
// UAF: llvm-memref-descriptor.mlir:[[# @LINE + 11]]:3: error: write of buffer #1 (memref<6xf32>, 24 bytes) after it was freed
// UAF: llvm-memref-descriptor.mlir:[[# @LINE + 3]]:10: note: buffer #1 allocated here
// UAF: llvm-memref-descriptor.mlir:[[# @LINE + 7]]:3: note: freed here
func.func @after_free() {
  %buf = memref.alloc() : memref<6xf32>
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %zero = llvm.mlir.constant(0 : i64) : i64
  %six = llvm.mlir.constant(6 : i64) : i64
  memref.dealloc %buf : memref<6xf32>
  %v = func.call @view1(%buf, %zero, %zero, %six) : (memref<6xf32>, i64, i64, i64) -> memref<?xf32, strided<[1], offset: ?>>
  memref.store %f, %v[%c0] : memref<?xf32, strided<[1], offset: ?>>
  return
}

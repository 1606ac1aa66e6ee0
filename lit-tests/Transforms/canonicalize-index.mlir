// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file | FileCheck %s

// canonicalize of the index dialect as mlir-opt-22 (the checks are its output): constants fold
// where the 64-bit result truncated is the 32-bit one (always for add, sub, mul, shl, and, or,
// xor), never on division by zero or a shift by 32 or more; add/sub of 0, mul by 0 and 1;
// constants move right in commutative ops; associative ops combine their constants; index.cmp
// folds constants, cmp(x, x), min/max against a constant, and compares x - y with 0 as x with y;
// no cast folds in MLIR 22.

// CHECK-LABEL: func.func @fold_64_and_32_agree(
// CHECK-SAME: ) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx9 = index.constant 9
// CHECK-NEXT: %idx-5 = index.constant -5
// CHECK-NEXT: %idx-14 = index.constant -14
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx28 = index.constant 28
// CHECK-NEXT: %idx-2 = index.constant -2
// CHECK-NEXT: return %idx9, %idx-5, %idx-14, %idx-3, %idx-3, %idx-4, %idx4, %idx-1, %idx28, %idx-2 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @fold_64_and_32_agree() -> (index, index, index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cm2 = index.constant -2
  %0 = index.add %c7, %c2
  %1 = index.sub %c2, %c7
  %2 = index.mul %cm7, %c2
  %3 = index.divs %cm7, %c2
  %4 = index.ceildivs %cm7, %c2
  %5 = index.floordivs %cm7, %c2
  %6 = index.ceildivu %c7, %c2
  %7 = index.rems %cm7, %c2
  %8 = index.shl %c7, %c2
  %9 = index.shrs %cm7, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @fold_more(
// CHECK-SAME: ) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx-5 = index.constant -5
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: return %idx-3, %idx-4, %idx2, %idx-7, %idx1, %idx-5, %idx-5, %idx1, %idx1, %idx3 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @fold_more() -> (index, index, index, index, index, index, index, index, index, index) {
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %cm2 = index.constant -2
  %0 = index.ceildivs %c7, %cm2
  %1 = index.floordivs %c7, %cm2
  %2 = index.maxs %cm7, %c2
  %3 = index.mins %cm7, %c2
  %4 = index.and %cm7, %c7
  %5 = index.or %cm7, %c2
  %6 = index.xor %cm7, %c2
  %7 = index.shru %c7, %c2
  %8 = index.remu %c7, %c2
  %9 = index.divu %c7, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @no_fold(
// CHECK-SAME: ) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx6148914691236517205 = index.constant 6148914691236517205
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx32 = index.constant 32
// CHECK-NEXT: %0 = index.divs %idx4294967296, %idx3
// CHECK-NEXT: %1 = index.shrs %idx4294967296, %idx3
// CHECK-NEXT: %2 = index.shl %idx3, %idx32
// CHECK-NEXT: %3 = index.divs %idx3, %idx0
// CHECK-NEXT: %4 = index.remu %idx3, %idx0
// CHECK-NEXT: %5 = index.shru %idx-1, %idx3
// CHECK-NEXT: return %0, %idx6148914691236517205, %idx-1, %1, %2, %3, %4, %idx4294967296, %5 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// Where 32 and 64 bits disagree, or the op is undefined, nothing folds.
func.func @no_fold() -> (index, index, index, index, index, index, index, index, index) {
  %big = index.constant 4294967296
  %cm1 = index.constant -1
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c32 = index.constant 32
  %0 = index.divs %big, %c3
  %1 = index.divu %cm1, %c3
  %2 = index.maxu %cm1, %big
  %3 = index.shrs %big, %c3
  %4 = index.shl %c3, %c32
  %5 = index.divs %c3, %c0
  %6 = index.remu %c3, %c0
  %7 = index.minu %cm1, %big
  %8 = index.shru %cm1, %c3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @unchecked_wraps(
// CHECK-SAME: ) -> (index, index, index) {
// CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx8589934592 = index.constant 8589934592
// CHECK-NEXT: return %idx-9223372036854775808, %idx0, %idx8589934592 : index, index, index
// CHECK-NEXT: }
// Unchecked ops fold at 64 bits: their low 32 bits never depend on the high ones.
func.func @unchecked_wraps() -> (index, index, index) {
  %big = index.constant 9223372036854775807
  %c1 = index.constant 1
  %c4 = index.constant 4294967296
  %0 = index.add %big, %c1
  %1 = index.mul %c4, %c4
  %2 = index.shl %c4, %c1
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %arg0: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %0 = index.add %arg0, %idx1
// CHECK-NEXT: %1 = index.sub %idx0, %arg0
// CHECK-NEXT: return %arg0, %arg0, %arg0, %idx0, %0, %1 : index, index, index, index, index, index
// CHECK-NEXT: }
func.func @identities(%x: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %x, %c0
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.add %c1, %x
  %5 = index.sub %c0, %x
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @reassociate(
// CHECK-SAME: %arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx14 = index.constant 14
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx24 = index.constant 24
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %0 = index.add %arg0, %idx3
// CHECK-NEXT: %1 = index.mul %arg0, %idx24
// CHECK-NEXT: %2 = index.maxs %arg0, %idx12
// CHECK-NEXT: %3 = index.minu %arg0, %idx2
// CHECK-NEXT: %4 = index.and %arg0, %idx0
// CHECK-NEXT: %5 = index.xor %arg0, %idx14
// CHECK-NEXT: %6 = index.or %arg0, %idx3
// CHECK-NEXT: %7 = index.maxu %arg0, %idx4294967296
// CHECK-NEXT: %8 = index.maxu %7, %idx1
// CHECK-NEXT: %9 = index.sub %arg0, %idx1
// CHECK-NEXT: %10 = index.sub %9, %idx2
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %8, %10 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @reassociate(%x: index) -> (index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c12 = index.constant 12
  %big = index.constant 4294967296
  %a0 = index.add %x, %c1
  %0 = index.add %a0, %c2
  %m0 = index.mul %x, %c2
  %1 = index.mul %m0, %c12
  %s0 = index.maxs %x, %c1
  %2 = index.maxs %s0, %c12
  %u0 = index.minu %x, %c12
  %3 = index.minu %u0, %c2
  %n0 = index.and %x, %c12
  %4 = index.and %n0, %c2
  %x0 = index.xor %x, %c12
  %5 = index.xor %x0, %c2
  %o0 = index.or %c1, %x
  %6 = index.or %o0, %c2
  %t0 = index.maxu %x, %big
  %7 = index.maxu %t0, %c1
  %d0 = index.sub %x, %c1
  %8 = index.sub %d0, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @cmp(
// CHECK-SAME: %arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.cmp eq(%idx4294967296, %idx0)
// CHECK-NEXT: %1 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT: return %true, %false, %0, %true, %false, %1, %2, %true, %false, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %cm1 = index.constant -1
  %big = index.constant 4294967296
  %0 = index.cmp slt(%cm1, %c5)
  %1 = index.cmp ult(%cm1, %c5)
  %2 = index.cmp eq(%big, %c0)
  %3 = index.cmp sle(%x, %x)
  %4 = index.cmp ne(%x, %x)
  %d = index.sub %x, %y
  %5 = index.cmp sgt(%d, %c0)
  %6 = index.cmp ult(%c0, %d)
  %mx = index.maxs %x, %c5
  %7 = index.cmp sge(%mx, %c5)
  %mn = index.minu %x, %c5
  %8 = index.cmp ugt(%mn, %c5)
  %9 = index.cmp eq(%mx, %c0)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts_and_sizeof(
// CHECK-SAME: %arg0: i32) -> (i32, i64, index, index) {
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %0 = index.casts %idx5 : index to i32
// CHECK-NEXT: %1 = index.castu %idx5 : index to i64
// CHECK-NEXT: %2 = index.castu %arg0 : i32 to index
// CHECK-NEXT: %3 = index.sizeof
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i64, index, index
// CHECK-NEXT: }
// MLIR 22 folds no cast, and index.sizeof is the target's.
func.func @casts_and_sizeof(%i: i32) -> (i32, i64, index, index) {
  %c5 = index.constant 5
  %0 = index.casts %c5 : index to i32
  %1 = index.castu %c5 : index to i64
  %2 = index.castu %i : i32 to index
  %3 = index.sizeof
  return %0, %1, %2, %3 : i32, i64, index, index
}

// -----

// CHECK-LABEL: func.func @bool_into_arith(
// CHECK-SAME: %arg0: i1) -> i1 {
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }
// index.cmp folds into an index.bool.constant, which other dialects' ops use.
func.func @bool_into_arith(%b: i1) -> i1 {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.cmp ult(%c1, %c2)
  %1 = arith.andi %0, %b : i1
  return %1 : i1
}

// A structured op whose body loads from a memref defined above (jopt-split-padded-convolution's
// border tiles, embedding lookups) runs compiled with the interpreter's results and faults: the
// same message at the same load, compiled (--compile-threshold=0) and interpreted (--no-compile).
// RUN: jopt-run %s --entry=@border --args=iota,iota --compile-threshold=0 | FileCheck %s --check-prefix=BORDER
// RUN: jopt-run %s --entry=@border --args=iota,iota --no-compile | FileCheck %s --check-prefix=BORDER
// RUN: jopt-run %s --entry=@embedding --args=iota --compile-threshold=0 | FileCheck %s --check-prefix=EMB
// RUN: jopt-run %s --entry=@embedding --args=iota --no-compile | FileCheck %s --check-prefix=EMB
// RUN: not jopt-run %s --entry=@out_of_bounds --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not jopt-run %s --entry=@out_of_bounds --args=iota --no-compile 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not jopt-run %s --entry=@uninitialized --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not jopt-run %s --entry=@uninitialized --args=iota --no-compile 2>&1 | FileCheck %s --check-prefix=UNINIT

// o[i] = x[i-1]*w[0] + x[i]*w[1] + x[i+1]*w[2], x read as 0 outside [0, 8).
// BORDER: result #0: memref<8xf32> [2.0, 5.0, 8.0, 11.0, 14.0, 17.0, 20.0, 7.0]
func.func @border(%x: memref<8xf32>, %w: memref<3xf32>) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%o : memref<8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%w : memref<3xf32>) outs(%o : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %cm1 = arith.constant -1 : index
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %s = arith.addi %cm1, %i : index
    %h = arith.addi %s, %k : index
    %ge = arith.cmpi sge, %h, %c0 : index
    %le = arith.cmpi sle, %h, %c7 : index
    %ok = arith.andi %ge, %le : i1
    %m = arith.minsi %h, %c7 : index
    %hc = arith.maxsi %m, %c0 : index
    %e = memref.load %x[%hc] : memref<8xf32>
    %v = arith.select %ok, %e, %zero : f32
    %p = arith.mulf %v, %in : f32
    %a = arith.addf %out, %p : f32
    linalg.yield %a : f32
  }
  return %o : memref<8xf32>
}

// Row ids[i] mod 4 of a table of 4 rows: (3 - i) mod 4 for ids = iota.
// EMB: result #0: memref<6x2xf32> {{\[\[}}6.0, 7.0], [4.0, 5.0], [2.0, 3.0], [0.0, 1.0], [6.0, 7.0], [4.0, 5.0]]
func.func @embedding(%ids: memref<6xi64>) -> memref<6x2xf32> {
  %t = memref.alloc() : memref<4x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%t : memref<4x2xf32>) {
  ^bb0(%out: f32):
    %r = linalg.index 0 : index
    %c = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %rr = arith.muli %r, %c2 : index
    %n = arith.addi %rr, %c : index
    %ni = arith.index_cast %n : index to i64
    %f = arith.sitofp %ni : i64 to f32
    linalg.yield %f : f32
  }
  %o = memref.alloc() : memref<6x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%ids : memref<6xi64>) outs(%o : memref<6x2xf32>) {
  ^bb0(%id: i64, %out: f32):
    %c3 = arith.constant 3 : i64
    %c4 = arith.constant 4 : i64
    %d = arith.subi %c3, %id : i64
    %d4 = arith.addi %d, %c4 : i64
    %m = arith.remsi %d4, %c4 : i64
    %r = arith.index_cast %m : i64 to index
    %j = linalg.index 1 : index
    %e = memref.load %t[%r, %j] : memref<4x2xf32>
    linalg.yield %e : f32
  }
  memref.dealloc %t : memref<4x2xf32>
  return %o : memref<6x2xf32>
}

// Row ids[i] of a table of 4 rows: id 4 is past it, reported at the load.
// OOB: compiled-loads.mlir:[[# @LINE + 11]]:10: error: index 4 out of bounds for dimension 0 of size 4
func.func @out_of_bounds(%ids: memref<6xi64>) -> memref<6x2xf32> {
  %t = memref.alloc() : memref<4x2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%t : memref<4x2xf32>)
  %o = memref.alloc() : memref<6x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%ids : memref<6xi64>) outs(%o : memref<6x2xf32>) {
  ^bb0(%id: i64, %out: f32):
    %r = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %e = memref.load %t[%r, %j] : memref<4x2xf32>
    linalg.yield %e : f32
  }
  memref.dealloc %t : memref<4x2xf32>
  return %o : memref<6x2xf32>
}

// A table whose last row was never written: reported at the load that reads it.
// UNINIT: compiled-loads.mlir:[[# @LINE + 12]]:10: error: read of uninitialized memory: byte 24 of buffer #2 (memref<4x2xf32>, 32 bytes) was never written
func.func @uninitialized(%ids: memref<6xi64>) -> memref<6x2xf32> {
  %t = memref.alloc() : memref<4x2xf32>
  %one = arith.constant 1.0 : f32
  %top = memref.subview %t[0, 0] [3, 2] [1, 1] : memref<4x2xf32> to memref<3x2xf32, strided<[2, 1]>>
  linalg.fill ins(%one : f32) outs(%top : memref<3x2xf32, strided<[2, 1]>>)
  %o = memref.alloc() : memref<6x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%ids : memref<6xi64>) outs(%o : memref<6x2xf32>) {
  ^bb0(%id: i64, %out: f32):
    %r = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %e = memref.load %t[%r, %j] : memref<4x2xf32>
    linalg.yield %e : f32
  }
  memref.dealloc %t : memref<4x2xf32>
  return %o : memref<6x2xf32>
}

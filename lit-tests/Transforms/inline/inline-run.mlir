// RUN: jopt-run %s --args=5 -p 'inline' | FileCheck %s
// RUN: jopt-run %s --args=5 -p 'inline{default-pipeline=}' | FileCheck %s
// RUN: jopt-run %s --args=5 -p 'inline{max-iterations=1},canonicalize' | FileCheck %s

// Inlined, the program computes what it computed, its buffers freed as before: callees that
// fill and reduce a buffer, one of several blocks, one called in a loop.

// CHECK: result #0: 42.0 : f32
// CHECK: result #1: 20 : index

func.func private @fill(%m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    %x = arith.addf %f, %v : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

func.func private @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}

func.func private @clamp(%x: index, %hi: index) -> index {
  %c = arith.cmpi sgt, %x, %hi : index
  cf.cond_br %c, ^high, ^low
^high:
  return %hi : index
^low:
  return %x : index
}

func.func @main(%n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant 6.4 : f32
  %m = memref.alloc(%n) : memref<?xf32>
  call @fill(%m, %v) : (memref<?xf32>, f32) -> ()
  %s = call @sum(%m) : (memref<?xf32>) -> f32
  memref.dealloc %m : memref<?xf32>
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %k = func.call @clamp(%i, %c4) : (index, index) -> index
    %a = arith.addi %acc, %k : index
    %b = arith.addi %a, %k : index
    scf.yield %b : index
  }
  return %s, %t : f32, index
}

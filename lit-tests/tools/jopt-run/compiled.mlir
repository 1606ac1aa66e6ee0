// Hot ops run as JVM bytecode compiled for them (--compile-threshold=0 compiles every one that
// can be), with the interpreter's checks and faults: the same message at the same op.
// RUN: jopt-run %s --entry=@matmul --args=iota,iota --compile-threshold=0 | FileCheck %s --check-prefix=MATMUL
// RUN: jopt-run %s --entry=@matmul --args=iota,iota --no-compile | FileCheck %s --check-prefix=MATMUL
// RUN: not jopt-run %s --entry=@divide --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not jopt-run %s --entry=@uninitialized --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not jopt-run %s --entry=@freed --args=iota --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: jopt-run %s --entry=@uninitialized --no-checks | FileCheck %s --check-prefix=NOCHECKS

// MATMUL: result #0: memref<2x3xf32> {{\[\[}}15.0, 18.0, 21.0], [42.0, 54.0, 66.0]]
func.func @matmul(%a: memref<2x3xf32>, %b: memref<3x3xf32>) -> memref<2x3xf32> {
  %c = memref.alloc() : memref<2x3xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<2x3xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x3xf32>) outs(%c : memref<2x3xf32>)
  return %c : memref<2x3xf32>
}

// DIV: compiled.mlir:[[# @LINE + 8]]:10: error: division by zero
func.func @divide(%a: memref<4xi32>) -> memref<4xi32> {
  %o = memref.alloc() : memref<4xi32>
  %c7 = arith.constant 7 : i32
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%a : memref<4xi32>) outs(%o : memref<4xi32>) {
  ^bb0(%x: i32, %y: i32):
    %i = linalg.index 0 : index
    %q = arith.divsi %c7, %x : i32
    linalg.yield %q : i32
  }
  return %o : memref<4xi32>
}

// UNINIT: compiled.mlir:[[# @LINE + 6]]:3: error: read of uninitialized memory: byte 0 of buffer #1 (memref<4xf32>, 16 bytes) was never written
// NOCHECKS: result #0: memref<4xf32>
func.func @uninitialized() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%o : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  memref.dealloc %a : memref<4xf32>
  return %o : memref<4xf32>
}

// FREED: compiled.mlir:[[# @LINE + 4]]:3: error: read of buffer #2 (memref<4xf32>, 16 bytes) after it was freed
func.func @freed(%a: memref<4xf32>) {
  %o = memref.alloc() : memref<4xf32>
  memref.dealloc %o : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

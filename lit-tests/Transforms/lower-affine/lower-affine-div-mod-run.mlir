// RUN: jopt-run %s --args=14 -p 'convert-linalg-to-affine-loops,lower-affine' | FileCheck %s
// RUN: jopt-run %s --args=14 -p 'convert-linalg-to-affine-loops,lower-affine,canonicalize,cse' | FileCheck %s

// floordiv, mod and ceildiv in indexing maps, through affine.apply to lower-affine's arith
// expansion: the loads read the elements the maps name.

func.func @main(%n: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc() : memref<8xf32>
  %o = memref.alloc() : memref<16xf32>
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%a : memref<8xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i floordiv 2)>, affine_map<(i) -> (i mod 3)>, affine_map<(i) -> ((i + 1) ceildiv 3)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a, %a, %a : memref<8xf32>, memref<8xf32>, memref<8xf32>) outs(%o : memref<16xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %c100 = arith.constant 100.0 : f32
    %c10 = arith.constant 10.0 : f32
    %x1 = arith.mulf %x, %c100 : f32
    %y1 = arith.mulf %y, %c10 : f32
    %s = arith.addf %x1, %y1 : f32
    %t = arith.addf %s, %z : f32
    linalg.yield %t : f32
  }
  %r0 = memref.load %o[%c5] : memref<16xf32>
  %r1 = memref.load %o[%c7] : memref<16xf32>
  %r2 = memref.load %o[%n] : memref<16xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %o : memref<16xf32>
  return %r0, %r1, %r2 : f32, f32, f32
}
// CHECK: result #0: 222.0 : f32
// CHECK-NEXT: result #1: 313.0 : f32
// CHECK-NEXT: result #2: 725.0 : f32

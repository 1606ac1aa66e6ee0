// RUN: jopt-run %s --args=3 -p 'convert-linalg-to-affine-loops,lower-affine' | FileCheck %s
// RUN: jopt-run %s --args=3 -p 'convert-linalg-to-affine-loops,lower-affine,canonicalize,cse' | FileCheck %s
// RUN: jopt-run %s --args=3 -p 'convert-linalg-to-affine-loops' | FileCheck %s

// Lowered to affine loops (run as they are) and then to scf, the linalg ops compute what they
// computed.

func.func @main(%n: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.5 : f32
  %f0 = arith.constant 0.0 : f32
  %a = memref.alloc(%n) : memref<?x3xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc(%n) : memref<?x4xf32>
  %r = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<?x3xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %v = arith.addf %kf, %f1 : f32
    linalg.yield %v : f32
  }
  linalg.fill ins(%f1 : f32) outs(%b : memref<3x4xf32>)
  linalg.fill ins(%f0 : f32) outs(%c : memref<?x4xf32>)
  linalg.matmul ins(%a, %b : memref<?x3xf32>, memref<3x4xf32>) outs(%c : memref<?x4xf32>)
  linalg.fill ins(%f0 : f32) outs(%r : memref<?xf32>)
  linalg.reduce { arith.addf } ins(%c : memref<?x4xf32>) outs(%r : memref<?xf32>) dimensions = [1]
  %x = memref.load %r[%c1] : memref<?xf32>
  %y = memref.load %c[%c2, %c1] : memref<?x4xf32>
  %z = memref.load %a[%c2, %c2] : memref<?x3xf32>
  memref.dealloc %a : memref<?x3xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %c : memref<?x4xf32>
  memref.dealloc %r : memref<?xf32>
  return %x, %y, %z : f32, f32, f32
}
// CHECK: result #0: 45.0 : f32
// CHECK-NEXT: result #1: 15.75 : f32
// CHECK-NEXT: result #2: 5.5 : f32
// CHECK-NEXT: heap before: allocations=4 frees=4
// CHECK-NEXT: heap after: allocations=4 frees=4

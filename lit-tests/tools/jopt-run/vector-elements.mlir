// Memrefs of vectors (memref<2xvector<3xi32>>): loads and stores of whole vectors through the
// instrumented heap. The CHECK lines of the output are what mlir-runner-22 prints for this file
// lowered by `mlir-opt-22 -test-lower-to-llvm`; the last load is out of bounds.
// RUN: not jopt-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not jopt-run %s -e main -entry-point-result=void --no-compile 2>&1 | FileCheck %s
// vector.type_cast views a buffer with vector elements as LLVM lays them out (rows padded to a
// power of two: vector<2x3xf32> takes 32 bytes, so its view of a 24-byte buffer reads outside).
// RUN: jopt-run %s -e type_cast -entry-point-result=void | FileCheck %s --check-prefix=CAST
// RUN: not jopt-run %s -e padded -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=PADDED
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2xvector<3xi32>>
  %v = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %w = arith.constant dense<[-4, 5, 6]> : vector<3xi32>
  memref.store %v, %m[%c0] : memref<2xvector<3xi32>>
  memref.store %w, %m[%c1] : memref<2xvector<3xi32>>
  %a = memref.load %m[%c1] : memref<2xvector<3xi32>>
  %b = memref.load %m[%c0] : memref<2xvector<3xi32>>
  %s = arith.addi %a, %b : vector<3xi32>
  vector.print %s : vector<3xi32>
  // CHECK: ( -3, 7, 9 )
  %f = memref.alloc() : memref<2x2xvector<2xf32>>
  %cf = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %cf, %f[%i, %j] : memref<2x2xvector<2xf32>>
    }
  }
  %g = memref.load %f[%c1, %c1] : memref<2x2xvector<2xf32>>
  vector.print %g : vector<2xf32>
  // CHECK: ( 1.5, 2.5 )
  memref.dealloc %f : memref<2x2xvector<2xf32>>
  // CHECK: [[@LINE+1]]:8: error: index 2 out of bounds for dimension 0 of size 2
  %x = memref.load %m[%c2] : memref<2xvector<3xi32>>
  memref.dealloc %m : memref<2xvector<3xi32>>
  return
}

func.func @type_cast() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x4xf32>
  %f = arith.constant 2.5 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<2x4xf32>)
  %g = arith.constant -1.0 : f32
  memref.store %g, %m[%c1, %c0] : memref<2x4xf32>
  %v = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  %x = memref.load %v[] : memref<vector<2x4xf32>>
  vector.print %x : vector<2x4xf32>
  // CAST: ( ( 2.5, 2.5, 2.5, 2.5 ), ( -1, 2.5, 2.5, 2.5 ) )
  %rows = vector.type_cast %v : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
  %r1 = memref.load %rows[%c1] : memref<2xvector<4xf32>>
  vector.print %r1 : vector<4xf32>
  // CAST-NEXT: ( -1, 2.5, 2.5, 2.5 )
  memref.dealloc %m : memref<2x4xf32>
  return
}

func.func @padded() {
  %m = memref.alloc() : memref<2x3xf32>
  %f = arith.constant 2.5 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<2x3xf32>)
  %v = vector.type_cast %m : memref<2x3xf32> to memref<vector<2x3xf32>>
  // PADDED: [[@LINE+1]]:8: error: read of bytes [0, 32) outside buffer #1 (memref<2x3xf32>, 24 bytes)
  %x = memref.load %v[] : memref<vector<2x3xf32>>
  vector.print %x : vector<2x3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}

// Memrefs of vectors (memref<2xvector<3xi32>>): loads and stores of whole vectors through the
// instrumented heap. The CHECK lines of the output are what mlir-runner-22 prints for this file
// lowered by `mlir-opt-22 -test-lower-to-llvm`; the last load is out of bounds.
// RUN: not jopt-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not jopt-run %s -e main -entry-point-result=void --no-compile 2>&1 | FileCheck %s
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

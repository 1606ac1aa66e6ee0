// The affine dialect in jopt-run: affine.parallel, affine.for with min/max bounds and
// iter_args, affine.if on an integer set, affine.load/store through the instrumented heap. The
// CHECK lines are what mlir-runner-22 prints for this file lowered by `mlir-opt-22 -lower-affine
// -test-lower-to-llvm` (but for the base@ address); the last load is out of bounds.
// RUN: not jopt-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not jopt-run %s -e main -entry-point-result=void --no-compile 2>&1 | FileCheck %s
// RUN: jopt-run %s -e delinearize -entry-point-result=void | FileCheck %s --check-prefix=INDEX
// RUN: not jopt-run %s -e vector_ops -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VEC
#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0)>
func.func @main() {
  %m = memref.alloc() : memref<4x4xf32>
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  affine.parallel (%i, %j) = (0, 0) to (4, 4) {
    affine.store %one, %m[%i, %j] : memref<4x4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.if #set(%i)[%c4] {
      affine.store %two, %m[%i, %i] : memref<4x4xf32>
    }
  }
  %sum = affine.for %i = 0 to 4 iter_args(%acc = %one) -> (f32) {
    %s2 = affine.for %j = max affine_map<(d0) -> (0, d0 - 1)>(%i) to min affine_map<(d0) -> (4, d0 + 2)>(%i) step 1 iter_args(%a2 = %acc) -> (f32) {
      %x = affine.load %m[%i, %j] : memref<4x4xf32>
      %y = arith.addf %a2, %x : f32
      affine.yield %y : f32
    }
    affine.yield %s2 : f32
  }
  vector.print %sum : f32
  // CHECK: 13
  %u = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   1,   1,   1],
  // CHECK-NEXT:  [1,   2,   1,   1],
  // CHECK-NEXT:  [1,   1,   2,   1],
  // CHECK-NEXT:  [1,   1,   1,   1]]
  // CHECK: [[@LINE+1]]:10: error: index 4 out of bounds for dimension 1 of size 4
  %bad = affine.load %m[%c4 - 1, %c4] : memref<4x4xf32>
  memref.dealloc %m : memref<4x4xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)

func.func @delinearize() {
  %i = arith.constant 23 : index
  %c3 = arith.constant 3 : index
  %a:3 = affine.delinearize_index %i into (2, %c3, 4) : index, index, index
  vector.print %a#0 : index
  vector.print %a#1 : index
  vector.print %a#2 : index
  // INDEX: 1
  // INDEX-NEXT: 2
  // INDEX-NEXT: 3
  %b:2 = affine.delinearize_index %i into (4) : index, index
  vector.print %b#0 : index
  vector.print %b#1 : index
  // INDEX-NEXT: 5
  // INDEX-NEXT: 3
  %l = affine.linearize_index [%a#0, %a#1, %a#2] by (2, %c3, 4) : index
  vector.print %l : index
  %m = affine.linearize_index [%b#0, %b#1] by (4) : index
  vector.print %m : index
  // INDEX-NEXT: 23
  // INDEX-NEXT: 23
  return
}

func.func @vector_ops() {
  %m = memref.alloc() : memref<2x8xf32>
  %f = arith.constant 1.5 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<2x8xf32>)
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  affine.vector_store %v, %m[%c1, %c1 * 2] : memref<2x8xf32>, vector<4xf32>
  affine.prefetch %m[%c1, 7], read, locality<3>, data : memref<2x8xf32>
  %w = affine.vector_load %m[%c1, 1] : memref<2x8xf32>, vector<4xf32>
  vector.print %w : vector<4xf32>
  // VEC: ( 1.5, 1, 2, 3 )
  // VEC: [[@LINE+1]]:8: error: index 8 out of bounds for dimension 1 of size 8
  %x = affine.vector_load %m[%c1, 6] : memref<2x8xf32>, vector<4xf32>
  memref.dealloc %m : memref<2x8xf32>
  return
}

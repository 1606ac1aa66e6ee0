// Copy elision: alloc %t, no use of %t, copy %s -> %t, dealloc %s right after: %s becomes %t
// (the seed's example; the unused i32 buffer freed in between stays, as in the original).
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=0 %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=SEED
// RUN: jopt-run %s --entry=@alias_of_source_lives_on -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=ALIAS
// RUN: jopt-run %s --entry=@target_used_before -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})'
// RUN: jopt-run %s --entry=@type_mismatch --args=4 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})'
// RUN: jopt-run %s --entry=@restrict_argument --args=zeros -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=RESTRICT

// RESTRICT: heap before: allocations=1 frees=1
// RESTRICT: heap after: allocations=0 frees=0

// SEED: result #0: 2.0 : f32
// SEED: heap before: allocations=3 frees=3
// SEED: heap after: allocations=2 frees=2
// ALIAS: heap after: allocations=3 frees=2

// CHECK-LABEL: func.func @seed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<100xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_0]] : memref<100xf32>)
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<100xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<100xf32>
// CHECK-NEXT:  return %[[V0]] : f32
// CHECK-NEXT:  }
func.func @seed() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %b = memref.alloc() : memref<100xi32>
  %a = memref.alloc() : memref<100xf32>
  %bb = memref.alloc() : memref<100xf32>
  linalg.fill ins(%f : f32) outs(%bb : memref<100xf32>)
  memref.dealloc %b : memref<100xi32>
  memref.copy %bb, %a : memref<100xf32> to memref<100xf32>
  memref.dealloc %bb : memref<100xf32>
  %x = memref.load %a[%c0] : memref<100xf32>
  memref.dealloc %a : memref<100xf32>
  return %x : f32
}

// Found by the fuzzer: the source is freed after the copy but a cast of it lives on; eliding the
// copy made the target's dealloc free the source early. Only a dealloc right after the copy
// proves the source dead. (bufferization.clone takes the cast's source, as MLIR's CloneOp::fold.)
// CHECK-LABEL: func.func @alias_of_source_lives_on(
// CHECK:  %[[CST:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<1xf32>)
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  memref.copy %[[ALLOC]], %[[ALLOC_0]] : memref<1xf32> to memref<1xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<1xf32>
// CHECK-NEXT:  %[[V0:.*]] = bufferization.clone %[[ALLOC]] : memref<1xf32> to memref<?xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<1xf32>
// CHECK-NEXT:  return %[[V0]] : memref<?xf32>
// CHECK-NEXT:  }
func.func @alias_of_source_lives_on() -> memref<?xf32> {
  %f = arith.constant -3.0 : f32
  %s = memref.alloc() : memref<1xf32>
  linalg.fill ins(%f : f32) outs(%s : memref<1xf32>)
  %cast = memref.cast %s : memref<1xf32> to memref<?xf32>
  %t = memref.alloc() : memref<1xf32>
  memref.copy %s, %t : memref<1xf32> to memref<1xf32>
  memref.dealloc %t : memref<1xf32>
  %r = bufferization.clone %cast : memref<?xf32> to memref<?xf32>
  memref.dealloc %s : memref<1xf32>
  return %r : memref<?xf32>
}

// CHECK-LABEL: func.func @target_used_before(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  memref.copy %[[ALLOC_0]], %[[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  return %[[V0]] : f32
// CHECK-NEXT:  }
func.func @target_used_before() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%t : memref<4xf32>)
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%s : memref<4xf32>)
  memref.copy %s, %t : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %x = memref.load %t[%c0] : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @type_mismatch(
// CHECK:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:  memref.copy %[[ALLOC]], %[[ALLOC_0]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<?xf32>
// CHECK-NEXT:  return %[[CST]] : f32
// CHECK-NEXT:  }
// The size is an argument: a constant size would be folded into the type (SimplifyAllocConst).
func.func @type_mismatch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%s : memref<4xf32>)
  %sv = memref.cast %s : memref<4xf32> to memref<?xf32>
  %t = memref.alloc(%n) : memref<?xf32>
  memref.copy %sv, %t : memref<?xf32> to memref<?xf32>
  memref.dealloc %sv : memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  return %f : f32
}

// The target is an argument marked deallocation.restrict and unused before the copy: the
// source is computed in place in it. Not for an argument without the mark.
// CHECK-LABEL: func.func @restrict_argument(
// CHECK:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @restrict_argument(%out: memref<4xf32> {deallocation.restrict = true}) {
  %f = arith.constant 2.0 : f32
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%s : memref<4xf32>)
  memref.copy %s, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @unmarked_argument(
// CHECK:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  memref.copy %[[ALLOC]], %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @unmarked_argument(%out: memref<4xf32>) {
  %f = arith.constant 2.0 : f32
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%s : memref<4xf32>)
  memref.copy %s, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  return
}

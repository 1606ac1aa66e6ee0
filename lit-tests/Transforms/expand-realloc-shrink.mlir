// RUN: not jopt %s --expand-realloc 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: jopt %s -p 'builtin.module(jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=PIPE
// RUN: jopt-run %s --args=3 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC

// A realloc between static sizes that shrinks: upstream's expansion still builds the growth
// branch, whose subview of the new buffer is larger than it, and the verifier rejects it
// (mlir-opt-22 fails with this error; so does expand-realloc). jopt-deallocation-pipeline
// expands such a realloc to the branch taken only (the old buffer reinterpreted), so it runs.

func.func @main(%i: index) -> i64 {
  %c7 = arith.constant 7 : i64
  %a = memref.alloc() : memref<8xi64>
  linalg.fill ins(%c7 : i64) outs(%a : memref<8xi64>)
  %r = memref.realloc %a : memref<8xi64> to memref<2xi64>
  %c1 = arith.constant 1 : index
  %x = memref.load %r[%c1] : memref<2xi64>
  return %x : i64
}
// PASS: error: slice along dimension 0 runs out-of-bounds: 7 >= 2
// PASS-NEXT: %r = memref.realloc %a : memref<8xi64> to memref<2xi64>

// PIPE-LABEL: func.func @main(
// PIPE-NOT:     scf.if
// PIPE:         %[[ALLOC:.*]] = memref.alloc() : memref<8xi64>
// PIPE:         memref.reinterpret_cast %[[ALLOC]] to offset: [0], sizes: [2], strides: [1] : memref<8xi64> to memref<2xi64>
// PIPE:         memref.dealloc %[[ALLOC]] : memref<8xi64>

// EXEC: result #0: 7 : i64
// EXEC-NEXT: heap before: allocations=2 frees=1 peak-bytes=80
// EXEC-NEXT: heap after: allocations=1 frees=1 peak-bytes=64 live-bytes=0

// jopt-merge-alloc with buffers whose dynamic sizes are read off shapes after the arena's point
// (the quantized sentence encoders of the corpus: a matmul's output sized by `memref.dim` of an
// expand_shape of a merged buffer, or by a product of an argument's `memref.dim` made right
// before it). A `memref.dim` of an expand_shape is its output_shape entry (of an alloc or view:
// the size operand), and a `memref.dim` of an argument may be computed again at the arena's
// point, so %b and %c join the arena. Their sizes are polynomials of one atom: the two
// `memref.dim %x, 0` are one value, and `arith.muli %n2, 4` is 4 times it, so %c (16n bytes)
// provably fits in the hole %a (16n bytes) leaves: an arena of 20n bytes, not 36n.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@shaped --args=iota:5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=RUN5
// RUN: jopt-run %s --entry=@shaped --args=iota:1 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=RUN1
// RUN5: result #0: 100.0 : f32
// RUN5: heap after: allocations=1 frees=1 peak-bytes=100 {{.*}} total-peak-bytes=100 live-bound-bytes=100
// RUN1: result #0: 100.0 : f32
// RUN1: heap after: allocations=1 frees=1 peak-bytes=20 {{.*}} total-peak-bytes=20 live-bound-bytes=20

// CHECK-LABEL: func.func @shaped
// CHECK:       %[[N:.*]] = memref.dim %arg0, %c0
// CHECK:       %[[SIZE:.*]] = arith.muli %[[N]], %c20
// CHECK:       %[[ARENA:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[ARENA]][%{{.*}}][%[[N]]] : memref<?xi8> to memref<?x4xf32>
// CHECK:       memref.view %[[ARENA]][%{{.*}}][%{{.*}}] : memref<?xi8> to memref<?xf32>
// CHECK:       %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:  memref.view %[[ARENA]][%[[Z]]][%{{.*}}] : memref<?xi8> to memref<?xf32>
// CHECK:       return
func.func @shaped(%x: memref<?x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?x4xf32>
  %a = memref.alloc(%n) : memref<?x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<?x4xf32>) outs(%a : memref<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %one : f32
    linalg.yield %s : f32
  }
  %ea = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  %m = memref.dim %ea, %c0 : memref<?x2x2xf32>
  %b = memref.alloc(%m) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%b : memref<?xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%ea : memref<?x2x2xf32>) outs(%b : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  %n2 = memref.dim %x, %c0 : memref<?x4xf32>
  %k = arith.muli %n2, %c4 : index
  %c = memref.alloc(%k) : memref<?xf32>
  %cc = memref.expand_shape %c [[0, 1]] output_shape [%n2, 4] : memref<?xf32> into memref<?x4xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%b : memref<?xf32>) outs(%cc : memref<?x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    linalg.yield %s : f32
  }
  %v = memref.load %c[%c0] : memref<?xf32>
  return %v : f32
}

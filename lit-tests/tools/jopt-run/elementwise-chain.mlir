// A chain of elementwise ops (hard swish's add, clip, mul and div, one op each) whose
// intermediate buffers only the next op reads runs as one where the JVM has the Vector API
// (jopt-run launched with it): the first three ops are put off ('deferred': checked and marked
// written at their own step), the last computes the four per element ('elementwise chain') and
// the intermediates' bytes are never written. Results, heap figures and the peak report are
// the interpreter's (--no-compile); in an in-process lit run without the Vector API each op
// runs its compiled kernel.
// RUN: rm -rf %t.interp && mkdir -p %t.interp
// RUN: jopt-run %s --args=iota --no-compile --peak-report --dump-results=%t.interp | FileCheck %s --check-prefix=HEAP
// RUN: jopt-run %s --args=iota --profile --peak-report --rtol=0 --atol=0 --expect=%t.interp/result0.npy 2> %t.profile | FileCheck %s --check-prefix=HEAP
// RUN: FileCheck %s < %t.profile

// CHECK: profile:
// CHECK-NOT: linalg.generic interpreted
// CHECK: {{1 x  linalg.generic compiled \(elementwise chain\)|4 x  linalg.generic compiled}}
// CHECK-NOT: linalg.generic interpreted

// HEAP:      heap: allocations=4 frees=3 peak-bytes=65536 live-bytes=16384
// HEAP-NEXT: peak: 65536 bytes live at once in 4 buffers, largest first:

func.func @main(%a: memref<64x64xf32>) -> memref<64x64xf32> {
  %t1 = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]} ins(%a : memref<64x64xf32>) outs(%t1 : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 3.0 : f32
    %0 = arith.addf %x, %c : f32
    linalg.yield %0 : f32
  }
  %t2 = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]} ins(%t1 : memref<64x64xf32>) outs(%t2 : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %lo = arith.constant 0.0 : f32
    %hi = arith.constant 6.0 : f32
    %0 = arith.maximumf %x, %lo : f32
    %1 = arith.minimumf %0, %hi : f32
    linalg.yield %1 : f32
  }
  %t3 = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]} ins(%a, %t2 : memref<64x64xf32>, memref<64x64xf32>) outs(%t3 : memref<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    linalg.yield %0 : f32
  }
  %t4 = memref.alloc() : memref<64x64xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]} ins(%t3 : memref<64x64xf32>) outs(%t4 : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 6.0 : f32
    %0 = arith.divf %x, %c : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %t1 : memref<64x64xf32>
  memref.dealloc %t2 : memref<64x64xf32>
  memref.dealloc %t3 : memref<64x64xf32>
  return %t4 : memref<64x64xf32>
}

// ONNX's LeakyRelu as convert-onnx-to-linalg lowers it (mulf by alpha, cmpf olt 0, select),
// then a maximum by -0.4, as oww-embedding has them: where the JVM has the Vector API the
// select is one step of the elementwise engine, and the two ops run as one chain (the first
// put off, 'deferred'); without it each op runs its compiled kernel. Results, heap figures and
// the peak report are the interpreter's (--no-compile), bit for bit.
// RUN: rm -rf %t.interp && mkdir -p %t.interp
// RUN: jopt-run %s --args=random --no-compile --peak-report --dump-results=%t.interp | FileCheck %s --check-prefix=HEAP
// RUN: jopt-run %s --args=random --profile --peak-report --rtol=0 --atol=0 --expect=%t.interp/result0.npy 2> %t.profile | FileCheck %s --check-prefix=HEAP
// RUN: FileCheck %s < %t.profile

// CHECK: profile:
// CHECK-NOT: linalg.generic interpreted
// CHECK: {{1 x  linalg.generic compiled \(elementwise chain\)|2 x  linalg.generic compiled}}
// CHECK-NOT: linalg.generic interpreted

// HEAP:      heap: allocations=2 frees=1 peak-bytes=36864 live-bytes=18432
// HEAP-NEXT: peak: 36864 bytes live at once in 2 buffers, largest first:

func.func @main(%a: memref<4x24x48xf32>) -> memref<4x24x48xf32> {
  %t1 = memref.alloc() : memref<4x24x48xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, w) -> (n, c, w)>, affine_map<(n, c, w) -> (n, c, w)>],
      iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : memref<4x24x48xf32>) outs(%t1 : memref<4x24x48xf32>) {
  ^bb0(%x: f32, %o: f32):
    %alpha = arith.constant 2.000000e-01 : f32
    %0 = arith.mulf %x, %alpha : f32
    %zero = arith.constant 0.000000e+00 : f32
    %1 = arith.cmpf olt, %x, %zero : f32
    %2 = arith.select %1, %0, %x : f32
    linalg.yield %2 : f32
  }
  %t2 = memref.alloc() : memref<4x24x48xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, w) -> (n, c, w)>, affine_map<(n, c, w) -> (n, c, w)>],
      iterator_types = ["parallel", "parallel", "parallel"]} ins(%t1 : memref<4x24x48xf32>) outs(%t2 : memref<4x24x48xf32>) {
  ^bb0(%x: f32, %o: f32):
    %lo = arith.constant -4.000000e-01 : f32
    %0 = arith.maximumf %x, %lo : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %t1 : memref<4x24x48xf32>
  return %t2 : memref<4x24x48xf32>
}

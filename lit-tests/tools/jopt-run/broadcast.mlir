// A bias per channel broadcast over an NCHW image (as a convolution's lowering starts its
// output): where the JVM has the Vector API it runs in the elementwise engine, a fixed value
// stored a vector at a time along each channel ('elementwise'); without it its compiled kernel.
// Results and heap figures are the interpreter's (--no-compile), bit for bit.
// RUN: rm -rf %t.interp && mkdir -p %t.interp
// RUN: jopt-run %s --args=random --no-compile --dump-results=%t.interp | FileCheck %s --check-prefix=HEAP
// RUN: jopt-run %s --args=random --profile --rtol=0 --atol=0 --expect=%t.interp/result0.npy 2> %t.profile | FileCheck %s --check-prefix=HEAP
// RUN: FileCheck %s < %t.profile

// CHECK: profile:
// CHECK: {{1 x  linalg.broadcast compiled( \(elementwise\))?$}}

// HEAP: heap: allocations=1 frees=0 peak-bytes=24576 live-bytes=24576

func.func @main(%b: memref<3xf32>) -> memref<2x3x32x32xf32> {
  %o = memref.alloc() : memref<2x3x32x32xf32>
  linalg.broadcast ins(%b : memref<3xf32>) outs(%o : memref<2x3x32x32xf32>) dimensions = [0, 2, 3]
  return %o : memref<2x3x32x32xf32>
}

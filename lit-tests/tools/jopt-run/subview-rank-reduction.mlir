// RUN: jopt-run %s -e main --args=iota | FileCheck %s

// A rank-reducing memref.subview drops the dims its result layout names: 1x3x1 to 1x3 with
// strides [3, 1] drops the last unit dim, not the first (jopt-run dropped unit dims from the
// front, so the view was 3x1 and the copy failed with "shapes differ"; a static ONNX model
// lowered at batch 1 faulted in its LSTM's matmul).

func.func @main(%a: memref<1x3x1xf32>) -> (memref<1x3xf32>, memref<3x1xf32>) {
  %v = memref.subview %a[0, 0, 0] [1, 3, 1] [1, 1, 1] : memref<1x3x1xf32> to memref<1x3xf32, strided<[3, 1]>>
  %o = memref.alloc() : memref<1x3xf32>
  memref.copy %v, %o : memref<1x3xf32, strided<[3, 1]>> to memref<1x3xf32>
  %w = memref.subview %a[0, 0, 0] [1, 3, 1] [1, 1, 1] : memref<1x3x1xf32> to memref<3x1xf32, strided<[1, 1]>>
  %p = memref.alloc() : memref<3x1xf32>
  memref.copy %w, %p : memref<3x1xf32, strided<[1, 1]>> to memref<3x1xf32>
  return %o, %p : memref<1x3xf32>, memref<3x1xf32>
}
// CHECK: result #0: memref<1x3xf32> {{\[\[}}0.0, 1.0, 2.0]]
// CHECK: result #1: memref<3x1xf32> {{\[\[}}0.0], [1.0], [2.0]]

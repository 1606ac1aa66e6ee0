// --threads=N splits the rows of a contraction (matmul, batch_matmul, convolution) across N
// threads, each output element computed by one thread in the op's order: the same bits as one
// thread, printed and as .npy (compared with tolerance 0). Rows 37 (not a multiple of the
// engine's 4), batches split between threads, a strided view, a convolution.
// RUN: rm -rf %t.one %t.two && mkdir -p %t.one %t.two
// RUN: jopt-run %s --args=random,random,random --threads=1 --dump-results=%t.one > %t.one.txt
// RUN: jopt-run %s --args=random,random,random --threads=2 --dump-results=%t.two > %t.two.txt
// RUN: diff %t.one.txt %t.two.txt
// RUN: jopt-run %s --args=random,random,random --threads=3 --rtol=0 --atol=0 --expect=%t.one/result0.npy,%t.one/result1.npy,%t.one/result2.npy | FileCheck %s
// RUN: not jopt-run %s --threads=0 2>&1 | FileCheck %s --check-prefix=ZERO

// CHECK: result #0: memref<3x37x301xf32>
// CHECK: result #1: memref<37x301xf32>
// CHECK: result #2: memref<2x8x14x14xf32>
// CHECK: heap: allocations=3 frees=0

// ZERO: jopt-run: for the --threads option: '0' is not a positive number
func.func @main(%a: memref<3x37x211xf32>, %b: memref<3x211x301xf32>, %img: memref<2x5x16x16xf32>)
    -> (memref<3x37x301xf32>, memref<37x301xf32>, memref<2x8x14x14xf32>) {
  %half = arith.constant 0.5 : f32
  %c = memref.alloc() : memref<3x37x301xf32>
  linalg.fill ins(%half : f32) outs(%c : memref<3x37x301xf32>)
  linalg.batch_matmul ins(%a, %b : memref<3x37x211xf32>, memref<3x211x301xf32>)
      outs(%c : memref<3x37x301xf32>)
  %d = memref.alloc() : memref<37x301xf32>
  linalg.fill ins(%half : f32) outs(%d : memref<37x301xf32>)
  %a1 = memref.subview %a[1, 0, 0] [1, 37, 211] [1, 1, 1]
      : memref<3x37x211xf32> to memref<37x211xf32, strided<[211, 1], offset: 7807>>
  %b2 = memref.subview %b[2, 0, 0] [1, 211, 301] [1, 1, 1]
      : memref<3x211x301xf32> to memref<211x301xf32, strided<[301, 1], offset: 127022>>
  linalg.matmul ins(%a1, %b2 : memref<37x211xf32, strided<[211, 1], offset: 7807>>,
      memref<211x301xf32, strided<[301, 1], offset: 127022>>) outs(%d : memref<37x301xf32>)
  %w = memref.subview %b[0, 0, 0] [1, 40, 9] [1, 1, 1]
      : memref<3x211x301xf32> to memref<40x9xf32, strided<[301, 1]>>
  %k = memref.expand_shape %w [[0, 1], [2, 3]] output_shape [8, 5, 3, 3]
      : memref<40x9xf32, strided<[301, 1]>> into memref<8x5x3x3xf32, strided<[1505, 301, 3, 1]>>
  %o = memref.alloc() : memref<2x8x14x14xf32>
  linalg.fill ins(%half : f32) outs(%o : memref<2x8x14x14xf32>)
  linalg.conv_2d_nchw_fchw ins(%img, %k : memref<2x5x16x16xf32>, memref<8x5x3x3xf32, strided<[1505, 301, 3, 1]>>)
      outs(%o : memref<2x8x14x14xf32>)
  return %c, %d, %o : memref<3x37x301xf32>, memref<37x301xf32>, memref<2x8x14x14xf32>
}

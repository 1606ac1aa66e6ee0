// An i32 contraction (addi of muli: the matmuls of a quantized model on its centered operands)
// runs in the contraction engine, with products and sums that wrap as arith's muli and addi do:
// the same bits as the interpreter. Operands scaled by 65537 so that products and sums overflow;
// a matmul of 37 rows (not a multiple of four), a batch_matmul on a strided view, a generic
// with a transposed operand.
// RUN: rm -rf %t.interp && mkdir -p %t.interp
// RUN: jopt-run %s --args=iota,iota --no-compile --dump-results=%t.interp > %t.interp.txt
// RUN: jopt-run %s --args=iota,iota --compile-threshold=0 --profile --rtol=0 --atol=0 --expect=%t.interp/result0.npy,%t.interp/result1.npy,%t.interp/result2.npy 2> %t.profile | FileCheck %s
// RUN: FileCheck %s --check-prefix=PROFILE < %t.profile

// CHECK: result #0: memref<37x45xi32>
// CHECK: result #1: memref<2x5x45xi32>
// CHECK: result #2: memref<37x45xi32>
// CHECK-NOT: mismatch
// PROFILE-DAG: linalg.matmul{{.*}}compiled (contraction)
// PROFILE-DAG: linalg.batch_matmul{{.*}}compiled (contraction)
// PROFILE-DAG: linalg.generic{{.*}}compiled (contraction)

#id = affine_map<(i, j) -> (i, j)>
#a = affine_map<(i, j, k) -> (i, k)>
#bt = affine_map<(i, j, k) -> (j, k)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @main(%x: memref<37x300xi32>, %y: memref<300x45xi32>)
    -> (memref<37x45xi32>, memref<2x5x45xi32>, memref<37x45xi32>) {
  %big = arith.constant 65537 : i32
  %seven = arith.constant -7 : i32
  %a = memref.alloc() : memref<37x300xi32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<37x300xi32>) outs(%a : memref<37x300xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.muli %in, %big : i32
    linalg.yield %s : i32
  }
  %b = memref.alloc() : memref<300x45xi32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<300x45xi32>) outs(%b : memref<300x45xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.muli %in, %big : i32
    %t = arith.subi %s, %big : i32
    linalg.yield %t : i32
  }
  %c = memref.alloc() : memref<37x45xi32>
  linalg.fill ins(%seven : i32) outs(%c : memref<37x45xi32>)
  linalg.matmul ins(%a, %b : memref<37x300xi32>, memref<300x45xi32>) outs(%c : memref<37x45xi32>)
  %a3 = memref.expand_shape %a [[0, 1], [2]] output_shape [1, 37, 300]
      : memref<37x300xi32> into memref<1x37x300xi32>
  %as = memref.subview %a3[0, 3, 0] [1, 10, 300] [1, 1, 1]
      : memref<1x37x300xi32> to memref<10x300xi32, strided<[300, 1], offset: 900>>
  %a2 = memref.expand_shape %as [[0, 1], [2]] output_shape [2, 5, 300]
      : memref<10x300xi32, strided<[300, 1], offset: 900>> into memref<2x5x300xi32, strided<[1500, 300, 1], offset: 900>>
  %b2 = memref.alloc() : memref<2x300x45xi32>
  %b20 = memref.subview %b2[0, 0, 0] [1, 300, 45] [1, 1, 1]
      : memref<2x300x45xi32> to memref<300x45xi32, strided<[45, 1]>>
  %b21 = memref.subview %b2[1, 0, 0] [1, 300, 45] [1, 1, 1]
      : memref<2x300x45xi32> to memref<300x45xi32, strided<[45, 1], offset: 13500>>
  memref.copy %b, %b20 : memref<300x45xi32> to memref<300x45xi32, strided<[45, 1]>>
  memref.copy %b, %b21 : memref<300x45xi32> to memref<300x45xi32, strided<[45, 1], offset: 13500>>
  %d = memref.alloc() : memref<2x5x45xi32>
  linalg.fill ins(%seven : i32) outs(%d : memref<2x5x45xi32>)
  linalg.batch_matmul ins(%a2, %b2 : memref<2x5x300xi32, strided<[1500, 300, 1], offset: 900>>, memref<2x300x45xi32>)
      outs(%d : memref<2x5x45xi32>)
  %bt = memref.alloc() : memref<45x300xi32>
  linalg.transpose ins(%b : memref<300x45xi32>) outs(%bt : memref<45x300xi32>) permutation = [1, 0]
  %e = memref.alloc() : memref<37x45xi32>
  linalg.fill ins(%seven : i32) outs(%e : memref<37x45xi32>)
  linalg.generic {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bt : memref<37x300xi32>, memref<45x300xi32>) outs(%e : memref<37x45xi32>) {
  ^bb0(%p: i32, %q: i32, %acc: i32):
    %m = arith.muli %q, %p : i32
    %s = arith.addi %m, %acc : i32
    linalg.yield %s : i32
  }
  memref.dealloc %a : memref<37x300xi32>
  memref.dealloc %b : memref<300x45xi32>
  memref.dealloc %b2 : memref<2x300x45xi32>
  memref.dealloc %bt : memref<45x300xi32>
  return %c, %d, %e : memref<37x45xi32>, memref<2x5x45xi32>, memref<37x45xi32>
}

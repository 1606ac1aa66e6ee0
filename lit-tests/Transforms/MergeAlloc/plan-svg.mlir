// merge-alloc{plan-svg=FILE} draws the plan: a rectangle per buffer (time across, offset up),
// the arena size and the lower bound (peak of live bytes) marked.
// RUN: jopt --merge-alloc="plan-svg=%t.svg" %s -o %t.mlir
// RUN: FileCheck %s --input-file=%t.svg

// CHECK: <svg
// CHECK: merge-alloc scope 0: 131072 bytes (lower bound 131072)
// CHECK: <rect {{.*}}<title>memref&lt;128x128xf32&gt;: ticks [1, 7], 65536 bytes at offset 0</title></rect>
// CHECK: <rect {{.*}}65536 bytes at offset 65536</title></rect>
// CHECK: <rect {{.*}}65536 bytes at offset 0</title></rect>
// CHECK: arena 131072
// CHECK: lower bound 131072
// CHECK: </svg>
func.func @mlp(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%a0: memref<128x128xf32>)
  %b0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%b0: memref<128x128xf32>)
  %c0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%c0: memref<128x128xf32>)
  %d0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%d0: memref<128x128xf32>)
  return %d0 : memref<128x128xf32>
}

// --peak-report lists the buffers live when the run first reached its peak of heap and stack
// bytes (total-peak-bytes), largest first, each with its share and the op that allocated it.
// Here %t (512 B) is freed before %u is made, so the peak is %h, %u and the alloca: 256 + 1024
// + 64 B. Through a pipeline, one report for the input's run and one for the output's:
// jopt-deallocation-pipeline frees the temporary %t before %u as the input does, and
// merge-alloc's arena is one buffer (a plan report draws what it holds).
// RUN: jopt-run %s --args=iota --peak-report | FileCheck %s
// RUN: jopt-run %s --args=iota --peak-report -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' | FileCheck %s --check-prefix=PIPE
// RUN: jopt-run %s --args=iota | FileCheck %s --check-prefix=NONE

// CHECK:      heap: allocations=3 frees=3 {{.*}} total-peak-bytes=1344
// CHECK-NEXT: peak: 1344 bytes live at once in 3 buffers, largest first:
// CHECK-NEXT:   1024 bytes  76.2%  buffer #{{[0-9]+}} memref<256xf32> (memref.alloc at {{.*}}peak-report.mlir:[[@LINE+27]]:8)
// CHECK-NEXT:    256 bytes  19.0%  buffer #{{[0-9]+}} memref<64xf32> (memref.alloc at {{.*}}peak-report.mlir:[[@LINE+19]]:8)
// CHECK-NEXT:     64 bytes   4.8%  buffer #{{[0-9]+}} memref<16xf32> on the stack (memref.alloca at {{.*}}peak-report.mlir:[[@LINE+16]]:8)
// CHECK-NOT:  bytes

// PIPE:      heap before: {{.*}} total-peak-bytes=1344
// PIPE-NEXT: heap after:
// PIPE-NEXT: peak before: 1344 bytes live at once in 3 buffers, largest first:
// PIPE:      peak after: {{[0-9]+}} bytes live at once in {{[12]}} buffer
// PIPE-NOT:  memref<256xf32>

// NONE:     heap:
// NONE-NOT: {{^}}peak

func.func @main(%x: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %s = memref.alloca() : memref<16xf32>
  memref.copy %x, %s : memref<16xf32> to memref<16xf32>
  %h = memref.alloc() : memref<64xf32>
  %t = memref.alloc() : memref<128xf32>
  %v = memref.load %s[%c1] : memref<16xf32>
  memref.store %v, %t[%c0] : memref<128xf32>
  %w = memref.load %t[%c0] : memref<128xf32>
  memref.store %w, %h[%c0] : memref<64xf32>
  memref.dealloc %t : memref<128xf32>
  %u = memref.alloc() : memref<256xf32>
  %a = memref.load %h[%c0] : memref<64xf32>
  memref.store %a, %u[%c16] : memref<256xf32>
  %r = memref.load %u[%c16] : memref<256xf32>
  memref.dealloc %u : memref<256xf32>
  memref.dealloc %h : memref<64xf32>
  return %r : f32
}

// Element counts are exact: a count that overflows 63 bits is not small enough for the stack
// (once it wrapped to 0 and the buffer became a memref.alloca), nor does a count that wraps
// negative raise the stack budget for the buffers after it.
// RUN: jopt %s -p 'builtin.module(func.func(hlo-buffer-reuse))' --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @huge
// CHECK-NOT:     memref.alloca
// CHECK:         memref.alloc() : memref<4294967296x4294967296xf32>
// CHECK:         memref.alloc() : memref<3x4611686018427387904xi8>
// CHECK:         memref.alloc() : memref<1000000xf32>
// CHECK-NOT:     memref.alloca
func.func @huge() {
  %a = memref.alloc() : memref<4294967296x4294967296xf32>
  %b = memref.alloc() : memref<3x4611686018427387904xi8>
  %c = memref.alloc() : memref<1000000xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0, %c0] : memref<4294967296x4294967296xf32>
  memref.store %x, %c[%c0] : memref<1000000xf32>
  %v = memref.load %b[%c0, %c0] : memref<3x4611686018427387904xi8>
  %w = memref.load %c[%c0] : memref<1000000xf32>
  "test.use"(%v, %w) : (i8, f32) -> ()
  memref.dealloc %a : memref<4294967296x4294967296xf32>
  memref.dealloc %b : memref<3x4611686018427387904xi8>
  memref.dealloc %c : memref<1000000xf32>
  return
}

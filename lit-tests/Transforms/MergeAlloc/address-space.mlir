// Sizes are exact: buffers that cannot share a 64-bit address space are refused with the
// scope's first allocation named, never planned with wrapped offsets or arenas; a buffer
// whose own size overflows 63 bits is not merged at all.
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc))' --split-input-file --verify-diagnostics
// RUN: jopt %s -p 'builtin.module(func.func(gc-merge-alloc))' --split-input-file --verify-diagnostics
// (gc-merge-alloc's messages are the same after its own prefix.)
func.func @two_live_max_buffers() {
  // expected-error @+1 {{merge-alloc: 2 buffers of 18446744073709551616 bytes live at once (aligned to 64) do not fit in a 64-bit address space}}
  %a = memref.alloc() : memref<9223372036854775807xi8>
  %b = memref.alloc() : memref<9223372036854775807xi8>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<9223372036854775807xi8>
  memref.store %x, %b[%c0] : memref<9223372036854775807xi8>
  %y = memref.load %b[%c0] : memref<9223372036854775807xi8>
  memref.store %y, %a[%c0] : memref<9223372036854775807xi8>
  return
}

// -----

func.func @five_live_huge_buffers() {
  // expected-error @+1 {{merge-alloc: 5 buffers of 11529215046068469760 bytes live at once (aligned to 64) do not fit in a 64-bit address space}}
  %a0 = memref.alloc() : memref<2305843009213693952xi8>
  %a1 = memref.alloc() : memref<2305843009213693952xi8>
  %a2 = memref.alloc() : memref<2305843009213693952xi8>
  %a3 = memref.alloc() : memref<2305843009213693952xi8>
  %a4 = memref.alloc() : memref<2305843009213693952xi8>
  %c0 = arith.constant 0 : index
  %x0 = memref.load %a0[%c0] : memref<2305843009213693952xi8>
  %x1 = memref.load %a1[%c0] : memref<2305843009213693952xi8>
  %x2 = memref.load %a2[%c0] : memref<2305843009213693952xi8>
  %x3 = memref.load %a3[%c0] : memref<2305843009213693952xi8>
  %x4 = memref.load %a4[%c0] : memref<2305843009213693952xi8>
  memref.store %x1, %a0[%c0] : memref<2305843009213693952xi8>
  memref.store %x2, %a1[%c0] : memref<2305843009213693952xi8>
  memref.store %x3, %a2[%c0] : memref<2305843009213693952xi8>
  memref.store %x4, %a3[%c0] : memref<2305843009213693952xi8>
  memref.store %x0, %a4[%c0] : memref<2305843009213693952xi8>
  return
}

// -----

// One element count that overflows: the buffer is left as it is, the small one merged.
func.func @overflowing_count_not_merged() {
  %a = memref.alloc() : memref<4294967296x4294967296xf32>
  %b = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0, %c0] : memref<4294967296x4294967296xf32>
  memref.store %x, %b[%c0] : memref<16xf32>
  return
}

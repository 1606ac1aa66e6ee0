// Allocation sizes are counted exactly: a size past 64 bits is an error with its exact byte
// count, never a wrapped one (2^64 bytes once ran as a clean 0-byte buffer).
// RUN: not jopt-run %s --entry=@two_to_the_64 2>&1 | FileCheck %s --check-prefix=POW64
// RUN: not jopt-run %s --entry=@dynamic_wrap 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: not jopt-run %s --entry=@strided 2>&1 | FileCheck %s --check-prefix=STRIDED
// RUN: jopt-run %s --entry=@empty | FileCheck %s --check-prefix=EMPTY
// RUN: not jopt-run %s --entry=@huge_view 2>&1 | FileCheck %s --check-prefix=VIEW

// POW64: huge-sizes.mlir:[[# @LINE + 2]]:8: error: allocation of 18446744073709551616 bytes exceeds the interpreter's limit of 1073741824 bytes
func.func @two_to_the_64() {
  %0 = memref.alloc() : memref<4294967296x4294967296xi8>
  memref.dealloc %0 : memref<4294967296x4294967296xi8>
  return
}

// DYN: huge-sizes.mlir:[[# @LINE + 3]]:8: error: allocation of 18446744073709551616 bytes exceeds the interpreter's limit of 1073741824 bytes
func.func @dynamic_wrap() {
  %c = arith.constant 4611686018427387904 : index
  %0 = memref.alloc(%c) : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// STRIDED: huge-sizes.mlir:[[# @LINE + 2]]:8: error: allocation of 24595658764946068824 bytes exceeds the interpreter's limit of 1073741824 bytes
func.func @strided() {
  %0 = memref.alloc() : memref<3x2xf32, strided<[3074457345618258602, 1]>>
  memref.dealloc %0 : memref<3x2xf32, strided<[3074457345618258602, 1]>>
  return
}

// A zero size makes the buffer empty, however large the others.
// EMPTY: heap: allocations=1 frees=1 peak-bytes=0
func.func @empty() {
  %0 = memref.alloc() : memref<0x4294967296x4294967296xi8>
  memref.dealloc %0 : memref<0x4294967296x4294967296xi8>
  return
}

// A view whose extent passes 63 bits is not in its buffer.
// VIEW: huge-sizes.mlir:[[# @LINE + 5]]:8: error: read through a view whose elements lie past 2^63 bytes of address, outside buffer #1
func.func @huge_view() -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [4611686018427387904], strides: [4] : memref<4xf32> to memref<4611686018427387904xf32, strided<[4]>>
  %x = memref.load %v[%c0] : memref<4611686018427387904xf32, strided<[4]>>
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

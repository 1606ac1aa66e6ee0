// Views of one arena that follow each other in time share bytes (merge-alloc's output). A
// linalg.generic whose body never reads its output does not read it (MLIR's
// payloadUsesValueFromOperand): writing over the previous view's bytes is clean. A body that
// reads its output reads the other view's bytes: that is a clobbered read.
// RUN: jopt-run %s --entry=@unread_output | FileCheck %s
// RUN: not jopt-run %s --entry=@read_output 2>&1 | FileCheck %s --check-prefix=READ
// RUN: jopt-run %s --entry=@unread_output --compile-threshold=0 | FileCheck %s
// RUN: not jopt-run %s --entry=@read_output --compile-threshold=0 2>&1 | FileCheck %s --check-prefix=READ

// CHECK:      result #0: 2.0 : f32
// CHECK-NEXT: heap: allocations=1 frees=1

// READ: arena-outputs.mlir:[[# @LINE + 33]]:3: error: read of bytes last written through another buffer: byte 0 of buffer #1 (memref<64xi8>, 64 bytes) belongs to two live buffers
// READ: arena-outputs.mlir:[[# @LINE + 28]]:8: note: the bytes were written through the buffer made here
// READ: arena-outputs.mlir:[[# @LINE + 30]]:8: note: and are read through the buffer made here

#id = affine_map<(d0) -> (d0)>
func.func @unread_output() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %arena = memref.alloc() : memref<64xi8>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf64>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%b : memref<8xf64>) {
  ^bb0(%o: f64):
    %two = arith.constant 2.0 : f64
    linalg.yield %two : f64
  }
  %y = memref.load %b[%c0] : memref<8xf64>
  %yf = arith.truncf %y : f64 to f32
  %r = arith.mulf %x, %yf : f32
  memref.dealloc %arena : memref<64xi8>
  return %r : f32
}

func.func @read_output() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %arena = memref.alloc() : memref<64xi8>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.view %arena[%c0][] : memref<64xi8> to memref<16xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%b : memref<16xf32>) {
  ^bb0(%o: f32):
    %v = arith.addf %o, %o : f32
    linalg.yield %v : f32
  }
  memref.dealloc %arena : memref<64xi8>
  return %x : f32
}

// Vector ops read and write memory through the instrumented heap: their faults are found at
// the op, as scalar accesses' are; a transfer pads only the dimensions it does not declare in
// bounds, and a masked-off lane is never accessed.
// RUN: not jopt-run %s --entry=@read_in_bounds_lie --args=2 2>&1 | FileCheck %s --check-prefix=INBOUNDS
// RUN: jopt-run %s --entry=@read_padded --args=2 | FileCheck %s --check-prefix=PADDED
// RUN: not jopt-run %s --entry=@load_after_free 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not jopt-run %s --entry=@store_out_of_bounds --args=2 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not jopt-run %s --entry=@uninitialized 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: jopt-run %s --entry=@masked_off --args=3 | FileCheck %s --check-prefix=MASKED
// RUN: not jopt-run %s --entry=@extract_poison --args=4 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not jopt-run %s --entry=@gather_outside --args=6 2>&1 | FileCheck %s --check-prefix=GATHER

// INBOUNDS: vector-faults.mlir:[[# @LINE + 5]]:8: error: index 4 out of bounds for dimension 0 of size 4
func.func @read_in_bounds_lie(%i: index) -> vector<3xf32> {
  %a = memref.alloc() : memref<4xf32>
  %pad = arith.constant 0.0 : f32
  linalg.fill ins(%pad : f32) outs(%a : memref<4xf32>)
  %v = vector.transfer_read %a[%i], %pad {in_bounds = [true]} : memref<4xf32>, vector<3xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : vector<3xf32>
}

// PADDED: result #0: [1.0, 1.0, -1.0] : vector<3xf32>
// PADDED: heap: allocations=1 frees=1
func.func @read_padded(%i: index) -> vector<3xf32> {
  %a = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %a[%i], %pad : memref<4xf32>, vector<3xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : vector<3xf32>
}

// UAF: vector-faults.mlir:[[# @LINE + 6]]:8: error: read of buffer #1 (memref<8xf32>, 32 bytes) after it was freed
// UAF: vector-faults.mlir:[[# @LINE + 3]]:8: note: buffer #1 allocated here
func.func @load_after_free() -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %v = vector.load %a[%c0] : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// OOB: vector-faults.mlir:[[# @LINE + 5]]:3: error: index 4 out of bounds for dimension 1 of size 4
func.func @store_out_of_bounds(%j: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x4xf32>
  %v = arith.constant dense<7.0> : vector<3xf32>
  vector.store %v, %a[%c0, %j] : memref<2x4xf32>, vector<3xf32>
  memref.dealloc %a : memref<2x4xf32>
  return
}

// UNINIT: vector-faults.mlir:[[# @LINE + 4]]:8: error: read of uninitialized memory: byte 0 of buffer #1 (memref<4xi32>, 16 bytes) was never written
func.func @uninitialized() -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  %v = vector.load %a[%c0] : memref<4xi32>, vector<4xi32>
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  memref.dealloc %a : memref<4xi32>
  return %s : i32
}

// MASKED: result #0: [5, 5, 5, 0] : vector<4xi32>
// MASKED: heap: allocations=1 frees=1
func.func @masked_off(%n: index) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xi32>
  %five = arith.constant dense<5> : vector<3xi32>
  vector.store %five, %a[%c0] : memref<3xi32>, vector<3xi32>
  %m = vector.create_mask %n : vector<4xi1>
  %pass = arith.constant dense<0> : vector<4xi32>
  %v = vector.maskedload %a[%c0], %m, %pass : memref<3xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  memref.dealloc %a : memref<3xi32>
  return %v : vector<4xi32>
}

// POISON: vector-faults.mlir:[[# @LINE + 3]]:8: error: vector.extract at position 4 of dimension 0 of size 4 (poison)
func.func @extract_poison(%i: index) -> f32 {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %e = vector.extract %v[%i] : f32 from vector<4xf32>
  return %e : f32
}

// GATHER: vector-faults.mlir:[[# @LINE + 7]]:8: error: read of bytes [24, 28) outside buffer #1 (memref<2x3xf32>, 24 bytes)
func.func @gather_outside(%k: i32) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x3xf32>
  %idx = vector.broadcast %k : i32 to vector<2xi32>
  %mask = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %v = vector.gather %a[%c0, %c0][%idx], %mask, %pass : memref<2x3xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  memref.dealloc %a : memref<2x3xf32>
  return %v : vector<2xf32>
}

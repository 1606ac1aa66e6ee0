// COMPARE: mlir-opt-22
// RUN: jopt %s -canonicalize | FileCheck %s

// Canonicalization of scf.index_switch as mlir-opt-22: a result every region yields the same
// outside value for is that value, unused results are dropped with their yield operands, and a
// switch left without results or effects is erased.

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: f32, %arg4: index) -> index {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> index 
// CHECK-NEXT: case 0 {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg4] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @h(%arg0: index, %arg1: memref<4xf32>, %arg2: f32, %arg3: index) -> memref<4xf32> {
// CHECK-NEXT: scf.index_switch %arg0 
// CHECK-NEXT: case 3 {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : memref<4xf32>

func.func @f(%i: index, %m: memref<4xf32>, %n: memref<4xf32>, %s: f32, %c: index) -> index {
  %r:2 = scf.index_switch %i -> memref<4xf32>, index
  case 0 {
    memref.store %s, %m[%c] : memref<4xf32>
    scf.yield %m, %c : memref<4xf32>, index
  }
  case 1 {
    scf.yield %n, %i : memref<4xf32>, index
  }
  default {
    scf.yield %m, %c : memref<4xf32>, index
  }
  return %r#1 : index
}
func.func @g(%i: index, %m: memref<4xf32>, %n: memref<4xf32>) {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    scf.yield %m : memref<4xf32>
  }
  default {
    scf.yield %n : memref<4xf32>
  }
  return
}
func.func @h(%i: index, %m: memref<4xf32>, %s: f32, %c: index) -> memref<4xf32> {
  %r = scf.index_switch %i -> memref<4xf32>
  case 3 {
    memref.store %s, %m[%c] : memref<4xf32>
    scf.yield %m : memref<4xf32>
  }
  default {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @copy(%arg0: memref<4xf32>, %arg1: memref<4xf32, strided<[2], offset: ?>>, %arg2: memref<?xf32, 1>, %arg3: memref<*xf32>, %arg4: memref<*xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %arg0 : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %arg2 : memref<4xf32> to memref<?xf32, 1>
// CHECK-NEXT: memref.copy %arg3, %arg4 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %arg0 {foo = 1 : i32} : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.copy between layouts and memory spaces.

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2], offset: ?>>, %c: memref<?xf32, 1>,
                %u: memref<*xf32>, %v: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2], offset: ?>>
  memref.copy %b, %a : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32>
  memref.copy %a, %c : memref<4xf32> to memref<?xf32, 1>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  memref.copy %a, %a {foo = 1 : i32} : memref<4xf32> to memref<4xf32>
  return
}

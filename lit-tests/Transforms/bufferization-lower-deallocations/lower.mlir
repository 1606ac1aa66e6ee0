// COMPARE: mlir-opt-22
// RUN: jopt %s -bufferization-lower-deallocations | FileCheck %s

// bufferization-lower-deallocations: a dealloc of one memref without retained values is an
// scf.if around memref.dealloc; with retained values, the pointers are compared inline; with
// several memrefs, their aligned pointers and conditions go into lists (memref.alloc'ed,
// freed after) passed to one private @dealloc_helper function per module.

// CHECK-LABEL: func @one(
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func @one_retained(
// CHECK-NEXT: %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK-NEXT: %[[Q:.*]] = memref.extract_aligned_pointer_as_index %arg2
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[Q]] : index
// CHECK-NEXT: %[[FREE:.*]] = arith.andi %[[NE]], %arg1 : i1
// CHECK-NEXT: scf.if %[[FREE]] {
// CHECK-NEXT: memref.dealloc %arg0

// CHECK-LABEL: func @many(
// CHECK: %[[PTRS:.*]] = memref.alloc() : memref<2xindex>
// CHECK: call @dealloc_helper(
// CHECK: memref.dealloc %[[PTRS]] : memref<2xindex>

// CHECK-LABEL: func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>)
// CHECK-NOT: func private @dealloc_helper

func.func @one(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}

func.func @one_retained(%m: memref<4xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %o = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r : memref<2xf32>)
  return %o : i1
}

func.func @many(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %o = bufferization.dealloc (%a, %b : memref<4xf32>, memref<?xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %o : i1
}

func.func @many_again(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %d)
  return
}

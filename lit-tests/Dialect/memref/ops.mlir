// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// Every memref op in its custom form, as mlir-opt-22 prints it.

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16}
memref.global @zeros : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<3xf16>

func.func @allocs(%d: index, %s: index) {
  %a = memref.alloc(%d) : memref<?x4xf32>
  %b = memref.alloc()[%s] {alignment = 64} : memref<4xf32, strided<[1], offset: ?>>
  %c = memref.alloca(%d) : memref<?xi8>
  %r = memref.realloc %c(%d) : memref<?xi8> to memref<?xi8>
  %r2 = memref.realloc %r {alignment = 8} : memref<?xi8> to memref<16xi8>
  memref.dealloc %a : memref<?x4xf32>
  memref.dealloc %b {tag} : memref<4xf32, strided<[1], offset: ?>>
  return
}

func.func @access(%m: memref<4x4xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %v, %m[%i, %i] {alignment = 4} : memref<4x4xf32>
  %1 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %2 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    %n = arith.mulf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  memref.prefetch %m[%i, %i], write, locality<1>, instr : memref<4x4xf32>
  %g = memref.get_global @cst : memref<2xf32>
  return %2 : f32
}

func.func @copies(%a: memref<4xf32>, %b: memref<*xf32>, %t: memref<1xi32>, %i: index) {
  memref.copy %a, %b : memref<4xf32> to memref<*xf32>
  memref.dma_start %a[%i], %a[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_start %a[%i], %a[%i], %i, %t[%i], %i, %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}

func.func @views(%m: memref<8x8xf32>, %u: memref<*xf32>, %buf: memref<64xi8>, %i: index, %shape: memref<2xindex>) {
  %v = memref.view %buf[%i][%i] : memref<64xi8> to memref<?x2xf32>
  %s = memref.subview %m[%i, 2][4, %i][1, %i] : memref<8x8xf32> to memref<4x?xf32, strided<[8, ?], offset: ?>>
  %r = memref.subview %m[0, 0][1, 8][1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<8x8xf32>
  %ms = memref.memory_space_cast %m : memref<8x8xf32> to memref<8x8xf32, 3>
  %rc = memref.reinterpret_cast %u to offset: [%i], sizes: [4, %i], strides: [%i, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %rs = memref.reshape %m(%shape) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %e = memref.expand_shape %r [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1]>> into memref<2x4xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %al = memref.assume_alignment %m, 32 : memref<8x8xf32>
  %d:2 = memref.distinct_objects %m, %c : memref<8x8xf32>, memref<?x?xf32>
  return
}

func.func @metadata(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %d = memref.dim %m, %i : memref<4x?xf32>
  %r = memref.rank %u : memref<*xf32>
  return %p, %d, %r : index, index, index
}

func.func @scopes(%i: index, %v: f32) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  } {tag}
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 16 : i64}
// CHECK-NEXT: memref.global @zeros : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @ext : memref<3xf16>
// CHECK-LABEL: func.func @allocs(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg1] {alignment = 64 : i64} : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi8>
// CHECK-NEXT: %0 = memref.realloc %alloca(%arg0) : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: %1 = memref.realloc %0 {alignment = 8 : i64} : memref<?xi8> to memref<16xi8>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 {tag} : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: memref<4x4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] {alignment = 4 : i64} : memref<4x4xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg2, %arg0[%arg1, %arg1] : (f32, memref<4x4xf32>) -> f32
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<4x4xf32> {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %4 = arith.mulf %arg3, %arg2 : f32
// CHECK-NEXT: memref.atomic_yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg1], write, locality<1>, instr : memref<4x4xf32>
// CHECK-NEXT: %3 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copies(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg0[%arg3], %arg3, %arg2[%arg3] : memref<4xf32>, memref<4xf32>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg0[%arg3], %arg3, %arg2[%arg3], %arg3, %arg3 : memref<4xf32>, memref<4xf32>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg3 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: memref<8x8xf32>, %arg1: memref<*xf32>, %arg2: memref<64xi8>, %arg3: index, %arg4: memref<2xindex>) {
// CHECK-NEXT: %view = memref.view %arg2[%arg3][%arg3] : memref<64xi8> to memref<?x2xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[%arg3, 2] [4, %arg3] [1, %arg3] : memref<8x8xf32> to memref<4x?xf32, strided<[8, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<8x8xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<8x8xf32> to memref<8x8xf32, 3>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [%arg3], sizes: [4, %arg3], strides: [%arg3, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg4) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %subview_0 {{\[\[}}0, 1{{\]\]}} output_shape [2, 4] : memref<8xf32, strided<[1]>> into memref<2x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<8x8xf32> into memref<64xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 32 : memref<8x8xf32>
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %cast : memref<8x8xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %intptr, %dim, %0 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scopes(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg1 : f32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

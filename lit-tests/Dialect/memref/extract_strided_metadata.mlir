// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @extract_strided_metadata(%arg0: memref<4x4xf32>, %arg1: memref<f32>, %arg2: memref<?xi8, strided<[?], offset: ?>, 3>) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg2 : memref<?xi8, strided<[?], offset: ?>, 3> -> memref<i8, 3>, index, index, index
// CHECK-NEXT: "test.use"(%sizes#1, %strides#0, %base_buffer_2) : (index, index, memref<i8, 3>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.extract_strided_metadata for ranks 0, 1, 2 and strided layouts.

func.func @extract_strided_metadata(%m: memref<4x4xf32>, %r: memref<f32>, %v: memref<?xi8, strided<[?], offset: ?>, 3>) {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %r : memref<f32> -> memref<f32>, index
  %b1, %o1, %sz1, %st1 = memref.extract_strided_metadata %v : memref<?xi8, strided<[?], offset: ?>, 3> -> memref<i8, 3>, index, index, index
  "test.use"(%sz#1, %st#0, %b1) : (index, index, memref<i8, 3>) -> ()
  return
}

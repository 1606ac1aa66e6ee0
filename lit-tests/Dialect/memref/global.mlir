// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @x : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global @y : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @z : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @ext : memref<3xf32>
// CHECK-NEXT: memref.global "public" @pub : memref<3xf32>
// CHECK-NEXT: memref.global "nested" @n : memref<2x2xi8, 1> = dense<1>
// CHECK-NEXT: memref.global "private" constant @splat : memref<4x4xf16> = dense<1.500000e+00>
// CHECK-NEXT: memref.global constant @c : memref<3xi64> = dense<[1, 2, 3]>
// CHECK-LABEL: func.func @get_global() {
// CHECK-NEXT: %0 = memref.get_global @x : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @y : memref<4xi32>
// CHECK-NEXT: %2 = memref.get_global @z : memref<f32>
// CHECK-NEXT: %3 = memref.get_global @n : memref<2x2xi8, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.global and memref.get_global.

memref.global "private" constant @x : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @y : memref<4xi32> = uninitialized
memref.global "private" @z : memref<f32> = dense<0.0> {alignment = 64}
memref.global @ext : memref<3xf32>
memref.global "public" @pub : memref<3xf32>
memref.global "nested" @n : memref<2x2xi8, 1> = dense<1>
memref.global "private" constant @splat : memref<4x4xf16> = dense<1.5>
memref.global constant @c : memref<3xi64> = dense<[1, 2, 3]>

func.func @get_global() {
  %0 = memref.get_global @x : memref<2xf32>
  %1 = memref.get_global @y : memref<4xi32>
  %2 = memref.get_global @z : memref<f32>
  %3 = memref.get_global @n : memref<2x2xi8, 1>
  return
}

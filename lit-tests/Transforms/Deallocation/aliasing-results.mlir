// Results that are one buffer: a function returning one alloc twice hands the first position
// its ownership and the second a null (not the retain's second result for both), and a caller
// frees the results of a call as one alias class when the callee's results may alias each
// other (one alloc twice, or a select of two allocs returned beside one of them), after the
// last use of either.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=TWICE
// RUN: jopt-run %s -e @select_main -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=SELECT

// TWICE: result #0: 1.0 : f32
// TWICE: heap after: allocations=1 frees=1 peak-bytes=8 live-bytes=0
// SELECT: result #0: 4.0 : f32
// SELECT: heap after: allocations=2 frees=2 peak-bytes=16 live-bytes=0

// CHECK-LABEL: func.func @twice(
// CHECK:       %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  %[[OWN:.*]] = deallocation.own %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:  %[[R:.*]]:2 = deallocation.retain(%[[ALLOC]], %[[ALLOC]]) of(%[[OWN]])
// CHECK-NEXT:  return %[[ALLOC]], %[[ALLOC]], %[[R]]#0, %[[R]]#1 :
func.func @twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK:       %[[C:.*]]:4 = call @twice()
// CHECK:       memref.store %{{.*}}, %[[C]]#0
// CHECK-NEXT:  %[[V:.*]] = memref.load %[[C]]#1
// CHECK-NEXT:  deallocation.retain() of(%[[C]]#2)
// CHECK-NEXT:  deallocation.retain() of(%[[C]]#3)
// CHECK-NEXT:  return %[[V]] : f32
func.func @main() -> f32 {
  %x, %y = call @twice() : () -> (memref<2xf32>, memref<2xf32>)
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %x[%c0] : memref<2xf32>
  %v = memref.load %y[%c0] : memref<2xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @select(
// CHECK:       %[[R:.*]]:2 = deallocation.retain(%{{.*}}, %{{.*}}) of(%{{.*}}, %{{.*}})
// CHECK-NEXT:  return %{{.*}}, %{{.*}}, %[[R]]#0, %[[R]]#1 :
func.func @select(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %a[%c0] : memref<2xf32>
  memref.store %two, %b[%c0] : memref<2xf32>
  %r = arith.select %c, %a, %b : memref<2xf32>
  return %r, %b : memref<2xf32>, memref<2xf32>
}

// The select picks %b: both results are %b, freed once after the second load.
// CHECK-LABEL: func.func @select_main(
// CHECK:       %[[C:.*]]:4 = call @select(
// CHECK-NEXT:  %[[V:.*]] = memref.load %[[C]]#0
// CHECK-NEXT:  %[[W:.*]] = memref.load %[[C]]#1
// CHECK-NEXT:  deallocation.retain() of(%[[C]]#2)
// CHECK-NEXT:  deallocation.retain() of(%[[C]]#3)
func.func @select_main() -> f32 {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %x, %y = call @select(%false) : (i1) -> (memref<2xf32>, memref<2xf32>)
  %v = memref.load %x[%c0] : memref<2xf32>
  %w = memref.load %y[%c0] : memref<2xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// COMPARE: mlir-opt-22
// RUN: jopt %s -buffer-deallocation-simplification | FileCheck %s

// buffer-deallocation-simplification drops from bufferization.dealloc what the buffer origin
// analysis proves: a memref that is the same allocation as a retained one is not freed (the
// retained one's updated condition takes its condition); a retained value that cannot alias
// any freed memref is dropped (its result is false); each memref that cannot alias the others
// gets a dealloc of its own; duplicates merge their conditions.

func.func private @use(memref<4xf32>, memref<2xf32>)

// CHECK-LABEL: func @retained_alias
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<4xf32>) if (%arg2)
// CHECK-NEXT: return %[[A]]
func.func @retained_alias(%c: i1, %m: memref<4xf32>, %o: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %o) retain (%a : memref<4xf32>)
  return %a : memref<4xf32>
}

// CHECK-LABEL: func @same_base_twice
// CHECK: call @use
// CHECK-NEXT: bufferization.dealloc (%[[B:.*]] : memref<2xf32>) if (%arg1)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %arg0, %arg1 : i1
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%[[OR]])
// CHECK-NEXT: return
func.func @same_base_twice(%c: i1, %d: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  call @use(%a, %b) : (memref<4xf32>, memref<2xf32>) -> ()
  bufferization.dealloc (%a, %b, %a : memref<4xf32>, memref<2xf32>, memref<4xf32>) if (%c, %d, %d)
  return
}

// CHECK-LABEL: func @distinct_allocs
// CHECK: call @use
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0)
// CHECK-NEXT: return
func.func @distinct_allocs(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  call @use(%a, %b) : (memref<4xf32>, memref<2xf32>) -> ()
  %r = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%b : memref<2xf32>)
  return %b : memref<2xf32>
}

// Function arguments may alias each other but not the allocations.
// CHECK-LABEL: func @unknown_aliases
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%arg0)
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%arg3 : memref<4xf32>) if (%arg1) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT: return %[[R]], %[[F]]
func.func @unknown_aliases(%c: i1, %d: i1, %x: memref<2xf32>, %y: memref<4xf32>) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  call @use(%a, %b) : (memref<4xf32>, memref<2xf32>) -> ()
  call @use(%y, %x) : (memref<4xf32>, memref<2xf32>) -> ()
  %r:2 = bufferization.dealloc (%a, %y : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%x, %b : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

// CHECK-LABEL: func @constant_false
// CHECK-NEXT: return
func.func @constant_false(%m: memref<4xf32>) {
  %false = arith.constant false
  bufferization.dealloc (%m : memref<4xf32>) if (%false)
  return
}

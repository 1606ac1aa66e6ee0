// Buffer reuse: a dealloc is paired with the first alloc after it in its block; when that alloc
// has the dealloc's static type, both become one buffer. The conservative round (in the loop of
// the pass) leaves the pair when an alloc of that type lies in between, nested ones included;
// the aggressive round at the end does not. An alloc of another type right after the dealloc
// blocks reuse (the seed's rule), as do memory spaces and dynamic shapes.
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=0 --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=SEED
// RUN: jopt-run %s --entry=@in_between -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=BETWEEN
// RUN: jopt-run %s --entry=@mismatches --args=4 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=MISMATCH

// SEED: result #0: 5 : i32
// SEED: heap after: allocations=1 frees=1
// BETWEEN: heap after: allocations=3 frees=3
// MISMATCH: heap after: allocations=6 frees=6

// CHECK-LABEL: func.func @seed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  memref.store %[[V1]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<100xi32>
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @seed() -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %alloc = memref.alloc() : memref<100xi32>
  memref.store %v, %alloc[%c0] : memref<100xi32>
  %r1 = memref.load %alloc[%c0] : memref<100xi32>
  "test.use"(%r1) : (i32) -> ()
  %x = memref.load %alloc[%c0] : memref<100xi32>
  memref.dealloc %alloc : memref<100xi32>
  %alloc_1 = memref.alloc() : memref<100xi32>
  memref.store %x, %alloc_1[%c0] : memref<100xi32>
  %r2 = memref.load %alloc_1[%c0] : memref<100xi32>
  "test.use"(%r2) : (i32) -> ()
  %y = memref.load %alloc_1[%c0] : memref<100xi32>
  memref.dealloc %alloc_1 : memref<100xi32>
  return %y : i32
}

// Another buffer is allocated between the pair: the aggressive round still pairs them.
// CHECK-LABEL: func.func @in_between(
// CHECK:  %[[CST:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<100xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<8xf64>
// CHECK-NEXT:  memref.store %[[CST]], %[[ALLOC_0]][%[[C0]]] : memref<8xf64>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<8xf64>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (f64) -> ()
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC_1]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<100xi32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<8xf64>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @in_between() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %a = memref.alloc() : memref<100xi32>
  memref.store %v, %a[%c0] : memref<100xi32>
  %r3 = memref.load %a[%c0] : memref<100xi32>
  "test.use"(%r3) : (i32) -> ()
  memref.dealloc %a : memref<100xi32>
  %other = memref.alloc() : memref<8xf64>
  %f = arith.constant 1.0 : f64
  memref.store %f, %other[%c0] : memref<8xf64>
  %ro = memref.load %other[%c0] : memref<8xf64>
  "test.use"(%ro) : (f64) -> ()
  %b = memref.alloc() : memref<100xi32>
  memref.store %v, %b[%c0] : memref<100xi32>
  %r4 = memref.load %b[%c0] : memref<100xi32>
  "test.use"(%r4) : (i32) -> ()
  memref.dealloc %b : memref<100xi32>
  memref.dealloc %other : memref<8xf64>
  return
}

// No reuse: another element type, another memory space, a dynamic shape.
// CHECK-LABEL: func.func @mismatches(
// CHECK:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V0]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<100xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<100xf32>
// CHECK-NEXT:  memref.store %[[CST]], %[[ALLOC_0]][%[[C0]]] : memref<100xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<100xf32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (f32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<100xf32>
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<100xi32, 1>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC_1]][%[[C0]]] : memref<100xi32, 1>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<100xi32, 1>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<100xi32, 1>
// CHECK-NEXT:  %[[ALLOC_2:.*]] = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC_2]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[ALLOC_2]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  "test.use"(%[[V3]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_2]] : memref<?xi32>
// CHECK-NEXT:  %[[ALLOC_3:.*]] = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC_3]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[ALLOC_3]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  "test.use"(%[[V4]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_3]] : memref<?xi32>
// CHECK-NEXT:  %[[ALLOC_4:.*]] = memref.alloc() : memref<50xi32>
// CHECK-NEXT:  memref.store %[[C5_I32]], %[[ALLOC_4]][%[[C0]]] : memref<50xi32>
// CHECK-NEXT:  %[[V5:.*]] = memref.load %[[ALLOC_4]][%[[C0]]] : memref<50xi32>
// CHECK-NEXT:  "test.use"(%[[V5]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_4]] : memref<50xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @mismatches(%n: index) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %a = memref.alloc() : memref<100xi32>
  memref.store %v, %a[%c0] : memref<100xi32>
  %r5 = memref.load %a[%c0] : memref<100xi32>
  "test.use"(%r5) : (i32) -> ()
  memref.dealloc %a : memref<100xi32>
  %b = memref.alloc() : memref<100xf32>
  %f = arith.constant 1.0 : f32
  memref.store %f, %b[%c0] : memref<100xf32>
  %r6 = memref.load %b[%c0] : memref<100xf32>
  "test.use"(%r6) : (f32) -> ()
  memref.dealloc %b : memref<100xf32>
  %c = memref.alloc() : memref<100xi32, 1>
  memref.store %v, %c[%c0] : memref<100xi32, 1>
  %r7 = memref.load %c[%c0] : memref<100xi32, 1>
  "test.use"(%r7) : (i32) -> ()
  memref.dealloc %c : memref<100xi32, 1>
  %d = memref.alloc(%n) : memref<?xi32>
  memref.store %v, %d[%c0] : memref<?xi32>
  %r8 = memref.load %d[%c0] : memref<?xi32>
  "test.use"(%r8) : (i32) -> ()
  memref.dealloc %d : memref<?xi32>
  %e = memref.alloc(%n) : memref<?xi32>
  memref.store %v, %e[%c0] : memref<?xi32>
  %r9 = memref.load %e[%c0] : memref<?xi32>
  "test.use"(%r9) : (i32) -> ()
  memref.dealloc %e : memref<?xi32>
  %g = memref.alloc() : memref<50xi32>
  memref.store %v, %g[%c0] : memref<50xi32>
  %r10 = memref.load %g[%c0] : memref<50xi32>
  "test.use"(%r10) : (i32) -> ()
  memref.dealloc %g : memref<50xi32>
  return
}

// Promotion to the stack: a static buffer of the entry block, freed there, within the budget
// (max-stack-elements, 4096 by default) becomes a memref.alloca keeping its alignment.
// RUN: jopt --hlo-buffer-reuse --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=16 --allow-unregistered-dialect %s | FileCheck %s --check-prefix=SMALL
// RUN: jopt-run %s -p 'func.func(hlo-buffer-reuse)' | FileCheck %s --check-prefix=EXEC

// SMALL-LABEL: func.func @main
// SMALL: memref.alloc() {alignment = 64 : i64} : memref<100xf32>
// SMALL: memref.alloca() : memref<16xi32>
// SMALL: memref.alloc() : memref<8192xi8>
// EXEC: result #0: 3.0 : f32
// EXEC: heap before: allocations=4 frees=3
// EXEC: heap after: allocations=2 frees=1

// CHECK-LABEL: func.func @main(
// CHECK:  %[[C1_I8:.*]] = arith.constant 1 : i8
// CHECK-NEXT:  %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOCA:.*]] = memref.alloca() {alignment = 64 : i64} : memref<100xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOCA]] : memref<100xf32>)
// CHECK-NEXT:  %[[ALLOCA_0:.*]] = memref.alloca() : memref<16xi32>
// CHECK-NEXT:  linalg.fill ins(%[[C2_I32]] : i32) outs(%[[ALLOCA_0]] : memref<16xi32>)
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<8192xi8>
// CHECK-NEXT:  linalg.fill ins(%[[C1_I8]] : i8) outs(%[[ALLOC]] : memref<8192xi8>)
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOCA]][%[[C0]]] : memref<100xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOCA_0]][%[[C0]]] : memref<16xi32>
// CHECK-NEXT:  %[[V2:.*]] = arith.sitofp %[[V1]] : i32 to f32
// CHECK-NEXT:  %[[V3:.*]] = arith.addf %[[V0]], %[[V2]] : f32
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<8192xi8>
// CHECK-NEXT:  "test.use"(%[[V4]]) : (i8) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<8192xi8>
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V3]] : f32) outs(%[[ALLOC_1]] : memref<8xf32>)
// CHECK-NEXT:  return %[[V3]], %[[ALLOC_1]] : f32, memref<8xf32>
// CHECK-NEXT:  }

func.func @main() -> (f32, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<100xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<100xf32>)
  %b = memref.alloc() : memref<16xi32>
  %i = arith.constant 2 : i32
  linalg.fill ins(%i : i32) outs(%b : memref<16xi32>)
  %big = memref.alloc() : memref<8192xi8>
  %c = arith.constant 1 : i8
  linalg.fill ins(%c : i8) outs(%big : memref<8192xi8>)
  %x = memref.load %a[%c0] : memref<100xf32>
  %y = memref.load %b[%c0] : memref<16xi32>
  %yf = arith.sitofp %y : i32 to f32
  %s = arith.addf %x, %yf : f32
  %z = memref.load %big[%c0] : memref<8192xi8>
  "test.use"(%z) : (i8) -> ()
  memref.dealloc %a : memref<100xf32>
  memref.dealloc %b : memref<16xi32>
  memref.dealloc %big : memref<8192xi8>
  %ret = memref.alloc() : memref<8xf32>
  linalg.fill ins(%s : f32) outs(%ret : memref<8xf32>)
  return %s, %ret : f32, memref<8xf32>
}

// The seed's double-buffering example as the original ends it: the loop's buffer pair is
// allocated before the loop and freed after it, in the entry block, so both go to the stack,
// and the deallocation.own of the init becomes a null indicator.
// RUN: jopt --hlo-buffer-reuse --allow-unregistered-dialect %s | FileCheck %s --check-prefix=PAIR
// RUN: jopt-run %s --entry=@double_buffered_pair --args=10 -p 'func.func(hlo-buffer-reuse)' | FileCheck %s --check-prefix=PAIR-EXEC

// PAIR-LABEL: func.func @double_buffered_pair(
// PAIR:       %[[A:.*]] = memref.alloca() : memref<100xi32>
// PAIR-NEXT:  %[[N:.*]] = deallocation.null
// PAIR:       %[[B:.*]] = memref.alloca() : memref<100xi32>
// PAIR-NEXT:  %{{.*}}:4 = scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[N]], %{{.*}} = %{{.*}}, %{{.*}} = %[[B]])
// PAIR-NOT:   memref.alloc(
// PAIR-NOT:   memref.dealloc
// PAIR:       return
// PAIR-EXEC: result #0: 10 : i32
// PAIR-EXEC: heap before: allocations=11 frees=11
// PAIR-EXEC: heap after: allocations=0 frees=0
func.func @double_buffered_pair(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %init = memref.alloc() : memref<100xi32>
  %own = deallocation.own %init : memref<100xi32>
  memref.store %z, %init[%c0] : memref<100xi32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %init, %o = %own, %s = %z)
      -> (memref<100xi32>, !deallocation.ownership, i32) {
    %tmp = memref.alloc() : memref<100xi32>
    %v = memref.load %arg[%c0] : memref<100xi32>
    %w = arith.addi %v, %one : i32
    memref.store %w, %tmp[%c0] : memref<100xi32>
    memref.dealloc %arg : memref<100xi32>
    scf.yield %tmp, %o, %w : memref<100xi32>, !deallocation.ownership, i32
  }
  memref.dealloc %r#0 : memref<100xi32>
  return %r#2 : i32
}

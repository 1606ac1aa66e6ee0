// merge-alloc{precise=true}, jopt's mode: each buffer aligned only as its element needs, lifetimes
// from first to last access on each path (the buffers two branches yield share memory, a loop's
// initial buffer dies in the first iteration, frees of merged buffers go and end nothing), the
// arena allocated at the first use of its buffers; with dynamic-sizes=true, buffers of dynamic
// size at offsets computed at run time. Each program also runs before and after: the arena's
// peak equals the input's live bound.
// RUN: jopt %s --merge-alloc="precise=true dynamic-sizes=true" | FileCheck %s
// RUN: not jopt %s --merge-alloc="dynamic-sizes=true" 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: jopt-run %s --entry=@align -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=ALIGN
// RUN: jopt-run %s --entry=@branches --args=true -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=BRANCHES
// RUN: jopt-run %s --entry=@branches --args=false -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=BRANCHES
// RUN: jopt-run %s --entry=@init --args=3 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=INIT
// RUN: jopt-run %s --entry=@init --args=0 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=INIT0
// RUN: jopt-run %s --entry=@freed --args=4 -p 'func.func(merge-alloc{precise=true})' --no-leak-check | FileCheck %s --check-prefix=FREED
// RUN: jopt-run %s --entry=@dynamic --args=1,0 -p 'func.func(merge-alloc{precise=true dynamic-sizes=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=DYN -DBOUND=20
// RUN: jopt-run %s --entry=@dynamic --args=1,7 -p 'func.func(merge-alloc{precise=true dynamic-sizes=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=DYN -DBOUND=62
// RUN: jopt-run %s --entry=@dynamic --args=5,2 -p 'func.func(merge-alloc{precise=true dynamic-sizes=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=DYN -DBOUND=48
// RUN: jopt-run %s --entry=@dynamic --args=13,1 -p 'func.func(merge-alloc{precise=true dynamic-sizes=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=DYN -DBOUND=74
// RUN: jopt-run %s --entry=@dynamic --args=3,3 -p 'func.func(merge-alloc{precise=true dynamic-sizes=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=DYN -DBOUND=46

// ERR: error: merge-alloc: dynamic-sizes=true needs precise=true

// The f64 buffer at 0, the i8 one right after it (40), not 64 bytes up.
// CHECK-LABEL: func.func @align
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<43xi8>
// CHECK-NEXT:  %[[C40:.*]] = arith.constant 40 : index
// CHECK-NEXT:  memref.view %[[A]][%[[C40]]][] : memref<43xi8> to memref<3xi8>
// CHECK:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  memref.view %[[A]][%[[C0]]][] : memref<43xi8> to memref<5xf64>
// ALIGN: heap before: {{.*}} total-peak-bytes=43 live-bound-bytes=43
// ALIGN: heap after: allocations=1 frees=0 peak-bytes=43 {{.*}} live-bound-bytes=43
func.func @align() -> f64 {
  %c0 = arith.constant 0 : index
  %b = arith.constant 7 : i8
  %f = arith.constant 2.0 : f64
  %a = memref.alloc() : memref<3xi8>
  linalg.fill ins(%b : i8) outs(%a : memref<3xi8>)
  %d = memref.alloc() : memref<5xf64>
  linalg.fill ins(%f : f64) outs(%d : memref<5xf64>)
  %x = memref.load %a[%c0] : memref<3xi8>
  %y = memref.load %d[%c0] : memref<5xf64>
  %z = arith.sitofp %x : i8 to f64
  %s = arith.addf %y, %z : f64
  return %s : f64
}

// The buffers the two branches yield share the arena's only 64 bytes.
// CHECK-LABEL: func.func @branches
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:  scf.if
// CHECK:       memref.view %[[A]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// CHECK:       } else {
// CHECK:       memref.view %[[A]][%{{.*}}][] : memref<64xi8> to memref<16xf32>
// BRANCHES: heap after: allocations=1 frees=0 peak-bytes=64 {{.*}} live-bound-bytes=64
func.func @branches(%p: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %p -> (memref<16xf32>) {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
    scf.yield %t : memref<16xf32>
  } else {
    %e = memref.alloc() : memref<16xf32>
    linalg.fill ins(%two : f32) outs(%e : memref<16xf32>)
    scf.yield %e : memref<16xf32>
  }
  %v = memref.load %r[%c0] : memref<16xf32>
  return %v : f32
}

// %a enters the loop as its initial iteration argument and dies in the first iteration: %t
// takes its place (offset 0); %c, carried, has its own 256 bytes.
// CHECK-LABEL: func.func @init
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:       %[[VA:.*]] = memref.view %[[A]][%[[C0:.*]]][] : memref<512xi8> to memref<64xf32>
// CHECK:       %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:  %[[VC:.*]] = memref.view %[[A]][%[[C256]]][] : memref<512xi8> to memref<64xf32>
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %[[VA]])
// CHECK:       %[[CT:.*]] = arith.constant 0 : index
// CHECK-NEXT:  memref.view %[[A]][%[[CT]]][] : memref<512xi8> to memref<64xf32>
// INIT: heap before: allocations=5 {{.*}} live-bound-bytes=512
// INIT: heap after: allocations=1 frees=0 peak-bytes=512 {{.*}} live-bound-bytes=512
// INIT0: heap after: allocations=1 frees=0 peak-bytes=512
func.func @init(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<64xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<64xf32>) {
    %v = memref.load %x[%c0] : memref<64xf32>
    %t = memref.alloc() : memref<64xf32>
    linalg.fill ins(%v : f32) outs(%t : memref<64xf32>)
    %w = memref.load %t[%c1] : memref<64xf32>
    memref.store %w, %c[%c0] : memref<64xf32>
    scf.yield %c : memref<64xf32>
  }
  %res = memref.load %r[%c0] : memref<64xf32>
  return %res : f32
}

// Freed buffers of a loop body: the frees go, %a and %b share offset 0; the arena is not
// freed (merge-alloc runs before deallocation), hence --no-leak-check.
// CHECK-LABEL: func.func @freed
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<132xi8>
// CHECK-NOT:   memref.dealloc
// CHECK:       return
// FREED: heap before: allocations=9 frees=9 peak-bytes=132 {{.*}} live-bound-bytes=132
// FREED: heap after: allocations=1 frees=0 peak-bytes=132 {{.*}} live-bound-bytes=132
func.func @freed(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<1xf32>
  memref.store %one, %acc[%c0] : memref<1xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<32xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<32xf32>)
    %x = memref.load %a[%c1] : memref<32xf32>
    memref.dealloc %a : memref<32xf32>
    %b = memref.alloc() : memref<32xf32>
    linalg.fill ins(%x : f32) outs(%b : memref<32xf32>)
    %y = memref.load %b[%c0] : memref<32xf32>
    %s = memref.load %acc[%c0] : memref<1xf32>
    %z = arith.addf %s, %y : f32
    memref.store %z, %acc[%c0] : memref<1xf32>
    memref.dealloc %b : memref<32xf32>
  }
  %res = memref.load %acc[%c0] : memref<1xf32>
  memref.dealloc %acc : memref<1xf32>
  return %res : f32
}

// The arena's size and the offsets of the buffers of dynamic size are computed where the arena
// is allocated: %d on top of %s (16 bytes), %e on top of both, aligned to its i16 elements.
// CHECK-LABEL: func.func @dynamic
// CHECK:       %[[DB:.*]] = arith.muli %{{.*}}, %arg0 : index
// CHECK:       %[[DE:.*]] = arith.addi %[[C16:.*]], %[[DB]] : index
// CHECK:       %[[M:.*]] = arith.maxui %[[C16]], %[[DE]] : index
// CHECK:       %[[OFF:.*]] = arith.andi
// CHECK:       %[[END:.*]] = arith.addi %[[OFF]], %{{.*}} : index
// CHECK:       %[[SIZE:.*]] = arith.maxui %[[M]], %[[END]] : index
// CHECK:       %[[A:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK:       memref.view %[[A]][%{{.*}}][] : memref<?xi8> to memref<4xf32>
// CHECK:       memref.view %[[A]][%{{.*}}][%arg0] : memref<?xi8> to memref<?xf32>
// CHECK:       memref.view %[[A]][%[[OFF]]][%arg1] : memref<?xi8> to memref<?x3xi16>
// DYN: heap before: {{.*}} live-bound-bytes=[[BOUND]]
// DYN: heap after: allocations=1 frees=0 peak-bytes=[[BOUND]] {{.*}} live-bound-bytes=[[BOUND]]
func.func @dynamic(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%s : memref<4xf32>)
  %d = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%d : memref<?xf32>)
  %e = memref.alloc(%m) : memref<?x3xi16>
  %k = arith.constant 5 : i16
  linalg.fill ins(%k : i16) outs(%e : memref<?x3xi16>)
  %x = memref.load %s[%c0] : memref<4xf32>
  %y = memref.load %d[%c0] : memref<?xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

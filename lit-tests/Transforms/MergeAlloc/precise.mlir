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
// RUN: jopt-run %s --entry=@guarded --args=true,1,2 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=GUARD -DBOUND=272
// RUN: jopt-run %s --entry=@guarded --args=false,3,0 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=GUARD -DBOUND=144
// RUN: jopt-run %s --entry=@guarded --args=false,0,2 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=GUARD -DBOUND=32
// RUN: jopt-run %s --entry=@guarded --args=false,0,0 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=GUARD -DBOUND=16
// RUN: jopt-run %s --entry=@unknown --args=0 -p 'func.func(merge-alloc{precise=true})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=UNKNOWN

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

// Freed buffers of a loop body: the frees go, %a and %b share offset 4; the arena is not
// freed (merge-alloc runs before deallocation), hence --no-leak-check. It has 132 bytes when
// the loop runs, 4 when it does not.
// CHECK-LABEL: func.func @freed
// CHECK:       %[[RUNS:.*]] = arith.cmpi sgt, %arg0, %c0 : index
// CHECK:       %[[BODY:.*]] = arith.select %[[RUNS]], %c132, %{{.*}} : index
// CHECK:       %[[SIZE:.*]] = arith.maxui %c4, %[[BODY]] : index
// CHECK:       memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
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
// is allocated, as polynomials of the sizes: %d on top of %s (16 bytes), %e on top of both (at
// 4 * %n + 16, a multiple of its i16 elements' 2 bytes: no rounding up), the arena as large as
// the end of %e.
// CHECK-LABEL: func.func @dynamic
// CHECK:       %[[DB:.*]] = arith.muli %arg0, %[[C4:.*]] : index
// CHECK:       %[[OFF:.*]] = arith.addi %[[DB]], %[[C16:.*]] : index
// CHECK:       %[[EB:.*]] = arith.muli %arg1, %{{.*}} : index
// CHECK:       %[[BOTH:.*]] = arith.addi %[[DB]], %[[EB]] : index
// CHECK:       %[[SIZE:.*]] = arith.addi %[[BOTH]], %[[C16]] : index
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

// Buffers of a branch region or a loop body take arena bytes only on the runs that enter it:
// the arena's size is computed where it is allocated from the scf.if's condition, the scf.for's
// bounds, the condition the scf.while's before region computes from its initial values, the
// scf.index_switch's case. %a (16 bytes, every run) sits at 0, under the guarded buffers.
// CHECK-LABEL: func.func @guarded
// CHECK:       %[[T:.*]] = arith.select %arg0, %c272, %{{.*}} : index
// CHECK:       %[[M1:.*]] = arith.maxui %c16, %[[T]] : index
// CHECK:       %[[FOR:.*]] = arith.cmpi sgt, %arg1, %c0 : index
// CHECK:       %[[U:.*]] = arith.select %[[FOR]], %c144, %{{.*}} : index
// CHECK:       %[[M2:.*]] = arith.maxui %[[M1]], %[[U]] : index
// CHECK:       %[[WHILE:.*]] = arith.cmpi ugt, %arg1, %c0 : index
// CHECK:       %[[X:.*]] = arith.select %[[WHILE]], %c80, %{{.*}} : index
// CHECK:       %[[M3:.*]] = arith.maxui %[[M2]], %[[X]] : index
// CHECK:       %[[CASE:.*]] = arith.cmpi eq, %arg2, %c2 : index
// CHECK:       %[[Q:.*]] = arith.select %[[CASE]], %c32, %{{.*}} : index
// CHECK:       %[[SIZE:.*]] = arith.maxui %[[M3]], %[[Q]] : index
// CHECK:       memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// GUARD: heap before: {{.*}} live-bound-bytes=[[BOUND]]
// GUARD: heap after: allocations=1 frees=0 peak-bytes=[[BOUND]] {{.*}} live-bound-bytes=[[BOUND]]
func.func @guarded(%p: i1, %n: index, %s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  scf.if %p {
    %t = memref.alloc() : memref<64xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<64xf32>)
    %v = memref.load %t[%c1] : memref<64xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %u = memref.alloc() : memref<32xf32>
    linalg.fill ins(%one : f32) outs(%u : memref<32xf32>)
    %w = memref.load %u[%c0] : memref<32xf32>
    memref.store %w, %a[%c1] : memref<4xf32>
  }
  %k = scf.while (%j = %c0) : (index) -> index {
    %more = arith.cmpi ult, %j, %n : index
    scf.condition(%more) %j : index
  } do {
  ^bb0(%j: index):
    %x = memref.alloc() : memref<8xf64>
    %f = arith.extf %one : f32 to f64
    linalg.fill ins(%f : f64) outs(%x : memref<8xf64>)
    %y = memref.load %x[%c0] : memref<8xf64>
    %z = arith.truncf %y : f64 to f32
    memref.store %z, %a[%c1] : memref<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1 : index
  }
  scf.index_switch %s
  case 2 {
    %q = memref.alloc() : memref<16xi8>
    %b = arith.constant 3 : i8
    linalg.fill ins(%b : i8) outs(%q : memref<16xi8>)
    scf.yield
  }
  default {
  }
  %r = memref.load %a[%c0] : memref<4xf32>
  return %r : f32
}

// A condition that cannot be had where the arena is allocated (it reads a merged buffer) guards
// nothing: the arena keeps its static size, also on the runs that skip the branch.
// CHECK-LABEL: func.func @unknown
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<80xi8>
// CHECK-NOT:   arith.select
// CHECK:       return
// UNKNOWN: heap after: allocations=1 frees=0 peak-bytes=80 {{.*}} live-bound-bytes=80
func.func @unknown(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %v = memref.load %a[%i] : memref<4xf32>
  %p = arith.cmpf olt, %v, %one : f32
  scf.if %p {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
    %w = memref.load %t[%c0] : memref<16xf32>
    memref.store %w, %a[%c0] : memref<4xf32>
  }
  %r = memref.load %a[%c0] : memref<4xf32>
  return %r : f32
}

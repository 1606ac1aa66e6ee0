// hlo-buffer-reuse{keep-peak=true} (jopt's mode): hoisting, double buffering, stack promotion and
// dealloc/alloc reuse only where the buffer kept live longer stays at or under the bytes the
// function surely holds at once elsewhere (here a 4096-byte scratch buffer of the entry block),
// for every input: a loop may run no iteration. Fewer allocations, the same peak; where the peak
// would grow (no larger buffer, or the scratch buffer live across the loop) nothing changes, while
// the default mode raises the peak.
// RUN: jopt --hlo-buffer-reuse=keep-peak=true %s | FileCheck %s
// RUN: jopt-run %s --entry=@hoist --args=100 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=HOIST
// RUN: jopt-run %s --entry=@hoist --args=0 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=HOIST0
// RUN: jopt-run %s --entry=@no_hoist --args=0 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=NOHOIST0
// RUN: jopt-run %s --entry=@no_hoist --args=0 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=DEFAULT0
// RUN: jopt-run %s --entry=@double --args=100 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=DOUBLE
// RUN: jopt-run %s --entry=@double --args=0 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=DOUBLE0
// RUN: jopt-run %s --entry=@no_double --args=100 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=NODOUBLE
// RUN: jopt-run %s --entry=@stack -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=STACK
// RUN: jopt-run %s --entry=@stack -p 'func.func(hlo-buffer-reuse)' | FileCheck %s --check-prefix=STACK-DEFAULT
// RUN: jopt-run %s --entry=@in_between --args=1 -p 'func.func(hlo-buffer-reuse{keep-peak=true})' | FileCheck %s --check-prefix=BETWEEN
// RUN: jopt-run %s --entry=@in_between --args=1 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=BETWEEN-DEFAULT

// HOIST: result #0: 99 : i32
// HOIST: heap before: allocations=101 frees=101 peak-bytes=4096
// HOIST: heap after: allocations=1 frees=1 peak-bytes=4096 {{.*}} stack-allocations=1 stack-peak-bytes=400 total-peak-bytes=4096
// HOIST0: heap before: {{.*}} total-peak-bytes=4096
// HOIST0: heap after: {{.*}} total-peak-bytes=4096
// NOHOIST0: heap before: allocations=0 {{.*}} total-peak-bytes=0
// NOHOIST0: heap after: allocations=0 {{.*}} total-peak-bytes=0
// DEFAULT0: heap before: allocations=0 {{.*}} total-peak-bytes=0
// DEFAULT0: heap after: allocations=1 {{.*}} total-peak-bytes=400
// DOUBLE: result #0: 100 : i32
// DOUBLE: heap before: allocations=102 frees=102 peak-bytes=4096
// DOUBLE: heap after: allocations=3 frees=3 peak-bytes=4096
// DOUBLE0: heap after: {{.*}} total-peak-bytes=4096
// NODOUBLE: heap before: allocations=102 frees=102 peak-bytes=4896
// NODOUBLE: heap after: allocations=102 frees=102 peak-bytes=4896
// STACK: heap before: allocations=2 frees=2 {{.*}} total-peak-bytes=4096
// STACK: heap after: allocations=1 frees=1 {{.*}} stack-allocations=1 stack-peak-bytes=4096 total-peak-bytes=4096
// STACK-DEFAULT: heap after: allocations=0 frees=0 {{.*}} stack-allocations=2 stack-peak-bytes=4496 total-peak-bytes=4496
// BETWEEN: result #0: 7 : i32
// BETWEEN: heap before: allocations=3 frees=3 {{.*}} total-peak-bytes=4096
// BETWEEN: heap after: allocations=2 frees=2 {{.*}} stack-allocations=1 stack-peak-bytes=400 total-peak-bytes=4096
// BETWEEN-DEFAULT: heap after: allocations=2 frees=2 {{.*}} total-peak-bytes=4496

// Hoisted: the loop's buffer (400 bytes) fits under the scratch buffer freed before the loop;
// then to the stack (live to the end, still under it).
// CHECK-LABEL: func.func @hoist(
// CHECK:         memref.dealloc %{{.*}} : memref<1024xi32>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloca() : memref<100xi32>
// CHECK-NEXT:    scf.for
// CHECK-NOT:       memref.alloc
// CHECK:         return
func.func @hoist(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %big = memref.alloc() : memref<1024xi32>
  memref.store %z, %big[%c0] : memref<1024xi32>
  memref.dealloc %big : memref<1024xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %t = memref.alloc() : memref<100xi32>
    %v = arith.index_cast %i : index to i32
    memref.store %v, %t[%c0] : memref<100xi32>
    %x = memref.load %t[%c0] : memref<100xi32>
    memref.dealloc %t : memref<100xi32>
    scf.yield %x : i32
  }
  return %r : i32
}

// Not hoisted: with no larger buffer, a loop of no iteration would hold 400 bytes where the
// input holds none (the default mode hoists: DEFAULT0).
// CHECK-LABEL: func.func @no_hoist(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<100xi32>
func.func @no_hoist(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %t = memref.alloc() : memref<100xi32>
    %v = arith.index_cast %i : index to i32
    memref.store %v, %t[%c0] : memref<100xi32>
    %x = memref.load %t[%c0] : memref<100xi32>
    memref.dealloc %t : memref<100xi32>
    scf.yield %x : i32
  }
  return %r : i32
}

// Double-buffered: the two 400-byte buffers live at once through the loop stay under 4096.
// CHECK-LABEL: func.func @double(
// CHECK:         memref.store %{{.*}}, %[[FIRST:.*]][%{{.*}}] : memref<100xi32>
// CHECK-NEXT:    %[[SECOND:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:    %{{.*}}:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[FIRST]], %{{.*}} = %[[SECOND]])
// CHECK-NOT:       memref.alloc
// CHECK:           scf.yield
func.func @double(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %big = memref.alloc() : memref<1024xi32>
  memref.store %z, %big[%c0] : memref<1024xi32>
  memref.dealloc %big : memref<1024xi32>
  %alloc = memref.alloc() : memref<100xi32>
  memref.store %z, %alloc[%c0] : memref<100xi32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %alloc) -> memref<100xi32> {
    %tmp = memref.alloc() : memref<100xi32>
    %x = memref.load %arg[%c0] : memref<100xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %tmp[%c0] : memref<100xi32>
    memref.dealloc %arg : memref<100xi32>
    scf.yield %tmp : memref<100xi32>
  }
  %r = memref.load %0[%c0] : memref<100xi32>
  memref.dealloc %0 : memref<100xi32>
  return %r : i32
}

// Not double-buffered: the scratch buffer is live across the loop, whose peak (4896 bytes, two
// 400-byte buffers only between the alloc and the free) would grow.
// CHECK-LABEL: func.func @no_double(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc() : memref<100xi32>
func.func @no_double(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %big = memref.alloc() : memref<1024xi32>
  memref.store %z, %big[%c0] : memref<1024xi32>
  %alloc = memref.alloc() : memref<100xi32>
  memref.store %z, %alloc[%c0] : memref<100xi32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %alloc) -> memref<100xi32> {
    %tmp = memref.alloc() : memref<100xi32>
    %x = memref.load %arg[%c0] : memref<100xi32>
    %b = memref.load %big[%c0] : memref<1024xi32>
    %y = arith.addi %x, %one : i32
    %w = arith.addi %y, %b : i32
    memref.store %w, %tmp[%c0] : memref<100xi32>
    memref.dealloc %arg : memref<100xi32>
    scf.yield %tmp : memref<100xi32>
  }
  memref.dealloc %big : memref<1024xi32>
  %r = memref.load %0[%c0] : memref<100xi32>
  memref.dealloc %0 : memref<100xi32>
  return %r : i32
}

// To the stack: the 4096-byte buffer (nothing is live after it), not the 400-byte one, which would
// stay live under the larger buffer (the default mode promotes both: 4496 bytes).
// CHECK-LABEL: func.func @stack(
// CHECK:         memref.alloc() : memref<100xi32>
// CHECK:         memref.alloca() : memref<1024xi32>
func.func @stack() -> i32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 7 : i32
  %a = memref.alloc() : memref<100xi32>
  memref.store %z, %a[%c0] : memref<100xi32>
  %x = memref.load %a[%c0] : memref<100xi32>
  memref.dealloc %a : memref<100xi32>
  %b = memref.alloc() : memref<1024xi32>
  memref.store %x, %b[%c0] : memref<1024xi32>
  %y = memref.load %b[%c0] : memref<1024xi32>
  memref.dealloc %b : memref<1024xi32>
  return %y : i32
}

// Dealloc/alloc reuse is refused: keeping the first 400-byte buffer live through the loop, whose
// 4096-byte buffer is not surely allocated, would raise the peak (the default mode reuses it:
// BETWEEN-DEFAULT). The second buffer goes to the stack: nothing is live after it.
// CHECK-LABEL: func.func @in_between(
// CHECK:         memref.alloc() : memref<100xi32>
// CHECK:         scf.for
// CHECK:         memref.alloca() : memref<100xi32>
func.func @in_between(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 7 : i32
  %a = memref.alloc() : memref<100xi32>
  memref.store %z, %a[%c0] : memref<100xi32>
  %x = memref.load %a[%c0] : memref<100xi32>
  memref.dealloc %a : memref<100xi32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %big = memref.alloc() : memref<1024xi32>
    memref.store %acc, %big[%c0] : memref<1024xi32>
    %y = memref.load %big[%c0] : memref<1024xi32>
    memref.dealloc %big : memref<1024xi32>
    scf.yield %y : i32
  }
  %b = memref.alloc() : memref<100xi32>
  memref.store %s, %b[%c0] : memref<100xi32>
  %r = memref.load %b[%c0] : memref<100xi32>
  memref.dealloc %b : memref<100xi32>
  return %r : i32
}

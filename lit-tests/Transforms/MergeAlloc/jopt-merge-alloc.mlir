// jopt-merge-alloc: merge-alloc's precise mode on every function of the module, a buffer passed
// to a call whose callee only borrows it (reads and writes it during the call; never returns,
// frees or otherwise keeps it, also through its own calls, recursion included) placed in the
// caller's arena when that costs nothing: accessed within the span of the arena's other buffers
// and without growing it. Each program also runs before and after in jopt-run.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@lend -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=LEND
// RUN: jopt-run %s --entry=@lend -p 'builtin.module(func.func(merge-alloc{precise=true}))' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=LEND-FUNC
// RUN: jopt-run %s --entry=@kept -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=TWO -DRESULT=1.0
// RUN: jopt-run %s --entry=@freed -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=TWO -DRESULT=1.0
// RUN: jopt-run %s --entry=@outside -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=OUTSIDE
// RUN: jopt-run %s --entry=@recursive --args=5 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=REC
// RUN: jopt-run %s --entry=@ignored -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=IGNORED

// LEND: result #0: 3.0 : f32
// LEND: heap before: allocations=3 {{.*}} total-peak-bytes=192 live-bound-bytes=64
// LEND: heap after: allocations=1 {{.*}} total-peak-bytes=64 live-bound-bytes=64
// The function pass cannot look into @borrow: %b stays on the heap beside the arena.
// LEND-FUNC: heap after: allocations=2 {{.*}} total-peak-bytes=128
// TWO: result #0: [[RESULT]] : f32
// TWO: heap after: allocations=2 {{.*}} total-peak-bytes=128
// OUTSIDE: result #0: 3.0 : f32
// OUTSIDE: heap after: allocations=1 {{.*}} total-peak-bytes=128
// REC: result #0: 3.0 : f32
// REC: heap after: allocations=1 {{.*}} total-peak-bytes=64 live-bound-bytes=64

func.func private @borrow(%m: memref<16xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%m : memref<16xf32>)
  return
}

func.func private @keep(%m: memref<16xf32>) -> memref<16xf32> {
  %v = memref.cast %m : memref<16xf32> to memref<?xf32>
  %w = memref.cast %v : memref<?xf32> to memref<16xf32>
  return %w : memref<16xf32>
}

func.func private @frees(%m: memref<16xf32>) {
  memref.dealloc %m : memref<16xf32>
  return
}

// A declaration borrows nothing (nothing calls it here; see BorrowedArgumentsTest).
func.func private @external(%m: memref<16xf32>)

func.func private @rec(%m: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %f = arith.index_cast %n : index to i32
    %g = arith.sitofp %f : i32 to f32
    memref.store %g, %m[%n] : memref<16xf32>
    %k = arith.subi %n, %c1 : index
    func.call @rec(%m, %k) : (memref<16xf32>, index) -> ()
  }
  return
}

// All three buffers share the arena's 64 bytes, the one lent to @borrow too.
// CHECK-LABEL: func.func @lend
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[A]]
// CHECK:       %[[B:.*]] = memref.view %[[A]]{{.*}} to memref<16xf32>
// CHECK-NEXT:  call @borrow(%[[B]], %{{.*}})
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @lend() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  func.call @borrow(%b, %two) : (memref<16xf32>, f32) -> ()
  %y = memref.load %b[%c0] : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%y : f32) outs(%c : memref<16xf32>)
  %z = memref.load %c[%c0] : memref<16xf32>
  %s = arith.addf %x, %z : f32
  return %s : f32
}

// @keep returns its argument (through casts): %b stays on the heap.
// CHECK-LABEL: func.func @kept
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @keep(%[[B]])
func.func @kept() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<16xf32>)
  %r = func.call @keep(%b) : (memref<16xf32>) -> memref<16xf32>
  %y = memref.load %r[%c0] : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%y : f32) outs(%c : memref<16xf32>)
  %z = memref.load %c[%c0] : memref<16xf32>
  return %z : f32
}

// @frees frees its argument: %b stays on the heap.
// CHECK-LABEL: func.func @freed
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @frees(%[[B]])
func.func @freed() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<16xf32>)
  %y = memref.load %b[%c0] : memref<16xf32>
  func.call @frees(%b) : (memref<16xf32>) -> ()
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%y : f32) outs(%c : memref<16xf32>)
  %z = memref.load %c[%c0] : memref<16xf32>
  return %z : f32
}

// %b is read after the arena's other buffers are dead: in the arena it holds the arena longer
// and grows it, but the modelled peak stays (%b and %c live at once, as on the heap), so it
// joins, once the groups that lower the peak have: one allocation instead of two, 128 bytes.
// CHECK-LABEL: func.func @outside
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       call @borrow(%{{.*}}, %{{.*}})
func.func @outside() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  func.call @borrow(%b, %two) : (memref<16xf32>, f32) -> ()
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%c : memref<16xf32>)
  %z = memref.load %c[%c0] : memref<16xf32>
  %y = memref.load %b[%c0] : memref<16xf32>
  %s = arith.addf %y, %z : f32
  return %s : f32
}

// @rec passes its argument only to itself: it borrows it.
// CHECK-LABEL: func.func @recursive
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       call @rec(
func.func @recursive(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<16xf32>)
  func.call @rec(%b, %n) : (memref<16xf32>, index) -> ()
  %y = memref.load %b[%c3] : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%y : f32) outs(%c : memref<16xf32>)
  %z = memref.load %c[%c0] : memref<16xf32>
  return %z : f32
}

// @size_of never reads or writes its argument's bytes (memref.dim reads the view's shape): the
// call is no access of %a and %b, which die at their last load and share 64 bytes with %c, as
// at run time (the live bound). Lent to a callee that read them, both would be live at the call.
// CHECK-LABEL: func.func @ignored
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       call @size_of(
// IGNORED: heap after: allocations=1 {{.*}} total-peak-bytes=64 live-bound-bytes=64
func.func private @size_of(%m: memref<16xf32>, %n: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %n, %c0 : memref<?xf32>
  return %d : index
}

func.func @ignored() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<16xf32>)
  %y = memref.load %b[%c0] : memref<16xf32>
  %bc = memref.cast %b : memref<16xf32> to memref<?xf32>
  %n = func.call @size_of(%a, %bc) : (memref<16xf32>, memref<?xf32>) -> index
  %c = memref.alloc() : memref<16xf32>
  linalg.fill ins(%y : f32) outs(%c : memref<16xf32>)
  %i = arith.subi %n, %n : index
  %z = memref.load %c[%i] : memref<16xf32>
  return %z : f32
}

// merge-alloc, then MLIR-HLO's deallocation pipeline: the i8 arena merge-alloc builds is owned
// by its function, and every memref.view of it (f32, i32, f64) is an alias of it by
// ViewLikeOpInterface, also when a view is yielded by a branch; the arena is freed once, after
// the last use of any view. graph-compiler's merge-alloc composes the same way, and so does
// buffer reuse after it (the arena goes to the stack). jopt-run checks each output: the input's
// result, one buffer, no leak and no double free.
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc),hlo-deallocate)' | FileCheck %s --check-prefix=OWN
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' | FileCheck %s
// RUN: jopt-run %s --args=3,1 -p 'builtin.module(func.func(merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=HEAP
// RUN: jopt-run %s --args=3,0 -p 'builtin.module(func.func(merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=ELSE
// RUN: jopt-run %s --args=3,1 -p 'builtin.module(func.func(gc-merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=HEAP
// RUN: jopt-run %s --args=3,1 -p 'builtin.module(func.func(merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=STACK
// RUN: jopt-run %s --args=3,1 -p 'builtin.module(func.func(gc-merge-alloc),hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=STACK

// The arena gets the one indicator; views get none. The branch yields views of the arena, so
// its ownership results own nothing; the arena's retain comes after the last use of the
// branch's result.
// OWN-LABEL: func.func @main(
// OWN:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// OWN-NEXT:    %[[OWN:.*]] = deallocation.own %[[ARENA]] : memref<576xi8>
// OWN-NOT:     deallocation.own
// OWN:         %[[IF:.*]]:2 = scf.if %{{.*}} -> (memref<64xf32>, !deallocation.ownership) {
// OWN:           %[[V:.*]] = memref.view %[[ARENA]][%{{.*}}][] : memref<576xi8> to memref<64xf32>
// OWN:           %[[R:.*]] = deallocation.retain(%[[V]]) of() : (memref<64xf32>) -> !deallocation.ownership
// OWN-NEXT:      scf.yield %[[V]], %[[R]]
// OWN:         memref.load %[[IF]]#0
// OWN-NEXT:    deallocation.retain() of(%[[OWN]]) : (!deallocation.ownership) -> ()
// OWN-NEXT:    deallocation.retain() of(%[[IF]]#1) : (!deallocation.ownership) -> ()

// CHECK-LABEL: func.func @main(
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// CHECK-NOT:     memref.dealloc
// CHECK:         %[[IF:.*]]:2 = scf.if
// CHECK-NOT:     memref.dealloc
// CHECK:         memref.load %[[IF]]#0
// CHECK-NEXT:    memref.dealloc %[[ARENA]] : memref<576xi8>
// CHECK-NOT:     memref.dealloc
// CHECK:         return

// HEAP:      result #0: 27.0 : f32
// HEAP-NEXT: heap before: allocations=9 frees=0 peak-bytes=1536 live-bytes=1536
// HEAP-NEXT: heap after: allocations=1 frees=1 peak-bytes=576 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=576 live-bound-bytes=576{{$}}
// ELSE:      result #0: 3.0 : f32
// ELSE:      heap after: allocations=1 frees=1 peak-bytes=576 live-bytes=0
// STACK:      result #0: 27.0 : f32
// STACK:      heap after: allocations=0 frees=0 peak-bytes=0 live-bytes=0 stack-allocations=1 stack-peak-bytes=576 total-peak-bytes=576 live-bound-bytes=576{{$}}

#id = affine_map<(d0) -> (d0)>
func.func @main(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (f32) {
    %s = memref.alloc() : memref<16xi32>
    %t = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<64xf32>) outs(%t : memref<64xf32>) {
    ^bb0(%in: f32, %o: f32):
      %v = arith.addf %in, %acc : f32
      linalg.yield %v : f32
    }
    %k = arith.constant 7 : i32
    linalg.fill ins(%k : i32) outs(%s : memref<16xi32>)
    %ki = memref.load %s[%c0] : memref<16xi32>
    %kf = arith.sitofp %ki : i32 to f32
    %x = memref.load %t[%c1] : memref<64xf32>
    %y = arith.addf %x, %kf : f32
    scf.yield %y : f32
  }
  %b = scf.if %c -> (memref<64xf32>) {
    %u = memref.alloc() : memref<64xf32>
    linalg.fill ins(%r : f32) outs(%u : memref<64xf32>)
    scf.yield %u : memref<64xf32>
  } else {
    scf.yield %a : memref<64xf32>
  }
  %w = memref.alloc() : memref<8xf64>
  %tw = arith.extf %two : f32 to f64
  linalg.fill ins(%tw : f64) outs(%w : memref<8xf64>)
  %wd = memref.load %w[%c0] : memref<8xf64>
  %wf = arith.truncf %wd : f64 to f32
  %z = memref.load %b[%c0] : memref<64xf32>
  %res = arith.addf %z, %wf : f32
  return %res : f32
}

// hlo-deallocate{free-in-branches=true} (on in jopt-deallocation-pipeline): an scf.if whose
// branches are the last use of an owned buffer takes its ownership; a branch that yields the
// buffer passes the ownership on with it, a branch that does not frees it after its own last
// use. Without the option the buffer lives until its alias class (which takes in the if's
// result) is dead after the if.
// RUN: jopt --hlo-deallocate=free-in-branches=true %s | FileCheck %s
// RUN: jopt-run %s --entry=@swap --args=true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=SWAP-OLD
// RUN: jopt-run %s --entry=@swap --args=true -p 'hlo-deallocate{free-in-branches=true}' --input-may-leak | FileCheck %s --check-prefix=SWAP-NEW
// RUN: jopt-run %s --entry=@swap --args=false -p 'hlo-deallocate{free-in-branches=true}' --input-may-leak | FileCheck %s --check-prefix=SWAP-ELSE
// RUN: jopt-run %s --entry=@swap --args=true -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=SWAP-NEW
// RUN: jopt-run %s --entry=@reread --args=true -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=REREAD
// RUN: jopt-run %s --entry=@both --args=false -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=BOTH-OLD
// RUN: jopt-run %s --entry=@both --args=false -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=BOTH-NEW
// RUN: jopt-run %s --entry=@both --args=true -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=BOTH-THEN
// RUN: jopt-run %s --entry=@loop --args=5 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=LOOP-OLD
// RUN: jopt-run %s --entry=@loop --args=5 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=LOOP-NEW

#id = affine_map<(d0) -> (d0)>

// The then-branch doubles %a into a new buffer, the else-branch hands %a on: %a dies in the
// then-branch, before %big is allocated (peak %c + %big instead of %a + %c + %big).
// CHECK-LABEL: func.func @swap(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NEXT:    %[[OA:.*]] = deallocation.own %[[A]]
// CHECK:         scf.if
// CHECK:           %[[C:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NEXT:      %[[OC:.*]] = deallocation.own %[[C]]
// CHECK-NEXT:      linalg.generic {{.*}} ins(%[[A]] : memref<64xf32>) outs(%[[C]] : memref<64xf32>)
// CHECK:           }
// CHECK-NEXT:      deallocation.retain() of(%[[OA]])
// CHECK-NEXT:      scf.yield %[[C]], %[[OC]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[A]], %[[OA]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.alloc() : memref<256xf32>
// CHECK-NOT:     of(%[[OA]])
// CHECK:         return
// SWAP-OLD:      result #0: 5.0 : f32
// SWAP-OLD:      heap after: allocations=3 frees=3 peak-bytes=1536 live-bytes=0 {{.*}} live-bound-bytes=1280{{$}}
// SWAP-NEW:      result #0: 5.0 : f32
// SWAP-NEW:      heap after: allocations=3 frees=3 peak-bytes=1280 live-bytes=0 {{.*}} live-bound-bytes=1280{{$}}
// SWAP-ELSE:     result #0: 4.0 : f32
// SWAP-ELSE:     heap after: allocations=2 frees=2 peak-bytes=1280 live-bytes=0 {{.*}} live-bound-bytes=1280{{$}}
func.func @swap(%flip: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %b = scf.if %flip -> (memref<64xf32>) {
    %c = memref.alloc() : memref<64xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<64xf32>) outs(%c : memref<64xf32>) {
    ^bb0(%in: f32, %o: f32):
      %d = arith.addf %in, %in : f32
      linalg.yield %d : f32
    }
    scf.yield %c : memref<64xf32>
  } else {
    scf.yield %a : memref<64xf32>
  }
  %big = memref.alloc() : memref<256xf32>
  linalg.fill ins(%three : f32) outs(%big : memref<256xf32>)
  %x = memref.load %b[%c0] : memref<64xf32>
  %y = memref.load %big[%c0] : memref<256xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// %a is read after the if: the if does not take it, %a is freed after that read.
// CHECK-LABEL: func.func @reread(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NEXT:    %[[OA:.*]] = deallocation.own %[[A]]
// CHECK:         scf.if
// CHECK-NOT:       of(%[[OA]])
// CHECK:         } else {
// CHECK-NEXT:      %[[R:.*]] = deallocation.retain(%[[A]]) of()
// CHECK-NEXT:      scf.yield %[[A]], %[[R]]
// CHECK:         memref.load %[[A]][
// CHECK-NEXT:    deallocation.retain() of(%[[OA]])
// REREAD:        result #0: 7.0 : f32
// REREAD:        heap after: allocations=3 frees=3 peak-bytes=1536 live-bytes=0 {{.*}} live-bound-bytes=1536{{$}}
func.func @reread(%flip: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %b = scf.if %flip -> (memref<64xf32>) {
    %c = memref.alloc() : memref<64xf32>
    linalg.fill ins(%three : f32) outs(%c : memref<64xf32>)
    scf.yield %c : memref<64xf32>
  } else {
    scf.yield %a : memref<64xf32>
  }
  %big = memref.alloc() : memref<256xf32>
  linalg.fill ins(%three : f32) outs(%big : memref<256xf32>)
  %x = memref.load %b[%c0] : memref<64xf32>
  %y = memref.load %big[%c0] : memref<256xf32>
  %z = memref.load %a[%c0] : memref<64xf32>
  %s = arith.addf %x, %y : f32
  %t = arith.addf %s, %z : f32
  return %t : f32
}

// Neither branch yields %a: each frees it after its own last use, the else-branch before it
// allocates %big.
// CHECK-LABEL: func.func @both(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NEXT:    %[[OA:.*]] = deallocation.own %[[A]]
// CHECK:         scf.if
// CHECK-NEXT:      memref.load %[[A]][
// CHECK-NEXT:      deallocation.retain() of(%[[OA]])
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.load %[[A]][
// CHECK-NEXT:      deallocation.retain() of(%[[OA]])
// CHECK-NEXT:      memref.alloc() : memref<256xf32>
// CHECK:         }
// CHECK-NOT:     of(%[[OA]])
// CHECK:         return
// BOTH-OLD:      result #0: 3.0 : f32
// BOTH-OLD:      heap after: allocations=3 frees=3 peak-bytes=1280 live-bytes=0 {{.*}} live-bound-bytes=1024{{$}}
// BOTH-NEW:      result #0: 3.0 : f32
// BOTH-NEW:      heap after: allocations=3 frees=3 peak-bytes=1024 live-bytes=0 {{.*}} live-bound-bytes=1024{{$}}
// BOTH-THEN:     result #0: 2.0 : f32
// BOTH-THEN:     heap after: allocations=2 frees=2 peak-bytes=1024 live-bytes=0 {{.*}} live-bound-bytes=1024{{$}}
func.func @both(%flip: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %v = scf.if %flip -> (f32) {
    %x = memref.load %a[%c0] : memref<64xf32>
    scf.yield %x : f32
  } else {
    %x = memref.load %a[%c1] : memref<64xf32>
    %big = memref.alloc() : memref<256xf32>
    linalg.fill ins(%one : f32) outs(%big : memref<256xf32>)
    %y = memref.load %big[%c1] : memref<256xf32>
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  }
  %big2 = memref.alloc() : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%big2 : memref<256xf32>)
  %y = memref.load %big2[%c0] : memref<256xf32>
  %s = arith.addf %v, %y : f32
  return %s : f32
}

// A loop state replaced on odd steps: the iter_arg's ownership goes into the if, and on odd
// steps the old state is freed before the scratch buffer is allocated.
// LOOP-OLD:      result #0: 5.0 : f32
// LOOP-OLD:      heap after: allocations=8 frees=8 peak-bytes=1536 live-bytes=0 {{.*}} live-bound-bytes=1280{{$}}
// LOOP-NEW:      result #0: 5.0 : f32
// LOOP-NEW:      heap after: allocations=8 frees=8 peak-bytes=1280 live-bytes=0 {{.*}} live-bound-bytes=1280{{$}}
func.func @loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %s0 = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%s0 : memref<64xf32>)
  %sN = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<64xf32>) {
    %r = arith.remui %i, %c2 : index
    %odd = arith.cmpi ne, %r, %c0 : index
    %next = scf.if %odd -> (memref<64xf32>) {
      %t = memref.alloc() : memref<64xf32>
      linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : memref<64xf32>) outs(%t : memref<64xf32>) {
      ^bb0(%in: f32, %o: f32):
        %two = arith.constant 2.0 : f32
        %d = arith.addf %in, %two : f32
        linalg.yield %d : f32
      }
      scf.yield %t : memref<64xf32>
    } else {
      scf.yield %s : memref<64xf32>
    }
    %scratch = memref.alloc() : memref<256xf32>
    %x = memref.load %next[%c0] : memref<64xf32>
    linalg.fill ins(%x : f32) outs(%scratch : memref<256xf32>)
    %y = memref.load %scratch[%c1] : memref<256xf32>
    %one = arith.constant 1.0 : f32
    %z = arith.addf %y, %one : f32
    memref.store %z, %next[%c1] : memref<64xf32>
    scf.yield %next : memref<64xf32>
  }
  %res = memref.load %sN[%c1] : memref<64xf32>
  return %res : f32
}

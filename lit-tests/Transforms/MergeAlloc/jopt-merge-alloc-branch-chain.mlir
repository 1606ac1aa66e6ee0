// jopt-merge-alloc{reuse-loop-carried=true}: an scf.for passes a buffer to its next iteration
// through scf.if ops, each making a new buffer from it in one branch and passing it on in the
// other. The loop carries a spare beside it: a branch writes the spare in place of its
// allocation and passes the buffer it got on as the next spare. Both are allocated once, before
// the loop, and join the arena. Each case runs through the pipeline at several trip counts.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc{reuse-loop-carried=false})' | FileCheck %s --check-prefix=OFF
// RUN: jopt-run %s --entry=@chain --args=0 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=CHAIN -DRESULT=1.0
// RUN: jopt-run %s --entry=@chain --args=1 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=CHAIN -DRESULT=3.0
// RUN: jopt-run %s --entry=@chain --args=4 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=CHAIN -DRESULT=7.0
// RUN: jopt-run %s --entry=@chain --args=7 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=CHAIN -DRESULT=29.0
// RUN: jopt-run %s --entry=@read_after --args=3 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=READ-AFTER
// CHAIN: result #0: [[RESULT]] : f32
// CHAIN: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128
// READ-AFTER: result #0: 8.0 : f32

// Even iterations double the buffer, every third adds one (into a new buffer each).
// CHECK-LABEL: func.func @chain
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for {{.*}} iter_args(%[[CUR:.*]] = %{{.*}}, %[[SPARE:.*]] = %{{.*}}) -> (memref<16xf32>, memref<16xf32>)
// CHECK:       %[[R:.*]]:2 = scf.if
// CHECK:       outs(%[[SPARE]] : memref<16xf32>)
// CHECK:       scf.yield %[[SPARE]], %[[CUR]] : memref<16xf32>, memref<16xf32>
// CHECK:       } else {
// CHECK:       scf.yield %[[CUR]], %[[SPARE]] : memref<16xf32>, memref<16xf32>
// CHECK:       %[[S:.*]]:2 = scf.if
// CHECK:       scf.yield %[[R]]#1, %[[R]]#0 : memref<16xf32>, memref<16xf32>
// CHECK:       } else {
// CHECK:       scf.yield %[[R]]#0, %[[R]]#1 : memref<16xf32>, memref<16xf32>
// CHECK:       scf.yield %[[S]]#0, %[[S]]#1 : memref<16xf32>, memref<16xf32>
// OFF-LABEL:   func.func @chain
// OFF:         scf.if
// OFF:         memref.alloc() : memref<16xf32>
func.func @chain(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %m2 = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %m2, %c0 : index
    %x = scf.if %even -> (memref<16xf32>) {
      %b = memref.alloc() : memref<16xf32>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%it : memref<16xf32>) outs(%b : memref<16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %d = arith.addf %in, %in : f32
        linalg.yield %d : f32
      }
      scf.yield %b : memref<16xf32>
    } else {
      scf.yield %it : memref<16xf32>
    }
    %m3 = arith.remui %i, %c3 : index
    %third = arith.cmpi eq, %m3, %c0 : index
    %y = scf.if %third -> (memref<16xf32>) {
      %b = memref.alloc() : memref<16xf32>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<16xf32>) outs(%b : memref<16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %d = arith.addf %in, %one : f32
        linalg.yield %d : f32
      }
      scf.yield %b : memref<16xf32>
    } else {
      scf.yield %x : memref<16xf32>
    }
    scf.yield %y : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  return %z : f32
}

// The buffer the scf.if got is read after it: it cannot be the next spare.
// CHECK-LABEL: func.func @read_after
// CHECK:       scf.if
// CHECK:       memref.alloc() : memref<16xf32>
func.func @read_after(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a, %acc = %zero) -> (memref<16xf32>, f32) {
    %m2 = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %m2, %c0 : index
    %x = scf.if %even -> (memref<16xf32>) {
      %b = memref.alloc() : memref<16xf32>
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%it : memref<16xf32>) outs(%b : memref<16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %d = arith.addf %in, %one : f32
        linalg.yield %d : f32
      }
      scf.yield %b : memref<16xf32>
    } else {
      scf.yield %it : memref<16xf32>
    }
    %old = memref.load %it[%c0] : memref<16xf32>
    %acc1 = arith.addf %acc, %old : f32
    scf.yield %x, %acc1 : memref<16xf32>, f32
  }
  %z = memref.load %r#0[%c1] : memref<16xf32>
  %s = arith.addf %z, %r#1 : f32
  return %s : f32
}

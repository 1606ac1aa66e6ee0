// jopt-merge-alloc on loops that carry buffers of dynamic size. A memref.dim of a carried buffer
// whose sizes are the same values on every edge (the loop yields buffers allocated with the dims
// of its argument) folds to its initial buffer's sizes, so the allocations of the body are sized
// by values defined before the loop: the carried buffer is made from buffers allocated before it
// and the body's scratch joins the arena. Each program also runs through the pipeline at several
// trip counts: one heap allocation, the results of the input.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@while_dims --args=8,0 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=WHILE -DRESULT=1.0
// RUN: jopt-run %s --entry=@while_dims --args=8,1 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=WHILE -DRESULT=1.5
// RUN: jopt-run %s --entry=@while_dims --args=8,4 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=WHILE -DRESULT=5.0625
// RUN: jopt-run %s --entry=@for_dims --args=5,0 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=FOR -DRESULT=2.0
// RUN: jopt-run %s --entry=@for_dims --args=5,3 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=FOR -DRESULT=5.0
// RUN: jopt-run %s --entry=@sizes_differ --args=4,3,true -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=DIFFER -DRESULT=3
// RUN: jopt-run %s --entry=@sizes_differ --args=4,3,false -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=DIFFER -DRESULT=4
// RUN: jopt-run %s --entry=@sizes_agree --args=5,true -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=DIFFER -DRESULT=5
// WHILE: result #0: [[RESULT]] : f32
// WHILE: heap after: allocations=1 frees=1
// FOR: result #0: [[RESULT]] : f32
// FOR: heap after: allocations=1 frees=1
// DIFFER: result #0: [[RESULT]] : index

// The after region sizes its scratch and its new state by the dim of the state it got: both are
// %n at every iteration. The state ping-pongs between the initial buffer and one more, both in
// the arena with the scratch.
// CHECK-LABEL: func.func @while_dims
// CHECK:       %[[ARENA:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.dim
// CHECK:       scf.while
// CHECK:       } do {
// CHECK:       memref.view %[[ARENA]][%{{.*}}][%arg0] : memref<?xi8> to memref<?xf32>
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @while_dims(%n: index, %limit: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %x0 = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%x0 : memref<?xf32>)
  %res:2 = scf.while (%x = %x0, %i = %c0) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %go = arith.cmpi ult, %i, %limit : index
    scf.condition(%go) %x, %i : memref<?xf32>, index
  } do {
  ^bb0(%x: memref<?xf32>, %i: index):
    %d = memref.dim %x, %c0 : memref<?xf32>
    %s = memref.alloc(%d) : memref<?xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%s : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %v = arith.mulf %in, %half : f32
      linalg.yield %v : f32
    }
    %y = memref.alloc(%d) : memref<?xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %s : memref<?xf32>, memref<?xf32>) outs(%y : memref<?xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %v = arith.addf %a, %b : f32
      linalg.yield %v : f32
    }
    memref.dealloc %s : memref<?xf32>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %y, %i1 : memref<?xf32>, index
  }
  %r = memref.load %res#0[%c1] : memref<?xf32>
  return %r : f32
}

// An scf.for whose body is done with its argument before it writes the new buffer, sized by the
// argument's dim: the new buffer is the argument's own memory.
// CHECK-LABEL: func.func @for_dims
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @for_dims(%n: index, %trips: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%a : memref<?xf32>)
  %r = scf.for %i = %c0 to %trips step %c1 iter_args(%it = %a) -> (memref<?xf32>) {
    %v = memref.load %it[%c0] : memref<?xf32>
    %w = arith.addf %v, %one : f32
    %d = memref.dim %it, %c0 : memref<?xf32>
    %b = memref.alloc(%d) : memref<?xf32>
    linalg.fill ins(%w : f32) outs(%b : memref<?xf32>)
    scf.yield %b : memref<?xf32>
  }
  %z = memref.load %r[%c1] : memref<?xf32>
  return %z : f32
}

// The branches yield buffers of different sizes: the dim of the result is not folded.
// CHECK-LABEL: func.func @sizes_differ
// CHECK:       %[[R:.*]] = scf.if
// CHECK:       memref.dim %[[R]], %{{.*}} : memref<?xf32>
func.func @sizes_differ(%n: index, %m: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc(%m) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  %d = memref.dim %r, %c0 : memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  return %d : index
}

// Both branches yield buffers of %n elements: the dim of the result is %n.
// CHECK-LABEL: func.func @sizes_agree
// CHECK-NOT:   memref.dim
// CHECK:       return %arg0 : index
func.func @sizes_agree(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  %d = memref.dim %r, %c0 : memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  return %d : index
}

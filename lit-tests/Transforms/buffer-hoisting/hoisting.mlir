// COMPARE: mlir-opt-22
// RUN: jopt %s --buffer-hoisting -split-input-file | FileCheck %s

// buffer-hoisting moves each memref.alloc to the nearest common dominator of the uses of its
// buffer and of every alias (views, block arguments, region results), out of regions that are
// not loops, never above the block defining one of its operands.

// The buffer reaches ^bb3 through a block argument: its allocation goes to the entry block.
// CHECK-LABEL: func @diamond
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb2:
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8xf32>)
func.func @diamond(%c: i1, %in: memref<8xf32>, %out: memref<8xf32>, %f: f32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<8xf32>)
^bb2:
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  cf.br ^bb3(%a : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  memref.copy %m, %out : memref<8xf32> to memref<8xf32>
  return
}

// -----

// The size is an argument of ^bb2: the allocation stays there. The other one, used only in
// ^bb1, has its uses' dominator there and stays too.
// CHECK-LABEL: func @dependency
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb1:
// CHECK-NEXT: memref.alloc() : memref<4xf32>
// CHECK: ^bb2(%[[N:.*]]: index):
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<?xf32>
func.func @dependency(%c: i1, %n: index, %out: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  %s = memref.alloc() : memref<4xf32>
  %cs = memref.cast %s : memref<4xf32> to memref<?xf32>
  memref.copy %cs, %out : memref<?xf32> to memref<?xf32>
  cf.br ^bb3
^bb2(%m: index):
  %d = memref.alloc(%m) : memref<?xf32>
  cf.br ^bb4(%d : memref<?xf32>)
^bb3:
  return
^bb4(%x: memref<?xf32>):
  memref.copy %x, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// An allocation yielded out of nested scf.if ops leaves them, after the op defining its size
// (%n is computed before the outer if); one whose size is computed inside stays below it.
// CHECK-LABEL: func @nested_if
// CHECK: %[[N:.*]] = arith.addi
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: %{{.*}} = scf.if
// CHECK: arith.muli
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @nested_if(%c: i1, %d: i1, %k: index, %in: memref<?xf32>) -> memref<?xf32> {
  %n = arith.addi %k, %k : index
  %r = scf.if %c -> memref<?xf32> {
    %s = scf.if %d -> memref<?xf32> {
      %a = memref.alloc(%n) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      scf.yield %in : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  } else {
    %m = arith.muli %k, %k : index
    %b = memref.alloc(%m) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// buffer-hoisting never leaves a loop: the allocation of the body stays in the body, moved
// out of the scf.if that yields a view of it (a view is one of the buffer's aliases).
// CHECK-LABEL: func @loop_body
// CHECK: scf.for
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: scf.if
func.func @loop_body(%lb: index, %ub: index, %buf: memref<8xf32>) -> memref<8xf32> {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%it = %buf) -> memref<8xf32> {
    %c = arith.cmpi eq, %i, %lb : index
    %y = scf.if %c -> memref<8xf32> {
      %a = memref.alloc() : memref<16xf32>
      %v = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
      %w = memref.cast %v : memref<8xf32, strided<[1]>> to memref<8xf32>
      scf.yield %w : memref<8xf32>
    } else {
      scf.yield %it : memref<8xf32>
    }
    scf.yield %y : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// -----

// memref.alloca is never moved by buffer-hoisting; an op that is neither a loop nor a region
// branch (linalg.generic) keeps the allocations of its region.
// CHECK-LABEL: func @kept
// CHECK: ^bb1:
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK: linalg.generic
// CHECK: memref.alloc() : memref<2xf32>
func.func @kept(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%in : memref<4xf32>)
^bb1:
  %s = memref.alloca() : memref<4xf32>
  memref.copy %in, %s : memref<4xf32> to memref<4xf32>
  cf.br ^bb2(%s : memref<4xf32>)
^bb2(%m: memref<4xf32>):
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %t = memref.alloc() : memref<2xf32>
    linalg.yield %x : f32
  }
  return
}

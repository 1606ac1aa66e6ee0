// jopt-merge-alloc-prepare: jopt-merge-alloc's first step (reuse-loop-carried) as a pass of its
// own. A buffer an scf.for allocates and passes to its next iteration is written into the
// argument's memory when the initial buffer is a spare (a fresh allocation nothing keeps: here
// a call of a function the module shows only borrows it), else into one more buffer made before
// the loop. jopt-merge-alloc runs this pass first: with the pass run before it and its own step
// off, it prints the same. Each program runs before and after the pass in jopt-run.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc-prepare)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' > %t.one
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc-prepare,jopt-merge-alloc{reuse-loop-carried=false})' > %t.two
// RUN: diff %t.one %t.two
// RUN: jopt-run %s --entry=@in_place --args=0 --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC -DRESULT=1.0
// RUN: jopt-run %s --entry=@in_place --args=3 --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC -DRESULT=4.0
// RUN: jopt-run %s --entry=@in_place --args=0 -p 'builtin.module(jopt-merge-alloc-prepare)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC -DRESULT=1.0
// RUN: jopt-run %s --entry=@in_place --args=3 -p 'builtin.module(jopt-merge-alloc-prepare)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC -DRESULT=4.0
// EXEC: result #0: [[RESULT]] : f32

// CHECK-LABEL: func.func @in_place
// CHECK:       %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @peek(%[[A]])
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for {{.*}} iter_args(%[[IT:.*]] = %[[A]]) -> (memref<16xf32>)
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[IT]] : memref<16xf32>)
// CHECK:       scf.yield %[[IT]] : memref<16xf32>
// CHECK-LABEL: func.func @kept
// CHECK:       %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       call @unknown(%[[A]])
// CHECK:       %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %[[A]]) -> (memref<16xf32>)
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[B]] : memref<16xf32>)
// CHECK:       scf.yield %[[B]] : memref<16xf32>

func.func private @peek(%m: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<16xf32>
  return %v : f32
}

func.func private @unknown(memref<16xf32>)

// Each iteration reads the buffer it got, then fills a new one.
func.func @in_place(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %p = func.call @peek(%a) : (memref<16xf32>) -> f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %p : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  return %z : f32
}

// As @in_place, but a function the module does not define gets the initial buffer first: it
// may keep it, so the buffer is no spare and the loop stays as it was.
func.func @kept(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  func.call @unknown(%a) : (memref<16xf32>) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  return %z : f32
}

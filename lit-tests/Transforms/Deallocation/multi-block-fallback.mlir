// jopt-deallocation-pipeline on a function of more than one block, which hlo-deallocate does not
// take: jopt-deallocate leaves it, and every function it references (@filled), to upstream's
// ownership-based deallocation, so that they come out as buffer-deallocation-pipeline leaves
// them (the UPSTREAM lines hold for both pipelines, as mlir-opt-22 prints them with
// --buffer-deallocation-pipeline); the single-block @main still goes through hlo-deallocate
// and calls @pick as a declaration, whose result it owns.
// RUN: jopt %s --jopt-deallocation-pipeline | FileCheck %s --check-prefixes=UPSTREAM,JOPT
// RUN: jopt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=UPSTREAM
// RUN: jopt %s --jopt-deallocation-pipeline --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: jopt-run %s --args=true -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC -DRESULT=2.0
// RUN: jopt-run %s --args=false -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC -DRESULT=1.0
// RUN: jopt-run %s --args=true -p 'builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})' --input-may-leak | FileCheck %s --check-prefix=EXEC -DRESULT=2.0
// RUN: jopt-run %s --args=false -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=EXEC -DRESULT=1.0
// RUN: not jopt %s --hlo-deallocate 2>&1 | FileCheck %s --check-prefix=HLO

// UPSTREAM-LABEL: func.func private @filled(%arg0: f32) -> memref<4xf32> {
// UPSTREAM-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// UPSTREAM-NEXT:    linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// UPSTREAM-NEXT:    return %alloc : memref<4xf32>
// UPSTREAM-NEXT:  }
// UPSTREAM-NEXT:  func.func @pick(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// UPSTREAM-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// UPSTREAM-NEXT:    %true = arith.constant true
// UPSTREAM-NEXT:    %0 = call @filled(%arg1) : (f32) -> memref<4xf32>
// UPSTREAM-NEXT:    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// UPSTREAM-NEXT:    scf.if %arg0 {
// UPSTREAM-NEXT:      memref.dealloc %base_buffer : memref<f32>
// UPSTREAM-NEXT:    }
// UPSTREAM-NEXT:    %1 = arith.xori %arg0, %true : i1
// UPSTREAM-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%0, %1 : memref<4xf32>, i1)
// UPSTREAM-NEXT:  ^bb1:  // pred: ^bb0
// UPSTREAM-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// UPSTREAM-NEXT:    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// UPSTREAM-NEXT:    cf.br ^bb2(%alloc, %true : memref<4xf32>, i1)
// UPSTREAM-NEXT:  ^bb2(%2: memref<4xf32>, %3: i1):  // 2 preds: ^bb0, ^bb1
// UPSTREAM-NEXT:    %4 = scf.if %3 -> (memref<4xf32>) {
// UPSTREAM-NEXT:      scf.yield %2 : memref<4xf32>
// UPSTREAM-NEXT:    } else {
// UPSTREAM-NEXT:      %7 = bufferization.clone %2 : memref<4xf32> to memref<4xf32>
// UPSTREAM-NEXT:      scf.yield %7 : memref<4xf32>
// UPSTREAM-NEXT:    }
// UPSTREAM-NEXT:    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// UPSTREAM-NEXT:    %intptr = memref.extract_aligned_pointer_as_index %base_buffer_0 : memref<f32> -> index
// UPSTREAM-NEXT:    %intptr_4 = memref.extract_aligned_pointer_as_index %4 : memref<4xf32> -> index
// UPSTREAM-NEXT:    %5 = arith.cmpi ne, %intptr, %intptr_4 : index
// UPSTREAM-NEXT:    %6 = arith.andi %5, %3 : i1
// UPSTREAM-NEXT:    scf.if %6 {
// UPSTREAM-NEXT:      memref.dealloc %base_buffer_0 : memref<f32>
// UPSTREAM-NEXT:    }
// UPSTREAM-NEXT:    return %4 : memref<4xf32>
// UPSTREAM-NEXT:  }

// JOPT-LABEL: func.func @main(%arg0: i1) -> f32 {
// JOPT:         %[[M:.*]] = call @pick(%arg0, %cst) : (i1, f32) -> memref<4xf32>
// JOPT-NEXT:    %[[O:.*]] = deallocation.own %[[M]] : memref<4xf32>
// JOPT:         deallocation.free %[[O]]
// JOPT-NOT:     dealloc_helper

// DUMP: jopt-deallocate{free-in-branches=true retain-placement=after-last-use}

// EXEC:      result #0: [[RESULT]] : f32
// EXEC-NEXT: heap before:
// EXEC-NEXT: heap after: allocations=[[N:[0-9]+]] frees=[[N]] {{.*}} live-bytes=0

// HLO: error: hlo-deallocate does not support functions with more than one block

func.func private @filled(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @pick(%c: i1, %v: f32) -> memref<4xf32> {
  %a = call @filled(%v) : (f32) -> memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<4xf32>)
^bb1:
  %b = memref.alloc() : memref<4xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  cf.br ^bb2(%b : memref<4xf32>)
^bb2(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

func.func @main(%c: i1) -> f32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %m = call @pick(%c, %one) : (i1, f32) -> memref<4xf32>
  %x = memref.alloc() : memref<4xf32>
  memref.copy %m, %x : memref<4xf32> to memref<4xf32>
  %v = memref.load %x[%c1] : memref<4xf32>
  return %v : f32
}

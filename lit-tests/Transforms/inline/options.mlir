// COMPARE: mlir-opt-22
// RUN: jopt %s --inline | FileCheck %s
// RUN: jopt %s --inline=default-pipeline= | FileCheck %s --check-prefix=NOSIMPLIFY
// RUN: jopt %s '--inline=default-pipeline= op-pipelines=func.func(cse)' | FileCheck %s --check-prefix=CSE
// RUN: jopt %s --inline=max-iterations=1 | FileCheck %s --check-prefix=ONCE
// RUN: jopt %s --inline=inlining-threshold=0 | FileCheck %s --check-prefix=NEVER
// RUN: jopt %s --inline=inlining-threshold=50 | FileCheck %s --check-prefix=HALF
// RUN: jopt %s --inline --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: jopt %s '--pass-pipeline=builtin.module(inline{op-pipelines=func.func(cse),func.func(canonicalize{max-iterations=1}) max-iterations=2})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE2

// The options of MLIR's inliner: the pipeline every callable gets before and after inlining
// (canonicalize, or none), one per callable op, the iterations per call-graph component, and the
// largest callee/caller op-count ratio (in percent) inlined.

func.func private @small(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}

func.func private @large(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.muli %2, %a : i32
  %4 = arith.muli %3, %a : i32
  %5 = arith.muli %4, %a : i32
  return %5 : i32
}

func.func private @wrapper(%a: i32) -> i32 {
  %0 = call @small(%a) : (i32) -> i32
  %1 = call @small(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

func.func @main(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = call @wrapper(%a) : (i32) -> i32
  %1 = call @large(%b) : (i32) -> i32
  %2 = arith.subi %0, %1 : i32
  %3 = arith.subi %0, %0 : i32
  %4 = arith.xori %2, %3 : i32
  %5 = arith.ori %4, %4 : i32
  return %0, %1, %5 : i32, i32, i32
}

// CHECK-LABEL: func.func @main
// CHECK-NOT:     call
// CHECK-NOT:   func.func private

// NOSIMPLIFY-LABEL: func.func @main
// NOSIMPLIFY:         arith.constant 0 : i32
// NOSIMPLIFY:         arith.addi %arg0
// NOSIMPLIFY-NOT:     call
// NOSIMPLIFY:         arith.subi

// CSE-LABEL: func.func @main
// CSE-COUNT-1:  arith.constant 0 : i32
// CSE-NOT:      call

// ONCE-LABEL: func.func @main
// ONCE-NOT:     call
// ONCE:         arith.subi
// ONCE-NEXT:    return
// ONCE-NOT:   func.func private

// NEVER:       func.func private @small
// NEVER:       func.func private @large
// NEVER:       func.func private @wrapper
// NEVER-LABEL: func.func @main
// NEVER:         call @wrapper
// NEVER:         call @large

// HALF-LABEL: func.func private @large
// HALF-LABEL: func.func private @wrapper
// HALF-NOT:     call
// HALF:         return
// HALF-LABEL: func.func @main
// HALF:         call @wrapper
// HALF:         call @large

// PIPELINE:      inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }
// PIPELINE2:     inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=2 op-pipelines={func.func(cse),func.func(canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}}

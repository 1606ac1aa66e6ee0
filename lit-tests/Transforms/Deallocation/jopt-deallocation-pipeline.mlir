// jopt-deallocation-pipeline: jopt's deallocation pipeline by one name (the least peak memory
// of jopt's pipelines in bench/memory-quality), as a flag or in a pipeline, with its options.
// RUN: jopt %s --jopt-deallocation-pipeline --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// RUN: jopt %s -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=gc-merge-alloc buffer-reuse=true})' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=OPTIONS
// RUN: jopt %s --jopt-deallocation-pipeline | FileCheck %s
// RUN: jopt-run %s --args=4 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=4 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=MERGE
// RUN: jopt %s -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=MERGE-DUMP
// RUN: jopt %s -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc plan-report=%t.html plan-report-sizes=2:8})' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT-DUMP
// RUN: jopt %s -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc-default buffer-reuse=keep-peak})' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT-KEEP
// RUN: jopt-run %s --args=4 -p 'builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: not jopt %s -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=yes})' 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not jopt %s -p 'builtin.module(func.func(jopt-deallocation-pipeline))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: jopt --list-passes | FileCheck %s --check-prefix=LIST

// DEFAULT:      builtin.module(
// DEFAULT-NEXT:   expand-realloc{emit-deallocs=false},
// DEFAULT-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DEFAULT-NEXT:   jopt-deallocate{free-in-branches=true retain-placement=after-last-use},
// DEFAULT-NEXT:   func.func(
// DEFAULT-NEXT:     hlo-deallocation-simplification{prune-ownership=false},
// DEFAULT-NEXT:     hlo-deallocation-to-scf
// DEFAULT-NEXT:   )
// DEFAULT-NEXT: )

// OPTIONS:      builtin.module(
// OPTIONS-NEXT:   expand-realloc{emit-deallocs=false},
// OPTIONS-NEXT:   canonicalize{
// OPTIONS-NEXT:   func.func(
// OPTIONS-NEXT:     gc-merge-alloc
// OPTIONS:        jopt-deallocate{free-in-branches=true retain-placement=after-last-use},
// OPTIONS-NEXT:   func.func(
// OPTIONS-NEXT:     hlo-deallocation-simplification{prune-ownership=false},
// OPTIONS-NEXT:     hlo-buffer-reuse{keep-peak=false max-stack-elements=4096},
// OPTIONS-NEXT:     hlo-deallocation-simplification{prune-ownership=false},
// OPTIONS-NEXT:     hlo-deallocation-to-scf

// Each buffer is freed right after its last use: the incoming state and the scratch buffer
// inside the loop, the final state after the loop. With merge-alloc (MERGE, its precise mode)
// the scratch buffers of the loop share one arena, the states carried by the loop stay on the
// heap: the peak is the live bound still.
// CHECK-LABEL: func.func @main(
// CHECK:         scf.for %{{.*}} iter_args(%[[X:.*]] = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK:           %[[S:.*]] = memref.alloc() : memref<32xf32>
// CHECK:           linalg.generic
// CHECK:           memref.dealloc %[[X]] : memref<32xf32>
// CHECK-NEXT:      memref.load %[[S]]
// CHECK-NEXT:      memref.dealloc %[[S]] : memref<32xf32>
// CHECK:         %[[R:.*]] = memref.load %[[L:.*]]#0
// CHECK-NEXT:    memref.dealloc %[[L]]#0 : memref<32xf32>

// EXEC:      result #0: 930.0 : f32
// EXEC-NEXT: heap before: allocations=9 frees=0 peak-bytes=1152
// EXEC-NEXT: heap after: allocations=9 frees=9 peak-bytes=256 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=256 live-bound-bytes=256{{$}}
// MERGE:      result #0: 930.0 : f32
// MERGE:      heap after: allocations=1 frees=1 peak-bytes=256 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=256 live-bound-bytes=256{{$}}
// MERGE-DUMP:       canonicalize
// MERGE-DUMP-NEXT:  jopt-merge-alloc-unless-peak-rises{plan-report= plan-report-sizes=1:4:16},
// MERGE-DUMP-NEXT:  jopt-deallocate
// The merge's report options are the guard's own, so the dumped pipeline runs the same merge.
// REPORT-DUMP:       jopt-merge-alloc-unless-peak-rises{plan-report={{.*}}.html plan-report-sizes=2:8},

// DEFAULT-KEEP:      func.func(
// DEFAULT-KEEP-NEXT:   merge-alloc{{{.*}} precise=false}
// DEFAULT-KEEP:        hlo-buffer-reuse{keep-peak=true max-stack-elements=4096},

// BADVALUE: for the --merge-alloc option: Cannot find option named 'yes'!
// BADVALUE: failed to add `jopt-deallocation-pipeline` with options `merge-alloc=yes`
// NESTED: Can't add pass 'JoptDeallocatePass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?

// LIST: Pass Pipelines:
// LIST: --jopt-deallocation-pipeline

#id = affine_map<(d0) -> (d0)>
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<32xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<32xf32>) {
    %s = memref.alloc() : memref<32xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<32xf32>) outs(%s : memref<32xf32>) {
    ^bb0(%in: f32, %o: f32):
      %v = arith.addf %in, %in : f32
      linalg.yield %v : f32
    }
    %k = memref.load %s[%c0] : memref<32xf32>
    %t = memref.alloc() : memref<32xf32>
    linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : memref<32xf32>) {
    ^bb0(%o: f32):
      %w = arith.addf %k, %one : f32
      linalg.yield %w : f32
    }
    scf.yield %t : memref<32xf32>
  }
  %v = memref.load %r[%c0] : memref<32xf32>
  %w = arith.mulf %v, %v : f32
  %z = arith.subf %w, %v : f32
  return %z : f32
}

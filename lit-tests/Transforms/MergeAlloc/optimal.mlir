// planner-options=optimal: the exact search finds the smallest arena, here the peak of live
// bytes (448: the first three buffers together), where both heuristic planners need 512. The
// program runs before and after each plan (the interpreter checks every read against the
// buffer that wrote it), and an unknown planner is an error.
// RUN: jopt --merge-alloc="planner-options=optimal" %s | FileCheck %s
// RUN: jopt --merge-alloc="planner-options=optimal optimal-time-limit=1000" %s | FileCheck %s
// RUN: jopt --merge-alloc %s | FileCheck %s --check-prefix=COST
// RUN: jopt --merge-alloc="planner-options=size-first" %s | FileCheck %s --check-prefix=COST
// RUN: jopt-run %s --entry=@packed -p 'func.func(merge-alloc{planner-options=optimal})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@packed -p 'func.func(merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: not jopt --merge-alloc="planner-options=best" %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @packed
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<448xi8>
// CHECK-NOT: memref.alloc

// COST-LABEL: func.func @packed
// COST: memref.alloc() {alignment = 64 : i64} : memref<512xi8>

// EXEC: result #0: 10.0 : f32
// EXEC: heap after: allocations=1

// ERR: error: merge-alloc: unknown planner-options 'best' (cost-model, size-first or optimal)

func.func @packed() -> f32 {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<48xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<48xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%f2 : f32) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<48xf32>
  linalg.fill ins(%f3 : f32) outs(%c : memref<48xf32>)
  %x = memref.load %a[%c0] : memref<48xf32>
  %y = memref.load %c[%c0] : memref<48xf32>
  %d = memref.alloc() : memref<64xf32>
  linalg.fill ins(%f4 : f32) outs(%d : memref<64xf32>)
  %z = memref.load %b[%c0] : memref<16xf32>
  %w = memref.load %d[%c0] : memref<64xf32>
  %s0 = arith.addf %x, %y : f32
  %s1 = arith.addf %z, %w : f32
  %s = arith.addf %s0, %s1 : f32
  return %s : f32
}

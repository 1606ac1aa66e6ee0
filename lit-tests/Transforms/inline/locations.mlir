// COMPARE: mlir-opt-22
// RUN: jopt %s --inline --mlir-print-debuginfo | FileCheck %s

// Inlined ops and block arguments are located at callsite(their location at the call's); a
// call inlined from an inlined callee stacks the call sites, innermost first.

// CHECK-LABEL: func.func @outer
// CHECK:         arith.negf {{.*}} loc(#[[NEG:loc[0-9]+]])
// CHECK:         arith.addf {{.*}} loc(#[[ADD:loc[0-9]+]])
// CHECK:         cf.cond_br {{.*}} loc(#[[BR:loc[0-9]+]])
// CHECK:       ^bb2(%{{.*}}: f32 loc("{{.*}}locations.mlir":44:8))
// CHECK-DAG:   #[[LEAF:loc[0-9]+]] = loc("{{.*}}locations.mlir":23:8)
// CHECK-DAG:   #[[MIDCALL:loc[0-9]+]] = loc("{{.*}}locations.mlir":28:8)
// CHECK-DAG:   #[[MIDADD:loc[0-9]+]] = loc("{{.*}}locations.mlir":29:8)
// CHECK-DAG:   #[[CALL1:loc[0-9]+]] = loc("{{.*}}locations.mlir":43:8)
// CHECK-DAG:   #[[BRANCH:loc[0-9]+]] = loc("{{.*}}locations.mlir":34:3)
// CHECK-DAG:   #[[INNER:loc[0-9]+]] = loc(callsite(#[[MIDCALL]] at #[[CALL1]]))
// CHECK-DAG:   #[[ADD]] = loc(callsite(#[[MIDADD]] at #[[CALL1]]))
// CHECK-DAG:   #[[BR]] = loc(callsite(#[[BRANCH]] at #{{loc[0-9]+}}))
// CHECK-DAG:   #[[NEG]] = loc(callsite(#[[LEAF]] at #[[INNER]]))

func.func private @leaf(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  return %0 : f32
}

func.func private @middle(%x: f32) -> f32 {
  %0 = call @leaf(%x) : (f32) -> f32
  %1 = arith.addf %0, %x : f32
  return %1 : f32
}

func.func private @branchy(%c: i1, %x: f32) -> f32 {
  cf.cond_br %c, ^bb1(%x : f32), ^bb2
^bb1(%y: f32):
  return %y : f32
^bb2:
  %z = arith.mulf %x, %x : f32
  return %z : f32
}

func.func @outer(%x: f32, %c: i1) -> (f32, f32) {
  %0 = call @middle(%x) : (f32) -> f32
  %1 = call @branchy(%c, %0) : (i1, f32) -> f32
  return %0, %1 : f32, f32
}

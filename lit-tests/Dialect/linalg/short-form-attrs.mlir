// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The short payload form of linalg.map and linalg.reduce builds its payload op from the parsed
// attribute dictionary as MLIR does: the defaults are added, then an inherent attribute of another
// storage kind is dropped without a word (MLIR's setInherentAttr), leaving that property unset;
// an attribute that is not a property stays. short-form-attrs-mlir-opt.mlir checks mlir-opt-22
// against the same lines.

// CHECK-LABEL: func.func @map
// CHECK-NEXT: linalg.map { arith.negf } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map { arith.negf {foo = 1 : i64} } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.map { arith.addi } ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.map { arith.addi } ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.map { arith.maxsi {overflowFlags = #arith.overflow<nsw>} } ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: return

// GENERIC-LABEL: sym_name = "map"
// GENERIC: "arith.negf"(%{{.*}}) : (f32) -> f32
// GENERIC: "arith.negf"(%{{.*}}) {foo = 1 : i64} : (f32) -> f32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "arith.maxsi"(%{{.*}}, %{{.*}}) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
func.func @map(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %i: memref<4xi32>) {
  linalg.map { arith.negf {fastmath = 3 : i32} } ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.map { arith.negf {fastmath = #arith.overflow<nsw>, foo = 1} } ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.map { arith.addi } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.map { arith.addi {overflowFlags = "x"} } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.map { arith.addi {overflowFlags = #arith.fastmath<fast>} } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.map { arith.maxsi {overflowFlags = #arith.overflow<nsw>} } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  return
}

// CHECK-LABEL: func.func @reduce
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.reduce { arith.maximumf {bar} } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: return

// GENERIC-LABEL: sym_name = "reduce"
// GENERIC: "arith.addf"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// GENERIC: "arith.maximumf"(%{{.*}}, %{{.*}}) {bar} : (f32, f32) -> f32
func.func @reduce(%a: memref<4x8xf32>, %v: memref<4xf32>) {
  linalg.reduce { arith.addf {fastmath = unit} } ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf {fastmath = [1], bar} } ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) dimensions = [1]
  return
}

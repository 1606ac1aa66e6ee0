// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// Every ml_program op in its custom form: globals (visibility always printed, `mutable`,
// initial value narrower than the type, #ml_program.extern under its #extern alias, none),
// loads named after their global, stores, functions and graph subgraphs with tokens.

// CHECK: #extern = #ml_program.extern : tensor<4xi32>
// CHECK-NEXT: module {
// CHECK-NEXT: ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
// CHECK-NEXT: ml_program.global public @weights(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<?xf32>
// CHECK-NEXT: ml_program.global nested mutable @from_outside(#extern) : tensor<?xi32>
// CHECK-NEXT: ml_program.global private mutable @unset : tensor<3xi8> {note = "no initial value"}
// CHECK-NEXT: ml_program.global public @"quoted name"(dense<7> : tensor<i32>) : tensor<i32>
// CHECK-LABEL: func.func @seed() -> tensor<i64> {
// CHECK-NEXT: %global_seed = ml_program.global_load @global_seed : tensor<i64>
// CHECK-NEXT: %extracted = tensor.extract %global_seed[] : tensor<i64>
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %0 = arith.muli %extracted, %c7_i64 : i64
// CHECK-NEXT: %from_elements = tensor.from_elements %0 : tensor<i64>
// CHECK-NEXT: ml_program.global_store @global_seed = %from_elements : tensor<i64>
// CHECK-NEXT: %weights = ml_program.global_load_const @weights : tensor<?xf32>
// CHECK-NEXT: %quoted_name = ml_program.global_load_const @"quoted name" : tensor<i32>
// CHECK-NEXT: return %global_seed : tensor<i64>
// CHECK-NEXT: }
// CHECK-LABEL: ml_program.func private @extern_fn(i32, f32) -> i32
// CHECK-LABEL: ml_program.func @compute(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}) attributes {test.fn} {
// CHECK-NEXT: %from_outside = ml_program.global_load @from_outside : tensor<?xi32>
// CHECK-NEXT: ml_program.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: ml_program.func @nothing() {
// CHECK-NEXT: ml_program.return
// CHECK-NEXT: }
// CHECK-LABEL: ml_program.subgraph private @graph_decl(!ml_program.token) -> !ml_program.token
// CHECK-LABEL: ml_program.subgraph @graph(%arg0: tensor<3xi8>, %arg1: !ml_program.token) -> (tensor<3xi8>, !ml_program.token) {
// CHECK-NEXT: %0 = ml_program.global_store_graph @unset = %arg0 ordering(%arg1, %produceToken -> !ml_program.token) : tensor<3xi8>
// CHECK-NEXT: %result, %produceToken = ml_program.global_load_graph @unset ordering(%arg1 -> !ml_program.token) : tensor<3xi8>
// CHECK-NEXT: %1 = ml_program.global_store_graph @unset = %result ordering(() -> !ml_program.token) : tensor<3xi8> {tag}
// CHECK-NEXT: %2 = ml_program.token
// CHECK-NEXT: ml_program.output %result, %1 : tensor<3xi8>, !ml_program.token
// CHECK-NEXT: }
// CHECK-NEXT: }

ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global public @weights(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<?xf32>
ml_program.global nested mutable @from_outside(#ml_program.extern : tensor<4xi32>) : tensor<?xi32>
ml_program.global private mutable @unset : tensor<3xi8> {note = "no initial value"}
ml_program.global public @"quoted name"(dense<7> : tensor<i32>) : tensor<i32>

func.func @seed() -> tensor<i64> {
  %0 = ml_program.global_load @global_seed : tensor<i64>
  %1 = tensor.extract %0[] : tensor<i64>
  %c7 = arith.constant 7 : i64
  %2 = arith.muli %1, %c7 : i64
  %3 = tensor.from_elements %2 : tensor<i64>
  ml_program.global_store @global_seed = %3 : tensor<i64>
  %4 = ml_program.global_load_const @weights : tensor<?xf32>
  %5 = ml_program.global_load_const @"quoted name" : tensor<i32>
  return %0 : tensor<i64>
}

ml_program.func private @extern_fn(i32, f32) -> i32
ml_program.func @compute(%arg0: i32 {test.arg}, %arg1: f32) -> (i32 {test.res}) attributes {test.fn} {
  %0 = ml_program.global_load @from_outside : tensor<?xi32>
  ml_program.return %arg0 : i32
}
ml_program.func @nothing() {
  ml_program.return
}

ml_program.subgraph private @graph_decl(!ml_program.token) -> !ml_program.token
ml_program.subgraph @graph(%arg0: tensor<3xi8>, %t0: !ml_program.token) -> (tensor<3xi8>, !ml_program.token) {
  // A graph region: values may be used before they are defined.
  %t2 = ml_program.global_store_graph @unset = %arg0 ordering(%t0, %t1 -> !ml_program.token) : tensor<3xi8>
  %v, %t1 = ml_program.global_load_graph @unset ordering(%t0 -> !ml_program.token) : tensor<3xi8>
  %t3 = ml_program.global_store_graph @unset = %v ordering(() -> !ml_program.token) : tensor<3xi8> {tag}
  %t4 = ml_program.token
  ml_program.output %v, %t3 : tensor<3xi8>, !ml_program.token
}

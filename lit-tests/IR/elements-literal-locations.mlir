// RUN: not jopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Where elements literal errors are reported, as MLIR does: an element's at its token (after a
// minus sign), a literal's shape at the token after the element whose dimensions differ, the
// other checks of a dense literal at `dense`, of a sparse one's indices or values at the start
// of that literal, and its verifier's at `sparse`.

// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:24: error: integer constant out of range for type
"test.a"() {a = dense<[300]> : tensor<1xi8>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:27: error: expected integer elements, but parsed floating-point
"test.a"() {a = dense<[1, 1.5]> : tensor<2xi8>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:17: error: elements hex data size is invalid for provided type: 'tensor<2xf32>'
"test.a"() {a = dense<"0x00"> : tensor<2xf32>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:35: error: tensor literal is invalid; ranks are not consistent between elements
"test.a"() {a = dense<[[0], [1, 2]]> : tensor<2x2xi32>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:17: error: inferred shape of elements literal ([2]) does not match type ([3])
"test.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:41: error: integer constant out of range for type
"test.a"() {a = sparse<[[0], [1]], [1, -300]> : tensor<2xi8>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:31: error: elements hex data size is invalid for provided type: 'tensor<1xf32>'
"test.a"() {a = sparse<[[0]], "0x00"> : tensor<2xf32>} : () -> ()
// -----
// CHECK: elements-literal-locations.mlir:[[# @LINE + 1]]:17: error: sparse index #1 is not contained within the value shape, with index=[5], and type='tensor<2xf32>'
"test.a"() {a = sparse<[[0], [5]], [1.0, 2.0]> : tensor<2xf32>} : () -> ()

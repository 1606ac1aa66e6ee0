// RUN: jopt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// The checks of MLIR's parser and verifier of sparse elements attributes, with its messages.

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"test.a"() {a = sparse<[[0, 0, 0]], [[-2.0]]> : vector<1x1x1xf16>} : () -> ()

// -----

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"test.a"() {a = sparse<1, 10> : tensor<1x1xi16>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([1])}}
"test.a"() {a = sparse<[[0], [1]], [1.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])}}
"test.a"() {a = sparse<[[0, 1]], [1.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"test.a"() {a = sparse<[0, 1], [1.0, 2.0]> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[5], and type='tensor<2xf32>'}}
"test.a"() {a = sparse<[[0], [5]], [1.0, 2.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<2xf32>'}}
"test.a"() {a = sparse<[[0], [-1]], [1.0, 2.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"test.a"() {a = sparse<[[0.5]], [1.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.a"() {a = sparse<[[0]], [1]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"test.a"() {a = sparse<[[0]], [1.0]> : tensor<?xf32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"test.a"() {a = sparse<[[0]], [1.0]> : i32} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"test.a"() {a = sparse<[[0]], [1.0]>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.a"() {a = sparse<[[0]] [1.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"test.a"() {a = sparse<[[0]], [1.0] : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{Expected '<' after 'sparse'}}
"test.a"() {a = sparse [[0]], [1.0]> : tensor<2xf32>} : () -> ()

// -----

// Indices are never hex.
// expected-error @+1 {{integer constant out of range for type}}
"test.a"() {a = sparse<"0x00", [1.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<1xf32>'}}
"test.a"() {a = sparse<[[0]], "0x00"> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.a"() {a = sparse<[[0], [1, 2]], [1.0, 2.0]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.a"() {a = sparse<[[0]], [300]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.a"() {a = sparse<[[0]], ["a"]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 0]); inferred shape of values literal ([0])}}
"test.a"() {a = sparse<[[]], []> : tensor<2x2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.a"() {a = sparse<[[0, 0]], [true]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"test.a"() {a = sparse<[[0]], [-1]> : tensor<2xui8>} : () -> ()

// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The DLTI attributes' own checks (at the mnemonic) and those of a module's data layout (at the
// module), with mlir-opt-22's words.

// expected-error @+1 {{no DLTI entries provided}}
module attributes {test.a = #dlti.target_device_spec<>} {}

// -----

// expected-error @+1 {{value associated with key "GPU" is not a DLTI device spec}}
module attributes {test.a = #dlti.target_system_spec<"GPU" = #dlti.map<"w" = 32>>} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {test.a = #dlti.target_device_spec<f32 = 1>} {}

// -----

// expected-error @+1 {{type as DLTI key is not allowed}}
module attributes {test.a = #dlti.target_device_spec<#dlti.dl_entry<f32, 1>>} {}

// -----

// expected-error @+1 {{repeated DLTI key: "w"}}
module attributes {test.a = #dlti.map<"w" = 1, i8 = 2, "w" = 3>} {}

// -----

// expected-error @+1 {{repeated DLTI key: i8}}
module attributes {test.a = #dlti.dl_spec<i8 = 1, "w" = 2, i8 = 3>} {}

// -----

// expected-error @+1 {{empty string as DLTI key is not allowed}}
module attributes {test.a = #dlti.map<"" = 1>} {}

// -----

// expected-error @+1 {{expected a type or a quoted string}}
module attributes {test.a = #dlti.dl_entry<7, 1>} {}

// -----

// expected-error @+1 {{unknown attribute `layout` in dialect `dlti`}}
module attributes {test.a = #dlti.layout<"w" = 1>} {}

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.map<"w" = 1>} {}

// -----

// expected-error @+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = #dlti.target_device_spec<"w" = 1>} {}

// -----

// expected-error @+1 {{attribute 'dlti.spec' not supported by dialect}}
module attributes {dlti.spec = 1} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i16, dense<16> : vector<1xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<16> : vector<1xi32>>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f64, dense<[32, 64, 128]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64, 128]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i64, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "wide">} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<4xf32> = 1>} {}

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.vector_width}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.vector_width" = 128>} {}

// -----

// Type entries are checked before identifiers.
// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "mixed", i32 = dense<32> : vector<1xi64>>} {}

// -----

// A function's data layout is not checked (only an op with a data layout interface's is).
func.func @unchecked() attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5, "dlti.endianness" = "mixed">} {
  return
}

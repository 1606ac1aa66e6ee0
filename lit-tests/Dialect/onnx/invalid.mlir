// RUN: jopt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the onnx dialect: the messages of the ODS traits and
// constraints ONNX-MLIR declares its ops with (the dialect is not upstream, so they are not
// checked against mlir-opt), and ONNX-MLIR's out-of-range attribute diagnostics.

// == operand and result counts

func.func @result_count(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Relu' op requires one result}}
  "onnx.Relu"(%a) : (tensor<2xf32>) -> ()
  return
}

// -----

func.func @results_count(%x: tensor<1x3x8x8xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{'onnx.BatchNormalization' op expected 3 results}}
  %0 = "onnx.BatchNormalization"(%x, %s, %s, %s, %s) : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x8x8xf32>
  return
}

// -----

func.func @single_operand(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Relu' op requires a single operand}}
  %0 = "onnx.Relu"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @operand_count(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Add' op expected 2 operands, but found 1}}
  %0 = "onnx.Add"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @slice_operand_count(%a: tensor<2xf32>, %i: tensor<1xi64>) {
  // expected-error @+1 {{'onnx.Slice' op expected 5 operands, but found 3}}
  %0 = "onnx.Slice"(%a, %i, %i) : (tensor<2xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xf32>
  return
}

// -----

func.func @zero_operands(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.NoValue' op requires zero operands}}
  %0 = "onnx.NoValue"(%a) {value} : (tensor<2xf32>) -> none
  return
}

// -----

func.func @zero_results() {
  // expected-error @+1 {{'onnx.EntryPoint' op requires zero results}}
  %0 = "onnx.EntryPoint"() {func = @zero_results} : () -> tensor<2xf32>
  return
}

// == required attributes

// -----

func.func @concat_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Concat' op requires attribute 'axis'}}
  %0 = "onnx.Concat"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @cast_to(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Cast' op requires attribute 'to'}}
  %0 = "onnx.Cast"(%a) {saturate = 1 : si64} : (tensor<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @pool_kernel_shape(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'onnx.MaxPool' op requires attribute 'kernel_shape'}}
  %0:2 = "onnx.MaxPool"(%x) {strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, none)
  return
}

// -----

func.func @unsqueeze_v11_axes(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.UnsqueezeV11' op requires attribute 'axes'}}
  %0 = "onnx.UnsqueezeV11"(%a) : (tensor<2xf32>) -> tensor<1x2xf32>
  return
}

// -----

// expected-error @+1 {{'onnx.EntryPoint' op requires attribute 'func'}}
"onnx.EntryPoint"() : () -> ()

// == attribute kinds

// -----

func.func @si64_attr(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Concat' op attribute 'axis' failed to satisfy constraint: 64-bit signed integer attribute}}
  %0 = "onnx.Concat"(%a, %a) {axis = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f32_attr(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.LeakyRelu' op attribute 'alpha' failed to satisfy constraint: 32-bit float attribute}}
  %0 = "onnx.LeakyRelu"(%a) {alpha = 1.000000e-02 : f64} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @str_attr(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %n: none) {
  // expected-error @+1 {{'onnx.Conv' op attribute 'auto_pad' failed to satisfy constraint: string attribute}}
  %0 = "onnx.Conv"(%x, %w, %n) {auto_pad = 0 : si64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x6x6xf32>
  return
}

// -----

func.func @i64_array_attr(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'onnx.Transpose' op attribute 'perm' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "onnx.Transpose"(%a) {perm = [1 : si64, 0 : si64]} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @f32_array_attr(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Scaler' op attribute 'scale' failed to satisfy constraint: 32-bit float array attribute}}
  %0 = "onnx.Scaler"(%a) {scale = [2.0 : f64]} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @str_array_attr() {
  // expected-error @+1 {{'onnx.Constant' op attribute 'value_strings' failed to satisfy constraint: string array attribute}}
  %0 = onnx.Constant {value_strings = [1]} : tensor<1x!onnx.String>
  return
}

// -----

func.func @type_attr(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Cast' op attribute 'to' failed to satisfy constraint: any type attribute}}
  %0 = "onnx.Cast"(%a) {to = "f16"} : (tensor<2xf32>) -> tensor<2xf16>
  return
}

// -----

func.func @elements_attr() {
  // expected-error @+1 {{'onnx.Constant' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = onnx.Constant {value = 1 : i64} : tensor<i64>
  return
}

// -----

// expected-error @+1 {{'onnx.EntryPoint' op attribute 'func' failed to satisfy constraint: symbol reference attribute}}
"onnx.EntryPoint"() {func = "main_graph"} : () -> ()

// -----

func.func @unit_attr() {
  // expected-error @+1 {{'onnx.NoValue' op attribute 'value' failed to satisfy constraint: unit attribute}}
  %0 = "onnx.NoValue"() {value = 1 : i64} : () -> none
  return
}

// == operand and result types

// -----

func.func @tensor_operand(%a: tensor<2xf32>, %i: i32) {
  // expected-error @+1 {{'onnx.Add' op operand #1 must be tensor of f32, f16, f64, bf16, i8, i16, i32, i64, ui8, ui16, ui32, ui64 values, but got 'i32'}}
  %0 = "onnx.Add"(%a, %i) : (tensor<2xf32>, i32) -> tensor<2xf32>
  return
}

// -----

func.func @none_operand(%a: tensor<2xf32>) {
  %n = "onnx.NoValue"() {value} : () -> none
  // expected-error @+1 {{'onnx.Reshape' op operand #1 must be tensor of i64 values, but got 'none'}}
  %0 = "onnx.Reshape"(%a, %n) : (tensor<2xf32>, none) -> tensor<2xf32>
  return
}

// -----

func.func @optional_operand(%a: tensor<2xf32>, %i: i32) {
  // expected-error @+1 {{'onnx.Clip' op operand #2 must be tensor of f32, f16, f64, bf16, i8, i16, i32, i64, ui8, ui16, ui32, ui64 values or none type, but got 'i32'}}
  %0 = "onnx.Clip"(%a, %a, %i) : (tensor<2xf32>, tensor<2xf32>, i32) -> tensor<2xf32>
  return
}

// -----

func.func @memref_operand(%m: memref<2xf32>) {
  // expected-error @+1 {{'onnx.Relu' op operand #0 must be tensor of f32, f16, f64, bf16, i8, i16, i32, i64 values, but got 'memref<2xf32>'}}
  %0 = "onnx.Relu"(%m) : (memref<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @variadic_operand(%a: tensor<2xf32>, %f: f32) {
  // expected-error @+1 {{'onnx.Concat' op operand #2 must be variadic of tensor of any type values, but got 'f32'}}
  %0 = "onnx.Concat"(%a, %a, %f) {axis = 0 : si64} : (tensor<2xf32>, tensor<2xf32>, f32) -> tensor<4xf32>
  return
}

// -----

func.func @tensor_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Relu' op result #0 must be tensor of f32, f16, f64, bf16, i8, i16, i32, i64 values, but got 'f32'}}
  %0 = "onnx.Relu"(%a) : (tensor<2xf32>) -> f32
  return
}

// -----

func.func @optional_result(%a: tensor<2xf32>, %b: tensor<2xi1>) {
  // expected-error @+1 {{'onnx.Dropout' op result #1 must be tensor of i1 values or none type, but got 'i1'}}
  %0:2 = "onnx.Dropout"(%a, %a, %b) : (tensor<2xf32>, tensor<2xf32>, tensor<2xi1>) -> (tensor<2xf32>, i1)
  return
}

// -----

func.func @none_result() {
  // expected-error @+1 {{'onnx.NoValue' op result #0 must be none type, but got 'tensor<f32>'}}
  %0 = "onnx.NoValue"() {value} : () -> tensor<f32>
  return
}

// == onnx.Constant

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'onnx.Constant' op requires exactly one of the attributes 'sparse_value', 'value', 'value_float', 'value_floats', 'value_int', 'value_ints', 'value_string', 'value_strings', but found 0}}
  %0 = onnx.Constant {onnx_node_name = "c"} : tensor<2xf32>
  return
}

// -----

func.func @constant_two_values() {
  // expected-error @+1 {{'onnx.Constant' op requires exactly one of the attributes 'sparse_value', 'value', 'value_float', 'value_floats', 'value_int', 'value_ints', 'value_string', 'value_strings', but found 2}}
  %0 = "onnx.Constant"() {value = dense<1> : tensor<i64>, value_int = 1 : si64} : () -> tensor<i64>
  return
}

// -----

func.func @constant_value_type() {
  // expected-error @+1 {{'onnx.Constant' op 'value' of type 'tensor<2xi64>' does not match result type 'tensor<3xi64>'}}
  %0 = onnx.Constant {value = dense<1> : tensor<2xi64>} : tensor<3xi64>
  return
}

// -----

func.func @constant_value_element_type() {
  // expected-error @+1 {{'onnx.Constant' op 'value' of type 'tensor<2xi64>' does not match result type 'tensor<2xi32>'}}
  %0 = "onnx.Constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi32>
  return
}

// -----

func.func @constant_custom_not_elements() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = onnx.Constant 1 : i64
  return
}

// -----

func.func @constant_result_type() {
  // expected-error @+1 {{'onnx.Constant' op result #0 must be tensor of any type values, but got 'i64'}}
  %0 = onnx.Constant {value_int = 1 : si64} : i64
  return
}

// == onnx.Return

// -----

func.func @return_count(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Return' op has 1 operands, but enclosing function (@return_count) returns 0}}
  onnx.Return %a : tensor<2xf32>
}

// -----

func.func @return_type(%a: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<3xf32>') doesn't match function result type ('tensor<2xf32>') in function @return_type}}
  onnx.Return %a : tensor<3xf32>
}

// -----

func.func @return_element_type(%a: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<2xi32>') doesn't match function result type ('tensor<?xf32>') in function @return_element_type}}
  onnx.Return %a : tensor<2xi32>
}

// -----

func.func @return_rank(%a: tensor<2xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<2xf32>') doesn't match function result type ('tensor<?x?xf32>') in function @return_rank}}
  onnx.Return %a : tensor<2xf32>
}

// -----

func.func @return_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{'onnx.Return' op requires zero results}}
  %0 = "onnx.Return"() : () -> tensor<2xf32>
}

// -----

// expected-error @+1 {{'onnx.Return' op expects parent op 'func.func'}}
"onnx.Return"() : () -> ()

// == axes out of range, inconsistent shapes

// -----

func.func @gather_axis(%a: tensor<2x4xf32>, %i: tensor<1xi64>) {
  // expected-error @+1 {{onnx.Gather: 'axis' value is 2, accepted range is [-2, 1]}}
  %0 = "onnx.Gather"(%a, %i) {axis = 2 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<2x4xf32>
  return
}

// -----

func.func @concat_axis_range(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{onnx.Concat: 'axis' value is -3, accepted range is [-2, 1]}}
  %0 = "onnx.Concat"(%a, %a) {axis = -3 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x4xf32>, %b: tensor<*xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.Concat' op operand #2 has rank 1, but operand #0 has rank 2}}
  %0 = "onnx.Concat"(%a, %b, %c) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @split_axis(%a: tensor<4xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{onnx.Split: 'axis' value is 1, accepted range is [-1, 0]}}
  %0:2 = "onnx.Split"(%a, %s) {axis = 1 : si64} : (tensor<4xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @split_sizes(%a: tensor<4xf32>) {
  %s = onnx.Constant dense<[1, 1, 2]> : tensor<3xi64>
  // expected-error @+1 {{'onnx.Split' op has 2 results, but 3 split sizes}}
  %0:2 = "onnx.Split"(%a, %s) {axis = 0 : si64} : (tensor<4xf32>, tensor<3xi64>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @split_v11_sizes(%a: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.SplitV11' op has 2 results, but 1 split sizes}}
  %0:2 = "onnx.SplitV11"(%a) {axis = 0 : si64, split = [4]} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @slice_steps_type(%x: tensor<4xf32>, %s: tensor<1xi64>) {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{'onnx.Slice' op operand #4 must be tensor of any type values or none type, but got 'i64'}}
  %0 = "onnx.Slice"(%x, %s, %s, %s, %c) : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, i64) -> tensor<2xf32>
  return
}

// -----

func.func @gather_missing_indices(%x: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.Gather' op expected 2 operands, but found 1}}
  %0 = "onnx.Gather"(%x) : (tensor<4xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @split_no_input() {
  // expected-error @+1 {{'onnx.Split' op expected 2 operands, but found 0}}
  "onnx.Split"() : () -> ()
  return
}

// -----

func.func @split_result_type(%x: tensor<4xf32>) {
  %n = "onnx.NoValue"() {value} : () -> none
  // expected-error @+1 {{'onnx.Split' op result #1 must be variadic of tensor of any type values, but got 'none'}}
  %0:2 = "onnx.Split"(%x, %n) {axis = 0 : si64} : (tensor<4xf32>, none) -> (tensor<2xf32>, none)
  return
}

// -----

func.func @concat_axis_kind(%x: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.Concat' op attribute 'axis' failed to satisfy constraint: 64-bit signed integer attribute}}
  %0 = "onnx.Concat"(%x, %x) {axis = 0 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @no_properties(%x: tensor<4xf32>) {
  // ONNX-MLIR keeps its attributes in the dictionary.
  // expected-error @+1 {{invalid properties {axis = 0 : si64} for op onnx.Concat: this operation does not support properties}}
  %0 = "onnx.Concat"(%x, %x) <{axis = 0 : si64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// The onnx ops' verifier errors.
// RUN: jopt %s --split-input-file --verify-diagnostics

func.func @missing_axis(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'onnx.Concat' op requires attribute 'axis'}}
  %0 = "onnx.Concat"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @operands(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'onnx.Add' op expected 2 operands, but found 1}}
  %0 = "onnx.Add"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_operands(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'onnx.Slice' op expected between 3 and 5 operands, but found 2}}
  %0 = "onnx.Slice"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @results(%x: tensor<4xf32>) {
  // expected-error @+1 {{'onnx.Relu' op expected 1 results, but found 0}}
  "onnx.Relu"(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @attribute_kind(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'onnx.Concat' op attribute 'axis' failed to satisfy constraint: 64-bit signed integer attribute}}
  %0 = "onnx.Concat"(%x, %x) {axis = "zero"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @operand_type(%x: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'onnx.Relu' op operand #0 must be a tensor or none, but got memref<4xf32>}}
  %0 = "onnx.Relu"(%x) : (memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant() -> tensor<2xi64> {
  // expected-error @+1 {{'onnx.Constant' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "onnx.Constant"() {value = 1 : i64} : () -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @return_types(%x: tensor<4xf32>) -> tensor<4xi64> {
  // expected-error @+1 {{type of return operand 0 ('tensor<4xf32>') doesn't match function result type ('tensor<4xi64>') in function @return_types}}
  onnx.Return %x : tensor<4xf32>
}

func.func @main_graph(%hidden: tensor<1x128x768xf32> {onnx.name = "hidden_states"}) -> (tensor<1x128x768xf32> {onnx.name = "output"}, tensor<2x1x12x128x64xf32> {onnx.name = "present"}) {
  %gamma = onnx.Constant dense<1.0> : tensor<768xf32>
  %beta = onnx.Constant dense<0.0> : tensor<768xf32>
  %ln, %mean, %inv_std_dev = "onnx.LayerNormalization"(%hidden, %gamma, %beta) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<1x128x768xf32>, tensor<768xf32>, tensor<768xf32>) -> (tensor<1x128x768xf32>, none, none)
  %w_qkv = onnx.Constant dense<0.02> : tensor<768x2304xf32>
  %b_qkv = onnx.Constant dense<0.0> : tensor<2304xf32>
  %mm_qkv = "onnx.MatMul"(%ln, %w_qkv) {onnx_node_name = "attn.c_attn.matmul"} : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
  %qkv = "onnx.Add"(%mm_qkv, %b_qkv) : (tensor<1x128x2304xf32>, tensor<2304xf32>) -> tensor<1x128x2304xf32>
  %s5 = onnx.Constant dense<[1, 128, 3, 12, 64]> : tensor<5xi64>
  %qkv5 = "onnx.Reshape"(%qkv, %s5) {allowzero = 0 : si64} : (tensor<1x128x2304xf32>, tensor<5xi64>) -> tensor<1x128x3x12x64xf32>
  %qkvT = "onnx.Transpose"(%qkv5) {perm = [2, 0, 3, 1, 4]} : (tensor<1x128x3x12x64xf32>) -> tensor<3x1x12x128x64xf32>
  %split = onnx.Constant dense<[1, 1, 1]> : tensor<3xi64>
  %q5, %k5, %v5 = "onnx.Split"(%qkvT, %split) {axis = 0 : si64} : (tensor<3x1x12x128x64xf32>, tensor<3xi64>) -> (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>)
  %present = "onnx.Concat"(%k5, %v5) {axis = 0 : si64, onnx_node_name = "present"} : (tensor<1x1x12x128x64xf32>, tensor<1x1x12x128x64xf32>) -> tensor<2x1x12x128x64xf32>
  %ax0 = onnx.Constant dense<[0]> : tensor<1xi64>
  %q = "onnx.Squeeze"(%q5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %k = "onnx.Squeeze"(%k5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %v = "onnx.Squeeze"(%v5, %ax0) : (tensor<1x1x12x128x64xf32>, tensor<1xi64>) -> tensor<1x12x128x64xf32>
  %kT = "onnx.Transpose"(%k) {perm = [0, 1, 3, 2]} : (tensor<1x12x128x64xf32>) -> tensor<1x12x64x128xf32>
  %scores = "onnx.MatMul"(%q, %kT) : (tensor<1x12x128x64xf32>, tensor<1x12x64x128xf32>) -> tensor<1x12x128x128xf32>
  %scale = onnx.Constant dense<8.0> : tensor<f32>
  %scaled = "onnx.Div"(%scores, %scale) : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128x128xf32>
  %probs = "onnx.Softmax"(%scaled) {axis = -1 : si64} : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32>
  %ctx = "onnx.MatMul"(%probs, %v) : (tensor<1x12x128x128xf32>, tensor<1x12x128x64xf32>) -> tensor<1x12x128x64xf32>
  %ctxT = "onnx.Transpose"(%ctx) {perm = [0, 2, 1, 3]} : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
  %s3 = onnx.Constant dense<[1, 128, 768]> : tensor<3xi64>
  %merged = "onnx.Reshape"(%ctxT, %s3) {allowzero = 0 : si64} : (tensor<1x128x12x64xf32>, tensor<3xi64>) -> tensor<1x128x768xf32>
  %w_o = onnx.Constant dense<0.02> : tensor<768x768xf32>
  %b_o = onnx.Constant dense<0.0> : tensor<768xf32>
  %proj = "onnx.MatMul"(%merged, %w_o) : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
  %projb = "onnx.Add"(%proj, %b_o) : (tensor<1x128x768xf32>, tensor<768xf32>) -> tensor<1x128x768xf32>
  %out = "onnx.Add"(%projb, %hidden) : (tensor<1x128x768xf32>, tensor<1x128x768xf32>) -> tensor<1x128x768xf32>
  return %out, %present : tensor<1x128x768xf32>, tensor<2x1x12x128x64xf32>
}

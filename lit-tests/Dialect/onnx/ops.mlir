// RUN: jopt %s --split-input-file | FileCheck %s
// RUN: jopt %s --split-input-file | jopt --split-input-file | FileCheck %s
// RUN: jopt %s --split-input-file --mlir-print-op-generic | jopt --split-input-file | FileCheck %s
// RUN: jopt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// ONNX-MLIR's onnx dialect: onnx.Constant and onnx.Return in their custom forms (which
// mlir-opt cannot parse, so this file is not run against the reference tool; generic.mlir is),
// and every registered op in the generic form ONNX-MLIR prints.

// The preprocessing chain of an imported model, as onnx-mlir prints it.

// CHECK-LABEL: func.func @main_graph(%arg0: tensor<1x3x224x224xf32> {onnx.name = "input"}) -> (tensor<1x150528xf32> {onnx.name = "output"}) {
// CHECK-NEXT:    %0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
// CHECK-NEXT:    %1 = "onnx.Transpose"(%arg0) {perm = [0, 2, 3, 1]} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
// CHECK-NEXT:    %2 = "onnx.Reshape"(%1, %0) {allowzero = 0 : si64, onnx_node_name = "reshape"} : (tensor<1x224x224x3xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
// CHECK-NEXT:    onnx.Return %2 : tensor<1x150528xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  "onnx.EntryPoint"() {func = @main_graph} : () -> ()

// GENERIC-LABEL: sym_name = "main_graph"
// GENERIC:       %0 = "onnx.Constant"() {value = dense<[1, 150528]> : tensor<2xi64>} : () -> tensor<2xi64>
// GENERIC:       "onnx.Return"(%2) : (tensor<1x150528xf32>) -> ()
// GENERIC:       "onnx.EntryPoint"() {func = @main_graph} : () -> ()
func.func @main_graph(%arg0: tensor<1x3x224x224xf32> {onnx.name = "input"}) -> (tensor<1x150528xf32> {onnx.name = "output"}) {
  %shape = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %t = "onnx.Transpose"(%arg0) {perm = [0, 2, 3, 1]} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
  %r = "onnx.Reshape"(%t, %shape) {allowzero = 0 : si64, onnx_node_name = "reshape"} : (tensor<1x224x224x3xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
  onnx.Return %r : tensor<1x150528xf32>
}
"onnx.EntryPoint"() {func = @main_graph} : () -> ()

// -----

// onnx.Constant: the custom form for a value of the result type (also written generically),
// else the attribute dictionary and the result type.

// CHECK-LABEL: func.func @constants()
// CHECK-NEXT:    %0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
// CHECK-NEXT:    %1 = onnx.Constant dense<[0, 2]> : tensor<2xi64>
// CHECK-NEXT:    %2 = onnx.Constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT:    %3 = onnx.Constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %4 = onnx.Constant dense<-1> : tensor<i64>
// CHECK-NEXT:    %5 = onnx.Constant dense_resource<__elided__> : tensor<4xf32>
// CHECK-NEXT:    %6 = onnx.Constant {value = dense<1> : tensor<2xi64>} : tensor<?xi64>
// CHECK-NEXT:    %7 = onnx.Constant {onnx_node_name = "c", value = dense<1> : tensor<2xi64>} : tensor<2xi64>
// CHECK-NEXT:    %8 = onnx.Constant {value_int = 3 : si64} : tensor<i64>
// CHECK-NEXT:    %9 = onnx.Constant {value_ints = [1, 2]} : tensor<2xi64>
// CHECK-NEXT:    %10 = onnx.Constant {value_float = 5.000000e-01 : f32} : tensor<f32>
// CHECK-NEXT:    %11 = onnx.Constant {value_floats = [1.000000e+00 : f32, 2.000000e+00 : f32]} : tensor<2xf32>
// CHECK-NEXT:    %12 = onnx.Constant {value_string = "x"} : tensor<!onnx.String>
// CHECK-NEXT:    %13 = onnx.Constant {value_strings = ["a", "b"]} : tensor<2x!onnx.String>
// CHECK-NEXT:    return

// GENERIC-LABEL: sym_name = "constants"
// GENERIC:       "onnx.Constant"() {value = dense<[1, 150528]> : tensor<2xi64>} : () -> tensor<2xi64>
// GENERIC:       "onnx.Constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<?xi64>
// GENERIC:       "onnx.Constant"() {value_int = 3 : si64} : () -> tensor<i64>
func.func @constants() {
  %0 = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %1 = "onnx.Constant"() {value = dense<[0, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %2 = onnx.Constant dense<1.0> : tensor<2x3xf32>
  %3 = onnx.Constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %4 = onnx.Constant dense<-1> : tensor<i64>
  %5 = onnx.Constant dense_resource<__elided__> : tensor<4xf32>
  %6 = onnx.Constant {value = dense<1> : tensor<2xi64>} : tensor<?xi64>
  %7 = "onnx.Constant"() {value = dense<1> : tensor<2xi64>, onnx_node_name = "c"} : () -> tensor<2xi64>
  %8 = "onnx.Constant"() {value_int = 3 : si64} : () -> tensor<i64>
  %9 = onnx.Constant {value_ints = [1, 2]} : tensor<2xi64>
  %10 = onnx.Constant {value_float = 0.5 : f32} : tensor<f32>
  %11 = onnx.Constant {value_floats = [1.0 : f32, 2.0 : f32]} : tensor<2xf32>
  %12 = onnx.Constant {value_string = "x"} : tensor<!onnx.String>
  %13 = onnx.Constant {value_strings = ["a", "b"]} : tensor<2x!onnx.String>
  return
}

// -----

// onnx.Return: any number of operands, a type more precisely shaped than the signature's,
// attributes, and the generic form.

// CHECK-LABEL: func.func @two_results
// CHECK-NEXT:    onnx.Return %arg0, %arg1 : tensor<2x4xf32>, tensor<3xi64>
func.func @two_results(%a: tensor<2x4xf32>, %b: tensor<3xi64>) -> (tensor<2x4xf32>, tensor<3xi64>) {
  onnx.Return %a, %b : tensor<2x4xf32>, tensor<3xi64>
}

// CHECK-LABEL: func.func @no_results
// CHECK-NEXT:    onnx.Return{{$}}
func.func @no_results() {
  onnx.Return
}

// CHECK-LABEL: func.func @refined(%arg0: tensor<2x4xf32>) -> (tensor<?x4xf32>, tensor<*xf32>)
// CHECK-NEXT:    onnx.Return {note} %arg0, %arg0 : tensor<2x4xf32>, tensor<2x4xf32>
func.func @refined(%a: tensor<2x4xf32>) -> (tensor<?x4xf32>, tensor<*xf32>) {
  onnx.Return {note} %a, %a : tensor<2x4xf32>, tensor<2x4xf32>
}

// CHECK-LABEL: func.func @generic_return
// CHECK-NEXT:    onnx.Return %arg0 : tensor<2xf32>
// GENERIC-LABEL: sym_name = "generic_return"
// GENERIC:       "onnx.Return"(%{{.*}}) : (tensor<2xf32>) -> ()
func.func @generic_return(%a: tensor<2xf32>) -> tensor<2xf32> {
  "onnx.Return"(%a) : (tensor<2xf32>) -> ()
}

// func.return still ends an ONNX function.
// CHECK-LABEL: func.func @func_return
// CHECK-NEXT:    %0 = "onnx.Relu"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    return %0 : tensor<2xf32>
func.func @func_return(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "onnx.Relu"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Every registered op (the checks are the input: each op prints as it is written).

func.func @every_op(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<2xi64>, %arg6: tensor<2x4xi1>, %arg7: tensor<1xi64>, %arg8: tensor<2xui64>) {
  %0 = "onnx.NoValue"() {value} : () -> none
  %1 = onnx.Constant dense<1.000000e+00> : tensor<3xf32>
  %2 = onnx.Constant dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 2.000000e+00]> : tensor<4xf32>
  %3 = onnx.Constant dense<[0, 0, 1, 1, 0, 0, 1, 1]> : tensor<8xi64>
  %4 = onnx.Constant dense<0> : tensor<i64>
  %5 = onnx.Constant dense<0> : tensor<2x4xi64>
  %6 = onnx.Constant dense<5.000000e-01> : tensor<f32>
  %7 = onnx.Constant dense<1> : tensor<2x4xi8>
  %8 = "onnx.Reshape"(%arg3, %arg5) {allowzero = 0 : si64} : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  %9 = "onnx.Transpose"(%arg3) {perm = [1, 0]} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %10 = "onnx.Squeeze"(%arg0, %arg7) : (tensor<1x3x8x8xf32>, tensor<1xi64>) -> tensor<3x8x8xf32>
  %11 = "onnx.Squeeze"(%arg0, %0) : (tensor<1x3x8x8xf32>, none) -> tensor<3x8x8xf32>
  %12 = "onnx.SqueezeV11"(%arg0) {axes = [0]} : (tensor<1x3x8x8xf32>) -> tensor<3x8x8xf32>
  %13 = "onnx.Unsqueeze"(%arg3, %arg7) : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x2x4xf32>
  %14 = "onnx.UnsqueezeV11"(%arg3) {axes = [0]} : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
  %15 = "onnx.Flatten"(%arg0) {axis = 1 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x192xf32>
  %16 = "onnx.Identity"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %17 = "onnx.Gather"(%arg3, %arg7) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %18 = "onnx.Slice"(%arg3, %arg7, %arg7, %arg7, %arg7) : (tensor<2x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x4xf32>
  %19 = "onnx.Slice"(%arg3, %arg7, %arg7, %0, %0) : (tensor<2x4xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<1x4xf32>
  %20 = "onnx.Concat"(%arg3, %arg3) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %21:2 = "onnx.Split"(%arg4, %arg5) {axis = 0 : si64} : (tensor<4x4xf32>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  %22:2 = "onnx.Split"(%arg4, %0) {axis = 1 : si64, num_outputs = 2 : si64} : (tensor<4x4xf32>, none) -> (tensor<4x2xf32>, tensor<4x2xf32>)
  %23:2 = "onnx.SplitV13"(%arg4, %arg5) {axis = 0 : si64} : (tensor<4x4xf32>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  %24:2 = "onnx.SplitV11"(%arg4) {axis = 0 : si64, split = [1, 3]} : (tensor<4x4xf32>) -> (tensor<1x4xf32>, tensor<3x4xf32>)
  %25 = "onnx.Add"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %26 = "onnx.Sub"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %27 = "onnx.Mul"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %28 = "onnx.Div"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %29 = "onnx.Pow"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %30 = "onnx.PRelu"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %31 = "onnx.Max"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %32 = "onnx.Min"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %33 = "onnx.Sum"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %34 = "onnx.Mean"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %35 = "onnx.Equal"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %36 = "onnx.Less"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %37 = "onnx.LessOrEqual"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %38 = "onnx.Greater"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %39 = "onnx.GreaterOrEqual"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  %40 = "onnx.And"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  %41 = "onnx.Or"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  %42 = "onnx.Xor"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  %43 = "onnx.Not"(%arg6) : (tensor<2x4xi1>) -> tensor<2x4xi1>
  %44 = "onnx.Mod"(%arg3, %arg3) {fmod = 1 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %45 = "onnx.BitShift"(%arg8, %arg8) {direction = "LEFT"} : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  %46 = "onnx.MatMul"(%arg3, %arg4) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %47 = "onnx.Expand"(%arg2, %arg5) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  %48 = "onnx.Tile"(%arg3, %arg5) : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x16xf32>
  %49 = "onnx.Sqrt"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %50 = "onnx.Erf"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %51 = "onnx.Exp"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %52 = "onnx.Log"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %53 = "onnx.Tanh"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %54 = "onnx.Sigmoid"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %55 = "onnx.Relu"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %56 = "onnx.Neg"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %57 = "onnx.Abs"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %58 = "onnx.Reciprocal"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %59 = "onnx.Floor"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %60 = "onnx.Ceil"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %61 = "onnx.Round"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %62 = "onnx.Sign"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %63 = "onnx.Sin"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %64 = "onnx.Cos"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %65 = "onnx.Softplus"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %66 = "onnx.Softsign"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %67 = "onnx.HardSwish"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %68 = "onnx.Mish"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %69 = "onnx.GlobalAveragePool"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<1x3x1x1xf32>
  %70 = "onnx.GlobalMaxPool"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<1x3x1x1xf32>
  %71 = "onnx.Shape"(%arg0) {start = 0 : si64} : (tensor<1x3x8x8xf32>) -> tensor<4xi64>
  %72 = "onnx.Size"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<i64>
  %73 = "onnx.NonZero"(%arg3) : (tensor<2x4xf32>) -> tensor<2x?xi64>
  %74 = "onnx.LeakyRelu"(%arg3) {alpha = 0.00999999977 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %75 = "onnx.Elu"(%arg3) {alpha = 1.000000e+00 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %76 = "onnx.Selu"(%arg3) {alpha = 1.67326319 : f32, gamma = 1.05070102 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %77 = "onnx.HardSigmoid"(%arg3) {alpha = 2.000000e-01 : f32, beta = 5.000000e-01 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %78 = "onnx.Gelu"(%arg3) {approximate = "none"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %79 = "onnx.Clip"(%arg3, %0, %0) : (tensor<2x4xf32>, none, none) -> tensor<2x4xf32>
  %80 = "onnx.Softmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %81 = "onnx.SoftmaxV11"(%arg3) {axis = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %82 = "onnx.LogSoftmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %83 = "onnx.Hardmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %84 = "onnx.Gemm"(%arg3, %arg4, %arg2) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %85 = "onnx.Conv"(%arg0, %arg1, %arg2) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %86 = "onnx.Conv"(%arg0, %arg1, %0) {auto_pad = "SAME_UPPER"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x8x8xf32>
  %87 = "onnx.ConvTranspose"(%arg0, %arg1, %0) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], output_padding = [0, 0], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x3x8x8xf32>
  %88:2 = "onnx.MaxPool"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, none)
  %89 = "onnx.MaxPoolSingleOut"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, dilations = [1, 1], kernel_shape = [3, 3], pads = [1, 1, 1, 1], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  %90 = "onnx.AveragePool"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, count_include_pad = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  %91:3 = "onnx.BatchNormalization"(%arg0, %1, %1, %1, %1) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32, training_mode = 0 : si64} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x8x8xf32>, none, none)
  %92 = "onnx.BatchNormalizationInferenceMode"(%arg0, %1, %1, %1, %1) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x8x8xf32>
  %93:3 = "onnx.LayerNormalization"(%arg3, %arg2, %arg2) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4xf32>, none, none)
  %94 = "onnx.InstanceNormalization"(%arg0, %1, %1) {epsilon = 9.99999974E-6 : f32} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x8x8xf32>
  %95 = "onnx.ReduceMean"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %96 = "onnx.ReduceMean"(%arg3, %0) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, none) -> tensor<f32>
  %97 = "onnx.ReduceMeanV13"(%arg3) {axes = [-1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %98 = "onnx.ReduceSum"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %99 = "onnx.ReduceSumV11"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %100 = "onnx.ReduceMax"(%arg3, %arg7) {keepdims = 1 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %101 = "onnx.ReduceMaxV13"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %102 = "onnx.ReduceMin"(%arg3, %arg7) {keepdims = 1 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %103 = "onnx.ReduceMinV13"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  %104 = "onnx.ReduceProd"(%arg3, %0) : (tensor<2x4xf32>, none) -> tensor<1x1xf32>
  %105 = "onnx.ReduceL2"(%arg3, %arg7) : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
  %106 = "onnx.ArgMax"(%arg3) {axis = 1 : si64, keepdims = 1 : si64, select_last_index = 0 : si64} : (tensor<2x4xf32>) -> tensor<2x1xi64>
  %107 = "onnx.ArgMin"(%arg3) {axis = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xi64>
  %108 = "onnx.Cast"(%arg3) {saturate = 1 : si64, to = f16} : (tensor<2x4xf32>) -> tensor<2x4xf16>
  %109 = "onnx.CastLike"(%arg5, %arg3) {saturate = 1 : si64} : (tensor<2xi64>, tensor<2x4xf32>) -> tensor<2xf32>
  %110 = "onnx.Resize"(%arg0, %0, %2, %0) {antialias = 0 : si64, coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -7.500000e-01 : f32, exclude_outside = 0 : si64, extrapolation_value = 0.000000e+00 : f32, keep_aspect_ratio_policy = "stretch", mode = "nearest", nearest_mode = "floor"} : (tensor<1x3x8x8xf32>, none, tensor<4xf32>, none) -> tensor<1x3x16x16xf32>
  %111 = "onnx.Pad"(%arg0, %3, %0, %0) {mode = "constant"} : (tensor<1x3x8x8xf32>, tensor<8xi64>, none, none) -> tensor<1x3x10x10xf32>
  %112 = "onnx.Where"(%arg6, %arg3, %arg3) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %113:2 = "onnx.Dropout"(%arg3, %0, %0) {seed = 0 : si64} : (tensor<2x4xf32>, none, none) -> (tensor<2x4xf32>, none)
  %114 = "onnx.ConstantOfShape"(%arg5) {value = dense<0.000000e+00> : tensor<1xf32>} : (tensor<2xi64>) -> tensor<?x?xf32>
  %115 = "onnx.Range"(%4, %4, %4) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
  %116 = "onnx.DepthToSpace"(%arg0) {blocksize = 1 : si64, mode = "DCR"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %117 = "onnx.SpaceToDepth"(%arg0) {blocksize = 1 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %118 = "onnx.Einsum"(%arg3, %arg4) {equation = "ij,jk->ik"} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %119:2 = "onnx.TopK"(%arg3, %arg7) {axis = -1 : si64, largest = 1 : si64, sorted = 1 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>)
  %120 = "onnx.CumSum"(%arg3, %4) {exclusive = 0 : si64, reverse = 0 : si64} : (tensor<2x4xf32>, tensor<i64>) -> tensor<2x4xf32>
  %121 = "onnx.GatherElements"(%arg3, %5) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
  %122 = "onnx.GatherND"(%arg3, %5) {batch_dims = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xi64>) -> tensor<?xf32>
  %123 = "onnx.ScatterND"(%arg3, %5, %arg3) {reduction = "none"} : (tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %124 = "onnx.ScatterElements"(%arg3, %5, %arg3) {axis = 0 : si64, reduction = "none"} : (tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %125 = "onnx.Trilu"(%arg4, %0) {upper = 1 : si64} : (tensor<4x4xf32>, none) -> tensor<4x4xf32>
  %126 = "onnx.QuantizeLinear"(%arg3, %6, %0) {axis = 1 : si64, saturate = 1 : si64} : (tensor<2x4xf32>, tensor<f32>, none) -> tensor<2x4xi8>
  %127 = "onnx.DequantizeLinear"(%7, %6, %0) {axis = 1 : si64} : (tensor<2x4xi8>, tensor<f32>, none) -> tensor<2x4xf32>
  %128 = "onnx.Upsample"(%arg0, %2) {mode = "nearest"} : (tensor<1x3x8x8xf32>, tensor<4xf32>) -> tensor<1x3x16x16xf32>
  %129 = "onnx.LRN"(%arg0) {alpha = 9.99999974E-5 : f32, beta = 7.500000e-01 : f32, bias = 1.000000e+00 : f32, size = 3 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %130 = "onnx.LpNormalization"(%arg3) {axis = -1 : si64, p = 2 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %131 = "onnx.MeanVarianceNormalization"(%arg0) {axes = [0, 2, 3]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %132 = "onnx.Scaler"(%arg3) {offset = [0.000000e+00 : f32], scale = [2.000000e+00 : f32]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  onnx.Return
}
// CHECK-LABEL: func.func @every_op(%arg0: tensor<1x3x8x8xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<2xi64>, %arg6: tensor<2x4xi1>, %arg7: tensor<1xi64>, %arg8: tensor<2xui64>) {
// CHECK:    %0 = "onnx.NoValue"() {value} : () -> none
// CHECK-NEXT:    %1 = onnx.Constant dense<1.000000e+00> : tensor<3xf32>
// CHECK-NEXT:    %2 = onnx.Constant dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 2.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %3 = onnx.Constant dense<[0, 0, 1, 1, 0, 0, 1, 1]> : tensor<8xi64>
// CHECK-NEXT:    %4 = onnx.Constant dense<0> : tensor<i64>
// CHECK-NEXT:    %5 = onnx.Constant dense<0> : tensor<2x4xi64>
// CHECK-NEXT:    %6 = onnx.Constant dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %7 = onnx.Constant dense<1> : tensor<2x4xi8>
// CHECK-NEXT:    %8 = "onnx.Reshape"(%arg3, %arg5) {allowzero = 0 : si64} : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x2xf32>
// CHECK-NEXT:    %9 = "onnx.Transpose"(%arg3) {perm = [1, 0]} : (tensor<2x4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT:    %10 = "onnx.Squeeze"(%arg0, %arg7) : (tensor<1x3x8x8xf32>, tensor<1xi64>) -> tensor<3x8x8xf32>
// CHECK-NEXT:    %11 = "onnx.Squeeze"(%arg0, %0) : (tensor<1x3x8x8xf32>, none) -> tensor<3x8x8xf32>
// CHECK-NEXT:    %12 = "onnx.SqueezeV11"(%arg0) {axes = [0]} : (tensor<1x3x8x8xf32>) -> tensor<3x8x8xf32>
// CHECK-NEXT:    %13 = "onnx.Unsqueeze"(%arg3, %arg7) : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x2x4xf32>
// CHECK-NEXT:    %14 = "onnx.UnsqueezeV11"(%arg3) {axes = [0]} : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
// CHECK-NEXT:    %15 = "onnx.Flatten"(%arg0) {axis = 1 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x192xf32>
// CHECK-NEXT:    %16 = "onnx.Identity"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %17 = "onnx.Gather"(%arg3, %arg7) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %18 = "onnx.Slice"(%arg3, %arg7, %arg7, %arg7, %arg7) : (tensor<2x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %19 = "onnx.Slice"(%arg3, %arg7, %arg7, %0, %0) : (tensor<2x4xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<1x4xf32>
// CHECK-NEXT:    %20 = "onnx.Concat"(%arg3, %arg3) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:    %21:2 = "onnx.Split"(%arg4, %arg5) {axis = 0 : si64} : (tensor<4x4xf32>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK-NEXT:    %22:2 = "onnx.Split"(%arg4, %0) {axis = 1 : si64, num_outputs = 2 : si64} : (tensor<4x4xf32>, none) -> (tensor<4x2xf32>, tensor<4x2xf32>)
// CHECK-NEXT:    %23:2 = "onnx.SplitV13"(%arg4, %arg5) {axis = 0 : si64} : (tensor<4x4xf32>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK-NEXT:    %24:2 = "onnx.SplitV11"(%arg4) {axis = 0 : si64, split = [1, 3]} : (tensor<4x4xf32>) -> (tensor<1x4xf32>, tensor<3x4xf32>)
// CHECK-NEXT:    %25 = "onnx.Add"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %26 = "onnx.Sub"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %27 = "onnx.Mul"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %28 = "onnx.Div"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %29 = "onnx.Pow"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %30 = "onnx.PRelu"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %31 = "onnx.Max"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %32 = "onnx.Min"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %33 = "onnx.Sum"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %34 = "onnx.Mean"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %35 = "onnx.Equal"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %36 = "onnx.Less"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %37 = "onnx.LessOrEqual"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %38 = "onnx.Greater"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %39 = "onnx.GreaterOrEqual"(%arg3, %arg3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
// CHECK-NEXT:    %40 = "onnx.And"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
// CHECK-NEXT:    %41 = "onnx.Or"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
// CHECK-NEXT:    %42 = "onnx.Xor"(%arg6, %arg6) : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
// CHECK-NEXT:    %43 = "onnx.Not"(%arg6) : (tensor<2x4xi1>) -> tensor<2x4xi1>
// CHECK-NEXT:    %44 = "onnx.Mod"(%arg3, %arg3) {fmod = 1 : si64} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %45 = "onnx.BitShift"(%arg8, %arg8) {direction = "LEFT"} : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
// CHECK-NEXT:    %46 = "onnx.MatMul"(%arg3, %arg4) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %47 = "onnx.Expand"(%arg2, %arg5) : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
// CHECK-NEXT:    %48 = "onnx.Tile"(%arg3, %arg5) : (tensor<2x4xf32>, tensor<2xi64>) -> tensor<4x16xf32>
// CHECK-NEXT:    %49 = "onnx.Sqrt"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %50 = "onnx.Erf"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %51 = "onnx.Exp"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %52 = "onnx.Log"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %53 = "onnx.Tanh"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %54 = "onnx.Sigmoid"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %55 = "onnx.Relu"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %56 = "onnx.Neg"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %57 = "onnx.Abs"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %58 = "onnx.Reciprocal"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %59 = "onnx.Floor"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %60 = "onnx.Ceil"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %61 = "onnx.Round"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %62 = "onnx.Sign"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %63 = "onnx.Sin"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %64 = "onnx.Cos"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %65 = "onnx.Softplus"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %66 = "onnx.Softsign"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %67 = "onnx.HardSwish"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %68 = "onnx.Mish"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %69 = "onnx.GlobalAveragePool"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %70 = "onnx.GlobalMaxPool"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %71 = "onnx.Shape"(%arg0) {start = 0 : si64} : (tensor<1x3x8x8xf32>) -> tensor<4xi64>
// CHECK-NEXT:    %72 = "onnx.Size"(%arg0) : (tensor<1x3x8x8xf32>) -> tensor<i64>
// CHECK-NEXT:    %73 = "onnx.NonZero"(%arg3) : (tensor<2x4xf32>) -> tensor<2x?xi64>
// CHECK-NEXT:    %74 = "onnx.LeakyRelu"(%arg3) {alpha = 0.00999999977 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %75 = "onnx.Elu"(%arg3) {alpha = 1.000000e+00 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %76 = "onnx.Selu"(%arg3) {alpha = 1.67326319 : f32, gamma = 1.05070102 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %77 = "onnx.HardSigmoid"(%arg3) {alpha = 2.000000e-01 : f32, beta = 5.000000e-01 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %78 = "onnx.Gelu"(%arg3) {approximate = "none"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %79 = "onnx.Clip"(%arg3, %0, %0) : (tensor<2x4xf32>, none, none) -> tensor<2x4xf32>
// CHECK-NEXT:    %80 = "onnx.Softmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %81 = "onnx.SoftmaxV11"(%arg3) {axis = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %82 = "onnx.LogSoftmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %83 = "onnx.Hardmax"(%arg3) {axis = -1 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %84 = "onnx.Gemm"(%arg3, %arg4, %arg2) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %85 = "onnx.Conv"(%arg0, %arg1, %arg2) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x8x8xf32>
// CHECK-NEXT:    %86 = "onnx.Conv"(%arg0, %arg1, %0) {auto_pad = "SAME_UPPER", group = 1 : si64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x4x8x8xf32>
// CHECK-NEXT:    %87 = "onnx.ConvTranspose"(%arg0, %arg1, %0) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [3, 3], output_padding = [0, 0], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, none) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %88:2 = "onnx.MaxPool"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, none)
// CHECK-NEXT:    %89 = "onnx.MaxPoolSingleOut"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, dilations = [1, 1], kernel_shape = [3, 3], pads = [1, 1, 1, 1], storage_order = 0 : si64, strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %90 = "onnx.AveragePool"(%arg0) {auto_pad = "NOTSET", ceil_mode = 0 : si64, count_include_pad = 0 : si64, kernel_shape = [2, 2], pads = [0, 0, 0, 0], strides = [2, 2]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %91:3 = "onnx.BatchNormalization"(%arg0, %1, %1, %1, %1) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32, training_mode = 0 : si64} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x8x8xf32>, none, none)
// CHECK-NEXT:    %92 = "onnx.BatchNormalizationInferenceMode"(%arg0, %1, %1, %1, %1) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %93:3 = "onnx.LayerNormalization"(%arg3, %arg2, %arg2) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<2x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4xf32>, none, none)
// CHECK-NEXT:    %94 = "onnx.InstanceNormalization"(%arg0, %1, %1) {epsilon = 9.99999974E-6 : f32} : (tensor<1x3x8x8xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %95 = "onnx.ReduceMean"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %96 = "onnx.ReduceMean"(%arg3, %0) {keepdims = 0 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, none) -> tensor<f32>
// CHECK-NEXT:    %97 = "onnx.ReduceMeanV13"(%arg3) {axes = [-1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:    %98 = "onnx.ReduceSum"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %99 = "onnx.ReduceSumV11"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:    %100 = "onnx.ReduceMax"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %101 = "onnx.ReduceMaxV13"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:    %102 = "onnx.ReduceMin"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %103 = "onnx.ReduceMinV13"(%arg3) {axes = [1], keepdims = 1 : si64} : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK-NEXT:    %104 = "onnx.ReduceProd"(%arg3, %0) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, none) -> tensor<1x1xf32>
// CHECK-NEXT:    %105 = "onnx.ReduceL2"(%arg3, %arg7) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK-NEXT:    %106 = "onnx.ArgMax"(%arg3) {axis = 1 : si64, keepdims = 1 : si64, select_last_index = 0 : si64} : (tensor<2x4xf32>) -> tensor<2x1xi64>
// CHECK-NEXT:    %107 = "onnx.ArgMin"(%arg3) {axis = 1 : si64, keepdims = 1 : si64, select_last_index = 0 : si64} : (tensor<2x4xf32>) -> tensor<2x1xi64>
// CHECK-NEXT:    %108 = "onnx.Cast"(%arg3) {saturate = 1 : si64, to = f16} : (tensor<2x4xf32>) -> tensor<2x4xf16>
// CHECK-NEXT:    %109 = "onnx.CastLike"(%arg5, %arg3) {saturate = 1 : si64} : (tensor<2xi64>, tensor<2x4xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %110 = "onnx.Resize"(%arg0, %0, %2, %0) {antialias = 0 : si64, coordinate_transformation_mode = "asymmetric", cubic_coeff_a = -7.500000e-01 : f32, exclude_outside = 0 : si64, extrapolation_value = 0.000000e+00 : f32, keep_aspect_ratio_policy = "stretch", mode = "nearest", nearest_mode = "floor"} : (tensor<1x3x8x8xf32>, none, tensor<4xf32>, none) -> tensor<1x3x16x16xf32>
// CHECK-NEXT:    %111 = "onnx.Pad"(%arg0, %3, %0, %0) {mode = "constant"} : (tensor<1x3x8x8xf32>, tensor<8xi64>, none, none) -> tensor<1x3x10x10xf32>
// CHECK-NEXT:    %112 = "onnx.Where"(%arg6, %arg3, %arg3) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %113:2 = "onnx.Dropout"(%arg3, %0, %0) {seed = 0 : si64} : (tensor<2x4xf32>, none, none) -> (tensor<2x4xf32>, none)
// CHECK-NEXT:    %114 = "onnx.ConstantOfShape"(%arg5) {value = dense<0.000000e+00> : tensor<1xf32>} : (tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT:    %115 = "onnx.Range"(%4, %4, %4) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<?xi64>
// CHECK-NEXT:    %116 = "onnx.DepthToSpace"(%arg0) {blocksize = 1 : si64, mode = "DCR"} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %117 = "onnx.SpaceToDepth"(%arg0) {blocksize = 1 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %118 = "onnx.Einsum"(%arg3, %arg4) {equation = "ij,jk->ik"} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %119:2 = "onnx.TopK"(%arg3, %arg7) {axis = -1 : si64, largest = 1 : si64, sorted = 1 : si64} : (tensor<2x4xf32>, tensor<1xi64>) -> (tensor<2x?xf32>, tensor<2x?xi64>)
// CHECK-NEXT:    %120 = "onnx.CumSum"(%arg3, %4) {exclusive = 0 : si64, reverse = 0 : si64} : (tensor<2x4xf32>, tensor<i64>) -> tensor<2x4xf32>
// CHECK-NEXT:    %121 = "onnx.GatherElements"(%arg3, %5) {axis = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
// CHECK-NEXT:    %122 = "onnx.GatherND"(%arg3, %5) {batch_dims = 0 : si64} : (tensor<2x4xf32>, tensor<2x4xi64>) -> tensor<?xf32>
// CHECK-NEXT:    %123 = "onnx.ScatterND"(%arg3, %5, %arg3) {reduction = "none"} : (tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %124 = "onnx.ScatterElements"(%arg3, %5, %arg3) {axis = 0 : si64, reduction = "none"} : (tensor<2x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %125 = "onnx.Trilu"(%arg4, %0) {upper = 1 : si64} : (tensor<4x4xf32>, none) -> tensor<4x4xf32>
// CHECK-NEXT:    %126 = "onnx.QuantizeLinear"(%arg3, %6, %0) {axis = 1 : si64, saturate = 1 : si64} : (tensor<2x4xf32>, tensor<f32>, none) -> tensor<2x4xi8>
// CHECK-NEXT:    %127 = "onnx.DequantizeLinear"(%7, %6, %0) {axis = 1 : si64} : (tensor<2x4xi8>, tensor<f32>, none) -> tensor<2x4xf32>
// CHECK-NEXT:    %128 = "onnx.Upsample"(%arg0, %2) {mode = "nearest"} : (tensor<1x3x8x8xf32>, tensor<4xf32>) -> tensor<1x3x16x16xf32>
// CHECK-NEXT:    %129 = "onnx.LRN"(%arg0) {alpha = 9.99999974E-5 : f32, beta = 7.500000e-01 : f32, bias = 1.000000e+00 : f32, size = 3 : si64} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %130 = "onnx.LpNormalization"(%arg3) {axis = -1 : si64, p = 2 : si64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %131 = "onnx.MeanVarianceNormalization"(%arg0) {axes = [0, 2, 3]} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    %132 = "onnx.Scaler"(%arg3) {offset = [0.000000e+00 : f32], scale = [2.000000e+00 : f32]} : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    onnx.Return
// CHECK-NEXT:  }

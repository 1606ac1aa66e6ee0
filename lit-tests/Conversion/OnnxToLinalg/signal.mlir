// STFT cuts the signal into frames, each times the window and transformed as DFT does (one reduction
// generic, the step read at run time and checked against the result's count of frames).
// RoiAlign with a fixed sampling ratio: each bin the average (or maximum) of its bilinear samples.
// MelWeightMatrix: triangles between mel points made spectrogram bins, its inputs read at run time.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e stft | FileCheck %s --check-prefix=STFT
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e roi | FileCheck %s --check-prefix=ROI
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e roi -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=ROI
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | not jopt-run - -e stft_wrong_step 2>&1 | FileCheck %s --check-prefix=STEP
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e mel | FileCheck %s --check-prefix=MEL
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | not jopt-run - -e mel_wrong_bins 2>&1 | FileCheck %s --check-prefix=MELBINS

// Signal [1, 2, 3, 4], frames of 2 every 2 samples: [1, 2] and [3, 4]; onesided, 2 bins each:
// bin 0 the sum, bin 1 the difference (e^(-i pi) = -1). With window [1, 0.5]: [1, 1] and [3, 2].
// The imaginary parts are 0 up to sin(pi) in f64.
// CHECK-LABEL: func.func @stft
// CHECK: cf.assert
// CHECK: linalg.generic
// CHECK: math.cos
// STFT: result #0: memref<1x2x2x2xf32> {{\[\[\[\[}}3.0, {{[-0-9.eE]+}}], [-1.0, {{[-0-9.eE]+}}]], {{\[\[}}7.0, {{[-0-9.eE]+}}], [-1.0, {{[-0-9.eE]+}}]]]]
// STFT: result #1: memref<1x2x2x2xf32> {{\[\[\[\[}}2.0, {{[-0-9.eE]+}}], [0.0, {{[-0-9.eE]+}}]], {{\[\[}}5.0, {{[-0-9.eE]+}}], [1.0, {{[-0-9.eE]+}}]]]]
func.func @stft() -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %x = onnx.Constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %step = onnx.Constant dense<2> : tensor<i64>
  %len = onnx.Constant dense<2> : tensor<i64>
  %none = "onnx.NoValue"() {value} : () -> none
  %w = onnx.Constant dense<[1.0, 0.5]> : tensor<2xf32>
  %0 = "onnx.STFT"(%x, %step, %none, %len) {onesided = 1 : si64} : (tensor<1x4x1xf32>, tensor<i64>, none, tensor<i64>) -> tensor<1x2x2x2xf32>
  %1 = "onnx.STFT"(%x, %step, %w, %none) {onesided = 1 : si64} : (tensor<1x4x1xf32>, tensor<i64>, tensor<2xf32>, none) -> tensor<1x2x2x2xf32>
  onnx.Return %0, %1 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// A step of 1 makes 3 frames, not the result's 2: the run-time check fails.
// STEP: frame_step does not make 2 frames of 2 samples
func.func @stft_wrong_step() -> tensor<1x2x2x2xf32> {
  %x = onnx.Constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %zero = onnx.Constant dense<0.0> : tensor<f32>
  %noaxes = "onnx.NoValue"() {value} : () -> none
  %s = "onnx.ReduceSum"(%x, %noaxes) {keepdims = 0 : si64} : (tensor<1x4x1xf32>, none) -> tensor<f32>
  %si = "onnx.Cast"(%s) {to = i64} : (tensor<f32>) -> tensor<i64>
  %nine = onnx.Constant dense<9> : tensor<i64>
  %step = "onnx.Sub"(%si, %nine) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %len = onnx.Constant dense<2> : tensor<i64>
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.STFT"(%x, %step, %none, %len) {onesided = 1 : si64} : (tensor<1x4x1xf32>, tensor<i64>, none, tensor<i64>) -> tensor<1x2x2x2xf32>
  onnx.Return %0 : tensor<1x2x2x2xf32>
}

// Image 4x4 of 0 .. 15 (row y, column x: 4y + x); regions (0, 0, 2, 2) and (2, 2, 4, 4), one
// bin each, 2x2 samples.
// output_half_pixel: samples at 0.5 and 1.5, each the mean of its four pixels: 2.5, 3.5, 6.5,
// 7.5, average 5; the second region's at 2.5 and 3.5 (3.5 read at the last pixel): 12.5, 13,
// 14.5, 15, average 13.75.
// half_pixel (half a pixel less): samples on the pixels 0, 1, 4, 5 (2.5) and 10, 11, 14, 15 (12.5).
// max: per sample the largest weighted corner, the largest of those: 0.25 * 10 = 2.5; 15.
// CHECK-LABEL: func.func @roi
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]
// ROI: result #0: memref<2x1x1x1xf32> {{\[\[\[\[}}5.0]]], {{\[\[\[}}13.75]]]]
// ROI: result #1: memref<2x1x1x1xf32> {{\[\[\[\[}}2.5]]], {{\[\[\[}}12.5]]]]
// ROI: result #2: memref<2x1x1x1xf32> {{\[\[\[\[}}2.5]]], {{\[\[\[}}15.0]]]]
func.func @roi() -> (tensor<2x1x1x1xf32>, tensor<2x1x1x1xf32>, tensor<2x1x1x1xf32>) {
  %x = onnx.Constant dense<[[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]]]> : tensor<1x1x4x4xf32>
  %rois = onnx.Constant dense<[[0.0, 0.0, 2.0, 2.0], [2.0, 2.0, 4.0, 4.0]]> : tensor<2x4xf32>
  %b = onnx.Constant dense<[0, 0]> : tensor<2xi64>
  %0 = "onnx.RoiAlign"(%x, %rois, %b) {coordinate_transformation_mode = "output_half_pixel", mode = "avg", output_height = 1 : si64, output_width = 1 : si64, sampling_ratio = 2 : si64, spatial_scale = 1.0 : f32} : (tensor<1x1x4x4xf32>, tensor<2x4xf32>, tensor<2xi64>) -> tensor<2x1x1x1xf32>
  %1 = "onnx.RoiAlign"(%x, %rois, %b) {coordinate_transformation_mode = "half_pixel", mode = "avg", output_height = 1 : si64, output_width = 1 : si64, sampling_ratio = 2 : si64, spatial_scale = 1.0 : f32} : (tensor<1x1x4x4xf32>, tensor<2x4xf32>, tensor<2xi64>) -> tensor<2x1x1x1xf32>
  %2 = "onnx.RoiAlign"(%x, %rois, %b) {coordinate_transformation_mode = "output_half_pixel", mode = "max", output_height = 1 : si64, output_width = 1 : si64, sampling_ratio = 2 : si64, spatial_scale = 1.0 : f32} : (tensor<1x1x4x4xf32>, tensor<2x4xf32>, tensor<2xi64>) -> tensor<2x1x1x1xf32>
  onnx.Return %0, %1, %2 : tensor<2x1x1x1xf32>, tensor<2x1x1x1xf32>, tensor<2x1x1x1xf32>
}

// 2 mel bins, dft_length 8 (5 spectrogram bins), sample rate 1000, 0 to 500 Hz: mel(500) =
// 2595 log10(1 + 500/700) = 607.45 in steps of a quarter (num_mel_bins + 2), 151.86: 0, 101.0,
// 216.5 and 348.7 Hz, times 9 / 1000 and floored: points 0, 0, 1, 3. Bin 0 does not rise (1 at
// 0) and falls to 1: column [1, 0, 0, 0, 0]; bin 1 rises over [0, 1] and falls to 3: [0, 1, 0.5,
// 0, 0].
// CHECK-LABEL: func.func @mel
// CHECK: math.floor
// MEL: result #0: memref<5x2xf32> {{\[\[}}1.0, 0.0], [0.0, 1.0], [0.0, 0.5], [0.0, 0.0], [0.0, 0.0]]
func.func @mel() -> tensor<5x2xf32> {
  %n = onnx.Constant dense<2> : tensor<i32>
  %dft = onnx.Constant dense<8> : tensor<i32>
  %rate = onnx.Constant dense<1000> : tensor<i32>
  %lo = onnx.Constant dense<0.0> : tensor<f32>
  %hi = onnx.Constant dense<500.0> : tensor<f32>
  %0 = "onnx.MelWeightMatrix"(%n, %dft, %rate, %lo, %hi) {output_datatype = 1 : si64} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<5x2xf32>
  onnx.Return %0 : tensor<5x2xf32>
}

// 3 mel bins where the result has 2: the run-time check fails.
// MELBINS: num_mel_bins and dft_length do not make the result's 5 x 2
func.func @mel_wrong_bins() -> tensor<5x2xf32> {
  %n = onnx.Constant dense<3> : tensor<i32>
  %dft = onnx.Constant dense<8> : tensor<i32>
  %rate = onnx.Constant dense<1000> : tensor<i32>
  %lo = onnx.Constant dense<0.0> : tensor<f32>
  %hi = onnx.Constant dense<500.0> : tensor<f32>
  %0 = "onnx.MelWeightMatrix"(%n, %dft, %rate, %lo, %hi) {output_datatype = 1 : si64} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<5x2xf32>
  onnx.Return %0 : tensor<5x2xf32>
}

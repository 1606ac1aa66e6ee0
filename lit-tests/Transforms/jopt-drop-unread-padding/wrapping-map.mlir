// jopt-drop-unread-padding keeps a pad read through a map that wraps (mod) or folds (floordiv)
// indices: its values at the first and last loop points (0 and 2 for `(d0 + 3) mod 8`) do not
// bound what it reads (4..7 is the padding). Found by reading the pass beside the differential
// fuzzing of issue 63; before the fix the pad was dropped and the output read out of bounds.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-drop-unread-padding))' | FileCheck %s
// RUN: jopt-run %s --no-leak-check -p 'builtin.module(func.func(jopt-drop-unread-padding),one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
// CHECK: tensor.pad
// CHECK: tensor.pad
// EXEC: result #0: 7.0 : f32
// EXEC: result #1: 7.0 : f32
func.func @main() -> (f32, f32) {
  %x = arith.constant dense<1.0> : tensor<4xf32>
  %s = arith.constant 7.0 : f32
  %p = tensor.pad %x low[0] high[4] {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<4xf32> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> ((d0 + 3) mod 8)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<8xf32>
  %q = tensor.pad %x low[0] high[4] {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<4xf32> to tensor<8xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 floordiv 2 + 4)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%q : tensor<8xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %a0 = tensor.extract %r[%c1] : tensor<8xf32>
  %a1 = tensor.extract %r2[%c1] : tensor<4xf32>
  return %a0, %a1 : f32, f32
}

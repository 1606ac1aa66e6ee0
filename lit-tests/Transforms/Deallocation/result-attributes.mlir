// Functions and calls with result attributes (as torch-mlir and onnx-mlir export them): the
// ownership results hlo-deallocate appends get an empty dictionary each, as MLIR's function
// interface inserts results, so the module still verifies (it failed with "expects result
// attribute array to have the same number of elements as the number of function results").
// RUN: jopt %s -p 'builtin.module(hlo-deallocate)' | FileCheck %s
// RUN: jopt %s --jopt-deallocation-pipeline | FileCheck %s --check-prefix=PIPELINE
// RUN: jopt-run %s --args=1.5 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=1.5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=1.5 -p 'builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})' --input-may-leak | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func private @make(%arg0: f32) -> (memref<4xf32> {onnx.name = "out"}, f32 {onnx.name = "sum"}, !deallocation.ownership)
// CHECK:         call @make(%arg0) {res_attrs = [{onnx.name = "r"}, {}, {}]} : (f32) -> (memref<4xf32>, f32, !deallocation.ownership)
// PIPELINE-LABEL: func.func private @make(%arg0: f32) -> (memref<4xf32> {onnx.name = "out"}, f32 {onnx.name = "sum"}, !deallocation.ownership)
// EXEC: result #0: 3.0 : f32
// EXEC: heap after: allocations=1 frees=1
func.func private @make(%x: f32) -> (memref<4xf32> {onnx.name = "out"}, f32 {onnx.name = "sum"}) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %s = arith.addf %x, %x : f32
  return %a, %s : memref<4xf32>, f32
}

func.func @main(%x: f32) -> f32 {
  %m, %s = call @make(%x) {res_attrs = [{onnx.name = "r"}, {}]} : (f32) -> (memref<4xf32>, f32)
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  %r = arith.addf %v, %v : f32
  return %r : f32
}

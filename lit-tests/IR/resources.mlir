// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=BUF

// The file metadata's resources are kept and printed back after the module: the builtin blobs
// that dense_resource attributes name (in the order the module refers to them, hex in upper
// case, a quoted handle where it is not an identifier; unused blobs dropped) and every external
// resource (bools, strings and blobs). Weights exported by torch-mlir and IREE travel this way.

// CHECK-LABEL: func.func @weights
// CHECK: arith.constant dense_resource<bias> : tensor<2xf32>
// CHECK: arith.constant dense_resource<"layer.0 weight"> : tensor<2x2xf32>
// CHECK: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       bias: "0x040000000000803F00000040",
// CHECK-NEXT:       "layer.0 weight": "0x100000000000803F0000004000004040000080C0"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     origin: {
// CHECK-NEXT:       exported: true,
// CHECK-NEXT:       tool: "torch \22fx\22",
// CHECK-NEXT:       digest: "0x08000000ABCD"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// BUF: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense_resource<bias>
// BUF: {-#
// BUF: "layer.0 weight": "0x100000000000803F0000004000004040000080C0",
// BUF-NEXT: bias: "0x040000000000803F00000040"
func.func @weights() -> (tensor<2xf32>, tensor<2x2xf32>) {
  %b = arith.constant dense_resource<bias> : tensor<2xf32>
  %w = arith.constant dense_resource<"layer.0 weight"> : tensor<2x2xf32>
  return %b, %w : tensor<2xf32>, tensor<2x2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000000000000",
      "layer.0 weight": "0x100000000000803f0000004000004040000080c0",
      bias: "0x040000000000803F00000040"
    }
  },
  external_resources: {
    origin: {
      exported: true,
      tool: "torch \"fx\"",
      digest: "0x08000000abcd"
    }
  }
#-}

// The lowered IR of every test of this directory parses, verifies and bufferizes in mlir-opt-22
// (and in jopt), as MLIR's one-shot-bufferize takes it.
// REQUIRES: mlir-opt-22
// RUN: jopt %S/elementwise.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/conv.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/pool.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/matmul.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/reduce.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/shape.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/fold.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/run.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/run-more.mlir -p 'builtin.module(convert-onnx-to-linalg)' | mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: jopt %S/run.mlir -p 'builtin.module(convert-onnx-to-linalg)' | jopt --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK: func.func
// CHECK-NOT: tensor.empty

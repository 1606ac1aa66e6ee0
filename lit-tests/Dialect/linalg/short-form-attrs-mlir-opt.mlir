// mlir-opt-22 prints short-form-attrs.mlir as jopt does (its CHECK lines). Needs mlir-opt-22 on
// PATH (an optional cross-check).
// REQUIRES: mlir-opt-22
// RUN: mlir-opt-22 %S/short-form-attrs.mlir | FileCheck %S/short-form-attrs.mlir
// RUN: mlir-opt-22 %S/short-form-attrs.mlir --mlir-print-op-generic | FileCheck %S/short-form-attrs.mlir --check-prefix=GENERIC

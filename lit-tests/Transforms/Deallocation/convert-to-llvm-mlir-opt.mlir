// mlir-opt-22 accepts (parses and verifies) every module hlo-convert-deallocation-ops-to-llvm
// writes for convert-to-llvm.mlir. Needs mlir-opt-22 on PATH (an optional cross-check).
// REQUIRES: mlir-opt-22
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm --split-input-file --allow-unregistered-dialect %S/convert-to-llvm.mlir | mlir-opt-22 --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-COUNT-13: module {

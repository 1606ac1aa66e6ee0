// RUN: jopt %s | FileCheck %s
// COMPARE: mlir-opt-22

// An inherent attribute given by an attr-dict written before the format's variable wins, as in
// MLIR, which sets the dictionary's inherent attributes after the properties the format read.
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32

// CHECK-LABEL: func.func @dict_first
// CHECK-NEXT: %f = constant @h : (i32) -> i32
func.func @dict_first() -> ((i32) -> i32) {
  %f = constant {value = @h} @g : (i32) -> i32
  return %f : (i32) -> i32
}

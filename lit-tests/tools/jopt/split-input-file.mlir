// RUN: jopt %s -split-input-file | FileCheck %s
// RUN: jopt %s --split-input-file | jopt --split-input-file | FileCheck %s
// RUN: jopt %s | FileCheck %s --check-prefix=NOSPLIT

// Each chunk becomes a module of its own; outputs are joined with the marker.

// CHECK:       module {
// CHECK-NEXT:    func.func @first() {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  {{^}}// {{-----$}}
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NOT:   {{.}}

// NOSPLIT:      module {
// NOSPLIT-NEXT:   func.func @first() {
// NOSPLIT:        func.func @second(%arg0: i32) -> i32 {
// NOSPLIT-NOT:  {{^}}// {{-----$}}

func.func @first() {
  return
}

// -----

func.func @second(%x: i32) -> i32 {
  return %x : i32
}

// RUN: jopt %s -split-input-file | FileCheck %s
// RUN: jopt %s --split-input-file | jopt --split-input-file | FileCheck %s
// RUN: jopt %s | FileCheck %s --check-prefix=NOSPLIT
// RUN: jopt %s -split-input-file -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

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

// The implicit module of the first chunk is at 0:0, the others where their chunk starts.
// LOC: #loc = loc("{{.*}}split-input-file.mlir":0:0)
// LOC: #loc = loc("{{.*}}split-input-file.mlir":{{[1-9][0-9]*}}:9)

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

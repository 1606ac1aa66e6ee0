// RUN: jopt %s -p 'builtin.module(symbol-dce)' --split-input-file | FileCheck %s
// RUN: not jopt %s -p 'builtin.module(func.func(symbol-dce))' --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// Private functions nothing live calls are erased, transitively; public ones stay.

// CHECK-LABEL: module
// CHECK-NOT:   @dead
// CHECK:       func.func private @live()
// CHECK-NEXT:  func.func @pub()
// CHECK-NOT:   @dead
module {
  func.func private @dead()
  func.func private @live()
  func.func private @dead_caller() {
    call @dead() : () -> ()
    return
  }
  func.func @pub() {
    call @live() : () -> ()
    return
  }
}

// -----

// Nested symbol tables keep their public symbols and lose their dead private ones.
// CHECK-LABEL: module
// CHECK:       module {
// CHECK-NEXT:    func.func @npub() {
// CHECK-NOT:   @ndead
module {
  module {
    func.func private @ndead()
    func.func @npub() {
      return
    }
  }
}

// ERR: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(symbol-dce)' --split-input-file --allow-unregistered-dialect -verify-diagnostics | FileCheck %s
// RUN: not jopt %s -p 'builtin.module(func.func(symbol-dce))' --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// Private and nested symbols nothing live uses are erased, transitively; public ones stay.

// CHECK:       module {
// CHECK-NEXT:    func.func private @live()
// CHECK-NEXT:    func.func @pub() {
// CHECK-NEXT:      call @live() : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
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
  func.func private @cycle_a() {
    call @cycle_b() : () -> ()
    return
  }
  func.func private @cycle_b() {
    call @cycle_a() : () -> ()
    return
  }
  func.func nested @nested_visibility()
}

// -----

// Any live op keeps what it references, also from arrays and dictionaries; so does a live
// memref.get_global.
// CHECK-LABEL: {{^}}// {{-+}}
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func private @by_attr()
// CHECK-NEXT:    func.func private @by_array()
// CHECK-NEXT:    func.func private @by_dict()
// CHECK-NEXT:    "foo.user"() {a = @by_attr, b = [1, [@by_array]], c = {d = @by_dict}} : () -> ()
// CHECK-NEXT:    memref.global "private" @g :
// CHECK-NEXT:    func.func @use_global()
// CHECK-NEXT:      memref.get_global @g
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  func.func private @by_attr()
  func.func private @by_array()
  func.func private @by_dict()
  "foo.user"() {a = @by_attr, b = [1, [@by_array]], c = {d = @by_dict}} : () -> ()
  memref.global "private" @g : memref<4xf32> = dense<0.0>
  memref.global "private" @g_dead : memref<4xf32> = dense<0.0>
  func.func @use_global() -> memref<4xf32> {
    %0 = memref.get_global @g : memref<4xf32>
    return %0 : memref<4xf32>
  }
}

// -----

// Nested symbol tables: public symbols of a live table stay; a nested reference keeps every
// symbol on its path; a private table nothing references goes whole; references resolve in
// the enclosing table only, never in an outer one.
// CHECK-LABEL: {{^}}// {{-+}}
// CHECK-NEXT:  module {
// CHECK-NEXT:    module @pubmod {
// CHECK-NEXT:      func.func @inner_pub() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:      func.func nested @inner_used()
// CHECK-NEXT:    }
// CHECK-NEXT:    module @privmod_used attributes {sym_visibility = "private"} {
// CHECK-NEXT:      func.func @y() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    module {
// CHECK-NEXT:      func.func @anon_pub() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    module @refs_outer {
// CHECK-NEXT:      func.func @calls_outer() {
// CHECK-NEXT:        "foo.call"() {callee = @outer_priv} : () -> ()
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    "foo.user"() {a = @pubmod::@inner_used, b = @privmod_used::@y} : () -> ()
// CHECK-NEXT:  }
module {
  module @pubmod {
    func.func private @inner_dead()
    func.func @inner_pub() {
      return
    }
    func.func nested @inner_nested()
    func.func nested @inner_used()
  }
  module @privmod attributes {sym_visibility = "private"} {
    func.func @x() {
      return
    }
  }
  module @privmod_used attributes {sym_visibility = "private"} {
    func.func @y() {
      return
    }
    func.func private @z()
  }
  module {
    func.func private @anon_dead()
    func.func @anon_pub() {
      return
    }
  }
  func.func private @outer_priv()
  module @refs_outer {
    func.func @calls_outer() {
      "foo.call"() {callee = @outer_priv} : () -> ()
      return
    }
  }
  "foo.user"() {a = @pubmod::@inner_used, b = @privmod_used::@y} : () -> ()
}

// -----

// A symbol table inside another op of a live function is processed too; one inside a dead
// function goes with it.
// CHECK-LABEL: {{^}}// {{-+}}
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @d() {
// CHECK-NEXT:      "foo.wrap"() ({
// CHECK-NEXT:        builtin.module @m2 {
// CHECK-NEXT:          func.func @f() {
// CHECK-NEXT:            return
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      }, {
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  func.func @d() {
    "foo.wrap"() ({
      builtin.module @m2 {
        func.func private @e()
        func.func @f() {
          return
        }
      }
    }, {}) : () -> ()
    return
  }
  func.func private @dead_with_module() {
    "foo.wrap"() ({
      builtin.module @m3 {
        func.func @h() {
          return
        }
      }
    }, {}) : () -> ()
    return
  }
}

// -----

// An op of an unknown dialect with one region may be a symbol table: uses can't be computed.
// CHECK-LABEL: {{^}}// {{-+}}
// CHECK-NOT:   module
module {
  func.func private @p()
  // expected-error @+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  func.func @c() {
    "foo.region"() ({
      "foo.inner"() {x = @p} : () -> ()
    }) : () -> ()
    return
  }
}

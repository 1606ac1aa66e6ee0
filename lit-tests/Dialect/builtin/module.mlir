// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

module @outer attributes {test.flag, test.value = 42 : i32} {
  module {
  }
  module @inner {
    func.func private @decl()
  }
  builtin.module @full_name attributes {foo.bar = "baz"} {
    "test.op"() : () -> ()
  }
  "test.unregistered"() ({
    module @in_region {
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
}
func.func @nested_module_in_func() {
  "test.region"() ({
    builtin.module @m2 {
    }
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   module @outer attributes {test.flag, test.value = 42 : i32} {
// CHECK-NEXT:     module {
// CHECK-NEXT:     }
// CHECK-NEXT:     module @inner {
// CHECK-NEXT:       func.func private @decl()
// CHECK-NEXT:     }
// CHECK-NEXT:     module @full_name attributes {foo.bar = "baz"} {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.unregistered"() ({
// CHECK-NEXT:       builtin.module @in_region {
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.terminator"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_module_in_func() {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       builtin.module @m2 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

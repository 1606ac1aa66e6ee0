// RUN: not jopt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s

// Diagnostics that nothing expects and the wrong severity are reported while the chunks
// are processed; expectations that nothing produced, after the last chunk. Line numbers
// are those of the whole file.

// CHECK: verify-diagnostics-failures.mlir:19:17: error: unexpected error: operation being parsed with an unregistered dialect
// CHECK-NEXT: {{^}}  %0 = "foo.bar"() : () -> i32
// CHECK-NEXT: {{^}}                ^
// CHECK-NEXT: verify-diagnostics-failures.mlir:32:4: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{^}}// {{.*}} @+1
// CHECK-NEXT: {{^}}   ^{{$}}
// CHECK-NEXT: verify-diagnostics-failures.mlir:26:6: error: expected error "this is never emitted" was not produced
// CHECK-NEXT: {{^}}  //
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: verify-diagnostics-failures.mlir:32:4: error: expected warning "unregistered dialect" was not produced

func.func @unexpected() {
  %0 = "foo.bar"() : () -> i32
  return
}

// -----

func.func @never_produced() {
  // expected-error @+1 {{this is never emitted}}
  return
}

// -----

// expected-warning @+1 {{unregistered dialect}}
"foo.bar"() : () -> ()

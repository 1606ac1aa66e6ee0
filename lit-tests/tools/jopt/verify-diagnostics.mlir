// RUN: jopt %s -split-input-file -verify-diagnostics
// RUN: jopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect=false

// Each expectation designator form: same line, @+N, @-N, @above, @below.

func.func @same_line() {
  %0 = "foo.bar"() : () -> i32 // expected-error {{unregistered dialect}}
  return
}

// -----

// expected-error @+1 {{unregistered dialect}}
"foo.bar"() : () -> ()

// -----

"foo.bar"() : () -> ()
// expected-error @-1 {{unregistered dialect}}

// -----

"foo.bar"() : () -> ()
// expected-error @above {{unregistered dialect}}

// -----

// expected-error @below {{unregistered dialect}}
"foo.bar"() : () -> ()

// -----

// expected-error-re @+1 {{{{^}}operation being parsed with an unregistered {{[a-z]+}}}}
"foo.bar"() : () -> ()

// -----

// A chunk without diagnostics is printed and needs no expectations.
func.func @fine() {
  return
}

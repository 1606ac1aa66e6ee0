// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// scf.index_switch: what its format and verifier reject, with mlir-opt-22's messages.

func.func @case_without_yield(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i case 1 { } default { }
  return
}

// -----

func.func @duplicate_case(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i case 1 { scf.yield } case 1 { scf.yield } default { }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @not_index(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  scf.index_switch %i default { }
  return
}

// -----

func.func @case_not_integer(%i: index) {
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  scf.index_switch %i case x { scf.yield } default { }
  return
}

// -----

func.func @no_default(%i: index) {
  scf.index_switch %i case 1 { scf.yield }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @cases_of_the_dictionary(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  scf.index_switch %i {cases = array<i64: 1, 2>} case 1 { scf.yield } default { }
  return
}

// -----

func.func @arrow_without_types(%i: index) {
  // expected-error@+1 {{expected non-function type}}
  scf.index_switch %i -> default { }
  return
}

// -----

func.func @default_yields_a_value(%i: index) {
  // expected-error@+2 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  // expected-note@+1 {{see yield operation here}}
  scf.index_switch %i default { scf.yield %i : index }
  return
}

// -----

func.func @cases_not_an_array(%i: index) {
  // expected-error@+1 {{custom op 'scf.index_switch' 'scf.index_switch' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute}}
  scf.index_switch %i {cases = 1} default { }
  return
}

// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// builtin.module's `attributes` dictionary is checked against the op's inherent attributes, as
// for every custom form.

// expected-error@+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module @m attributes {sym_visibility = 0.5 : f32} {
}

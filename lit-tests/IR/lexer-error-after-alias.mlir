// RUN: jopt %s --split-input-file --verify-diagnostics
// COMPARE: mlir-opt-22

// A token the lexer cannot read is reported once, by the lexer, even where the parser finds an
// error with it next (an alias use whose name is undefined); MLIR's parser drops its own error
// while the current token is a lexer error.

#map = affine_map<(d0) -> (d0)>
// expected-error@+1 {{expected '"' in string literal}}
"abc

// -----

// expected-error@+2 {{expected '"' in string literal}}
#a = #undefined_alias
"abc

// -----

// expected-error@+2 {{expected '"' in string literal}}
!t = !undefined_type_alias
"abc

// -----

// expected-error@+2 {{invalid SSA name}}
#b = #undefined_alias
%

// -----

// expected-error@+2 {{@ identifier expected to start with letter or '_'}}
#c = #undefined_alias
@

// -----

// expected-error@+2 {{unknown escape in string literal}}
#d = #undefined_alias
"abc\

// Every PDL op, round-tripped in the form mlir-opt-22 prints it: inside a pattern and a rewrite
// the `pdl.` prefix is dropped (the default dialect), and the custom directives keep MLIR's
// spacing. jopt reads, verifies and prints PDL; it does not run the patterns.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

pdl.pattern @match_and_replace : benefit(3) {
  %i32 = pdl.type : i32
  %any = pdl.types
  %name = pdl.attribute = "fast"
  %in = pdl.operand : %i32
  %rest = pdl.operands : %any
  %root = pdl.operation "test.compute"(%in, %rest : !pdl.value, !pdl.range<value>) {"mode" = %name} -> (%i32, %any : !pdl.type, !pdl.range<type>)
  %first = pdl.result 0 of %root
  %all = pdl.results of %root
  %group = pdl.results 1 of %root -> !pdl.range<value>
  pdl.apply_native_constraint "isCheap"(%first, %root : !pdl.value, !pdl.operation)
  %limit = pdl.apply_native_constraint "limitOf"(%root : !pdl.operation) : !pdl.attribute
  pdl.apply_native_constraint "tooBig"(%limit : !pdl.attribute) {isNegated = true}
  pdl.rewrite %root {
    %t = pdl.apply_native_rewrite "resultType"(%first : !pdl.value) : !pdl.type
    %values = pdl.range %first, %all : !pdl.value, !pdl.range<value>
    %none = pdl.range : !pdl.range<type>
    %one = pdl.attribute = 1 : i64
    %new = pdl.operation "test.cheap"(%values : !pdl.range<value>) {"count" = %one} -> (%t : !pdl.type)
    %v = pdl.result 0 of %new
    pdl.replace %root with (%v : !pdl.value)
  }
}
pdl.pattern @external : benefit(0) {
  %types = pdl.types : [i32, f32]
  %vals = pdl.operands : %types
  %op = pdl.operation "test.pair"(%vals : !pdl.range<value>)
  %ty = pdl.type
  %attr = pdl.attribute : %ty
  %user = pdl.operation "test.user"(%vals : !pdl.range<value>) {"a" = %attr} -> (%ty : !pdl.type)
  pdl.rewrite %op with "rewritePair"(%user : !pdl.operation)
}
pdl.pattern : benefit(1) {
  %op = pdl.operation
  pdl.rewrite {
    %new = pdl.operation "test.other"
    pdl.replace %op with %new
    pdl.erase %new
  }
}

// CHECK: pdl.pattern @match_and_replace : benefit(3) {
// CHECK:   %0 = type : i32
// CHECK:   %1 = types
// CHECK:   %2 = attribute = "fast"
// CHECK:   %3 = operand : %0
// CHECK:   %4 = operands : %1
// CHECK:   %5 = operation "test.compute"(%3, %4 : !pdl.value, !pdl.range<value>)  {"mode" = %2} -> (%0, %1 : !pdl.type, !pdl.range<type>)
// CHECK:   %6 = result 0 of %5
// CHECK:   %7 = results of %5
// CHECK:   %8 = results 1 of %5  -> !pdl.range<value>
// CHECK:   apply_native_constraint "isCheap"(%6, %5 : !pdl.value, !pdl.operation)
// CHECK:   %9 = apply_native_constraint "limitOf"(%5 : !pdl.operation) : !pdl.attribute
// CHECK:   apply_native_constraint "tooBig"(%9 : !pdl.attribute) {isNegated = true}
// CHECK:   rewrite %5 {
// CHECK:     %10 = apply_native_rewrite "resultType"(%6 : !pdl.value) : !pdl.type
// CHECK:     %11 = range %6, %7 : !pdl.value, !pdl.range<value>
// CHECK:     %12 = range : !pdl.range<type>
// CHECK:     %13 = attribute = 1 : i64
// CHECK:     %14 = operation "test.cheap"(%11 : !pdl.range<value>)  {"count" = %13} -> (%10 : !pdl.type)
// CHECK:     %15 = result 0 of %14
// CHECK:     replace %5 with(%15 : !pdl.value)
// CHECK:   }
// CHECK: }
// CHECK: pdl.pattern @external : benefit(0) {
// CHECK:   %0 = types : [i32, f32]
// CHECK:   %1 = operands : %0
// CHECK:   %2 = operation "test.pair"(%1 : !pdl.range<value>)
// CHECK:   %3 = type
// CHECK:   %4 = attribute : %3
// CHECK:   %5 = operation "test.user"(%1 : !pdl.range<value>)  {"a" = %4} -> (%3 : !pdl.type)
// CHECK:   rewrite %2 with "rewritePair"(%5 : !pdl.operation)
// CHECK: }
// CHECK: pdl.pattern : benefit(1) {
// CHECK:   %0 = operation
// CHECK:   rewrite {
// CHECK:     %1 = operation "test.other"
// CHECK:     replace %0 with %1
// CHECK:     erase %1
// CHECK:   }
// CHECK: }
// GENERIC: "pdl.operation"(%{{.*}}) <{attributeValueNames = ["mode"], opName = "test.compute", operandSegmentSizes = array<i32: 2, 1, 2>}>
// GENERIC: "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}>

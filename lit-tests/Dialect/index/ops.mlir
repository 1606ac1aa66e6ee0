// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: index, %[[B:.*]]: index)
func.func @binary(%a: index, %b: index) {
  // CHECK-NEXT: index.add %[[A]], %[[B]]
  %0 = index.add %a, %b
  // CHECK-NEXT: index.sub %[[A]], %[[B]]
  %1 = index.sub %a, %b
  // CHECK-NEXT: index.mul %[[A]], %[[B]]
  %2 = index.mul %a, %b
  // CHECK-NEXT: index.divs %[[A]], %[[B]]
  %3 = index.divs %a, %b
  // CHECK-NEXT: index.divu %[[A]], %[[B]]
  %4 = index.divu %a, %b
  // CHECK-NEXT: index.ceildivs %[[A]], %[[B]]
  %5 = index.ceildivs %a, %b
  // CHECK-NEXT: index.ceildivu %[[A]], %[[B]]
  %6 = index.ceildivu %a, %b
  // CHECK-NEXT: index.floordivs %[[A]], %[[B]]
  %7 = index.floordivs %a, %b
  // CHECK-NEXT: index.rems %[[A]], %[[B]]
  %8 = index.rems %a, %b
  // CHECK-NEXT: index.remu %[[A]], %[[B]]
  %9 = index.remu %a, %b
  // CHECK-NEXT: index.maxs %[[A]], %[[B]]
  %10 = index.maxs %a, %b
  // CHECK-NEXT: index.maxu %[[A]], %[[B]]
  %11 = index.maxu %a, %b
  // CHECK-NEXT: index.mins %[[A]], %[[B]]
  %12 = index.mins %a, %b
  // CHECK-NEXT: index.minu %[[A]], %[[B]]
  %13 = index.minu %a, %b
  // CHECK-NEXT: index.shl %[[A]], %[[B]]
  %14 = index.shl %a, %b
  // CHECK-NEXT: index.shrs %[[A]], %[[B]]
  %15 = index.shrs %a, %b
  // CHECK-NEXT: index.shru %[[A]], %[[B]]
  %16 = index.shru %a, %b
  // CHECK-NEXT: index.and %[[A]], %[[B]]
  %17 = index.and %a, %b
  // CHECK-NEXT: index.or %[[A]], %[[B]]
  %18 = index.or %a, %b
  // CHECK-NEXT: index.xor %[[A]], %[[B]]
  %19 = index.xor %a, %b
  // CHECK-NEXT: index.add %[[A]], %[[B]] {tag}
  %20 = "index.add"(%a, %b) {tag} : (index, index) -> index
  return
}

// CHECK-LABEL: func.func @cmp
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  // CHECK: index.cmp eq(%{{.*}}, %{{.*}})
  %0 = index.cmp eq(%a, %b)
  // CHECK: index.cmp ne(
  %1 = index.cmp ne(%a, %b)
  // CHECK: index.cmp slt(
  %2 = index.cmp slt(%a, %b)
  // CHECK: index.cmp sle(
  %3 = index.cmp sle(%a, %b)
  // CHECK: index.cmp sgt(
  %4 = index.cmp sgt(%a, %b)
  // CHECK: index.cmp sge(
  %5 = index.cmp sge(%a, %b)
  // CHECK: index.cmp ult(
  %6 = index.cmp ult(%a, %b)
  // CHECK: index.cmp ule(
  %7 = index.cmp ule(%a, %b)
  // CHECK: index.cmp ugt(
  %8 = index.cmp ugt(%a, %b)
  // A predicate written as a string, and the generic form's attribute.
  // CHECK: index.cmp uge(
  %9 = index.cmp "uge"(%a, %b)
  // CHECK: index.cmp sle(%{{.*}}, %{{.*}}) {tag = 1 : i64}
  %10 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sle>}> {tag = 1} : (index, index) -> i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @casts
func.func @casts(%a: index, %i: i32, %j: i64, %k: i1) -> (i32, index, i64, index, i1) {
  // CHECK: index.casts %{{.*}} : index to i32
  %0 = index.casts %a : index to i32
  // CHECK: index.casts %{{.*}} : i64 to index
  %1 = index.casts %j : i64 to index
  // CHECK: index.castu %{{.*}} : index to i64
  %2 = index.castu %a : index to i64
  // CHECK: index.castu %{{.*}} : i32 to index
  %3 = index.castu %i : i32 to index
  // CHECK: index.castu %{{.*}} : index to i1
  %4 = index.castu %a : index to i1
  return %0, %1, %2, %3, %4 : i32, index, i64, index, i1
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (index, index, index, index, i1, i1, i1, index) {
  // CHECK: %idx0 = index.constant 0
  %0 = index.constant 0
  // CHECK: %idx42 = index.constant 42
  %1 = index.constant 42
  // CHECK: %idx-7 = index.constant -7
  %2 = index.constant -7
  // CHECK: %idx9223372036854775807 = index.constant 9223372036854775807
  %3 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
  // CHECK: %true = index.bool.constant true
  %4 = index.bool.constant true
  // CHECK: %false = index.bool.constant false
  %5 = index.bool.constant false
  // CHECK: %true_0 = index.bool.constant true
  %6 = index.bool.constant 1
  // CHECK: index.sizeof
  %7 = index.sizeof
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, i1, i1, i1, index
}

// CHECK-LABEL: func.func @attr
// CHECK-SAME: attributes {p = #index<cmp_predicate ugt>}
func.func @attr() attributes {p = #index<cmp_predicate ugt>} {
  return
}

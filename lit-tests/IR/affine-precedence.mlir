// Affine expressions bind as MLIR's grammar says: '*', floordiv, ceildiv and mod alike, then '+'
// and '-' alike, each level left to right: d0 - d1 + 1 is (d0 - d1) + 1, d0 floordiv 2 * 3 is
// (d0 floordiv 2) * 3. Printed as mlir-opt-22 prints them, and computed so by jopt-run.
// RUN: jopt %s | FileCheck %s
// RUN: jopt-run %s -e f --args=5,3 | FileCheck %s --check-prefix=EXEC

// CHECK-DAG: affine_map<(d0, d1) -> (d0 - d1 + 1)>
// CHECK-DAG: affine_map<(d0, d1)[s0] -> (d0 * 2 - d1 + s0 - 3)>
// CHECK-DAG: affine_map<(d0, d1) -> (d0 - d1 * 3 + 2)>
// CHECK-DAG: affine_map<(d0, d1) -> (d0 - d1 + d0 - 2)>
// CHECK-DAG: affine_map<(d0, d1) -> ((d0 floordiv 2) * 3)>
// CHECK-DAG: affine_map<(d0, d1) -> ((d0 * 4) mod 3 + (d1 ceildiv 2) * 5)>
// CHECK-DAG: affine_map<(d0, d1) -> (d0 * -2 + d1 + 6)>

// EXEC:      result #0: 3 : index
// EXEC-NEXT: result #1: 9 : index
// EXEC-NEXT: result #2: -2 : index
// EXEC-NEXT: result #3: 5 : index
// EXEC-NEXT: result #4: 6 : index
// EXEC-NEXT: result #5: 12 : index
// EXEC-NEXT: result #6: -1 : index
func.func @f(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 - d1 + 1)>(%a, %b)
  %1 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 2 - d1 + s0 - 3)>(%a, %b)[%a]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 3 + 2 + d1 * 0)>(%a, %b)
  %3 = affine.apply affine_map<(d0, d1) -> (d0 - d1 - 2 + d0)>(%a, %b)
  %4 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 * 3)>(%a, %b)
  %5 = affine.apply affine_map<(d0, d1) -> (d0 * 4 mod 3 + d1 ceildiv 2 * 5)>(%a, %b)
  %6 = affine.apply affine_map<(d0, d1) -> (-d0 * 2 - -d1 + 7 - 1)>(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

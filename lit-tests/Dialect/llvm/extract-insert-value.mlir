// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// llvm.extractvalue and llvm.insertvalue by MLIR's declarative formats: the position as a stripped
// dense array, the element type read from the container type and the position by the custom
// directive (which prints nothing).

// CHECK-LABEL: llvm.func @values
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %0, %arg0[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %1, %2[1, 0] {tag} : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(i32, array<2 x f32>)>
// GENERIC: "llvm.extractvalue"(%{{.*}}) <{position = array<i64: 1, 1>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> f32
// GENERIC: "llvm.insertvalue"(%{{.*}}, %{{.*}}) <{position = array<i64: 0>}> : (!llvm.struct<(i32, array<2 x f32>)>, i32) -> !llvm.struct<(i32, array<2 x f32>)>
llvm.func @values(%s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %0, %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.insertvalue %1, %2 [1, 0] {tag} : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.extractvalue %3[1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return
}

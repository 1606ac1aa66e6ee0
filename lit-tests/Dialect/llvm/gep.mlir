// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// llvm.getelementptr by MLIR's declarative format: the no-wrap flags as an optional group
// (keywords joined by '|'), the indices by custom<GEPIndices> (i32 constants and operands; the
// constant -2147483648 is the dynamic marker itself), functional-type and the element type.

// CHECK-LABEL: llvm.func @geps
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: %1 = llvm.getelementptr inbounds %arg0[%arg1, 1, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
// CHECK-NEXT: %2 = llvm.getelementptr inbounds|nuw %arg0[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %3 = llvm.getelementptr nusw|nuw %arg0[%arg1] {tag} : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.getelementptr inbounds %arg0[-1, 2147483647] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: %6 = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i16
// CHECK-NEXT: %7 = llvm.getelementptr %arg3[%arg4] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
// GENERIC: "llvm.getelementptr"(%{{.*}}, %{{.*}}, %{{.*}}) <{elem_type = !llvm.struct<(i32, array<4 x i32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
llvm.func @geps(%p: !llvm.ptr, %i: i64, %j: i32, %ps: vector<2x!llvm.ptr>, %is: vector<2xi64>) {
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %1 = llvm.getelementptr inbounds %p[%i, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  %2 = llvm.getelementptr nuw|inbounds %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %3 = llvm.getelementptr nusw|nuw %p[%i] {tag} : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %4 = llvm.getelementptr none %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  %5 = llvm.getelementptr inbounds|inbounds %p[-1, 2147483647] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %6 = llvm.getelementptr %p[1] {elem_type = i16} : (!llvm.ptr) -> !llvm.ptr, i8
  %7 = llvm.getelementptr %ps[%is] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
  llvm.return
}

// LLVM dialect types: mlir-opt-22 prints LLVM types nested in LLVM types without the !llvm.
// prefix, other types (vector<...>) in full, ptr<0> as ptr; whitespace inside is free.
// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @pointers(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr<3>, %arg3: vector<2x!llvm.ptr>, %arg4: vector<[4]x!llvm.ptr<1>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @aggregates(%arg0: !llvm.struct<()>, %arg1: !llvm.struct<(ptr, ptr, i64)>, %arg2: !llvm.struct<packed (i8, i32)>, %arg3: !llvm.struct<packed ()>, %arg4: !llvm.array<4 x i8>, %arg5: !llvm.array<2 x array<3 x f32>>, %arg6: !llvm.struct<(i1, ptr<2>, struct<(f64)>, vector<4xi32>, f80, i128, bf16)>, %arg7: !llvm.array<0 x struct<(ptr)>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @identified(%arg0: !llvm.struct<"foo", (i32, ptr)>, %arg1: !llvm.struct<"opaque_t", opaque>, %arg2: !llvm.struct<"packed_t", packed (i8, i64)>, %arg3: !llvm.struct<"esc\22aped", ()>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @functions() {
// CHECK-NEXT: %0 = "test.type"() : () -> !llvm.func<void ()>
// CHECK-NEXT: %1 = "test.type"() : () -> !llvm.func<i32 (ptr, ...)>
// CHECK-NEXT: %2 = "test.type"() : () -> !llvm.func<void (...)>
// CHECK-NEXT: %3 = "test.type"() : () -> !llvm.func<struct<(i32)> (array<2 x i8>, ptr<1>)>
// CHECK-NEXT: %4 = "test.type"() : () -> !llvm.void
// CHECK-NEXT: %5 = "test.type"() : () -> !llvm.struct<"list", (ptr, struct<"list">, array<2 x struct<"list">>)>
// CHECK-NEXT: %6 = "test.type"() : () -> !llvm.func<ptr<1> (i64)>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @pointers(%a: !llvm.ptr, %b: !llvm.ptr<0>, %c: !llvm.ptr<3>, %d: vector<2x!llvm.ptr>, %e: vector<[4]x!llvm.ptr<1>>) {
  return
}

func.func @aggregates(%a: !llvm.struct<()>, %b: !llvm.struct<(ptr, ptr, i64)>, %c: !llvm.struct<packed (i8, i32)>, %d: !llvm.struct<packed()>, %e: !llvm.array<4 x i8>, %f: !llvm.array< 2  x  array<3 x f32> >, %g: !llvm.struct<( i1 , !llvm.ptr<2>, struct<(f64)>, vector<4xi32>, f80, i128, bf16 )>, %h: !llvm.array<0 x !llvm.struct<(ptr)>>) {
  return
}

func.func @identified(%a: !llvm.struct<"foo", (i32, ptr)>, %b: !llvm.struct<"opaque_t", opaque>, %c: !llvm.struct<"packed_t", packed (i8, i64)>, %d: !llvm.struct<"esc\"aped", ()>) {
  return
}

func.func @functions() {
  %0 = "test.type"() : () -> !llvm.func<void ()>
  %1 = "test.type"() : () -> !llvm.func<i32 (ptr, ...)>
  %2 = "test.type"() : () -> !llvm.func<void (...)>
  %3 = "test.type"() : () -> !llvm.func<struct<(i32)> (array<2 x i8>, !llvm.ptr<1>)>
  %4 = "test.type"() : () -> !llvm.void
  %5 = "test.type"() : () -> !llvm.struct<"list", (ptr, struct<"list">, array<2 x struct<"list">>)>
  %6 = "test.type"() : () -> !llvm.func<ptr<1> (i64)>
  return
}

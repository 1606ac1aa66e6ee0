// RUN: jopt %s --mlir-print-op-generic | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt --mlir-print-op-generic | FileCheck %s

func.func @generic(%a: i32, %f: f32, %h: f64, %c: i1) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.subi %a, %a overflow<nsw> : i32
  %2 = arith.divsi %a, %a exact : i32
  %3 = arith.divui %a, %a : i32
  %4 = arith.addf %f, %f : f32
  %5 = arith.mulf %f, %f fastmath<fast> : f32
  %6 = arith.negf %f : f32
  %7 = arith.cmpi ult, %a, %a : i32
  %8 = arith.cmpf une, %f, %f : f32
  %9 = arith.trunci %a : i32 to i8
  %10 = arith.truncf %h downward : f64 to f32
  %11 = arith.extf %f : f32 to f64
  %12 = arith.extf %f fastmath<none> : f32 to f64
  %13 = arith.select %c, %a, %a : i32
  %14 = arith.constant 3 : i32
  %15:2 = arith.addui_extended %a, %a : i32, i1
  %16:2 = arith.mului_extended %a, %a : i32
  %17 = arith.index_cast %a : i32 to index
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, f32, f64, i1) -> (), sym_name = "generic"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: i1):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.divsi"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.divui"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:     %5 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %6 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT:     %7 = "arith.cmpi"(%arg0, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %8 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %9 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT:     %10 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f64) -> f32
// CHECK-NEXT:     %11 = "arith.extf"(%arg1) : (f32) -> f64
// CHECK-NEXT:     %12 = "arith.extf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
// CHECK-NEXT:     %13 = "arith.select"(%arg3, %arg0, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %14 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT:     %15:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// CHECK-NEXT:     %16:2 = "arith.mului_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %17 = "arith.index_cast"(%arg0) : (i32) -> index
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

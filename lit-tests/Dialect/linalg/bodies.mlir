// COMPARE: mlir-opt-22
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// The bodies the named ops build (casts to the output element type, payload ops by element kind).

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x4xi8>, memref<4x4xf32>, memref<4x4xf16>, memref<4x4xi32>, memref<4x4xi1>, f32, memref<4xf32>) -> (), sym_name = "bodies"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<4x4xi8>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xf16>, %arg3: memref<4x4xi32>, %arg4: memref<4x4xi1>, %arg5: f32, %arg6: memref<4xf32>):
// CHECK-NEXT: "linalg.matmul"(%arg0, %arg1, %arg1) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg58: i8, %arg59: f32, %arg60: f32):
// CHECK-NEXT: %24 = "arith.sitofp"(%arg58) : (i8) -> f32
// CHECK-NEXT: %25 = "arith.mulf"(%24, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %26 = "arith.addf"(%arg60, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%26) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi8>, memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg0, %arg0, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg55: i8, %arg56: i8, %arg57: i32):
// CHECK-NEXT: %20 = "arith.extui"(%arg55) : (i8) -> i32
// CHECK-NEXT: %21 = "arith.extui"(%arg56) : (i8) -> i32
// CHECK-NEXT: %22 = "arith.muli"(%20, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %23 = "arith.addi"(%arg57, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%23) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi8>, memref<4x4xi8>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg1, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg52: f32, %arg53: f32, %arg54: f16):
// CHECK-NEXT: %16 = "arith.truncf"(%arg52) : (f32) -> f16
// CHECK-NEXT: %17 = "arith.truncf"(%arg53) : (f32) -> f16
// CHECK-NEXT: %18 = "arith.mulf"(%16, %17) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: %19 = "arith.addf"(%arg54, %18) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: "linalg.yield"(%19) : (f16) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf16>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg50: f16, %arg51: f32):
// CHECK-NEXT: %15 = "arith.extf"(%arg50) : (f16) -> f32
// CHECK-NEXT: "linalg.yield"(%15) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf16>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg3, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg48: i32, %arg49: i8):
// CHECK-NEXT: %14 = "arith.trunci"(%arg48) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT: "linalg.yield"(%14) : (i8) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi8>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg1, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg46: f32, %arg47: i32):
// CHECK-NEXT: %13 = "arith.fptoui"(%arg46) : (f32) -> i32
// CHECK-NEXT: "linalg.yield"(%13) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.fill"(%arg5, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg44: f32, %arg45: f32):
// CHECK-NEXT: "linalg.yield"(%arg44) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.add"(%arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg41: i1, %arg42: i1, %arg43: i1):
// CHECK-NEXT: %12 = "arith.ori"(%arg41, %arg42) : (i1, i1) -> i1
// CHECK-NEXT: "linalg.yield"(%12) : (i1) -> ()
// CHECK-NEXT: }) : (memref<4x4xi1>, memref<4x4xi1>, memref<4x4xi1>) -> ()
// CHECK-NEXT: "linalg.mul"(%arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg38: i1, %arg39: i1, %arg40: i1):
// CHECK-NEXT: %11 = "arith.andi"(%arg38, %arg39) : (i1, i1) -> i1
// CHECK-NEXT: "linalg.yield"(%11) : (i1) -> ()
// CHECK-NEXT: }) : (memref<4x4xi1>, memref<4x4xi1>, memref<4x4xi1>) -> ()
// CHECK-NEXT: "linalg.max"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
// CHECK-NEXT: %10 = "arith.maximumf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%10) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.min"(%arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg32: i32, %arg33: i32, %arg34: i32):
// CHECK-NEXT: %9 = "arith.minsi"(%arg32, %arg33) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%9) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.div_unsigned"(%arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg29: i32, %arg30: i32, %arg31: i32):
// CHECK-NEXT: %8 = "arith.divui"(%arg29, %arg30) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%8) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.exp"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg27: f32, %arg28: f32):
// CHECK-NEXT: %7 = "math.exp"(%arg27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%7) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.square"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg25: f16, %arg26: f16):
// CHECK-NEXT: %6 = "arith.mulf"(%arg25, %arg25) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: "linalg.yield"(%6) : (f16) -> ()
// CHECK-NEXT: }) : (memref<4x4xf16>, memref<4x4xf16>) -> ()
// CHECK-NEXT: "linalg.transpose"(%arg1, %arg1) <{permutation = array<i64: 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg23: f32, %arg24: f32):
// CHECK-NEXT: "linalg.yield"(%arg23) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.broadcast"(%arg6, %arg1) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg21: f32, %arg22: f32):
// CHECK-NEXT: "linalg.yield"(%arg21) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.reduce"(%arg1, %arg6) <{dimensions = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg19: f32, %arg20: f32):
// CHECK-NEXT: %5 = "arith.addf"(%arg20, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%5) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.map"(%arg1, %arg1, %arg1) ({
// CHECK-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// CHECK-NEXT: %4 = "arith.subf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%4) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.elementwise"(%arg1, %arg1) <{indexing_maps = [#map3, #map3], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg14: f32, %arg15: f32):
// CHECK-NEXT: %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: %3 = "arith.divf"(%2, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%3) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.elementwise"(%arg4, %arg3, %arg3, %arg3) <{indexing_maps = [#map3, #map3, #map3, #map3], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// CHECK-NEXT: ^bb0(%arg10: i1, %arg11: i32, %arg12: i32, %arg13: i32):
// CHECK-NEXT: %1 = "arith.select"(%arg10, %arg11, %arg12) : (i1, i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%1) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi1>, memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.elementwise"(%arg3, %arg3, %arg3) <{indexing_maps = [#map3, #map3, #map3], kind = #linalg.elementwise_kind<min_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32, %arg9: i32):
// CHECK-NEXT: %0 = "arith.minui"(%arg7, %arg8) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%0) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func @bodies(%i8: memref<4x4xi8>, %f32: memref<4x4xf32>, %f16: memref<4x4xf16>, %i32: memref<4x4xi32>, %i1: memref<4x4xi1>, %x: f32, %v: memref<4xf32>) {
  linalg.matmul ins(%i8, %f32 : memref<4x4xi8>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i8, %i8 : memref<4x4xi8>, memref<4x4xi8>) outs(%i32 : memref<4x4xi32>)
  linalg.matmul ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f16 : memref<4x4xf16>)
  linalg.copy ins(%f16 : memref<4x4xf16>) outs(%f32 : memref<4x4xf32>)
  linalg.copy ins(%i32 : memref<4x4xi32>) outs(%i8 : memref<4x4xi8>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%f32 : memref<4x4xf32>) outs(%i32 : memref<4x4xi32>)
  linalg.fill ins(%x : f32) outs(%f32 : memref<4x4xf32>)
  linalg.add ins(%i1, %i1 : memref<4x4xi1>, memref<4x4xi1>) outs(%i1 : memref<4x4xi1>)
  linalg.mul ins(%i1, %i1 : memref<4x4xi1>, memref<4x4xi1>) outs(%i1 : memref<4x4xi1>)
  linalg.max ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.min ins(%i32, %i32 : memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.div_unsigned ins(%i32, %i32 : memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.exp ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.square ins(%f16 : memref<4x4xf16>) outs(%f16 : memref<4x4xf16>)
  linalg.transpose ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<4xf32>) outs(%f32 : memref<4x4xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%f32 : memref<4x4xf32>) outs(%v : memref<4xf32>) dimensions = [0]
  linalg.map { arith.subf } ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%i1, %i32, %i32 : memref<4x4xi1>, memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%i32, %i32 : memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  return
}

// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// The bodies the named ops build (casts to the output element type, payload ops by element kind).

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x4xi8>, memref<4x4xf32>, memref<4x4xf16>, memref<4x4xi32>, memref<4x4xi1>, f32, memref<4xf32>) -> (), sym_name = "bodies"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<4x4xi8>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xf16>, %arg3: memref<4x4xi32>, %arg4: memref<4x4xi1>, %arg5: f32, %arg6: memref<4xf32>):
// CHECK-NEXT: "linalg.matmul"(%arg0, %arg1, %arg1) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg49: i8, %arg50: f32, %arg51: f32):
// CHECK-NEXT: %20 = "arith.sitofp"(%arg49) : (i8) -> f32
// CHECK-NEXT: %21 = "arith.mulf"(%20, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %22 = "arith.addf"(%arg51, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%22) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi8>, memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg0, %arg0, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg46: i8, %arg47: i8, %arg48: i32):
// CHECK-NEXT: %16 = "arith.extui"(%arg46) : (i8) -> i32
// CHECK-NEXT: %17 = "arith.extui"(%arg47) : (i8) -> i32
// CHECK-NEXT: %18 = "arith.muli"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %19 = "arith.addi"(%arg48, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%19) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi8>, memref<4x4xi8>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg1, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg43: f32, %arg44: f32, %arg45: f16):
// CHECK-NEXT: %12 = "arith.truncf"(%arg43) : (f32) -> f16
// CHECK-NEXT: %13 = "arith.truncf"(%arg44) : (f32) -> f16
// CHECK-NEXT: %14 = "arith.mulf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: %15 = "arith.addf"(%arg45, %14) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: "linalg.yield"(%15) : (f16) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf16>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg41: f16, %arg42: f32):
// CHECK-NEXT: %11 = "arith.extf"(%arg41) : (f16) -> f32
// CHECK-NEXT: "linalg.yield"(%11) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf16>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg3, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg39: i32, %arg40: i8):
// CHECK-NEXT: %10 = "arith.trunci"(%arg39) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT: "linalg.yield"(%10) : (i8) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi8>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg1, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg37: f32, %arg38: i32):
// CHECK-NEXT: %9 = "arith.fptoui"(%arg37) : (f32) -> i32
// CHECK-NEXT: "linalg.yield"(%9) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.fill"(%arg5, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg35: f32, %arg36: f32):
// CHECK-NEXT: "linalg.yield"(%arg35) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.add"(%arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg32: i1, %arg33: i1, %arg34: i1):
// CHECK-NEXT: %8 = "arith.ori"(%arg32, %arg33) : (i1, i1) -> i1
// CHECK-NEXT: "linalg.yield"(%8) : (i1) -> ()
// CHECK-NEXT: }) : (memref<4x4xi1>, memref<4x4xi1>, memref<4x4xi1>) -> ()
// CHECK-NEXT: "linalg.mul"(%arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg29: i1, %arg30: i1, %arg31: i1):
// CHECK-NEXT: %7 = "arith.andi"(%arg29, %arg30) : (i1, i1) -> i1
// CHECK-NEXT: "linalg.yield"(%7) : (i1) -> ()
// CHECK-NEXT: }) : (memref<4x4xi1>, memref<4x4xi1>, memref<4x4xi1>) -> ()
// CHECK-NEXT: "linalg.max"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
// CHECK-NEXT: %6 = "arith.maximumf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%6) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.min"(%arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg23: i32, %arg24: i32, %arg25: i32):
// CHECK-NEXT: %5 = "arith.minsi"(%arg23, %arg24) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%5) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.div_unsigned"(%arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
// CHECK-NEXT: %4 = "arith.divui"(%arg20, %arg21) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%4) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
// CHECK-NEXT: "linalg.exp"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg18: f32, %arg19: f32):
// CHECK-NEXT: %3 = "math.exp"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%3) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.square"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg16: f16, %arg17: f16):
// CHECK-NEXT: %2 = "arith.mulf"(%arg16, %arg16) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// CHECK-NEXT: "linalg.yield"(%2) : (f16) -> ()
// CHECK-NEXT: }) : (memref<4x4xf16>, memref<4x4xf16>) -> ()
// CHECK-NEXT: "linalg.transpose"(%arg1, %arg1) <{permutation = array<i64: 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg14: f32, %arg15: f32):
// CHECK-NEXT: "linalg.yield"(%arg14) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.broadcast"(%arg6, %arg1) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// CHECK-NEXT: "linalg.yield"(%arg12) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<4x4xf32>) -> ()
// CHECK-NEXT: "linalg.reduce"(%arg1, %arg6) <{dimensions = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg10: f32, %arg11: f32):
// CHECK-NEXT: %1 = "arith.addf"(%arg11, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%1) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.map"(%arg1, %arg1, %arg1) ({
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// CHECK-NEXT: %0 = "arith.subf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%0) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
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
  return
}

// RUN: jopt %s | FileCheck %s
// COMPARE: mlir-opt-22

// In the generic form, load_nd's offsets follow const_offsets as MLIR's getMixedOffsets does:
// without const_offsets there are none, whatever operands follow the descriptor (so no rank
// check), and the pretty form prints none (found by the front-door fuzzer).

// CHECK-LABEL: func @operand_without_const_offsets(
// CHECK: xegpu.load_nd %{{.*}}  : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
func.func @operand_without_const_offsets(%src: memref<24x32xf16>, %i: index) -> vector<8x16xf16> {
  %t = xegpu.create_nd_tdesc %src : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  %v = "xegpu.load_nd"(%t, %i) : (!xegpu.tensor_desc<8x16xf16>, index) -> vector<8x16xf16>
  return %v : vector<8x16xf16>
}

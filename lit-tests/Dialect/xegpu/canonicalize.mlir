// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// xegpu.convert_layout between equal layouts folds to its source.

// CHECK-LABEL: func.func @same_layouts
// CHECK-SAME: (%[[V:.*]]: vector<8x16xf32>)
// CHECK-NEXT: %[[C:.*]] = xegpu.convert_layout %[[V]] <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [4, 16]>}> : vector<8x16xf32>
// CHECK-NEXT: return %[[C]] : vector<8x16xf32>
func.func @same_layouts(%v: vector<8x16xf32>) -> vector<8x16xf32> {
  %a = xegpu.convert_layout %v <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [8, 16]>}> : vector<8x16xf32>
  %b = xegpu.convert_layout %a <{input_layout = #xegpu.layout<inst_data = [8, 16]>, target_layout = #xegpu.layout<inst_data = [4, 16]>}> : vector<8x16xf32>
  return %b : vector<8x16xf32>
}

// Unused descriptors and loads (which only read) go.
// CHECK-LABEL: func.func @dead_descriptors
// CHECK-NEXT: return
func.func @dead_descriptors(%m: memref<64x64xf32>, %s: memref<256xf32>, %o: vector<16xindex>, %k: vector<16xi1>) {
  %d = xegpu.create_nd_tdesc %m[0, 0] : memref<64x64xf32> -> !xegpu.tensor_desc<8x16xf32>
  %t = xegpu.create_tdesc %s, %o : memref<256xf32>, vector<16xindex> -> !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>
  %v = xegpu.load %t, %k : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, vector<16xi1> -> vector<16xf32>
  return
}

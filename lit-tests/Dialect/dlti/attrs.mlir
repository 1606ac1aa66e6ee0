// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// DLTI's attributes as target descriptions of tensor programs carry them (tpp-mlir's tests
// name a CPU's vnni factor and tile sizes): every entry list is printed `key = value`, whether
// it was written so or as #dlti.dl_entry; keys are types or quoted strings.

// CHECK: module attributes {"#dlti.sys_spec" = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"vnni" = 4 : i32, "tile_size" = 16 : i32>, "NPU" = #dlti.target_device_spec<"lanes" = [8, 16]>>, dlti.dl_spec = #dlti.dl_spec<index = 64 : i32, f16 = dense<16> : vector<1xi64>, i8 = dense<[8, 32]> : vector<2xi64>, "dlti.endianness" = "big", "dlti.stack_alignment" = 32 : i64>} {
module attributes {
  "#dlti.sys_spec" = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"vnni" = 4 : i32, #dlti.dl_entry<"tile_size", 16 : i32>>,
    "NPU" = #dlti.target_device_spec<"lanes" = [8, 16]>>,
  dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 64 : i32>, f16 = dense<16> : vector<1xi64>,
    i8 = dense<[8, 32]> : vector<2xi64>, "dlti.endianness" = "big", "dlti.stack_alignment" = 32>
} {
  // CHECK: func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<>, dlti.map = #dlti.map<"weights" = #dlti.map<i32 = "packed", "x\22y" = unit>, memref<4xf32> = 2 : i64>, test.entry = #dlti.dl_entry<vector<4xf32>, "wide">}
  func.func @f() attributes {
      dlti.map = #dlti.map<"weights" = #dlti.map<i32 = "packed", "x\"y" = unit>, memref<4xf32> = 2>,
      dlti.dl_spec = #dlti.dl_spec<>,
      test.entry = #dlti.dl_entry<vector<4xf32>, "wide">} {
    return
  }
}

// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @extended(%a: i32, %v: vector<2xi32>) {
  %0:2 = arith.addui_extended %a, %a : i32, i1
  %1:2 = arith.mulsi_extended %a, %a : i32
  %2:2 = arith.mului_extended %v, %v {test.x} : vector<2xi32>
  %3, %4 = arith.addui_extended %v, %v : vector<2xi32>, vector<2xi1>
  %5 = arith.ceildivui %a, %a : i32
  "test.use"(%0#0, %0#1, %1#0, %1#1, %2#1, %3, %4, %5) : (i32, i1, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi1>, i32) -> ()
  return
}
func.func @scaling(%x: f32, %s: f8E8M0FNU, %v: vector<4xf8E5M2>, %vs: vector<4xf8E8M0FNU>, %h: f16) {
  %0 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f8E5M2
  %1 = arith.scaling_truncf %x, %s to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f8E5M2
  %2 = arith.scaling_extf %v, %vs : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  %3 = arith.scaling_extf %h, %s fastmath<nnan> : f16, f8E8M0FNU to f32
  "test.use"(%0, %1, %2, %3) : (f8E5M2, f8E5M2, vector<4xf32>, f32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @extended(%arg0: i32, %arg1: vector<2xi32>) {
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT:     %low_0, %high_1 = arith.mului_extended %arg1, %arg1 {test.x} : vector<2xi32>
// CHECK-NEXT:     %sum_2, %overflow_3 = arith.addui_extended %arg1, %arg1 : vector<2xi32>, vector<2xi1>
// CHECK-NEXT:     %0 = arith.ceildivui %arg0, %arg0 : i32
// CHECK-NEXT:     "test.use"(%sum, %overflow, %low, %high, %high_1, %sum_2, %overflow_3, %0) : (i32, i1, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi1>, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scaling(%arg0: f32, %arg1: f8E8M0FNU, %arg2: vector<4xf8E5M2>, %arg3: vector<4xf8E8M0FNU>, %arg4: f16) {
// CHECK-NEXT:     %0 = arith.scaling_truncf %arg0, %arg1 : f32, f8E8M0FNU to f8E5M2
// CHECK-NEXT:     %1 = arith.scaling_truncf %arg0, %arg1 to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f8E5M2
// CHECK-NEXT:     %2 = arith.scaling_extf %arg2, %arg3 : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT:     %3 = arith.scaling_extf %arg4, %arg1 fastmath<nnan> : f16, f8E8M0FNU to f32
// CHECK-NEXT:     "test.use"(%0, %1, %2, %3) : (f8E5M2, f8E5M2, vector<4xf32>, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RUN: jopt %s --convert-elementwise-to-linalg | jopt-run - --args=iota,true | FileCheck %s
// RUN: jopt %s --convert-elementwise-to-linalg --canonicalize --cse | jopt-run - --args=iota,true | FileCheck %s

// The input is not runnable (arith and math ops on tensors do not bufferize); converted to
// linalg.generic ops it runs, and computes elementwise what the ops mean: with %a = [[0,1,2],
// [3,4,5]], r0 = a * a + 2, r1 = r0 > 6, r2 = fptosi(sqrt(select(r1, r0, a))), and a select on
// the scalar %c (true) of r0 and a.

// CHECK: result #0: {{.*}}2.0, 3.0, 6.0{{.*}}11.0, 18.0, 27.0
// CHECK: result #1: {{.*}}false, false, false{{.*}}true, true, true
// CHECK: result #2: {{.*}}0, 1, 1{{.*}}3, 4, 5

// CHECK: result #3: {{.*}}2.0, 3.0, 6.0{{.*}}11.0, 18.0, 27.0

func.func @main(%a: tensor<2x3xf32>, %c: i1) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xf32>) {
  %two = arith.constant dense<2.0> : tensor<2x3xf32>
  %six = arith.constant dense<6.0> : tensor<2x3xf32>
  %0 = arith.mulf %a, %a : tensor<2x3xf32>
  %1 = arith.addf %0, %two : tensor<2x3xf32>
  %2 = arith.cmpf ogt, %1, %six : tensor<2x3xf32>
  %3 = arith.select %2, %1, %a : tensor<2x3xi1>, tensor<2x3xf32>
  %4 = math.sqrt %3 : tensor<2x3xf32>
  %5 = arith.fptosi %4 : tensor<2x3xf32> to tensor<2x3xi32>
  %6 = arith.select %c, %1, %a : tensor<2x3xf32>
  return %1, %2, %5, %6 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xf32>
}

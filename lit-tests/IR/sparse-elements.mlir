// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// MLIR's sparse elements attribute: the elements of a static shaped type at a list of indices,
// the others zero. Printed as mlir-opt-22 prints it: the indices and the values as dense
// literals (a single index or value as a splat; indices never in hex, more than 100 values in
// hex), `sparse<>` when no index is given.

// CHECK-LABEL: func.func @constants
// CHECK-NEXT{LITERAL}:  arith.constant sparse<[[0], [1]], [-1.200000e+01, 3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT{LITERAL}:  arith.constant sparse<[[0, 1], [1, 2]], [5, -7]> : tensor<2x3xi32>
// CHECK-NEXT:  arith.constant sparse<> : tensor<4xf64>
// CHECK-NEXT:  arith.constant sparse<0, (1.000000e+00,2.000000e+00)> : tensor<2x2xcomplex<f32>>
// CHECK-NEXT:  arith.constant sparse<1, true> : tensor<3xi1>
// CHECK-NEXT:  arith.constant sparse<[0, 2], [1, 2]> : tensor<4xi32>
// CHECK-NEXT{LITERAL}:  arith.constant sparse<[[0, 0], [1, 1]], 4.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT{LITERAL}:  arith.constant sparse<[[0, 1], [1, 0]], [1.000000e+00, 2.000000e+00]> : vector<2x2xf64>
func.func @constants() {
  %0 = arith.constant sparse<[[0], [1]], [-12.0, 3.0]> : tensor<2xf32>
  %1 = arith.constant sparse<[[0, 1], [1, 2]], [5, -7]> : tensor<2x3xi32>
  %2 = arith.constant sparse<> : tensor<4xf64>
  %3 = arith.constant sparse<[[0, 0]], [(1.0, 2.0)]> : tensor<2x2xcomplex<f32>>
  %4 = arith.constant sparse<[[1]], [true]> : tensor<3xi1>
  %5 = arith.constant sparse<[0, 2], [1, 2]> : tensor<4xi32>
  %6 = arith.constant sparse<[[0, 0], [1, 1]], 4.0> : tensor<2x2xf32>
  %7 = arith.constant sparse<[[0, 1], [1, 0]], [1.0, 2.0]> : vector<2x2xf64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<2xf32>, tensor<2x3xi32>, tensor<4xf64>, tensor<2x2xcomplex<f32>>, tensor<3xi1>, tensor<4xi32>, tensor<2x2xf32>, vector<2x2xf64>) -> ()
  return
}

// A splat of indices (one index, every coordinate the same), hex values, an empty list of
// indices, an index of rank 0 (no coordinate to print), NaN, a memref type.
// CHECK-LABEL: "test.attrs"
// CHECK-SAME:  a = sparse<0, 1> : vector<2x2xi8>
// CHECK-SAME{LITERAL}:  b = sparse<[[0], [2]], [1, 2]> : tensor<4xi32>
// CHECK-SAME:  c = sparse<0, 1.000000e+00> : tensor<2xf32>
// CHECK-SAME:  d = sparse<> : tensor<3xf32>
// CHECK-SAME:  e = sparse<> : tensor<index>
// CHECK-SAME{LITERAL}:  f = sparse<[[0, 1, 0]], 0x7FC00000> : tensor<1x2x1xf32>
// CHECK-SAME:  g = sparse<1, (1,2)> : tensor<2x2xcomplex<i16>>
// CHECK-SAME:  h = sparse<> : memref<2xf32>
// CHECK-SAME:  i = sparse<0, 255> : tensor<2xui8>
"test.attrs"() {a = sparse<[[0, 0]], [1]> : vector<2x2xi8>, b = sparse<[[0], [2]], "0x0100000002000000"> : tensor<4xi32>, c = sparse<[[0]], "0x0000803F"> : tensor<2xf32>, d = sparse<[], []> : tensor<3xf32>, e = sparse<0, 5> : tensor<index>, f = sparse<[[0, 1, 0]], [0x7FC00000]> : tensor<1x2x1xf32>, g = sparse<[[1, 1]], [(1, 2)]> : tensor<2x2xcomplex<i16>>, h = sparse<> : memref<2xf32>, i = sparse<[[0]], [255]> : tensor<2xui8>} : () -> ()

// More than 100 values print in hex, the indices as a list.
// CHECK-LABEL: "test.large"
// CHECK-SAME{LITERAL}:  sparse<[[0, 0], [1, 1], [2, 2], [3, 0]
// CHECK-SAME:  [100, 1]], "0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101x3xi8>
"test.large"() {a = sparse<[[0, 0], [1, 1], [2, 2], [3, 0], [4, 1], [5, 2], [6, 0], [7, 1], [8, 2], [9, 0], [10, 1], [11, 2], [12, 0], [13, 1], [14, 2], [15, 0], [16, 1], [17, 2], [18, 0], [19, 1], [20, 2], [21, 0], [22, 1], [23, 2], [24, 0], [25, 1], [26, 2], [27, 0], [28, 1], [29, 2], [30, 0], [31, 1], [32, 2], [33, 0], [34, 1], [35, 2], [36, 0], [37, 1], [38, 2], [39, 0], [40, 1], [41, 2], [42, 0], [43, 1], [44, 2], [45, 0], [46, 1], [47, 2], [48, 0], [49, 1], [50, 2], [51, 0], [52, 1], [53, 2], [54, 0], [55, 1], [56, 2], [57, 0], [58, 1], [59, 2], [60, 0], [61, 1], [62, 2], [63, 0], [64, 1], [65, 2], [66, 0], [67, 1], [68, 2], [69, 0], [70, 1], [71, 2], [72, 0], [73, 1], [74, 2], [75, 0], [76, 1], [77, 2], [78, 0], [79, 1], [80, 2], [81, 0], [82, 1], [83, 2], [84, 0], [85, 1], [86, 2], [87, 0], [88, 1], [89, 2], [90, 0], [91, 1], [92, 2], [93, 0], [94, 1], [95, 2], [96, 0], [97, 1], [98, 2], [99, 0], [100, 1]], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101x3xi8>} : () -> ()

// A global's initial value prints without its type.
// CHECK-LABEL{LITERAL}: memref.global "private" constant @table : memref<4xf32> = sparse<[[0], [1]], [-1.200000e+01, 3.000000e+00]>
memref.global "private" constant @table : memref<4xf32> = sparse<[[0], [1]], [-12.0, 3.0]>

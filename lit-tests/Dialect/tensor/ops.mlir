// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0, %arg1) : tensor<?x8x?xf32>
// CHECK-NEXT: %2 = tensor.empty() {foo} : tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<8x?xf32>, %arg1: index, %arg2: index, %arg3: tensor<4x4xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 4] [1, 1] : tensor<8x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, %arg1] [1, %arg2] [1, 2] : tensor<8x?xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[%arg1, %arg2] [%arg1, %arg2] [%arg2, %arg1] : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg3 into %arg0[0, %arg1] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x?xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice_0 into %arg0[%arg1, 0] [1, %arg2] [1, 1] : tensor<?xf32> into tensor<8x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @misc(%arg0: tensor<8x?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: tensor<4x4xf32>, %arg5: tensor<2x4xf32>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg4, %arg5 : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg4, %arg4, %arg4 : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x12xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<8x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg2] : tensor<8x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg4[%arg1, %arg2] : tensor<4x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg4 {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [8, %arg1, 2] : tensor<8x?xf32> into tensor<8x?x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_insert(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg1) in (8) shared_outs(%arg2 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg1, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg2[%arg1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @empty(%i: index, %j: index) {
  %e = tensor.empty() : tensor<4x4xf32>
  %e2 = tensor.empty(%i, %j) : tensor<?x8x?xf32>
  %e3 = tensor.empty() {foo} : tensor<4xf32>
  return
}

func.func @slices(%t: tensor<8x?xf32>, %i: index, %j: index, %a: tensor<4x4xf32>) {
  %s = tensor.extract_slice %t[0, %i] [4, 4] [1, 1] : tensor<8x?xf32> to tensor<4x4xf32>
  %s2 = tensor.extract_slice %t[0, %i] [1, %j] [1, 2] : tensor<8x?xf32> to tensor<?xf32>
  %s3 = tensor.extract_slice %t[%i, %j] [%i, %j] [%j, %i] : tensor<8x?xf32> to tensor<?x?xf32>
  %in = tensor.insert_slice %a into %t[0, %i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x?xf32>
  %in2 = tensor.insert_slice %s2 into %t[%i, 0] [1, %j] [1, 1] : tensor<?xf32> into tensor<8x?xf32>
  return
}

func.func @misc(%t: tensor<8x?xf32>, %i: index, %j: index, %f: f32, %a: tensor<4x4xf32>, %b: tensor<2x4xf32>) {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
  %c1 = tensor.concat dim(1) %a, %a, %a : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x12xf32>
  %ca = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %t, %j : tensor<8x?xf32>
  %x = tensor.extract %t[%i, %j] : tensor<8x?xf32>
  %y = tensor.insert %f into %a[%i, %j] : tensor<4x4xf32>
  %cl = tensor.collapse_shape %a [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %ex = tensor.expand_shape %cl [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %ex2 = tensor.expand_shape %t [[0], [1, 2]] output_shape [8, %i, 2] : tensor<8x?xf32> into tensor<8x?x2xf32>
  return
}

func.func @parallel_insert(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %sl = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect | FileCheck %s

// Every op of the tensor dialect in its custom form; the generic form parses back to the same.

// CHECK: module {
// CHECK-LABEL: func.func @casts(%arg0: tensor<8x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4xi32>) -> (tensor<4xf32>, tensor<?xui32>, tensor<?x?xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg2 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: %1 = tensor.bitcast %arg2 {x} : tensor<4xi32> to tensor<?xui32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %0, %1, %cast, %cast_0 : tensor<4xf32>, tensor<?xui32>, tensor<?x?xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(%arg0: tensor<8x?xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<*xf32>, %arg3: tensor<f32>, %arg4: index, %arg5: tensor<2xindex>, %arg6: tensor<4xi32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<4x4xf32> into tensor<16xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] {y} : tensor<8x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %collapsed_0 {{\[\[}}0, 1, 2]] output_shape [%arg4, 2, 1] : tensor<?xf32> into tensor<?x2x1xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg4 : tensor<8x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim {z} %arg2, %arg4 : tensor<*xf32>
// CHECK-NEXT: %rank = tensor.rank %arg2 : tensor<*xf32>
// CHECK-NEXT: %rank_3 = tensor.rank %arg1 : tensor<4x4xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg1(%arg5) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<2x8xf32>
// CHECK-NEXT: %reshape_4 = tensor.reshape %arg2(%arg6) : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT: %expanded_5 = tensor.expand_shape %arg3 [] output_shape [] : tensor<f32> into tensor<f32>
// CHECK-NEXT: "test.use"(%expanded, %expanded_1, %dim, %dim_2, %rank, %rank_3, %reshape, %reshape_4) : (tensor<4x4xf32>, tensor<?x2x1xf32>, index, index, index, index, tensor<2x8xf32>, tensor<?x?x?x?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @create(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %2 = tensor.empty() {foo} : tensor<4xf32, "enc">
// CHECK-NEXT: %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements  : tensor<0xf32>
// CHECK-NEXT: %splat = tensor.splat %arg2 : tensor<4x4xf32>
// CHECK-NEXT: %splat_2 = tensor.splat %arg2[%arg0, %arg1] : tensor<?x2x?xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %from_elements, %from_elements_0, %from_elements_1, %splat, %splat_2) : (tensor<?x4xf32>, tensor<f32>, tensor<4xf32, "enc">, tensor<2xf32>, tensor<f32>, tensor<0xf32>, tensor<4x4xf32>, tensor<?x2x?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: tensor<8x?xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<f32>, %arg3: index, %arg4: index, %arg5: f32) -> (f32, f32, tensor<4x4xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg3, %arg4] : tensor<8x?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg2[] {q} : tensor<f32>
// CHECK-NEXT: %inserted = tensor.insert %arg5 into %arg1[%arg3, %arg4] : tensor<4x4xf32>
// CHECK-NEXT: return %extracted, %extracted_0, %inserted : f32, f32, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat(%arg0: tensor<4x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<4x12xf32>, tensor<?x4xf32>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg0, %arg0, %arg0 {w} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x12xf32>
// CHECK-NEXT: %concat_1 = tensor.concat dim(0) %arg2, %arg0 : (tensor<?x4xf32>, tensor<4x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %concat, %concat_0, %concat_1 : tensor<6x4xf32>, tensor<4x12xf32>, tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<8x?xf32>, %arg1: index, %arg2: index, %arg3: tensor<4x4xf32>) -> (tensor<4x?xf32>, tensor<?xf32>, tensor<4x4xf32>, tensor<8x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, %arg2] [1, 2] : tensor<8x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, %arg2] [1, %arg2] [%arg1, 1] : tensor<8x?xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg3[0, 1] [1, 2] [1, 1] {s} : tensor<4x4xf32> to tensor<2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice_1 into %arg3[3, 1] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice into %arg0[%arg1, 0] [4, %arg2] [1, 1] {v} : tensor<4x?xf32> into tensor<8x?xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0, %inserted_slice, %inserted_slice_2 : tensor<4x?xf32>, tensor<?xf32>, tensor<4x4xf32>, tensor<8x?xf32>
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
// CHECK-LABEL: func.func @gather_scatter(%arg0: tensor<4x5xf32>, %arg1: tensor<2x1xindex>, %arg2: tensor<3x2xi32>) -> (tensor<2x1x5xf32>, tensor<3x1x1xf32>, tensor<4x5xf32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0]) unique : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x5xf32>
// CHECK-NEXT: %gather_1 = tensor.gather %arg0[%arg2] gather_dims([0, 1]) {g} : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather_0 into %arg0[%arg1] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// CHECK-NEXT: return %gather, %gather_1, %scatter : tensor<2x1x5xf32>, tensor<3x1x1xf32>, tensor<4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: tensor<4x4xf32>, %arg1: index, %arg2: f32) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<7x?xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: %0 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %1 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT: tensor.yield %1 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } {w} : tensor<3xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg1] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 {y} : f32
// CHECK-NEXT: } {q} : tensor<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %generated, %generated_0, %padded, %padded_1 : tensor<?x3xf32>, tensor<3xf32>, tensor<7x?xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @casts(%t: tensor<8x?xf32>, %u: tensor<*xf32>, %iv: tensor<4xi32>) -> (tensor<4xf32>, tensor<?xui32>, tensor<?x?xf32>, tensor<4x4xf32>) {
  %0 = tensor.bitcast %iv : tensor<4xi32> to tensor<4xf32>
  %1 = tensor.bitcast %iv {x} : tensor<4xi32> to tensor<?xui32>
  %2 = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %3 = tensor.cast %u : tensor<*xf32> to tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<?xui32>, tensor<?x?xf32>, tensor<4x4xf32>
}

func.func @shapes(%t: tensor<8x?xf32>, %a: tensor<4x4xf32>, %u: tensor<*xf32>, %z: tensor<f32>, %i: index, %shape: tensor<2xindex>, %s: tensor<4xi32>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %1 = tensor.collapse_shape %t [[0, 1]] {y} : tensor<8x?xf32> into tensor<?xf32>
  %2 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  %3 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [%i, 2, 1] : tensor<?xf32> into tensor<?x2x1xf32>
  %4 = tensor.dim %t, %i : tensor<8x?xf32>
  %5 = tensor.dim {z} %u, %i : tensor<*xf32>
  %6 = tensor.rank %u : tensor<*xf32>
  %7 = tensor.rank %a : tensor<4x4xf32>
  %8 = tensor.reshape %a(%shape) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<2x8xf32>
  %9 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
  %10 = tensor.expand_shape %z [] output_shape [] : tensor<f32> into tensor<f32>
  "test.use"(%2, %3, %4, %5, %6, %7, %8, %9) : (tensor<4x4xf32>, tensor<?x2x1xf32>, index, index, index, index, tensor<2x8xf32>, tensor<?x?x?x?xf32>) -> ()
  return
}

func.func @create(%i: index, %j: index, %f: f32) {
  %0 = tensor.empty(%i) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<f32>
  %2 = tensor.empty() {foo} : tensor<4xf32, "enc">
  %3 = tensor.from_elements %f, %f : tensor<2xf32>
  %4 = tensor.from_elements %f : tensor<f32>
  %5 = tensor.from_elements : tensor<0xf32>
  %6 = tensor.splat %f : tensor<4x4xf32>
  %7 = tensor.splat %f[%i, %j] : tensor<?x2x?xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (tensor<?x4xf32>, tensor<f32>, tensor<4xf32, "enc">, tensor<2xf32>, tensor<f32>, tensor<0xf32>, tensor<4x4xf32>, tensor<?x2x?xf32>) -> ()
  return
}

func.func @elements(%t: tensor<8x?xf32>, %a: tensor<4x4xf32>, %z: tensor<f32>, %i: index, %j: index, %f: f32) -> (f32, f32, tensor<4x4xf32>) {
  %0 = tensor.extract %t[%i, %j] : tensor<8x?xf32>
  %1 = tensor.extract %z[] {q} : tensor<f32>
  %2 = tensor.insert %f into %a[%i, %j] : tensor<4x4xf32>
  return %0, %1, %2 : f32, f32, tensor<4x4xf32>
}

func.func @concat(%a: tensor<4x4xf32>, %b: tensor<2x4xf32>, %c: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<4x12xf32>, tensor<?x4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
  %1 = tensor.concat dim(1) %a, %a, %a {w} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x12xf32>
  %2 = tensor.concat dim(0) %c, %a : (tensor<?x4xf32>, tensor<4x4xf32>) -> tensor<?x4xf32>
  return %0, %1, %2 : tensor<6x4xf32>, tensor<4x12xf32>, tensor<?x4xf32>
}

func.func @slices(%t: tensor<8x?xf32>, %i: index, %j: index, %a: tensor<4x4xf32>) -> (tensor<4x?xf32>, tensor<?xf32>, tensor<4x4xf32>, tensor<8x?xf32>) {
  %0 = tensor.extract_slice %t[0, %i] [4, %j] [1, 2] : tensor<8x?xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %t[%i, %j] [1, %j] [%i, 1] : tensor<8x?xf32> to tensor<?xf32>
  %2 = tensor.extract_slice %a[0, 1] [1, 2] [1, 1] {s} : tensor<4x4xf32> to tensor<2xf32>
  %3 = tensor.insert_slice %2 into %a[3, 1] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  %4 = tensor.insert_slice %0 into %t[%i, 0] [4, %j] [1, 1] {v} : tensor<4x?xf32> into tensor<8x?xf32>
  return %0, %1, %3, %4 : tensor<4x?xf32>, tensor<?xf32>, tensor<4x4xf32>, tensor<8x?xf32>
}

func.func @parallel_insert(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

func.func @gather_scatter(%a: tensor<4x5xf32>, %idx: tensor<2x1xindex>, %idx2: tensor<3x2xi32>) -> (tensor<2x1x5xf32>, tensor<3x1x1xf32>, tensor<4x5xf32>) {
  %0 = tensor.gather %a[%idx] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  %1 = tensor.gather %a[%idx] gather_dims([0]) unique : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x5xf32>
  %2 = tensor.gather %a[%idx2] gather_dims([0, 1]) {g} : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
  %3 = tensor.scatter %1 into %a[%idx] scatter_dims([0]) unique : (tensor<2x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return %0, %2, %3 : tensor<2x1x5xf32>, tensor<3x1x1xf32>, tensor<4x5xf32>
}

func.func @regions(%a: tensor<4x4xf32>, %i: index, %f: f32) -> (tensor<?x3xf32>, tensor<3xf32>, tensor<7x?xf32>, tensor<4x4xf32>) {
  %0 = tensor.generate %i {
  ^bb0(%x: index, %y: index):
    %s = arith.index_cast %x : index to i32
    %g = arith.sitofp %s : i32 to f32
    tensor.yield %g : f32
  } : tensor<?x3xf32>
  %1 = tensor.generate {
  ^bb0(%x: index):
    tensor.yield %f : f32
  } {w} : tensor<3xf32>
  %2 = tensor.pad %a low[1, %i] high[2, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x?xf32>
  %3 = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %f {y} : f32
  } {q} : tensor<4x4xf32> to tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<?x3xf32>, tensor<3xf32>, tensor<7x?xf32>, tensor<4x4xf32>
}

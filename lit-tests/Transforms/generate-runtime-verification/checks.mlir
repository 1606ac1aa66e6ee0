// RUN: jopt %s --generate-runtime-verification | FileCheck %s
// RUN: jopt %s --generate-runtime-verification=verbose-level=0 | FileCheck %s --check-prefix=QUIET
// COMPARE: mlir-opt-22

// Each runtime-verifiable op gets its checks right before it, as mlir-opt-22 builds them: an
// index constant per use, comparisons folded where both sides are constant, and a cf.assert whose
// message prints the op with the names it has in the input.

// CHECK-LABEL: func.func @indices
// CHECK:      %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:      %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?x4xf32>
// CHECK:      %[[GE:.*]] = arith.cmpi sge, %arg1, %[[ZERO]] : index
// CHECK:      %[[LT:.*]] = arith.cmpi slt, %arg1, %[[DIM]] : index
// CHECK:      %[[IN0:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:      %[[C4:.*]] = arith.constant 4 : index
// CHECK:      arith.cmpi slt, %arg2, %[[C4]] : index
// CHECK:      %[[ALL:.*]] = arith.andi %[[IN0]], %{{.*}} : i1
// CHECK:      cf.assert %[[ALL]], "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc({{.*}}checks.mlir\22:{{[0-9]+}}:8)"
// CHECK-NEXT: memref.load %arg0[%arg1, %arg2]
// QUIET:      cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc({{.*}}checks.mlir\22:{{[0-9]+}}:8)"
func.func @indices(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<?x4xf32>
  return %0 : f32
}

// A 0-d load has nothing to check; a tensor.extract checks as a load does.
// CHECK-LABEL: func.func @zero_d
// CHECK-NEXT:  memref.load %arg0[] : memref<f32>
// CHECK:       cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg1[%arg2] : tensor<8xf32>\0A^ out-of-bounds access
func.func @zero_d(%m: memref<f32>, %t: tensor<8xf32>, %i: index) -> f32 {
  %0 = memref.load %m[] : memref<f32>
  %1 = tensor.extract %t[%i] : tensor<8xf32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}

// A cast to static sizes checks each dynamic size, then the offset and strides of the result's layout.
// CHECK-LABEL: func.func @cast
// CHECK:       memref.extract_strided_metadata
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ size mismatch of dim 0\0A
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ offset mismatch\0A
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ stride mismatch of dim 0\0A
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ stride mismatch of dim 1\0A
// CHECK:       %[[R:.*]] = memref.rank %arg1 : memref<*xf32>
// CHECK:       cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?xf32>\0A^ rank mismatch
// CHECK:       %[[TR:.*]] = tensor.rank %arg2 : tensor<*xf32>
// CHECK:       cf.assert %{{.*}}, "{{.*}}tensor.cast{{.*}}\0A^ rank mismatch
// CHECK:       cf.assert %{{.*}}, "{{.*}}tensor.cast{{.*}}\0A^ size mismatch of dim 0
func.func @cast(%m: memref<?x4xf32>, %u: memref<*xf32>, %t: tensor<*xf32>) {
  %0 = memref.cast %m : memref<?x4xf32> to memref<2x4xf32>
  %1 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %2 = tensor.cast %t : tensor<*xf32> to tensor<3xf32>
  return
}

// dim, copy and assume_alignment.
// CHECK-LABEL: func.func @misc
// CHECK:       memref.rank %arg0
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ index is out of bounds
// CHECK:       cf.assert %{{.*}}, "{{.*}}memref.copy %arg0, %arg2 : memref<?x4xf32> to memref<2x4xf32>\0A^ size of 0-th source/target dim does not match
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK:       arith.remui %[[P]], %{{.*}} : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ memref is not aligned to 16
func.func @misc(%m: memref<?x4xf32>, %i: index, %s: memref<2x4xf32>) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  memref.copy %m, %s : memref<?x4xf32> to memref<2x4xf32>
  %a = memref.assume_alignment %m, 16 : memref<?x4xf32>
  return %d : index
}

// A subview checks, per dimension, its offset and (when not empty) its last index.
// CHECK-LABEL: func.func @slices
// CHECK:       memref.extract_strided_metadata %arg0 : memref<?x8xf32>
// CHECK:       scf.if
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ offset 0 is out-of-bounds
// CHECK:       arith.subi
// CHECK:       arith.muli
// CHECK:       arith.addi
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ subview runs out-of-bounds along dimension 0
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ offset 1 is out-of-bounds
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ subview runs out-of-bounds along dimension 1
// CHECK:       memref.subview
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ extract_slice runs out-of-bounds along dimension 1
// CHECK:       tensor.extract_slice
// CHECK:       arith.remsi
// CHECK:       cf.assert %{{.*}}, "{{.*}}\0A^ static result dims in reassoc group do not divide src dim evenly
func.func @slices(%m: memref<?x8xf32>, %t: tensor<?x8xf32>, %o: index, %n: index) {
  %0 = memref.subview %m[%o, 2] [%n, 3] [1, 2] : memref<?x8xf32> to memref<?x3xf32, strided<[8, 2], offset: ?>>
  %1 = tensor.extract_slice %t[%o, 2] [%n, 3] [1, 2] : tensor<?x8xf32> to tensor<?x3xf32>
  %2 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  return
}

// A linalg structured op checks, when no loop is empty, each operand's indices at the first and
// last iteration through its map: not negative, and one past the largest equal to the operand's
// size (at most it, for an index that is not a plain loop dimension). An index.sub of symbols is
// a valid affine symbol (MLIR 22), so the composed map takes it as one.
// CHECK-LABEL: func.func @structured
// CHECK:       %[[N:.*]] = tensor.dim %arg0
// CHECK:       %[[NONEMPTY:.*]] = index.cmp slt(%{{.*}}, %[[N]])
// CHECK:       scf.if %[[NONEMPTY]] {
// CHECK:         %[[LAST:.*]] = index.sub %[[N]], %{{.*}}
// CHECK:         index.mins %[[LAST]], %{{.*}}
// CHECK:         cf.assert %{{.*}}, "{{.*}}\0A^ unexpected negative result on dimension #0 of input/output operand #0
// CHECK:         index.cmp eq(
// CHECK:         cf.assert %{{.*}}, "{{.*}}\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size
// CHECK:         affine.apply #{{.*}}()[%[[LAST]]]
// CHECK:         index.cmp sle(
// CHECK:         cf.assert %{{.*}}, "{{.*}}linalg.generic {{.*}} {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size
// CHECK:       }
// CHECK-NEXT:  linalg.generic
#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (3 - d0)>
func.func @structured(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #rev], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

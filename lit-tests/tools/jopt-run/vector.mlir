// The vector dialect in jopt-run: each op's result printed with vector.print. The CHECK lines are
// what mlir-runner-22 prints for this file lowered by `mlir-opt-22 --lower-vector-multi-reduction
// --test-vector-scan-lowering -test-lower-to-llvm`.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: jopt-run %s -e main -entry-point-result=void --no-compile | FileCheck %s --match-full-lines

// CHECK: ( ( 1.5, 1.5, 1.5 ), ( 1.5, 1.5, 1.5 ) )
// CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 4, 5, 6 ) ), ( ( 1, 2, 3 ), ( 4, 5, 6 ) ) )
// CHECK-NEXT: ( ( 1, 1, 1, 1 ), ( 2, 2, 2, 2 ) )
// CHECK-NEXT: ( 4, 5, 6 )
// CHECK-NEXT: 3
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 1.5, 6 ) )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( ( 2, 3 ), ( 5, 6 ) )
// CHECK-NEXT: ( ( 3, 3 ), ( 6, 6 ) )
// CHECK-NEXT: ( ( 4, 5, 6 ), ( 1.5, 1.5, 1.5 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( 1, 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: ( 1065353216, 1073741824 )
// CHECK-NEXT: ( 67305985, -16777216 )
// CHECK-NEXT: ( 7, 7, 7, 7 )
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 7, 1.5 )
// CHECK-NEXT: 4
// CHECK-NEXT: ( ( 1, 1.5, 2, 1.5, 3, 1.5 ), ( 4, 1.5, 5, 1.5, 6, 1.5 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4, 5, 6 ), ( 1.5, 1.5, 1.5, 1.5, 1.5, 1.5 ) )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( 1, 1, 0, 0 )
// CHECK-NEXT: ( 3, 0, 2.5, 8.25 )
// CHECK-NEXT: ( 4, -2, -4.5, 10 )
// CHECK-NEXT: ( 1, 1, 0, 1 )
// CHECK-NEXT: ( 2, 2, 3.5, 8 )
// CHECK-NEXT: ( 2, 2, 3.5, 8 )
// CHECK-NEXT: ( 1, -2, 3, 0 )
// CHECK-NEXT: ( 1, 254, 3, 0 )
// CHECK-NEXT: ( 1, 1.41421, 1.87083, 0.5 )
// CHECK-NEXT: ( 31, 0, 30, 32 )
// CHECK-NEXT: 11
// CHECK-NEXT: 5400
// CHECK-NEXT: -5
// CHECK-NEXT: -1
// CHECK-NEXT: 11
// CHECK-NEXT: 4
// CHECK-NEXT: -3
// CHECK-NEXT: ( 5.5, 7.5, 9.5 )
// CHECK-NEXT: ( 600, 24000 )
// CHECK-NEXT: ( ( 1, 3, 6 ), ( 4, 9, 15 ) )
// CHECK-NEXT: ( 6, 15 )
// CHECK-NEXT: ( ( 0, 1, 3 ), ( 0, 4, 9 ) )
// CHECK-NEXT: ( ( 12, 24 ), ( 38, 49.25 ) )
// CHECK-NEXT: 605
// CHECK-NEXT: ( ( 3, 4, 5 ), ( 6, 8, 10 ) )
// CHECK-NEXT: ( 4, 8 )
// CHECK-NEXT: ( ( 12, 13, -1 ), ( 22, 23, -1 ) )
// CHECK-NEXT: ( ( 1, 11, 21, -1 ), ( 2, 12, 22, -1 ) )
// CHECK-NEXT: ( ( 11, 11, 11 ), ( 12, 12, 12 ) )
// CHECK-NEXT: ( 20, -1, 22, 23 )
// CHECK-NEXT: ( 0, 1, 7, 3 )
// CHECK-NEXT: ( 8, 9 )
// CHECK-NEXT: ( 20, -5, 22, 23 )
// CHECK-NEXT: ( 0, 8, 21, 7 )
// CHECK-NEXT: ( 7, 1, 6, 3 )
// CHECK-NEXT: ( 8, -5, 9, 6 )
// CHECK-NEXT: ( ( 7, 1, 6, 3 ), ( 7, 8, 9, 6 ), ( -5, 7, 9, 6 ) )
// CHECK-NEXT: ( 42 )
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: [0.1, 1]

func.func @values() {
  %f1 = arith.constant 1.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i7 = arith.constant 7 : i32
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b0 = vector.broadcast %f1 : f32 to vector<2x3xf32>
  vector.print %b0 : vector<2x3xf32>
  %b1 = vector.broadcast %cst : vector<2x3xf32> to vector<2x2x3xf32>
  vector.print %b1 : vector<2x2x3xf32>
  %col = arith.constant dense<[[1.0], [2.0]]> : vector<2x1xf32>
  %b2 = vector.broadcast %col : vector<2x1xf32> to vector<2x4xf32>
  vector.print %b2 : vector<2x4xf32>
  %row = vector.extract %cst[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %row : vector<3xf32>
  %e = vector.extract %cst[%c0, %c2] : f32 from vector<2x3xf32>
  vector.print %e : f32
  %ins = vector.insert %f1, %cst[%c1, 1] : f32 into vector<2x3xf32>
  vector.print %ins : vector<2x3xf32>
  %ins2 = vector.insert %row, %cst[0] : vector<3xf32> into vector<2x3xf32>
  vector.print %ins2 : vector<2x3xf32>
  %ss = vector.extract_strided_slice %cst {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xf32> to vector<2x2xf32>
  vector.print %ss : vector<2x2xf32>
  %isl = vector.insert_strided_slice %ss, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<2x3xf32>
  %isl2 = vector.extract_strided_slice %isl {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xf32> to vector<2x2xf32>
  vector.print %isl2 : vector<2x2xf32>
  %sh = vector.shuffle %cst, %b0 [1, 2, 0] : vector<2x3xf32>, vector<2x3xf32>
  vector.print %sh : vector<3x3xf32>
  %flat = vector.shape_cast %cst : vector<2x3xf32> to vector<6xf32>
  vector.print %flat : vector<6xf32>
  %t = vector.transpose %cst, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %two = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %bits = vector.bitcast %two : vector<2xf32> to vector<2xi32>
  vector.print %bits : vector<2xi32>
  %bytes = arith.constant dense<[1, 2, 3, 4, 0, 0, 0, -1]> : vector<8xi8>
  %words = vector.bitcast %bytes : vector<8xi8> to vector<2xi32>
  vector.print %words : vector<2xi32>
  %vi = vector.broadcast %i7 : i32 to vector<4xi32>
  vector.print %vi : vector<4xi32>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %fe = vector.from_elements %e, %f1 : vector<2xf32>
  %x0 = arith.constant 7.0 : f32
  %fe2 = vector.from_elements %x0, %f1 : vector<2xf32>
  vector.print %fe2 : vector<2xf32>
  %te:6 = vector.to_elements %cst : vector<2x3xf32>
  vector.print %te#3 : f32
  %il = vector.interleave %cst, %b0 : vector<2x3xf32> -> vector<2x6xf32>
  vector.print %il : vector<2x6xf32>
  %ev, %od = vector.deinterleave %il : vector<2x6xf32> -> vector<2x3xf32>
  %evod = vector.shape_cast %ev : vector<2x3xf32> to vector<6xf32>
  %odod = vector.shape_cast %od : vector<2x3xf32> to vector<6xf32>
  %pair = vector.from_elements %e, %e : vector<2xf32>
  %evod2 = vector.shuffle %evod, %odod [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : vector<6xf32>, vector<6xf32>
  %evodm = vector.shape_cast %evod2 : vector<12xf32> to vector<2x6xf32>
  %evodt = vector.transpose %evodm, [0, 1] : vector<2x6xf32> to vector<2x6xf32>
  %ev1 = vector.extract_strided_slice %evodt {offsets = [0, 0], sizes = [1, 6], strides = [1, 1]} : vector<2x6xf32> to vector<1x6xf32>
  %od1 = vector.extract_strided_slice %evodt {offsets = [1, 0], sizes = [1, 6], strides = [1, 1]} : vector<2x6xf32> to vector<1x6xf32>
  %mix = vector.shuffle %ev1, %od1 [0, 1] : vector<1x6xf32>, vector<1x6xf32>
  vector.print %mix : vector<2x6xf32>
  return
}

func.func @masks_and_arith(%n: index) {
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %m = vector.create_mask %n : vector<4xi1>
  vector.print %m : vector<4xi1>
  %a = arith.constant dense<[1.0, -2.0, 3.5, 0.25]> : vector<4xf32>
  %b = arith.constant dense<[2.0, 2.0, -1.0, 8.0]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  vector.print %s : vector<4xf32>
  %f = vector.fma %a, %b, %b : vector<4xf32>
  vector.print %f : vector<4xf32>
  %gt = arith.cmpf ogt, %a, %b : vector<4xf32>
  %lt = arith.cmpf olt, %a, %b : vector<4xf32>
  vector.print %lt : vector<4xi1>
  %mx = arith.select %gt, %a, %b : vector<4xi1>, vector<4xf32>
  %mx2 = arith.maximumf %a, %b : vector<4xf32>
  vector.print %mx2 : vector<4xf32>
  vector.print %mx : vector<4xf32>
  %i = arith.fptosi %a : vector<4xf32> to vector<4xi32>
  vector.print %i : vector<4xi32>
  %i8 = arith.trunci %i : vector<4xi32> to vector<4xi8>
  %u8 = vector.bitcast %i8 : vector<4xi8> to vector<4xui8>
  vector.print %u8 : vector<4xui8>
  %ab = math.absf %a : vector<4xf32>
  %sq = math.sqrt %ab : vector<4xf32>
  vector.print %sq : vector<4xf32>
  %cl = math.ctlz %i : vector<4xi32>
  vector.print %cl : vector<4xi32>
  return
}

func.func @reductions() {
  %v = arith.constant dense<[3, -1, 4, 1, -5, 9]> : vector<6xi32>
  %f = arith.constant dense<[1.5, -2.0, 0.25, 4.0]> : vector<4xf32>
  %acc = arith.constant 10 : i32
  %r0 = vector.reduction <add>, %v : vector<6xi32> into i32
  %r1 = vector.reduction <mul>, %v, %acc : vector<6xi32> into i32
  %r2 = vector.reduction <minsi>, %v : vector<6xi32> into i32
  %r3 = vector.reduction <maxui>, %v : vector<6xi32> into i32
  %r4 = vector.reduction <xor>, %v : vector<6xi32> into i32
  %r5 = vector.reduction <maximumf>, %f : vector<4xf32> into f32
  %r6 = vector.reduction <mul>, %f : vector<4xf32> into f32
  vector.print %r0 : i32
  vector.print %r1 : i32
  vector.print %r2 : i32
  vector.print %r3 : i32
  vector.print %r4 : i32
  vector.print %r5 : f32
  vector.print %r6 : f32
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %z3 = arith.constant dense<[0.5, 0.5, 0.5]> : vector<3xf32>
  %z2 = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %md0 = vector.multi_reduction <add>, %m, %z3 [0] : vector<2x3xf32> to vector<3xf32>
  vector.print %md0 : vector<3xf32>
  %md1 = vector.multi_reduction <mul>, %m, %z2 [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %md1 : vector<2xf32>
  %zero2 = arith.constant dense<0.0> : vector<2xf32>
  %sc, %last = vector.scan <add>, %m, %zero2 {inclusive = true, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  vector.print %sc : vector<2x3xf32>
  vector.print %last : vector<2xf32>
  %sce, %laste = vector.scan <add>, %m, %zero2 {inclusive = false, reduction_dim = 1} : vector<2x3xf32>, vector<2xf32>
  vector.print %sce : vector<2x3xf32>
  return
}

#matmat = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#dot = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}

func.func @contractions() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, 0.25], [-1.0, 1.0]]> : vector<3x2xf32>
  %c = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %mm = vector.contract #matmat %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  %y = arith.constant dense<[100, 100, 100]> : vector<3xi8>
  %z = arith.constant 5 : i32
  %xe = arith.extsi %x : vector<3xi8> to vector<3xi32>
  %ye = arith.extsi %y : vector<3xi8> to vector<3xi32>
  %d = vector.contract #dot %xe, %ye, %z : vector<3xi32>, vector<3xi32> into i32
  vector.print %d : i32
  %u = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %w = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %op = vector.outerproduct %u, %w : vector<2xf32>, vector<3xf32>
  vector.print %op : vector<2x3xf32>
  %s = arith.constant 3.0 : f32
  %axpy = vector.outerproduct %u, %s, %u : vector<2xf32>, f32
  vector.print %axpy : vector<2xf32>
  return
}

func.func @memory() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  %init = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0]]> : vector<3x4xf32>
  vector.transfer_write %init, %m[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
  %r0 = vector.transfer_read %m[%c1, %c2], %pad : memref<3x4xf32>, vector<2x3xf32>
  vector.print %r0 : vector<2x3xf32>
  %r1 = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<2x4xf32>
  vector.print %r1 : vector<2x4xf32>
  %r2 = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<3x4xf32>, vector<2x3xf32>
  vector.print %r2 : vector<2x3xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %r3 = vector.transfer_read %m[%c2, %c0], %pad, %mask : memref<3x4xf32>, vector<4xf32>
  vector.print %r3 : vector<4xf32>
  %w = arith.constant dense<[7.0, 8.0, 9.0, 6.0]> : vector<4xf32>
  vector.transfer_write %w, %m[%c0, %c2], %mask : vector<4xf32>, memref<3x4xf32>
  %r4 = vector.load %m[%c0, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %r4 : vector<4xf32>
  vector.store %w, %m[%c1, %c0] : memref<3x4xf32>, vector<4xf32>
  %r5 = vector.load %m[%c1, %c1] : memref<3x4xf32>, vector<2xf32>
  vector.print %r5 : vector<2xf32>
  %pass = arith.constant dense<-5.0> : vector<4xf32>
  %r6 = vector.maskedload %m[%c2, %c0], %mask, %pass : memref<3x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %r6 : vector<4xf32>
  vector.maskedstore %m[%c2, %c0], %mask, %pass : memref<3x4xf32>, vector<4xi1>, vector<4xf32>
  %idx = arith.constant dense<[0, 5, 9, 2]> : vector<4xi32>
  %g = vector.gather %m[%c0, %c0][%idx], %mask, %pass : memref<3x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %all = arith.constant dense<true> : vector<4xi1>
  %g2 = vector.gather %m[%c0, %c0][%idx], %all, %pass : memref<3x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g2 : vector<4xf32>
  vector.scatter %m[%c0, %c0][%idx], %mask, %w : memref<3x4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %r7 = vector.load %m[%c0, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %r7 : vector<4xf32>
  %ex = vector.expandload %m[%c1, %c1], %mask, %pass : memref<3x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ex : vector<4xf32>
  vector.compressstore %m[%c2, %c1], %mask, %w : memref<3x4xf32>, vector<4xi1>, vector<4xf32>
  %r8 = vector.transfer_read %m[%c0, %c0], %pad : memref<3x4xf32>, vector<3x4xf32>
  vector.print %r8 : vector<3x4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}

func.func @printing() {
  %z = arith.constant dense<42.0> : vector<f32>
  vector.print %z : vector<f32>
  %i = arith.constant -1 : index
  vector.print %i : index
  %d = arith.constant 0.1 : f64
  %t = arith.constant true
  vector.print str "["
  vector.print %d : f64 punctuation <comma>
  vector.print %t : i1 punctuation <no_punctuation>
  vector.print str "]\n"
  return
}

func.func @main() {
  call @values() : () -> ()
  %c2 = arith.constant 2 : index
  call @masks_and_arith(%c2) : (index) -> ()
  call @reductions() : () -> ()
  call @contractions() : () -> ()
  call @memory() : () -> ()
  call @printing() : () -> ()
  return
}

// jopt-tile-for-memory's estimate of a chain along a loop of dynamic extent (ChainPeak) counts a
// buffer once where the consumer writes in place into an input of the chain: a residual add the
// pipeline makes write into its dead residual (jopt-reuse-destination), as a quantized
// transformer's down projection does (the hidden rows quantized to i8, projected in i32, added
// into the residual). The residual was counted twice, as an input and as the consumer's init,
// so the chain below was not tiled along n (tiled: the slices and the residual whole beside a
// tile, 151,552 at 64 rows against 163,840 untiled; with the residual twice 167,936) and each
// quantized rows were held whole. The quantized sentence encoders' down projections, tiled by
// sequences of the batch, are now tiled by tokens in turn: bge-small-en-q's jopt-memory-pipeline
// peak at 1x16 150,784 -> 126,592 B (bench/corpus/results.tsv).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e in_place --args=random:5 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=N5
// RUN: jopt-run %s -e in_place --args=random:64 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=N64

// Tiled along n (a tile count of n / 8), each tile by 8 of the 64 output columns.
// CHECK-LABEL: func.func @in_place
// CHECK: arith.ceildivui
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64 step %c8
// CHECK: return

// At 5 rows 11,808 B (12,800 with the rows quantized whole, the input's live bound), at 64 rows
// 149,760 (163,840). At 1 row one tile holds them all: 2,592 (2,560): the version for sizes 1 to
// 7 (decided at 1, untiled along n) takes more bytes at 7, so the general version runs.
// N5: heap before: {{.*}} live-bound-bytes=12800
// N5: heap after: {{.*}} total-peak-bytes=11808
// N64: heap before: {{.*}} live-bound-bytes=163840
// N64: heap after: {{.*}} total-peak-bytes=149760

#id = affine_map<(d0, d1) -> (d0, d1)>
#in = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d2, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @in_place(%a: tensor<?x32xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %w0 = arith.constant dense<0.5> : tensor<32x512xf32>
  %w1 = arith.constant dense<3> : tensor<256x64xi8>
  %w2 = arith.constant dense<0.25> : tensor<32x64xf32>
  %n = tensor.dim %a, %c0 : tensor<?x32xf32>
  // the residual, a projection of its own (a buffer of the function's)
  %e1 = tensor.empty(%n) : tensor<?x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %res = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %w2 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%f1 : tensor<?x64xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %p = arith.mulf %u, %v : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  // the chain's input: an up projection, read through two slices (not a member of the chain)
  %e0 = tensor.empty(%n) : tensor<?x512xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<?x512xf32>) -> tensor<?x512xf32>
  %x = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %w0 : tensor<?x32xf32>, tensor<32x512xf32>) outs(%f0 : tensor<?x512xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %p = arith.mulf %u, %v : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  %lo = tensor.extract_slice %x[0, 0] [%n, 256] [1, 1] : tensor<?x512xf32> to tensor<?x256xf32>
  %hi = tensor.extract_slice %x[0, 256] [%n, 256] [1, 1] : tensor<?x512xf32> to tensor<?x256xf32>
  // the chain: quantized to i8, a down projection in i32, added in place into the residual
  %e2 = tensor.empty(%n) : tensor<?x256xi8>
  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%lo, %hi : tensor<?x256xf32>, tensor<?x256xf32>) outs(%e2 : tensor<?x256xi8>) {
  ^bb0(%u: f32, %v: f32, %o: i8):
    %s = arith.addf %u, %v : f32
    %t = arith.fptosi %s : f32 to i8
    linalg.yield %t : i8
  } -> tensor<?x256xi8>
  %e3 = tensor.empty(%n) : tensor<?x64xi32>
  %f3 = linalg.fill ins(%zi : i32) outs(%e3 : tensor<?x64xi32>) -> tensor<?x64xi32>
  %acc = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %w1 : tensor<?x256xi8>, tensor<256x64xi8>) outs(%f3 : tensor<?x64xi32>) {
  ^bb0(%u: i8, %v: i8, %o: i32):
    %ui = arith.extsi %u : i8 to i32
    %vi = arith.extsi %v : i8 to i32
    %p = arith.muli %ui, %vi : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<?x64xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%acc, %res : tensor<?x64xi32>, tensor<?x64xf32>) outs(%res : tensor<?x64xf32>) {
  ^bb0(%u: i32, %v: f32, %o: f32):
    %f = arith.sitofp %u : i32 to f32
    %s = arith.addf %f, %v : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  // what follows reads the result: not returned, it is not held beside the chain
  %first = tensor.extract %r[%c0, %c0] : tensor<?x64xf32>
  return %first : f32
}

// Versions of a function for buckets of its dynamic size (jopt-version-for-sizes, the first step
// of jopt-memory-pipeline, option size-buckets). The MLP below (tokens n, 64 -> 256 -> 64) is
// tiled differently when its size is counted as 1 (its intermediates then below min-bytes: not
// tiled), as 2 (not tiled either, but decided apart) and as 64 (the general version: n/8 tokens at
// a time): the pass alone makes three private versions and guards n <= 1, n <= 15 choosing them,
// each version decided with its bucket's least size as the hint. Every version keeps the
// function's own types, so any size runs correctly in any of them: jopt-run at sizes 1, 5 and 16
// takes each guard's branch, clean and with the input's results.
// Inside jopt-memory-pipeline a version is kept only where its plan (the rest of the pipeline on a
// copy) takes fewer bytes at its bucket's least size than the general version's there, and no more
// at its greatest: here the general version wins at 1 (384 B against 1,280) and no version is
// kept (the function as without the step, CHECK-NOT below).
// RUN: jopt %s -p 'builtin.module(jopt-version-for-sizes)' | FileCheck %s --check-prefix=VERSIONS
// RUN: jopt %s -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPELINE
// RUN: jopt-run %s -e mlp --args=random:1,random,random,random -p 'builtin.module(jopt-version-for-sizes,jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e mlp --args=random:5,random,random,random -p 'builtin.module(jopt-version-for-sizes,jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN5
// RUN: jopt-run %s -e mlp --args=random:16,random,random,random -p 'builtin.module(jopt-version-for-sizes,jopt-memory-pipeline)' | FileCheck %s --check-prefix=RUN16
// RUN: jopt-run %s -e mlp --args=random:1,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE1

// VERSIONS-LABEL: func.func @mlp(
// VERSIONS:         %[[N:.+]] = tensor.dim %arg0, %c0
// VERSIONS:         %[[LE1:.+]] = arith.cmpi ule, %[[N]], %c1
// VERSIONS:         scf.if %[[LE1]]
// VERSIONS:           func.call @mlp__n1_1(%arg0, %arg1, %arg2, %arg3)
// VERSIONS:         } else {
// VERSIONS:           %[[LE15:.+]] = arith.cmpi ule, %[[N]], %c15
// VERSIONS:           scf.if %[[LE15]]
// VERSIONS:             func.call @mlp__n2_15(
// VERSIONS:           } else {
// VERSIONS:             func.call @mlp__n16_up(
// VERSIONS:       func.func private @mlp__n1_1({{.*}} attributes {jopt.size_bucket = array<i64: 1, 1>, jopt.size_hint = 1 : i64}
// VERSIONS:       func.func private @mlp__n2_15({{.*}} attributes {jopt.size_bucket = array<i64: 2, 15>, jopt.size_hint = 2 : i64}
// VERSIONS:       func.func private @mlp__n16_up({{.*}} attributes {jopt.size_bucket = array<i64: 16, -1>, jopt.size_hint = 64 : i64}

// PIPELINE-LABEL: func.func @mlp(
// PIPELINE-NOT:   __n
// PIPELINE:       scf.for
// PIPELINE-NOT:   func.func private

// Size 1 runs the version decided at 1 (1,280 B, as the static plan at 1), 5 the one decided at 2
// (6,400 B: nothing tiled, worse than the general version's 1,408 there: why the pipeline compares
// plans at both ends of a bucket), 16 the general one (4,352 B, as without versions); the pipeline
// alone keeps the general plan at 1 (384 B).
// RUN1: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=1280 live
// RUN5: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=6400 live
// RUN16: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=4352 live
// PIPE1: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=384 live
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<?x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e1 = tensor.empty(%n) : tensor<?x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %e2 = tensor.empty(%n) : tensor<?x256xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<?x256xf32>, tensor<256xf32>) outs(%e2 : tensor<?x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x256xf32>
  %e3 = tensor.empty(%n) : tensor<?x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %y = linalg.matmul ins(%b, %w2 : tensor<?x256xf32>, tensor<256x64xf32>) outs(%f3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e4 = tensor.empty(%n) : tensor<?x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e4 : tensor<?x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  return %z : tensor<?x64xf32>
}

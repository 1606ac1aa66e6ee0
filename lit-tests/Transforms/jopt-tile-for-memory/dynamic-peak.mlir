// jopt-tile-for-memory along a loop of dynamic extent (a batch of n rows) tiles a chain only
// where it lowers the chain's estimated peak at the hint (each dynamic size counted as 64): the
// loop holds the chain's inputs and the consumer's result whole while the tiles run, and where
// those weigh about as much as what the untiled chain holds at once, tiling saves little at large
// n and at n = 1 (one tile) holds all of them together (silero-vad's encoder at batch 1: its STFT,
// magnitude and first convolution at once). A result the function returns is held beside the
// chain either way (merge-alloc leaves it out of the arena): then only the intermediates count.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e narrow --args=random:1 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=NARROW1
// RUN: jopt-run %s -e narrow --args=random:5 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=NARROW5

// A 2 x 128 -> 128 -> 128 -> 128 chain: untiled, the input and the magnitude at once (384 u),
// then two 128-wide rows; tiled, the input and the result whole beside a tile of the
// intermediates (390 u at 64 rows, more at fewer). Not tiled along n (the hidden rows, 4 KiB at
// the hint, are tiled along the reduction of the last op).
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: arith.ceildivui
// CHECK: scf.for %{{.*}} = %{{.*}} to %c128 step %c16
// CHECK-NOT: scf.for
// CHECK: return
// At n = 1 as before (the pipeline's version for size 1 tiles no dynamic loop); at n = 5 7,680 B
// (tiled along n before: 8,256 B), at n = 64 98,304 B (102,912 before).
// NARROW1: heap after: {{.*}} total-peak-bytes=1536
// NARROW5: heap after: {{.*}} total-peak-bytes=7680

// The same chain, its result returned: tiled along n.
// CHECK-LABEL: func.func @narrow_returned
// CHECK: arith.ceildivui
// CHECK: scf.for
// CHECK: return

// A 2 x 128 -> 128 -> 1024 -> 128 chain: the hidden rows are 8 times the input's: tiled along n.
// CHECK-LABEL: func.func @wide
// CHECK: arith.ceildivui
// CHECK: scf.for
// CHECK: return

#in = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @narrow(%a: tensor<?x256xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.5> : tensor<128x128xf32>
  %w2 = arith.constant dense<0.25> : tensor<128x128xf32>
  %n = tensor.dim %a, %c0 : tensor<?x256xf32>
  %e0 = tensor.empty(%n) : tensor<?x256xf32>
  // the chain's input, read through two slices (not a member of the chain)
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x256xf32>) outs(%e0 : tensor<?x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.negf %v : f32
    linalg.yield %m : f32
  } -> tensor<?x256xf32>
  %lo = tensor.extract_slice %x[0, 0] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %hi = tensor.extract_slice %x[0, 128] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %em = tensor.empty(%n) : tensor<?x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%lo, %hi : tensor<?x128xf32>, tensor<?x128xf32>) outs(%em : tensor<?x128xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %uu = arith.mulf %u, %u : f32
    %vv = arith.mulf %v, %v : f32
    %s = arith.addf %uu, %vv : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %e1 = tensor.empty(%n) : tensor<?x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x128xf32>) -> tensor<?x128xf32>
  %h = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%m, %w1 : tensor<?x128xf32>, tensor<128x128xf32>) outs(%f1 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %e2 = tensor.empty(%n) : tensor<?x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x128xf32>) -> tensor<?x128xf32>
  %r = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%h, %w2 : tensor<?x128xf32>, tensor<128x128xf32>) outs(%f2 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  // what follows reads the result: not returned, it is not held beside the chain
  %first = tensor.extract %r[%c0, %c0] : tensor<?x128xf32>
  return %first : f32
}


func.func @narrow_returned(%a: tensor<?x256xf32>) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.5> : tensor<128x128xf32>
  %w2 = arith.constant dense<0.25> : tensor<128x128xf32>
  %n = tensor.dim %a, %c0 : tensor<?x256xf32>
  %e0 = tensor.empty(%n) : tensor<?x256xf32>
  // the chain's input, read through two slices (not a member of the chain)
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x256xf32>) outs(%e0 : tensor<?x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.negf %v : f32
    linalg.yield %m : f32
  } -> tensor<?x256xf32>
  %lo = tensor.extract_slice %x[0, 0] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %hi = tensor.extract_slice %x[0, 128] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %em = tensor.empty(%n) : tensor<?x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%lo, %hi : tensor<?x128xf32>, tensor<?x128xf32>) outs(%em : tensor<?x128xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %uu = arith.mulf %u, %u : f32
    %vv = arith.mulf %v, %v : f32
    %s = arith.addf %uu, %vv : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %e1 = tensor.empty(%n) : tensor<?x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x128xf32>) -> tensor<?x128xf32>
  %h = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%m, %w1 : tensor<?x128xf32>, tensor<128x128xf32>) outs(%f1 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %e2 = tensor.empty(%n) : tensor<?x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x128xf32>) -> tensor<?x128xf32>
  %r = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%h, %w2 : tensor<?x128xf32>, tensor<128x128xf32>) outs(%f2 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  return %r : tensor<?x128xf32>
}

func.func @wide(%a: tensor<?x256xf32>) -> tensor<?x128xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.5> : tensor<1024x128xf32>
  %w2 = arith.constant dense<0.25> : tensor<128x1024xf32>
  %n = tensor.dim %a, %c0 : tensor<?x256xf32>
  %e0 = tensor.empty(%n) : tensor<?x256xf32>
  // the chain's input, read through two slices (not a member of the chain)
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x256xf32>) outs(%e0 : tensor<?x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.negf %v : f32
    linalg.yield %m : f32
  } -> tensor<?x256xf32>
  %lo = tensor.extract_slice %x[0, 0] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %hi = tensor.extract_slice %x[0, 128] [%n, 128] [1, 1] : tensor<?x256xf32> to tensor<?x128xf32>
  %em = tensor.empty(%n) : tensor<?x128xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%lo, %hi : tensor<?x128xf32>, tensor<?x128xf32>) outs(%em : tensor<?x128xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %uu = arith.mulf %u, %u : f32
    %vv = arith.mulf %v, %v : f32
    %s = arith.addf %uu, %vv : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %e1 = tensor.empty(%n) : tensor<?x1024xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  %h = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%m, %w1 : tensor<?x128xf32>, tensor<1024x128xf32>) outs(%f1 : tensor<?x1024xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x1024xf32>
  %e2 = tensor.empty(%n) : tensor<?x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x128xf32>) -> tensor<?x128xf32>
  %r = linalg.generic {indexing_maps = [#in, #w, #out], iterator_types = ["parallel", "parallel", "reduction"]} ins(%h, %w2 : tensor<?x1024xf32>, tensor<128x1024xf32>) outs(%f2 : tensor<?x128xf32>) {
  ^bb0(%v: f32, %u: f32, %o: f32):
    %p = arith.mulf %v, %u : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  return %r : tensor<?x128xf32>
}

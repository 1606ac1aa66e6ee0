// A chain of three 3x3 valid convolutions with ReLU on a 24x24 image (24 -> 22 -> 20 -> 18),
// then 2x2 max pooling (18 -> 9), each written as scf.for loop nests over an output buffer
// with the accumulator carried by the kernel loops; every stage's output is a fresh buffer and
// the convolution result and its ReLU are separate buffers, as an elementwise op after a loop
// nest bufferizes. Returns the sum of the pooled map.
// ARGS: 1
func.func @conv3x3(%in: memref<?x?xf32>, %k: memref<3x3xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %h = memref.dim %out, %c0 : memref<?x?xf32>
  %w = memref.dim %out, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
      %acc = scf.for %di = %c0 to %c3 step %c1 iter_args(%a0 = %zero) -> (f32) {
        %a2 = scf.for %dj = %c0 to %c3 step %c1 iter_args(%a1 = %a0) -> (f32) {
          %y = arith.addi %i, %di : index
          %x = arith.addi %j, %dj : index
          %p = memref.load %in[%y, %x] : memref<?x?xf32>
          %q = memref.load %k[%di, %dj] : memref<3x3xf32>
          %m = arith.mulf %p, %q : f32
          %s = arith.addf %a1, %m : f32
          scf.yield %s : f32
        }
        scf.yield %a2 : f32
      }
      memref.store %acc, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @relu(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%in : memref<?x?xf32>) outs(%out : memref<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  }
  return
}

func.func @main(%scale: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %zero = arith.constant 0.0 : f32
  %sf = arith.sitofp %scale : i32 to f32
  %img = memref.alloc() : memref<24x24xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%img : memref<24x24xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %p = arith.muli %i, %j : index
    %c17 = arith.constant 17 : index
    %m = arith.remui %p, %c17 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %v = arith.mulf %mf, %sf : f32
    linalg.yield %v : f32
  }
  %k = memref.alloc() : memref<3x3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%k : memref<3x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %di = arith.index_cast %d : index to i32
    %df = arith.sitofp %di : i32 to f32
    %c = arith.constant 0.125 : f32
    %v = arith.mulf %df, %c : f32
    %b = arith.constant 0.1 : f32
    %r = arith.addf %v, %b : f32
    linalg.yield %r : f32
  }
  %in0 = memref.cast %img : memref<24x24xf32> to memref<?x?xf32>
  %a1 = memref.alloc() : memref<22x22xf32>
  %o1 = memref.cast %a1 : memref<22x22xf32> to memref<?x?xf32>
  func.call @conv3x3(%in0, %k, %o1) : (memref<?x?xf32>, memref<3x3xf32>, memref<?x?xf32>) -> ()
  %r1 = memref.alloc() : memref<22x22xf32>
  %q1 = memref.cast %r1 : memref<22x22xf32> to memref<?x?xf32>
  func.call @relu(%o1, %q1) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %a2 = memref.alloc() : memref<20x20xf32>
  %o2 = memref.cast %a2 : memref<20x20xf32> to memref<?x?xf32>
  func.call @conv3x3(%q1, %k, %o2) : (memref<?x?xf32>, memref<3x3xf32>, memref<?x?xf32>) -> ()
  %r2 = memref.alloc() : memref<20x20xf32>
  %q2 = memref.cast %r2 : memref<20x20xf32> to memref<?x?xf32>
  func.call @relu(%o2, %q2) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %a3 = memref.alloc() : memref<18x18xf32>
  %o3 = memref.cast %a3 : memref<18x18xf32> to memref<?x?xf32>
  func.call @conv3x3(%q2, %k, %o3) : (memref<?x?xf32>, memref<3x3xf32>, memref<?x?xf32>) -> ()
  %r3 = memref.alloc() : memref<18x18xf32>
  %q3 = memref.cast %r3 : memref<18x18xf32> to memref<?x?xf32>
  func.call @relu(%o3, %q3) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %pool = memref.alloc() : memref<9x9xf32>
  scf.for %i = %c0 to %c9 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      %y = arith.muli %i, %c2 : index
      %x = arith.muli %j, %c2 : index
      %y1 = arith.addi %y, %c1 : index
      %x1 = arith.addi %x, %c1 : index
      %p0 = memref.load %r3[%y, %x] : memref<18x18xf32>
      %p1 = memref.load %r3[%y, %x1] : memref<18x18xf32>
      %p2 = memref.load %r3[%y1, %x] : memref<18x18xf32>
      %p3 = memref.load %r3[%y1, %x1] : memref<18x18xf32>
      %m0 = arith.maximumf %p0, %p1 : f32
      %m1 = arith.maximumf %p2, %p3 : f32
      %m = arith.maximumf %m0, %m1 : f32
      memref.store %m, %pool[%i, %j] : memref<9x9xf32>
    }
  }
  %total = scf.for %i = %c0 to %c9 step %c1 iter_args(%t0 = %zero) -> (f32) {
    %t2 = scf.for %j = %c0 to %c9 step %c1 iter_args(%t1 = %t0) -> (f32) {
      %v = memref.load %pool[%i, %j] : memref<9x9xf32>
      %s = arith.addf %t1, %v : f32
      scf.yield %s : f32
    }
    scf.yield %t2 : f32
  }
  return %total : f32
}

// A two-layer perceptron: relu(x W1 + b1) W2 + b2 with x 64x256, W1 256x512, W2 512x128, f32
// (bench/run-speed.sh); inputs from their indices, result printed.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %x = memref.alloc() : memref<64x256xf32>
  %w1 = memref.alloc() : memref<256x512xf32>
  %b1 = memref.alloc() : memref<512xf32>
  %w2 = memref.alloc() : memref<512x128xf32>
  %b2 = memref.alloc() : memref<128xf32>
  %h = memref.alloc() : memref<64x512xf32>
  %y = memref.alloc() : memref<64x128xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%x : memref<64x256xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qca = arith.constant 3 : index
    %qcb = arith.constant 5 : index
    %qcm = arith.constant 7 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi1, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.25 : f32
    %qof = arith.constant 0.75 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%w1 : memref<256x512xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qca = arith.constant 5 : index
    %qcb = arith.constant 3 : index
    %qcm = arith.constant 9 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi1, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.125 : f32
    %qof = arith.constant 0.5 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} outs(%b1 : memref<512xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qca = arith.constant 1 : index
    %qcb = arith.constant 1 : index
    %qcm = arith.constant 5 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi0, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.25 : f32
    %qof = arith.constant 0.5 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%w2 : memref<512x128xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qca = arith.constant 7 : index
    %qcb = arith.constant 2 : index
    %qcm = arith.constant 11 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi1, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.0625 : f32
    %qof = arith.constant 0.3125 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} outs(%b2 : memref<128xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qca = arith.constant 1 : index
    %qcb = arith.constant 1 : index
    %qcm = arith.constant 3 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi0, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.5 : f32
    %qof = arith.constant 0.5 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%h : memref<64x512xf32>)
  linalg.matmul ins(%x, %w1 : memref<64x256xf32>, memref<256x512xf32>) outs(%h : memref<64x512xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%b1 : memref<512xf32>) outs(%h : memref<64x512xf32>) {
  ^bb0(%bb: f32, %hh: f32):
    %s = arith.addf %hh, %bb : f32
    %zero = arith.constant 0.0 : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%z : f32) outs(%y : memref<64x128xf32>)
  linalg.matmul ins(%h, %w2 : memref<64x512xf32>, memref<512x128xf32>) outs(%y : memref<64x128xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%b2 : memref<128xf32>) outs(%y : memref<64x128xf32>) {
  ^bb0(%bb: f32, %hh: f32):
    %s = arith.addf %hh, %bb : f32
    linalg.yield %s : f32
  }
  %u = memref.cast %y : memref<64x128xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<64x256xf32>
  memref.dealloc %w1 : memref<256x512xf32>
  memref.dealloc %b1 : memref<512xf32>
  memref.dealloc %w2 : memref<512x128xf32>
  memref.dealloc %b2 : memref<128xf32>
  memref.dealloc %h : memref<64x512xf32>
  memref.dealloc %y : memref<64x128xf32>
  return
}

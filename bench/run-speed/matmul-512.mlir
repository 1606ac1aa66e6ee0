// C = A B, 512x512x512 f32 (bench/run-speed.sh); inputs from their indices, result printed.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %a = memref.alloc() : memref<512x512xf32>
  %b = memref.alloc() : memref<512x512xf32>
  %c = memref.alloc() : memref<512x512xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%a : memref<512x512xf32>) {
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
      iterator_types = ["parallel", "parallel"]} outs(%b : memref<512x512xf32>) {
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
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<512x512xf32>)
  linalg.matmul ins(%a, %b : memref<512x512xf32>, memref<512x512xf32>) outs(%c : memref<512x512xf32>)
  %u = memref.cast %c : memref<512x512xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<512x512xf32>
  memref.dealloc %b : memref<512x512xf32>
  memref.dealloc %c : memref<512x512xf32>
  return
}

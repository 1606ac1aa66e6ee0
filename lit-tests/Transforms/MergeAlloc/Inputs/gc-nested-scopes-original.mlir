// ../gc-nested-scopes.mlir as the original's collector would merge it: %outer's lifetime ends
// with the scf.if, so %inner takes the same 64 bytes.
func.func @loop_with_branch(%n: index, %p: i1) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %off = arith.constant 0 : index
  %outer = memref.view %alloc[%off][] : memref<64xi8> to memref<16xf32>
  "test.write"(%outer) : (memref<16xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      "test.read"(%outer) : (memref<16xf32>) -> ()
    }
    %off2 = arith.constant 0 : index
    %inner = memref.view %alloc[%off2][] : memref<64xi8> to memref<16xf32>
    "test.write"(%inner) : (memref<16xf32>) -> ()
    "test.read"(%inner) : (memref<16xf32>) -> ()
  }
  return
}

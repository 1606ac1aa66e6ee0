// convert-deallocation-ops-to-llvm: ownership indicators become !llvm.ptr everywhere (block
// arguments, results, signatures); null, own, get_buffer and free become LLVM ops; a general
// retain becomes a call of retainBuffers over two stack arrays.
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s | FileCheck %s
// RUN: jopt --convert-deallocation-ops-to-llvm %s | FileCheck %s
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s | mlir-opt-22 | FileCheck %s --check-prefix=PARSES

// PARSES: llvm.call @retainBuffers

func.func @ops(%c: i1) -> (memref<2xf32>, !deallocation.ownership) {
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %b = memref.alloc() : memref<2x3xf32>
  %ob = deallocation.own %b : memref<2x3xf32>
  %n = deallocation.null
  %p = deallocation.get_buffer %a : memref<2xf32>
  %q = deallocation.get_buffer %oa : !deallocation.ownership
  %r:2 = deallocation.retain(%a, %b) of(%oa, %ob, %n) : (memref<2xf32>, memref<2x3xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  deallocation.free %r#1
  %s = scf.if %c -> !deallocation.ownership {
    scf.yield %r#0 : !deallocation.ownership
  } else {
    scf.yield %n : !deallocation.ownership
  }
  return %a, %s : memref<2xf32>, !deallocation.ownership
}

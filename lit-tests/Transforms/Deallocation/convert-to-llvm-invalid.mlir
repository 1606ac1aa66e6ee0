// What hlo-convert-deallocation-ops-to-llvm rejects, before changing anything: memrefs whose
// pointers are not in the default address space, and runtime symbols of another kind or type.
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @memory_space(%m: memref<2xf32, 1>) -> !deallocation.ownership {
  // expected-error @+1 {{'deallocation.own' op cannot lower the allocated pointer of a memref outside the default memory space: 'memref<2xf32, 1>'}}
  %o = deallocation.own %m : memref<2xf32, 1>
  return %o : !deallocation.ownership
}

// -----

func.func @retained_memory_space(%m: memref<2xf32, #gpu.address_space<workgroup>>, %o: !deallocation.ownership) -> !deallocation.ownership {
  // expected-error @+1 {{'deallocation.retain' op cannot lower the allocated pointer of a memref outside the default memory space: 'memref<2xf32, #gpu.address_space<workgroup>>'}}
  %r = deallocation.retain(%m) of(%o) : (memref<2xf32, #gpu.address_space<workgroup>>, !deallocation.ownership) -> !deallocation.ownership
  return %r : !deallocation.ownership
}

// -----

// expected-error @+1 {{'func.func' op symbol '@free' is needed for the deallocation runtime as llvm.func with type '!llvm.func<void (ptr)>'}}
func.func private @free(memref<2xf32>)

func.func @conflict(%o: !deallocation.ownership) {
  deallocation.free %o
  return
}

// -----

// expected-error @+1 {{'llvm.func' op symbol '@retainBuffers' is needed for the deallocation runtime as llvm.func with type '!llvm.func<void (i64, ptr, i64, ptr)>'}}
llvm.func @retainBuffers(i64, !llvm.ptr)

func.func @wrong_type(%a: memref<2xf32>, %b: memref<2xf32>, %x: !deallocation.ownership, %y: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%a, %b) of(%x, %y) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}

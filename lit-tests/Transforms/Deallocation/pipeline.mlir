// The seed's pipeline, bufferization aside: hlo-deallocate, hlo-deallocation-simplification,
// hlo-buffer-reuse, hlo-deallocation-simplification, hlo-deallocation-to-scf,
// convert-deallocation-ops-to-llvm (on functions, as the original). No deallocation op is left
// (ownership types stay in signatures and region arguments, cast at the boundary, as the
// original's partial conversion leaves them); up to hlo-deallocation-to-scf the programs run
// clean and compute what they computed.
// RUN: jopt -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf,convert-deallocation-ops-to-llvm))' %s | FileCheck %s
// RUN: jopt -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf,hlo-convert-deallocation-ops-to-llvm))' %s | FileCheck %s --check-prefix=NONE
// RUN: jopt-run %s --entry=@main --args=5,true -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@main --args=0,false -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=EXEC0

// NONE-NOT: {{[ ]deallocation\.}}
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func.func @make(
// CHECK-SAME: -> (memref<16xf32>, !deallocation.ownership)
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : !llvm.ptr to !deallocation.ownership
// CHECK-LABEL: func.func @main(
// CHECK: llvm.call @free

// EXEC: result #0: 15.0 : f32
// EXEC: heap after: {{.*}} live-bytes=0
// EXEC0: heap after: {{.*}} live-bytes=0

func.func @make(%v: f32) -> memref<16xf32> {
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<16xf32>)
  return %a : memref<16xf32>
}

func.func @main(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %init = func.call @make(%zero) : (f32) -> memref<16xf32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init) -> memref<16xf32> {
    %tmp = memref.alloc() : memref<16xf32>
    %scratch = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%scratch : memref<16xf32>)
    %x = memref.load %buf[%c0] : memref<16xf32>
    %s = memref.load %scratch[%c0] : memref<16xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %y = arith.addf %x, %fi : f32
    %z = arith.addf %y, %s : f32
    linalg.fill ins(%z : f32) outs(%tmp : memref<16xf32>)
    scf.yield %tmp : memref<16xf32>
  }
  %r = scf.if %c -> memref<16xf32> {
    scf.yield %acc : memref<16xf32>
  } else {
    %fresh = func.call @make(%one) : (f32) -> memref<16xf32>
    scf.yield %fresh : memref<16xf32>
  }
  %out = memref.load %r[%c0] : memref<16xf32>
  return %out : f32
}

// convert-deallocation-ops-to-llvm: ownership indicators become !llvm.ptr everywhere (block
// arguments, results, signatures); null, own, get_buffer and free become LLVM ops; a general
// retain becomes a call of retainBuffers over two stack arrays.
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s | FileCheck %s
// RUN: jopt --convert-deallocation-ops-to-llvm %s | FileCheck %s
// RUN: jopt --hlo-convert-deallocation-ops-to-llvm %s | mlir-opt-22 | FileCheck %s --check-prefix=PARSES

// PARSES: llvm.call @retainBuffers

// CHECK: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: llvm.func @free(!llvm.ptr)

// CHECK-LABEL: func.func @ops(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  %[[V0:.*]] = builtin.unrealized_conversion_cast %[[ALLOC]] : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:  %[[V2:.*]] = builtin.unrealized_conversion_cast %[[ALLOC_0]] : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[V3:.*]] = llvm.extractvalue %[[V2]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[V5:.*]] = builtin.unrealized_conversion_cast %[[ALLOC]] : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[V6:.*]] = llvm.extractvalue %[[V5]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[V7:.*]] = llvm.ptrtoint %[[V6]] : !llvm.ptr to i64
// CHECK-NEXT:  %[[V8:.*]] = arith.index_cast %[[V7]] : i64 to index
// CHECK-NEXT:  %[[V9:.*]] = llvm.ptrtoint %[[V1]] : !llvm.ptr to i64
// CHECK-NEXT:  %[[V10:.*]] = arith.index_cast %[[V9]] : i64 to index
// CHECK-NEXT:  %[[V11:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:  %[[V12:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:  %[[V13:.*]] = llvm.alloca %[[V11]] x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT:  %[[V14:.*]] = builtin.unrealized_conversion_cast %[[ALLOC]] : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[V15:.*]] = llvm.extractvalue %[[V14]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:  %[[V16:.*]] = llvm.getelementptr %[[V13]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.store %[[V15]], %[[V16]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V17:.*]] = builtin.unrealized_conversion_cast %[[ALLOC_0]] : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[V18:.*]] = llvm.extractvalue %[[V17]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[V19:.*]] = llvm.getelementptr %[[V13]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.store %[[V18]], %[[V19]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V20:.*]] = llvm.alloca %[[V12]] x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT:  %[[V21:.*]] = llvm.getelementptr %[[V20]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.store %[[V1]], %[[V21]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V22:.*]] = llvm.getelementptr %[[V20]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.store %[[V3]], %[[V22]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V23:.*]] = llvm.getelementptr %[[V20]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.store %[[V4]], %[[V23]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  llvm.call @retainBuffers(%[[V11]], %[[V13]], %[[V12]], %[[V20]]) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT:  %[[V24:.*]] = llvm.getelementptr %[[V13]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V25:.*]] = llvm.load %[[V24]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:  %[[V26:.*]] = llvm.getelementptr %[[V13]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:  %[[V27:.*]] = llvm.load %[[V26]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:  llvm.call @free(%[[V27]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:  %[[V28:.*]] = scf.if %arg0 -> (!llvm.ptr) {
// CHECK-NEXT:  scf.yield %[[V25]] : !llvm.ptr
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V4]] : !llvm.ptr
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[ALLOC]], %[[V28]] : memref<2xf32>, !llvm.ptr
// CHECK-NEXT:  }
// CHECK-NEXT:  }

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

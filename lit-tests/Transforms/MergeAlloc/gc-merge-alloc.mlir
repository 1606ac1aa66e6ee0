// gc-merge-alloc: graph-compiler's merge-alloc. The mergeable allocations of a scope and memory
// space become views of one buffer at the offsets of the original's planner (lifetimes from the
// first to the last access; the cost model weighs size fit against how recently a chunk was
// freed, size-first takes the best fit); returned, dynamic, non-identity and over-aligned
// allocations stay. Each program also runs before and after.
// RUN: jopt --gc-merge-alloc --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --gc-merge-alloc="planner-options=size-first" --allow-unregistered-dialect %s | FileCheck %s --check-prefix=SIZE
// RUN: jopt --gc-merge-alloc="alignment=128" --allow-unregistered-dialect %s | FileCheck %s --check-prefix=A128
// RUN: jopt --merge-alloc --allow-unregistered-dialect %s | FileCheck %s --check-prefix=SEED
// RUN: jopt-run %s --entry=@chain -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=CHAIN
// RUN: jopt-run %s --entry=@hot -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=HOT
// RUN: jopt-run %s --entry=@hot -p 'func.func(gc-merge-alloc{planner-options=size-first})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=HOT
// RUN: jopt-run %s --entry=@spaces -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=SPACES
// RUN: jopt-run %s --entry=@aligned -p 'func.func(gc-merge-alloc{alignment=128})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=ALIGNED
// RUN: jopt-run %s --entry=@stays --args=3 -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=STAYS

// CHAIN: result #0: 1.0 : f32
// CHAIN: heap after: allocations=1 frees=0 peak-bytes=512
// HOT: heap before: allocations=5 frees=0 peak-bytes=16640
// HOT: heap after: allocations=1 frees=0 peak-bytes=13440
// SPACES: heap after: allocations=2
// ALIGNED: heap after: allocations=2
// STAYS: heap after: allocations=4

// %a and %c never live at once and share offset 0.
// CHECK-LABEL: func.func @chain()
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[C0_0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[ALLOC]][%[[C0_0]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    linalg.fill ins(%[[ONE]] : f32) outs(%[[A]] : memref<64xf32>)
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[ALLOC]][%[[C256]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[B]] : memref<64xf32> to memref<64xf32>
// CHECK-NEXT:    %[[C0_2:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[ALLOC]][%[[C0_2]]][] : memref<512xi8> to memref<64xf32>
// CHECK-NEXT:    memref.copy %[[B]], %[[C]] : memref<64xf32> to memref<64xf32>
// CHECK-NEXT:    %[[R:.*]] = memref.load %[[C]][%[[C0]]] : memref<64xf32>
// CHECK-NEXT:    return %[[R]] : f32
func.func @chain() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  memref.copy %b, %c : memref<64xf32> to memref<64xf32>
  %r = memref.load %c[%c0] : memref<64xf32>
  return %r : f32
}

// When %a4 (3200 bytes) starts, two chunks are free: %a1's 6400 bytes at 0, freed by the event
// before, and %a3's 5760 at 7040, freed one event earlier. The cost model scores them
// (1 - 3200/6400) + 0.9 = 1.4 and (1 - 2560/5760) + 0.8 = 1.356 and takes the hot one;
// size-first takes the better fit. merge-alloc (the seed) starts lifetimes at the alloc, so
// there all five overlap.
// CHECK-LABEL: func.func @hot()
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<13440xi8>
// CHECK:         memref.view %[[ALLOC]][%{{.*}}][] : memref<13440xi8> to memref<6400xi8>
// CHECK-NEXT:    arith.constant 6400 : index
// CHECK-NEXT:    memref.view %[[ALLOC]][%{{.*}}][] : memref<13440xi8> to memref<640xi8>
// CHECK-NEXT:    arith.constant 7040 : index
// CHECK-NEXT:    memref.view %[[ALLOC]][%{{.*}}][] : memref<13440xi8> to memref<5760xi8>
// CHECK-NEXT:    arith.constant 12800 : index
// CHECK-NEXT:    memref.view %[[ALLOC]][%{{.*}}][] : memref<13440xi8> to memref<640xi8>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[ALLOC]][%{{.*}}][] : memref<13440xi8> to memref<3200xi8>
// SIZE-LABEL: func.func @hot()
// SIZE:          arith.constant 7040 : index
// SIZE-NEXT:     memref.view %{{.*}} : memref<13440xi8> to memref<5760xi8>
// SIZE:          arith.constant 7040 : index
// SIZE-NEXT:     memref.view %{{.*}} : memref<13440xi8> to memref<3200xi8>
// SEED-LABEL: func.func @hot()
// SEED-NEXT:     memref.alloc() {alignment = 64 : i64} : memref<16640xi8>
func.func @hot() {
  %a1 = memref.alloc() : memref<6400xi8>
  %a2 = memref.alloc() : memref<640xi8>
  %a3 = memref.alloc() : memref<5760xi8>
  %a9 = memref.alloc() : memref<640xi8>
  %a4 = memref.alloc() : memref<3200xi8>
  "test.write"(%a1) : (memref<6400xi8>) -> ()
  "test.write"(%a2) : (memref<640xi8>) -> ()
  "test.write"(%a3) : (memref<5760xi8>) -> ()
  "test.write"(%a9) : (memref<640xi8>) -> ()
  "test.read"(%a3) : (memref<5760xi8>) -> ()
  "test.read"(%a1) : (memref<6400xi8>) -> ()
  "test.write"(%a4) : (memref<3200xi8>) -> ()
  "test.read"(%a2) : (memref<640xi8>) -> ()
  "test.read"(%a4) : (memref<3200xi8>) -> ()
  "test.read"(%a9) : (memref<640xi8>) -> ()
  return
}

// One merged buffer per memory space, each at the start of the block (the scope whose first
// buffer is smaller is rewritten first). In space 1, %t is accessed first and goes first; the
// seed's merge-alloc orders them by their allocs.
// CHECK-LABEL: func.func @spaces()
// CHECK-NEXT:    %[[S1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8, 1>
// CHECK-NEXT:    %[[S0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:    %[[O0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[S0]][%[[O0]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %[[O192:.*]] = arith.constant 192 : index
// CHECK-NEXT:    memref.view %[[S1]][%[[O192]]][] : memref<256xi8, 1> to memref<8xf32, 1>
// CHECK-NEXT:    %[[O64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    memref.view %[[S0]][%[[O64]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:    %[[O0_1:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[S1]][%[[O0_1]]][] : memref<256xi8, 1> to memref<40xf32, 1>
// SEED-LABEL: func.func @spaces()
// SEED:          memref.view %{{[a-z0-9_]+}}[%c0{{(_[0-9]+)?}}][] : memref<256xi8, 1> to memref<8xf32, 1>
func.func @spaces() {
  %a = memref.alloc() : memref<16xf32>
  %s = memref.alloc() : memref<8xf32, 1>
  %b = memref.alloc() : memref<16xf32>
  %t = memref.alloc() : memref<40xf32, 1>
  "test.write"(%t) : (memref<40xf32, 1>) -> ()
  "test.write"(%a) : (memref<16xf32>) -> ()
  "test.write"(%s) : (memref<8xf32, 1>) -> ()
  "test.read"(%t) : (memref<40xf32, 1>) -> ()
  "test.write"(%b) : (memref<16xf32>) -> ()
  "test.read"(%a) : (memref<16xf32>) -> ()
  "test.read"(%s) : (memref<8xf32, 1>) -> ()
  "test.read"(%b) : (memref<16xf32>) -> ()
  return
}

// An allocation aligned to more than the merged buffer stays; alignment=128 aligns the merged
// buffer and every offset to 128.
// CHECK-LABEL: func.func @aligned()
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         memref.alloc() {alignment = 256 : i64} : memref<10xf32>
// CHECK-NEXT:    arith.constant 64 : index
// A128-LABEL: func.func @aligned()
// A128-NEXT:     memref.alloc() {alignment = 128 : i64} : memref<256xi8>
// A128:          memref.alloc() {alignment = 256 : i64} : memref<10xf32>
// A128-NEXT:     arith.constant 128 : index
func.func @aligned() {
  %a = memref.alloc() {alignment = 32 : i64} : memref<10xf32>
  %b = memref.alloc() {alignment = 256 : i64} : memref<10xf32>
  %c = memref.alloc() : memref<10xf32>
  "test.write"(%a) : (memref<10xf32>) -> ()
  "test.write"(%b) : (memref<10xf32>) -> ()
  "test.write"(%c) : (memref<10xf32>) -> ()
  "test.read"(%a) : (memref<10xf32>) -> ()
  "test.read"(%b) : (memref<10xf32>) -> ()
  "test.read"(%c) : (memref<10xf32>) -> ()
  return
}

// Returned, dynamic and non-identity allocations stay (the original would make a view of the
// strided one, which memref.view cannot express).
// CHECK-LABEL: func.func @stays(
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:    %[[RET:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT:    memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:    memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    memref.view %[[M]]
// CHECK:         return %[[RET]] : memref<16xf32>
func.func @stays(%n: index) -> memref<16xf32> {
  %ret = memref.alloc() : memref<16xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  %strided = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  %tmp = memref.alloc() : memref<16xf32>
  "test.write"(%ret) : (memref<16xf32>) -> ()
  "test.write"(%dyn) : (memref<?xf32>) -> ()
  "test.write"(%strided) : (memref<4xf32, strided<[1], offset: 2>>) -> ()
  "test.write"(%tmp) : (memref<16xf32>) -> ()
  "test.read"(%tmp) : (memref<16xf32>) -> ()
  return %ret : memref<16xf32>
}

// merge-alloc{plan-report=FILE}: one HTML page for the module, a tab per allocation scope in
// the order of the functions (whatever thread planned them; declarations plan nothing), a box
// per merged allocation (named as the printer names the input's values) with its op, type,
// size, offset, lifetime and location, and the live bound (the most bytes live at once)
// beside the arena's size. The default planner needs 512 bytes for @packed where 448 are live
// at once; the optimal one reaches the bound. The report changes nothing in the program.
// RUN: jopt --merge-alloc="plan-report=%t.html" %s -o %t.mlir
// RUN: FileCheck %s --input-file=%t.html
// RUN: jopt --merge-alloc="planner-options=optimal plan-report=%t.optimal.html" %s -o %t.optimal.mlir
// RUN: FileCheck %s --check-prefix=OPTIMAL --input-file=%t.optimal.html
// RUN: jopt --merge-alloc="analysis-only=true plan-report=%t.analysis.html" %s -o %t.analysis.mlir
// RUN: FileCheck %s --check-prefix=TABS --input-file=%t.analysis.html
// RUN: not jopt --merge-alloc="plan-report=%t.no/such/dir/plan.html" %s -o %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: jopt --merge-alloc %s | diff - %t.mlir
// RUN: jopt-run %s --entry=@packed -p 'func.func(merge-alloc{plan-report=%t.run.html})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC

// CHECK: <title>merge-alloc plan</title>
// CHECK: <button class="tab active" data-tab="0">@packed scope 0</button>
// CHECK-NEXT: <button class="tab" data-tab="1">@nested scope 0</button>
// CHECK-NEXT: <button class="tab" data-tab="2">@nested scope 1 (scf.forall)</button>
// CHECK-NEXT: </nav>
// CHECK: <section class="arena" id="tab0" data-size="512" data-live-bound="448">
// CHECK-NEXT: <p class="summary">arena <b>512 B</b> &middot; live bound <b>448 B</b> (arena / live bound 1.143) &middot; 4 buffers &middot; planner-options=cost-model, alignment 64</p>
// CHECK: <rect class="buffer" {{.*}} data-name="%alloc" data-op="memref.alloc" data-type="memref&lt;48xf32&gt;" data-bytes="192" data-placed="192" data-offset="{{[0-9]+}}" data-begin="{{[0-9]+}}" data-end="{{[0-9]+}}" data-from="" data-to="" data-loc="{{.*}}plan-report.mlir:[[@LINE+29]]:8" data-note="">
// CHECK: data-name="%alloc_1" data-op="memref.alloc" data-type="memref&lt;16xf32&gt;" data-bytes="64"
// CHECK: data-name="%alloc_2" {{.*}} data-bytes="192"
// CHECK: data-name="%alloc_3" {{.*}} data-bytes="256"
// CHECK: <line class="bound" {{.*}} stroke="#d62728"
// CHECK: <text class="bound-label" {{.*}}>live bound 448 B</text>
// CHECK: <tr data-id="{{[0-9]+}}"><td>%alloc</td><td>memref.alloc</td><td>memref&lt;48xf32&gt;</td><td>192</td>
// CHECK: <section class="arena" id="tab1" hidden data-size="128" data-live-bound="128">
// CHECK: data-name="%alloc" {{.*}} data-type="memref&lt;32xf32&gt;" data-bytes="128"
// CHECK: <section class="arena" id="tab2" hidden data-size="64" data-live-bound="32">
// CHECK: data-name="%alloc_0" {{.*}} data-type="memref&lt;8xf32&gt;" data-bytes="32" data-placed="64" data-offset="0"
// CHECK: </html>

// OPTIMAL: <section class="arena" id="tab0" data-size="448" data-live-bound="448">
// OPTIMAL-NEXT: <p class="summary">arena <b>448 B</b> &middot; live bound <b>448 B</b> (arena / live bound 1.000) &middot; 4 buffers &middot; planner-options=optimal, alignment 64</p>

// TABS: <button class="tab active" data-tab="0">@packed scope 0</button>
// TABS-NEXT: <button class="tab" data-tab="1">@nested scope 0</button>
// TABS-NEXT: <button class="tab" data-tab="2">@nested scope 1 (scf.forall)</button>

// ERR: error: merge-alloc: cannot write '{{.*}}plan.html'

// EXEC: result #0: 6.0 : f32
// EXEC: heap after: allocations=1

func.func @packed() -> f32 {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<48xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<48xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%f2 : f32) outs(%b : memref<16xf32>)
  %c = memref.alloc() : memref<48xf32>
  linalg.fill ins(%f1 : f32) outs(%c : memref<48xf32>)
  %x = memref.load %a[%c0] : memref<48xf32>
  %y = memref.load %c[%c0] : memref<48xf32>
  %d = memref.alloc() : memref<64xf32>
  linalg.fill ins(%f2 : f32) outs(%d : memref<64xf32>)
  %z = memref.load %b[%c0] : memref<16xf32>
  %w = memref.load %d[%c0] : memref<64xf32>
  %s0 = arith.addf %x, %y : f32
  %s1 = arith.addf %z, %w : f32
  %s = arith.addf %s0, %s1 : f32
  return %s : f32
}

func.func private @declared(memref<4xf32>)

func.func @nested(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<32xf32>
  linalg.fill ins(%f : f32) outs(%t : memref<32xf32>)
  %v = memref.load %t[%c0] : memref<32xf32>
  scf.forall (%i) in (4) {
    %u = memref.alloc() : memref<8xf32>
    linalg.fill ins(%v : f32) outs(%u : memref<8xf32>)
    %w = memref.load %u[%c0] : memref<8xf32>
    memref.store %w, %out[%i] : memref<4xf32>
  }
  return
}

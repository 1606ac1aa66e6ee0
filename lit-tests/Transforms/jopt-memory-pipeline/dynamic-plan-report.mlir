// jopt-memory-pipeline{plan-report=FILE plan-report-sizes=A:B:C}: the plan report of the one
// arena of each function of dynamic-plan.mlir, drawn at each size (every dynamic dimension of
// the arguments bound to it: the atoms, a tile's count %2 = max(ceildiv(n, 8), 1) and the last
// tile's n mod %2, are evaluated from it), a tab per function and size; the arena's size and
// each buffer's offset and size as expressions of the atoms (the tiles of both loops at 64, above
// the pooling window's 2x2 tensor: the plan places buffers of loop bodies too). The stem's arena at n = 11 (in its version for
// sizes 2 and up, `@stem__n2_up`, which size-buckets makes and the dispatching `@stem` calls; two
// images a tile, one in the last tile) is merge-alloc's plan, 14,464 B; the report draws it before
// jopt-merge-alloc-unless-peak-rises, which then keeps the version's buffers freed one by one
// (the arena's 64-byte alignment would add to the peak): jopt-run's peak is 172,816 B, 14,416 B
// + the 158,400 B result.
// RUN: rm -f %t.html %t.run.html
// RUN: jopt %S/dynamic-plan.mlir -p 'builtin.module(jopt-memory-pipeline{plan-report=%t.html plan-report-sizes=1:4:11})' -o %t.mlir
// RUN: FileCheck %s --input-file=%t.html
// RUN: jopt %S/dynamic-plan.mlir -p 'builtin.module(jopt-memory-pipeline)' | diff - %t.mlir
// RUN: jopt-run %S/dynamic-plan.mlir -e stem --args=random:11,random,random -p 'builtin.module(jopt-memory-pipeline{plan-report=%t.run.html plan-report-sizes=11})' | FileCheck %s --check-prefix=EXEC

// CHECK: <button class="tab active" data-tab="0">@mlp scope 0 at size 1</button>
// CHECK-NEXT: <button class="tab" data-tab="1">@mlp scope 0 at size 4</button>
// CHECK-NEXT: <button class="tab" data-tab="2">@mlp scope 0 at size 11</button>
// CHECK: <button class="tab" data-tab="11">@stem__n2_up scope 0 at size 11</button>
// CHECK: <section class="arena" id="tab11" hidden data-size="14464"
// CHECK-NEXT: <p class="summary">{{.*}}one plan for every size: arena 16 and the ends of 2 buffers of loop bodies where their loops run; here %1 = 2, %dim = 11, %2 = 1</p>
// CHECK: <th>note</th>
// CHECK: <td>memref&lt;?x2x30x30xf32&gt;</td><td>14400</td><td>64</td>{{.*}}<td>offset 64, size 7200 * %1</td>
// EXEC: heap after: {{.*}} total-peak-bytes=172816

// RUN: jopt --list-passes | FileCheck %s
// RUN: jopt --help | FileCheck %s

// Every registered pass with its description, and its options with their types.

// CHECK:      Compiler passes to run
// CHECK-NEXT:   Passes:
// CHECK:        --canonicalize -   Canonicalize operations
// CHECK-NEXT:     --disable-patterns=<string> - Labels of patterns that should be filtered out during application
// CHECK:          --max-iterations=<long> - Max. iterations between applying patterns / simplifying regions
// CHECK:          --region-simplify=<value> - Perform control flow optimizations to the region tree
// CHECK-NEXT: =disabled -   Don't run any control-flow simplification.
// CHECK:          --top-down - Seed the worklist in general top-down order
// CHECK:        --test-pass-failure -   Test a pass in the pass manager that always fails

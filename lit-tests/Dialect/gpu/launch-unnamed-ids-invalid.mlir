// RUN: jopt %s --verify-diagnostics
// NOT-COMPARED: mlir-opt-22 reports this error at an unset location (line 1, a column past the line)

// Two ids left unnamed (one block id and one thread id missing) are two region arguments of
// the empty name, as in MLIR's parser.
func.func @two_missing() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by) in (%gx = %c1, %gy = %c1, %gz = %c1)
      // expected-error@+2 {{region entry argument '' is already in use}}
      // expected-note@-2 {{previously referenced here}}
      threads(%tx, %ty) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

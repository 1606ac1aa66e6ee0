#!/usr/bin/env python3
"""One function of about N ops: a sequence of scf.for loops, each carrying a fresh memref
through iter_args, without deallocations (hlo-deallocate's input; the loop-ownership check
made this quadratic once). Usage: gen_loops.py N > out.mlir"""
import sys

n = max(1, int(sys.argv[1]) // 4)
print("func.func @loops(%n: index) {")
print("  %c0 = arith.constant 0 : index")
print("  %c1 = arith.constant 1 : index")
for i in range(n):
    print(f"  %a{i} = memref.alloc() : memref<4xf32>")
    print(f"  %r{i} = scf.for %i{i} = %c0 to %n step %c1 iter_args(%x{i} = %a{i}) -> (memref<4xf32>) {{")
    print(f"    scf.yield %x{i} : memref<4xf32>")
    print("  }")
    print(f"  \"test.use\"(%r{i}) : (memref<4xf32>) -> ()")
print("  return")
print("}")

#!/usr/bin/env python3
"""Generates a large memory-IR file for benchmarking jopt against mlir-opt-22.

Usage: gen_memir.py [N_OPS] [--no-dealloc] > big.mlir   (default 200000 operations)

Many functions, each with constants, allocs/allocas, subviews, views, casts, loads/stores,
arith, nested scf.for/scf.if with yields, unregistered "test.use" ops and deallocs. The output
is accepted by `mlir-opt-22 --allow-unregistered-dialect`.

--no-dealloc: the input of ownership-based deallocation (hlo-deallocate): no deallocs, and the
f32 matrix is allocated as such instead of being a view of an i8 buffer (hlo-deallocate requires
strict aliasing). The operation count per function is the same.
"""
import sys


def function(i, no_dealloc=False):
    """One function's lines; returns (lines, number of operations)."""
    lines = [
        f"func.func @kernel{i}(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> f32 {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c16 = arith.constant 16 : index",
        f"  %cst = arith.constant {i % 97}.5 : f32",
        "  %buf = memref.alloc() : memref<2048xi8>",
        "  %a = memref.view %buf[%c0][] : memref<2048xi8> to memref<16x16xf32>",
        "  %b = memref.alloc(%arg1) : memref<?xf32>",
        "  %t = memref.alloca() : memref<4xi32>",
        "  %sv = memref.subview %a[2, 4] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>",
        "  %cast = memref.cast %b : memref<?xf32> to memref<?xf32>",
        '  "test.use"(%sv) : (memref<4x8xf32, strided<[16, 1], offset: 36>>) -> ()',
        "  %sum = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %cst) -> (f32) {",
        "    %x = memref.load %a[%iv, %iv] : memref<16x16xf32>",
        "    %y = arith.addf %x, %acc : f32",
        "    %z = arith.mulf %y, %cst : f32",
        "    memref.store %z, %a[%iv, %c0] : memref<16x16xf32>",
        "    %cmp = arith.cmpi slt, %iv, %arg1 : index",
        "    %r = scf.if %cmp -> (f32) {",
        "      %l = memref.load %arg0[%iv] : memref<?xf32>",
        '      "test.use"(%l) : (f32) -> ()',
        "      scf.yield %l : f32",
        "    } else {",
        "      scf.yield %z : f32",
        "    }",
        "    %i2 = arith.index_cast %iv : index to i32",
        "    %i3 = arith.addi %i2, %i2 : i32",
        "    memref.store %i3, %t[%c1] : memref<4xi32>",
        "    scf.yield %r : f32",
        "  }",
        "  scf.if %arg2 {",
        '    "test.use"(%cast, %sum) : (memref<?xf32>, f32) -> ()',
        "  }",
        "  memref.dealloc %b : memref<?xf32>",
        "  memref.dealloc %buf : memref<2048xi8>",
        "  return %sum : f32",
        "}",
    ]
    if no_dealloc:
        lines = [l for l in lines if "memref.dealloc" not in l]
        lines = [
            "  %a = memref.alloc() : memref<16x16xf32>" if "memref.view" in l
            else "  %buf = memref.alloc() : memref<4xf32>" if "memref<2048xi8>" in l
            else l
            for l in lines
        ]
        # keep the operation count: one more use per dealloc dropped
        lines.insert(-2, '  "test.use"(%buf, %b) : (memref<4xf32>, memref<?xf32>) -> ()')
        lines.insert(-2, '  "test.use"(%t) : (memref<4xi32>) -> ()')
    structural = {"  }", "    } else {", "    }", "}"}
    ops = sum(1 for l in lines if l not in structural)  # func.func included
    return lines, ops


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    no_dealloc = "--no-dealloc" in sys.argv[1:]
    n = int(args[0]) if args else 200_000
    out = sys.stdout
    total, i = 1, 0  # the implicit module
    while total < n:
        lines, ops = function(i, no_dealloc)
        out.write("\n".join(lines))
        out.write("\n\n")
        total += ops
        i += 1
    sys.stderr.write(f"{i} functions, about {total} operations\n")


if __name__ == "__main__":
    main()

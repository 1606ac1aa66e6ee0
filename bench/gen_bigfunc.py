#!/usr/bin/env python3
"""Generates one function of about N operations for the scaling table: a block of memory IR
(allocs, views, subviews, loads/stores, arith, nested scf.for/scf.if, "test.use" and, unless
--no-dealloc, deallocs) repeated with fresh names.

Usage: gen_bigfunc.py [N_OPS=100000] [--no-dealloc] > big.mlir
"""
import sys


def block(k, dealloc):
    s = f"_{k}"
    # hlo-deallocate (the --no-dealloc input) rejects a memref.view of i8 (strict aliasing).
    first = ([f"  %buf{s} = memref.alloc() : memref<2048xi8>",
              f"  %a{s} = memref.view %buf{s}[%c0][] : memref<2048xi8> to memref<16x16xf32>"]
             if dealloc else
             [f"  %a{s} = memref.alloc() : memref<16x16xf32>",
              f"  %e{s} = memref.cast %a{s} : memref<16x16xf32> to memref<16x16xf32>"])
    lines = first + [
        f"  %b{s} = memref.alloc(%n) : memref<?xf32>",
        f"  %sv{s} = memref.subview %a{s}[2, 4] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>",
        f'  "test.use"(%sv{s}) : (memref<4x8xf32, strided<[16, 1], offset: 36>>) -> ()',
        f"  %sum{s} = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %cst) -> (f32) {{",
        f"    %x = memref.load %a{s}[%iv, %iv] : memref<16x16xf32>",
        "    %y = arith.addf %x, %acc : f32",
        "    %z = arith.mulf %y, %cst : f32",
        f"    memref.store %z, %a{s}[%iv, %c0] : memref<16x16xf32>",
        "    %cmp = arith.cmpi slt, %iv, %n : index",
        "    %r = scf.if %cmp -> (f32) {",
        f"      %l = memref.load %b{s}[%iv] : memref<?xf32>",
        "      scf.yield %l : f32",
        "    } else {",
        "      scf.yield %z : f32",
        "    }",
        "    scf.yield %r : f32",
        "  }",
        f'  "test.use"(%b{s}, %sum{s}) : (memref<?xf32>, f32) -> ()',
    ]
    if dealloc:
        lines += [f"  memref.dealloc %b{s} : memref<?xf32>",
                  f"  memref.dealloc %buf{s} : memref<2048xi8>"]
    return lines


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else 100_000
    dealloc = "--no-dealloc" not in sys.argv
    out = ["func.func @big(%n: index) {",
           "  %c0 = arith.constant 0 : index",
           "  %c1 = arith.constant 1 : index",
           "  %c16 = arith.constant 16 : index",
           "  %cst = arith.constant 1.5 : f32"]
    per = 18 if dealloc else 16  # operations per block, terminators included
    for k in range(max(1, n // per)):
        out += block(k, dealloc)
    out += ["  return", "}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Makes a torch-mlir model file (linalg on tensors, weights dense_resource without data) a
program both mlir-runner-22 and jopt-run run: bench/native-anchor.sh's models.

    native_anchor_model.py IN.mlir OUT.mlir

- Each dense_resource constant (elided, or a handle without a blob) becomes a splat, so that
  mlir-opt-22 can lower it and both runners run the same values: a float tensor of shape
  [d0, d1, ...] holds 1 / (d1 * d2 * ...) (about the fan-in of a weight, so activations keep
  their scale through the layers instead of overflowing), a rank-0 or rank-1 float tensor 0.01,
  an i1 tensor true (GPT-2's causal mask: nothing masked out), other integers 0 (indices).
- An unused ml_program.global (torch-mlir's @global_seed) is dropped: it has no LLVM lowering.
- @main() runs the entry (@forward, else the first function) on splat inputs (floats 0.5,
  integers 0) and prints every result with printMemrefF32 (an integer result is not printed).
"""
import re
import sys

FLOATS = ("f16", "bf16", "f32", "f64")


def dims_and_elem(ttype):
    m = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", ttype)
    if not m:
        raise SystemExit(f"native_anchor_model: unsupported type {ttype}")
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def splat(ttype):
    dims, elem = dims_and_elem(ttype)
    if elem in FLOATS:
        fan_in = 1
        for d in dims[1:]:
            fan_in *= d
        value = 0.01 if len(dims) < 2 else 1.0 / fan_in
        return f"dense<{value!r}> : {ttype}"
    if elem == "i1":
        return f"dense<true> : {ttype}"
    return f"dense<0> : {ttype}"


def main_func(text):
    m = re.search(r"func\.func @forward\(", text) or re.search(r"func\.func @(\w+)\(", text)
    name = "forward" if m.group(0).startswith("func.func @forward") else m.group(1)
    sig = re.search(r"func\.func @" + name + r"\(([^)]*)\)\s*->\s*(\([^)]*\)|tensor<[^>]*>)", text)
    args = re.findall(r"%\w+:\s*(tensor<[^>]*>)", sig.group(1))
    results = re.findall(r"tensor<[^>]*>", sig.group(2))
    lines = ["  func.func private @printMemrefF32(memref<*xf32>)", "  func.func @main() {"]
    for i, t in enumerate(args):
        _, elem = dims_and_elem(t)
        value = "5.000000e-01" if elem in FLOATS else "0"
        lines.append(f"    %in{i} = arith.constant dense<{value}> : {t}")
    outs = ", ".join(f"%out{i}" for i in range(len(results)))
    call_args = ", ".join(f"%in{i}" for i in range(len(args)))
    lines.append(f"    {outs} = func.call @{name}({call_args}) : ({', '.join(args)}) -> "
                 f"({', '.join(results)})")
    for i, t in enumerate(results):
        dims, elem = dims_and_elem(t)
        if elem != "f32":
            continue
        mem = "memref<" + "".join(f"{d}x" for d in dims) + "f32>"
        lines.append(f"    %buf{i} = bufferization.to_buffer %out{i} : {t} to {mem}")
        lines.append(f"    %cast{i} = memref.cast %buf{i} : {mem} to memref<*xf32>")
        lines.append(f"    func.call @printMemrefF32(%cast{i}) : (memref<*xf32>) -> ()")
    lines += ["    return", "  }"]
    return "\n".join(lines) + "\n"


def rewrite(text):
    text = re.sub(r"dense_resource<[^>]*>\s*:\s*(tensor<[^>]*>)", lambda m: splat(m.group(1)), text)
    for g in re.findall(r"ml_program\.global private mutable @(\w+)", text):
        if len(re.findall("@" + g + r"\b", text)) == 1:
            text = re.sub(r"\s*ml_program\.global private mutable @" + g + r"\b[^\n]*", "", text)
    text = re.sub(r"\n\{-#.*", "\n", text, flags=re.S)  # a resource section without blobs
    end = text.rstrip().rfind("}")
    return text[:end] + main_func(text) + "}\n"


if __name__ == "__main__":
    src, dst = sys.argv[1:3]
    with open(src) as f:
        text = f.read()
    with open(dst, "w") as f:
        f.write(rewrite(text))

#!/usr/bin/env python3
"""The peak of the bytes a bufferized function holds in memref.alloc/alloca buffers, counted from
its text in program order (each buffer from its alloc to its memref.dealloc, or to the end), and
the buffers live at that peak. For a straight-line function (a whole model as the ONNX importer
emits it) run with merge-alloc=none, this is jopt-run's peak without running it: a quick way to
see where a pipeline's peak is and what holds it. Loops and branches are not followed.
Usage: bench/static-peak.py FILE.mlir [FUNCTION]   (default function: main_graph)"""
import re
import signal
import sys

signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head

BYTES = {"f64": 8, "i64": 8, "index": 8, "f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i16": 2, "i8": 1, "i1": 1}


def size(memref):
    dims = re.match(r"memref<([^,>]*)", memref).group(1).split("x")
    n = 1
    for d in dims[:-1]:
        n *= int(d)
    return n * BYTES.get(dims[-1], 4)


def main():
    path, fn = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "main_graph"
    inside, live, cur, peak, at, peak_line = False, {}, 0, 0, {}, 0
    for no, line in enumerate(open(path), 1):
        if re.search(r"func\.func (\w+ )?@" + re.escape(fn) + r"\(", line):
            inside = True
            continue
        if not inside:
            continue
        if re.match(r"  }$", line):
            break
        m = re.match(r"\s*(%\S+) = memref\.alloca?\(.*: (memref<[^>]*>)", line)
        if m:
            live[m.group(1)] = (size(m.group(2)), no, m.group(2))
            cur += live[m.group(1)][0]
            if cur > peak:
                peak, at, peak_line = cur, dict(live), no
            continue
        m = re.match(r"\s*memref\.dealloc (%\S+)", line)
        if m and m.group(1) in live:
            cur -= live.pop(m.group(1))[0]
    print(f"peak {peak} B at line {peak_line}")
    for name, (b, no, t) in sorted(at.items(), key=lambda kv: kv[1][1]):
        print(f"  {name} {b} B (line {no}) {t}")


main()

#!/usr/bin/env python3
"""A tensor function of about N ops for one-shot-bufferize's scaling row: chains of elementwise
linalg ops into fresh tensor.empty inits, tensor.insert into the latest value (in place), and
tensor.extract reads of older values (copies where a later write would clobber them).
    bench/gen_tensors.py N"""
import random
import sys

n = int(sys.argv[1])
rnd = random.Random(7)
T = "tensor<16xf32>"
out = ["func.func @f(%%a: %s, %%b: %s, %%s: f32, %%i: index) -> (%s, f32) {" % (T, T, T)]
vals = ["%a", "%b"]
scalars = ["%s"]
k = 0
ops = 0
while ops < n:
    r = rnd.random()
    if r < 0.5:
        e = "%%e%d" % k
        v = "%%v%d" % k
        out.append("  %s = tensor.empty() : %s" % (e, T))
        x, y = vals[-1], rnd.choice(vals[-8:])
        out.append("  %s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (v, x, y, T, T, e, T, T))
        vals.append(v)
        ops += 2
    elif r < 0.8:
        v = "%%v%d" % k
        out.append("  %s = tensor.insert %s into %s[%%i] : %s" % (v, rnd.choice(scalars[-4:]), vals[-1], T))
        vals.append(v)
        ops += 1
    else:
        x = "%%x%d" % k
        out.append("  %s = tensor.extract %s[%%i] : %s" % (x, rnd.choice(vals[-16:]), T))
        scalars.append(x)
        ops += 1
    k += 1
out.append("  return %s, %s : %s, f32" % (vals[-1], scalars[-1], T))
out.append("}")
print("\n".join(out))

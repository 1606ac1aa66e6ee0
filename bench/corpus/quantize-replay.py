#!/usr/bin/env python3
"""DynamicQuantizeLinear replayed on a node-diff directory (docs/corpus.md, the quantized encoders):
for each DynamicQuantizeLinear node, the spec's formula with onnxruntime's arithmetic (f32 scale
(max - min) / 255, zero point round_half_even(clamp(-min / scale)), y = round_half_even(clamp(x /
scale, -zp, 255 - zp)) + zp) run on onnxruntime's x and on jopt's x: whether it reproduces each
engine's y, how many elements of y differ between them and whether x is equal there.

  bench/corpus/quantize-replay.py DIR      # DIR made by bench/corpus/node-diff.sh
"""
import csv
import sys

import numpy as np


def quantize(x):
    x = x.astype(np.float32).ravel()
    lo = np.float32(min(x.min(), 0))
    hi = np.float32(max(x.max(), 0))
    s = np.float32(1) if hi == lo else np.float32((hi - lo) / np.float32(255))
    zp = np.float32(np.clip(np.rint(np.float32(np.float32(0) - lo / s)), 0, 255))
    return (np.rint(np.clip(x / s, -zp, np.float32(255) - zp)) + zp).astype(np.uint8)


def main():
    d = sys.argv[1]
    load = lambda who, k: np.load(f'{d}/{who}/result{k}.npy')
    rows = list(csv.reader(open(f'{d}/values.tsv'), delimiter='\t'))[1:]
    index = {r[1]: int(r[0]) for r in rows}
    total = 0
    for r in rows:
        if r[2] != 'DynamicQuantizeLinear' or not r[1].endswith('_quantized'):
            continue
        k, kx = int(r[0]), index.get(r[1][:-len('_quantized')])
        if kx is None:
            continue
        xo, xj = load('ort', kx), load('jopt', kx)
        yo, yj = load('ort', k).ravel(), load('jopt', k).ravel().view(np.uint8)
        flips = np.flatnonzero(yo != yj)
        total += flips.size
        print(f'{k}\t{r[3]}\tflips {flips.size}\tformula==ort {int((quantize(xo) == yo).sum())}/{yo.size}'
              f'\tformula==jopt {int((quantize(xj) == yj).sum())}/{yj.size}'
              f'\tx equal {int((xo == xj).sum())}/{xo.size}'
              f'\tx equal at flips {int((xo.ravel()[flips] == xj.ravel()[flips]).sum())}')
    print(f'flips in all: {total}')


if __name__ == '__main__':
    main()

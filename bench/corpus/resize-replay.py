#!/usr/bin/env python3
"""Resize replayed on a node-diff directory (docs/corpus.md, isnet-uint8): for each Resize whose
input node-diff exposed, both engines' arithmetic of linear resizing with half_pixel coordinates
(IS-Net's upsampling; other modes are not replayed) of the last two axes of a 4-D tensor, each run
on its engine's own input:

- onnxruntime's (its CPU kernel, all in f32): per axis x = (o + 0.5) / scale - 0.5 clamped to
  [0, n - 1], x1 = trunc(x), x2 = min(x1 + 1, n - 1), weights |x - x2| and |x - x1| (0.5 each
  where x1 == x2); y = w11 X11 + w21 X21 + w12 X12 + w22 X22, each w the product of the two axes'
  weights, summed left to right, every operation rounded to f32;
- jopt's as it was until 2026-12-01 (convert-onnx-to-linalg's Resize, ResizeLowerings):
  coordinates, weights, products and the sum in f64, rounded to f32 once. Since then the lowering
  computes onnxruntime's formula above, so on a newer node-diff directory it is onnxruntime's
  formula that reproduces jopt's output.

Prints whether the input is equal in both engines, how many elements each formula reproduces of
its engine's output, how many differ between the engines and by how many f32 ulps at most.

  bench/corpus/resize-replay.py DIR      # DIR made by bench/corpus/node-diff.sh
"""
import csv
import sys

import numpy as np

F = np.float32


def ort_axis(n_in, n_out):
    scale = F(n_out) / F(n_in)
    x = (np.arange(n_out, dtype=F) + F(0.5)) / scale - F(0.5)
    x = np.maximum(F(0), np.minimum(x, F(n_in - 1)))
    i1 = np.minimum(x.astype(np.int64), n_in - 1)
    i2 = np.minimum(i1 + 1, n_in - 1)
    d1, d2 = np.abs(x - i1.astype(F)), np.abs(x - i2.astype(F))
    d1[i1 == i2] = F(0.5)
    d2[i1 == i2] = F(0.5)
    return i1, i2, d1, d2


def ort_resize(x, h, w):
    y1, y2, dy1, dy2 = ort_axis(x.shape[2], h)
    x1, x2, dx1, dx2 = ort_axis(x.shape[3], w)
    at = lambda ys, xs: x[:, :, ys[:, None], xs[None, :]]
    wt = lambda dx, dy: dy[:, None] * dx[None, :]
    y = wt(dx2, dy2) * at(y1, x1)
    y = y + wt(dx1, dy2) * at(y1, x2)
    y = y + wt(dx2, dy1) * at(y2, x1)
    return (y + wt(dx1, dy1) * at(y2, x2)).astype(F)


def jopt_axis(n_in, n_out):
    x = (np.arange(n_out, dtype=np.float64) + 0.5) / (n_out / n_in) - 0.5
    fl = np.floor(x)
    i0 = fl.astype(np.int64)
    return np.clip(i0, 0, n_in - 1), np.clip(i0 + 1, 0, n_in - 1), 1 - (x - fl), x - fl


def jopt_resize(x, h, w):
    x = x.astype(np.float64)
    h0, h1, a0, a1 = jopt_axis(x.shape[2], h)
    w0, w1, b0, b1 = jopt_axis(x.shape[3], w)
    at = lambda ys, xs: x[:, :, ys[:, None], xs[None, :]]
    y = at(h0, w0) * (a0[:, None] * b0[None, :])
    y = y + at(h0, w1) * (a0[:, None] * b1[None, :])
    y = y + at(h1, w0) * (a1[:, None] * b0[None, :])
    return (y + at(h1, w1) * (a1[:, None] * b1[None, :])).astype(F)


def main():
    d = sys.argv[1]
    load = lambda who, k: np.load(f'{d}/{who}/result{k}.npy')
    rows = list(csv.reader(open(f'{d}/values.tsv'), delimiter='\t'))
    if rows[0][-1] != 'inputs':
        sys.exit('resize-replay.py: values.tsv has no inputs column (rerun node-diff.sh)')
    rows = rows[1:]
    index = {r[1]: int(r[0]) for r in rows}
    for r in rows:
        if r[2] != 'Resize':
            continue
        kx = index.get(r[5].split(',')[0])
        if kx is None:
            print(f'{r[0]}\t{r[3]}\tinput not exposed')
            continue
        xo, xj = load('ort', kx), load('jopt', kx)
        yo, yj = load('ort', r[0]), load('jopt', r[0])
        h, w = yo.shape[2], yo.shape[3]
        ro, rj = ort_resize(xo, h, w), jopt_resize(xj, h, w)
        ulps = np.abs(yo.view(np.int32).astype(np.int64) - yj.view(np.int32).astype(np.int64))
        print(f'{r[0]}\t{r[3]}\tx equal {int((xo == xj).sum())}/{xo.size}'
              f'\tort formula==ort {int((ro == yo).sum())}/{yo.size}'
              f'\tjopt formula==jopt {int((rj == yj).sum())}/{yj.size}'
              f'\ty differ {int((yo != yj).sum())}\tmax ulps {int(ulps.max())}')


if __name__ == '__main__':
    main()

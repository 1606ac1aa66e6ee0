#!/usr/bin/env python3
"""Memory traces of model-shaped lifetimes for the planner benchmark (not a test).

Writes MiniMalloc-style CSV files (``id,lower,upper,size``; half-open lifetimes in op ticks)
whose buffers live as a framework's would when it runs a transformer or a CNN, forward and
(training) backward:

- ``transformer``: per layer the QKV projections, attention scores and probabilities (heads x seq
  x seq), the context, the output projection, residual adds, two layer norms (with their 4-byte
  statistics) and the MLP (4x hidden, GELU); training keeps the activations the backward pass
  reads until that layer's backward step, which makes gradients of every activation and of the
  weights (live until the optimizer step at the end) and short workspaces.
- ``cnn``: ResNet-style stages (channels doubling, spatial size halving): convolutions, batch
  norm (with per-channel statistics), ReLU, residual adds and the skip connection live across its
  block, strided downsampling; training as above.

Micro-batches (``--micro``) repeat the model with lifetimes interleaved as in pipelined training
(the activations of several micro-batches alive at once), which is how the traces reach 10^4 to
10^5 buffers. Sizes vary with a seeded random sequence length / resolution per micro-batch.

    python3 bench/gen_traces.py OUT_DIR [--seed 1]

writes the standard set (transformer and CNN, inference and training, 10^4 to 10^5 buffers);
``--kind transformer --layers 24 --micro 4 --train -o file.csv`` writes one trace.
"""
import argparse
import os
import random


class Trace:
    """Buffers with lifetimes in ticks; an op is one tick."""

    def __init__(self):
        self.rows = []
        self.tick = 0
        self.open = {}

    def op(self):
        self.tick += 1
        return self.tick

    def alloc(self, size):
        """A buffer made by the current op; returns its handle."""
        h = len(self.rows)
        self.rows.append([self.tick, None, max(1, int(size))])
        return h

    def use(self, *hs):
        """The current op reads these buffers."""
        for h in hs:
            if h is not None:
                self.rows[h][1] = self.tick

    def temp(self, size):
        """A workspace of the current op only."""
        h = self.alloc(size)
        self.rows[h][1] = self.tick
        return h

    def keep(self, h):
        """Lives to the end of the trace (weight gradients, outputs)."""
        self.rows[h][1] = None

    def csv(self, order_seed):
        end = self.tick + 1
        rows = [(lo, (hi if hi is not None else end) + 1, size) for lo, hi, size in self.rows]
        idx = list(range(len(rows)))
        random.Random(order_seed).shuffle(idx)  # ids carry no order a planner could lean on
        out = ["id,lower,upper,size"]
        for new_id, i in enumerate(idx):
            lo, hi, size = rows[i]
            out.append("%d,%d,%d,%d" % (new_id, lo, hi, size))
        return "\n".join(out) + "\n"


def transformer(t, rng, layers, hidden, heads, seq, batch, train, micro):
    """One pass over `layers` transformer blocks per micro-batch, micro-batches interleaved."""
    e = 2  # bf16 activations
    saved = [[] for _ in range(micro)]
    xs = []
    for m in range(micro):
        s = max(16, int(seq * rng.uniform(0.5, 1.0)) // 16 * 16)
        t.op()
        xs.append((t.alloc(batch * s * hidden * e), s))
    for layer in range(layers):
        for m in range(micro):
            x, s = xs[m]
            tok = batch * s
            keep = saved[m]
            t.op(); t.use(x)
            ln1 = t.alloc(tok * hidden * e); mu = t.alloc(tok * 4); rs = t.alloc(tok * 4)
            t.op(); t.use(ln1)
            qkv = t.alloc(tok * 3 * hidden * e); t.temp(tok * hidden * e // 4)
            t.op(); t.use(qkv)
            scores = t.alloc(batch * heads * s * s * e)
            t.op(); t.use(scores)
            probs = t.alloc(batch * heads * s * s * e); t.temp(batch * heads * s * 4)
            t.op(); t.use(probs, qkv)
            ctx = t.alloc(tok * hidden * e)
            t.op(); t.use(ctx)
            proj = t.alloc(tok * hidden * e)
            t.op(); t.use(proj, x)
            res1 = t.alloc(tok * hidden * e)
            t.op(); t.use(res1)
            ln2 = t.alloc(tok * hidden * e); mu2 = t.alloc(tok * 4); rs2 = t.alloc(tok * 4)
            t.op(); t.use(ln2)
            up = t.alloc(tok * 4 * hidden * e)
            t.op(); t.use(up)
            act = t.alloc(tok * 4 * hidden * e)
            t.op(); t.use(act)
            down = t.alloc(tok * hidden * e); t.temp(tok * hidden * e // 2)
            t.op(); t.use(down, res1)
            out = t.alloc(tok * hidden * e)
            if train:
                keep.append([x, ln1, mu, rs, qkv, probs, ctx, res1, ln2, mu2, rs2, up, act])
            xs[m] = (out, s)
    if not train:
        for m in range(micro):
            t.op(); t.use(xs[m][0]); t.keep(t.alloc(4))
        return
    wsize = [hidden * 3 * hidden * e, hidden * hidden * e, hidden * 4 * hidden * e,
             4 * hidden * hidden * e, hidden * 4, hidden * 4]
    wgrad = {}
    for m in range(micro):
        x, s = xs[m]
        t.op(); t.use(x)
        g = t.alloc(batch * s * hidden * e)
        xs[m] = (g, s)
    for layer in reversed(range(layers)):
        for m in range(micro):
            g, s = xs[m]
            tok = batch * s
            x, ln1, mu, rs, qkv, probs, ctx, res1, ln2, mu2, rs2, up, act = saved[m].pop()
            steps = [(act, tok * 4 * hidden * e), (up, tok * 4 * hidden * e),
                     (ln2, tok * hidden * e), (res1, tok * hidden * e), (ctx, tok * hidden * e),
                     (probs, batch * heads * s * s * e), (qkv, tok * 3 * hidden * e),
                     (ln1, tok * hidden * e)]
            for i, (a, size) in enumerate(steps):
                t.op(); t.use(g, a)
                if a == ln2:
                    t.use(mu2, rs2)
                if a == ln1:
                    t.use(mu, rs, x)
                ng = t.alloc(size)
                t.temp(min(size, tok * hidden * e) // 2)
                if i % 2 == 0:
                    w = i % len(wsize)
                    wg = t.alloc(wsize[w])
                    if (layer, w) in wgrad:
                        t.use(wgrad[(layer, w)])  # accumulated into across micro-batches
                    else:
                        t.keep(wg)
                        wgrad[(layer, w)] = wg
                g = ng
            t.op(); t.use(g)
            xs[m] = (t.alloc(tok * hidden * e), s)
    t.op()
    for m in range(micro):
        t.use(xs[m][0])


def cnn(t, rng, stages, blocks, width, res, batch, train, micro):
    """ResNet-style stages per micro-batch, micro-batches interleaved."""
    e = 4  # fp32
    saved = [[] for _ in range(micro)]
    xs = []
    for m in range(micro):
        r = max(32, int(res * rng.uniform(0.6, 1.0)) // 32 * 32)
        t.op()
        xs.append((t.alloc(batch * 3 * r * r * e), r, 3))
    for m in range(micro):
        x, r, c = xs[m]
        t.op(); t.use(x)
        r //= 2
        y = t.alloc(batch * width * r * r * e)
        saved[m].append((x, None, batch * 3 * (2 * r) ** 2 * e))
        xs[m] = (y, r // 2, width)
    for stage in range(stages):
        for blk in range(blocks):
            for m in range(micro):
                x, r, c = xs[m]
                down = blk == 0 and stage > 0
                c2 = width << stage
                r2 = r // 2 if down else r
                skip = x
                cur, cc, rr = x, c, r
                for conv in range(2):
                    out_c, out_r = c2, (r2 if conv == 0 else rr)
                    t.op(); t.use(cur)
                    y = t.alloc(batch * out_c * out_r * out_r * e)
                    t.temp(out_c * cc * 9 * e)  # im2col / algorithm workspace
                    t.op(); t.use(y)
                    bn = t.alloc(batch * out_c * out_r * out_r * e)
                    st = t.alloc(out_c * 4)
                    t.op(); t.use(bn)
                    rl = t.alloc(batch * out_c * out_r * out_r * e)
                    saved[m].append((cur, st, batch * cc * rr * rr * e))
                    cur, cc, rr = rl, out_c, out_r
                if down:
                    t.op(); t.use(skip)
                    skip2 = t.alloc(batch * c2 * r2 * r2 * e)
                    t.use(skip2)
                    t.op(); t.use(skip2)
                    sk = skip2
                else:
                    sk = skip
                t.op(); t.use(cur, sk)
                out = t.alloc(batch * c2 * r2 * r2 * e)
                xs[m] = (out, r2, c2)
    for m in range(micro):
        x, r, c = xs[m]
        t.op(); t.use(x)
        pooled = t.alloc(batch * c * e)
        t.op(); t.use(pooled)
        xs[m] = (t.alloc(batch * 1000 * e), 1, 1000)
    if not train:
        for m in range(micro):
            t.keep(xs[m][0])
        return
    for m in range(micro):
        g = xs[m][0]
        while saved[m]:
            a, st, size = saved[m].pop()
            t.op(); t.use(g, a, st)
            ng = t.alloc(size)
            t.temp(size // 4)
            if st is not None:
                t.keep(t.alloc(max(64, size // 1024)))  # weight gradient
            g = ng
        t.op(); t.use(g)


STANDARD = [
    # name, kind, kwargs: 10^4 to 10^5 buffers
    ("transformer-infer-64x12", "transformer",
     dict(layers=64, hidden=2048, heads=16, seq=1024, batch=1, train=False, micro=12)),
    ("transformer-train-48x8", "transformer",
     dict(layers=48, hidden=1536, heads=16, seq=1024, batch=2, train=True, micro=8)),
    ("transformer-train-96x24", "transformer",
     dict(layers=96, hidden=2048, heads=32, seq=2048, batch=1, train=True, micro=24)),
    ("cnn-infer-4x8x32", "cnn",
     dict(stages=4, blocks=8, width=64, res=224, batch=8, train=False, micro=32)),
    ("cnn-train-4x12x24", "cnn",
     dict(stages=4, blocks=12, width=64, res=256, batch=8, train=True, micro=24)),
    ("cnn-train-4x16x64", "cnn",
     dict(stages=4, blocks=16, width=64, res=224, batch=4, train=True, micro=64)),
]


def generate(kind, seed, **kw):
    t = Trace()
    rng = random.Random(seed)
    (transformer if kind == "transformer" else cnn)(t, rng, **kw)
    return t


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", help="output directory (standard set) or file (with --kind)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kind", choices=["transformer", "cnn"])
    ap.add_argument("--layers", type=int, default=24)
    ap.add_argument("--hidden", type=int, default=1024)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--seq", type=int, default=512)
    ap.add_argument("--stages", type=int, default=4)
    ap.add_argument("--blocks", type=int, default=6)
    ap.add_argument("--width", type=int, default=64)
    ap.add_argument("--res", type=int, default=224)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--micro", type=int, default=4)
    ap.add_argument("--train", action="store_true")
    a = ap.parse_args()
    if a.kind:
        if a.kind == "transformer":
            kw = dict(layers=a.layers, hidden=a.hidden, heads=a.heads, seq=a.seq)
        else:
            kw = dict(stages=a.stages, blocks=a.blocks, width=a.width, res=a.res)
        kw.update(batch=a.batch, train=a.train, micro=a.micro)
        with open(a.out, "w") as f:
            f.write(generate(a.kind, a.seed, **kw).csv(a.seed))
        return
    os.makedirs(a.out, exist_ok=True)
    for name, kind, kw in STANDARD:
        t = generate(kind, a.seed, **kw)
        path = os.path.join(a.out, "%s.csv" % name)
        with open(path, "w") as f:
            f.write(t.csv(a.seed))
        print("%s: %d buffers, %d ticks" % (path, len(t.rows), t.tick))


if __name__ == "__main__":
    main()

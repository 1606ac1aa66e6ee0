#!/usr/bin/env python3
"""Top methods of a JFR recording (not a test): reads `jfr print --json --events EVENT FILE` and
prints, per method, the share of samples where it is on top of the stack (self) and anywhere on
it (total), optionally only samples whose stack holds a frame matching --under.
  bench/jfr_top.py FILE.jfr [--event jdk.ExecutionSample|jdk.ObjectAllocationSample] [--under REGEX] [--top N]
      [--skip FRACTION] [--lines] [--callers REGEX --depth N]
For allocation samples a sample weighs its bytes (the event's weight)."""
import argparse, collections, json, re, subprocess, sys


def frames(ev):
    st = ev['values'].get('stackTrace') or {}
    for f in st.get('frames') or []:
        m = f['method']
        cls = m['type']['name']
        yield f"{cls}.{m['name']}:{f.get('lineNumber', '')}", f"{cls}.{m['name']}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('file')
    ap.add_argument('--event', default='jdk.ExecutionSample')
    ap.add_argument('--under', default=None)
    ap.add_argument('--top', type=int, default=40)
    ap.add_argument('--lines', action='store_true', help='self by line, not method')
    ap.add_argument('--callers', default=None, help='REGEX: the callers (up to --depth frames) of matching methods')
    ap.add_argument('--depth', type=int, default=3)
    ap.add_argument('--skip', type=float, default=0.0,
                    help='leave out the first SKIP fraction of the samples (the warm-up runs)')
    a = ap.parse_args()
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '200', '--events', a.event, a.file],
                         check=True, capture_output=True, text=True).stdout
    evs = json.loads(out)['recording']['events']
    evs.sort(key=lambda e: e['values'].get('startTime', ''))
    evs = evs[int(len(evs) * a.skip):]
    under = re.compile(a.under) if a.under else None
    self_w, total_w, callers = collections.Counter(), collections.Counter(), collections.Counter()
    callee = re.compile(a.callers) if a.callers else None
    n = 0
    for ev in evs:
        fs = list(frames(ev))
        if not fs:
            continue
        if under and not any(under.search(m) for _, m in fs):
            continue
        w = ev['values'].get('weight', 1) if a.event == 'jdk.ObjectAllocationSample' else 1
        if a.event == 'jdk.ObjectAllocationSample':
            top = ev['values']['objectClass']['name'] + ' <- ' + fs[0][1]
            self_w[top] += w
        else:
            self_w[fs[0][0] if a.lines else fs[0][1]] += w
        if callee:
            for i, (_, m) in enumerate(fs):
                if callee.search(m):
                    callers[' <- '.join(l for l, _ in fs[i:i + 1 + a.depth])] += w
                    break
        for m in set(m for _, m in fs):
            total_w[m] += w
        n += w
    print(f'{n} samples (weight)')
    print('-- self')
    for k, v in self_w.most_common(a.top):
        print(f'{100 * v / n:6.2f}%  {k}')
    if callee:
        print('-- callers')
        for k, v in callers.most_common(a.top):
            print(f'{100 * v / n:6.2f}%  {k}')
    print('-- total')
    for k, v in total_w.most_common(a.top):
        print(f'{100 * v / n:6.2f}%  {k}')


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""A new jopt server's first calls against mlir-opt-22 (not a test): what a user who has just
started working pays. Stops this checkout's server, then runs ROUNDS passes over the model files,
each call of jopt (bin/jopt as it runs by default: through the server, the first call starting it)
followed by the same call of mlir-opt-22, and prints each call's wall and CPU seconds (the
server's CPU counted), the ratios, whether the outputs are the same bytes, and the totals.

    bench/server_first_calls.py [--rounds 2] [--pipeline bufferize+dealloc] [FILE...]

Default files: bench/real-model-speed.sh's five models under $JOPT_MODELS (default
/work/models-mlir).
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from real_model_speed import PIPELINES, timed  # noqa: E402
from server_cpu import server_cpu  # noqa: E402

MODELS = ["resnet50", "mobilenet_v3_large_imagenet", "bert_base_uncased", "gpt2",
          "efficientnet_v2_l_imagenet"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--pipeline", default="bufferize+dealloc", choices=list(PIPELINES))
    args = ap.parse_args()
    models = os.environ.get("JOPT_MODELS", "/work/models-mlir")
    files = args.files or [os.path.join(models, m + ".mlir") for m in MODELS]
    jopt = os.path.join(ROOT, "bin", "jopt")
    served = dict(os.environ, JOPT_SERVER="1")
    subprocess.run([jopt, "--server-stop"], stdout=subprocess.DEVNULL, check=False, env=served)
    for _ in range(200):  # until the stopped server has exited (its CPU would count otherwise)
        if server_cpu(ROOT) == 0.0:
            break
        time.sleep(0.05)
    tmp = tempfile.mkdtemp()
    opts = PIPELINES[args.pipeline]
    print("| call | model | jopt wall / CPU s | mlir-opt-22 wall / CPU s | wall ratio | CPU ratio"
          " | output |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | --- |")
    total = [0.0, 0.0, 0.0, 0.0]
    call = 0
    for _ in range(args.rounds):
        for path in files:
            call += 1
            name = os.path.basename(path).removesuffix(".mlir")
            jw, jc, jrc, jerr = timed([jopt, *opts, path], os.path.join(tmp, "jopt"), served)
            mw, mc, mrc, merr = timed(["/usr/bin/mlir-opt-22", *opts, path],
                                      os.path.join(tmp, "mlir"))
            if jrc != 0 or mrc != 0:
                sys.exit(f"{name}: jopt {jrc} {jerr}\nmlir-opt-22 {mrc} {merr}")
            with open(os.path.join(tmp, "jopt"), "rb") as a, open(os.path.join(tmp, "mlir"), "rb") as b:
                same = a.read() == b.read()
            for i, v in enumerate((jw, jc, mw, mc)):
                total[i] += v
            print(f"| {call} | {name} | {jw:.3f} / {jc:.3f} | {mw:.3f} / {mc:.3f} | {jw / mw:.2f}x"
                  f" | {jc / mc:.2f}x | {'identical' if same else 'DIFFERS'} |", flush=True)
    jw, jc, mw, mc = total
    print(f"| all | | {jw:.3f} / {jc:.3f} | {mw:.3f} / {mc:.3f} | {jw / mw:.2f}x | {jc / mc:.2f}x | |")
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    print(f"\n{args.pipeline}, a new server's first {call} calls; load average {load} on "
          f"{os.cpu_count()} cores")


if __name__ == "__main__":
    main()

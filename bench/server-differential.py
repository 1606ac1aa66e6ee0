#!/usr/bin/env python3
"""Differential test of the jopt server (docs/server.md): every jopt and jopt-run command of
the lit suite's RUN lines that reads a file (not a pipe, no %t, no redirection) runs through
bin/jopt (or bin/jopt-run) twice, directly (JOPT_SERVER=0) and through the server
(JOPT_SERVER=1), and must give the same exit code, stdout and stderr byte for byte.

  bench/server-differential.py [lit-tests/DIR ...]     (default: lit-tests)
Prints each difference and a summary; exit 1 when one differs."""
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            lines.append(cur + text)
            cur = ""
    return lines


def commands(path):
    """The tool commands of path's RUN lines: (tool, args) with %s and %S substituted."""
    out = []
    for line in run_lines(path):
        for i, seg in enumerate(re.split(r"\|\|?|&&|;", line)):
            if i > 0 and "|" in line and line.split("|")[0] != seg and "%s" not in seg:
                continue
            if any(c in seg for c in "<>") or "%t" in seg or "%{" in seg:
                continue
            try:
                words = shlex.split(seg)
            except ValueError:
                continue
            while words and (words[0] == "not" or words[0] == "env" or "=" in words[0]):
                words = words[1:]
            if not words or words[0] not in ("jopt", "jopt-run"):
                continue
            args = [w.replace("%s", path).replace("%S", os.path.dirname(path)) for w in words[1:]]
            if "-" in args or not any(a == path for a in args):
                continue  # reads a pipe: its input is another command's output
            out.append((words[0], args))
    return out


def run(tool, args, server):
    env = dict(os.environ, JOPT_SERVER="1" if server else "0")
    p = subprocess.run([os.path.join(ROOT, "bin", tool)] + args, cwd=ROOT, env=env,
                       stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def check(cmd):
    tool, args = cmd
    direct = run(tool, args, False)
    served = run(tool, args, True)
    return cmd, direct, served


def main():
    dirs = sys.argv[1:] or [os.path.join(ROOT, "lit-tests")]
    files = []
    for d in dirs:
        for base, subdirs, names in os.walk(os.path.abspath(d)):
            subdirs[:] = [s for s in subdirs if s not in ("Output", "Inputs")]
            files += [os.path.join(base, n) for n in sorted(names) if n.endswith(".mlir")]
    cmds = [c for f in sorted(files) for c in commands(f)]
    same = differ = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for (tool, args), direct, served in pool.map(check, cmds):
            if direct == served:
                same += 1
                continue
            differ += 1
            print("DIFFERS: %s %s" % (tool, " ".join(shlex.quote(a) for a in args)))
            for name, i in (("exit code", 0), ("stdout", 1), ("stderr", 2)):
                if direct[i] != served[i]:
                    print("  %s: direct %r\n  %s: server %r" % (name, direct[i][:300], name, served[i][:300]))
    print("%d commands of %d files: %d byte-identical, %d differ" % (same + differ, len(files), same, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env bash
# Runs a copy of LLVM's own FileCheck tests (llvm/test/FileCheck of LLVM 22, not part of this
# repository) against LLVM's FileCheck and the Java one, RUN line by RUN line, and prints the
# RUN lines each passes and where they disagree.
#   filecheck/llvm-suite.sh DIR      (DIR: a copy of llvm/test/FileCheck; Output/ is written there)
# Needs python3, bash, sed and LLVM 22's tools (not, split-file) on PATH or in /usr/lib/llvm-22/bin.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$(cd "$1" && pwd)"
native=/usr/lib/llvm-22/bin/FileCheck
java="$root/bin/filecheck"
runs() { # FILECHECK TAG: one line "file line exit-code" per RUN line
  python3 - "$dir" "$1" <<'PY'
import os, re, subprocess, sys
root, fc = sys.argv[1], sys.argv[2]
for dp, dn, fn in sorted(os.walk(root)):
    if "Output" in dp:
        continue
    for f in sorted(fn):
        if not f.endswith(".txt"):
            continue
        path = os.path.join(dp, f)
        runs, cur, start = [], None, 0
        for i, l in enumerate(open(path, errors="replace").read().split("\n")):
            m = re.search(r"\bRUN:(.*)$", l)
            if not m:
                continue
            body = m.group(1).strip()
            if cur is None:
                cur, start = "", i + 1
            if body.endswith("\\"):
                cur += body[:-1] + " "
                continue
            runs.append((start, cur + body))
            cur = None
        os.makedirs(os.path.join(dp, "Output"), exist_ok=True)
        tmp = os.path.join(dp, "Output", f + ".tmp")
        for ln, cmd in runs:
            c = cmd.replace("%ProtectFileCheckOutput", "env -u FILECHECK_OPTS")
            c = c.replace("%s", path).replace("%S", dp).replace("%t", tmp).replace("%p", dp)
            c = re.sub(r"(?<![-\w/.])FileCheck(?![-\w./])", fc, c)
            env = dict(os.environ, PATH="/usr/lib/llvm-22/bin:" + os.environ["PATH"])
            env.pop("FILECHECK_OPTS", None)
            rc = subprocess.run(["bash", "-o", "pipefail", "-c", c], cwd=dp, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            print(os.path.relpath(path, root), ln, rc)
PY
}
runs "$native" > "$dir/Output-native.txt"
runs "$java" > "$dir/Output-java.txt"
paste -d' ' "$dir/Output-native.txt" "$dir/Output-java.txt" | awk '
  { n = ($3 == 0); j = ($6 == 0); total++
    if (n && j) both++; else if (n) { nat++; print "passes with LLVM only: " $1 ":" $2 }
    else if (j) { jav++; print "passes with Java only: " $1 ":" $2 } }
  END { printf "%d RUN lines: %d pass with both, %d with LLVM only, %d with Java only\n", total, both, nat, jav }'

#!/usr/bin/env python3
"""Runs MLIR integration tests (RUN lines: mlir-opt ... | mlir-runner ... | FileCheck) in
jopt-run as they are; see bench/integration-tests.sh for what is run and printed."""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JOPT_RUN = os.path.join(ROOT, "bin", "jopt-run")
JOPT = os.path.join(ROOT, "bin", "jopt")
LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"
FILECHECK = os.path.join(LLVM_BIN, "FileCheck")
RUNNERS = ("mlir-runner", "mlir-cpu-runner")
TIMEOUT = int(os.environ.get("JOPT_INTEGRATION_TIMEOUT", "300"))


def directives(text):
    """(kind, text) of each RUN/DEFINE/REDEFINE directive in file order; a trailing backslash
    continues a directive on the next one of the same kind (lit also joins across blank lines)."""
    out, cur = [], None
    for line in text.splitlines():
        m = re.match(r"\s*//\s*(RUN|DEFINE|REDEFINE):(.*)$", line)
        if not m:
            continue
        kind, part = m.group(1), m.group(2).rstrip()
        cont = part.endswith("\\")
        if cont:
            part = part[:-1]
        if cur is not None and cur[0] == kind:
            cur = (kind, cur[1] + " " + part)
        else:
            if cur is not None:
                out.append(cur)
            cur = (kind, part)
        if not cont:
            out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return out


def expand(cmd, defines):
    for _ in range(10):
        new = re.sub(r"%\{(\w+)\}", lambda m: defines.get(m.group(1), m.group(0)), cmd)
        if new == cmd:
            break
        cmd = new
    return cmd


def run_commands(text):
    """The test's RUN commands, with lit's DEFINE/REDEFINE substitutions applied in order."""
    defines, cmds = {}, []
    for kind, body in directives(text):
        if kind == "RUN":
            cmds.append(expand(body, defines))
            continue
        m = re.match(r"\s*%\{(\w+)\}\s*=(.*)$", body)
        if m:
            defines[m.group(1)] = m.group(2).strip()
    return cmds


def runner_pipelines(cmds):
    """(runner args, FileCheck args, stderr merged, mlir-opt stages before the runner) of each
    RUN pipeline that runs a runner."""
    result, to_t = [], []
    for cmd in cmds:
        for seg in re.split(r"&&|;", cmd):
            stages = [s.strip() for s in seg.split("|")]
            runner = next((i for i, s in enumerate(stages)
                           if s.split() and os.path.basename(s.split()[0]) in RUNNERS), None)
            if runner is None:
                # mlir-opt ... -o %t, run by a later `mlir-runner %t`
                if any(re.search(r"-o\s+%t\b", s) for s in stages):
                    to_t = [s for s in stages
                            if s.split() and os.path.basename(s.split()[0]) == "mlir-opt"]
                continue
            check = next((s for s in stages[runner + 1:]
                          if s.split() and s.split()[0] == "FileCheck"), None)
            if check is None:
                continue
            rargs = stages[runner]
            opts = [s for s in stages[:runner]
                    if s.split() and os.path.basename(s.split()[0]) == "mlir-opt"]
            if not opts and re.search(r"%t\b", rargs):
                opts = to_t
            result.append((rargs.replace("2>&1", ""), check, "2>&1" in rargs, opts))
    return result


# Passes that lower to the LLVM dialect (which jopt-run does not run), and expand-strided-metadata,
# the first step of MLIR's memref lowering to LLVM: the pipeline mode stops before the first of them.
LLVM_PASS = re.compile(r"(to-llvm|reconcile-unrealized-casts|test-cf-assert|convert-math-to-apfloat"
                       r"|lower-host-to-llvm|convert-to-emitc|expand-strided-metadata)")
_JOPT_PASSES = None


def jopt_passes():
    """The names of the passes jopt registers (from `jopt --list-passes`)."""
    global _JOPT_PASSES
    if _JOPT_PASSES is None:
        out = subprocess.run([JOPT, "--list-passes"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT).stdout.decode()
        _JOPT_PASSES = set(re.findall(r"^      --([\w-]+)", out, re.M))
    return _JOPT_PASSES


def split_top(text):
    """Splits a pass-pipeline list at its top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def cut_pipeline(elements):
    """The elements before the first one that lowers to LLVM (a nested func.func(...) cut inside),
    and whether anything was cut."""
    kept = []
    for e in elements:
        m = re.match(r"([\w.]+)\((.*)\)$", e, re.S)
        if m and not LLVM_PASS.search(m.group(1)):
            inner, cut = cut_pipeline(split_top(m.group(2)))
            if inner:
                kept.append("%s(%s)" % (m.group(1), ",".join(inner)))
            if cut:
                return kept, True
            continue
        if LLVM_PASS.search(e.split("{")[0]):
            return kept, True
        kept.append(e)
    return kept, False


def opt_steps(opt_stages):
    """The mlir-opt part of a RUN pipeline up to its lowering to LLVM: per mlir-opt stage that
    keeps a pass, its pass arguments (`--pass-pipeline=builtin.module(...)`, or the passes as
    flags, which mlir-opt nests implicitly)."""
    steps = []
    for stage in opt_stages:
        toks = shlex.split(stage.replace("2>&1", ""))[1:]
        elements, flags, i = [], False, 0
        while i < len(toks):
            t = toks[i]
            m = re.match(r"--?(pass-pipeline|p)(=(.*))?$", t, re.S)
            if m:
                v = m.group(3)
                if v is None:
                    i += 1
                    v = toks[i]
                v = re.sub(r"\s+", "", v)
                mm = re.match(r"builtin\.module\((.*)\)$", v)
                elements += split_top(mm.group(1) if mm else v)
            elif t.startswith("-") and not re.match(r"--?(o|split-input-file|allow-unregistered-dialect|mlir-.*)(=.*)?$", t):
                name, _, opts = t.lstrip("-").partition("=")
                opts = opts.strip("'\"")
                elements.append(name + ("{%s}" % opts if opts else ""))
                flags = True
            elif t == "-o":
                i += 1
            i += 1
        kept, cut = cut_pipeline(elements)
        if kept and flags:
            steps.append(tuple("--" + re.sub(r"\{(.*)\}$", r"=\1", e) for e in kept))
        elif kept:
            steps.append(("--pass-pipeline=builtin.module(%s)" % ",".join(kept),))
        if cut:
            break
    return steps


def pass_names(step):
    names = set()
    for arg in step:
        if arg.startswith("--pass-pipeline="):
            text = re.sub(r"\{[^{}]*\}", "", arg[len("--pass-pipeline="):])
            names |= set(re.findall(r"(?:^|[(,])([\w-]+)(?=[{(,)]|$)", text)) - {"builtin", "func"}
        else:
            names.add(arg.lstrip("-").split("=")[0])
    return names


def run_opt_steps(path, steps, tmpdir):
    """Runs the pipeline steps on path, each through jopt when jopt registers all its passes (and
    runs them), else through mlir-opt-22; (output path, tools note) or (None, error). Each step
    prints the generic form (MLIR 22 does not parse back its own custom form of an operand-less
    vector.print followed by an op with results), but a step that generates runtime
    verification: its messages quote the op as the printing flags say, generic form too."""
    cur, notes = path, []
    for k, step in enumerate(steps):
        out = os.path.join(tmpdir, "step%d.mlir" % k)
        missing = sorted(n for n in pass_names(step) if n not in jopt_passes())
        tools = ([] if missing else [JOPT]) + ["mlir-opt-22"]
        why = "lacks " + ",".join(missing)
        for tool in tools:
            try:
                generic = [] if any("generate-runtime-verification" in a for a in step) \
                    else ["--mlir-print-op-generic"]
                p = subprocess.run([tool, cur] + list(step) + generic + ["-o", out],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                return None, "%s timed out" % tool
            err = first_error(p.stderr.decode("utf-8", "replace")).replace(path, os.path.basename(path))
            if p.returncode == 0:
                notes.append("jopt" if tool == JOPT else "mlir-opt-22 (jopt %s)" % why)
                break
            if tool == JOPT:
                why = "fails: " + err
                continue
            return None, "mlir-opt-22 %s: %s" % (" ".join(step), err)
        cur = out
    return cur, "; ".join(notes)


def runner_options(rargs):
    """The entry and its result type from the runner's arguments."""
    toks = shlex.split(rargs)[1:]
    entry, result = "main", None
    i = 0
    while i < len(toks):
        m = re.match(r"--?(e|entry-point-result)(=(.*))?$", toks[i])
        if m:
            v = m.group(3)
            if v is None and i + 1 < len(toks):
                i += 1
                v = toks[i]
            if m.group(1) == "e":
                entry = v
            else:
                result = v
        i += 1
    return entry, result or "void"


def filecheck_args(check, path):
    out = []
    for t in shlex.split(check)[1:]:
        if t.startswith("<") or t.startswith("%t"):
            continue
        out.append(path if t == "%s" else t.replace("%s", path))
    if path not in out:
        out.insert(0, path)
    return out


def erase_schedule(text):
    """The text without its top-level transform-dialect ops (what -test-transform-dialect-erase-
    schedule erases: `transform.sequence`/`named_sequence` and modules with
    `transform.with_named_sequence`), or None when it has none."""
    lines = text.split("\n")
    keep, i, erased = [], 0, False
    while i < len(lines):
        l = lines[i]
        if re.match(r"(transform\.(sequence|named_sequence)\b|module\b.*transform\.with_named_sequence)", l):
            depth, j, seen = 0, i, False
            while j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                seen |= "{" in lines[j]
                if seen and depth <= 0:
                    break
                j += 1
            # Keep the line count, so that locations stay those of the test.
            keep += [""] * (j - i + 1)
            i = j + 1
            erased = True
            continue
        keep.append(l)
        i += 1
    return "\n".join(keep) if erased else None


def first_error(text):
    lines = text.splitlines()
    return next((l for l in lines if "error" in l), lines[0] if lines else "").strip()


def run_jopt(path, text, extra, pipeline_mode):
    pipelines = runner_pipelines(run_commands(text))
    if not pipelines:
        return "skip", "no RUN line pipes mlir-runner into FileCheck"
    note = ""
    tmpdir = tempfile.mkdtemp(prefix=os.path.basename(path)[:-5] + "-")
    run_path = path
    erased = None if pipeline_mode else erase_schedule(text)
    if erased is not None:
        run_path = os.path.join(tmpdir, os.path.basename(path))
        with open(run_path, "w") as f:
            f.write(erased)
        note = " [transform schedule erased]"
    try:
        seen, fault, tools = set(), None, []
        for rargs, check, merged, opts in pipelines:
            entry, result = runner_options(rargs)
            fc = filecheck_args(check, path)
            steps = tuple(opt_steps(opts)) if pipeline_mode else ()
            key = (entry, result, tuple(fc), merged, steps)
            if key in seen:
                continue
            seen.add(key)
            input_path = run_path
            if steps:
                input_path, how = run_opt_steps(run_path, steps, tmpdir)
                if input_path is None:
                    return "fail", "pipeline: " + how
                if how not in tools:
                    tools.append(how)
                note = " [pipeline through %s]" % " | ".join(tools)
            cmd = [JOPT_RUN, input_path, "-e", entry, "-entry-point-result=" + result] + extra
            if steps and any("test-cf-assert" in o for o in opts):
                # The test lowers cf.assert to print its message and go on (-test-cf-assert).
                cmd.append("--test-cf-assert")
            try:
                p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                return "fail", "jopt-run: timed out after %d s%s" % (TIMEOUT, note)
            err = p.stderr.decode("utf-8", "replace").replace(input_path, os.path.basename(path))
            out = p.stdout + (p.stderr if merged else b"")
            c = subprocess.run([FILECHECK] + fc, input=out, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
            if c.returncode != 0:
                fcerr = first_error(c.stderr.decode("utf-8", "replace")).replace(path, os.path.basename(path))
                why = "FileCheck: " + fcerr
                if p.returncode != 0:
                    why = "jopt-run exit %d: %s (%s)" % (p.returncode, first_error(err), why)
                return "fail", why + note
            if p.returncode != 0 and fault is None:
                fault = "checks pass; jopt-run exit %d: %s" % (p.returncode, first_error(err))
        if fault is not None:
            return "fault", fault + note
        return "pass", note.strip()
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


def run_oracle(path, text):
    """The test's own RUN lines with MLIR 22's tools (mlir-opt-22, mlir-runner-22, FileCheck)."""
    cmds = run_commands(text)
    if not runner_pipelines(cmds):
        return "skip", ""
    libs = {"%mlir_runner_utils": LLVM_LIB + "/libmlir_runner_utils.so.22.1",
            "%mlir_c_runner_utils": LLVM_LIB + "/libmlir_c_runner_utils.so.22.1",
            "%tlir_runner_utils": LLVM_LIB + "/libmlir_runner_utils.so.22.1",
            "%mlir_lib_dir": LLVM_LIB, "%shlibext": ".so"}
    with tempfile.TemporaryDirectory() as tmp:
        for cmd in cmds:
            for k in sorted(libs, key=len, reverse=True):
                cmd = cmd.replace(k, libs[k])
            cmd = cmd.replace("%s", shlex.quote(path)).replace("%t", os.path.join(tmp, "t"))
            cmd = re.sub(r"(^|[|;&(])(\s*)mlir-opt\b", r"\1\2mlir-opt-22", cmd)
            cmd = re.sub(r"(^|[|;&(])(\s*)(mlir-runner|mlir-cpu-runner)\b", r"\1\2mlir-runner-22", cmd)
            cmd = re.sub(r"(^|[|;&(])(\s*)FileCheck\b", r"\1\2" + FILECHECK, cmd)
            try:
                p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, timeout=TIMEOUT, cwd=tmp)
            except subprocess.TimeoutExpired:
                return "fail", "timed out"
            if p.returncode != 0:
                return "fail", first_error(p.stderr.decode("utf-8", "replace")).replace(path, os.path.basename(path))
    return "pass", ""


def main():
    args = sys.argv[1:]
    oracle = "--oracle" in args
    pipeline_mode = "--pipeline" in args
    extra = [a for a in args if a.startswith("-") and a not in ("--oracle", "--pipeline")]
    dirs = [a for a in args if not a.startswith("-")]
    files = []
    for d in dirs:
        if os.path.isfile(d):
            files.append(d)
            continue
        for base, _, names in os.walk(d):
            files += [os.path.join(base, n) for n in names if n.endswith(".mlir")]
    counts, both, per_dir = {}, {}, {}
    for f in sorted(files):
        with open(f, encoding="utf-8") as fh:
            text = fh.read()
        status, why = run_jopt(f, text, extra, pipeline_mode)
        counts[status] = counts.get(status, 0) + 1
        rel = os.path.relpath(f, dirs[0] if len(dirs) == 1 and os.path.isdir(dirs[0]) else ".")
        d = per_dir.setdefault(os.path.dirname(rel) or ".", {})
        d[status] = d.get(status, 0) + 1
        line = "%-5s %s" % (status.upper(), rel)
        if oracle:
            ostatus, owhy = run_oracle(f, text)
            both[(status, ostatus)] = both.get((status, ostatus), 0) + 1
            line += "  [mlir-22: %s%s]" % (ostatus, ": " + owhy if owhy else "")
        print(line + ("  " + why if why else ""), flush=True)
    for d in sorted(per_dir):
        print("%-12s %d: %s" % (d, sum(per_dir[d].values()),
                                ", ".join("%s %d" % kv for kv in sorted(per_dir[d].items()))))
    print("total %d: %s" % (len(files), ", ".join("%s %d" % (k, v) for k, v in sorted(counts.items()))))
    if oracle:
        print("jopt-run / mlir-22: " + ", ".join("%s/%s %d" % (a, b, n) for (a, b), n in sorted(both.items())))


if __name__ == "__main__":
    main()

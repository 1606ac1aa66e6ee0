#!/usr/bin/env python3
"""Helper of bench/real-programs.sh (stdlib only).

  real_programs.py runspec FILE      entry and --args of a deallocated module: "NAME<TAB>ARGS",
                                     or "-<TAB>why not runnable" (the rule: real-programs.sh)
  real_programs.py runkind RC MSG    fault, unsupported or error for a failed jopt-run
  real_programs.py samecause A B     yes when the two first errors normalize to the same cause
  real_programs.py summary OUT       OUT/results.tsv (from OUT/rows) and OUT/summary.txt
"""
import collections
import os
import re
import subprocess
import sys

STAGES = ["file", "split", "unregistered", "parse_mlir", "parse_jopt", "parse_compare",
          "buf_mlir", "buf_jopt", "buf_compare", "dealloc", "run", "entry", "run_ref",
          "err_parse_mlir", "err_parse_jopt", "err_buf_mlir", "err_buf_jopt", "err_dealloc",
          "err_run"]

# ---------------------------------------------------------------------------------------------
# runspec


def split_top(s, sep=","):
    """Splits s at sep outside brackets and quotes."""
    out, depth, cur, quote = [], 0, [], False
    for i, ch in enumerate(s):
        if quote:
            cur.append(ch)
            if ch == '"' and s[i - 1] != "\\":
                quote = False
            continue
        if ch == '"':
            quote = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>" and not (ch == ">" and i > 0 and s[i - 1] == "-"):
            depth -= 1
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur))
    return [x.strip() for x in out]


def closing(s, start):
    """Index of the bracket closing s[start] (one of ( [ { <), or -1."""
    depth, quote = 0, False
    for i in range(start, len(s)):
        ch = s[i]
        if quote:
            if ch == '"' and s[i - 1] != "\\":
                quote = False
            continue
        if ch == '"':
            quote = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>" and not (ch == ">" and s[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i
    return -1


INT = re.compile(r"^(i|si|ui)\d+$")
FLOAT = re.compile(r"^(f16|bf16|f32|f64|f80|f128|tf32)$")


def arg_value(t):
    """The --args value for an argument of type t, or (None, why)."""
    if t == "i1":
        return "true", None
    if INT.match(t) or t == "index":
        return "1", None
    if FLOAT.match(t):
        return "1.0", None
    if t.startswith("memref<"):
        body = t[len("memref<"):closing(t, len("memref"))]
        first = split_top(body)[0]
        if first.startswith("*"):
            return None, "unranked memref argument"
        dims = first.split("x")
        elem = dims[-1]
        if any(d == "?" for d in dims[:-1]):
            return None, "dynamically sized memref argument"
        if not (INT.match(elem) or FLOAT.match(elem) or elem == "index"):
            return None, "memref argument of element type " + elem
        return "iota", None
    return None, "argument of type " + re.sub(r"<.*", "<..>", t)


FUNC = re.compile(r"^  func\.func (?:(public|private|nested) )?@([^\s(]+)\(")


def runspec(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    funcs = []  # (name, visibility, args text, has body)
    for line in text.split("\n"):
        m = FUNC.match(line)
        if not m:
            continue
        open_at = m.end() - 1
        close_at = closing(line, open_at)
        if close_at < 0:
            continue
        funcs.append((m.group(2), m.group(1) or "public", line[open_at + 1:close_at],
                      line.rstrip().endswith("{")))
    defined = [f for f in funcs if f[3]]
    entry = next((f for f in defined if f[0] == "main"), None)
    if entry is None:
        public = [f for f in defined if f[1] == "public"]
        if len(public) != 1:
            if not public:
                return "-", "no @main and no public function with a body"
            return "-", "no @main and %d public functions with a body" % len(public)
        entry = public[0]
    values = []
    for a in split_top(entry[2]):
        t = a.split(":", 1)[1].strip() if a.startswith("%") else a
        if t.endswith("}"):  # argument attributes
            t = t[:t.rfind("{")].strip()
        v, why = arg_value(t)
        if v is None:
            return "-", why
        values.append(v)
    return entry[0], ",".join(values)


def runkind(msg):
    m = msg.lower()
    faults = ["after it was", "double free", "free of", "leak", "out of bounds", "outside",
              "uninitialized", "written through another", "realloc of a view",
              "dealloc of a view"]
    unsupported = ["not supported", "no semantics", "external function", "cannot allocate",
                   "cannot hold", "cannot infer the range", "the interpreter runs"]
    if any(x in m for x in unsupported):
        return "unsupported"
    if any(x in m for x in faults):
        return "fault"
    return "error"


# ---------------------------------------------------------------------------------------------
# normalization of first errors


def collapse_types(s):
    """memref<...>, tensor<...>, vector<...>, strided<...>, !d.t<...> and friends become T<..>."""
    out, i = [], 0
    pat = re.compile(r"(!?[A-Za-z_][\w.]*)<")
    while i < len(s):
        m = pat.search(s, i)
        if not m:
            out.append(s[i:])
            break
        end = closing(s, m.end() - 1)
        if end < 0:
            out.append(s[i:])
            break
        out.append(s[i:m.start()])
        out.append(m.group(1) + "<..>")
        i = end + 1
    return "".join(out)


def normalize(msg):
    s = msg.strip()
    s = re.sub(r"^.*?:\d+:\d+: ", "", s)
    s = re.sub(r"^<unknown>:0: ", "", s)
    s = re.sub(r"^(error|warning): ", "", s)
    # an attribute of a dialect jopt does not have, printed opaquely: #"dlti"<"target_system_spec<..
    s = re.sub(r'^#"(\w+)"<.*', r"attribute of the unregistered dialect '\1'", s)
    s = re.sub(r"\s*\(tried '[^']*' as well\)", "", s)
    s = collapse_types(s)
    s = re.sub(r"%[\w.$-]+(#\d+)?", "%_", s)
    s = re.sub(r"\^[\w.$-]+", "^_", s)
    s = re.sub(r"@[\w.$-]+", "@_", s)
    s = re.sub(r"#\w+(\.\w+)*\b", "#_", s)
    s = re.sub(r"(?<![\w.])-?\d+(\.\d+)?(e[+-]?\d+)?\b", "N", s)
    s = re.sub(r"\s+", " ", s)
    return s.strip()


# ---------------------------------------------------------------------------------------------
# kinds of bufferization differences

OPNAME = re.compile(r"(?:^|[=\s\"(])([a-z_][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*)(?=[\s\"(<{]|$)")
DIALECTS = None


def ops_in(line):
    found = []
    for m in OPNAME.finditer(line):
        name = m.group(1)
        if name.split(".")[0] in ("memref", "tensor", "linalg", "arith", "bufferization", "scf",
                                  "func", "affine", "cf", "math", "vector", "ml_program", "llvm",
                                  "transform", "index", "complex", "tosa", "sparse_tensor",
                                  "shape", "gpu", "deallocation", "onnx", "builtin", "ub"):
            found.append(name)
    return found


def diff_kind(path):
    """A label for the first hunk of a unified diff: the ops on its removed and added lines."""
    try:
        lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    except OSError:
        return "?"
    minus, plus, in_hunk = [], [], False
    for line in lines[2:]:
        if line.startswith("@@"):
            if in_hunk and (minus or plus):
                break
            in_hunk = True
            continue
        if line.startswith("-"):
            minus.append(line[1:])
        elif line.startswith("+"):
            plus.append(line[1:])
    om = sorted(set(o for l in minus for o in ops_in(l)))
    op = sorted(set(o for l in plus for o in ops_in(l)))
    if not minus and not plus:
        return "no change lines"
    if om and not plus:
        return "only in mlir-opt-22: " + " ".join(om)
    if op and not minus:
        return "only in jopt: " + " ".join(op)
    if om == op and om:
        # same ops: what differs on the first changed line
        a, b = minus[0].strip(), plus[0].strip()
        if re.sub(r"%[\w.$-]+", "%", a) == re.sub(r"%[\w.$-]+", "%", b):
            return "SSA names differ: " + " ".join(om)
        return "same ops printed differently: " + " ".join(om)
    if not om and not op:
        return "other: " + normalize(minus[0] if minus else plus[0])[:80]
    return "mlir-opt-22 " + (" ".join(om) or "-") + " / jopt " + (" ".join(op) or "-")


# ---------------------------------------------------------------------------------------------
# census: ops and RUN-line passes mlir-opt-22 registers and jopt does not

OP_AT_START = re.compile(r"^\s*(?:%[\w.$#:-]+(?:\s*,\s*%[\w.$#:-]+)*\s*=\s*)?"
                         r"\"?([a-z_][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*)\"?")
GENERIC = re.compile(r"\"([a-z_][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_.]*)\"\s*\(")


def ops_of_file(path):
    ops = set()
    for line in open(path, encoding="utf-8", errors="replace"):
        s = line.strip()
        if s.startswith("//") or s.startswith("#") or s.startswith("!"):
            continue
        m = OP_AT_START.match(line)
        if m:
            ops.add(m.group(1))
        for g in GENERIC.finditer(line):
            ops.add(g.group(1))
    return ops


def probe(tool, names, workdir):
    """The subset of names the tool registers (an op whose generic form is not reported as an
    unregistered dialect or operation)."""
    path = os.path.join(workdir, "op-probe.mlir")
    with open(path, "w") as f:
        f.write("\n// -----\n".join('"%s"() : () -> ()' % n for n in names) + "\n")
    try:
        r = subprocess.run([tool, "--split-input-file", path], capture_output=True, text=True,
                           timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    unknown = set()
    for line in r.stderr.split("\n"):
        m = re.match(r".*?:(\d+):\d+: error: (.*)", line)
        if not m:
            continue
        if "unregistered dialect" in m.group(2) or "unregistered operation" in m.group(2):
            unknown.add(names[(int(m.group(1)) - 1) // 2])
    return set(names) - unknown


PASS_FLAG = re.compile(r"(?<![\w-])--?([a-z][a-z0-9-]*)")


def run_passes(path, tool_passes_mlir):
    """Pass names on the file's RUN lines that are registered passes of mlir-opt-22."""
    found = set()
    text = open(path, encoding="utf-8", errors="replace").read()
    run = " ".join(re.findall(r"//\s*(?:RUN|DEFINE):(.*)", text))
    for m in PASS_FLAG.finditer(run):
        if m.group(1) in tool_passes_mlir:
            found.add(m.group(1))
    pipelines = re.findall(r"pass-pipeline=[\"']?([^\"'\s|]+)", run)
    pipelines += re.findall(r"-p\s+[\"']([^\"']+)", run)
    for p in pipelines:
        for name in re.findall(r"([a-z][a-z0-9-]*)(?=[({,)]|$)", p):
            if name in tool_passes_mlir:
                found.add(name)
    return found


def registered_passes(cmd):
    """Pass and pass-pipeline names in a tool's pass list: lines `      --name   -   help` (six
    spaces; a pass's options are indented further and have one space after the dash)."""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=120).stdout
    except (OSError, subprocess.TimeoutExpired):
        return set()
    return set(re.findall(r"^ {6}--([a-z][a-z0-9-]*)\s+-   ", out, re.M))


# ---------------------------------------------------------------------------------------------
# summary


def unit_of(op):
    """The unit of work an op belongs to: its dialect, except a linalg or affine op (each named
    op is its own work) ."""
    d = op.split(".")[0]
    return op if d in ("linalg", "affine", "tensor", "memref", "arith", "scf") else d + ".*"


UNKNOWN_OP = re.compile(r"Dialect `\w+' not found for custom op|custom op '[\w.]+' is unknown|"
                        r"operation being parsed with an unregistered dialect|"
                        r"unregistered operation")


def unblock_order(rows, file_ops, missing, o):
    """Greedy: which missing dialect (or linalg op) lets jopt parse the most files mlir-opt-22
    parses, then the next... A file whose first jopt error is not an unknown op or dialect has
    another blocker and is counted apart."""
    need = {}
    other = []
    for r in rows:
        if r["parse_mlir"] != "ok" or r["parse_jopt"] == "ok":
            continue
        units = set(unit_of(op) for op in file_ops[r["file"]] & missing)
        if not UNKNOWN_OP.search(r["err_parse_jopt"]) or not units:
            other.append(r)
            continue
        need[r["file"]] = units
    o.append("== what would let jopt parse the files mlir-opt-22 parses and jopt does not "
             "(greedy: each line adds one dialect, or one linalg/affine op, to those above)")
    done = set()
    total = 0
    while True:
        gain = collections.Counter()
        for f, units in need.items():
            rest = units - done
            if len(rest) == 1:
                gain[next(iter(rest))] += 1
        if not gain:
            break
        unit, g = sorted(gain.items(), key=lambda kv: (-kv[1], kv[0]))[0]
        done.add(unit)
        total += g
        o.append("%6d  +%-4d %s" % (total, g, unit))
    stuck = [f for f, units in need.items() if units - done]
    if stuck:
        o.append("        %d more files need two or more of: %s" % (len(stuck), ", ".join(
            sorted(set().union(*(need[f] - done for f in stuck))))))
    if other:
        o.append("        %d files fail on something other than an unknown op (see above)" %
                 len(other))
    o.append("")


def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "n/a"


def group(rows, key_err, title, out, limit=None):
    groups = collections.OrderedDict()
    for r in sorted(rows, key=lambda r: r["file"]):
        k = normalize(r[key_err]) if isinstance(key_err, str) else key_err(r)
        groups.setdefault(k, []).append(r["file"])
    out.append("-- %s: %d files, %d causes" % (title, len(rows), len(groups)))
    items = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for k, files in items[:limit] if limit else items:
        out.append("%6d  %s  [e.g. %s]" % (len(files), k, files[0]))
    if limit and len(items) > limit:
        out.append("        ... %d more causes (%d files)" % (
            len(items) - limit, sum(len(f) for _, f in items[limit:])))
    out.append("")


def summary(out_dir):
    meta = {}
    if os.path.exists(os.path.join(out_dir, "meta")):
        for line in open(os.path.join(out_dir, "meta")):
            k, _, v = line.rstrip("\n").partition("=")
            meta[k] = v
    rows = []
    rows_dir = os.path.join(out_dir, "rows")
    for name in sorted(os.listdir(rows_dir)):
        parts = open(os.path.join(rows_dir, name), encoding="utf-8", errors="replace").read()
        parts = parts.rstrip("\n").split("\t")
        parts += [""] * (len(STAGES) - len(parts))
        rows.append(dict(zip(STAGES, parts)))
    rows.sort(key=lambda r: r["file"])
    for r in rows:
        r["diff_kind"] = diff_kind(os.path.join(out_dir, "diffs", r["file"] + ".diff")) \
            if r["buf_compare"].startswith("differs") else ""
        if r["buf_compare"] == "differs-varies":
            r["diff_kind"] += " (mlir-opt-22's own output varies between runs)"
    cols = STAGES[:13] + ["diff_kind"] + STAGES[13:]
    with open(os.path.join(out_dir, "results.tsv"), "w") as f:
        f.write("\t".join(cols) + "\n")
        for r in rows:
            f.write("\t".join(r[c] for c in cols) + "\n")

    ok = lambda r, k: r[k] == "ok"
    n = len(rows)
    pm = [r for r in rows if ok(r, "parse_mlir")]
    pj = [r for r in rows if ok(r, "parse_jopt")]
    pboth = [r for r in pm if ok(r, "parse_jopt")]
    bm = [r for r in rows if ok(r, "buf_mlir")]
    bj = [r for r in rows if ok(r, "buf_jopt")]
    bboth = [r for r in bm if ok(r, "buf_jopt")]
    # identical-rerun: jopt's output is one that mlir-opt-22 prints on another run
    ident = [r for r in bboth if r["buf_compare"] in ("identical", "identical-rerun")]
    rerun = [r for r in bboth if r["buf_compare"] == "identical-rerun"]
    differ = [r for r in bboth if r["buf_compare"].startswith("differs")]
    dall = [r for r in rows if r["dealloc"] not in ("skip", "")]
    dok = [r for r in dall if r["dealloc"] == "ok"]
    runs = [r for r in rows if r["run"] not in ("skip", "n/a", "")]
    runstat = collections.Counter(r["run"] for r in runs)

    o = []
    o.append("real-programs summary: %s, %d files (%s)" % (meta.get("dir", "?"), n,
                                                         meta.get("date", "")))
    o.append("tools: jopt=%s jopt-run=%s mlir-opt=%s" % (meta.get("jopt", "?"),
                                                          meta.get("jopt_run", "?"),
                                                          meta.get("mlir_opt", "?")))
    top = collections.Counter(r["file"].split("/")[0] if "/" in r["file"] else "." for r in rows)
    o.append("top-level directories: " + ", ".join("%s %d" % kv for kv in sorted(top.items())))
    o.append("split into chunks (--split-input-file): %d; --allow-unregistered-dialect: %d" % (
        sum(r["split"] == "yes" for r in rows), sum(r["unregistered"] == "yes" for r in rows)))
    o.append("")
    o.append("== 1. parse")
    o.append("parsed by mlir-opt-22: %d   by jopt: %d   by both: %d" % (
        len(pm), len(pj), len(pboth)))
    o.append("only mlir-opt-22: %d   only jopt: %d   neither: %d" % (
        len(pm) - len(pboth), len(pj) - len(pboth), n - len(pm) - len(pj) + len(pboth)))
    o.append("of those both parse, printed identically: %d, differently: %d" % (
        sum(r["parse_compare"] == "identical" for r in pboth),
        sum(r["parse_compare"] == "differs" for r in pboth)))
    o.append("")
    o.append("== 2. bufferize (%s)" % meta.get(
        "bufferize", "--one-shot-bufferize=bufferize-function-boundaries"))
    o.append("bufferized by mlir-opt-22: %d   by jopt: %d   by both: %d" % (
        len(bm), len(bj), len(bboth)))
    o.append("of those both bufferized: identical %d, differ %d" % (len(ident), len(differ)))
    if rerun:
        o.append("  (of the identical, %d only to another run of mlir-opt-22, whose output varies "
                 "between runs: %s)" % (len(rerun), ", ".join(r["file"] for r in rerun[:5])))
    bpb = [r for r in pboth]
    o.append("of the %d both parse: only mlir-opt-22 bufferized %d, only jopt %d, neither %d" % (
        len(bpb), sum(ok(r, "buf_mlir") and not ok(r, "buf_jopt") for r in bpb),
        sum(ok(r, "buf_jopt") and not ok(r, "buf_mlir") for r in bpb),
        sum(not ok(r, "buf_jopt") and not ok(r, "buf_mlir") for r in bpb)))
    o.append("")
    o.append("== 3. deallocate (jopt --jopt-deallocation-pipeline on jopt's bufferized output)")
    o.append("attempted: %d   ok: %d   %s" % (len(dall), len(dok), "   ".join(
        "%s: %d" % kv for kv in sorted(collections.Counter(
            r["dealloc"] for r in dall if r["dealloc"] != "ok").items()))))
    o.append("")
    o.append("== 4. run (jopt-run on the deallocated output)")
    na = [r for r in rows if r["run"] == "n/a"]
    o.append("runnable: %d of %d deallocated   %s" % (len(runs), len(dok), "   ".join(
        "%s: %d" % (k, runstat[k]) for k in ("clean", "fault", "unsupported", "error", "timeout",
                                             "crash") if runstat[k])))
    same = sum(r["run_ref"] == "same" for r in runs)
    o.append("faults and errors that mlir-opt-22's bufferized program has too: %d of %d" % (
        same, runstat["fault"] + runstat["error"]))
    o.append("")
    o.append("== failures by cause (first error, normalized; count, cause, first file)")
    o.append("")
    group([r for r in pm if not ok(r, "parse_jopt")], "err_parse_jopt",
          "parse: jopt fails where mlir-opt-22 parses", o)
    group([r for r in pj if not ok(r, "parse_mlir")], "err_parse_mlir",
          "parse: mlir-opt-22 fails where jopt parses (mlir-opt-22's error)", o)
    group([r for r in pboth if r["parse_compare"] == "differs"],
          lambda r: diff_kind(os.path.join(out_dir, "diffs", r["file"] + ".parse.diff")),
          "parse: printed outputs differ, by kind of the first hunk", o)
    neither = [r for r in rows if not ok(r, "parse_mlir") and not ok(r, "parse_jopt")]
    group(neither, "err_parse_mlir", "parse: both fail (mlir-opt-22's error)", o, limit=25)
    group(neither, "err_parse_jopt", "parse: both fail (jopt's error)", o, limit=25)
    group([r for r in bm if r["buf_jopt"] not in ("ok", "skip")], "err_buf_jopt",
          "bufferize: jopt fails where mlir-opt-22 bufferizes", o)
    group([r for r in bj if r["buf_mlir"] not in ("ok", "skip")], "err_buf_mlir",
          "bufferize: mlir-opt-22 fails where jopt bufferizes (mlir-opt-22's error)", o)
    group([r for r in pboth if r["buf_mlir"] not in ("ok", "skip") and
           r["buf_jopt"] not in ("ok", "skip")], "err_buf_jopt",
          "bufferize: both fail (jopt's error)", o)
    group(differ, lambda r: r["diff_kind"],
          "bufferize: outputs differ, by kind of the first hunk", o)
    group([r for r in dall if r["dealloc"] != "ok"], "err_dealloc", "deallocate: failures", o)
    ref_note = {"same": " (the same on mlir-opt-22's bufferized program)",
                "clean": " (mlir-opt-22's bufferized program runs clean)",
                "other": " (mlir-opt-22's bufferized program fails otherwise)"}
    group([r for r in runs if r["run"] != "clean"],
          lambda r: r["run"] if r["run"] == "timeout" else
          r["run"] + ": " + normalize(r["err_run"]) + ref_note.get(r["run_ref"], ""),
          "run: not clean", o)
    group(na, lambda r: r["err_run"], "run: not runnable", o)

    # census of ops and passes
    jopt = meta.get("jopt") or os.environ.get("JOPT")
    mlir = meta.get("mlir_opt") or os.environ.get("MLIR_OPT", "mlir-opt-22")
    src = meta.get("dir")
    if jopt and src and os.path.isdir(src):
        file_ops = {r["file"]: ops_of_file(os.path.join(src, r["file"])) for r in rows}
        names = sorted(set().union(*file_ops.values())) if file_ops else []
        reg_m = probe(mlir, names, out_dir) if names else set()
        reg_j = probe(jopt, names, out_dir) if names else set()
        if reg_m is not None and reg_j is not None:
            missing = sorted(reg_m - reg_j)
            parsed_m = set(r["file"] for r in pm)
            failed_j = set(r["file"] for r in pm if not ok(r, "parse_jopt"))
            o.append("== ops mlir-opt-22 registers and jopt does not (files using each: where "
                     "mlir-opt-22 parses and jopt fails / where mlir-opt-22 parses / all files)")
            counts = []
            for op in missing:
                users = [f for f, ops in file_ops.items() if op in ops]
                counts.append((sum(f in failed_j for f in users), sum(f in parsed_m for f in users),
                               len(users), op, sorted(users)[0]))
            for a, b, c, op, ex in sorted(counts, key=lambda x: (-x[0], -x[1], -x[2], x[3])):
                o.append("%6d %6d %6d  %s  [e.g. %s]" % (a, b, c, op, ex))
            by_dialect = collections.Counter()
            for op in missing:
                by_dialect[op.split(".")[0]] += 1
            o.append("missing ops per dialect: " + ", ".join(
                "%s %d" % kv for kv in sorted(by_dialect.items(), key=lambda kv: (-kv[1], kv[0]))))
            o.append("")
            # ops of dialects jopt has that it does not register (mlir-opt-22 may lack them too,
            # as it lacks onnx)
            dialects_j = set(op.split(".")[0] for op in reg_j)
            unknown_j = sorted(op for op in set(names) - reg_j - reg_m
                               if op.split(".")[0] in dialects_j)
            if unknown_j:
                o.append("== ops of dialects jopt has, registered by neither tool (files using "
                         "each)")
                uses = collections.Counter()
                for ops in file_ops.values():
                    uses.update(ops & set(unknown_j))
                o.append(", ".join("%s %d" % kv for kv in
                                   sorted(uses.items(), key=lambda kv: (-kv[1], kv[0]))))
                o.append("")
            unblock_order(rows, file_ops, set(missing), o)
        mp, jp = registered_passes([mlir, "--help"]), registered_passes([jopt, "--list-passes"])
        if mp and jp:
            o.append("== passes on RUN lines that mlir-opt-22 registers and jopt does not "
                     "(files using each)")
            use = collections.Counter()
            example = {}
            for r in rows:
                for p in run_passes(os.path.join(src, r["file"]), mp) - jp:
                    use[p] += 1
                    example.setdefault(p, r["file"])
            for p, c in sorted(use.items(), key=lambda kv: (-kv[1], kv[0])):
                o.append("%6d  %s  [e.g. %s]" % (c, p, example[p]))
            o.append("")

    o.append("== acceptance figures")
    o.append("parse:      jopt parses %s of what mlir-opt-22 parses (%d of %d; target >= 99%%)" % (
        pct(len(pboth), len(pm)), len(pboth), len(pm)))
    o.append("bufferize:  byte-identical on %s of what both bufferize (%d of %d%s; "
             "target >= 99%%)" % (
        pct(len(ident), len(bboth)), len(ident), len(bboth),
        ", %d of them to another run of mlir-opt-22" % len(rerun) if rerun else ""))
    o.append("deallocate: the pipeline ran on %s of what jopt bufferized (%d of %d; "
             "target 100%%)" % (
        pct(len(dok), len(bj)), len(dok), len(bj)))
    text = "\n".join(o) + "\n"
    open(os.path.join(out_dir, "summary.txt"), "w").write(text)
    sys.stdout.write(text)


def main(argv):
    if len(argv) >= 2 and argv[0] == "runspec":
        entry, why = runspec(argv[1])
        print("%s\t%s" % (entry, why))
    elif len(argv) >= 3 and argv[0] == "runkind":
        print(runkind(argv[2]))
    elif len(argv) >= 3 and argv[0] == "samecause":
        print("yes" if normalize(argv[1]) == normalize(argv[2]) else "no")
    elif len(argv) >= 2 and argv[0] == "summary":
        summary(argv[1])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

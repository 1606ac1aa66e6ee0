#!/usr/bin/env python3
"""The shape of a Java package, from its own sources: who uses whom, and how wide its methods are.

    bench/package-deps.py [DIR] [--entry Class.method] [--list]

DIR (default: merge-alloc's package, passes/src/main/java/jopt/passes/mergealloc) and its
subpackages are read; each top-level type is a node (the types nested in it are part of it: the
count of nested types that are not private is printed beside the nodes, so that a figure moved by
nesting types rather than by untangling them shows). An arrow A -> B: A's code (comments and
strings removed) names B (its simple name, or B's package-qualified name from another package).
Prints:
  - arrows: the number of arrows between the package's types;
  - layers: the length of the longest chain of arrows, plus one, once the arrows that close a
    cycle are set aside (a type that uses nothing of the package is on layer 1);
  - back-up: those arrows that close a cycle (an import back up a layer; 0 when the types form
    a hierarchy);
  - the same for each package alone (its own types and the arrows between them), and the
    arrows between packages with those that close a cycle;
  - wide methods: methods and constructors with more than 5 parameters (a record's header
    counts as its constructor);
  - written after construction: instance fields of a class (nested ones too) assigned, or (a
    collection) put to, added to, cleared or removed from, in a method of that class other than
    a constructor (state a stage keeps between its calls). Only a class's writes to its own
    fields are seen, not writes through another object's reference. Fields of walk objects are
    counted apart, as written while building: a walk object is a type that is not public, that
    no method of the package returns, and that only walk objects hold in a field or record
    component (locals and parameters may), so each instance lives only during the call that
    made it and builds that call's result;
  - with --entry C.m: the `if`/`?` conditions in C.m that name a boolean field or local called
    exact or precise (a mode switch in the pass's driver).
--list prints the arrows, the back-up arrows, the wide methods and the written fields.
--why PKG (a subpackage's dotted name relative to DIR, or "(top)" for DIR itself) prints that
package's own back-up arrows, each with the first line of the user's code that names the target
(the reason the arrow exists), and the arrows between packages that close a cycle with theirs.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = os.path.join(ROOT, "passes/src/main/java/jopt/passes/mergealloc")


def strip(src):
    """Java source without comments, string and char literals (kept as empty quotes)."""
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif src.startswith('"""', i):
            j = src.find('"""', i + 3)
            out.append('""')
            i = n if j < 0 else j + 3
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] != c:
                j += 2 if src[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read(pkg_dir):
    """{node: (package, code)} for every .java file under pkg_dir (node: the file's type)."""
    nodes = {}
    for d, _, files in os.walk(pkg_dir):
        for f in sorted(files):
            if f.endswith(".java") and f != "package-info.java":
                rel = os.path.relpath(os.path.join(d, f), pkg_dir)
                name = rel[:-5].replace(os.sep, ".")
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    nodes[name] = strip(fh.read())
    return nodes


DECLARED_OR_NESTED = re.compile(r"(?:\b(?:class|interface|record|enum)\s+|\b[A-Z]\w*\s*\.\s*)$")


def names_type(code, simple):
    """Whether code names the type `simple` of its own package: a use of the simple name that
    neither declares a type of that name (a nested `interface SymbolTable {}`) nor names another
    type's nested member (`Traits.SymbolTable`)."""
    for m in re.finditer(r"\b%s\b" % re.escape(simple), code):
        if not DECLARED_OR_NESTED.search(code[max(0, m.start() - 80):m.start()]):
            return True
    return False


def arrows(nodes):
    """{(a, b)}: a names b. Same subpackage: the simple name; else the imported or qualified one."""
    out = set()
    for a, code in nodes.items():
        a_pkg = a.rpartition(".")[0]
        for b in nodes:
            if a == b:
                continue
            b_pkg, _, simple = b.rpartition(".")
            if b_pkg == a_pkg:
                hit = names_type(code, simple)
            else:
                # the Java name: a module's directory reads as src.main.java.PACKAGE
                java_pkg = re.sub(r"^src\.(?:main|test)\.java\.", "", b_pkg)
                dotted = (java_pkg + "." if java_pkg else "") + simple
                hit = re.search(r"(?<![\w.])(?:[\w.]*\.)?%s\b" % re.escape(dotted), code) \
                    and re.search(r"\b%s\b" % re.escape(simple), code)
                if b_pkg == "" and a_pkg:
                    # a subpackage's type uses its parent package's by import or qualified name
                    hit = re.search(r"\.mergealloc\.%s\b|\b%s\b" % (simple, simple), code) \
                        and re.search(r"import\s+[\w.]*\.%s\s*;|[\w.]+\.%s\b" % (simple, simple),
                                      code)
            if hit:
                out.add((a, b))
    return out


def nested_types(nodes):
    """[(node, enclosing, name)]: the types declared inside another type (not private), each with
    the simple name of the type it is declared in."""
    decl = re.compile(r"\b(private\s+)?(?:(?:public|protected|static|final|sealed|abstract)\s+)*"
                      r"(?:class|record|enum|interface)\s+(\w+)[^{;]*\{")
    out = []
    for node, code in nodes.items():
        stack, depth, i = [], 0, 0
        while i < len(code):
            m = decl.match(code, i) if (i == 0 or not (code[i - 1].isalnum() or code[i - 1] == "_")) else None
            if m:
                if stack and not m.group(1):
                    out.append((node, stack[-1][0], m.group(2)))
                depth += 1
                stack.append((m.group(2), depth))
                i = m.end()
                continue
            c = code[i]
            if c == "{":
                depth += 1
            elif c == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
            i += 1
    return out


def nested_arrows(nodes):
    """{(a, node.Inner)}: a names a nested type declared in another file, by its enclosing
    type's name (an import of it, or a qualified use): the arrows that nesting hides."""
    out = set()
    for node, outer, inner in nested_types(nodes):
        pattern = re.compile(r"\b%s\s*\.\s*%s\b" % (outer, inner))
        for a, code in nodes.items():
            if a != node and pattern.search(code):
                out.add((a, node + "." + inner))
    return out


def first_use(code, target):
    """The first line of code (comments and strings removed) that names the type node `target`
    by its simple name: why an arrow to it exists."""
    simple = target.rpartition(".")[2]
    for line in code.splitlines():
        if re.search(r"\b%s\b" % re.escape(simple), line) and not line.lstrip().startswith("import"):
            return " ".join(line.split())[:110]
    return "(import only)"


def back_edges(nodes, edges):
    """Arrows closing a cycle: those to a type on the DFS stack (types visited by name)."""
    succ = {n: sorted(b for a, b in edges if a == n) for n in nodes}
    state, back = {}, set()

    def visit(n):
        state[n] = 1
        for m in succ[n]:
            if state.get(m) == 1:
                back.add((n, m))
            elif m not in state:
                visit(m)
        state[n] = 2

    sys.setrecursionlimit(10000)
    for n in sorted(nodes):
        if n not in state:
            visit(n)
    return back


def layers(nodes, edges):
    succ = {n: [b for a, b in edges if a == n] for n in nodes}
    memo = {}

    def height(n):
        if n not in memo:
            memo[n] = 1 + max((height(m) for m in succ[n]), default=0)
        return memo[n]

    return max((height(n) for n in nodes), default=0), memo


PARAMS = re.compile(
    r"(?:(?:public|protected|private|static|final|synchronized|abstract|default)\s+)*"
    r"(?:<[^>{};]*>\s+)?([\w.<>\[\], ?]+?)\s+(\w+)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*"
    r"(?:throws [\w., ]+)?\s*[{;]")
CTOR = re.compile(r"(?:(?:public|protected|private)\s+)?([A-Z]\w*)\s*\(([^()]*)\)\s*\{")
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "new", "else", "synchronized"}


def count_params(text):
    text = text.strip()
    if not text:
        return 0
    depth, n = 0, 1
    for c in text:
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        elif c == "," and depth == 0:
            n += 1
    return n


def wide_methods(nodes, limit=5):
    out = []
    for name, code in nodes.items():
        for m in PARAMS.finditer(code):
            ret, meth, params = m.group(1), m.group(2), m.group(3)
            if meth in KEYWORDS or ret.strip() in KEYWORDS or ret.strip().endswith("new"):
                continue
            if (ret.split() or [""])[-1] in ("record", "class") or re.search(
                    r"\b(class|record|enum)\s+%s\b" % meth, code):
                continue  # a record's header or a constructor: counted below, once
            if "=" in params or "->" in params:
                continue
            k = count_params(params)
            if k > limit:
                out.append((name, meth, k))
        for m in re.finditer(r"\brecord\s+(\w+)\s*\(([^()]*)\)", code):
            k = count_params(m.group(2))
            if k > limit:
                out.append((name, m.group(1) + ".<init>", k))
        for m in CTOR.finditer(code):
            cls, params = m.group(1), m.group(2)
            if cls in KEYWORDS or "=" in params:
                continue
            if not re.search(r"\b(class|record|enum)\s+%s\b" % cls, code):
                continue
            k = count_params(params)
            if k > limit:
                out.append((name, cls + ".<init>", k))
    return sorted(set(out))


def type_body(code, simple):
    """The text of type `simple`'s body without its nested types' bodies, and its fields as
    (name, declaration) pairs."""
    m = re.search(r"\b(?:class|enum)\s+%s\b[^{]*\{" % simple, code)
    if not m:
        return None, []
    i, depth, body = m.end(), 1, []
    nested = re.compile(r"\b(?:class|record|enum|interface)\s+\w+[^{;]*\{")
    while i < len(code) and depth > 0:
        n = nested.match(code, i) if depth == 1 else None
        if n:  # skip a nested type
            j, d = n.end(), 1
            while j < len(code) and d > 0:
                d += {"{": 1, "}": -1}.get(code[j], 0)
                j += 1
            i = j
            continue
        c = code[i]
        depth += {"{": 1, "}": -1}.get(c, 0)
        body.append(c if depth >= 1 else "")
        i += 1
    text = "".join(body)
    fields = []
    # fields: declarations at depth 0 of the body (outside method bodies)
    d, stmt = 0, []
    for c in text:
        if c == "{":
            if d == 0:
                stmt.append("{")
            d += 1
            continue
        if c == "}":
            d -= 1
            if d == 0:
                stmt = []
            continue
        if d == 0:
            if c == ";":
                s = "".join(stmt)
                stmt = []
                if "(" in s.split("=")[0]:
                    continue
                fm = re.search(r"(\w+)\s*(?:=|$)", s.split("=")[0].strip() + " =")
                if fm and not re.search(r"\bstatic\b", s):
                    fields.append((fm.group(1), s.split("=")[0]))
            else:
                stmt.append(c)
    return text, fields


def declared_types(nodes):
    """{simple name: (node, code)} of every class and enum of the package, nested ones too."""
    out = {}
    for name, code in nodes.items():
        for m in re.finditer(r"\b(?:class|enum)\s+(\w+)", code):
            out.setdefault(m.group(1), (name, code))
    return out


# A type's name, not as the qualifier of a nested type's (PathFlow.Choice names Choice).
NAMES = r"\b%s\b(?!\s*\.\s*[A-Z])"


def walk_objects(nodes):
    """Types whose instances live only during the call that makes them (a walk's state): not
    public, returned by no method of the package, and held only in fields (or record
    components) of such types. Parameters and locals may name them."""
    types = declared_types(nodes)
    every = "\n".join(nodes.values())
    returned = set()
    for m in PARAMS.finditer(every):
        for t in types:
            if re.search(NAMES % t, m.group(1)) and m.group(2) not in KEYWORDS:
                returned.add(t)
    holders = {t: set() for t in types}  # t -> the types with a field or component naming t
    for h, (node, code) in types.items():
        _, fields = type_body(code, h)
        for _, decl in fields:
            for t in types:
                if re.search(NAMES % t, decl):
                    holders[t].add(h)
    for node, code in nodes.items():
        for m in re.finditer(r"\brecord\s+(\w+)\s*\(([^()]*)\)", code):
            for t in types:
                if re.search(NAMES % t, m.group(2)):
                    holders[t].add(m.group(1))
    walk = {t for t, (node, code) in types.items() if t not in returned
            and not re.search(r"\bpublic\s+(?:\w+\s+)*(?:class|enum)\s+%s\b" % t, code)}
    changed = True
    while changed:
        changed = False
        for t in sorted(walk):
            if any(h not in walk for h in holders[t] if h != t):
                walk.discard(t)
                changed = True
    return walk


def written_fields(nodes):
    """(type, field, how, walk) for fields of classes (nested ones too) written outside their
    constructors; walk: the type is a walk object ({@link walk_objects}), so the field is
    written while its call builds a result, never after."""
    out = []
    walk = walk_objects(nodes)
    for simple, (name, code) in sorted(declared_types(nodes).items()):
        body, fields = type_body(code, simple)
        if body is None:
            continue
        # methods' bodies other than constructors
        methods = []
        for m in re.finditer(r"\b(\w+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(?:throws [\w., ]+)?\{",
                             body):
            if m.group(1) == simple or m.group(1) in KEYWORDS:
                continue
            j, d = m.end(), 1
            while j < len(body) and d > 0:
                d += {"{": 1, "}": -1}.get(body[j], 0)
                j += 1
            methods.append(body[m.end():j])
        text = "\n".join(methods)
        node = name if name.rpartition(".")[2] == simple else name + "." + simple
        for f, _ in fields:
            how = None
            if re.search(r"(?<![\w.])(?:this\.)?%s\s*(?:[+\-*/]?=(?!=)|\+\+|--)" % f, text):
                how = "assigned"
            elif re.search(r"(?<![\w.])(?:this\.)?%s\s*\.\s*(put|putAll|add|addAll|clear|remove|"
                           r"removeAll|removeIf|computeIfAbsent|merge|set)\s*\(" % f, text):
                how = "mutated"
            if how:
                out.append((node, f, how, simple in walk))
    return sorted(out)


def mode_branches(nodes, entry):
    cls, _, meth = entry.partition(".")
    code = nodes.get(cls)
    if code is None:
        return None
    m = re.search(r"\b%s\s*\([^)]*\)\s*\{" % meth, code)
    if not m:
        return None
    j, d = m.end(), 1
    while j < len(code) and d > 0:
        d += {"{": 1, "}": -1}.get(code[j], 0)
        j += 1
    body = code[m.end():j]
    n = len(re.findall(r"\bif\s*\([^)]*\b(exact|precise)\b", body))
    n += len(re.findall(r"\b(exact|precise)\b[^;?]*\?", body))
    return n


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    listing = "--list" in argv
    why = None
    if "--why" in argv:
        why = argv[argv.index("--why") + 1]
        args.remove(why)
        why = "" if why == "(top)" else why
    entry = "MergeAllocPass.runOnOperation"
    for i, a in enumerate(argv):
        if a == "--entry":
            entry = argv[i + 1]
            args.remove(entry)
    pkg = args[0] if args else DEFAULT
    nodes = read(pkg)
    edges = arrows(nodes)
    back = back_edges(nodes, edges)
    depth, height = layers(nodes, edges - back)
    wide = wide_methods(nodes)
    written = written_fields(nodes)
    branches = mode_branches(nodes, entry)
    nested = sum(len(re.findall(r"^\s+(?:public\s+|protected\s+)?(?:static\s+)?(?:final\s+)?"
                                r"(?:class|record|enum|interface)\s+\w+", code, re.M))
                 for code in nodes.values())
    print(f"package: {os.path.relpath(pkg, ROOT)} with its subpackages ({len(nodes)} types, "
          f"{nested} nested types not private)")
    print(f"arrows: {len(edges)}")
    hidden = nested_arrows(nodes)
    print(f"arrows with nested types as nodes of their own: {len(edges) + len(hidden)} "
          f"({len(hidden)} to nested types named from another file)")
    print(f"layers: {depth}")
    print(f"back-up arrows: {len(back)}")
    # Each package alone (its own types, the arrows between them), and the packages' graph.
    pkgs = sorted({n.rpartition(".")[0] for n in nodes})
    for q in pkgs:
        own = {n: c for n, c in nodes.items() if n.rpartition(".")[0] == q}
        e = {(a, b) for a, b in edges if a in own and b in own}
        bk = back_edges(own, e)
        d, _ = layers(own, e - bk)
        print(f"  {q or '(top)'}: {len(own)} types, {len(e)} arrows, {d} layers, "
              f"{len(bk)} back-up")
    pn = {q: "" for q in pkgs}
    pe = {(a.rpartition(".")[0], b.rpartition(".")[0]) for a, b in edges
          if a.rpartition(".")[0] != b.rpartition(".")[0]}
    pb = back_edges(pn, pe)
    print("packages: " + ", ".join(f"{a or '(top)'} -> {b or '(top)'}" for a, b in sorted(pe))
          + f"; {len(pb)} back-up" + (": " + ", ".join(f"{a or '(top)'} -> {b or '(top)'}"
                                                      for a, b in sorted(pb)) if pb else ""))
    print(f"methods with more than 5 parameters: {len(wide)}")
    after = [w for w in written if not w[3]]
    print(f"fields written after construction: {len(after)} "
          f"(and {len(written) - len(after)} of walk objects, written while building)")
    print(f"{entry}: {branches} exact/precise branches")
    if why is not None:
        own = {n: c for n, c in nodes.items() if n.rpartition(".")[0] == why}
        e = {(a, b) for a, b in edges if a in own and b in own}
        for a, b in sorted(back_edges(own, e)):
            print(f"  back-up in {why or '(top)'}: {a} -> {b}: {first_use(nodes[a], b)}")
        for a, b in sorted(pb):
            if why in (a, b):
                for x, y in sorted(edges):
                    if x.rpartition(".")[0] == a and y.rpartition(".")[0] == b:
                        print(f"  package back-up {a or '(top)'} -> {b or '(top)'}: {x} -> {y}: "
                              f"{first_use(nodes[x], y)}")
    if listing:
        for n in sorted(nodes, key=lambda n: (-height[n], n)):
            print(f"  layer {height[n]:2}: {n} -> "
                  + ", ".join(sorted(b for a, b in edges if a == n)))
        for a, b in sorted(back):
            print(f"  back-up: {a} -> {b}")
        for a, b in sorted(hidden):
            print(f"  to a nested type: {a} -> {b}")
        for t, m, k in wide:
            print(f"  wide: {t}.{m} ({k})")
        for t, f, how, walk in written:
            print(f"  written{' while building' if walk else ''}: {t}.{f} ({how})")


if __name__ == "__main__":
    main(sys.argv[1:])

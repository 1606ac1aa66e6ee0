#!/usr/bin/env python3
"""Where the interpreter's compiled ops get their meaning, from the compiler's own sources.

    bench/interp-op-definitions.py [--list] [CHECKOUT]

Reads interpreter/src/main/java/jopt/interpreter/compile of CHECKOUT (default: this one). Each codegen unit is one op's (or one
table of ops') bytecode: the codegen passed to Compilation.registerCodegen /
registerUnregisteredCodegen (a lambda or a method reference, with the helpers of its class it
calls and the Emitter helpers it uses), and the ops the compiler writes itself (scf.for, scf.if,
memref.load/store/dim in LoopNests). A unit is "once" when the bytecode it emits computes nothing
itself: every computation is an invokestatic of a method the op's semantics call too
(semantics/ArithScalars, AffineScalars, runtime/Scalars; for memory accesses the addressing,
bounds and writer tags of runtime/MemRefValue, Heap and Allocation that the interpreter's own
accesses use) or of the very function object the semantics apply (MathSemantics' tables), the
rest moving operands and results between locals and the stack (loads, stores, constants, the
representation's widening F2D/I2L). Memory accesses are followed into MemRefLoads, the inline
fast paths of loads and stores. A unit is "twice"
when it emits JVM arithmetic, conversion or comparison opcodes of its own (LADD, D2F, LCMP...):
then the op's meaning is written in bytecode beside its semantics. Ops of a table count one per
entry of the table (counted in its semantics class).

Prints each unit's verdict with the opcodes or calls that decide it, and the totals. Also counts
the classes outside compile/ that reference ASM (org.objectweb.asm): they should be none.
"""
import os
import re
import sys

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
ROOT = ARGS[0] if ARGS else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, "interpreter/src/main/java/jopt/interpreter")
COMPILE = os.path.join(PKG, "compile")

# Opcodes that compute (arithmetic, conversions that change a value, comparisons).
COMPUTE = set("""
LADD LSUB LMUL LDIV LREM LNEG LSHL LSHR LUSHR LAND LOR LXOR IADD ISUB IMUL IDIV IREM INEG ISHL
ISHR IUSHR IAND IOR IXOR FADD FSUB FMUL FDIV FREM FNEG DADD DSUB DMUL DDIV DREM DNEG D2F D2I D2L
F2I F2L L2F I2F I2D L2I LCMP FCMPL FCMPG DCMPL DCMPG
""".split())
# Widening that keeps the value (f32 held as float, i32 counters as int): representation only.
REPRESENTATION = {"F2D", "I2L", "L2D"}
# Where an op's meaning is defined once (the semantics call these too).
DEFINITIONS = ("jopt/interpreter/semantics/", "jopt/interpreter/runtime/Scalars",
               "ScalarCodegen.SCALARS", "SCALARS", "SCF", "jopt/interpreter/runtime/",
               "VALUE", "HEAP", "ALLOCATION", "MEM")


def strip(src):
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = re.sub(r"//[^\n]*", "", src)
    return src


def matching(src, i, open_ch="(", close_ch=")"):
    """Index past the bracket closing the one at src[i]."""
    depth = 0
    j = i
    in_str = None
    while j < len(src):
        c = src[j]
        if in_str:
            if c == "\\":
                j += 2
                continue
            if c == in_str:
                in_str = None
        elif c in "\"'":
            in_str = c
        elif c == open_ch:
            depth += 1
        elif c == close_ch:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return len(src)


def methods(src):
    """name -> body text of the methods declared in src (overloads joined)."""
    out = {}
    for m in re.finditer(r"\n\s+(?:(?:public|private|protected|static|final)\s+)*[\w<>\[\],. ?]+\s+(\w+)\(([^)]*)\)\s*(?:throws [\w, .]+)?\{", src):
        start = src.index("{", m.end() - 1)
        end = matching(src, start, "{", "}")
        out[m.group(1)] = out.get(m.group(1), "") + src[start:end]
    return out


def opcodes(text):
    ops = set(re.findall(r"visit(?:Insn|IntInsn|JumpInsn)\((?:Opcodes\.)?([A-Z0-9_]+)", text))
    return ops


def calls(text):
    return re.findall(r"(?:invokeStatic|visitMethodInsn)\(([^;]*?)\)\s*;", text, flags=re.S)


class Unit:
    def __init__(self, label, count, text):
        self.label = label
        self.count = count
        self.text = text


def expand(text, own, emitter, depth=3, loads=None):
    """text with the bodies of the helpers it calls appended: its class's static methods (called
    unqualified or through a sibling codegen class), the Emitter's (called on e) and, given
    `loads`, MemRefLoads' (the inline memory accesses: MemRefLoads.x(...), or m.m().x(...) on
    the record a memref's locals are)."""
    seen = set()
    frontier = text
    whole = text
    for _ in range(depth):
        added = ""
        names = [(n, own) for n in re.findall(r"(?<![\w.])(\w+)\(", frontier)]
        names += [(n, own) for n in re.findall(r"\b\w+Codegen\.(\w+)\(", frontier)]
        names += [(n, emitter) for n in re.findall(r"\be\.(\w+)\(", frontier)]
        if loads is not None:
            names += [(n, loads) for n in
                      re.findall(r"(?:\bMemRefLoads|\.m\(\))\.(\w+)\(", frontier)]
            names += [(n, loads) for n in re.findall(r"(?<![\w.])(\w+)\(", frontier)]
            names += [(n, own) for n in re.findall(r"\bStructuredKernels\.(\w+)\(", frontier)]
        for name, table in names:
            if name in table and (name, id(table)) not in seen and name != "register":
                seen.add((name, id(table)))
                added += table[name]
        if not added:
            break
        whole += added
        frontier = added
    return whole


def table_size(name):
    """Entries of a semantics table (FLOAT_OPS, UNARY, ...) as its initializer lists them."""
    for f in os.listdir(os.path.join(PKG, "semantics")):
        src = strip(open(os.path.join(PKG, "semantics", f)).read())
        m = re.search(r"\b" + name + r"\s*=\s*Map\.(?:of|ofEntries)\(", src)
        if m:
            body = src[m.end() - 1:matching(src, m.end() - 1)]
            return len(re.findall(r"\.SPEC\b|\"math\.", body)) or 1
    return 1


def units():
    emitter = methods(strip(open(os.path.join(COMPILE, "Emitter.java")).read()))
    # Emitter helpers that are pure data movement do not decide a verdict by themselves.
    out = []
    # The static methods of the codegen classes (helpers called across them, AffineCodegen.emit).
    siblings = {}
    for f in ("AffineCodegen.java", "ScalarCodegen.java", "CastCodegen.java", "MathCodegen.java"):
        siblings.update(methods(strip(open(os.path.join(COMPILE, f)).read())))
    for f in sorted(os.listdir(COMPILE)):
        src = strip(open(os.path.join(COMPILE, f)).read())
        own = dict(siblings)
        own.update(methods(src))
        for m in re.finditer(r"register(?:Unregistered)?Codegen\(\s*r\s*,\s*([^,]+),", src):
            spec = m.group(1).strip()
            call_end = matching(src, src.index("(", m.start()))
            arg = src[m.end():call_end - 1].strip()
            ref = re.fullmatch(r"\w+::(\w+)", arg)
            body = own.get(ref.group(1), "") if ref else arg
            # The spec is a loop or table variable: find what it ranges over.
            count = 1
            label = spec
            before = src[:m.start()]
            loop = list(re.finditer(r"for \(var \w+ : new OpSpec\[\] \{([^}]*)\}", before))
            table = list(re.finditer(r"(\w+)\.(\w+)\.forEach\(\((\w+), (\w+)\)", before))
            enclosing = None
            for cand in loop + table:
                if matching(src, src.index("(", cand.start())) > m.start() or cand.group(0).startswith("for"):
                    enclosing = cand
            if spec in ("spec", "name") and enclosing is not None:
                if enclosing.group(0).startswith("for"):
                    names = [s.strip().split(".")[-2] for s in enclosing.group(1).split(",") if s.strip()]
                    label, count = "/".join(names), len(names)
                else:
                    label = enclosing.group(1) + "." + enclosing.group(2)
                    count = table_size(enclosing.group(2))
            elif spec == "spec":
                # A helper registering for its caller's tables (ScalarCodegen.intOp).
                helpers = [n for n, b in own.items() if m.group(0) in b]
                users = re.findall(r"(\w+)\.(\w+)\.forEach\(\(spec, f\) ->\s*(\w+)\(r, spec", src)
                users = [(a, b) for a, b, h in users if h in helpers]
                label = " + ".join(a + "." + b for a, b in users) or spec
                count = sum(table_size(b) for _, b in users) or 1
            out.append(Unit(f[:-5] + ": " + label, count, expand(body, own, emitter)))
    # Ops LoopNests writes itself (memory accesses through MemRefLoads' inline fast paths, whose
    # element reads and writes are StructuredKernels').
    loads = methods(strip(open(os.path.join(COMPILE, "MemRefLoads.java")).read()))
    kernels = methods(strip(open(os.path.join(COMPILE, "StructuredKernels.java")).read()))
    src = strip(open(os.path.join(COMPILE, "LoopNests.java")).read())
    own = methods(src)
    nest_own = dict(kernels)
    nest_own.update(own)
    for spec, method in (("scf.for", "emitFor"), ("scf.if", "emitIf"), ("memref.load", "emitLoad"),
                         ("memref.store", "emitStore")):
        body = own.get(method, "")
        if spec.startswith("memref."):
            body = expand(body, nest_own, emitter, 3, loads)
        else:
            body = expand(body, own, emitter, 1)
        out.append(Unit("LoopNests: " + spec, 1, body))
    m = re.search(r"spec == DimOp\.SPEC\) \{(.*?)\} else", src, flags=re.S)
    out.append(Unit("LoopNests: memref.dim", 1, m.group(1) if m else ""))
    # Structured ops compiled whole: the iteration space and element accesses in bytecode.
    src = strip(open(os.path.join(COMPILE, "StructuredKernels.java")).read())
    own = methods(src)
    out.append(Unit("StructuredKernels: linalg structured ops (loops, element access)", 1,
                    expand(own.get("emit", ""), own, emitter, 3, loads)))
    return out


def verdict(u):
    own_ops = sorted((opcodes(u.text) & COMPUTE) - REPRESENTATION)
    defs = [c for c in calls(u.text) if any(d in c for d in DEFINITIONS)]
    fn_objects = re.findall(r"e\.constant\((\w[\w.()]*), (\w+)\.class\)", u.text)
    return own_ops, defs, fn_objects


def asm_users():
    users = []
    for d, _, files in os.walk(PKG):
        for f in files:
            if f.endswith(".java") and "import org.objectweb.asm" in open(os.path.join(d, f)).read():
                users.append(os.path.relpath(os.path.join(d, f), PKG))
    return sorted(users)


def main():
    listing = "--list" in sys.argv
    once = twice = 0
    for u in units():
        own_ops, defs, fns = verdict(u)
        state = "twice" if own_ops else "once"
        if own_ops:
            twice += u.count
        else:
            once += u.count
        if listing or own_ops:
            how = ("own bytecode " + " ".join(own_ops)) if own_ops else "calls"
            where = sorted(set(re.sub(r"\s+", " ", c.split(",")[1].strip()) if "," in c else c
                               for c in defs))
            print(f"  {state:5} {u.count:3} {u.label}: {how}"
                  + (f"; calls {', '.join(where)}" if where else "")
                  + (f"; function objects {', '.join(t for _, t in fns)}" if fns else ""))
    users = asm_users()
    outside = [u for u in users if not u.startswith("compile/")]
    print(f"compiled ops: {once + twice}; meaning defined once: {once}; written again in bytecode: {twice}")
    print(f"classes emitting bytecode (import org.objectweb.asm): {len(users)}, outside compile/: {len(outside)}"
          + (" (" + ", ".join(outside) + ")" if outside else ""))


if __name__ == "__main__":
    main()

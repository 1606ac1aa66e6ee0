#!/usr/bin/env python3
"""How much of docs/ is measurement logs and histories, and which pages nothing links.

    bench/docs-logs.py [--list]

A page's blocks are its paragraphs, tables and fenced code, split at blank lines. A block is a
log when it is dated: it names a day (2026-11-28, 29 November 2026), a session, or figures
"before: <commit>" or "at <commit>"; the tables and code blocks right after a dated paragraph belong to it (the
runs it introduces). Prints docs/' bytes, the log blocks' bytes and their share, and the pages
that neither README.md nor another page links. --list prints each page's log bytes.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATED = re.compile(r"\b20\d\d-\d\d-\d\d\b|\b\d{1,2} (?:January|February|March|April|May|June|July|"
                   r"August|September|October|November|December) 20\d\d\b|\bsession\b|"
                   r"\bbefore: [0-9a-f]{7,}|\bat [0-9a-f]{7,12}\b")


def blocks(text):
    out, cur, fence = [], [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("```"):
            fence = not fence
        if not fence and not line.strip():
            if cur:
                out.append("".join(cur))
            cur = []
            out.append(line)
            continue
        cur.append(line)
    if cur:
        out.append("".join(cur))
    return out


def log_bytes(text):
    total, following = 0, False
    for b in blocks(text):
        if not b.strip():
            continue
        n = len(b.encode("utf-8"))
        if DATED.search(b):
            total += n
            following = True
        elif following and (b.startswith("|") or b.startswith("```")):
            total += n
        else:
            following = False
    return total


def main(argv):
    pages = sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    size = sum(os.path.getsize(p) for p in pages)
    logs = {p: log_bytes(open(p, encoding="utf-8").read()) for p in pages}
    linked = set()
    for src in [os.path.join(ROOT, "README.md")] + pages:
        for m in re.finditer(r"\]\(([^)#\s]+\.md)", open(src, encoding="utf-8").read()):
            tgt = os.path.normpath(os.path.join(os.path.dirname(src), m.group(1)))
            if tgt != src:
                linked.add(tgt)
    total = sum(logs.values())
    print(f"docs: {len(pages)} pages, {size} bytes; logs and histories: {total} bytes "
          f"({100.0 * total / size:.1f}%)")
    orphans = [os.path.relpath(p, ROOT) for p in pages if p not in linked]
    print("pages no other page links: " + (", ".join(orphans) if orphans else "none"))
    if "--list" in argv:
        for p in sorted(pages, key=lambda p: -logs[p]):
            if logs[p]:
                print(f"  {logs[p]:7} {os.path.relpath(p, ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])

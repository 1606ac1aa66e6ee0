package jopt.filecheck;

import java.util.List;

/**
 * A positive directive with the CHECK-DAG and CHECK-NOT directives before it (and the
 * implicit --implicit-check-not patterns), which are matched in the region it closes.
 */
record CheckString(Pattern pattern, String prefix, Loc loc, List<DagNot> dagNots) {
  /** A CHECK-DAG or CHECK-NOT pattern with the prefix it was written with. */
  record DagNot(Pattern pattern, String prefix) {}
}

package jopt.passes.graphplan;

import jopt.ir.Value;

/** The name of a tensor in diagnostics and the report (the printer's, e.g. {@code %3}). */
@FunctionalInterface
interface TensorNamer {
  String name(Value v);
}

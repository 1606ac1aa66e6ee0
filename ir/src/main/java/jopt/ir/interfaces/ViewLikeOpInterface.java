package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.Value;

/** An op whose result is a view of (aliases) one of its operands. */
public interface ViewLikeOpInterface {
  Value getViewSource(Operation op);
}

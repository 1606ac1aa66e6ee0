package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;

/** A call: its callee symbol and its argument operands. */
public interface CallOpInterface {
  /** The callee's symbol name (without {@code @}), or null for an indirect call. */
  String getCallee(Operation op);

  List<Value> getArgOperands(Operation op);
}

package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;

/** Something callable (func.func): its body and signature. */
public interface CallableOpInterface {
  /** The body, or null for an external declaration. */
  Region getCallableRegion(Operation op);

  List<Type> getArgumentTypes(Operation op);

  List<Type> getResultTypes(Operation op);
}

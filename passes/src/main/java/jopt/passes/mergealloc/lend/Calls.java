package jopt.passes.mergealloc.lend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.func.CallOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Type;
import jopt.ir.Value;

/** Calls and the functions they name, as the lending rewrites make and undo them. */
public final class Calls {
  private Calls() {}

  /**
   * A func.call of {@code callee} made with {@code b} in place of {@code call}, with
   * {@code results} and {@code operands} and the other attributes of {@code call}.
   */
  public static Operation callLike(Builder b, Operation call, String callee, List<Type> results,
      List<Value> operands) {
    Operation made = CallOp.create(b, call.getLoc(), callee, results, operands).getOperation();
    for (var attr : call.getAttrDictionary().getValue()) {
      if (!attr.getName().equals("callee")) {
        made.setAttr(attr.getName(), attr.getValue());
      }
    }
    return made;
  }

  /** Whether {@code func}'s symbol is visible outside the module (public). */
  public static boolean isPublic(Operation func) {
    return "public".equals(func.getInterface(jopt.ir.interfaces.SymbolOpInterface.class)
        .getVisibility(func));
  }
  /**
   * The names the module's ops refer to, or null when an op may refer to symbols jopt cannot
   * see (then every function counts as referenced).
   */
  public static Set<String> referenced(Operation module) {
    List<SymbolTable.SymbolUse> uses = SymbolTable.getSymbolUses(module.getRegion(0));
    if (uses == null) {
      return null;
    }
    Set<String> out = new HashSet<>();
    for (SymbolTable.SymbolUse u : uses) {
      out.add(u.ref().getRootReference());
    }
    return out;
  }
}

package jopt.ir.ods;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Type;
import jopt.ir.OperationState;

/**
 * What a generated {@code create} does besides adding what its caller gave: the default of each
 * default-valued property (as MLIR's property storage has it) and the result types the spec
 * determines, as ODS's builders infer them: buildable result constraints ({@code index},
 * {@code i1}), {@code TypesMatchWith} and {@code AllTypesMatch} from operand types, and
 * {@code SameOperandsAndResultType}. The op generator only leaves result types out of a
 * {@code create} when these rules find every one.
 */
public final class OpCreation {
  private OpCreation() {}

  /** Adds the default value of every missing default-valued property of {@code spec}. */
  public static void addDefaults(OpSpec spec, OperationState st) {
    for (AttrDef a : spec.attributes()) {
      if (!a.optional() && a.defaultValue() != null && !st.attributes.contains(a.name())) {
        st.attributes.set(a.name(), a.defaultValue());
      }
    }
  }

  /**
   * Adds the type of every result group (each a single value) of {@code spec} to {@code st},
   * whose operands are set; throws IllegalStateException when the rules leave one unknown.
   */
  public static void inferResultTypes(OpSpec spec, OperationState st, boolean sameOperandsAndResultType) {
    Map<String, Type> known = new HashMap<>();
    List<ValueDef> operands = spec.operands();
    if (spec.fixedOperands == operands.size() && st.operands.size() == operands.size()) {
      for (int i = 0; i < operands.size(); i++) {
        known.put(operands.get(i).name(), st.operands.get(i).getType());
      }
    } else {
      // Variable groups: only the single groups before the first variable one are placed.
      for (int i = 0; i < operands.size() && !operands.get(i).isVariable(); i++) {
        known.put(operands.get(i).name(), st.operands.get(i).getType());
      }
    }
    List<ValueDef> results = spec.results();
    for (ValueDef r : results) {
      if (r.constraint().buildableType() != null) {
        known.put(r.name(), r.constraint().buildableType());
      } else if (sameOperandsAndResultType && !st.operands.isEmpty()) {
        known.put(r.name(), st.operands.get(0).getType());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (OpSpec.TypeRule rule : spec.typeRules()) {
        if (rule.isAllMatch()) {
          Type t = null;
          for (String n : rule.names()) {
            t = t == null ? known.get(n) : t;
          }
          for (String n : rule.names()) {
            if (t != null && !known.containsKey(n)) {
              known.put(n, t);
              changed = true;
            }
          }
        } else if (!rule.isEach()) {
          String from = rule.names().get(0);
          String to = rule.names().get(1);
          if (known.containsKey(from) && !known.containsKey(to)) {
            known.put(to, rule.transform().apply(known.get(from)));
            changed = true;
          }
        }
      }
    }
    for (ValueDef r : results) {
      Type t = known.get(r.name());
      if (t == null || r.isVariable()) {
        throw new IllegalStateException(spec.name() + ": the type of result '" + r.name()
            + "' cannot be inferred; pass the result types");
      }
      st.addType(t);
    }
  }
}

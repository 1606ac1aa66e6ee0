package jopt.filecheck;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/** The variables of one FileCheck run (FileCheckPatternContext). */
final class PatternContext {
  /** A string variable's value and, when captured from the input, where. */
  record StringValue(String value, int start, int end) {}

  final Map<String, StringValue> strings = new HashMap<>();
  /** Names of string variables defined anywhere, to detect string/numeric name clashes. */
  final Set<String> definedStrings = new HashSet<>();
  final Map<String, Numeric.Variable> numerics = new HashMap<>();
  Numeric.Variable line;

  void createLineVariable() {
    line = new Numeric.Variable("@LINE", Numeric.Format.UNSIGNED, null);
    numerics.put("@LINE", line);
  }

  /** --enable-var-scope at a CHECK-LABEL: forget every variable not starting with '$'. */
  void clearLocalVars() {
    strings.keySet().removeIf(n -> n.charAt(0) != '$');
    Iterator<Map.Entry<String, Numeric.Variable>> it = numerics.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<String, Numeric.Variable> e = it.next();
      if (e.getKey().charAt(0) != '$') {
        e.getValue().clear();
        it.remove();
      }
    }
  }
}

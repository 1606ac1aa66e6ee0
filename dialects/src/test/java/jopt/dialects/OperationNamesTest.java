package jopt.dialects;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import org.junit.jupiter.api.Test;

/**
 * The dialects that make each op on its own list exactly the ops they make: every listed name
 * makes the definition of that name, and no op of the dialect is missing from the list.
 */
class OperationNamesTest {
  @Test
  void everyListedNameMakesItsOwnDefinition() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    int perOp = 0;
    for (Dialect d : ctx.getDialects()) {
      List<String> names = d.getOperationNames();
      if (names == null) {
        continue;
      }
      perOp++;
      assertThat(names).containsNoDuplicates();
      List<String> made = new ArrayList<>();
      for (String name : names) {
        OpDefinition def = d.createOperation(name);
        assertThat(def).isNotNull();
        assertThat(def.getName()).isEqualTo(name);
        made.add(def.getName());
      }
      List<String> all = new ArrayList<>();
      for (OpDefinition def : d.getOperations()) {
        all.add(def.getName());
      }
      assertThat(all).containsExactlyElementsIn(made).inOrder();
      assertThat(d.createOperation(d.getNamespace() + ".no_such_op")).isNull();
    }
    // memref and scf make their ops one by one.
    assertThat(perOp).isAtLeast(2);
  }
}

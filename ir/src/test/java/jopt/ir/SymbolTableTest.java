package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import org.junit.jupiter.api.Test;

/** The symbol index of a table's block follows every change of the block and of its names. */
class SymbolTableTest {
  /** A symbol table op (one region, one block). */
  static final class TableOp extends OpDefinition implements Traits.SymbolTable, Traits.NoTerminator {
    TableOp() {
      super("test.table");
    }
  }

  private final TestIr ir = new TestIr();

  SymbolTableTest() {
    ir.ctx.registerOp(new TableOp());
  }

  private Operation table() {
    return ir.opWithRegion("test.table", List.of());
  }

  private Operation symbol(String name) {
    Operation op = ir.op("test.sym", List.of(), 0);
    op.setAttr(SymbolTable.SYMBOL_ATTR, new StringAttr(name));
    return op;
  }

  /** {@link #symbol}, put at the end of {@code table}'s body. */
  private Operation symbolIn(Operation table, String name) {
    Operation op = symbol(name);
    body(table).add(op);
    return op;
  }

  private static Block body(Operation table) {
    return table.getRegion(0).front();
  }

  @Test
  void findsSymbolsAndFollowsInsertionAndErasure() {
    Operation t = table();
    Operation a = symbolIn(t, "a");
    assertThat(SymbolTable.lookupSymbolIn(t, "a")).isSameInstanceAs(a);
    assertThat(SymbolTable.lookupSymbolIn(t, "b")).isNull();
    Operation b = symbol("b");
    body(t).addFirst(b);
    assertThat(SymbolTable.lookupSymbolIn(t, "b")).isSameInstanceAs(b);
    a.erase();
    assertThat(SymbolTable.lookupSymbolIn(t, "a")).isNull();
    assertThat(SymbolTable.lookupSymbolIn(t, "b")).isSameInstanceAs(b);
  }

  @Test
  void followsRenames() {
    Operation t = table();
    Operation a = symbolIn(t, "a");
    assertThat(SymbolTable.lookupSymbolIn(t, "a")).isSameInstanceAs(a);
    a.setAttr(SymbolTable.SYMBOL_ATTR, new StringAttr("renamed"));
    assertThat(SymbolTable.lookupSymbolIn(t, "a")).isNull();
    assertThat(SymbolTable.lookupSymbolIn(t, "renamed")).isSameInstanceAs(a);
    a.setAttrDictionary(DictionaryAttr.of(new NamedAttribute(SymbolTable.SYMBOL_ATTR, new StringAttr("c"))));
    assertThat(SymbolTable.lookupSymbolIn(t, "renamed")).isNull();
    assertThat(SymbolTable.lookupSymbolIn(t, "c")).isSameInstanceAs(a);
    a.removeAttr(SymbolTable.SYMBOL_ATTR);
    assertThat(SymbolTable.lookupSymbolIn(t, "c")).isNull();
  }

  @Test
  void followsMovesBetweenTables() {
    Operation t1 = table();
    Operation t2 = table();
    Operation a = symbolIn(t1, "a");
    Operation anchor = symbolIn(t2, "anchor");
    assertThat(SymbolTable.lookupSymbolIn(t1, "a")).isSameInstanceAs(a);
    assertThat(SymbolTable.lookupSymbolIn(t2, "a")).isNull();
    a.moveBefore(anchor);
    assertThat(SymbolTable.lookupSymbolIn(t1, "a")).isNull();
    assertThat(SymbolTable.lookupSymbolIn(t2, "a")).isSameInstanceAs(a);
  }

  @Test
  void aDuplicateInsertedFirstOrTheFirstErasedMovesTheName() {
    Operation t = table();
    Operation later = symbolIn(t, "dup");
    assertThat(SymbolTable.lookupSymbolIn(t, "dup")).isSameInstanceAs(later);
    Operation first = symbol("dup");
    body(t).addFirst(first);
    assertThat(SymbolTable.lookupSymbolIn(t, "dup")).isSameInstanceAs(first);
    first.erase();
    assertThat(SymbolTable.lookupSymbolIn(t, "dup")).isSameInstanceAs(later);
  }

  /** The index, kept up in place through inserts and erasures, answers as a scan of the block. */
  @Test
  void anIndexKeptInPlaceAnswersAsAScan() {
    java.util.Random random = new java.util.Random(44);
    Operation t = table();
    List<Operation> live = new ArrayList<>();
    for (int step = 0; step < 3000; step++) {
      int action = random.nextInt(4);
      if (action == 0 && !live.isEmpty()) {
        live.remove(random.nextInt(live.size())).erase();
      } else if (action == 1 && !live.isEmpty()) {
        Operation anchor = live.get(random.nextInt(live.size()));
        Operation op = random.nextInt(5) == 0 ? ir.op("test.plain", List.of(), 0)
            : symbol("s" + random.nextInt(40));
        body(t).insertBefore(anchor, op);
        live.add(op);
      } else {
        Operation op = symbol("s" + random.nextInt(40));
        body(t).add(op);
        live.add(op);
      }
      String name = "s" + random.nextInt(40);
      Operation scanned = null;
      for (Operation o : body(t).getOperations()) {
        if (o.getAttr(SymbolTable.SYMBOL_ATTR) instanceof StringAttr a && a.value().equals(name)) {
          scanned = o;
          break;
        }
      }
      assertThat(SymbolTable.lookupSymbolIn(t, name)).isSameInstanceAs(scanned);
    }
  }

  @Test
  void theFirstOfDuplicateNamesWins() {
    Operation t = table();
    Operation first = symbolIn(t, "dup");
    body(t).add(symbol("dup"));
    assertThat(SymbolTable.lookupSymbolIn(t, "dup")).isSameInstanceAs(first);
  }

  @Test
  void resolvesNestedReferencesAndTheNearestTable() {
    Operation outer = table();
    Operation inner = table();
    inner.setAttr(SymbolTable.SYMBOL_ATTR, new StringAttr("inner"));
    body(outer).add(inner);
    Operation leaf = symbolIn(inner, "leaf");
    Operation user = ir.op("test.user", List.of(), 0);
    body(inner).add(user);
    assertThat(SymbolTable.lookupSymbolIn(outer, SymbolRefAttr.get("inner", List.of("leaf"))))
        .isSameInstanceAs(leaf);
    assertThat(SymbolTable.lookupSymbolIn(outer, SymbolRefAttr.get("inner", List.of("none")))).isNull();
    assertThat(SymbolTable.lookupNearestSymbolFrom(user, "leaf")).isSameInstanceAs(leaf);
    assertThat(SymbolTable.lookupNearestSymbolFrom(user, "inner")).isNull();
  }

  @Test
  void manyThreadsLookUpOneTable() throws Exception {
    Operation t = table();
    List<Operation> syms = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      Operation s = symbol("f" + i);
      body(t).add(s);
      syms.add(s);
    }
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int k = 0; k < 8; k++) {
        int start = k;
        results.add(pool.submit(() -> {
          for (int i = start; i < syms.size(); i += 3) {
            if (SymbolTable.lookupSymbolIn(t, "f" + i) != syms.get(i)) {
              return false;
            }
          }
          return true;
        }));
      }
      for (Future<Boolean> r : results) {
        assertThat(r.get()).isTrue();
      }
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void regionUsesAreThoseOfItsOpsNotOfTheTableItself() {
    Operation t = table();
    t.setAttr("ref", SymbolRefAttr.get("self", List.of()));
    Operation user = ir.op("test.user", List.of(), 0);
    user.setAttr("callee", SymbolRefAttr.get("a", List.of()));
    Operation inner = table();
    inner.setAttr("ref", SymbolRefAttr.get("b", List.of()));
    Operation hidden = ir.op("test.user", List.of(), 0);
    hidden.setAttr("callee", SymbolRefAttr.get("c", List.of()));
    body(inner).add(hidden);
    body(t).add(user);
    body(t).add(inner);
    List<String> names = new ArrayList<>();
    for (SymbolTable.SymbolUse u : SymbolTable.getSymbolUses(t.getRegion(0))) {
      names.add(u.ref().getRootReference());
    }
    // The nested table's own attribute counts, not what its region holds (as MLIR's).
    assertThat(names).containsExactly("a", "b").inOrder();
  }
}

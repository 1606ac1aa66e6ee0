package jopt.ir;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Dialects registered lazily: made on first use, with the eager registration's op table. */
class MLIRContextTest {
  private static final class Op extends OpDefinition {
    Op(String name) {
      super(name);
    }
  }

  private static final class Ns extends Dialect {
    private final List<String> opNames;

    Ns(String namespace, String... opNames) {
      super(namespace);
      this.opNames = List.of(opNames);
    }

    @Override
    public List<OpDefinition> getOperations() {
      List<OpDefinition> defs = new ArrayList<>();
      for (String n : opNames) {
        defs.add(new Op(n));
      }
      return defs;
    }
  }

  /** A dialect that makes each op on its own, counting what it made. */
  private static final class PerOp extends Dialect {
    private final List<String> opNames;
    final List<String> made = new ArrayList<>();

    PerOp(String namespace, String... opNames) {
      super(namespace);
      this.opNames = List.of(opNames);
    }

    @Override
    public List<String> getOperationNames() {
      return opNames;
    }

    @Override
    public OpDefinition createOperation(String name) {
      if (!opNames.contains(name) || name.endsWith(".broken")) {
        return null;
      }
      made.add(name);
      return new Op(name);
    }

    @Override
    public List<OpDefinition> getOperations() {
      return createAllOperations();
    }
  }

  private static List<String> names(MLIRContext ctx) {
    List<String> names = new ArrayList<>();
    for (OpDefinition d : ctx.getRegisteredOps()) {
      names.add(d.getName());
    }
    return names;
  }

  @Test
  void dialectIsMadeWhenItsNamespaceIsMet() {
    AtomicInteger made = new AtomicInteger();
    MLIRContext ctx = new MLIRContext();
    ctx.registerLazily("a", () -> {
      made.incrementAndGet();
      return new Ns("a", "a.x", "a.y");
    });
    ctx.registerLazily("b", () -> new Ns("b", "b.z"));
    assertThat(ctx.lookupOp("test.use")).isNull();
    assertThat(ctx.getDialect("test")).isNull();
    assertThat(made.get()).isEqualTo(0);
    OpDefinition x = ctx.lookupOp("a.x");
    assertThat(x.getName()).isEqualTo("a.x");
    assertThat(ctx.lookupOp("a.x")).isSameInstanceAs(x);
    assertThat(ctx.getDialect("a").getNamespace()).isEqualTo("a");
    assertThat(made.get()).isEqualTo(1);
  }

  @Test
  void opTableIsTheEagerOne() {
    MLIRContext eager = new MLIRContext();
    eager.register(new Ns("a", "a.x", "a.y"));
    eager.register(new Ns("b", "b.z"));
    Op override = new Op("a.y");
    eager.registerOp(override);
    MLIRContext lazy = new MLIRContext();
    lazy.registerLazily("a", () -> new Ns("a", "a.x", "a.y"));
    lazy.registerLazily("b", () -> new Ns("b", "b.z"));
    lazy.registerOp(override);
    // b first, then a: a user's op registered after a still wins over a's own.
    assertThat(lazy.lookupOp("b.z")).isNotNull();
    assertThat(lazy.lookupOp("a.y")).isSameInstanceAs(override);
    assertThat(names(lazy)).containsExactlyElementsIn(names(eager)).inOrder();
    List<String> namespaces = new ArrayList<>();
    lazy.getDialects().forEach(d -> namespaces.add(d.getNamespace()));
    assertThat(namespaces).containsExactly("a", "b").inOrder();
  }

  @Test
  void reRegisteringIsIgnoredAndMisnamedOpsAreRejected() {
    MLIRContext ctx = new MLIRContext();
    ctx.registerLazily("a", () -> new Ns("a", "a.x"));
    ctx.register(new Ns("a", "a.other"));
    assertThat(ctx.lookupOp("a.other")).isNull();
    ctx.registerLazily("c", () -> new Ns("c", "d.w"));
    assertThrows(IllegalStateException.class, () -> ctx.getDialect("c"));
  }

  @Test
  void perOpDialectMakesAnOpWhenItIsLookedUp() {
    PerOp a = new PerOp("a", "a.x", "a.y", "a.z");
    MLIRContext ctx = new MLIRContext();
    ctx.register(a);
    assertThat(a.made).isEmpty();
    OpDefinition y = ctx.lookupOp("a.y");
    assertThat(y.getName()).isEqualTo("a.y");
    assertThat(ctx.lookupOp("a.y")).isSameInstanceAs(y);
    assertThat(ctx.lookupOp("a.w")).isNull();
    assertThat(a.made).containsExactly("a.y");
    // All of them, in the dialect's order, the one made before kept.
    assertThat(names(ctx)).containsExactly("a.x", "a.y", "a.z").inOrder();
    assertThat(ctx.lookupOp("a.y")).isSameInstanceAs(y);
    assertThat(a.made).containsExactly("a.y", "a.x", "a.z");
  }

  @Test
  void perOpTableIsTheEagerOne() {
    Op override = new Op("a.y");
    MLIRContext eager = new MLIRContext();
    eager.register(new Ns("a", "a.x", "a.y"));
    eager.registerOp(override);
    eager.register(new Ns("b", "b.z"));
    MLIRContext perOp = new MLIRContext();
    perOp.registerLazily("a", () -> new PerOp("a", "a.x", "a.y"));
    perOp.registerOp(override);
    perOp.registerLazily("b", () -> new PerOp("b", "b.z"));
    assertThat(perOp.lookupOp("a.x").getName()).isEqualTo("a.x");
    assertThat(perOp.lookupOp("a.y")).isSameInstanceAs(override);
    // Loading b rebuilds the table: a.x stays the definition made before.
    OpDefinition x = perOp.lookupOp("a.x");
    assertThat(perOp.lookupOp("b.z")).isNotNull();
    assertThat(perOp.lookupOp("a.x")).isSameInstanceAs(x);
    assertThat(names(perOp)).containsExactlyElementsIn(names(eager)).inOrder();
  }

  @Test
  void perOpDialectThatCannotMakeAListedOpIsRejected() {
    MLIRContext ctx = new MLIRContext();
    ctx.register(new PerOp("a", "a.x", "a.broken"));
    assertThat(ctx.lookupOp("a.x")).isNotNull();
    assertThrows(IllegalStateException.class, () -> ctx.lookupOp("a.broken"));
    ctx.registerLazily("c", () -> new PerOp("c", "d.w"));
    assertThrows(IllegalStateException.class, () -> ctx.getDialect("c"));
  }
}

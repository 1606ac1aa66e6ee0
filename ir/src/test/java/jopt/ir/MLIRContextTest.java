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
}

package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Test;

/**
 * {@code symbol-dce} against mlir-opt-22: each expected output is what {@code mlir-opt-22
 * --allow-unregistered-dialect -p 'builtin.module(symbol-dce)'} prints for the same input.
 */
class SymbolDCETest {
  private static final String MODULE = "builtin.module";

  private final MLIRContext ctx = new MLIRContext();
  private final List<String> diagnostics = new ArrayList<>();

  SymbolDCETest() {
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(d -> diagnostics.add(
        d.getLocation().fileLineCol().line() + ": " + d.getSeverity() + ": " + d.getMessage()));
  }

  /** Runs symbol-dce on the ops named {@code anchor}; null when the pass fails. */
  private String run(String anchor, String input) {
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    PassManager pm = new PassManager(ctx, "builtin.module");
    if (anchor.equals(MODULE)) {
      pm.addPass(new SymbolDCE());
    } else {
      pm.nest(anchor).addPass(new SymbolDCE());
    }
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    if (!ok) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  /** Unreferenced private and nested symbols go, transitively; references in nested attributes count. */
  @Test
  void basic() {
    assertThat(run(MODULE, """
        module {
          func.func private @dead()
          func.func private @live()
          func.func private @dead_caller() {
            call @dead() : () -> ()
            return
          }
          func.func private @cycle_a() {
            call @cycle_b() : () -> ()
            return
          }
          func.func private @cycle_b() {
            call @cycle_a() : () -> ()
            return
          }
          func.func @pub() {
            call @live() : () -> ()
            return
          }
          func.func nested @nested_visibility()
          func.func private @by_attr()
          func.func private @by_array()
          func.func private @by_dict()
          "foo.user"() {a = @by_attr, b = [1, [@by_array]], c = {d = @by_dict}} : () -> ()
          memref.global "private" @g : memref<4xf32> = dense<0.0>
          memref.global "private" @g_dead : memref<4xf32> = dense<0.0>
          func.func @use_global() -> memref<4xf32> {
            %0 = memref.get_global @g : memref<4xf32>
            return %0 : memref<4xf32>
          }
        }
        """))
        .isEqualTo("""
        module {
          func.func private @live()
          func.func @pub() {
            call @live() : () -> ()
            return
          }
          func.func private @by_attr()
          func.func private @by_array()
          func.func private @by_dict()
          "foo.user"() {a = @by_attr, b = [1, [@by_array]], c = {d = @by_dict}} : () -> ()
          memref.global "private" @g : memref<4xf32> = dense<0.000000e+00>
          func.func @use_global() -> memref<4xf32> {
            %0 = memref.get_global @g : memref<4xf32>
            return %0 : memref<4xf32>
          }
        }
        """);
  }

  /** References resolve in the enclosing table, along nested paths, never in outer tables. */
  @Test
  void nestedTables() {
    assertThat(run(MODULE, """
        module {
          module @pubmod {
            func.func private @inner_dead()
            func.func @inner_pub() {
              return
            }
            func.func nested @inner_nested()
            func.func nested @inner_nested_used()
            func.func private @inner_private_used()
          }
          module @privmod attributes {sym_visibility = "private"} {
            func.func @x() {
              return
            }
          }
          module @privmod_used attributes {sym_visibility = "private"} {
            func.func @y() {
              return
            }
            func.func @w() {
              return
            }
            func.func private @z()
          }
          module {
            func.func private @anon_dead()
            func.func @anon_pub() {
              return
            }
          }
          func.func private @outer_priv()
          module @refs_outer {
            func.func @calls_outer() {
              "foo.call"() {callee = @outer_priv} : () -> ()
              return
            }
          }
          "foo.user"() {a = @pubmod::@inner_nested_used, b = @privmod_used::@y, c = @pubmod::@inner_private_used} : () -> ()
        }
        """))
        .isEqualTo("""
        module {
          module @pubmod {
            func.func @inner_pub() {
              return
            }
            func.func nested @inner_nested_used()
            func.func private @inner_private_used()
          }
          module @privmod_used attributes {sym_visibility = "private"} {
            func.func @y() {
              return
            }
            func.func @w() {
              return
            }
          }
          module {
            func.func @anon_pub() {
              return
            }
          }
          module @refs_outer {
            func.func @calls_outer() {
              "foo.call"() {callee = @outer_priv} : () -> ()
              return
            }
          }
          "foo.user"() {a = @pubmod::@inner_nested_used, b = @privmod_used::@y, c = @pubmod::@inner_private_used} : () -> ()
        }
        """);
  }

  /** Symbol tables inside other ops get their own liveness; those in dead symbols go with them. */
  @Test
  void tablesInOps() {
    assertThat(run(MODULE, """
        module {
          func.func @d() {
            "foo.wrap"() ({
              builtin.module @m2 {
                func.func private @e()
                func.func @f() {
                  return
                }
              }
            }, {}) : () -> ()
            return
          }
          func.func private @dead_with_module() {
            "foo.wrap"() ({
              builtin.module @m3 {
                func.func @h() {
                  return
                }
              }
            }, {}) : () -> ()
            return
          }
        }
        """))
        .isEqualTo("""
        module {
          func.func @d() {
            "foo.wrap"() ({
              builtin.module @m2 {
                func.func @f() {
                  return
                }
              }
            }, {
            }) : () -> ()
            return
          }
        }
        """);
  }

  @Test
  void requiresASymbolTable() {
    assertThat(run("func.func", """
        func.func @f() {
          return
        }
        """)).isNull();
    assertThat(diagnostics).containsExactly("1: ERROR: 'func.func' op  was scheduled to run under "
        + "SymbolDCE, but does not define a symbol table");
  }

  /**
   * An unregistered op with one region may be a symbol table: the live op holding it fails the
   * pass. The worklist is LIFO, so the error is on the last such function.
   */
  @Test
  void potentiallyUnknownSymbolTable() {
    assertThat(run(MODULE, """
        module {
          func.func private @p()
          func.func @c() {
            "foo.region"() ({
              "foo.inner"() {x = @p} : () -> ()
            }) : () -> ()
            return
          }
          func.func @d() {
            "foo.region"() ({
              "foo.x"() : () -> ()
            }) : () -> ()
            return
          }
        }
        """)).isNull();
    assertThat(diagnostics).hasSize(1);
    assertThat(diagnostics.get(0)).isEqualTo("9: ERROR: operation contains potentially unknown symbol "
        + "table, meaning that we can't reliable compute symbol uses");
  }
}

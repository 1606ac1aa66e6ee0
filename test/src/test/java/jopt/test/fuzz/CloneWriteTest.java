package jopt.test.fuzz;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import net.jqwik.api.sessions.JqwikSession;
import org.junit.jupiter.api.Test;

/**
 * The memory-program generator never writes into a bufferization.clone's result, nor into its
 * source while the clone lives: MLIR leaves both undefined (canonicalize's SimplifyClones may
 * make the clone its source), so a differential test on such a program would fail for no fault
 * of the pipeline. On generated programs with frees, no op after a clone (in program order, up
 * to a free of the clone in a block around it) writes into, or passes to a call, a value that the
 * clone's result or source may alias (BufferViewFlowAnalysis's flows, not into
 * new buffers, nor back along loops). A
 * clone right before the free of its source is a move, not checked.
 */
class CloneWriteTest {
  @Test
  void noWriteIntoClonesOrTheirSources() {
    int clones = 0;
    int programs = 300;
    JqwikSession.start();
    try {
      var gen = ProgramGenerator.programs(DeallocMode.CORRECT).generator(1000);
      Random random = new Random(5);
      for (int i = 0; i < programs; i++) {
        Program p = gen.next(random).value();
        clones += check(p);
      }
    } finally {
      JqwikSession.finish();
    }
    System.out.println("CloneWriteTest: " + clones + " clones in " + programs + " programs, none written");
    assertThat(clones).isGreaterThan(programs / 2);
  }

  /** Checks every clone of {@code p}; returns how many it checked. */
  private static int check(Program p) {
    jopt.ir.MLIRContext ctx = new jopt.ir.MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    Operation module = jopt.parser.Parser.parseSourceString(ctx, p.text(), "fuzz.mlir");
    assertWithMessage("generated program parses\n%s", p.text()).that(module).isNotNull();
    // jopt's flows, except into new buffers: a realloc's result, a call's (the helpers return
    // fresh buffers). Traced back only into a region and through views: a value yielded to a
    // loop's next iteration is a buffer made after the clone of the previous one.
    Map<Value, Set<Value>> forward = new HashMap<>();
    Map<Value, Set<Value>> backward = new HashMap<>();
    module.walk((Operation op) -> BufferViewFlowAnalysis.forEachFlow(op, (from, to) -> {
      if (!newBuffer(to)) {
        forward.computeIfAbsent(from, k -> new HashSet<>()).add(to);
        if (op.getOperands().contains(from)) {
          backward.computeIfAbsent(to, k -> new HashSet<>()).add(from);
        }
      }
    }));
    List<Operation> order = new ArrayList<>();
    module.walkPreOrder(order::add);
    int checked = 0;
    for (int i = 0; i < order.size(); i++) {
      Operation clone = order.get(i);
      if (!clone.getName().equals("bufferization.clone")) {
        continue;
      }
      Value source = clone.getOperand(0);
      Operation next = clone.getNextNode();
      if (next != null && MemoryEffects.hasEffect(next, MemoryEffects.Kind.FREE, source)) {
        continue;
      }
      checked++;
      Set<Value> aliases = closure(forward, Set.of(clone.getResult(0)));
      aliases.addAll(closure(forward, closure(backward, Set.of(source))));
      Operation function = clone.getParentOp();
      while (!function.getName().equals("func.func")) {
        function = function.getParentOp();
      }
      for (int j = i + 1; j < order.size() && function.isAncestor(order.get(j)); j++) {
        Operation op = order.get(j);
        if (encloses(op.getBlock(), clone) && op.getOperands().stream().anyMatch(v ->
            aliases.contains(v) && MemoryEffects.hasEffect(op, MemoryEffects.Kind.FREE, v))) {
          break;
        }
        for (Value v : op.getOperands()) {
          if (aliases.contains(v) && writes(op, v)) {
            assertWithMessage("%s at %s writes into a value the clone at %s or its source may alias\n%s",
                op.getName(), op.getLoc(), clone.getLoc(), p.text())
                .fail();
          }
        }
      }
    }
    return checked;
  }

  private static Set<Value> closure(Map<Value, Set<Value>> edges, Set<Value> from) {
    Set<Value> seen = new HashSet<>(from);
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(from);
    while (!work.isEmpty()) {
      for (Value next : edges.getOrDefault(work.pop(), Set.of())) {
        if (seen.add(next)) {
          work.push(next);
        }
      }
    }
    return seen;
  }

  /** Whether {@code clone} lies in {@code block}, directly or nested. */
  private static boolean encloses(jopt.ir.Block block, Operation clone) {
    for (Operation a = clone; a != null; a = a.getParentOp()) {
      if (a.getBlock() == block) {
        return true;
      }
    }
    return false;
  }

  private static boolean newBuffer(Value v) {
    Operation def = v.getDefiningOp();
    return def != null && (def.getName().equals("func.call")
        || MemoryEffects.hasEffect(def, MemoryEffects.Kind.ALLOCATE, v));
  }

  private static boolean writes(Operation op, Value v) {
    return op.getName().equals("func.call") || MemoryEffects.hasEffect(op, MemoryEffects.Kind.WRITE, v);
  }
}

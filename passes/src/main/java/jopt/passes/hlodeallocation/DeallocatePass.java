package jopt.passes.hlodeallocation;

import jopt.dialects.func.FuncOp;
import jopt.dialects.builtin.ModuleOp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.attr.StringAttr;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * hlo-deallocate: MLIR-HLO's ownership-based deallocation ({@link Deallocator}), on a module.
 * Every function with a body is transformed in walk order (a callee before the rest of its
 * first caller); its memref results get ownership results, and every call of it receives them.
 *
 * <p>{@code retain-placement} chooses where an owned buffer that is not yielded is freed: after
 * the last use of its alias class (the seed's rule, the default) or before the block's
 * terminator (the original's code). {@code free-in-branches} (jopt's, off by default) extends
 * implicit capture: an if (both branches) whose branches refer to an owned buffer that nothing
 * after the if refers to takes its ownership, each branch yielding it on or freeing it after
 * its last use there. The transformation runs on a copy of the module that
 * replaces it on success, so a rejected input is left as it was; {@link Preconditions} are
 * jopt's own checks of what the original assumes.
 */
public class DeallocatePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocate",
      "Deallocate buffers by inserting `deallocation.retain` ops.", ModuleOp.NAME,
      DeallocatePass::new);

  private final PassOption<String> retainPlacement = option(PassOption.ofEnum("retain-placement",
      "Where a buffer that is not yielded is freed", "after-last-use",
      List.of("after-last-use", "before-terminator"),
      List.of("After the last use of its alias set (the seed)",
          "Before the block's terminator (MLIR-HLO's code)")));

  private final PassOption<Boolean> freeInBranches = option(PassOption.ofBool(
      "free-in-branches", "Hand an owned buffer into the branches of an if that is its last "
          + "use: a branch that does not yield it frees it after its last use there (jopt's)",
      false));

  /** This pass with {@code free-in-branches} set, as {@code {free-in-branches=true}} sets it. */
  public DeallocatePass freeingInBranches() {
    freeInBranches.setValue(true);
    return this;
  }

  public DeallocatePass() {
    super(INFO);
  }

  /** A pass of another name with hlo-deallocate's options ({@code jopt-deallocate}). */
  protected DeallocatePass(PassInfo info) {
    super(info);
  }

  @Override
  protected void runOnOperation() {
    if (deallocate(getOperation(), m -> Set.of()).skipped() == null) {
      signalPassFailure();
    }
  }

  /**
   * What {@link #deallocate} did: on success the skipped functions, now in the module; on
   * failure (a diagnostic emitted, the module left as it was) null and, when a function is of a
   * kind the pass does not take ({@link Preconditions}), its position in walk order among the
   * module's functions (else -1: the pass refused a construct in it).
   */
  record Outcome(Set<Operation> skipped, int failedFunction) {}

  /**
   * Transforms every function of {@code module} but those {@code skippedOf} picks from the
   * module's copy (calls of them are taken as calls of declarations).
   */
  Outcome deallocate(Operation module, Function<Operation, Set<Operation>> skippedOf) {
    Operation copy = module.clone(getContext(), new HashMap<>());
    List<Operation> all = new ArrayList<>();
    copy.walk(op -> {
      if (FuncOp.SPEC.isa(op)) {
        all.add(op);
      }
    });
    Set<Operation> skipped = skippedOf.apply(copy);
    Operation violation = Preconditions.firstViolation(copy, skipped);
    if (violation != null) {
      return new Outcome(null, all.indexOf(enclosingFunction(violation)));
    }
    Deallocator.RetainPlacement placement = retainPlacement.getValue().equals("before-terminator")
        ? Deallocator.RetainPlacement.BEFORE_TERMINATOR
        : Deallocator.RetainPlacement.AFTER_LAST_USE;
    Map<Operation, Map<String, Operation>> symbolTables = new HashMap<>();
    Deallocator d = new Deallocator(new Ownership(getContext()), placement,
        freeInBranches.getValue(), (call, name) -> {
          Operation f = lookup(symbolTables, call, name);
          return skipped.contains(f) ? null : f;
        });
    try {
      for (Operation f : all) {
        if (!skipped.contains(f)) {
          d.transformFunction(f);
        }
      }
    } catch (Deallocator.Failed e) {
      return new Outcome(null, -1);
    }
    Region body = module.getRegion(0);
    for (Block b : new ArrayList<>(body.getBlocks())) {
      b.erase();
    }
    body.takeBody(copy.getRegion(0));
    return new Outcome(skipped, -1);
  }

  /** The func.func {@code op} is or is in, or null. */
  private static Operation enclosingFunction(Operation op) {
    Operation f = op;
    while (f != null && !FuncOp.SPEC.isa(f)) {
      f = f.getParentOp();
    }
    return f;
  }

  /** The func.func named {@code name} in the module nearest to {@code call}. */
  private static Operation lookup(Map<Operation, Map<String, Operation>> tables, Operation call,
      String name) {
    Operation module = call.getParentOp();
    while (module != null && !ModuleOp.SPEC.isa(module)) {
      module = module.getParentOp();
    }
    if (module == null || name == null) {
      return null;
    }
    Map<String, Operation> table = tables.computeIfAbsent(module, m -> {
      Map<String, Operation> t = new HashMap<>();
      for (Operation op : m.getRegion(0).front().getOpList()) {
        if (FuncOp.SPEC.isa(op) && op.getAttr("sym_name") instanceof StringAttr s) {
          t.put(s.getValue(), op);
        }
      }
      return t;
    });
    return table.get(name);
  }
}

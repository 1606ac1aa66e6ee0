package jopt.passes.planner;

import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;

/**
 * The {@code plan-report=FILE} option of merge-alloc and graph-memory-plan: one HTML page
 * ({@link PlanPage}) per run over a module, with the arenas of all its functions in their
 * order. A function pass plans one function at a time, in any order and on any thread; the
 * instances of a pass share the origin's collector, which writes the page once the module's
 * last function with a body is in. Functions without a parent count as a module of one.
 */
public final class PlanReportFile {
  /** The sizes a dynamic arena is drawn at when {@code plan-report-sizes} is not given. */
  public static final String DEFAULT_SIZES = "1:4:16";

  /** The arenas of the functions of one module planned so far, by function position. */
  private final Map<Operation, List<List<PlanPage.Arena>>> modules = new IdentityHashMap<>();
  /** The functions a module's page waits for, where a pass said which ({@link #expect}). */
  private final Map<Operation, List<Operation>> expected = new IdentityHashMap<>();

  /**
   * The page of {@code module} is written once {@code functions} are in, whatever other
   * functions the planning adds to the module meanwhile (jopt-merge-alloc's lent copies of
   * callees, which it plans as part of their callers' arenas).
   */
  public synchronized void expect(Operation module, List<Operation> functions) {
    List<Operation> bodies = new ArrayList<>();
    for (Operation f : functions) {
      if (f.getNumRegions() > 0 && !f.getRegion(0).isEmpty()) {
        bodies.add(f);
      }
    }
    expected.put(module, List.copyOf(bodies));
  }

  /**
   * Adds the arenas of {@code func}; once every function of its module is in, writes the page
   * to {@code file}. Null, or the reason the page could not be written.
   */
  public synchronized String add(Operation func, String file, String title,
      List<PlanPage.Arena> arenas) {
    if (func.getNumRegions() == 0 || func.getRegion(0).isEmpty()) {
      return null; // a declaration plans nothing
    }
    Operation parent = func.getParentOp();
    List<Operation> functions = new ArrayList<>();
    if (parent != null && expected.containsKey(parent)) {
      functions.addAll(expected.get(parent));
    } else if (parent != null) {
      for (Operation op : parent.getRegion(0).front().getOperations()) {
        if (op.getName().equals(func.getName()) && op.getNumRegions() > 0
            && !op.getRegion(0).isEmpty()) {
          functions.add(op);
        }
      }
    }
    int position = functions.indexOf(func);
    if (position < 0) {
      functions = List.of(func);
      position = 0;
    }
    Operation key = parent != null && functions.size() > 1 ? parent : func;
    List<List<PlanPage.Arena>> parts = modules.computeIfAbsent(key, k -> new ArrayList<>());
    while (parts.size() < functions.size()) {
      parts.add(null);
    }
    parts.set(position, List.copyOf(arenas));
    if (parts.contains(null)) {
      return null;
    }
    modules.remove(key);
    expected.remove(key);
    List<PlanPage.Arena> all = new ArrayList<>();
    parts.forEach(all::addAll);
    try {
      func.getContext().getInvocation().writeFile(file,
          PlanPage.html(title, all).getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return null;
    } catch (IOException | java.nio.file.InvalidPathException e) {
      return "cannot write '" + file + "': " + e.getMessage();
    }
  }

  /** A function's symbol name, or its op name when it has none. */
  public static String functionName(Operation func) {
    return func.getAttr("sym_name") instanceof StringAttr s ? s.value() : func.getName();
  }

  /** A location as {@code file:line:col}, or as MLIR prints it when it has none. */
  public static String where(Location loc) {
    if (loc == null) {
      return "";
    }
    Location.FileLineCol flc = loc.fileLineCol();
    return flc != null ? flc.toString() : loc.print();
  }
}

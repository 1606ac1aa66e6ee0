package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * scf.for, scf.if and scf.while. In CORRECT mode a region yields only buffers it owns, loop
 * iter_args are owned by the loop body (initialized with a fresh copy the loop consumes), and
 * the parent owns every memref result. In NONE mode loops yield their iter_arg or a buffer
 * allocated in the body, and scf.if may yield any visible buffer.
 */
final class RegionRenderer {
  private RegionRenderer() {}

  private static final List<Elem> CARRIED = List.of(Elem.F32, Elem.I32, Elem.INDEX, Elem.I64, Elem.F64);

  /** The initial value of a loop-carried memref: a fresh copy (CORRECT) or the buffer itself. */
  private static Vals.Mem init(Block b, int choice) {
    if (Picks.mod(choice, 3) == 0) {
      return null;
    }
    Vals.Mem tpl = Picks.mem(b, Picks.div(choice, 3), x -> x.type().isIdentity());
    if (tpl == null || !b.fn.correct()) {
      return tpl;
    }
    Vals.Mem init = Buffers.duplicate(b, tpl, Picks.div(choice, 9));
    b.fn.consume(init);
    return init;
  }

  /** The block argument carrying {@code init} into a loop region. */
  private static Vals.Mem carried(Block body, Vals.Mem init) {
    String n = body.fn.fresh();
    if (body.fn.correct()) {
      Vals.Mem m = body.newBuffer(n, init.type(), init.dims(), Vals.Kind.ITER, true);
      body.fn.mayBe(m, init);
      return m;
    }
    Set<Integer> roots = new TreeSet<>(init.roots());
    roots.add(body.fn.newRoot());
    Vals.Mem m = new Vals.Mem(n, init.type(), init.dims(), roots, Vals.Kind.ITER, body);
    body.add(m);
    return m;
  }

  /** Registers a memref result of a region op in {@code b}. */
  private static Vals.Mem result(Block b, String name, Vals.Mem like, Vals.Mem... yielded) {
    if (b.fn.correct()) {
      Vals.Mem m = b.newBuffer(name, like.type(), like.dims(), Vals.Kind.REGION, true);
      for (Vals.Mem y : yielded) {
        if (y != null) {
          b.fn.mayBe(m, y);
        }
      }
      return m;
    }
    Set<Integer> roots = new TreeSet<>();
    for (Vals.Mem y : yielded) {
      roots.addAll(y.roots());
    }
    Vals.Mem m = new Vals.Mem(name, like.type(), like.dims(), roots, Vals.Kind.REGION, b);
    b.add(m);
    return m;
  }

  private static String results(String name, int n) {
    if (n == 0) {
      return "";
    }
    return name + (n > 1 ? ":" + n : "") + " = ";
  }

  private static String res(String name, int n, int i) {
    return n > 1 ? name + "#" + i : name;
  }

  static void forLoop(Block b, Stmt.For s) {
    Vals.Scalar trip = Picks.bounded(b, s.trip(), 0, 4);
    Vals.Mem init = init(b, s.iter());
    Elem st = Picks.mod(s.scalar(), 3) == 0 ? null : Elem.pick(CARRIED, Picks.div(s.scalar(), 3));
    String sinit = st == null ? null : Picks.scalar(b, st, Picks.div(s.scalar(), 15));
    String c0 = b.index(0);
    String c1 = b.index(1);
    String iv = b.fn.fresh();
    Block body = b.child();
    body.add(new Vals.Scalar(iv, Elem.INDEX, 0, Math.max(0, trip.hi() - 1)));
    Vals.Mem arg = init == null ? null : carried(body, init);
    String sarg = st == null ? null : body.fn.fresh();
    if (sarg != null) {
      body.scalar(sarg, st);
    }
    Renderer.stmts(body, s.body());
    int n = (init != null ? 1 : 0) + (st != null ? 1 : 0);
    List<String> iters = new ArrayList<>();
    List<String> types = new ArrayList<>();
    List<String> yields = new ArrayList<>();
    Vals.Mem ymem = null;
    if (init != null) {
      iters.add(arg.name() + " = " + init.name());
      types.add(init.type().toString());
      ymem = Buffers.yielded(body, init.type(), init.dims(), s.yield(), arg, false);
      yields.add(ymem.name());
    }
    if (st != null) {
      iters.add(sarg + " = " + sinit);
      types.add(st.mlir);
      yields.add(Picks.scalar(body, st, Picks.div(s.yield(), 7)));
    }
    if (n > 0) {
      body.terminate(
          "scf.yield " + String.join(", ", yields) + " : " + String.join(", ", types),
          ymem == null ? new Vals.Mem[0] : new Vals.Mem[] {ymem});
    }
    String name = b.fn.fresh();
    List<String> lines = new ArrayList<>();
    lines.add(
        b.indent + results(name, n) + "scf.for " + iv + " = " + c0 + " to " + trip.name()
            + " step " + c1
            + (n > 0
                ? " iter_args(" + String.join(", ", iters) + ") -> (" + String.join(", ", types) + ")"
                : "")
            + " {");
    lines.addAll(body.close());
    lines.add(b.indent + "}");
    Set<Integer> roots = new TreeSet<>(body.touched);
    if (init != null) {
      roots.addAll(init.roots());
    }
    b.emitRaw(lines, roots);
    if (init != null) {
      result(b, res(name, n, 0), init, init, arg, ymem);
    }
    if (st != null) {
      b.scalar(res(name, n, n - 1), st);
    }
  }

  static void ifOp(Block b, Stmt.If s) {
    String cond = Picks.cond(b, s.cond());
    int r = Picks.mod(s.results(), 5);
    int rest = Picks.div(s.results(), 5);
    Vals.Mem tpl = r == 2 || r == 4 ? Picks.mem(b, rest, x -> x.type().isIdentity()) : null;
    Elem st = r >= 3 ? Elem.pick(CARRIED, rest / 3) : null;
    int n = (tpl != null ? 1 : 0) + (st != null ? 1 : 0);
    boolean hasElse = r != 0;
    List<String> types = new ArrayList<>();
    if (tpl != null) {
      types.add(tpl.type().toString());
    }
    if (st != null) {
      types.add(st.mlir);
    }
    Block then = b.child();
    Renderer.stmts(then, s.then());
    Vals.Mem yThen = branchYield(then, tpl, st, types, s.yThen());
    Block els = b.child();
    Vals.Mem yElse = null;
    if (hasElse) {
      Renderer.stmts(els, s.els());
      yElse = branchYield(els, tpl, st, types, s.yElse());
    }
    String name = b.fn.fresh();
    List<String> lines = new ArrayList<>();
    lines.add(
        b.indent + results(name, n) + "scf.if " + cond
            + (n > 0 ? " -> (" + String.join(", ", types) + ")" : "") + " {");
    lines.addAll(then.close());
    if (hasElse) {
      lines.add(b.indent + "} else {");
      lines.addAll(els.close());
    }
    lines.add(b.indent + "}");
    Set<Integer> roots = new TreeSet<>(then.touched);
    roots.addAll(els.touched);
    b.emitRaw(lines, roots);
    if (tpl != null) {
      result(b, res(name, n, 0), tpl, yThen, yElse);
    }
    if (st != null) {
      b.scalar(res(name, n, n - 1), st);
    }
  }

  private static Vals.Mem branchYield(Block br, Vals.Mem tpl, Elem st, List<String> types, int choice) {
    List<String> yields = new ArrayList<>();
    Vals.Mem y = null;
    if (tpl != null) {
      y = Buffers.yielded(br, tpl.type(), tpl.dims(), choice, null, true);
      yields.add(y.name());
    }
    if (st != null) {
      yields.add(Picks.scalar(br, st, Picks.div(choice, 5)));
    }
    if (!yields.isEmpty()) {
      br.terminate(
          "scf.yield " + String.join(", ", yields) + " : " + String.join(", ", types),
          y == null ? new Vals.Mem[0] : new Vals.Mem[] {y});
    }
    return y;
  }

  static void whileLoop(Block b, Stmt.While s) {
    Vals.Scalar limit = Picks.bounded(b, s.limit(), 0, 4);
    Vals.Mem init = init(b, s.iter());
    boolean fwd = init != null && Picks.mod(s.fwd(), 2) == 1;
    String c0 = b.index(0);
    String c1 = b.index(1);
    List<String> initTypes = new ArrayList<>(List.of("index"));
    List<String> initVals = new ArrayList<>();
    if (init != null) {
      initTypes.add(init.type().toString());
    }
    List<String> resTypes = new ArrayList<>(initTypes);
    if (fwd) {
      resTypes.add(init.elem().mlir);
    }
    // before: count < limit
    Block before = b.child();
    String wi = b.fn.fresh();
    before.add(new Vals.Scalar(wi, Elem.INDEX, 0, limit.hi()));
    initVals.add(wi + " = " + c0);
    Vals.Mem wm = null;
    if (init != null) {
      wm = carried(before, init);
      initVals.add(wm.name() + " = " + init.name());
    }
    String cc = b.fn.fresh();
    before.emit(cc + " = arith.cmpi ult, " + wi + ", " + limit.name() + " : index");
    List<String> fwdVals = new ArrayList<>(List.of(wi));
    if (wm != null) {
      fwdVals.add(wm.name());
    }
    if (fwd) {
      List<String> zeros = new ArrayList<>();
      for (int i = 0; i < wm.rank(); i++) {
        zeros.add(before.index(0));
      }
      String ld = b.fn.fresh();
      before.emit(ld + " = memref.load " + wm.name() + "[" + String.join(", ", zeros) + "] : " + wm.type(), wm);
      fwdVals.add(ld);
    }
    before.terminate(
        "scf.condition(" + cc + ") " + String.join(", ", fwdVals) + " : " + String.join(", ", resTypes),
        wm == null ? new Vals.Mem[0] : new Vals.Mem[] {wm});
    if (wm != null) {
      b.fn.release(wm);
    }
    // after: the body, then count + 1
    Block after = b.child();
    String ai = b.fn.fresh();
    after.add(new Vals.Scalar(ai, Elem.INDEX, 0, Math.max(0, limit.hi() - 1)));
    List<String> args = new ArrayList<>(List.of(ai + ": index"));
    Vals.Mem am = null;
    if (wm != null) {
      am = carried(after, init);
      args.add(am.name() + ": " + am.type());
    }
    if (fwd) {
      String af = b.fn.fresh();
      after.scalar(af, init.elem());
      args.add(af + ": " + init.elem().mlir);
    }
    Renderer.stmts(after, s.body());
    String nx = b.fn.fresh();
    after.emit(nx + " = arith.addi " + ai + ", " + c1 + " : index");
    List<String> yields = new ArrayList<>(List.of(nx));
    Vals.Mem ym = null;
    if (am != null) {
      ym = Buffers.yielded(after, init.type(), init.dims(), s.yield(), am, false);
      yields.add(ym.name());
    }
    after.terminate(
        "scf.yield " + String.join(", ", yields) + " : " + String.join(", ", initTypes),
        ym == null ? new Vals.Mem[0] : new Vals.Mem[] {ym});
    String name = b.fn.fresh();
    int n = resTypes.size();
    List<String> lines = new ArrayList<>();
    lines.add(
        b.indent + results(name, n) + "scf.while (" + String.join(", ", initVals) + ") : ("
            + String.join(", ", initTypes) + ") -> (" + String.join(", ", resTypes) + ") {");
    lines.addAll(before.close());
    lines.add(b.indent + "} do {");
    lines.add(b.indent + "^bb0(" + String.join(", ", args) + "):");
    lines.addAll(after.close());
    lines.add(b.indent + "}");
    Set<Integer> roots = new TreeSet<>(before.touched);
    roots.addAll(after.touched);
    if (init != null) {
      roots.addAll(init.roots());
    }
    b.emitRaw(lines, roots);
    b.add(new Vals.Scalar(res(name, n, 0), Elem.INDEX, limit.lo(), limit.hi()));
    if (init != null) {
      result(b, res(name, n, 1), init, init, wm, am, ym);
    }
    if (fwd) {
      b.scalar(res(name, n, 2), init.elem());
    }
  }
}

package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * scf.forall of one or two dimensions without shared outputs: static bounds ({@code in (3)}),
 * constant operands with a lower bound of 0 or 1 and a step of 1 or 2, or a dynamic upper
 * bound of at most 3. The body's induction variables are index scalars with their ranges.
 * jopt-run runs the iterations one after another, so any body is deterministic.
 */
final class ForallRenderer {
  private ForallRenderer() {}

  static void render(Block b, Stmt.Forall s) {
    int form = Picks.mod(s.bounds(), 3);
    int dims = 1 + Picks.mod(s.dims(), 2);
    Block body = b.child();
    List<String> ivs = new ArrayList<>();
    List<String> lbs = new ArrayList<>();
    List<String> ubs = new ArrayList<>();
    List<String> steps = new ArrayList<>();
    int c = Picks.div(s.bounds(), 3);
    for (int d = 0; d < dims; d++) {
      String iv = b.fn.fresh();
      ivs.add(iv);
      int pick = Picks.mod(c, 36);
      c = Picks.div(c, 36);
      long trips = 1 + pick % 3;
      long lb = 0;
      long step = 1;
      if (form == 0) {
        ubs.add(Long.toString(trips));
      } else if (form == 1) {
        lb = pick / 3 % 2;
        step = 1 + pick / 6 % 2;
        lbs.add(b.index(lb));
        ubs.add(b.index(lb + step * trips));
        steps.add(b.index(step));
      } else {
        Vals.Scalar ub = Picks.bounded(b, pick, 0, 3);
        trips = Math.max(1, ub.hi());
        ubs.add(ub.name());
      }
      body.add(new Vals.Scalar(iv, Elem.INDEX, lb, lb + step * Math.max(0, trips - 1)));
    }
    Renderer.stmts(body, s.body());
    List<String> lines = new ArrayList<>();
    String header = form == 1
        ? " = (" + String.join(", ", lbs) + ") to (" + String.join(", ", ubs) + ") step ("
            + String.join(", ", steps) + ")"
        : " in (" + String.join(", ", ubs) + ")";
    lines.add(b.indent + "scf.forall (" + String.join(", ", ivs) + ")" + header + " {");
    lines.addAll(body.close());
    lines.add(b.indent + "}");
    b.emitRaw(lines, body.touched);
  }
}

package jopt.fuzz;

import java.util.List;

/** Scalar arithmetic: binary ops, comparisons, selects and casts (nothing that can trap). */
final class ArithRenderer {
  private ArithRenderer() {}

  private static final List<String> FLOAT_OPS =
      List.of("addf", "subf", "mulf", "maximumf", "minimumf");
  private static final List<String> INT_OPS =
      List.of("addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui");
  private static final List<String> BOOL_OPS = List.of("andi", "ori", "xori");
  private static final List<String> INT_PREDS =
      List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  private static final List<String> FLOAT_PREDS =
      List.of("oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ord", "uno");

  static void render(Block b, Stmt.Arith s) {
    int kind = Picks.mod(s.kind(), 6);
    int a = Picks.mod(s.a(), 1 << 24);
    Elem t = Elem.pick(Elem.ARITH, a);
    int sub = a / 8;
    String n = b.fn.fresh();
    switch (kind) {
      case 0: {
        List<String> ops = t.isFloat() ? FLOAT_OPS : t == Elem.I1 ? BOOL_OPS : INT_OPS;
        String x = Picks.scalar(b, t, s.b());
        String y = Picks.scalar(b, t, s.c());
        b.emit(n + " = arith." + ops.get(sub % ops.size()) + " " + x + ", " + y + " : " + t.mlir);
        b.scalar(n, t);
        return;
      }
      case 1: {
        String x = Picks.scalar(b, t, s.b());
        String y = Picks.scalar(b, t, s.c());
        String op = t.isFloat() ? "cmpf " + pick(FLOAT_PREDS, sub) : "cmpi " + pick(INT_PREDS, sub);
        b.emit(n + " = arith." + op + ", " + x + ", " + y + " : " + t.mlir);
        b.scalar(n, Elem.I1);
        return;
      }
      case 2: {
        String c = Picks.cond(b, sub);
        String x = Picks.scalar(b, t, s.b());
        String y = Picks.scalar(b, t, s.c());
        b.emit(n + " = arith.select " + c + ", " + x + ", " + y + " : " + t.mlir);
        b.scalar(n, t);
        return;
      }
      case 3: {
        Elem from = Elem.pick(Elem.INTS, a);
        Elem to = Elem.pick(Elem.FLOATS, sub);
        String x = Picks.scalar(b, from, s.b());
        String op = sub / 2 % 2 == 0 ? "sitofp" : "uitofp";
        b.emit(n + " = arith." + op + " " + x + " : " + from.mlir + " to " + to.mlir);
        b.scalar(n, to);
        return;
      }
      case 4: {
        Elem other = Elem.pick(List.of(Elem.I32, Elem.I64), a);
        String op = sub / 2 % 2 == 0 ? "index_cast" : "index_castui";
        boolean toIndex = sub % 2 == 0;
        Elem from = toIndex ? other : Elem.INDEX;
        Elem to = toIndex ? Elem.INDEX : other;
        String x = Picks.scalar(b, from, s.b());
        b.emit(n + " = arith." + op + " " + x + " : " + from.mlir + " to " + to.mlir);
        b.scalar(n, to);
        return;
      }
      default: {
        if (sub % 3 == 0) {
          Elem from = a % 2 == 0 ? Elem.F32 : Elem.F64;
          Elem to = from == Elem.F32 ? Elem.F64 : Elem.F32;
          String x = Picks.scalar(b, from, s.b());
          String op = from == Elem.F32 ? "extf" : "truncf";
          b.emit(n + " = arith." + op + " " + x + " : " + from.mlir + " to " + to.mlir);
          b.scalar(n, to);
          return;
        }
        Elem from = Elem.pick(Elem.INTS, a);
        Elem to = Elem.pick(Elem.INTS, sub / 3 + 1);
        if (to == from) {
          to = Elem.pick(Elem.INTS, sub / 3 + 2);
        }
        String x = Picks.scalar(b, from, s.b());
        String op = to.bits() < from.bits() ? "trunci" : sub % 2 == 0 ? "extsi" : "extui";
        b.emit(n + " = arith." + op + " " + x + " : " + from.mlir + " to " + to.mlir);
        b.scalar(n, to);
      }
    }
  }

  private static String pick(List<String> l, int c) {
    return l.get(Picks.mod(c, l.size()));
  }
}

package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.ods.ValueGroups;
import jopt.ir.type.ShapedType;

/**
 * MLIR's {@code custom<DynamicIndexList>} (ViewLikeInterface's parseDynamicIndexList and
 * printDynamicIndexList): a list such as {@code [%a, 4]} whose SSA entries are an operand group
 * and whose entries are a dense i64 array, {@link ShapedType#DYNAMIC} marking the SSA ones. An
 * entry may be bracketed as a scalable one ({@code [4]}, {@code %a[]}): with a third argument
 * ({@code custom<DynamicIndexList>($sizes, $static_sizes, $scalable_sizes)}, the transform
 * dialect's tile and vector sizes) the flags are a dense bool array, other ops drop the bracket.
 */
public final class DynamicIndexList implements CustomDirective {
  /** {@code custom<DynamicIndexList>($values, $static_values)} in square brackets. */
  public static final DynamicIndexList SQUARE = new DynamicIndexList(Delimiter.SQUARE);

  /** The same list in parentheses (scf.forall's bounds, affine's basis). */
  public static final DynamicIndexList PAREN = new DynamicIndexList(Delimiter.PAREN);

  private final Delimiter delimiter;

  private DynamicIndexList(Delimiter delimiter) {
    this.delimiter = delimiter;
  }

  /**
   * Parses the list: SSA entries go to {@code dynamic}, the static list (DYNAMIC for each SSA
   * entry) is returned. Any failure is followed by MLIR's "expected SSA value or integer" at the
   * op name.
   */
  public long[] parse(OpAsmParser p, List<UnresolvedOperand> dynamic) {
    return parse(p, dynamic, new ArrayList<>());
  }

  /** As {@link #parse(OpAsmParser, List)}, recording in {@code scalable} whether each entry was bracketed. */
  public long[] parse(OpAsmParser p, List<UnresolvedOperand> dynamic, List<Boolean> scalable) {
    List<Long> statics = new ArrayList<>();
    try {
      p.parseCommaSeparatedList(delimiter, () -> {
        UnresolvedOperand o = p.parseOptionalOperand();
        boolean bracketed = p.parseOptionalLSquare();
        scalable.add(bracketed);
        if (o != null) {
          dynamic.add(o);
          statics.add(ShapedType.DYNAMIC);
        } else {
          statics.add(p.parseInteger());
        }
        if (bracketed && !p.parseOptionalRSquare()) {
          throw new ParseException();
        }
      }, " in dynamic index list");
    } catch (ParseException e) {
      throw p.emitError(p.getNameLoc(), "expected SSA value or integer");
    }
    long[] r = new long[statics.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = statics.get(i);
    }
    return r;
  }

  /** Prints the list, taking an operand from {@code dynamic} for each DYNAMIC entry. */
  public void print(OpAsmPrinter p, long[] statics, List<Value> dynamic) {
    print(p, statics, dynamic, new boolean[0]);
  }

  /** As above, the entries flagged in {@code scalable} in square brackets. */
  public void print(OpAsmPrinter p, long[] statics, List<Value> dynamic, boolean[] scalable) {
    Iterator<Value> it = dynamic.iterator();
    p.print(delimiter == Delimiter.PAREN ? '(' : '[');
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) {
        p.print(", ");
      }
      boolean bracketed = i < scalable.length && scalable[i];
      if (bracketed) {
        p.print('[');
      }
      if (statics[i] == ShapedType.DYNAMIC && it.hasNext()) {
        p.printOperand(it.next());
      } else {
        p.print(statics[i]);
      }
      if (bracketed) {
        p.print(']');
      }
    }
    p.print(delimiter == Delimiter.PAREN ? ')' : ']');
  }

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    long[] statics = parse(p, dynamic, scalable);
    state.addOperands(args.get(0), dynamic, loc);
    state.setAttribute(args.get(1), DenseArrayAttr.i64(statics));
    if (args.size() > 2) {
      boolean[] flags = new boolean[scalable.size()];
      for (int i = 0; i < flags.length; i++) {
        flags[i] = scalable.get(i);
      }
      state.setAttribute(args.get(2), DenseArrayAttr.ofBool(flags));
    }
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    var spec = op.getDef().getSpec();
    List<Value> dynamic = ValueGroups.operands(spec, op, spec.operandIndex(args.get(0)));
    boolean[] scalable = args.size() > 2 && op.getAttr(args.get(2)) instanceof DenseArrayAttr d
        && d.getElementType().equals(jopt.ir.type.IntegerType.get(1)) ? d.asBooleans() : new boolean[0];
    print(p, staticValues(op, args.get(1)), dynamic, scalable);
  }

  /** The values of the dense i64 array {@code attrName} of {@code op}, or an empty array. */
  public static long[] staticValues(Operation op, String attrName) {
    Attribute a = op.getAttr(attrName);
    return a instanceof DenseArrayAttr d && !d.isFloat() ? d.asLongs() : new long[0];
  }
}

package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.format.CustomDirective;
import jopt.ir.ods.format.ParseState;

/**
 * Mixed static/dynamic index lists such as {@code [%i, 0]}: the static values live in a dense
 * i64 array where {@link ShapedTypes#DYNAMIC} marks a position taken by the next SSA operand.
 */
public final class MixedIndices {
  private MixedIndices() {}

  /**
   * Parses {@code [a, b, ...]} of operands and integers; returns the static list. As MLIR's
   * parseDynamicIndexList, an entry may be bracketed as a scalable one ({@code [4]}, {@code
   * %a[]}); the flag is dropped.
   */
  public static long[] parse(OpAsmParser p, List<UnresolvedOperand> dynamic) {
    p.parseLSquare();
    List<Long> statics = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        UnresolvedOperand o = p.parseOptionalOperand();
        boolean scalable = p.parseOptionalLSquare();
        if (o != null) {
          dynamic.add(o);
          statics.add(ShapedTypes.DYNAMIC);
        } else {
          SourceLoc loc = p.getCurrentLocation();
          Long v = p.parseOptionalInteger();
          if (v == null) {
            throw p.emitError(loc, "expected integer value");
          }
          statics.add(v);
        }
        if (scalable && !p.parseOptionalRSquare()) {
          throw p.emitError(p.getNameLoc(), "expected SSA value or integer");
        }
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    long[] r = new long[statics.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = statics.get(i);
    }
    return r;
  }

  /**
   * ODS's {@code custom<DynamicIndexList>($values, $static_values)}: a {@code [%a, 4]} list whose
   * SSA entries are operand group {@code values} and whose entries are the dense i64 array
   * {@code static_values}, {@link ShapedTypes#DYNAMIC} marking the SSA ones.
   */
  public static final CustomDirective DYNAMIC_INDEX_LIST = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, ParseState state, List<String> args) {
      SourceLoc loc = p.getCurrentLocation();
      List<UnresolvedOperand> dynamic = new ArrayList<>();
      long[] statics = MixedIndices.parse(p, dynamic);
      state.addOperands(args.get(0), dynamic, loc);
      state.setAttribute(args.get(1), Attrs.denseI64(statics));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      OpSpec spec = op.getDef().getSpec();
      List<Value> dynamic = ValueGroups.operands(spec, op, spec.operandIndex(args.get(0)));
      MixedIndices.print(p, staticArray(op, args.get(1)), dynamic);
    }
  };

  /** Prints {@code [a, b, ...]} taking an operand from {@code dynamic} for each DYNAMIC entry. */
  public static void print(OpAsmPrinter p, long[] statics, List<Value> dynamic) {
    Iterator<Value> it = dynamic.iterator();
    p.print('[');
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) {
        p.print(", ");
      }
      if (statics[i] == ShapedTypes.DYNAMIC) {
        p.printOperand(it.next());
      } else {
        p.print(statics[i]);
      }
    }
    p.print(']');
  }

  public static int countDynamic(long[] statics) {
    int n = 0;
    for (long s : statics) {
      if (s == ShapedTypes.DYNAMIC) {
        n++;
      }
    }
    return n;
  }

  /** The static array stored in {@code attrName}, or an empty array. */
  public static long[] staticArray(Operation op, String attrName) {
    Attribute a = op.getAttr(attrName);
    long[] r = a == null ? null : Attrs.denseValues(a);
    return r == null ? new long[0] : r;
  }

  /** The operands of segment {@code index} per the op's {@code operandSegmentSizes}. */
  public static List<Value> segment(Operation op, int index) {
    // Read in place: this runs for every operand group an op's verifier or printer asks for.
    if (!(op.getAttr("operandSegmentSizes") instanceof DenseArrayAttr sizes) || sizes.isFloat()
        || index >= sizes.size()) {
      return List.of();
    }
    int start = 0;
    for (int i = 0; i < index; i++) {
      start += (int) sizes.getLong(i);
    }
    return op.getOperands(start, Math.min(start + (int) sizes.getLong(index), op.getNumOperands()));
  }

  /** Checks the segment sizes attribute sums to the operand count; MLIR's message otherwise. */
  public static boolean verifySegments(Operation op, int numSegments) {
    Attribute a = op.getAttr("operandSegmentSizes");
    long[] sizes = a == null ? new long[numSegments] : Attrs.denseValues(a);
    if (sizes == null || sizes.length != numSegments) {
      op.emitOpError("'operandSegmentSizes' attribute for specifying operand segments must have "
          + numSegments + " elements, but got " + (sizes == null ? 0 : sizes.length));
      return false;
    }
    long sum = 0;
    for (long s : sizes) {
      if (s < 0) {
        op.emitOpError("'operandSegmentSizes' attribute cannot have negative elements");
        return false;
      }
      sum += s;
    }
    if (sum != op.getNumOperands()) {
      op.emitOpError("operand count (" + op.getNumOperands()
          + ") does not match with the total size (" + sum + ") specified in attribute 'operandSegmentSizes'");
      return false;
    }
    return true;
  }
}

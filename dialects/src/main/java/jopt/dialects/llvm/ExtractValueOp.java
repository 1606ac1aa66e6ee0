package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;

/**
 * {@code llvm.extractvalue %s[0, 1] : !llvm.struct<(...)> } and
 * {@code llvm.insertvalue %v, %s[0] : !llvm.struct<(...)> }: the element at a constant
 * position of a struct/array value, and the value with it replaced (operands: container, then
 * value). The element type is implied by the container type and the position; mlir-opt prints
 * a space after the container type (its custom directive for the element type prints nothing).
 */
@Op
public final class ExtractValueOp extends ExtractValueOpBase {
  public static final String EXTRACT = "llvm.extractvalue";
  public static final String INSERT = "llvm.insertvalue";

  /**
   * MLIR's {@code custom<InsertExtractValueElementType>(type($x), ref(type($container)),
   * ref($position))}: the type of the element at the position, read from the container type (an
   * error where the type ends when there is none); printed as nothing.
   */
  static final CustomDirective ELEMENT_TYPE = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState st, List<String> args) {
      Type container = st.getTypes(args.get(1).substring("type(".length(), args.get(1).length() - 1)).get(0);
      long[] position = st.getAttribute(args.get(2)) instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
      String[] error = new String[1];
      Type elem = LLVMTypes.elementAt(container, position, error);
      if (elem == null) {
        throw p.emitError(p.getCurrentLocation(), error[0]);
      }
      st.setTypes(args.get(0).substring("type(".length(), args.get(0).length() - 1), List.of(elem));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
    }
  };

  public static final OpSpec SPEC = OpSpec.op("llvm.extractvalue")
      .summary("Extract a value from an LLVM struct.")
      .operand("container", LLVMConstraints.AGGREGATE)
      .attr("position", AttrConstraints.DENSE_I64_ARRAY)
      .result("res", LLVMConstraints.TYPE)
      .format("$container `` $position attr-dict `:` type($container)"
          + " custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))")
      .customDirective("InsertExtractValueElementType", ELEMENT_TYPE)
      .build();

  ExtractValueOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.extractvalue container[position]}; the result type follows the position. */
  public static ExtractValueOp create(Builder b, Location loc, Value container, long... position) {
    return new ExtractValueOp(b.create(LLVMOps.extractValue(loc, container, position)));
  }

  public static long[] getPosition(Operation op) {
    return op.getAttr("position") instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  /**
   * The definition of extractvalue and insertvalue: the element type at the
   * position (ExtractValueOp::verify, InsertValueOp::verify) and extractvalue's folder.
   */
  public static final class Def extends OpDefinition implements Traits.Pure {
    private final boolean insert;

    private Def(OpSpec spec, boolean insert) {
      super(spec);
      this.insert = insert;
    }

    static Def extract() {
      return new Def(SPEC, false);
    }

    static Def insert() {
      return new Def(InsertValueOp.SPEC, true);
    }

    /**
     * MLIR's ExtractValueOp::fold: an extract of an extract becomes one extract; an extract of
     * {@code llvm.mlir.zero}/{@code undef}/{@code poison} is that constant of the element type;
     * through a chain of insertvalues, the value inserted at the position, or an extract from the
     * container the insertions do not touch.
     */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
        List<jopt.ir.rewrite.OpFoldResult> results) {
      if (insert || op.getNumOperands() != 1 || op.getNumResults() != 1) {
        return false;
      }
      Operation def = ExtractValueOp.of(op).container().getDefiningOp();
      if (def != null && def.getName().equals(EXTRACT) && def.getNumOperands() == 1) {
        long[] outer = getPosition(def);
        long[] inner = getPosition(op);
        long[] pos = java.util.Arrays.copyOf(outer, outer.length + inner.length);
        System.arraycopy(inner, 0, pos, outer.length, inner.length);
        op.setAttr("position", DenseArrayAttr.ofI64(pos));
        op.setOperand(0, ExtractValueOp.of(def).container());
        return true;
      }
      if (operands.get(0) instanceof jopt.ir.attr.DialectAttr d
          && d.getDialectNamespace().equals("llvm")
          && List.of("zero", "undef", "poison").contains(d.getBody())) {
        results.add(jopt.ir.rewrite.OpFoldResult.of(d));
        return true;
      }
      long[] extractPos = getPosition(op);
      Operation ins = definingInsert(ExtractValueOp.of(op).container());
      boolean changed = false;
      boolean switchedToInsertedValue = false;
      while (ins != null) {
        long[] insertPos = getPosition(ins);
        if (java.util.Arrays.equals(extractPos, insertPos)) {
          results.add(jopt.ir.rewrite.OpFoldResult.of(InsertValueOp.of(ins).value()));
          return true;
        }
        if (extractPos.length > insertPos.length && java.util.Arrays.equals(
            java.util.Arrays.copyOf(extractPos, insertPos.length), insertPos)) {
          ins = definingInsert(InsertValueOp.of(ins).value());
          extractPos = java.util.Arrays.copyOfRange(extractPos, insertPos.length, extractPos.length);
          switchedToInsertedValue = true;
          continue;
        }
        int min = Math.min(extractPos.length, insertPos.length);
        if (java.util.Arrays.equals(java.util.Arrays.copyOf(extractPos, min),
            java.util.Arrays.copyOf(insertPos, min))) {
          return changed;
        }
        if (!switchedToInsertedValue) {
          op.setOperand(0, InsertValueOp.of(ins).container());
          changed = true;
        }
        ins = definingInsert(InsertValueOp.of(ins).container());
      }
      return changed;
    }

    private static Operation definingInsert(jopt.ir.Value v) {
      Operation d = v.getDefiningOp();
      return d != null && d.getName().equals(INSERT) && d.getNumOperands() == 2 ? d : null;
    }

    @Override
    public boolean verify(Operation op) {
      Type container = (insert ? InsertValueOp.of(op).container() : ExtractValueOp.of(op).container()).getType();
      String[] error = new String[1];
      Type elem = LLVMTypes.elementAt(container, getPosition(op), error);
      if (elem == null) {
        op.emitOpError(error[0]);
        return false;
      }
      Type actual = insert ? InsertValueOp.of(op).value().getType() : op.getResult(0).getType();
      if (!actual.equals(elem)) {
        op.emitOpError((insert ? "Type mismatch: cannot insert " : "Type mismatch: extracting from ")
            + (insert ? LLVMAsm.quote(actual) + " into " + LLVMAsm.quote(container)
                : LLVMAsm.quote(container) + " should produce " + LLVMAsm.quote(elem)
                    + " but this op returns " + LLVMAsm.quote(actual)));
        return false;
      }
      return true;
    }
  }
}

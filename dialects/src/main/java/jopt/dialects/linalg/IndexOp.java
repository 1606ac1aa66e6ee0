package jopt.dialects.linalg;

import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/** linalg.index: {@code $dim attr-dict : type($result)}; the iteration index along loop {@code dim}. */
@Op
public final class IndexOp extends IndexOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.index")
      .summary("linalg index operation")
      .attr("dim", AttrConstraints.i64Min(0))
      .result("result", TypeConstraints.INDEX)
      .build();

  IndexOp(Operation op) {
    super(op);
  }

  public static IndexOp create(Builder b, Location loc, long dim) {
    OperationState st = SPEC.newState(loc);
    st.addAttribute("dim", IntegerAttr.getI64(dim));
    st.addType(IndexType.get());
    return new IndexOp(b.create(st));
  }

  /** The definition: custom assembly and the check against the enclosing op's loops. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      SourceLoc loc = p.getCurrentLocation();
      var dim = p.parseAttribute(IntegerType.get(64));
      if (!(dim instanceof IntegerAttr)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      result.addAttribute("dim", dim);
      jopt.dialects.tensor.TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      SourceLoc typeLoc = p.getCurrentLocation();
      var type = p.parseType();
      if (!(type instanceof IndexType)) {
        throw p.emitError(typeLoc, "invalid kind of type specified: expected builtin.index, but found "
            + LinalgAsm.quoted(type));
      }
      result.addType(type);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printAttributeWithoutType(op.getAttr("dim"));
      LinalgAsm.printAttrDict(p, op, "dim");
      p.print(" : ").printType(IndexOp.of(op).result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      LinalgOp linalg = LinalgOp.of(op.getParentOp());
      if (op.getParentOp() == null || linalg == null) {
        op.emitOpError("expected parent op with LinalgOp interface");
        return false;
      }
      long dim = ((IntegerAttr) op.getAttr("dim")).getValue();
      int loops = linalg.numLoops();
      if (loops <= dim) {
        op.emitOpError("expected dim (" + dim + ") to be lower than the number of loops (" + loops
            + ") of the enclosing LinalgOp");
        return false;
      }
      return true;
    }

    /** MLIR's fold: the index along a loop of static extent 1 is 0. */
    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      LinalgOp linalg = op.getParentOp() == null ? null : LinalgOp.of(op.getParentOp());
      if (linalg == null) {
        return false;
      }
      long[] ranges = linalg.staticLoopRanges();
      long dim = ((IntegerAttr) op.getAttr("dim")).getValue();
      if (ranges == null || dim >= ranges.length || ranges[(int) dim] != 1) {
        return false;
      }
      results.add(jopt.ir.rewrite.OpFoldResult.of(IntegerAttr.get(IndexType.get(), 0)));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {}
  }
}

package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.yield: {@code attr-dict ($results^ : type($results))?}; returns values from the regions
 * of scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch.
 */
public final class YieldOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("scf.yield")
      .summary("loop yield and termination operation")
      .variadicOperand("results", TypeConstraints.ANY)
      .build();

  static final List<String> PARENTS =
      List.of("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while");

  private YieldOp(Operation op) {
    super(op);
  }

  public static YieldOp of(Operation op) {
    return new YieldOp(checked(op, SPEC));
  }

  /** Creates {@code scf.yield values} at the builder's insertion point. */
  public static YieldOp create(Builder b, Location loc, List<? extends Value> values) {
    return new YieldOp(b.insert(build(b.getContext(), loc, values)));
  }

  /** A new, unlinked {@code scf.yield values}. */
  static Operation build(MLIRContext ctx, Location loc, List<? extends Value> values) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(values);
    return Operation.create(ctx, st);
  }

  public List<Value> results() {
    return getOperation().getOperands();
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: a pure terminator whose operands go to the parent's successor. */
  public static final class Def extends OpDefinition
      implements Traits.IsTerminator, Traits.ReturnLike, Traits.Pure, Traits.HasParent,
          RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return PARENTS;
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      var loc = p.getCurrentLocation();
      List<OpAsmParser.UnresolvedOperand> values = OpUtils.parseOptionalOperandList(p);
      if (!values.isEmpty()) {
        result.addOperands(ScfTraits.resolveOperands(p, values, p.parseColonTypeList(), loc));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
      OpUtils.printOperandsAndTypes(p, op.getOperands());
    }

    /** The printer above prints only the op's own operands, attributes and types. */
    @Override
    public boolean printsOwnValuesOnly() {
      return true;
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}

package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.interfaces.SideEffects;
import jopt.ir.type.MemRefType;

/**
 * memref.generic_atomic_rmw: {@code %memref[%indices] : type { ^bb0(%current: T): ...
 * memref.atomic_yield %new : T } attr-dict}; an atomic read-modify-write with a side-effect free body.
 */
@Op
public final class GenericAtomicRMWOp extends GenericAtomicRMWOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.generic_atomic_rmw")
      .summary("atomic read-modify-write operation with a region")
      .operand("memref", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT_MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
      .region("atomic_body", RegionDef.Blocks.ANY)
      .predicate("result type matches element type of memref",
          op -> GenericAtomicRMWOp.of(op).result().getType().equals(((MemRefType) GenericAtomicRMWOp.of(op).memref().getType()).getElementType()))
      .memRead("memref")
      .memWrite("memref")
      .build();

  GenericAtomicRMWOp(Operation op) {
    super(op);
  }

  /**
   * Creates the op with a body block whose argument is the current value; the caller fills the
   * block and ends it with {@link AtomicYieldOp}. The builder's insertion point is kept.
   */
  public static GenericAtomicRMWOp create(Builder b, Location loc, Value memref, List<? extends Value> indices) {
    Type element = ((MemRefType) memref.getType()).getElementType();
    OperationState st = SPEC.newState(loc).addOperand(memref).addOperands(indices).addType(element);
    st.addRegion().emplaceBlock().addArgument(element, memref.getLoc());
    return new GenericAtomicRMWOp(b.create(st));
  }

  /** The body's argument: the value stored in {@code memref[indices]} before the write. */
  public Value currentValue() {
    return atomicBody().front().getArgument(0);
  }

  /** The definition: the C++-written assembly, the body checks and the read/write effects. */
  public static final class Def extends OpDefinition
      implements MemoryEffects, Traits.SingleBlockImplicitTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return AtomicYieldOp.SPEC.name();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand memref = p.parseOperand();
      List<UnresolvedOperand> ivs = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      p.parseColon();
      SourceLoc typeLoc = p.getCurrentLocation();
      Type type = p.parseType();
      result.addOperand(p.resolveOperand(memref, type));
      result.addOperands(Asm.resolveIndices(p, ivs));
      p.parseRegion(result.addRegion(), List.of());
      p.parseOptionalAttrDict(result.attributes);
      // MLIR casts the type to a memref here (and crashes on another type).
      if (!(type instanceof MemRefType m)) {
        throw p.emitError(typeLoc, "invalid kind of type specified: expected builtin.memref, but found '"
            + ShapedTypes.str(type) + "'");
      }
      result.addType(m.getElementType());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      GenericAtomicRMWOp genericAtomicRMW = GenericAtomicRMWOp.of(op);
      p.print(' ').printOperand(genericAtomicRMW.memref());
      p.print('[').printOperands(op.getOperands(1, op.getNumOperands())).print("] : ");
      p.printType(genericAtomicRMW.memref().getType()).print(' ');
      p.printRegion(op.getRegion(0));
      Asm.printAttrDict(p, op);
    }

    @Override
    public boolean verify(Operation op) {
      Region body = op.getRegion(0);
      int args = body.isEmpty() ? 0 : body.front().getNumArguments();
      if (args != 1) {
        op.emitOpError("expected single number of entry block arguments");
        return false;
      }
      if (!GenericAtomicRMWOp.of(op).result().getType().equals(body.front().getArgument(0).getType())) {
        op.emitOpError("expected block argument of the same type result type");
        return false;
      }
      Operation effecting = firstWithEffects(body);
      if (effecting != null) {
        effecting.emitError("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
        return false;
      }
      return true;
    }

    /** The first op with memory effects in {@code region}, in post-order (MLIR's Region::walk). */
    private static Operation firstWithEffects(Region region) {
      for (Block b : region.getBlocks()) {
        for (Operation o : b.getOperations()) {
          for (Region r : o.getRegions()) {
            Operation nested = firstWithEffects(r);
            if (nested != null) {
              return nested;
            }
          }
          if (!SideEffects.isMemoryEffectFree(o)) {
            return o;
          }
        }
      }
      return null;
    }

    @Override
    public boolean verifyRegions(Operation op) {
      return AllocaScopeOp.verifyImplicitTerminator(op, AtomicYieldOp.SPEC.name());
    }
  }
}

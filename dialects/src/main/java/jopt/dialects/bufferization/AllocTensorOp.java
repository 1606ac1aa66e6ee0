package jopt.dialects.bufferization;

import java.util.List;
import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/**
 * bufferization.alloc_tensor: {@code (%dynamic_sizes) [copy(%t)] [size_hint=%h] attr-dict : type};
 * a new tensor, uninitialized or a copy of {@code copy}, that bufferizes to an allocation.
 */
@Op
public final class AllocTensorOp extends AllocTensorOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.alloc_tensor")
      .summary("allocate buffer for a tensor")
      .variadicOperand("dynamic_sizes", TypeConstraints.INDEX)
      .optionalOperand("copy", TypeConstraints.TENSOR)
      .optionalOperand("size_hint", TypeConstraints.INDEX)
      .optionalAttr("memory_space", AttrConstraints.ANY)
      .result("result", TypeConstraints.TENSOR)
      .attrSizedOperandSegments()
      .memAlloc("result")
      .build();

  AllocTensorOp(Operation op) {
    super(op);
  }

  /** Creates {@code bufferization.alloc_tensor(dynamicSizes) [copy(copy)] : type}; {@code copy} may be null. */
  public static AllocTensorOp create(Builder b, Location loc, RankedTensorType type, List<? extends Value> dynamicSizes,
      Value copy) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(dynamicSizes);
    if (copy != null) {
      st.addOperand(copy);
    }
    OpSpec.setOperandSegmentSizes(st, dynamicSizes.size(), copy == null ? 0 : 1, 0);
    st.addType(type);
    return new AllocTensorOp(b.create(st));
  }

  /** The definition: custom assembly, MLIR's checks and the allocation effect. */
  public static final class Def extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      p.parseLParen();
      List<UnresolvedOperand> sizes = p.parseOperandList();
      p.parseRParen();
      UnresolvedOperand copy = null;
      UnresolvedOperand hint = null;
      if (p.parseOptionalKeyword("copy")) {
        p.parseLParen();
        copy = p.parseOperand();
        p.parseRParen();
      }
      if (p.parseOptionalKeyword("size_hint")) {
        p.parseEqual();
        hint = p.parseOperand();
      }
      NamedAttrList dict = new NamedAttrList();
      p.parseOptionalAttrDict(dict);
      for (var na : dict.asList()) {
        result.attributes.set(na.name(), na.value());
      }
      p.parseColon();
      var typeLoc = p.getCurrentLocation();
      Type type = p.parseType();
      if (!(type instanceof TensorType)) {
        throw p.emitError(typeLoc, "invalid kind of type specified");
      }
      result.addType(type);
      for (UnresolvedOperand s : sizes) {
        result.addOperand(p.resolveOperand(s, IndexType.get()));
      }
      if (copy != null) {
        result.addOperand(p.resolveOperand(copy, type));
      }
      if (hint != null) {
        result.addOperand(p.resolveOperand(hint, IndexType.get()));
      }
      if (dict.contains(OpSpec.OPERAND_SEGMENT_SIZES)) {
        // MLIR keeps both entries and reports the duplicate once the op is parsed.
        throw p.emitError(p.getNameLoc(), "attribute '" + OpSpec.OPERAND_SEGMENT_SIZES
            + "' occurs more than once in the attribute list");
      }
      OpSpec.setOperandSegmentSizes(result, sizes.size(), copy == null ? 0 : 1, hint == null ? 0 : 1);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AllocTensorOp allocTensor = AllocTensorOp.of(op);
      AllocTensorOp a = allocTensor;
      p.print('(').printOperands(a.dynamicSizes()).print(')');
      if (a.copy() != null) {
        p.print(" copy(").printOperand(a.copy()).print(')');
      }
      if (a.sizeHint() != null) {
        p.print(" size_hint=").printOperand(a.sizeHint());
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of(OpSpec.OPERAND_SEGMENT_SIZES));
      p.print(" : ").printType(allocTensor.result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      AllocTensorOp allocTensor = AllocTensorOp.of(op);
      AllocTensorOp a = allocTensor;
      int dynamic = a.dynamicSizes().size();
      if (a.copy() != null && dynamic > 0) {
        op.emitError("dynamic sizes not needed when copying a tensor");
        return false;
      }
      // MLIR reads an unranked result as a ranked tensor without dynamic sizes.
      int expected = allocTensor.result().getType() instanceof RankedTensorType t ? t.getNumDynamicDims() : 0;
      if (a.copy() == null && expected != dynamic) {
        op.emitOpError("incorrect number of dynamic sizes, has " + dynamic + ", expected " + expected);
        return false;
      }
      if (a.copy() != null && !a.copy().getType().equals(allocTensor.result().getType())) {
        op.emitError("expected that `copy` and return type match");
        return false;
      }
      return true;
    }
  }
}

package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.interfaces.RegionBranchOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * scf.while: {@code (%a = %init) : (types) -> types {before} do {after} [attributes {...}]}: the
 * "before" region ends with scf.condition, which goes to "after" or leaves the loop; "after"
 * yields back to "before".
 */
@Op
public final class WhileOp extends WhileOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.while")
      .summary("a generic 'while' loop")
      .variadicOperand("inits", TypeConstraints.ANY)
      .variadicResult("results", TypeConstraints.ANY)
      .region("before", RegionDef.Blocks.EXACTLY_ONE)
      .region("after", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  /** Builds the body of a region: the builder is at the end of its block. */
  @FunctionalInterface
  public interface BodyBuilder {
    void build(Builder b, Location loc, List<Value> args);
  }

  WhileOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.while (inits) : (...) -> (resultTypes)}: the "before" block takes the
   * inits' types, the "after" block the result types; the builders fill them (each must end its
   * block with scf.condition and scf.yield respectively).
   */
  public static WhileOp create(Builder b, Location loc, List<? extends Type> resultTypes,
      List<? extends Value> inits, BodyBuilder before, BodyBuilder after) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inits).addTypes(resultTypes);
    Block beforeBlock = st.addRegion().emplaceBlock();
    for (Value v : inits) {
      beforeBlock.addArgument(v.getType(), v.getLoc());
    }
    Block afterBlock = st.addRegion().emplaceBlock();
    for (Type t : resultTypes) {
      afterBlock.addArgument(t, loc);
    }
    WhileOp op = new WhileOp(b.create(st));
    Builder.InsertPoint ip = b.saveInsertionPoint();
    if (before != null) {
      b.setInsertionPointToEnd(beforeBlock);
      before.build(b, loc, new ArrayList<>(beforeBlock.getArguments()));
    }
    if (after != null) {
      b.setInsertionPointToEnd(afterBlock);
      after.build(b, loc, new ArrayList<>(afterBlock.getArguments()));
    }
    b.restoreInsertionPoint(ip);
    return op;
  }

  public Block beforeBody() {
    return before().front();
  }

  public Block afterBody() {
    return after().front();
  }

  /** The terminator of the "before" region (scf.condition). */
  public ConditionOp conditionOp() {
    return ConditionOp.of(beforeBody().getLastOp());
  }

  /** The terminator of the "after" region (scf.yield). */
  public YieldOp yieldOp() {
    return YieldOp.of(afterBody().getLastOp());
  }

  /** The definition: custom assembly, the terminator checks, region-branch and loop interfaces. */
  public static final class Def extends OpDefinition
      implements Traits.HasRecursiveMemoryEffects, Traits.SingleBlock, RegionBranchOpInterface,
          LoopLikeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<Argument> regionArgs = new ArrayList<>();
      List<UnresolvedOperand> operands = new ArrayList<>();
      Region before = result.addRegion();
      Region after = result.addRegion();
      if (p.parseOptionalLParen()) {
        if (!p.parseOptionalRParen()) {
          do {
            regionArgs.add(p.parseArgument(false, false));
            p.parseEqual();
            operands.add(p.parseOperand());
          } while (p.parseOptionalComma());
          p.parseRParen();
        }
      }
      var typeLoc = p.getCurrentLocation();
      p.parseColon();
      Type fnType = p.parseType();
      if (!OpUtils.isFunctionType(fnType)) {
        throw p.emitError(typeLoc, "invalid kind of type specified: expected builtin.function, but found '"
            + OpUtils.str(fnType) + "'");
      }
      List<Type> inputs = OpUtils.functionInputs(fnType);
      result.addTypes(OpUtils.functionResults(fnType));
      if (inputs.size() != operands.size()) {
        throw p.emitError(typeLoc, "expected as many input types as operands (expected "
            + operands.size() + " got " + inputs.size() + ")");
      }
      result.addOperands(ScfTraits.resolveOperands(p, operands, inputs, p.getCurrentLocation()));
      List<Argument> typed = new ArrayList<>();
      for (int i = 0; i < regionArgs.size(); i++) {
        typed.add(OpUtils.withType(regionArgs.get(i), inputs.get(i)));
      }
      p.parseRegion(before, typed);
      p.parseKeyword("do");
      p.parseRegion(after, List.of());
      p.parseOptionalAttrDictWithKeyword(result.attributes);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      Block before = OpUtils.body(op, 0);
      List<Value> inits = op.getOperands();
      OpUtils.printInitializationList(p, before.getArguments(), inits, " ");
      p.print(" : ");
      p.printFunctionalType(OpUtils.types(inits), op.getResultTypes());
      p.print(' ');
      p.printRegion(op.getRegion(0), false, true, false);
      p.print(" do ");
      p.printRegion(op.getRegion(1));
      p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), Set.of());
    }

    /** MLIR's verifyAndGetTerminator for both regions (the spec ensured one non-empty block each). */
    @Override
    public boolean verify(Operation op) {
      return verifyTerminator(op, 0, ConditionOp.SPEC.name(), "before")
          && verifyTerminator(op, 1, YieldOp.SPEC.name(), "after");
    }

    private static boolean verifyTerminator(Operation op, int region, String name, String regionName) {
      Operation t = OpUtils.body(op, region).getLastOp();
      if (t.getName().equals(name)) {
        return true;
      }
      op.emitOpError("expects the '" + regionName + "' region to terminate with '" + name + "'")
          .attachNote(t.getLoc(), "terminator here");
      return false;
    }

    // ---- RegionBranchOpInterface: parent, after -> before; before -> parent or after.

    @Override
    public List<Successor> getSuccessorRegions(Operation op, Region from) {
      if (from == null || from == op.getRegion(1)) {
        return List.of(new Successor(op.getRegion(0), new ArrayList<>(OpUtils.body(op, 0).getArguments())));
      }
      return List.of(new Successor(null, new ArrayList<>(op.getResults())),
          new Successor(op.getRegion(1), new ArrayList<>(OpUtils.body(op, 1).getArguments())));
    }

    @Override
    public List<Value> getEntrySuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }

    // ---- LoopLikeOpInterface (MLIR checks it after the region-branch edges, which cover it)

    @Override
    public List<Region> getLoopRegions(Operation op) {
      return List.of(op.getRegion(0), op.getRegion(1));
    }

    @Override
    public List<Value> getInductionVars(Operation op) {
      return List.of();
    }

    @Override
    public List<Value> getInits(Operation op) {
      return op.getOperands();
    }

    @Override
    public List<Value> getRegionIterArgs(Operation op) {
      return new ArrayList<>(OpUtils.body(op, 0).getArguments());
    }

    @Override
    public List<Value> getYieldedValues(Operation op) {
      Operation t = OpUtils.body(op, 1).getLastOp();
      return t == null ? List.of() : t.getOperands();
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      // MLIR's order; WhileConditionTruth, WhileCmpCond and WhileOpAlignBeforeArgs are not there.
      patterns.add(new WhileCanonicalization.RemoveLoopInvariantArgsFromBeforeBlock());
      patterns.add(new WhileCanonicalization.RemoveLoopInvariantValueYielded());
      patterns.add(new WhileCanonicalization.WhileUnusedResult());
      patterns.add(new WhileCanonicalization.WhileRemoveDuplicatedResults());
      patterns.add(new WhileCanonicalization.WhileRemoveUnusedArgs());
    }
  }
}

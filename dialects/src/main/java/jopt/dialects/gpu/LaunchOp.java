package jopt.dialects.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * gpu.launch: {@code gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%scx = %a, ...)
 * blocks(%bx, %by, %bz) in (%sx = %a, ...) threads(%tx, %ty, %tz) in (%stx = %a, ...)
 * dynamic_shared_memory_size %s workgroup(%w : memref<...>) private(%p : memref<...>) {body}}.
 * The body's arguments: block ids, thread ids, grid sizes, block sizes (12, all index), cluster
 * ids and sizes when clusters are given (6 more), then the memory attributions.
 */
@Op
public final class LaunchOp extends LaunchOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.launch")
      .summary("GPU kernel launch operation")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .operand("gridSizeX", TypeConstraints.INDEX)
      .operand("gridSizeY", TypeConstraints.INDEX)
      .operand("gridSizeZ", TypeConstraints.INDEX)
      .operand("blockSizeX", TypeConstraints.INDEX)
      .operand("blockSizeY", TypeConstraints.INDEX)
      .operand("blockSizeZ", TypeConstraints.INDEX)
      .optionalOperand("clusterSizeX", TypeConstraints.INDEX)
      .optionalOperand("clusterSizeY", TypeConstraints.INDEX)
      .optionalOperand("clusterSizeZ", TypeConstraints.INDEX)
      .optionalOperand("dynamicSharedMemorySize", TypeConstraints.I32)
      .attrSizedOperandSegments()
      .optionalAttr("module", AttrConstraints.FLAT_SYMBOL_REF)
      .optionalAttr("function", AttrConstraints.FLAT_SYMBOL_REF)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  /** The index arguments of a body without clusters. */
  static final int CONFIG_ARGS = 12;

  private static final Set<String> ELIDED =
      Set.of(OpSpec.OPERAND_SEGMENT_SIZES, GPUFuncOp.NUM_WORKGROUP, "module", "function");

  LaunchOp(Operation op) {
    super(op);
  }

  static boolean hasClusterSize(Operation op) {
    return ValueGroups.operand(SPEC, op, 7) != null && ValueGroups.operand(SPEC, op, 8) != null
        && ValueGroups.operand(SPEC, op, 9) != null;
  }

  static int numConfigArgs(Operation op) {
    return CONFIG_ARGS + (hasClusterSize(op) ? 6 : 0);
  }

  /** The definition: custom form; the region's arguments and terminators; recursive effects. */
  public static final class Def extends OpDefinition implements Traits.AutomaticAllocationScope,
      Traits.AttrSizedOperandSegments, Traits.HasRecursiveMemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    /** Parses {@code (%i, %j, %k) in (%s = %a, %t = %b, %u = %c)}. */
    private static void parseSizeAssignment(OpAsmParser p, List<UnresolvedOperand> sizes, Argument[] args,
        int sizeArgs, int ids) {
      jopt.ir.asm.SourceLoc idsLoc = p.getCurrentLocation();
      List<Argument> idArgs = p.parseArgumentList(Delimiter.PAREN, false);
      // As MLIR's parser, which moves the ids given into the region-argument array from slot
      // `ids` on: fewer than three leave the rest as they were (unnamed unless an earlier list
      // ran over into them); more run over into the following slots, which later lists
      // overwrite; without clusters, slots 12 to 15 are the array's spare capacity, never read.
      // Past that (undefined behaviour in MLIR), an error here.
      if (ids + idArgs.size() > Math.max(16, args.length)) {
        throw p.emitError(p.getCurrentLocation(), "expected 3 identifiers");
      }
      for (int i = 0; i < idArgs.size() && ids + i < args.length; i++) {
        args[ids + i] = index(idArgs.get(i));
      }
      for (int i = idArgs.size(); i < 3; i++) {
        if (args[ids + i] == null) {
          args[ids + i] = new Argument(null, IndexType.INSTANCE, p.getEncodedLocation(idsLoc));
        }
      }
      p.parseKeyword("in");
      p.parseLParen();
      for (int i = 0; i < 3; i++) {
        if (i != 0) {
          p.parseComma();
        }
        args[sizeArgs + i] = index(p.parseArgument(false, false));
        p.parseEqual();
        sizes.add(p.parseOperand());
      }
      p.parseRParen();
    }

    private static Argument index(Argument a) {
      return new Argument(a.ssaName(), IndexType.INSTANCE, a.loc());
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      jopt.ir.asm.SourceLoc asyncLoc = p.getCurrentLocation();
      boolean async = p.parseOptionalKeyword("async");
      if (async && p.getNumResults() == 0) {
        throw p.emitError(asyncLoc, "needs to be named when marked 'async'");
      }
      List<UnresolvedOperand> deps = p.parseOperandList(Delimiter.OPTIONAL_SQUARE);
      p.resolveOperands(deps, AsyncTokenType.INSTANCE, result.operands);
      if (p.getNumResults() > 0) {
        result.addType(AsyncTokenType.INSTANCE);
      }
      boolean clusters = p.parseOptionalKeyword("clusters");
      Argument[] args = new Argument[clusters ? 18 : 12];
      List<UnresolvedOperand> clusterSizes = new ArrayList<>();
      if (clusters) {
        parseSizeAssignment(p, clusterSizes, args, 15, 12);
      }
      List<UnresolvedOperand> sizes = new ArrayList<>();
      p.parseKeyword("blocks");
      parseSizeAssignment(p, sizes, args, 6, 0);
      p.parseKeyword("threads");
      parseSizeAssignment(p, sizes, args, 9, 3);
      sizes.addAll(clusterSizes);
      p.resolveOperands(sizes, IndexType.INSTANCE, result.operands);
      boolean dynamicShared = p.parseOptionalKeyword("dynamic_shared_memory_size");
      if (dynamicShared) {
        result.addOperand(p.resolveOperand(p.parseOperand(), IntegerType.get(32)));
      }
      for (String name : List.of("module", "function")) {
        if (p.parseOptionalKeyword(name)) {
          p.parseLParen();
          result.addAttribute(name, jopt.ir.attr.SymbolRefAttr.get(p.parseSymbolName()));
          p.parseRParen();
        }
      }
      List<Argument> regionArgs = new ArrayList<>(List.of(args));
      GPUFuncOp.parseAttributions(p, "workgroup", regionArgs);
      result.addAttribute(GPUFuncOp.NUM_WORKGROUP,
          IntegerAttr.get(IntegerType.get(64), regionArgs.size() - args.length));
      GPUFuncOp.parseAttributions(p, "private", regionArgs);
      Region body = result.addRegion();
      p.parseRegion(body, regionArgs);
      p.parseOptionalAttrDict(result.attributes);
      OpSpec.setOperandSegmentSizes(result, deps.size(), 1, 1, 1, 1, 1, 1, clusters ? 1 : 0, clusters ? 1 : 0,
          clusters ? 1 : 0, dynamicShared ? 1 : 0);
    }

    private static void printSizeAssignment(OpAsmPrinter p, List<Value> args, int sizeArgs, int ids,
        List<Value> operands) {
      p.print("(").printOperand(args.get(ids)).print(", ").printOperand(args.get(ids + 1)).print(", ")
          .printOperand(args.get(ids + 2)).print(") in (");
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printOperand(args.get(sizeArgs + i)).print(" = ").printOperand(operands.get(i));
      }
      p.print(")");
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      List<Value> deps = ValueGroups.operands(SPEC, op, 0);
      if (op.getNumResults() > 0) {
        p.print(" async");
        if (!deps.isEmpty()) {
          p.print(" [").printOperands(deps).print("]");
        }
      }
      List<Value> args = new ArrayList<>(op.getRegion(0).front().getArguments());
      int d = deps.size();
      List<Value> operands = op.getOperands();
      if (hasClusterSize(op)) {
        p.print(" clusters");
        printSizeAssignment(p, args, 15, 12, operands.subList(d + 6, d + 9));
      }
      p.print(" blocks");
      printSizeAssignment(p, args, 6, 0, operands.subList(d, d + 3));
      p.print(" threads");
      printSizeAssignment(p, args, 9, 3, operands.subList(d + 3, d + 6));
      Value shared = ValueGroups.operand(SPEC, op, 10);
      if (shared != null) {
        p.print(" dynamic_shared_memory_size ").printOperand(shared);
      }
      for (String name : List.of("module", "function")) {
        if (op.getAttr(name) instanceof jopt.ir.attr.SymbolRefAttr s) {
          p.print(" " + name + "(").printSymbolName(s.getRootReference()).print(")");
        }
      }
      int first = numConfigArgs(op);
      int wg = (int) GPUFuncOp.numWorkgroupAttributions(op);
      GPUFuncOp.printAttributions(p, "workgroup", args.subList(first, first + wg));
      GPUFuncOp.printAttributions(p, "private", args.subList(first + wg, args.size()));
      p.print(" ").printRegion(op.getRegion(0), false, true, false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), ELIDED);
    }

    @Override
    public boolean verify(Operation op) {
      boolean any = false;
      for (int g = 7; g <= 9; g++) {
        any |= ValueGroups.operand(SPEC, op, g) != null;
      }
      if (any && !hasClusterSize(op)) {
        op.emitOpError("cluster size must be all present");
        return false;
      }
      return true;
    }

    /**
     * MLIR's LaunchOp::verifyRegions: enough region arguments, attributions in their address
     * spaces, and every block leaving the region ends with gpu.terminator.
     */
    @Override
    public boolean verifyRegions(Operation op) {
      Region body = op.getRegion(0);
      if (body.isEmpty()) {
        // mlir-opt-22 accepts an empty body, then crashes printing the op: jopt reports it.
        op.emitOpError("expected body with at least one block");
        return false;
      }
      int first = numConfigArgs(op);
      long wg = GPUFuncOp.numWorkgroupAttributions(op);
      List<Value> args = new ArrayList<>(body.front().getArguments());
      // MLIR counts 12 here even with clusters (and then crashes below 18): jopt counts them.
      if (args.size() < first + wg) {
        op.emitOpError("unexpected number of region arguments");
        return false;
      }
      if (!GPUFuncOp.verifyAttributions(op, args.subList(first, first + (int) wg), AddressSpaceAttr.WORKGROUP)
          || !GPUFuncOp.verifyAttributions(op, args.subList(first + (int) wg, args.size()),
              AddressSpaceAttr.PRIVATE)) {
        return false;
      }
      for (Block b : body.getBlocks()) {
        if (b.isEmpty()) {
          continue;
        }
        Operation last = b.getLastOp();
        if (last.getNumSuccessors() != 0) {
          continue;
        }
        if (!last.getName().equals("gpu.terminator")) {
          last.emitError("expected 'gpu.terminator' or a terminator with successors").attachNote(op.getLoc(),
              "in 'gpu.launch' body region");
          return false;
        }
      }
      return true;
    }
  }
}

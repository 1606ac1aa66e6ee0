package jopt.dialects.gpu;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.Walk;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.type.IndexType;

/**
 * gpu.launch_func: {@code gpu.launch_func async [%t] @module::@kernel clusters in (%a, %b, %c)
 * blocks in (%a, %b, %c) threads in (%a, %b, %c) : i32 dynamic_shared_memory_size %s
 * args(%x : f32, ...)}. Its module must carry {@code gpu.container_module}, whose verifier
 * checks the kernel (MLIR's GPUDialect::verifyOperationAttribute, {@link #verifyKernels}).
 */
@Op
public final class LaunchFuncOp extends LaunchFuncOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.launch_func")
      .summary("Launches a function as a GPU kernel")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .attr("kernel", AttrConstraints.SYMBOL_REF)
      .operand("gridSizeX", GPUConstraints.LAUNCH_INDEX)
      .operand("gridSizeY", GPUConstraints.LAUNCH_INDEX)
      .operand("gridSizeZ", GPUConstraints.LAUNCH_INDEX)
      .operand("blockSizeX", GPUConstraints.LAUNCH_INDEX)
      .operand("blockSizeY", GPUConstraints.LAUNCH_INDEX)
      .operand("blockSizeZ", GPUConstraints.LAUNCH_INDEX)
      .optionalOperand("clusterSizeX", GPUConstraints.LAUNCH_INDEX)
      .optionalOperand("clusterSizeY", GPUConstraints.LAUNCH_INDEX)
      .optionalOperand("clusterSizeZ", GPUConstraints.LAUNCH_INDEX)
      .optionalOperand("dynamicSharedMemorySize", TypeConstraints.I32)
      .variadicOperand("kernelOperands", TypeConstraints.ANY)
      .optionalOperand("asyncObject", TypeConstraints.ANY)
      .attrSizedOperandSegments()
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .allTypesMatch("gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX", "blockSizeY", "blockSizeZ")
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .customDirective("LaunchDimType", LaunchDimType.INSTANCE)
      .customDirective("LaunchFuncOperands", LaunchFuncOperands.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)"
          + " (`<` $asyncObject^ `:` type($asyncObject) `>`)? $kernel"
          + " ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )?"
          + " `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)`"
          + " `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)`"
          + " custom<LaunchDimType>(type($gridSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))"
          + " (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)?"
          + " custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict")
      .build();

  LaunchFuncOp(Operation op) {
    super(op);
  }

  /**
   * {@code custom<LaunchDimType>}: {@code : i32} when the sizes are not index (none: index);
   * the cluster sizes, when given, have the same type.
   */
  static final class LaunchDimType implements CustomDirective {
    static final LaunchDimType INSTANCE = new LaunchDimType();

    private static String target(String arg) {
      return arg.substring("type(".length(), arg.length() - 1);
    }

    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      Type t = p.parseOptionalColon() ? p.parseType() : IndexType.INSTANCE;
      state.setTypes(target(args.get(0)), List.of(t));
      boolean clusters = state.getOperands(target(args.get(1))) != null
          && !state.getOperands(target(args.get(1))).isEmpty();
      for (int i = 1; i < 4; i++) {
        state.setTypes(target(args.get(i)), clusters ? List.of(t) : List.of());
      }
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      Type t = ValueGroups.operand(SPEC, op, 1).getType();
      if (!(t instanceof IndexType)) {
        p.print(": ").printType(t);
      }
    }
  }

  /** {@code custom<LaunchFuncOperands>}: {@code args(%a : t, ...)}, or nothing. */
  static final class LaunchFuncOperands implements CustomDirective {
    static final LaunchFuncOperands INSTANCE = new LaunchFuncOperands();

    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      List<UnresolvedOperand> operands = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
      if (p.parseOptionalKeyword("args")) {
        p.parseCommaSeparatedList(Delimiter.PAREN, () -> {
          operands.add(p.parseOperand());
          p.parseColon();
          types.add(p.parseType());
        }, " in argument list");
      }
      state.addOperands(args.get(0), operands, loc);
      state.setTypes(args.get(0), types);
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      List<Value> operands = ValueGroups.operands(SPEC, op, 11);
      if (operands.isEmpty()) {
        return;
      }
      p.print("args(");
      for (int i = 0; i < operands.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printOperand(operands.get(i)).print(" : ").printType(operands.get(i).getType());
      }
      p.print(")");
    }
  }

  /**
   * The launch_func ops directly in functions of {@code module} (a module with
   * {@code gpu.container_module}) name a kernel of one of its gpu.modules, with their operands'
   * types; a reference to a gpu.binary is not checked.
   */
  static boolean verifyKernels(Operation module) {
    Walk.Result r = module.walk(op -> {
      if (!op.getName().equals(SPEC.name())) {
        return Walk.Result.ADVANCE;
      }
      Operation parent = op.getParentOp();
      if (parent == null || parent.getParentOp() != module || !(op.getAttr("kernel") instanceof SymbolRefAttr kernel)) {
        return Walk.Result.ADVANCE;
      }
      Operation container = SymbolTable.lookupSymbolIn(module, kernel.getRootReference());
      if (container == null) {
        op.emitOpError("kernel container '" + kernel.getRootReference() + "' is undefined");
        return Walk.Result.INTERRUPT;
      }
      if (container.getName().equals("gpu.binary")) {
        return Walk.Result.ADVANCE;
      }
      if (!container.getName().equals(GPUModuleOp.SPEC.name())) {
        op.emitOpError("kernel module '" + kernel.getRootReference() + "' is undefined");
        return Walk.Result.INTERRUPT;
      }
      Operation func = SymbolTable.lookupSymbolIn(module, kernel);
      String ref = jopt.ir.AttrTypePrinter.print(kernel);
      if (func == null) {
        op.emitOpError("kernel function '" + ref + "' is undefined");
        return Walk.Result.INTERRUPT;
      }
      if (func.getInterface(FunctionOpInterface.class) == null) {
        op.emitOpError("referenced kernel '" + ref + "' is not a function").attachNote(func.getLoc(),
            "see the kernel definition here");
        return Walk.Result.INTERRUPT;
      }
      if (!(func.getAttr(GPUDialect.KERNEL) instanceof UnitAttr)) {
        op.emitOpError("kernel function is missing the '" + GPUDialect.KERNEL + "' attribute");
        return Walk.Result.INTERRUPT;
      }
      jopt.ir.type.FunctionType type = jopt.dialects.func.FuncOp.getFunctionType(func);
      // The ops are checked later, by their own verifiers: skip what is malformed here.
      if (!func.getName().equals(GPUFuncOp.SPEC.name()) || type == null || !hasValidSegments(op)) {
        return Walk.Result.ADVANCE;
      }
      List<Value> operands = ValueGroups.operands(SPEC, op, 11);
      List<Type> inputs = type.inputs();
      if (operands.size() != inputs.size()) {
        op.emitOpError("got " + operands.size() + " kernel operands but expected " + inputs.size());
        return Walk.Result.INTERRUPT;
      }
      for (int i = 0; i < inputs.size(); i++) {
        if (!operands.get(i).getType().equals(inputs.get(i))) {
          op.emitOpError("type of function argument " + i + " does not match");
          return Walk.Result.INTERRUPT;
        }
      }
      return Walk.Result.ADVANCE;
    });
    return r != Walk.Result.INTERRUPT;
  }

  /** Whether {@code op}'s operandSegmentSizes has a size per group, adding up to its operands. */
  private static boolean hasValidSegments(Operation op) {
    if (!(op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES) instanceof jopt.ir.attr.DenseArrayAttr sizes)
        || sizes.isFloat() || sizes.size() != SPEC.operands().size()) {
      return false;
    }
    long total = 0;
    for (long n : sizes.asLongs()) {
      if (n < 0) {
        return false;
      }
      total += n;
    }
    return total == op.getNumOperands();
  }

  /** The definition: the enclosing module must be a container module; cluster sizes agree. */
  public static final class Def extends OpDefinition implements Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      Operation module = op.getParentOp();
      while (module != null && !module.getName().equals("builtin.module")) {
        module = module.getParentOp();
      }
      if (module == null) {
        op.emitOpError("expected to belong to a module");
        return false;
      }
      if (!(module.getAttr(GPUDialect.CONTAINER_MODULE) instanceof UnitAttr)) {
        op.emitOpError("expected the closest surrounding module to have the '" + GPUDialect.CONTAINER_MODULE
            + "' attribute");
        return false;
      }
      Value cx = ValueGroups.operand(SPEC, op, 7);
      Value cy = ValueGroups.operand(SPEC, op, 8);
      Value cz = ValueGroups.operand(SPEC, op, 9);
      if (cx != null && cy != null && cz != null
          && (!cy.getType().equals(cx.getType()) || !cz.getType().equals(cx.getType()))) {
        op.emitOpError("expects types of the cluster dimensions must be the same");
        return false;
      }
      return true;
    }
  }
}

package jopt.dialects.xegpu;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;

/**
 * The xegpu dialect as mlir-opt-22 registers it (Intel Xe GPUs; parsed, verified and printed,
 * not executed): block and scattered tensor descriptors ({@code !xegpu.tensor_desc}), their
 * loads, stores and prefetches, gathers and scatters on pointers and memrefs, dpas, atomics,
 * named barriers, fences, shared-memory matrices ({@code !xegpu.mem_desc}) and the distribution
 * layouts {@code #xegpu.layout} and {@code #xegpu.slice}.
 */
public final class XeGPUDialect extends Dialect {
  public XeGPUDialect() {
    super("xegpu");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new CreateNdDescOp.Def(), new PrefetchNdOp.Def(), new LoadNdOp.Def(), new StoreNdOp.Def(),
        new UpdateNdOffsetOp.Def(), new CreateDescOp.Def(), new PrefetchOp.Def(), new LoadGatherOp.Def(),
        new StoreScatterOp.Def(), new UpdateOffsetOp.Def(), new DpasOp.Def(), new AtomicRMWOp.Def(),
        new AllocNbarrierOp.Def(), new InitNbarrierOp.Def(), new NbarrierArriveOp.Def(), new NbarrierWaitOp.Def(),
        new FenceOp.Def(), new ConvertLayoutOp.Def(), new CreateMemDescOp.Def(), new LoadMatrixOp.Def(),
        new StoreMatrixOp.Def());
  }

  @Override
  public boolean hasTypeParser() {
    return true;
  }

  @Override
  public boolean parsesTypeBodies() {
    return true;
  }

  @Override
  public Type parseTypeBody(String mnemonic, OpAsmParser parser) {
    return XeGPUAsm.parseType(mnemonic, parser);
  }

  /** As mlir-opt-22 words it (with its two spaces). */
  @Override
  public String unknownTypeMessage(String mnemonic) {
    return "unknown  type `" + mnemonic + "` in dialect `xegpu`";
  }

  @Override
  public boolean parsesAttributeBodies() {
    return true;
  }

  @Override
  public Attribute parseAttributeBody(String mnemonic, OpAsmParser parser) {
    return XeGPUAsm.parseAttribute(mnemonic, parser);
  }
}

package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.DictionaryAttr;

/**
 * One change a conversion made to the IR (MLIR's IRRewrite), in the order they were made: undone
 * in reverse when a pattern or the conversion fails, committed in order when it succeeds. Most
 * changes are made at once and only remembered; replacements of ops and values are made only at
 * commit (until then patterns see the original IR, reading replacements through the mapping),
 * and erased ops and blocks are only unlinked, to be destroyed at cleanup.
 */
abstract sealed class IRRewrite {
  /** Undoes this change. */
  abstract void rollback(ConversionState s);

  /** The conversion succeeded: finishes this change. */
  void commit(ConversionState s) {}

  /** After every commit: hands what this change unlinked to {@code s} for destruction. */
  void cleanup(ConversionState s) {}

  /** An op inserted by a pattern; undone by erasing it. */
  static final class CreateOperation extends IRRewrite {
    final Operation op;

    CreateOperation(Operation op) {
      this.op = op;
    }

    @Override
    void rollback(ConversionState s) {
      forceErase(op);
    }
  }

  /** An op moved within the IR; undone by moving it back before its old successor. */
  static final class MoveOperation extends IRRewrite {
    private final Operation op;
    private final Block block;
    private final Operation next;

    MoveOperation(Operation op, Block block, Operation next) {
      this.op = op;
      this.block = block;
      this.next = next;
    }

    @Override
    void rollback(ConversionState s) {
      op.remove();
      block.insertBefore(next, op);
    }
  }

  /** An op changed in place; its location, attributes, operands and successors are restored. */
  static final class ModifyOperation extends IRRewrite {
    final Operation op;
    private final Location loc;
    private final DictionaryAttr attrs;
    private final List<Value> operands;
    private final List<Block> successors;

    ModifyOperation(Operation op) {
      this.op = op;
      this.loc = op.getLoc();
      this.attrs = op.getAttrDictionary();
      this.operands = new ArrayList<>(op.getOperands());
      this.successors = new ArrayList<>(op.getSuccessors());
    }

    @Override
    void rollback(ConversionState s) {
      op.setLoc(loc);
      if (op.getAttrDictionary() != attrs) {
        op.setAttrDictionary(attrs);
      }
      if (!op.getOperands().equals(operands)) {
        op.setOperands(operands);
      }
      for (int i = 0; i < successors.size(); i++) {
        op.setSuccessor(i, successors.get(i));
      }
    }
  }

  /**
   * An op replaced (or erased: no values) by a pattern. The mapping has its results' replacements;
   * at commit their uses take them (cast back to the old types where needed) and the op leaves
   * its block; it is destroyed at cleanup.
   */
  static final class ReplaceOperation extends IRRewrite {
    final Operation op;
    private final TypeConverter converter;

    ReplaceOperation(Operation op, TypeConverter converter) {
      this.op = op;
      this.converter = converter;
    }

    @Override
    void commit(ConversionState s) {
      List<Value> replacements = new ArrayList<>();
      for (OpResult r : op.getResults()) {
        replacements.add(s.findOrBuildReplacementValue(r, converter));
      }
      for (int i = 0; i < replacements.size(); i++) {
        if (replacements.get(i) != null) {
          op.getResult(i).replaceAllUsesWith(replacements.get(i));
        }
      }
      op.remove();
    }

    @Override
    void rollback(ConversionState s) {
      for (OpResult r : op.getResults()) {
        s.mapping.erase(r);
      }
    }

    @Override
    void cleanup(ConversionState s) {
      s.destroyLater(op);
    }
  }

  /**
   * A value (a block argument, usually) whose uses take another value: recorded in the mapping,
   * made at commit, except for the uses before the replacement's definition in its block.
   */
  static final class ReplaceValue extends IRRewrite {
    private final Value from;
    private final TypeConverter converter;

    ReplaceValue(Value from, TypeConverter converter) {
      this.from = from;
      this.converter = converter;
    }

    @Override
    void commit(ConversionState s) {
      Value repl = s.findOrBuildReplacementValue(from, converter);
      if (repl == null) {
        return;
      }
      if (repl instanceof BlockArgument) {
        from.replaceAllUsesWith(repl);
        return;
      }
      Operation replOp = repl.getDefiningOp();
      Block replBlock = replOp.getBlock();
      from.replaceUsesWithIf(repl, use -> {
        Operation user = use.getOwner();
        return user.getBlock() != replBlock || replOp.isBeforeInBlock(user);
      });
    }

    @Override
    void rollback(ConversionState s) {
      s.mapping.erase(from);
    }
  }

  /** A block created in a region; undone by taking it out (the ops still in it go with it). */
  static final class CreateBlock extends IRRewrite {
    private final Block block;

    CreateBlock(Block block) {
      this.block = block;
    }

    @Override
    void rollback(ConversionState s) {
      for (Operation op : block.getOpList()) {
        forceErase(op);
      }
      if (block.getParent() != null) {
        block.getParent().getBlocks().remove(block);
      }
    }
  }

  /** An argument appended to a block; undone by erasing the block's last argument. */
  static final class AddBlockArgument extends IRRewrite {
    private final Block block;

    AddBlockArgument(Block block) {
      this.block = block;
    }

    @Override
    void rollback(ConversionState s) {
      int last = block.getNumArguments() - 1;
      for (OpOperand use : block.getArgument(last).getUseList()) {
        use.set(null);
      }
      block.eraseArgument(last);
    }
  }

  /** A block erased: taken out of its region now, destroyed at cleanup, put back on rollback. */
  static final class EraseBlock extends IRRewrite {
    private final Block block;
    private final Region region;
    private final Block next;

    EraseBlock(Block block, Region region, Block next) {
      this.block = block;
      this.region = region;
      this.next = next;
    }

    @Override
    void rollback(ConversionState s) {
      region.insertBefore(next, List.of(block));
    }

    @Override
    void cleanup(ConversionState s) {
      s.destroyLater(block);
    }
  }

  /** A block moved to another place; undone by moving it back before its old successor. */
  static final class MoveBlock extends IRRewrite {
    private final Block block;
    private final Region region;
    private final Block next;

    MoveBlock(Block block, Region region, Block next) {
      this.block = block;
      this.region = region;
      this.next = next;
    }

    @Override
    void rollback(ConversionState s) {
      block.getParent().getBlocks().remove(block);
      region.insertBefore(next, List.of(block));
    }
  }

  /** A block whose signature was converted into a new block: branches to the new block go back to the old. */
  static final class BlockTypeConversion extends IRRewrite {
    private final Block origBlock;
    private final Block newBlock;

    BlockTypeConversion(Block origBlock, Block newBlock) {
      this.origBlock = origBlock;
      this.newBlock = newBlock;
    }

    @Override
    void rollback(ConversionState s) {
      replaceBlockUses(origBlock.getParent(), newBlock, origBlock);
    }
  }

  /**
   * A builtin.unrealized_conversion_cast the conversion made where value types disagree
   * (MLIR's UnresolvedMaterializationRewrite); after commit it is reconciled away or built by the
   * type converter.
   */
  static final class UnresolvedMaterialization extends IRRewrite {
    final Operation cast;
    private final Value mappedValue;

    UnresolvedMaterialization(Operation cast, Value mappedValue) {
      this.cast = cast;
      this.mappedValue = mappedValue;
    }

    @Override
    void rollback(ConversionState s) {
      if (mappedValue != null) {
        s.mapping.erase(mappedValue);
      }
      s.forgetMaterialization(cast);
      forceErase(cast);
    }
  }

  /** Points every branch of {@code region} to {@code from} at {@code to} instead. */
  static void replaceBlockUses(Region region, Block from, Block to) {
    if (region == null) {
      return;
    }
    for (Block b : region.getBlocks()) {
      Operation t = b.getLastOp();
      for (int i = 0, n = t == null ? 0 : t.getNumSuccessors(); i < n; i++) {
        if (t.getSuccessor(i) == from) {
          t.setSuccessor(i, to);
        }
      }
    }
  }

  /** Erases {@code op} whatever still uses it (those uses are left empty, as MLIR's dropAllUses). */
  static void forceErase(Operation op) {
    if (op.isErased()) {
      return;
    }
    for (OpResult r : op.getResults()) {
      for (OpOperand use : r.getUseList()) {
        use.set(null);
      }
    }
    op.dropAllReferences();
    op.erase();
  }
}

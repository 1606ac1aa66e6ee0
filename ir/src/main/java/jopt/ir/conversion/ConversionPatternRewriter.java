package jopt.ir.conversion;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;

/**
 * The rewriter of a dialect conversion (MLIR's ConversionPatternRewriter): every change goes into
 * the conversion's log, so that a failed pattern or a failed conversion is undone without a copy
 * of the IR. Replacements are deferred: until the conversion commits, a replaced op stays where it
 * was and its users still use it; patterns read the replacements through their adaptor operands
 * ({@link ConversionPattern}) or {@link #getRemappedValue}. Patterns must change the IR through
 * this rewriter only: ops it inserts are logged as created, so an op is moved with
 * {@link #moveOpBefore}, a region with {@link #inlineRegionBefore}, never by unlinking it.
 */
public final class ConversionPatternRewriter extends PatternRewriter {
  private final ConversionState state;

  ConversionPatternRewriter(ConversionState state) {
    super(state.ctx, state);
    this.state = state;
  }

  ConversionState state() {
    return state;
  }

  // ---- replacing and erasing

  /** Replaces {@code op}'s results with {@code values} (null: a result no one may use any more) and erases it, at commit. */
  @Override
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.getNumResults()) {
      throw new IllegalArgumentException("replacing " + op.getNumResults() + " results of '"
          + op.getName() + "' with " + values.size() + " values");
    }
    stepPast(op);
    state.replaceOp(op, values);
  }

  @Override
  public void eraseOp(Operation op) {
    stepPast(op);
    state.replaceOp(op, Collections.nCopies(op.getNumResults(), null));
  }

  @Override
  public void eraseBlock(Block block) {
    state.eraseBlock(block);
  }

  /** The uses of block argument {@code from} take {@code to}, at commit. */
  public void replaceUsesOfBlockArgument(BlockArgument from, Value to) {
    state.replaceValue(from, to, state.currentTypeConverter);
  }

  /** The uses of {@code from} take {@code to}, at commit (through the mapping, as a replaced result's). */
  @Override
  public void replaceAllUsesWith(Value from, Value to) {
    if (from != to) {
      state.replaceValue(from, to, state.currentTypeConverter);
    }
  }

  /** The uses {@code pred} accepts take {@code to} now, each user logged as modified in place. */
  @Override
  public void replaceUsesWithIf(Value from, Value to, Predicate<OpOperand> pred) {
    if (from == to) {
      return;
    }
    for (OpOperand use : from.getUseList()) {
      if (pred.test(use)) {
        Operation user = use.getOwner();
        startOpModification(user);
        use.set(to);
        finalizeOpModification(user);
      }
    }
  }

  /** Moves the insertion point past {@code op} when it is right before it (the op is going). */
  private void stepPast(Operation op) {
    if (saveInsertionPoint().before() == op) {
      setInsertionPointAfter(op);
    }
  }

  // ---- in-place changes

  @Override
  public void modifyOpInPlace(Operation op, Runnable change) {
    startOpModification(op);
    change.run();
    finalizeOpModification(op);
  }

  /** Remembers {@code op}'s location, attributes, operands and successors before a change. */
  public void startOpModification(Operation op) {
    if (state.wasOpReplaced(op)) {
      throw new IllegalStateException("modifying replaced '" + op.getName() + "'");
    }
    state.append(new IRRewrite.ModifyOperation(op));
  }

  /** The change begun by {@link #startOpModification} is done: {@code op} is legalized again. */
  public void finalizeOpModification(Operation op) {
    state.patternModifiedOps.add(op);
  }

  /** Undoes the change begun by {@link #startOpModification}. */
  public void cancelOpModification(Operation op) {
    state.dropLastModification(op, true);
  }

  // ---- moving ops

  @Override
  public void moveOpBefore(Operation op, Operation before) {
    moveOpBefore(op, before.getBlock(), before);
  }

  @Override
  public void moveOpAfter(Operation op, Operation after) {
    moveOpBefore(op, after.getBlock(), after.getNextNode());
  }

  /** Moves {@code op} into {@code block} before {@code before} (at the end when null). */
  public void moveOpBefore(Operation op, Block block, Operation before) {
    state.append(new IRRewrite.MoveOperation(op, op.getBlock(), op.getNextNode()));
    op.remove();
    block.insertBefore(before, op);
  }

  @Override
  public void inlineBlockBefore(Block source, Operation before, List<? extends Value> argValues) {
    inlineBlockBefore(source, before.getBlock(), before, argValues);
  }

  /**
   * Moves the ops of {@code source} into {@code dest} before {@code before} (at the end when
   * null); the uses of its arguments take {@code argValues}; {@code source} is erased.
   */
  public void inlineBlockBefore(Block source, Block dest, Operation before, List<? extends Value> argValues) {
    List<BlockArgument> args = source.getArguments();
    for (int i = 0; i < args.size(); i++) {
      replaceUsesOfBlockArgument(args.get(i), argValues.get(i));
    }
    for (Operation op : source.getOpList()) {
      moveOpBefore(op, dest, before);
    }
    if (getInsertionBlock() == source) {
      setInsertionPointToEnd(dest);
    }
    eraseBlock(source);
  }

  @Override
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    inlineBlockBefore(source, dest, null, argValues);
  }

  // ---- failures

  /**
   * Says why {@code op} does not match (MLIR's notifyMatchFailure); a conversion configured with
   * {@link ConversionConfig#matchFailureNotes} attaches it to the op's failure. Returns false, for
   * a pattern to return.
   */
  public boolean notifyMatchFailure(Operation op, String reason) {
    state.addMatchFailure(op, reason);
    return false;
  }

  // ---- blocks and regions

  /** Appends an argument to {@code block} (a block the pattern made or moved); taken off again on rollback. */
  public BlockArgument addArgument(Block block, Type type, Location loc) {
    BlockArgument a = block.addArgument(type, loc);
    state.append(new IRRewrite.AddBlockArgument(block));
    return a;
  }

  @Override
  public Block createBlock(Region region, List<? extends Type> argTypes, Location loc) {
    return createBlock(region, null, argTypes, Collections.nCopies(argTypes.size(), loc));
  }

  /** A new block in {@code region} before {@code before} (at the end when null); the insertion point goes to its end. */
  public Block createBlock(Region region, Block before, List<? extends Type> argTypes, List<Location> locs) {
    Block b = new Block();
    for (int i = 0; i < argTypes.size(); i++) {
      b.addArgument(argTypes.get(i), locs.get(i));
    }
    region.insertBefore(before, List.of(b));
    state.append(new IRRewrite.CreateBlock(b));
    state.patternInsertedBlocks.add(b);
    setInsertionPointToEnd(b);
    return b;
  }

  /** Moves the ops of {@code block} from {@code start} on into a new block right after it. */
  public Block splitBlock(Block block, Operation start) {
    InsertPoint ip = saveInsertionPoint();
    Block next = createBlock(block.getParent(), blockAfter(block), List.of(), List.of());
    for (Operation op = start; op != null; ) {
      Operation following = op.getNextNode();
      moveOpBefore(op, next, null);
      op = following;
    }
    restoreInsertionPoint(ip);
    return next;
  }

  /** Moves the blocks of {@code region} into {@code parent} before {@code before} (at the end when null). */
  public void inlineRegionBefore(Region region, Region parent, Block before) {
    for (Block b : new ArrayList<>(region.getBlocks())) {
      state.append(new IRRewrite.MoveBlock(b, region, blockAfter(b)));
      region.getBlocks().remove(b);
      parent.insertBefore(before, List.of(b));
      state.patternInsertedBlocks.add(b);
    }
  }

  @Override
  public void cloneRegionBefore(Region region, Region parent, Block before, Map<Value, Value> mapping) {
    int start = before == null ? parent.getBlocks().size() : parent.getBlocks().indexOf(before);
    int size = parent.getBlocks().size();
    super.cloneRegionBefore(region, parent, before, mapping);
    int added = parent.getBlocks().size() - size;
    for (int i = start; i < start + added; i++) {
      Block b = parent.getBlocks().get(i);
      state.append(new IRRewrite.CreateBlock(b));
      state.patternInsertedBlocks.add(b);
    }
  }

  private static Block blockAfter(Block b) {
    List<Block> blocks = b.getParent().getBlocks();
    int at = blocks.indexOf(b);
    return at + 1 < blocks.size() ? blocks.get(at + 1) : null;
  }

  // ---- types

  /**
   * Converts the signature of {@code block} (MLIR's applySignatureConversion): a new block with
   * the converted argument types takes its place, its ops and branches to it; each old argument
   * is replaced by its new one, the value given for it, or (dropped) a cast made of nothing. The
   * old block is erased. Returns the new block ({@code block} when nothing changes).
   */
  public Block applySignatureConversion(Block block, SignatureConversion conversion, TypeConverter converter) {
    List<Type> converted = conversion.getConvertedTypes();
    if (block.getArgumentTypes().equals(converted)) {
      return block;
    }
    InsertPoint ip = saveInsertionPoint();
    List<Location> locs = new ArrayList<>(Collections.nCopies(converted.size(), Location.UNKNOWN));
    for (int i = 0; i < block.getNumArguments(); i++) {
      SignatureConversion.InputMapping m = conversion.getInputMapping(i);
      if (m != null && !m.replacedWithValue()) {
        locs.set(m.inputNo(), block.getArgument(i).getLoc());
      }
    }
    Block newBlock = createBlock(block.getParent(), blockAfter(block), converted, locs);
    for (Operation op : block.getOpList()) {
      moveOpBefore(op, newBlock, null);
    }
    IRRewrite.replaceBlockUses(block.getParent(), block, newBlock);
    for (int i = 0; i < block.getNumArguments(); i++) {
      BlockArgument orig = block.getArgument(i);
      SignatureConversion.InputMapping m = conversion.getInputMapping(i);
      Value repl;
      if (m == null) {
        repl = state.buildUnresolvedMaterialization(ConversionState.MaterializationKind.SOURCE,
            new InsertPoint(newBlock, newBlock.getFirstOp()), orig.getLoc(), null, List.of(),
            orig.getType(), null, converter, false);
      } else if (m.replacedWithValue()) {
        repl = m.replacement();
      } else {
        repl = newBlock.getArgument(m.inputNo());
      }
      state.replaceValue(orig, repl, converter);
    }
    state.append(new IRRewrite.BlockTypeConversion(block, newBlock));
    eraseBlock(block);
    restoreInsertionPoint(ip);
    return newBlock;
  }

  /**
   * Converts the argument types of every block of {@code region} with {@code converter}, the
   * entry block's with {@code entryConversion} when given; blocks a later pattern moves into the
   * region are converted too. False when a type cannot be converted.
   */
  public boolean convertRegionTypes(Region region, TypeConverter converter, SignatureConversion entryConversion) {
    state.regionToConverter.put(region, converter);
    if (region.isEmpty()) {
      return true;
    }
    List<Block> blocks = new ArrayList<>(region.getBlocks());
    for (Block b : blocks.subList(1, blocks.size())) {
      SignatureConversion c = converter.convertBlockSignature(b);
      if (c == null) {
        return false;
      }
      applySignatureConversion(b, c, converter);
    }
    SignatureConversion entry = entryConversion != null ? entryConversion
        : converter.convertBlockSignature(blocks.get(0));
    if (entry == null) {
      return false;
    }
    applySignatureConversion(blocks.get(0), entry, converter);
    return true;
  }

  /** What a pattern sees for {@code value}: its latest replacement, converted by the current pattern's converter. */
  public Value getRemappedValue(Value value) {
    List<Value> r = state.remapValues(List.of(value), null);
    return r == null ? null : r.get(0);
  }

  /** As {@link #getRemappedValue} for each of {@code values}; null when a type cannot be converted. */
  public List<Value> getRemappedValues(List<Value> values) {
    return state.remapValues(values, null);
  }
}

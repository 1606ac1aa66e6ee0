package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.function.Consumer;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.dialects.tensor.DimOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.passes.analysis.SizeBucket;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-memory-pipeline{size-buckets=true}}'s first step: a function whose tensor arguments
 * have one dynamic size {@code n} (a batch) gets a version of its body per bucket of {@code n}
 * where the memory decisions differ ({@link SizeBuckets}), selected at run time by guards on
 * {@code n}. The decisions are those of the pipeline's function steps up to
 * {@code jopt-tile-for-memory} (run once on a copy), then of the tiling with each dynamic size
 * counted as each bucket start (a copy each): the printed function compared. Each kept bucket
 * becomes a private function {@code @f__n<lo>_<hi>} (attributes {@code jopt.size_bucket},
 * {@code jopt.size_hint}: the later steps decide with that hint) with the whole body, of the
 * function's own types, so it is correct for every size (the guards only choose); {@code @f}
 * becomes {@code scf.if} guards {@code n <= hi} calling them, the general version last. Each
 * version is then planned by the pipeline as a function of its own (one arena, sized at run
 * time; a version not called allocates nothing). Inside the pipeline (a {@code rest} given) a
 * bucket's version is kept only where its plan takes fewer bytes than the general version's
 * ({@link #smaller}); its sizes otherwise go to the general version. A function with no dynamic
 * size, several, or whose decisions are the same in every bucket is left as it is.
 */
public final class VersionForSizesPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-version-for-sizes",
      "Versions of a function with one dynamic size for the size buckets where "
          + "jopt-tile-for-memory decides differently, selected by guards on the size",
      "builtin.module", () -> new VersionForSizesPass(pm -> {}, null));

  /** The pipeline's function steps before the tiling (on a copy, for the decisions). */
  private final Consumer<OpPassManager> before;
  /** The whole pipeline after this step (on a module), to compare plans; null: not compared. */
  private final Consumer<OpPassManager> rest;

  /**
   * {@code before} adds the function steps that run before jopt-tile-for-memory; {@code rest}
   * (may be null) the pipeline this step is the first of, without it, on a module: a bucket's
   * version is kept only where its plan at the bucket's least size takes fewer bytes than the
   * general version's there, and no more at its greatest (for several sizes, summed over the
   * others' samples: {@link #keeps}).
   */
  public VersionForSizesPass(Consumer<OpPassManager> before, Consumer<OpPassManager> rest) {
    super(INFO);
    this.before = before;
    this.rest = rest;
  }

  /**
   * The versioned dynamic size of a function's tensor arguments: argument and dimension; {@code
   * only} where it is the function's one dynamic size (else the others are not bounded by the
   * buckets and count as the default in the decisions, {@link SizeHint}).
   */
  record Size(int arg, int dim, boolean only) {
    /** What the decisions of a version for sizes from {@code n} count. */
    SizeHint hint(long n) {
      return only ? SizeHint.uniform(n) : new SizeHint(n, arg, dim);
    }

    /** The bucket attribute of a version for {@code k}. */
    SizeBucket bucket(SizeBuckets.Bucket k) {
      return only ? new SizeBucket(k.lo(), k.hi()) : new SizeBucket(k.lo(), k.hi(), arg, dim);
    }
  }

  /**
   * The sizes the other dynamic sizes (a function of several) take when plans are compared: a
   * version must take no more bytes than the general one at each.
   */
  private static final long[] OTHER_SIZES = {16, 64, 256};

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    for (Operation func : new ArrayList<>(module.getRegion(0).front().getOpList())) {
      if (!FuncOp.SPEC.isa(func) || FuncOp.of(func).isExternal() || func.hasAttr(SizeBucket.ATTR)) {
        continue;
      }
      Size size = size(func);
      if (size == null) {
        continue;
      }
      List<SizeBuckets.Bucket> buckets = buckets(func, size);
      if (buckets == null) {
        signalPassFailure();
        return;
      }
      if (buckets.size() > 1) {
        List<Boolean> keep = rest == null ? null : smaller(func, size, buckets);
        version(func, size, buckets, keep);
      }
    }
  }

  /**
   * The versioned dynamic size of {@code func}'s tensor arguments: the first in order of
   * arguments and dimensions (the leading one, a batch, where the arguments have several); null
   * if none.
   */
  static Size size(Operation func) {
    Size found = null;
    List<Type> inputs = FuncOp.of(func).functionType().getInputs();
    for (int i = 0; i < inputs.size(); i++) {
      if (inputs.get(i) instanceof RankedTensorType t) {
        long[] shape = t.getShape();
        for (int d = 0; d < shape.length; d++) {
          if (ShapedType.isDynamic(shape[d])) {
            if (found != null) {
              return new Size(found.arg(), found.dim(), false);
            }
            found = new Size(i, d, true);
          }
        }
      }
    }
    return found;
  }

  /** The buckets of {@code func}'s size (decided on copies); null after a failure reported. */
  private List<SizeBuckets.Bucket> buckets(Operation func, Size size) {
    Block moduleBody = func.getBlock();
    String scratch = unique(func, SymbolTable.getSymbolName(func) + "__decisions");
    Operation prefixed = copy(func, scratch, moduleBody, func);
    try {
      OpPassManager pm = new OpPassManager(FuncOp.NAME);
      before.accept(pm);
      if (pm.size() > 0 && !runPipeline(pm, prefixed)) {
        return null;
      }
      List<String> decisions = new ArrayList<>();
      for (long start : SizeBuckets.STARTS) {
        decisions.add(tiled(prefixed, size.hint(start)));
      }
      return SizeBuckets.choose(decisions, tiled(prefixed, SizeHint.DEFAULT));
    } finally {
      prefixed.erase();
    }
  }

  /**
   * Per bucket but the general one, whether its version is kept ({@link #keeps}): its plan and the
   * general version's (each planned by the rest of the pipeline on a copy in a module of its own,
   * {@link #bytes}) at the bucket's least and greatest sizes; for several sizes, the others at
   * each of {@link #OTHER_SIZES}. Where a plan's bytes are not known, true for one size (the
   * decisions differ there), false for several.
   */
  private List<Boolean> smaller(Operation func, Size size, List<SizeBuckets.Bucket> buckets) {
    Operation general = planned(func, size, null);
    List<Boolean> out = new ArrayList<>();
    long[] others = size.only() ? new long[] {0} : OTHER_SIZES;
    for (SizeBuckets.Bucket k : buckets) {
      if (k.general() || k.hint() == TileChain.DYNAMIC_HINT) {
        out.add(true);
        continue;
      }
      Operation mine = planned(func, size, k);
      long[][] lo = new long[2][others.length];
      long[][] hi = new long[2][others.length];
      boolean known = true;
      for (int i = 0; i < others.length && known; i++) {
        Long a = bytes(mine, size, k.lo(), others[i]);
        Long g = bytes(general, size, k.lo(), others[i]);
        Long aHi = bytes(mine, size, k.hi(), others[i]);
        Long gHi = bytes(general, size, k.hi(), others[i]);
        known = a != null && g != null && aHi != null && gHi != null;
        if (known) {
          lo[0][i] = a;
          lo[1][i] = g;
          hi[0][i] = aHi;
          hi[1][i] = gHi;
        }
      }
      out.add(!known ? size.only() : keeps(lo[0], lo[1], hi[0], hi[1]));
      if (mine != null) {
        mine.getParentOp().erase();
      }
    }
    if (general != null) {
      general.getParentOp().erase();
    }
    return out;
  }

  /**
   * Whether a version is kept, given its bytes and the general version's at each sampled size of
   * the other dynamic sizes (one sample for a function of one size), at its bucket's least size
   * ({@code mineLo}, {@code generalLo}) and greatest ({@code mineHi}, {@code generalHi}): summed
   * over the samples, fewer bytes at the least size (where the bucket's decisions were taken) and
   * no more at the greatest (a range must not lose at its end). The samples are weighed by their
   * bytes: a byte saved at a large size counts as much as one lost at a small one, so that a
   * small size, whose plan is a fraction of a large one's, does not veto a version that saves
   * more at the large sizes than it costs there (ppocr-mobile-v2-cls's version for batch 2 to 3:
   * 868 B above the general version at 2x3x16x16, 1,632 B below it at 2x3x64x64 and 25,632 B at
   * 2x3x256x256). With one sample (a function of one dynamic size) it is that sample's comparison.
   */
  static boolean keeps(long[] mineLo, long[] generalLo, long[] mineHi, long[] generalHi) {
    return sum(mineLo) < sum(generalLo) && sum(mineHi) <= sum(generalHi);
  }

  private static long sum(long[] bytes) {
    long s = 0;
    for (long b : bytes) {
      s += b;
    }
    return s;
  }

  /**
   * The bytes {@code planned} takes at size {@code n}, the other sizes {@code other}; null if not
   * known. Of a function of one size, what its plan allocates ({@link PlannedBytes}); of several,
   * its estimated peak ({@link LivePeak}: the guard may have undone the arena, leaving buffers
   * allocated in loops, whose peak the allocations at entry do not give).
   */
  private static Long bytes(Operation planned, Size size, long n, long other) {
    if (planned == null) {
      return null;
    }
    return size.only() ? PlannedBytes.of(planned, size.arg(), size.dim(), n, null)
        : LivePeak.of(planned, (a, d) -> a.getArgNumber() == size.arg() && d == size.dim() ? n : other);
  }

  /**
   * A copy of {@code func} deciding as the version for {@code bucket} (null: the general one), planned by the rest of the pipeline in a
   * module of its own nested in this one (erased by the caller: the returned function's parent);
   * null if the pipeline failed (the module erased).
   */
  private Operation planned(Operation func, Size size, SizeBuckets.Bucket bucket) {
    Builder b = new Builder(func.getContext());
    b.setInsertionPointToEnd(func.getBlock());
    Operation module = jopt.dialects.builtin.ModuleOp.create(b, func.getLoc(), null).getOperation();
    Operation c = func.clone(func.getContext(), new HashMap<>());
    c.setAttr(SizeBuckets.HINT_ATTR, IntegerAttr.get(IntegerType.get(64),
        bucket == null ? TileChain.DYNAMIC_HINT : bucket.hint()));
    if (bucket != null && !size.only()) {
      c.setAttr(SizeBucket.ATTR, size.bucket(bucket).toAttr());
    }
    module.getRegion(0).front().push_back(c);
    OpPassManager pm = new OpPassManager("builtin.module");
    rest.accept(pm);
    if (!runPipeline(pm, module)) {
      module.erase();
      return null;
    }
    for (Operation op : module.getRegion(0).front().getOpList()) {
      if (FuncOp.SPEC.isa(op) && SymbolTable.getSymbolName(op).equals(SymbolTable.getSymbolName(func))) {
        return op;
      }
    }
    module.erase();
    return null;
  }

  /** The body of {@code func} tiled with dynamic sizes counted as {@code hint} says, printed. */
  private static String tiled(Operation func, SizeHint hint) {
    Operation c = func.clone(func.getContext(), new HashMap<>());
    // The pipeline's tile-for-memory step runs with the pass's default options.
    TileForMemoryPass.withDefaults(hint).run(c);
    String text = jopt.ir.asm.AsmPrinter.printOp(c);
    c.erase();
    return text;
  }

  /** A copy of {@code func} named {@code name}, private, inserted after {@code after} in {@code body}. */
  private static Operation copy(Operation func, String name, Block body, Operation after) {
    Operation c = func.clone(func.getContext(), new HashMap<>());
    c.setAttr(SymbolTable.SYMBOL_ATTR, StringAttr.get(name));
    c.setAttr("sym_visibility", StringAttr.get("private"));
    c.removeAttr("arg_attrs");
    c.removeAttr("res_attrs");
    body.insertAfter(after, c);
    return c;
  }

  private static String unique(Operation func, String base) {
    Operation module = func.getParentOp();
    String name = base;
    for (int k = 1; SymbolTable.lookupSymbolIn(module, name) != null; k++) {
      name = base + "_" + k;
    }
    return name;
  }

  /**
   * Makes a private version of {@code func} per bucket and turns {@code func} into the guards
   * that call them: {@code n <= hi} of each bucket in turn, the general one last.
   */
  private static void version(Operation func, Size size, List<SizeBuckets.Bucket> all,
      List<Boolean> keep) {
    // A bucket not kept goes to the general version: it joins its neighbour above when that is
    // the general one too.
    List<SizeBuckets.Bucket> buckets = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      if (keep == null || keep.get(i)) {
        buckets.add(all.get(i));
      } else {
        SizeBuckets.Bucket k = all.get(i);
        buckets.add(new SizeBuckets.Bucket(k.lo(), k.hi(), TileChain.DYNAMIC_HINT));
      }
    }
    List<SizeBuckets.Bucket> merged = new ArrayList<>();
    for (SizeBuckets.Bucket k : buckets) {
      SizeBuckets.Bucket last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null && last.hint() == k.hint()) {
        merged.set(merged.size() - 1, new SizeBuckets.Bucket(last.lo(), k.hi(), k.hint()));
      } else {
        merged.add(k);
      }
    }
    buckets = merged;
    if (buckets.size() == 1) {
      return;
    }
    Block moduleBody = func.getBlock();
    String base = SymbolTable.getSymbolName(func);
    List<String> names = new ArrayList<>();
    Operation after = func;
    SizeBuckets.Bucket general = buckets.get(buckets.size() - 1);
    String generalName = unique(func, base + "__n" + general.lo() + "_up");
    for (SizeBuckets.Bucket k : buckets) {
      // A bucket deciding as the general one (below another that does not) calls its version.
      if (!k.general() && k.hint() == TileChain.DYNAMIC_HINT) {
        names.add(generalName);
        continue;
      }
      String name = k.general() ? generalName : unique(func, base + "__n" + k.lo() + "_" + k.hi());
      Operation v = copy(func, name, moduleBody, after);
      after = v;
      if (size.only() || !k.general()) {
        // The general version of several sizes is planned and guarded as the function was.
        v.setAttr(SizeBucket.ATTR, size.bucket(k).toAttr());
      }
      v.setAttr(SizeBuckets.HINT_ATTR, IntegerAttr.get(IntegerType.get(64), k.hint()));
      names.add(name);
    }
    Block entry = func.getRegion(0).front();
    List<Operation> ops = new ArrayList<>(entry.getOpList());
    for (int i = ops.size() - 1; i >= 0; i--) {
      ops.get(i).erase();
    }
    Location loc = func.getLoc();
    Builder b = new Builder(func.getContext());
    b.setInsertionPointToEnd(entry);
    List<Value> args = new ArrayList<>(entry.getArguments());
    List<Type> results = FuncOp.of(func).functionType().getResults();
    Value n = DimOp.create(b, loc, args.get(size.arg()), ConstantOp.createIndex(b, loc, size.dim()))
        .getOperation().getResult(0);
    List<Value> out = dispatch(b, loc, n, buckets, names, 0, args, results);
    ReturnOp.create(b, loc, out);
  }

  /** The guards from bucket {@code i} on: {@code scf.if n <= hi} calling its version, else the rest. */
  private static List<Value> dispatch(Builder b, Location loc, Value n, List<SizeBuckets.Bucket> buckets,
      List<String> names, int i, List<Value> args, List<Type> results) {
    if (i == buckets.size() - 1) {
      return CallOp.create(b, loc, names.get(i), results, args).getOperation().getResults()
          .stream().map(r -> (Value) r).toList();
    }
    Value hi = ConstantOp.createIndex(b, loc, buckets.get(i).hi());
    Value cond = CmpIOp.create(b, loc, "ule", n, hi).getOperation().getResult(0);
    IfOp guard = IfOp.create(b, loc, results, cond, true);
    b.setInsertionPointToEnd(guard.thenBlock());
    List<Value> mine = CallOp.create(b, loc, names.get(i), results, args).getOperation().getResults()
        .stream().map(r -> (Value) r).toList();
    YieldOp.create(b, loc, mine);
    b.setInsertionPointToEnd(guard.elseBlock());
    YieldOp.create(b, loc, dispatch(b, loc, n, buckets, names, i + 1, args, results));
    b.setInsertionPointAfter(guard.getOperation());
    return guard.getOperation().getResults().stream().map(r -> (Value) r).toList();
  }
}

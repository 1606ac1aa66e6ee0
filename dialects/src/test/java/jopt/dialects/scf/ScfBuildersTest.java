package jopt.dialects.scf;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.rewrite.OpFoldResult;
import org.junit.jupiter.api.Test;

/**
 * Every scf op built with its typed builder: the module verifies and prints exactly as
 * mlir-opt-22 prints the same program parsed from text (the expected string is its output);
 * and the typed accessors read ops built generically, as the parser builds them.
 */
class ScfBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
  private final List<String> errors = new ArrayList<>();
  private final Type index = IndexType.get();
  private final Type f32 = FloatType.F32;
  private final Type i1 = IntegerType.get(1);
  private final Type tensor = RankedTensorType.get(new long[] {8}, FloatType.F32);

  ScfBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private static OpFoldResult cst(long v) {
    return OpFoldResult.of(IntegerAttr.getIndex(v));
  }

  private Operation test(Builder b, String name, List<Value> operands, List<Type> results) {
    return b.create(LOC, name, operands, results, null);
  }

  /** {@code func.func @scf(%lb, %ub, %step: index, %init: f32, %c: i1, %t: tensor<8xf32>) -> f32}. */
  private Operation buildModule() {
    OperationState ms = new OperationState(LOC, "builtin.module");
    Block moduleBody = ms.addRegion().emplaceBlock();
    Operation module = Operation.create(ctx, ms);
    Builder b = new Builder(ctx);
    b.setInsertionPointToEnd(moduleBody);
    List<Type> inputs = List.of(index, index, index, f32, i1, tensor);
    OperationState fs = new OperationState(LOC, "func.func");
    fs.addAttribute("function_type", TypeAttr.get(FunctionType.get(inputs, List.of(f32))));
    fs.addAttribute("sym_name", StringAttr.get("scf"));
    Block entry = b.createBlock(fs.addRegion(), inputs, LOC);
    b.setInsertionPointToEnd(moduleBody);
    b.create(fs);
    b.setInsertionPointToEnd(entry);
    Value lb = entry.getArgument(0);
    Value ub = entry.getArgument(1);
    Value step = entry.getArgument(2);
    Value init = entry.getArgument(3);
    Value c = entry.getArgument(4);
    Value t = entry.getArgument(5);

    ForOp loop = ForOp.create(b, LOC, lb, ub, step);
    b.setInsertionPoint(loop.yieldOp());
    test(b, "test.use", List.of(loop.inductionVar()), List.of());
    b.setInsertionPointToEnd(entry);
    ForOp sum = ForOp.create(b, LOC, lb, ub, step, List.of(init), (nb, loc, iv, iterArgs) -> {
      Value next = test(nb, "test.add", List.of(iterArgs.get(0)), List.of(f32)).getResult(0);
      YieldOp.create(nb, loc, List.of(next));
    });
    IfOp choose = IfOp.create(b, LOC, List.of(f32), c, true);
    b.setInsertionPointToEnd(choose.thenBlock());
    YieldOp.create(b, LOC, sum.results());
    b.setInsertionPointToEnd(choose.elseBlock());
    YieldOp.create(b, LOC, List.of(init));
    b.setInsertionPointToEnd(entry);
    IfOp then = IfOp.create(b, LOC, List.of(), c, false);
    b.setInsertionPoint(then.thenBlock().getLastOp());
    test(b, "test.then", List.of(), List.of());
    b.setInsertionPointToEnd(entry);
    WhileOp loopWhile = WhileOp.create(b, LOC, List.of(f32), choose.results(), 
        (nb, loc, args) -> ConditionOp.create(nb, loc, c, args),
        (nb, loc, args) -> YieldOp.create(nb, loc, args));
    ExecuteRegionOp region = ExecuteRegionOp.create(b, LOC, List.of(f32));
    b.setInsertionPointToEnd(region.region().emplaceBlock());
    YieldOp.create(b, LOC, loopWhile.results());
    b.setInsertionPointToEnd(entry);
    ForallOp.create(b, LOC, List.of(cst(0)), List.of(cst(8)), List.of(cst(1)), List.of(t), null, null);
    ForallOp strided = ForallOp.create(b, LOC, List.of(OpFoldResult.of(lb)), List.of(cst(8)), List.of(cst(2)),
        List.of(), null, (nb, loc, args) -> {
          test(nb, "test.use", List.of(args.get(0)), List.of());
          InParallelOp.create(nb, loc);
        });
    assertThat(strided.dynamicLowerBound()).containsExactly(lb);
    ParallelOp par = ParallelOp.create(b, LOC, List.of(lb), List.of(ub), List.of(step), region.results(),
        (nb, loc, ivs) -> {
          ReduceOp reduce = ReduceOp.create(nb, loc, region.results());
          Block combiner = reduce.reductions().get(0).front();
          nb.setInsertionPointToEnd(combiner);
          ReduceReturnOp.create(nb, loc, combiner.getArgument(0));
        });
    IndexSwitchOp sw = IndexSwitchOp.create(b, LOC, List.of(f32), lb, new long[] {1});
    b.setInsertionPointToEnd(sw.caseBlock(0));
    YieldOp.create(b, LOC, par.results());
    b.setInsertionPointToEnd(sw.defaultBlock());
    YieldOp.create(b, LOC, List.of(init));
    b.setInsertionPointToEnd(entry);
    b.create(LOC, "func.return", sw.results(), List.of(), null);
    return module;
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOptPrintsThem() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          func.func @scf(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: tensor<8xf32>) -> f32 {
            scf.for %arg6 = %arg0 to %arg1 step %arg2 {
              "test.use"(%arg6) : (index) -> ()
            }
            %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
              %7 = "test.add"(%arg7) : (f32) -> f32
              scf.yield %7 : f32
            }
            %1 = scf.if %arg4 -> (f32) {
              scf.yield %0 : f32
            } else {
              scf.yield %arg3 : f32
            }
            scf.if %arg4 {
              "test.then"() : () -> ()
            }
            %2 = scf.while (%arg6 = %1) : (f32) -> f32 {
              scf.condition(%arg4) %arg6 : f32
            } do {
            ^bb0(%arg6: f32):
              scf.yield %arg6 : f32
            }
            %3 = scf.execute_region -> f32 {
              scf.yield %2 : f32
            }
            %4 = scf.forall (%arg6) in (8) shared_outs(%arg7 = %arg5) -> (tensor<8xf32>) {
              scf.forall.in_parallel {
              }
            }
            scf.forall (%arg6) = (%arg0) to (8) step (2) {
              "test.use"(%arg6) : (index) -> ()
            }
            %5 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) init (%3) -> f32 {
              scf.reduce(%3 : f32) {
              ^bb0(%arg7: f32, %arg8: f32):
                scf.reduce.return %arg7 : f32
              }
            }
            %6 = scf.index_switch %arg0 -> f32\s
            case 1 {
              scf.yield %5 : f32
            }
            default {
              scf.yield %arg3 : f32
            }
            return %6 : f32
          }
        }
        """);
  }

  @Test
  void accessorsReadGenericallyBuiltOps() {
    Block args = jopt.dialects.TestBlocks.args(ctx, index, index, index, f32, i1);
    Value lb = args.getArgument(0);
    Value ub = args.getArgument(1);
    Value step = args.getArgument(2);
    Value init = args.getArgument(3);

    OperationState fs = new OperationState(LOC, "scf.for");
    fs.addOperands(List.of(lb, ub, step, init)).addType(f32);
    Block body = fs.addRegion().emplaceBlock();
    Value iv = body.addArgument(index, LOC);
    Value acc = body.addArgument(f32, LOC);
    ForOp f = ForOp.of(Operation.create(ctx, fs));
    assertThat(f.lowerBound()).isEqualTo(lb);
    assertThat(f.upperBound()).isEqualTo(ub);
    assertThat(f.step()).isEqualTo(step);
    assertThat(f.initArgs()).containsExactly(init);
    assertThat(f.inductionVar()).isEqualTo(iv);
    assertThat(f.regionIterArgs()).containsExactly(acc);
    assertThat(f.results()).hasSize(1);
    assertThat(f.unsignedCmp()).isFalse();

    OperationState ps = new OperationState(LOC, "scf.parallel");
    ps.addOperands(List.of(lb, ub, step, init)).addType(f32);
    ps.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(new int[] {1, 1, 1, 1}));
    ps.addRegion().emplaceBlock().addArgument(index, LOC);
    ParallelOp p = ParallelOp.of(Operation.create(ctx, ps));
    assertThat(p.lowerBound()).containsExactly(lb);
    assertThat(p.upperBound()).containsExactly(ub);
    assertThat(p.step()).containsExactly(step);
    assertThat(p.initVals()).containsExactly(init);
    assertThat(p.inductionVars()).hasSize(1);

    OperationState ss = new OperationState(LOC, "scf.index_switch");
    ss.addOperand(lb);
    ss.addAttribute("cases", DenseArrayAttr.ofI64(new long[] {3, 7}));
    for (int i = 0; i < 3; i++) {
      ss.addRegion().emplaceBlock();
    }
    IndexSwitchOp s = IndexSwitchOp.of(Operation.create(ctx, ss));
    assertThat(s.arg()).isEqualTo(lb);
    assertThat(s.cases()).asList().containsExactly(3L, 7L).inOrder();
    assertThat(s.caseRegions()).hasSize(2);

    OperationState cs = new OperationState(LOC, "scf.condition");
    cs.addOperands(List.of(args.getArgument(4), init, lb));
    ConditionOp cond = ConditionOp.of(Operation.create(ctx, cs));
    assertThat(cond.condition()).isEqualTo(args.getArgument(4));
    assertThat(cond.args()).containsExactly(init, lb).inOrder();

    assertThrows(IllegalArgumentException.class, () -> IfOp.of(cond.getOperation()));
  }
}

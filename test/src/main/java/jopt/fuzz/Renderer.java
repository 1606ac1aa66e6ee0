package jopt.fuzz;

import java.util.List;

/** Dispatches statements to their renderers. */
final class Renderer {
  private Renderer() {}

  static void stmts(Block b, List<Stmt> stmts) {
    for (Stmt s : stmts) {
      stmt(b, s);
    }
  }

  static void stmt(Block b, Stmt s) {
    if (s instanceof Stmt.Skip) {
      return;
    } else if (s instanceof Stmt.Alloc x) {
      OpRenderer.alloc(b, x);
    } else if (s instanceof Stmt.Load x) {
      OpRenderer.load(b, x);
    } else if (s instanceof Stmt.Store x) {
      OpRenderer.store(b, x);
    } else if (s instanceof Stmt.Fill x) {
      OpRenderer.fill(b, x);
    } else if (s instanceof Stmt.Arith x) {
      ArithRenderer.render(b, x);
    } else if (s instanceof Stmt.Copy x) {
      OpRenderer.copy(b, x);
    } else if (s instanceof Stmt.Matmul x) {
      OpRenderer.matmul(b, x);
    } else if (s instanceof Stmt.Generic x) {
      OpRenderer.generic(b, x);
    } else if (s instanceof Stmt.View x) {
      ViewRenderer.render(b, x);
    } else if (s instanceof Stmt.Clone x) {
      OpRenderer.clone(b, x);
    } else if (s instanceof Stmt.Realloc x) {
      ReallocRenderer.render(b, x);
    } else if (s instanceof Stmt.Call x) {
      FuncRenderer.call(b, x);
    } else if (s instanceof Stmt.For x) {
      RegionRenderer.forLoop(b, x);
    } else if (s instanceof Stmt.If x) {
      RegionRenderer.ifOp(b, x);
    } else if (s instanceof Stmt.While x) {
      RegionRenderer.whileLoop(b, x);
    } else if (s instanceof Stmt.Forall x) {
      ForallRenderer.render(b, x);
    } else {
      throw new IllegalArgumentException("unknown statement " + s);
    }
  }
}

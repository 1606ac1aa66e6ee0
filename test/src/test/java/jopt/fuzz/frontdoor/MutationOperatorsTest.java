package jopt.fuzz.frontdoor;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import jopt.fuzz.frontdoor.Token.Kind;
import org.junit.jupiter.api.Test;

/** The tokenizer, the op-site finder and every mutation operator on small inputs. */
class MutationOperatorsTest {
  private static final Vocabulary VOCAB = new Vocabulary(List.of(
      "%0 = \"arith.addi\"(%a, %b) : (i32, i32) -> i32\n",
      "%1 = arith.muli %a, %b : i32\n"));

  /** Every distinct result of {@code op} on {@code text} over 200 random generators. */
  private static Set<String> outcomes(Mutation op, String text) {
    Set<String> out = new TreeSet<>();
    Source s = new Source(text);
    for (int seed = 0; seed < 200; seed++) {
      Mutation.Proposal p = op.propose(s, new SplittableRandom(seed), VOCAB);
      if (p != null) {
        out.add(Edit.apply(text, p.edits()));
      }
    }
    return out;
  }

  @Test
  void tokenizes() {
    List<Token> t = Tokenizer.tokenize(
        "%0:2 = \"a.b\"(%x#1, @f) {k = \"s\\\"q\"} : (i32) -> memref<4xf32> // c\n^bb0 !llvm.ptr #map 1.5e3");
    List<String> texts = new ArrayList<>();
    t.forEach(x -> texts.add(x.kind() + " " + x.text()));
    assertThat(texts).containsAtLeast("SSA %0", "PUNCT :", "NUMBER 2", "STRING \"a.b\"", "SSA %x#1",
        "SYMBOL @f", "STRING \"s\\\"q\"", "PUNCT ->", "IDENT memref", "NUMBER 4", "IDENT xf32",
        "BLOCK ^bb0", "BANG_ID !llvm.ptr", "HASH_ID #map", "NUMBER 1.5e3").inOrder();
    assertThat(texts).doesNotContain("IDENT c");
    assertThat(t.get(t.size() - 1).line()).isEqualTo(1);
    assertThat(t.stream().filter(x -> x.kind() == Kind.STRING).count()).isEqualTo(2);
  }

  @Test
  void findsGenericAndPrettyOpSites() {
    Source s = new Source("%r:2 = \"x.y\"(%a, %b) <{p = 1}> ({\n  \"x.t\"() : () -> ()\n})"
        + " {q} : (i32, f32) -> (i1, i8)\n%c = arith.addi %a, %b : i32\n");
    List<OpSite> sites = OpSite.find(s);
    assertThat(sites).hasSize(3);
    OpSite g = sites.get(0);
    assertThat(g.generic()).isTrue();
    assertThat(g.operands()).hasSize(2);
    assertThat(s.slice(g.inOpen(), g.inClose() + 1)).isEqualTo("(i32, f32)");
    assertThat(s.slice(g.outFrom(), g.outTo())).isEqualTo("(i1, i8)");
    assertThat(ResultMutations.resultCount(s, g)).isEqualTo(2);
    OpSite p = sites.get(2);
    assertThat(p.generic()).isFalse();
    assertThat(p.operands()).hasSize(2);
    assertThat(p.defs()).hasSize(1);
  }

  @Test
  void dropOperandKeepsTheFunctionalTypeInStep() {
    assertThat(outcomes(OperandMutations.DROP, "%0 = \"x.y\"(%a, %b) : (i32, i64) -> i32\n"))
        .containsExactly("%0 = \"x.y\"(%b) : (i64) -> i32\n", "%0 = \"x.y\"(%a) : (i32) -> i32\n");
    assertThat(outcomes(OperandMutations.DROP, "%0 = arith.addi %a, %b : i32\n"))
        .containsExactly("%0 = arith.addi %b : i32\n", "%0 = arith.addi %a : i32\n");
    assertThat(outcomes(OperandMutations.DROP, "\"x.y\"() : () -> ()\n")).isEmpty();
  }

  @Test
  void addOperandDuplicatesOneWithItsType() {
    assertThat(outcomes(OperandMutations.ADD, "\"x.y\"(%a, %b) : (i32, i64) -> ()\n"))
        .containsExactly("\"x.y\"(%a, %a, %b) : (i32, i32, i64) -> ()\n",
            "\"x.y\"(%a, %b, %b) : (i32, i64, i64) -> ()\n");
    for (String s : outcomes(OperandMutations.ADD, "%v = \"x.a\"() : () -> i1\n\"x.y\"() : () -> ()\n")) {
      assertThat(s).containsMatch("\"x\\.[ay]\"\\(%v\\) : \\([^)]+\\)");
    }
  }

  @Test
  void dropResult() {
    assertThat(outcomes(ResultMutations.DROP, "%0:2 = \"x.y\"() : () -> (i32, f32)\n"))
        .containsExactly("%0:1 = \"x.y\"() : () -> (f32)\n", "%0:1 = \"x.y\"() : () -> (i32)\n");
    assertThat(outcomes(ResultMutations.DROP, "%0 = \"x.y\"() : () -> i32\n"))
        .containsExactly("\"x.y\"() : () -> ()\n");
    assertThat(outcomes(ResultMutations.DROP, "%a, %b = x.y\n")).containsExactly("%b = x.y\n", "%a = x.y\n");
  }

  @Test
  void addResult() {
    assertThat(outcomes(ResultMutations.ADD, "%0 = \"x.y\"() : () -> i32\n"))
        .containsExactly("%0:2 = \"x.y\"() : () -> (i32, i32)\n");
    assertThat(outcomes(ResultMutations.ADD, "%0:2 = \"x.y\"() : () -> (i1, i8)\n"))
        .containsExactly("%0:3 = \"x.y\"() : () -> (i1, i1, i8)\n", "%0:3 = \"x.y\"() : () -> (i1, i8, i8)\n");
    for (String s : outcomes(ResultMutations.ADD, "\"x.y\"() : () -> ()\n")) {
      assertThat(s).matches("%fz_r = \"x\\.y\"\\(\\) : \\(\\) -> \\(.+\\)\n");
    }
  }

  @Test
  void renameOpStaysInItsDialect() {
    Set<String> out = outcomes(SubstituteMutations.RENAME_OP, "%0 = \"arith.addi\"(%a, %b) : (i32, i32) -> i32\n");
    assertThat(out).contains("%0 = \"arith.muli\"(%a, %b) : (i32, i32) -> i32\n");
    for (String s : out) {
      assertThat(s).containsMatch("^%0 = \"arith\\.\\w+\"\\(");
      assertThat(s).doesNotContain("\"arith.addi\"");
    }
    assertThat(SubstituteMutations.typo("d.op", new SplittableRandom(1))).startsWith("d.");
  }

  @Test
  void changeTypeSwapsOneType() {
    String text = "\"x.y\"(%a) : (memref<4xf32>) -> i32\n";
    Set<String> out = outcomes(SubstituteMutations.CHANGE_TYPE, text);
    assertThat(out.size()).isGreaterThan(5);
    for (String s : out) {
      assertThat(s).isNotEqualTo(text);
      assertThat(s.contains("(memref<4xf32>)") || s.endsWith("-> i32\n")).isTrue();
    }
  }

  @Test
  void dropAndRetypeAttributes() {
    String text = "\"x.y\"() <{p = \"s\"}> {a = 1 : i64, b} : () -> ()\n";
    assertThat(outcomes(AttributeMutations.DROP, text)).containsExactly(
        "\"x.y\"() <{}> {a = 1 : i64, b} : () -> ()\n",
        "\"x.y\"() <{p = \"s\"}> {a = 1 : i64} : () -> ()\n",
        "\"x.y\"() <{p = \"s\"}> {b} : () -> ()\n");
    Set<String> retyped = outcomes(AttributeMutations.RETYPE, text);
    assertThat(retyped).contains("\"x.y\"() <{p = \"s\"}> {a = 1 : i64, b = true} : () -> ()\n");
    assertThat(retyped).contains("\"x.y\"() <{p = @sym}> {a = 1 : i64, b} : () -> ()\n");
    assertThat(retyped).doesNotContain("\"x.y\"() <{p = \"s\"}> {a = 1 : i64, b = unit} : () -> ()\n");
    assertThat(retyped).doesNotContain("\"x.y\"() <{p = \"s\"}> {a = 1 : i64, b} : () -> ()\n");
    assertThat(AttributeMutations.kindOf(new Source("dense<1> : tensor<2xi32>"), 0, 9)).isEqualTo("elements");
    assertThat(AttributeMutations.kindOf(new Source("memref<4xf32>"), 0, 5)).isEqualTo("type");
  }

  @Test
  void regionsAreNotDictionaries() {
    assertThat(outcomes(AttributeMutations.DROP, "\"x.y\"() ({\n  \"x.t\"() : () -> ()\n}) : () -> ()\n")).isEmpty();
  }

  @Test
  void textMutations() {
    String text = "%0 = \"x.y\"() : () -> i32\n\"x.z\"(%0) : (i32) -> ()\n";
    for (String s : outcomes(TextMutations.DELETE_TOKEN, text)) {
      assertThat(Tokenizer.tokenize(s).size()).isLessThan(Tokenizer.tokenize(text).size());
    }
    for (String s : outcomes(TextMutations.TRUNCATE, text)) {
      assertThat(text).startsWith(s);
      assertThat(s).isNotEmpty();
    }
    for (String s : outcomes(TextMutations.REPLACE_TOKEN, text)) {
      assertThat(s).isNotEqualTo(text);
    }
    assertThat(outcomes(TextMutations.DELETE_LINE, text)).containsExactly(
        "%0 = \"x.y\"() : () -> i32\n", "\"x.z\"(%0) : (i32) -> ()\n");
    assertThat(outcomes(TextMutations.DUPLICATE_LINE, text)).containsExactly(
        "%0 = \"x.y\"() : () -> i32\n%0 = \"x.y\"() : () -> i32\n\"x.z\"(%0) : (i32) -> ()\n",
        "%0 = \"x.y\"() : () -> i32\n\"x.z\"(%0) : (i32) -> ()\n\"x.z\"(%0) : (i32) -> ()\n");
  }

  @Test
  void mutantsAreDeterministicAndSingleChunk() {
    List<Seed> seeds = List.of(
        new Seed("a.mlir", 0, Seed.Form.PRETTY, "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"),
        new Seed("a.mlir", 0, Seed.Form.GENERIC, "\"x.y\"() {a = 1 : i64} : () -> ()\n"));
    Vocabulary v = new Vocabulary(seeds.stream().map(Seed::text).toList());
    Mutator m1 = new Mutator(seeds, v, 42);
    Mutator m2 = new Mutator(seeds, v, 42);
    Set<String> operators = new TreeSet<>();
    for (int i = 0; i < 300; i++) {
      Mutant a = m1.mutant(i);
      assertThat(m2.mutant(i)).isEqualTo(a);
      assertThat(a.text()).doesNotContain("// -");
      assertThat(a.text()).isNotEqualTo(a.seed().text());
      assertThat(a.text()).endsWith("\n");
      assertThat(a.line()).isAtLeast(1);
      operators.add(a.operator());
    }
    assertThat(operators).hasSize(Mutator.OPERATORS.size());
    assertThat(new Mutator(seeds, v, 43).mutant(7)).isNotEqualTo(m1.mutant(7));
  }

  @Test
  void seedChunksLoseCommentsAndMarkers() {
    List<String> chunks = SeedCorpus.split(
        "// RUN: x\n\n\"a.b\"() : () -> () // CHECK: y\n// -----\n\"s\"() {k = \"// not\"} : () -> ()\n// -----\n// only\n");
    assertThat(chunks).containsExactly("\"a.b\"() : () -> ()\n",
        "\"s\"() {k = \"// not\"} : () -> ()\n", "").inOrder();
  }
}

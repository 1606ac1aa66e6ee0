package jopt.fuzz.frontdoor;

/**
 * A token of {@link Tokenizer}: its kind, text and where it is ({@code start}/{@code end} are
 * character offsets into the tokenized text, {@code line} is 0-based).
 */
public record Token(Kind kind, String text, int start, int end, int line) {

  /** Token classes; approximate MLIR lexing, enough to find operands, types and attributes. */
  public enum Kind {
    /** {@code %x}, {@code %0}, {@code %0#1}. */
    SSA,
    /** {@code ^bb0}. */
    BLOCK,
    /** {@code @f}, {@code @"s"}. */
    SYMBOL,
    /** {@code #map}, {@code #dialect.attr}. */
    HASH_ID,
    /** {@code !alias}, {@code !llvm.ptr}. */
    BANG_ID,
    /** A string literal with its quotes (possibly unterminated at the end of a line). */
    STRING,
    /** An integer or float literal without sign. */
    NUMBER,
    /** A bare identifier, dots included: {@code arith.addi}, {@code i32}, {@code xf32}. */
    IDENT,
    /** Punctuation: one character, or {@code ->}, {@code {-#}, {@code #-}}. */
    PUNCT
  }

  public boolean is(String s) {
    return text.equals(s);
  }

  /** Whether this is one of the opening brackets {@code ( [ { <}. */
  public boolean isOpen() {
    return kind == Kind.PUNCT && text.length() == 1 && "([{<".indexOf(text.charAt(0)) >= 0;
  }

  /** Whether this is one of the closing brackets {@code ) ] } >}. */
  public boolean isClose() {
    return kind == Kind.PUNCT && text.length() == 1 && ")]}>".indexOf(text.charAt(0)) >= 0;
  }
}

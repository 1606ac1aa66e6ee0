package jopt.filecheck;

/** A position in a {@link SourceFile} (LLVM's SMLoc). */
record Loc(SourceFile file, int offset) {
  Loc plus(int n) {
    return new Loc(file, offset + n);
  }
}

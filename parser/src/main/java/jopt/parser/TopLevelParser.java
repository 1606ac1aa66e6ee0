package jopt.parser;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

/**
 * The top level of a file: its ops in an explicit or implicit module, alias definitions, file
 * metadata ({@link FileMetadataParser}), and the parallel parse of a file in chunks
 * ({@link ChunkedParse}) and of a large block in pieces ({@link BlockPieces}). MLIR's
 * TopLevelOperationParser; the generated {@code MlirParser} extends it.
 */
abstract class TopLevelParser extends OperationParser {
  private FileMetadataParser metadata;
  /** Region bodies starting before this offset are not parsed in pieces (one was tried). */
  private int noPiecesBefore;
  /** How many region bodies this parser joined from pieces (tests ask). */
  private int bodiesInPieces;

  protected TopLevelParser(TokenStream input) {
    super(input);
  }

  @Override
  void init(MLIRContext ctx, SourceFile source, MlirTokenStream tokens) {
    super.init(ctx, source, tokens);
    this.metadata = new FileMetadataParser(this, ctx);
  }

  // ---- top level

  /**
   * Parses the top-level entities into the block of a fresh region: ops in order, aliases
   * defined. Uses of undefined SSA values are errors; deferred locations are not resolved yet.
   */
  Block parseTopLevelBlock() {
    Region topRegion = new Region();
    Block top = topRegion.emplaceBlock();
    ssa.push(true);
    regions.push(new RegionScope(topRegion, null, false, false));
    insertBlock = top;
    defaultDialects.push("builtin");
    topLevelRule();
    finish(regions.pop());
    ssa.pop();
    List<SourceLoc> undefined = ssa.undefinedUses();
    if (!undefined.isEmpty()) {
      for (SourceLoc l : undefined) {
        emitError(l, "use of undeclared SSA value name");
      }
      throw new ParseException();
    }
    return top;
  }

  // ---- chunks of a file parsed in parallel (ChunkedParse)

  /**
   * Makes this parser parse one chunk of a file whose aliases {@code prelude} defined: the
   * chunk may not define aliases, name top-level results, refer to locations defined later or
   * hold file metadata ({@link ChunkUnsupported} otherwise).
   */
  void parseAsChunkAfter(ParserBase prelude) {
    chunk = true;
    aliases.copyDefinitions(prelude.aliases);
  }

  /** Whether the aliases, and nothing else, were parsed (no op, no deferred location). */
  boolean parsedOnlyAliases(Block top) {
    return top.isEmpty() && !aliases.hasDeferred();
  }

  // ---- a large region body of one block parsed in pieces (BlockPieces)

  /**
   * Right after a region's '{': parses a large body of one block in pieces on the context's
   * threads ({@link BlockPieces}), leaving the '}' as the current token; otherwise nothing
   * changes and the body is parsed here. A body is tried once: the regions nested in it are not.
   */
  void parseBodyInPieces() {
    if (chunk || blockPiece || !ctx.isMultithreadingEnabled()) {
      return;
    }
    Token lbrace = _input.LT(-1);
    int bodyStart = lbrace.getStopIndex() + 1;
    if (bodyStart < noPiecesBefore || source.getEnd() - bodyStart < BlockPieces.MIN_CHARS) {
      return;
    }
    if (BlockPieces.tryParse(this, bodyStart, lbrace.getLine())) {
      bodiesInPieces++;
    }
  }

  /** How many region bodies were parsed in pieces and joined. */
  int bodiesParsedInPieces() {
    return bodiesInPieces;
  }

  /** Region bodies that start before {@code offset} are parsed here, not in pieces. */
  void noPiecesBefore(int offset) {
    noPiecesBefore = Math.max(noPiecesBefore, offset);
  }

  /**
   * Parses this parser's buffer as a piece of the block whose region {@code main} is parsing:
   * ops only, with {@code main}'s aliases and default dialect, the names used but not defined
   * left as placeholders in the top-level table ({@link SsaScopes#pieceSymbols}).
   */
  Block parseBlockPieceOf(OperationParser main) {
    blockPiece = true;
    aliases.copyDefinitions(main.aliases);
    Region region = new Region();
    Block block = region.emplaceBlock();
    ssa.recordNestedDefinitions();
    ssa.push(true);
    regions.push(new RegionScope(region, null, false, false));
    insertBlock = block;
    defaultDialects.push(main.defaultDialect());
    blockPieceRule();
    finish(regions.pop());
    return block;
  }

  /** Parses the whole buffer; returns the top-level op (an explicit or implicit module). */
  Operation parseTopLevel() {
    Operation result = topLevelOp(ctx, fileName, parseTopLevelBlock());
    aliases.resolveDeferred(result);
    return result;
  }

  /**
   * The op the top-level ops of a file make: the module when it is the only one, else an
   * implicit module (located at file:0:0) holding them.
   */
  static Operation topLevelOp(MLIRContext ctx, String fileName, Block top) {
    Operation first = top.getFirstOp();
    if (first != null && first == top.getLastOp() && first.getName().equals("builtin.module")) {
      return first.remove();
    }
    OperationState st = new OperationState(new Location.FileLineCol(fileName, 0, 0), "builtin.module");
    st.addRegion(top.getParent());
    return Operation.create(ctx, st);
  }

  /** The file metadata after <code>{-#</code> ({@link FileMetadataParser}). */
  void fileMetadata() {
    metadata.fileMetadata();
  }

  /** A resource handle ({@code dense_resource<...>}) is a key: an identifier or a string. */
  void expectResourceHandle() {
    metadata.expectResourceHandle();
  }

  // ---- aliases ({@link SymbolAliases})

  void defineAttrAlias(Token t, Attribute a) {
    checkNotChunk("alias definition");
    aliases.defineAttr(t, a);
  }

  void defineLocAlias(Token t, Location l) {
    checkNotChunk("alias definition");
    aliases.defineLoc(t, l);
  }

  void defineTypeAlias(Token t, Type ty) {
    checkNotChunk("alias definition");
    aliases.defineType(t, ty);
  }
}

package jopt.parser;

import jopt.ir.FileResources;
import jopt.ir.MLIRContext;
import jopt.support.Strings;
import org.antlr.v4.runtime.Token;

/**
 * The file metadata dictionary of MLIR's textual format ({@code {-# ... #-}}) read for the
 * parser, token by token, with MLIR's messages.
 */
final class FileMetadataParser {
  private final ParserBase p;
  private final MLIRContext ctx;

  FileMetadataParser(ParserBase p, MLIRContext ctx) {
    this.p = p;
    this.ctx = ctx;
  }

  private int la() {
    return p.getInputStream().LA(1);
  }

  /**
   * The file metadata after {@code {-#}: {@code dialect_resources} (the builtin dialect's
   * blobs, kept in the context for {@code dense_resource} attributes) and
   * {@code external_resources} (kept as they are, to be printed back), as MLIR's parser reads
   * them, with its messages.
   */
  void fileMetadata() {
    p.checkNotChunk("file metadata");
    if (la() != MlirLexer.FILE_META_END) {
      do {
        Token key = p.getCurrentToken();
        String name = metadataKey("expected identifier key in file metadata dictionary");
        p.expect(MlirLexer.COLON, "expected ':'");
        p.consume();
        switch (name) {
          case "dialect_resources" -> resourceSection(true);
          case "external_resources" -> resourceSection(false);
          default -> throw p.error(key, "unknown key '" + name + "' in file metadata dictionary");
        }
      } while (consumeIf(MlirLexer.COMMA));
    }
    p.expect(MlirLexer.FILE_META_END, "expected ',' or '#-}'");
    p.consume();
  }

  private boolean consumeIf(int type) {
    if (la() == type) {
      p.consume();
      return true;
    }
    return false;
  }

  /** A resource handle ({@code dense_resource<...>}) is a key: an identifier or a string. */
  void expectResourceHandle() {
    if (la() != MlirLexer.STRING && !atBareKey()) {
      throw p.wrongTokenError("expected identifier key for 'resource' entry");
    }
  }

  private boolean atBareKey() {
    int t = la();
    return t == MlirLexer.BARE_ID || t == MlirLexer.INT_TYPE || t == MlirLexer.FLOAT_TYPE
        || (t >= MlirLexer.KW_AFFINE_MAP && t <= MlirLexer.KW_AT);
  }

  /** A bare identifier or keyword key, or null (nothing consumed) when there is none. */
  private String optionalMetadataKey() {
    if (atBareKey()) {
      String text = p.getCurrentToken().getText();
      p.consume();
      return text;
    }
    return null;
  }

  private String metadataKey(String message) {
    String k = optionalMetadataKey();
    if (k == null) {
      throw p.wrongTokenError(message);
    }
    return k;
  }

  /** {@code { group: { key: value, ... }, ... }}: of dialects (builtin blobs) or external. */
  private void resourceSection(boolean dialects) {
    p.expect(MlirLexer.LBRACE, "expected '{'");
    p.consume();
    if (consumeIf(MlirLexer.RBRACE)) {
      return;
    }
    do {
      Token groupTok = p.getCurrentToken();
      String group = metadataKey("expected identifier key for 'resource' entry");
      p.expect(MlirLexer.COLON, "expected ':'");
      p.consume();
      p.expect(MlirLexer.LBRACE, "expected '{'");
      p.consume();
      if (dialects && ctx.getDialect(group) == null) {
        throw p.error(groupTok, "dialect '" + group + "' is unknown");
      }
      if (!consumeIf(MlirLexer.RBRACE)) {
        do {
          Token keyTok = p.getCurrentToken();
          String key = optionalMetadataKey();
          if (key == null && la() == MlirLexer.STRING) {
            key = p.stringValue(keyTok);
            p.consume();
          }
          if (key == null) {
            throw p.wrongTokenError("expected identifier key for 'resource' entry");
          }
          if (dialects && !group.equals("builtin")) {
            throw p.error(keyTok, "unexpected 'resource' section for dialect '" + group + "'");
          }
          p.expect(MlirLexer.COLON, "expected ':'");
          p.consume();
          Token value = p.getCurrentToken();
          if (dialects) {
            ctx.getResources().putBlob(key, blobValue(value, key));
          } else {
            ctx.getResources().putExternal(group, key, externalValue(value, key));
          }
          p.consume();
        } while (consumeIf(MlirLexer.COMMA));
        p.expect(MlirLexer.RBRACE, "expected '}'");
        p.consume();
      }
    } while (consumeIf(MlirLexer.COMMA));
    p.expect(MlirLexer.RBRACE, "expected '}'");
    p.consume();
  }

  /** A builtin resource's value: a hex string blob, its alignment in its first 4 bytes. */
  private FileResources.Blob blobValue(Token value, String key) {
    String prefix = "expected hex string blob for key '" + key + "'";
    if (value.getType() != MlirLexer.STRING) {
      throw p.error(value, prefix);
    }
    try {
      FileResources.Blob b = FileResources.Blob.parse(p.stringValue(value));
      if (b == null) {
        throw p.error(value, prefix);
      }
      return b;
    } catch (IllegalArgumentException e) {
      throw p.error(value, prefix + e.getMessage());
    }
  }

  /** An external resource's value as printed back: a bool, a blob (hex in upper case) or a string. */
  private String externalValue(Token value, String key) {
    if (value.getType() == MlirLexer.KW_TRUE || value.getType() == MlirLexer.KW_FALSE) {
      return value.getText();
    }
    if (value.getType() != MlirLexer.STRING) {
      throw p.error(value, "expected string value for key '" + key + "'");
    }
    String text = p.stringValue(value);
    try {
      FileResources.Blob b = FileResources.Blob.parse(text);
      if (b != null) {
        return "\"" + b.hex() + "\"";
      }
    } catch (IllegalArgumentException notABlob) {
      // printed as the string it is
    }
    StringBuilder sb = new StringBuilder();
    Strings.printEscaped(sb, text);
    return sb.toString();
  }
}

// Tokens of MLIR's text format (mlir/lib/AsmParser/Lexer.cpp). Context-free: dimension lists
// like 4x8xf32 lex as INTEGER BARE_ID and the parser splits the identifier (see MlirTokenStream).
lexer grammar MlirLexer;

// Keywords: same length as BARE_ID, so the earlier rule wins.
KW_AFFINE_MAP : 'affine_map';
KW_AFFINE_SET : 'affine_set';
KW_ARRAY : 'array';
KW_CALLSITE : 'callsite';
KW_CEILDIV : 'ceildiv';
KW_COMPLEX : 'complex';
KW_DENSE : 'dense';
KW_DENSE_RESOURCE : 'dense_resource';
KW_FALSE : 'false';
KW_FLOORDIV : 'floordiv';
KW_FUSED : 'fused';
KW_INDEX : 'index';
KW_LOC : 'loc';
KW_MEMREF : 'memref';
KW_MOD : 'mod';
KW_NONE : 'none';
KW_OFFSET : 'offset';
KW_SPARSE : 'sparse';
KW_STRIDED : 'strided';
KW_SYMBOL : 'symbol';
KW_TENSOR : 'tensor';
KW_TRUE : 'true';
KW_TUPLE : 'tuple';
KW_UNIT : 'unit';
KW_UNKNOWN : 'unknown';
KW_VECTOR : 'vector';
KW_AT : 'at';

FLOAT_TYPE
  : 'f16' | 'bf16' | 'f32' | 'f64' | 'f80' | 'f128' | 'tf32'
  | 'f4E2M1FN' | 'f6E2M3FN' | 'f6E3M2FN' | 'f8E5M2' | 'f8E4M3' | 'f8E4M3FN' | 'f8E5M2FNUZ'
  | 'f8E4M3FNUZ' | 'f8E4M3B11FNUZ' | 'f8E3M4' | 'f8E8M0FNU'
  ;
INT_TYPE : [su]? 'i' [1-9] [0-9]* ;

BARE_ID : [a-zA-Z_] [a-zA-Z0-9_$.]* ;

PERCENT_ID : '%' SUFFIX_ID ;
CARET_ID : '^' SUFFIX_ID ;
HASH_ID : '#' SUFFIX_ID ;
EXCL_ID : '!' SUFFIX_ID ;
AT_ID : '@' ( [a-zA-Z_] [a-zA-Z0-9_$.]* | STRING_BODY ) ;

FLOAT : [0-9]+ '.' [0-9]* ( [eE] [+-]? [0-9]+ )? ;
INTEGER : [0-9]+ | '0x' [0-9a-fA-F]+ ;

STRING : STRING_BODY ;
UNTERMINATED_STRING : '"' ( ~["\\\n\r] | '\\' ~[\n\r] )* ;

FILE_META_BEGIN : '{-#' ;
FILE_META_END : '#-}' ;
ARROW : '->' ;
ELLIPSIS : '...' ;
COLON_COLON : '::' ;
COLON : ':' ;
COMMA : ',' ;
EQUAL : '=' ;
LESS : '<' ;
GREATER : '>' ;
LBRACE : '{' ;
RBRACE : '}' ;
LPAREN : '(' ;
RPAREN : ')' ;
LSQUARE : '[' ;
RSQUARE : ']' ;
QUESTION : '?' ;
PLUS : '+' ;
MINUS : '-' ;
STAR : '*' ;
VBAR : '|' ;

LINE_COMMENT : '//' ~[\n\r]* -> skip ;
WS : [ \t\r\n]+ -> skip ;
ERROR_CHAR : . ;

fragment SUFFIX_ID : [0-9]+ | [a-zA-Z$._-] [a-zA-Z0-9$._-]* ;
fragment STRING_BODY : '"' ( ~["\\\n\r] | '\\' ~[\n\r] )* '"' ;

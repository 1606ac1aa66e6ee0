// MLIR's text format. Actions build IR directly (no parse tree) through ParserBase and the
// parsers stacked on it (TopLevelParser the last, see ParserBase); custom op syntax is parsed by
// OpDefinition.parse via CustomOpParser, which calls back into these rules.
parser grammar MlirParser;

options {
  tokenVocab = MlirLexer;
  superClass = TopLevelParser;
}

@header {
import java.util.ArrayList;
import java.util.List;
import jopt.ir.*;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
}

@members {
  @Override protected Type typeRule() { return type().t; }
  @Override protected Type nonFunctionTypeRule() { return nonFunctionType().t; }
  @Override protected Attribute attributeRule(Type ty) { return attribute(ty).a; }
  @Override protected Object affineMapRule() { return affineMap().map; }
  @Override protected NamedAttrList dictionaryRule() { return dictionary().attrs; }
  @Override protected void regionRule(Region r, List<Argument> args, boolean shadow) { region(r, args, shadow); }
  @Override protected Location trailingLocationRule() { return trailingLocation().loc; }
  @Override protected void topLevelRule() { topLevel(); }
  @Override protected void blockPieceRule() { blockPiece(); }
  @Override protected void operationRule() { operation(); }
  @Override protected List<Type> functionResultTypesRule() { return functionResultTypes().ts; }
}

topLevel
  : topEntity* { expect(EOF, "expected operation name in quotes"); } EOF
  ;

// A piece of one block's operations, parsed apart from the rest of its region (BlockPieces).
blockPiece
  : operation* { expect(EOF, "expected operation name in quotes"); } EOF
  ;

topEntity
  : h=HASH_ID EQUAL
    ( KW_LOC LPAREN l=locationBody[false] RPAREN { defineLocAlias($h, $l.loc); }
    | a=attribute[null] { defineAttrAlias($h, $a.a); }
    )
  | e=EXCL_ID EQUAL t=type { defineTypeAlias($e, $t.t); }
  | FILE_META_BEGIN { fileMetadata(); }
  | operation
  ;

// ---- operations

operation
  locals [OpStart s]
  : { $s = beginOperation(); }
    ( r=resultList { $s.results = $r.list; } { expect(EQUAL, "expected '=' after SSA name"); } EQUAL )?
    ( genericOperation[$s] | customOperation[$s] )
    { if (atTrailingLocation()) { setOpLocation($s, trailingLocationRule()); } }
    { endOperation($s); }
  ;

resultList returns [List<ResultGroup> list = new ArrayList<>()]
  : resultEntry[$list] ( COMMA resultEntry[$list] )*
  ;

resultEntry[List<ResultGroup> list]
  : p=PERCENT_ID ( COLON { expect(INTEGER, "expected integer number of results"); } n=INTEGER )?
    { $list.add(resultGroup($p, $n)); }
  ;

genericOperation[OpStart s]
  : name=STRING { beginGenericOperation($s, $name); }
    { expect(LPAREN, "expected '(' to start operand list"); } LPAREN
    ( u=ssaUse { $s.operands.add($u.u); } ( COMMA u=ssaUse { $s.operands.add($u.u); } )* )?
    { expect(RPAREN, "expected ')' to end operand list"); } RPAREN
    ( LSQUARE b=successor { $s.state.addSuccessor($b.b); } ( COMMA b=successor { $s.state.addSuccessor($b.b); } )*
      { expect(RSQUARE, "expected ',' or ']'"); } RSQUARE )?
    ( LESS p=attribute[null] { setProperties($s, $p.a); } { expect(GREATER, "expected '>' to close properties"); } GREATER )?
    ( LPAREN region[$s.state.addRegion(), List.of(), false] ( COMMA region[$s.state.addRegion(), List.of(), false] )*
      { expect(RPAREN, "expected ')' to end region list"); } RPAREN )?
    ( d=dictionary { addAttributes($s, $d.attrs); } )?
    { expect(COLON, "expected ':' followed by operation type"); } COLON
    { $s.typeLoc = currentLoc(); } t=type { finishGenericOperation($s, $t.t); }
  ;

customOperation[OpStart s]
  : name=bareId { parseCustomOperation($s, $name.start); }
  ;

ssaUse returns [UnresolvedOperand u]
  : p=PERCENT_ID ( h=HASH_ID )? { $u = unresolvedOperand($p, $h); }
  ;

successor returns [Block b]
  : c=CARET_ID { $b = blockReference($c); }
  ;

// ---- regions and blocks

region[Region r, List<Argument> args, boolean shadow]
  : { expect(LBRACE, "expected '{' to begin a region"); } LBRACE { beginRegion($r, $args, $shadow); parseBodyInPieces(); }
    operation*
    block*
    { expect(RBRACE, "expected operation name in quotes"); } RBRACE { endRegion(); }
  ;

block
  locals [Block b]
  : c=CARET_ID { $b = defineBlock($c); }
    ( LPAREN
      ( RPAREN
      | { expect(PERCENT_ID, "expected SSA operand"); } blockArgument[$b] ( COMMA blockArgument[$b] )*
        { expect(RPAREN, "expected ')'"); } RPAREN
      ) )?
    { expect(COLON, "expected ':' after block name"); } COLON
    operation*
  ;

blockArgument[Block b]
  locals [Location loc]
  : p=PERCENT_ID { expect(COLON, "expected ':' and type for SSA operand"); } COLON t=type
    ( l=trailingLocation { $loc = $l.loc; } )? { addBlockArgument($b, $p, $t.t, $loc); }
  ;

// ---- locations

trailingLocation returns [Location loc]
  : KW_LOC { expect(LPAREN, "expected '(' in location"); } LPAREN l=locationBody[true] { $loc = $l.loc; }
    { expect(RPAREN, "expected ')' in location"); } RPAREN
  ;

locationBody[boolean allowDeferred] returns [Location loc]
  : h=HASH_ID { $loc = locationAlias($h, $allowDeferred); }
  | KW_UNKNOWN { $loc = Location.UNKNOWN; }
  | s=STRING
    ( COLON line=INTEGER { Token col = null, endLine = null, endCol = null; }
      ( COLON c1=INTEGER { col = $c1; }
        { if (_input.LA(1) == BARE_ID && !_input.LT(1).getText().equals("to")) { expect(RPAREN, "expected ')' in location"); } }
        ( BARE_ID
          ( COLON c2=INTEGER { endCol = $c2; }
          | l2=INTEGER { endLine = $l2; } COLON c3=INTEGER { endCol = $c3; }
          )
        )?
      )?
      { $loc = fileLineColLoc($s, $line, col, endLine, endCol); }
    | LPAREN c=locationBody[false] RPAREN { $loc = nameLoc($s, $c.loc); }
    | { $loc = nameLoc($s, Location.UNKNOWN); }
    )
  | KW_FUSED { Attribute md = null; List<Location> locs = new ArrayList<>(); }
    ( LESS m=attribute[null] { md = $m.a; } GREATER )?
    LSQUARE ( f=locationBody[false] { locs.add($f.loc); } ( COMMA f=locationBody[false] { locs.add($f.loc); } )* )?
    { expect(RSQUARE, "expected ']' in fused location"); } RSQUARE
    { $loc = fusedLoc(locs, md); }
  | KW_CALLSITE LPAREN callee=locationBody[false] { expect(KW_AT, "expected 'at' in callsite"); } KW_AT caller=locationBody[false] RPAREN
    { $loc = new Location.CallSite($callee.loc, $caller.loc); }
  ;

// ---- types

type returns [Type t]
  : f=functionType { $t = $f.t; }
  | n=nonFunctionType { $t = $n.t; }
  ;

functionType returns [Type t]
  : LPAREN ins=typeListOpt { expectTypeListEnd($ins.ts, RPAREN, "expected ')'"); } RPAREN
    { expect(ARROW, "expected '->' in function type"); } ARROW outs=functionResultTypes
    { $t = factory.functionType($ins.ts, $outs.ts); }
  ;

functionResultTypes returns [List<Type> ts]
  : LPAREN l=typeListOpt { expectTypeListEnd($l.ts, RPAREN, "expected ')'"); } RPAREN { $ts = $l.ts; }
  | n=nonFunctionType { $ts = List.of($n.t); }
  ;

typeListOpt returns [List<Type> ts = new ArrayList<>()]
  : ( t=type { $ts.add($t.t); } ( COMMA t=type { $ts.add($t.t); } )* )?
  ;

nonFunctionType returns [Type t]
  : i=INT_TYPE { $t = integerType($i); }
  | f=FLOAT_TYPE { $t = factory.floatType($f.getText()); }
  | KW_INDEX { $t = factory.indexType(); }
  | KW_NONE { $t = factory.noneType(); }
  | e=EXCL_ID { $t = typeAliasOrDialectType($e); }
  | KW_COMPLEX LESS c=type GREATER { $t = complexType($c.t, $c.start); }
  | KW_TUPLE LESS l=typeListOpt { expect(GREATER, "expected '>' in tuple type"); } GREATER { $t = factory.tupleType($l.ts); }
  | KW_MEMREF { expect(LESS, "expected '<' in memref type"); } LESS { Shape sh = parseShape(true, false); }
    el=type { List<Attribute> extra = new ArrayList<>(); }
    ( COMMA a=attribute[null] { extra.add($a.a); } )*
    { expect(GREATER, extra.isEmpty() ? "expected ',' or '>' in memref type" : "expected ',' or '>'"); } GREATER
    { $t = memrefType(sh, $el.t, extra, $start, $el.start); }
  | KW_TENSOR { expect(LESS, "expected '<' in tensor type"); } LESS { Shape sh = parseShape(true, false); }
    el=type { Attribute enc = null; } ( COMMA a=attribute[null] { enc = $a.a; } )?
    { expect(GREATER, "expected '>' in tensor type"); } GREATER
    { $t = tensorType(sh, $el.t, enc, $el.start); }
  | KW_VECTOR { expect(LESS, "expected '<' in vector type"); } LESS { Shape sh = parseShape(false, true); }
    el=type { expect(GREATER, "expected '>' in vector type"); } GREATER
    { $t = vectorType(sh, $el.t, $start); }
  ;

// ---- attributes

attribute[Type ty] returns [Attribute a]
  : h=HASH_ID { $a = attrAliasOrDialectAttr($h); }
  | KW_TRUE { $a = factory.boolAttr(true); }
  | KW_FALSE { $a = factory.boolAttr(false); }
  | KW_UNIT { $a = factory.unitAttr(); }
  | { boolean neg = false; } ( MINUS { neg = true; } )? n=(INTEGER | FLOAT)
    { $a = numberAttr($n, neg, optionalColonType($ty)); }
  | s=STRING { $a = stringAttr($s, $ty == null ? optionalColonType(null) : null); }
  | LSQUARE { List<Attribute> els = new ArrayList<>(); }
    ( RSQUARE
    | e=attribute[null] { els.add($e.a); } ( COMMA e=attribute[null] { els.add($e.a); } )*
      { expect(RSQUARE, "expected ',' or ']'"); } RSQUARE
    ) { $a = factory.arrayAttr(els); }
  | d=dictionary { $a = $d.attrs.toDictionary(); }
  | r=AT_ID { List<Token> nested = new ArrayList<>(); } ( COLON_COLON n2=AT_ID { nested.add($n2); } )*
    { $a = symbolRefAttr($r, nested); }
  | t=type { $a = factory.typeAttr($t.t); }
  | KW_ARRAY LESS { Token etTok = getCurrentToken(); } et=type { checkDenseArrayType($et.t, etTok); List<Token> vals = new ArrayList<>(); }
    { if (_input.LA(1) != GREATER) { expect(COLON, "expected ':' after dense array type"); } }
    ( GREATER { $a = denseArrayAttr($et.t, vals); }
    | COLON
      { expectDenseArrayElement($et.t); } v=denseArrayElement { vals.add($v.tok); }
      ( COMMA { expectDenseArrayElement($et.t); } v=denseArrayElement { vals.add($v.tok); } )*
      { expect(GREATER, "expected '>' to close an array attribute"); } GREATER { $a = denseArrayAttr($et.t, vals); }
    )
  | KW_AFFINE_MAP LESS m=affineMap GREATER { $a = affineMapAttr($m.map); }
  | KW_AFFINE_SET LESS is=integerSet GREATER { $a = integerSetAttr($is.set); }
  | KW_STRIDED LESS LSQUARE { List<Long> strides = new ArrayList<>(); long off = 0; }
    { if (_input.LA(1) != RSQUARE) { expectStrideValue(); } }
    ( s1=strideValue { strides.add($s1.v); } ( COMMA s1=strideValue { strides.add($s1.v); } )* )?
    { expect(RSQUARE, "expected ']'"); } RSQUARE
    ( COMMA { expect(KW_OFFSET, "expected 'offset' after comma"); } KW_OFFSET
      { expect(COLON, "expected ':' after 'offset'"); } COLON o=strideValue { off = $o.v; } )?
    { expect(GREATER, "expected '>'"); } GREATER
    { $a = factory.stridedLayoutAttr(off, strides); }
  | KW_DENSE { Token dl = _input.LT(-1); } LESS { Object lit = null; } ( dv=denseLiteral { lit = $dv.v; } )? GREATER
    { $a = denseElementsAttr(lit, optionalColonType($ty), dl); }
  | KW_SPARSE { Token sl = _input.LT(-1); expect(LESS, "Expected '<' after 'sparse'"); } LESS
    ( GREATER { $a = sparseElementsAttr(sl, null, null, null, null, optionalColonType($ty)); }
    | { Token il = getCurrentToken(); } iv=denseLiteral { expect(COMMA, "expected ','"); } COMMA
      { Token vl = getCurrentToken(); } vv=denseLiteral { expect(GREATER, "expected '>'"); } GREATER
      { $a = sparseElementsAttr(sl, $iv.v, il, $vv.v, vl, optionalColonType($ty)); }
    )
  | KW_DENSE_RESOURCE LESS { String handle = null; expectResourceHandle(); }
    ( rn=bareId { handle = $rn.text; }
    | rs=STRING { handle = stringValue($rs); }
    )
    GREATER { $a = denseResourceAttr(handle, optionalColonType($ty)); }
  ;

denseArrayElement returns [Token tok]
  : m=MINUS? v=(INTEGER | FLOAT | KW_TRUE | KW_FALSE) { $tok = signedToken($m, $v); }
  ;

strideValue returns [long v]
  : { expectStrideValue(); }
    ( QUESTION { $v = Long.MIN_VALUE; }
    | m=MINUS? n=INTEGER { $v = parseLong($n, $m != null); }
    )
  ;

// Each element of a list must have the first one's dimensions (MLIR's check, reported at the
// token after the element).
denseLiteral returns [Object v]
  : LSQUARE { List<Object> els = new ArrayList<>(); }
    ( e=denseLiteral { els.add($e.v); } ( COMMA e=denseLiteral { els.add($e.v); checkLiteralDims(els); } )* )?
    { expect(RSQUARE, "expected ']'"); } RSQUARE { $v = els; }
  | LPAREN re=denseLiteral COMMA im=denseLiteral RPAREN { $v = new Object[] {$re.v, $im.v}; }
  | m=MINUS? n=(INTEGER | FLOAT | KW_TRUE | KW_FALSE | STRING) { $v = signedToken($m, $n); }
  ;

// After '{' or ',' an entry must follow ("expected attribute name", the rule's error).
dictionary returns [NamedAttrList attrs = new NamedAttrList()]
  : LBRACE
    ( RBRACE
    | dictEntry[$attrs] ( COMMA dictEntry[$attrs] )* { expect(RBRACE, "expected '}' in attribute dictionary"); } RBRACE
    )
  ;

dictEntry[NamedAttrList attrs]
  : { Token k = getCurrentToken(); String key; Attribute v = null; }
    ( b=bareId { key = $b.text; } | s=STRING { key = stringValue($s); } )
    ( EQUAL a=attribute[null] { v = $a.a; } )?
    { addDictEntry($attrs, k, key, v); }
  ;

// ---- affine maps

affineMap returns [Object map]
  : { beginAffineMap(); } dimsAndSymbols
    { expect(ARROW, "expected '->' or ':'"); } ARROW
    { expect(LPAREN, "expected '(' in affine map range"); } LPAREN { List<Object> exprs = new ArrayList<>(); }
    ( e=affineExpr { exprs.add($e.e); } ( COMMA e=affineExpr { exprs.add($e.e); } )* )?
    { expect(RPAREN, "expected ')' in affine map range"); } RPAREN
    { $map = endAffineMap(exprs); }
  ;

integerSet returns [Object set]
  : { beginAffineMap(); } dimsAndSymbols
    { expect(COLON, "expected ':' or '['"); } COLON
    LPAREN { List<Object> cs = new ArrayList<>(); List<Boolean> eqs = new ArrayList<>(); }
    ( affineConstraint[cs, eqs] ( COMMA affineConstraint[cs, eqs] )* )?
    { expect(RPAREN, "expected ')' in integer set constraint list"); } RPAREN
    { $set = endIntegerSet(cs, eqs); }
  ;

affineConstraint[List<Object> cs, List<Boolean> eqs]
  : l=affineExpr { int kind = affineConstraintKind(); } r=affineExpr
    { addAffineConstraint($cs, $eqs, kind, $l.e, $r.e); }
  ;

dimsAndSymbols
  : { expect(LPAREN, "expected '(' in dimensional identifier list"); }
    LPAREN ( dimId ( COMMA dimId )* )? { expect(RPAREN, "expected ')' in dimensional identifier list"); } RPAREN
    ( LSQUARE ( symId ( COMMA symId )* )? { expect(RSQUARE, "expected ']' in symbol list"); } RSQUARE )?
  ;

dimId : b=bareId { declareAffineDim($b.start); } ;
symId : b=bareId { declareAffineSym($b.start); } ;

affineExpr returns [Object e]
  : MINUS x=affineExpr { $e = affineNeg($x.e); }
  // One alternative per precedence level, as MLIR's grammar: '*', floordiv, ceildiv and mod bind
  // alike and '+' and '-' alike, each level left to right (d0 - d1 + 1 is (d0 - d1) + 1).
  | l=affineExpr op=(STAR | KW_FLOORDIV | KW_CEILDIV | KW_MOD) r=affineExpr
    { $e = $op.type == STAR ? affineMul($l.e, $r.e, $op) : affineDivMod($op, $l.e, $r.e); }
  | l=affineExpr op=(PLUS | MINUS) r=affineExpr
    { $e = $op.type == PLUS ? affineAdd($l.e, $r.e) : affineSub($l.e, $r.e); }
  | LPAREN x=affineExpr RPAREN { $e = $x.e; }
  | i=INTEGER { $e = affineConst(parseLong($i, false)); }
  | b=bareId { $e = affineIdentifier($b.start); }
  ;

// Any bare identifier, including keyword spellings.
bareId
  : BARE_ID | INT_TYPE | FLOAT_TYPE
  | KW_AFFINE_MAP | KW_AFFINE_SET | KW_ARRAY | KW_CALLSITE | KW_CEILDIV | KW_COMPLEX | KW_DENSE
  | KW_DENSE_RESOURCE | KW_FALSE | KW_FLOORDIV | KW_FUSED | KW_INDEX | KW_LOC | KW_MEMREF | KW_MOD
  | KW_NONE | KW_OFFSET | KW_SPARSE | KW_STRIDED | KW_SYMBOL | KW_TENSOR | KW_TRUE | KW_TUPLE | KW_UNIT
  | KW_UNKNOWN | KW_VECTOR | KW_AT
  ;

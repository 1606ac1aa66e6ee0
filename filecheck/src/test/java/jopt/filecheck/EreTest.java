package jopt.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/** POSIX ERE as LLVM's regcomp reads it, checked against what LLVM 22 accepts and matches. */
class EreTest {
  private static String match(String ere, String text) throws Ere.Error {
    Matcher m = Ere.compile(ere, false).find(text, 0, text.length());
    return m == null ? null : m.group();
  }

  private static String error(String ere) {
    return assertThrows(Ere.Error.class, () -> Ere.compile(ere, false)).getMessage();
  }

  @Test
  void regcompErrors() {
    assertEquals(Ere.BADRPT, error("a**"));
    assertEquals(Ere.BADRPT, error("*a"));
    assertEquals(Ere.EMPTY, error("a|"));
    assertEquals(Ere.EMPTY, error("(|a)"));
    assertEquals(Ere.EPAREN, error("(a"));
    assertEquals(Ere.EPAREN, error("a)"));
    assertEquals(Ere.EBRACK, error("[a"));
    assertEquals(Ere.EBRACE, error("a{1"));
    assertEquals(Ere.BADBR, error("a{2,1}"));
    assertEquals(Ere.BADBR, error("a{256}"));
    assertEquals(Ere.EESCAPE, error("a\\"));
    assertEquals(Ere.ECTYPE, error("[[:foo:]]"));
    assertEquals(Ere.ERANGE, error("[z-a]"));
    assertEquals(Ere.ERANGE, error("[[:alpha:]-z]"));
    assertEquals(Ere.ESUBREG, error("(a)\\2"));
    assertEquals(Ere.BADRPT, error("a{1}{2}"));
  }

  @Test
  void literalsAndEscapes() throws Ere.Error {
    assertEquals("d", match("\\d", "1d"));
    assertEquals("a{x", match("a{x", "a{x"));
    assertEquals("a{,2}", match("a{,2}", "a{,2}"));
    assertEquals("a}", match("a}", "a}"));
    assertEquals("]", match("]", "]"));
    assertEquals("(a)", match("\\(a\\)", "(a)"));
    assertEquals("", match("()", "b"));
  }

  @Test
  void bracketExpressions() throws Ere.Error {
    assertEquals("\\", match("[\\d]", "\\"));
    assertEquals("]", match("[]a]", "]"));
    assertEquals("b", match("[^]a]", "]b"));
    assertEquals("-", match("[a-]", "-"));
    assertEquals("-", match("[[.hyphen.]]", "-"));
    assertEquals("a", match("[[=a=]]", "a"));
    assertEquals(" \t", match("[[:space:]]+", " \tx"));
    assertNull(match("[^a]", "\n"));
    assertEquals("word", match("[[:<:]]w[a-z]*[[:>:]]", "a word"));
  }

  @Test
  void anchorsAtLineBoundaries() throws Ere.Error {
    assertEquals("b", match("^b", "a\nb"));
    assertEquals("a", match("a$", "a\nb"));
    assertNull(match("a$b", "ab"));
    assertNotNull(match("(^a)", "a"));
  }

  @Test
  void backreferencesAndGroups() throws Ere.Error {
    assertEquals("aa", match("(a)\\1", "aa"));
    assertEquals(3, Ere.countGroups("(a)(b(c))"));
  }

  @Test
  void leftmostLongest() throws Ere.Error {
    assertEquals("ab", match("a|ab", "ab"));
    assertEquals("aabb", match("(a*)(ab)?b", "aabb"));
    assertEquals("xyz", match("x(y|yz)?", "xyz"));
  }
}

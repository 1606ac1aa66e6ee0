package jopt.ir;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OperationMarksTest {
  private final TestIr ir = new TestIr();

  @Test
  void addsEachOpOnce() {
    Operation a = ir.op("test.a", List.of(), 1);
    Operation b = ir.op("test.b", List.of(), 0);
    OperationMarks marks = new OperationMarks(ir.ctx);
    assertThat(marks.contains(a)).isFalse();
    assertThat(marks.add(a)).isTrue();
    assertThat(marks.add(a)).isFalse();
    assertThat(marks.contains(a)).isTrue();
    assertThat(marks.contains(b)).isFalse();
  }

  @Test
  void aNewSetStartsEmpty() {
    Operation a = ir.op("test.a", List.of(), 1);
    new OperationMarks(ir.ctx).add(a);
    assertThat(new OperationMarks(ir.ctx).contains(a)).isFalse();
  }

  @Test
  void markingInALaterSetDropsTheOpFromTheEarlierOne() {
    Operation a = ir.op("test.a", List.of(), 1);
    Operation b = ir.op("test.b", List.of(), 1);
    OperationMarks first = new OperationMarks(ir.ctx);
    OperationMarks second = new OperationMarks(ir.ctx);
    first.add(a);
    first.add(b);
    second.add(a);
    assertThat(first.contains(a)).isFalse();
    assertThat(first.contains(b)).isTrue();
    assertThat(second.contains(a)).isTrue();
  }
}

package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** Which pipelines jopt-run runs on the tensor program itself (they bufferize). */
class TensorProgramsTest {
  @Test
  void bufferizingPipelinesRunOnTensors() {
    assertThat(TensorPrograms.bufferizes("builtin.module(one-shot-bufferize)")).isTrue();
    assertThat(TensorPrograms.bufferizes("builtin.module(jopt-memory-pipeline)")).isTrue();
    assertThat(TensorPrograms.bufferizes("builtin.module(jopt-memory-pipeline{fuse=false})")).isTrue();
  }

  @Test
  void otherPipelinesRunOnTheBufferizedProgram() {
    assertThat(TensorPrograms.bufferizes("builtin.module(jopt-deallocation-pipeline)")).isFalse();
    assertThat(TensorPrograms.bufferizes("builtin.module(func.func(jopt-reuse-destination))")).isFalse();
  }
}

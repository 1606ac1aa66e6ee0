package jopt.passmanager;

/**
 * A named pipeline usable like a pass in pipelines and as a flag ({@code --my-pipeline}):
 * {@code builder} appends its passes to a manager, given the option string.
 */
public record PassPipelineInfo(String argument, String description, Builder builder) {
  /** Appends the pipeline's passes; throws {@link IllegalArgumentException} on bad options. */
  public interface Builder {
    void addToPipeline(OpPassManager pm, String options);
  }
}

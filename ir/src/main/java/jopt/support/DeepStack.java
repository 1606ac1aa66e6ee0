package jopt.support;

import java.util.concurrent.Callable;

/**
 * jopt's work runs on threads of a large stack, so that input nested as deep as generators
 * make it (10^5 regions, types, attributes, affine parentheses, call-site locations) is parsed,
 * verified, transformed and printed where the recursive descent of the parser and printer would
 * overflow a default stack (it did from about 15,000 levels with 16 MB, from 2,000 in a test's
 * thread). The stack is reserved, not committed: memory is used only as deep as the input goes.
 * Past it, the parser reports a located error ({@code nesting too deep}), not an internal one.
 */
public final class DeepStack {
  private DeepStack() {}

  /** The stack of jopt's threads: 1 GB, about 10^6 levels of the parser's recursion. */
  public static final long STACK_BYTES = 1L << 30;

  /** A thread of {@link #STACK_BYTES} running {@code body}. */
  public static Thread newThread(Runnable body, String name) {
    return new Thread(null, body, name, STACK_BYTES);
  }

  /**
   * Runs {@code body} on a thread of {@link #STACK_BYTES} and returns its result (interrupting
   * the caller interrupts that thread); what it throws is thrown here (an unchecked exception or error as it is, a checked one wrapped).
   */
  public static <T> T call(Callable<T> body) {
    Object[] result = new Object[1];
    Throwable[] thrown = new Throwable[1];
    Thread t = newThread(() -> {
      try {
        result[0] = body.call();
      } catch (Throwable e) {
        thrown[0] = e;
      }
    }, Thread.currentThread().getName() + "-deep");
    t.start();
    boolean interrupted = false;
    while (true) {
      try {
        t.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
        t.interrupt(); // the caller's cancellation is the work's (the jopt server's requests)
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (thrown[0] instanceof RuntimeException e) {
      throw e;
    }
    if (thrown[0] instanceof Error e) {
      throw e;
    }
    if (thrown[0] != null) {
      throw new IllegalStateException(thrown[0]);
    }
    @SuppressWarnings("unchecked")
    T r = (T) result[0];
    return r;
  }
}

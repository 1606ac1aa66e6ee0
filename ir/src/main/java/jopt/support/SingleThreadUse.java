package jopt.support;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Detects an object that must serve one thread at a time (a pass manager, a context's facade)
 * being used from two at once: the second thread gets an {@link IllegalStateException} naming
 * the object and the thread using it, instead of the first one's diagnostics or a module mixed
 * with another thread's. Sequential use from different threads is fine.
 *
 * <pre>{@code
 * try (SingleThreadUse.Scope s = use.enter()) {
 *   ... // the work
 * }
 * }</pre>
 */
public final class SingleThreadUse {
  private final String what;
  private final boolean reentrant;
  private final AtomicReference<Thread> user = new AtomicReference<>();
  /** How many times the user thread entered (only that thread changes it). */
  private int depth;

  /**
   * {@code what} names the object in the message ("a PassManager"); {@code reentrant}: whether
   * its thread may enter again before leaving (a diagnostic handler calling back into it).
   */
  public SingleThreadUse(String what, boolean reentrant) {
    this.what = what;
    this.reentrant = reentrant;
  }

  /** One use; closing it ends the use. */
  public final class Scope implements AutoCloseable {
    private boolean closed;

    private Scope() {}

    @Override
    public void close() {
      if (!closed) {
        closed = true;
        if (--depth == 0) {
          user.set(null);
        }
      }
    }
  }

  /** Starts a use on the current thread; throws when another thread's use has not ended. */
  public Scope enter() {
    Thread me = Thread.currentThread();
    while (!user.compareAndSet(null, me)) {
      Thread other = user.get();
      if (other == null) {
        continue; // just released
      }
      if (other != me) {
        throw new IllegalStateException(what + " is used from two threads at once: thread '"
            + me.getName() + "' called it while thread '" + other.getName()
            + "' was using it; use one per thread, or one thread at a time");
      }
      if (!reentrant) {
        throw new IllegalStateException(what + " was called again on thread '" + me.getName()
            + "' while it was running there");
      }
      break;
    }
    depth++;
    return new Scope();
  }
}
